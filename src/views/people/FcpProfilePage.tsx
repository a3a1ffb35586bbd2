// /viewFCP and /myFCP (a CMDI's or an AMMD's FCP, by id) and /profile (the FCP's own record): the
// record, workshops and uploads of one FCP, loaded by the fcpProfile flow. Another's id is 'not
// found' (the server answers 404). Back: the manager's list of FCPs, the FCP's home.
import { useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import { type FcpParams, navHref, workshopLink } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { fcpProfileMachine } from "../../machines/fcpProfile.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { FcpProfileView } from "./FcpProfileView.tsx";

function Profile({ id, title, back, source }: { id: number | null; title: string; back: string; source: "fcp" | "cmdi" | "ammd" }) {
  const [snap, send] = useFlow(`fcpProfile:${id ?? "own"}`, fcpProfileMachine, { id });
  const state = snap.matches("ready") ? "ready" : snap.matches("missing") ? "notFound" : snap.matches("failed") ? "failed" : "loading";
  return (
    <FcpProfileView
      title={title}
      back={back}
      state={state}
      profile={snap.context.profile}
      error={snap.context.error}
      onRetry={() => send({ type: "profile.retry" })}
      workshopHref={(w) => navHref(workshopLink, { id: w, source })}
    />
  );
}

/** /profile (the FCP's own, no parameters), /myFCP and /viewFCP (a manager's FCP by id). */
export default function FcpProfilePage({ title, params }: ScreenProps<FcpParams | Record<string, never>>) {
  const [path] = useLocation();
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const own = path === "/profile";
  const id = own ? null : params.id;
  const back = own ? (user ? homeOf(user) : "/") : "/listMyFCP";
  const source = user?.role === "AMMD" ? "ammd" : user?.role === "CMDI" ? "cmdi" : "fcp";
  return <Profile key={id ?? "own"} id={id} title={title} back={back} source={source} />;
}
