// The sign-in gate around every non-public route: 'Loading...' while the gate machine asks the
// server, the page once the user is confirmed, a redirect to /signin when the server says no one is
// signed in, and the reason with Try again when it could not say (the person stays signed in).
import { useDeferredValue, useEffect, type ReactNode } from "react";
import { useSelector } from "@xstate/react";
import { Redirect } from "wouter";
import { signInGateMachine } from "../machines/signInGate.machine.ts";
import { useAppActors } from "./actors.tsx";
import { useFlow } from "./flows.ts";
import { LoadingImage } from "./LoadingImage.tsx";
import { GateFailed } from "./GateFailed.tsx";

export type GateView = "loading" | "open" | "redirect" | "failed";

export function useGate(): { view: GateView; reason: string | null; retry: () => void } {
  const { session, connection } = useAppActors();
  const hasToken = useSelector(session, (s) => s.context.hasToken);
  const loggedIn = useSelector(session, (s) => s.matches("loggedIn"));
  const [gate, send] = useFlow("signInGate", signInGateMachine, { hasToken, stored: session.getSnapshot().context.user });
  // offline, the app is open with the person the device kept; back online, the server is asked again
  useEffect(
    () =>
      connection.subscribe((on) => {
        if (on) send({ type: "gate.online" });
      }),
    [connection, send],
  );
  const verdict = gate.matches("authenticated")
    ? "authenticated"
    : gate.matches("offline") || gate.matches("rechecking")
      ? "offline"
      : gate.matches("redirectToSignin")
        ? "redirect"
        : "loading";
  const user = gate.context.user;

  // Tell the session what the server said: a confirmed user, or no valid session.
  useEffect(() => {
    if (verdict === "authenticated" && user) session.send({ type: "session.restored", user });
    if (verdict === "redirect") session.send({ type: "session.expired" });
  }, [verdict, user, session]);

  const view: GateView = gate.matches("failed")
    ? "failed"
    : (verdict === "authenticated" || verdict === "offline") && loggedIn
      ? "open"
      : // Wait for the session to leave loggedIn first, so /signin does not bounce back here.
        verdict === "redirect" && !loggedIn
        ? "redirect"
        : "loading";
  return { view, reason: gate.context.reason, retry: () => send({ type: "gate.retry" }) };
}

export function Gate({ children }: { children: ReactNode }) {
  // Deferred: opening draws the whole shell, which React then does in slices between other work
  // (a transition) rather than in one long task; the loading image stays up meanwhile.
  const gate = useGate();
  const view = useDeferredValue(gate.view);
  if (view === "redirect") return <Redirect to="/signin" replace />;
  if (view === "loading") return <LoadingImage />;
  if (view === "failed") return <GateFailed reason={gate.reason ?? ""} onRetry={gate.retry} />;
  return children;
}
