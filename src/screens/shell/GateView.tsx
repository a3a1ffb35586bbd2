// The sign-in gate around every non-public route: 'Loading...' while the server is asked, the page
// once the user is confirmed, a redirect to /signin when the server says no one is signed in, and
// the reason with Try again when it could not say (the person stays signed in). Plain props: the
// gate's flow is hosted by gate.tsx.
import { useDeferredValue, type ReactNode } from "react";
import { Redirect } from "wouter";
import { GateFailed } from "../../views/GateFailed.tsx";
import { LoadingImage } from "../../views/LoadingImage.tsx";

export type GatePhase = "loading" | "open" | "redirect" | "failed";

export interface GateProps {
  phase: GatePhase;
  /** Why the server could not say (failed). */
  reason: string;
  onRetry: () => void;
  /** The page, drawn once the gate is open. */
  children: ReactNode;
}

export function GateView(p: GateProps) {
  // Deferred: opening draws the whole shell, which React then does in slices between other work
  // (a transition) rather than in one long task; the loading image stays up meanwhile.
  const phase = useDeferredValue(p.phase);
  if (phase === "redirect") return <Redirect to="/signin" replace />;
  if (phase === "loading") return <LoadingImage />;
  if (phase === "failed") return <GateFailed reason={p.reason} onRetry={p.onRetry} />;
  return p.children;
}
