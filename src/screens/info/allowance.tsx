// The FCP's workshop allowance on /Info, hosted: their own profile's flow (the fcpProfile flow
// /profile uses, op fcps.profile, under the same key) and the allowance counted from it.
import { allowanceOf } from "../../codecs/programmeInfo.ts";
import { fcpProfileMachine } from "../../machines/fcpProfile.machine.ts";
import { flow, hosted, type Running } from "../host.tsx";
import { AllowanceView, type AllowanceState } from "./InfoView.tsx";
import { msg } from "../../codecs/i18n.ts";

/** The allowance from the profile flow's snapshot: loading, failed (or missing) with Try again, ready. */
export function allowanceState({ snap, send }: Running<typeof fcpProfileMachine>): AllowanceState {
  const profile = snap.context.profile;
  if (snap.matches("ready") && profile) return { state: "ready", allowance: allowanceOf(profile) };
  if (snap.matches("failed") || snap.matches("missing"))
    return {
      state: "failed",
      error: snap.context.error ?? msg("Your allowance could not be loaded."),
      onRetry: () => send({ type: "profile.retry" }),
    };
  return { state: "loading" };
}

export const FcpAllowance = hosted<object>()({
  flows: { profile: flow({ machine: fcpProfileMachine, key: "fcpProfile:own", input: () => ({ id: null }) }) },
  select: (s) => allowanceState(s.flows.profile),
  View: AllowanceView,
});
