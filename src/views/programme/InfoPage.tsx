// /Info (decision 036): the programme's facts from the code's tables; an FCP's allowance from their
// own profile (the fcpProfile flow /profile uses, op fcps.profile). A manager sees the rest.
import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { currentFinancialYear } from "../../codecs/calendar.ts";
import { allowanceOf, PAYMENT_BADGES, stagesOf, uploadRules } from "../../codecs/programmeInfo.ts";
import { homeOf } from "../../codecs/session.ts";
import { fcpProfileMachine } from "../../machines/fcpProfile.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { InfoView, type AllowanceState } from "./InfoView.tsx";

const STAGES = stagesOf();
const UPLOADS = uploadRules();

function useAllowance(): AllowanceState {
  const [snap, send] = useFlow("fcpProfile:own", fcpProfileMachine, { id: null });
  const profile = snap.context.profile;
  if (snap.matches("ready") && profile) return { state: "ready", allowance: allowanceOf(profile) };
  if (snap.matches("failed") || snap.matches("missing"))
    return { state: "failed", error: snap.context.error ?? "Your allowance could not be loaded.", onRetry: () => send({ type: "profile.retry" }) };
  return { state: "loading" };
}

function FcpInfo({ title, back }: { title: string; back: string }) {
  const allowance = useAllowance();
  const year = useMemo(() => currentFinancialYear(new Date()), []);
  return <InfoView title={title} back={back} year={year} allowance={allowance} stages={STAGES} uploads={UPLOADS} payments={PAYMENT_BADGES} />;
}

export default function InfoPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const year = useMemo(() => currentFinancialYear(new Date()), []);
  const back = user ? homeOf(user) : "/";
  if (user?.role === "FCP") return <FcpInfo title={title} back={back} />;
  return <InfoView title={title} back={back} year={year} allowance={null} stages={STAGES} uploads={UPLOADS} payments={PAYMENT_BADGES} />;
}
