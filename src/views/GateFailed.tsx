// The gate could not learn who is signed in (the server failed, or gave no answer and the device
// keeps no one): why, and Try again. The person is not signed out.
import { Card, H1 } from "@blueprintjs/core";
import { LoadFailed } from "./shell/PageStates.tsx";
import "./page.css";

export function GateFailed({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <section className="page-card" aria-labelledby="gate-failed-title">
      <Card>
        <H1 id="gate-failed-title">The app could not open</H1>
        <LoadFailed error={reason} onRetry={onRetry} />
      </Card>
    </section>
  );
}
