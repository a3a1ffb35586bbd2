// The sign-in gate hosted (issue 44; decision 070): the gate's flow ("signInGate") asks the server
// who is signed in; offline, the app is open with the person the device kept, and back online the
// server is asked again. What the server said goes to the session (a confirmed user, or no valid
// session), and the page opens or goes to /signin once the session agrees.
import type { ReactNode } from "react";
import { signInGateMachine } from "../../machines/signInGate.machine.ts";
import { flow, hosted, watching, type Selection } from "../host.tsx";
import { GateView, type GatePhase } from "./GateView.tsx";

const flows = {
  gate: flow<{ children: ReactNode }, typeof signInGateMachine>({
    machine: signInGateMachine,
    key: "signInGate",
    // a sign-in just now in this page gave the user: the gate opens without asking again (decision 089)
    input: ({ session }) => ({
      hasToken: session.snap.context.hasToken,
      stored: session.snap.context.user,
      confirmed: session.snap.context.confirmed,
    }),
  }),
};
type S = Selection<{ children: ReactNode }, typeof flows>;

/** What the server said: the user confirmed, offline (the kept person), no one signed in, or not yet. */
const verdictOf = ({ flows: { gate } }: S) =>
  gate.snap.matches("authenticated")
    ? "authenticated"
    : gate.snap.matches("offline") || gate.snap.matches("rechecking")
      ? "offline"
      : gate.snap.matches("redirectToSignin")
        ? "redirect"
        : "loading";

function phaseOf(s: S): GatePhase {
  const verdict = verdictOf(s);
  const loggedIn = s.session.snap.matches("loggedIn");
  if (s.flows.gate.snap.matches("failed")) return "failed";
  if ((verdict === "authenticated" || verdict === "offline") && loggedIn) return "open";
  // Wait for the session to leave loggedIn first, so /signin does not bounce back here.
  return verdict === "redirect" && !loggedIn ? "redirect" : "loading";
}

export const Gate = hosted<{ children: ReactNode }>()({
  flows,
  select: (s) => ({
    phase: phaseOf(s),
    reason: s.flows.gate.snap.context.reason ?? "",
    onRetry: () => s.flows.gate.send({ type: "gate.retry" }),
    children: s.props.children,
  }),
  View: GateView,
  // offline, the app is open with the person the device kept; back online, the server is asked again
  onReconnect: ({ flows: { gate } }) => gate.send({ type: "gate.online" }),
  watch: [
    // Tell the session what the server said: a confirmed user, or no valid session.
    watching(
      (s: S) => (verdictOf(s) === "authenticated" ? s.flows.gate.snap.context.user : null),
      (user, s) => {
        if (user) s.session.send({ type: "session.restored", user });
      },
    ),
    watching(
      (s: S) => verdictOf(s) === "redirect",
      (redirect, s) => {
        if (redirect) s.session.send({ type: "session.expired" });
      },
    ),
  ],
});
