// One FCP's page (/viewFCP, /myFCP for a CMDI or an AMMD; /profile for the FCP): loads the FCP's
// record, workshops and uploads (not cached: they live in the flow's context, so the event log
// has them and a replay shows them): loading -> ready | missing (not found, or not the caller's:
// nothing to try again) | failed (retry). `loadProfile` (op fcps.profile) is bound by
// src/features/people.ts.
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import { ApiFailure, whyNotLoaded } from "../codecs/apiFailure.ts";
import type { FcpProfile } from "../codecs/people.ts";

export interface FcpProfileContext {
  id: number | null;
  profile: FcpProfile | null;
  error: string | null;
}

const isNotFound = (e: unknown) => ApiFailure.is(e) && e.kind === "http" && e.status === 404;

export const fcpProfileMachine = setup({
  types: { context: {} as FcpProfileContext, events: {} as { type: "profile.retry" }, input: {} as { id: number | null } },
  actors: { loadProfile: fromPromise<FcpProfile, { id: number | null }>(() => Promise.reject(new Error("loadProfile actor not provided"))) },
  actions: {
    keep: assign((_, profile: FcpProfile) => ({ profile, error: null })),
    keepError: assign({ error: ({ event }) => whyNotLoaded((event as { error?: unknown }).error, msg("This FCP")) }),
  },
  guards: { notFound: ({ event }) => isNotFound((event as { error?: unknown }).error) },
}).createMachine({
  id: "fcpProfile",
  initial: "loading",
  context: ({ input }) => ({ id: input.id, profile: null, error: null }),
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadProfile",
        src: "loadProfile",
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: "ready", actions: { type: "keep", params: ({ event }) => event.output } },
        onError: [
          { guard: "notFound", target: "missing" },
          { target: "failed", actions: "keepError" },
        ],
      },
    },
    ready: {},
    missing: {},
    failed: { on: { "profile.retry": "loading" } },
  },
});
