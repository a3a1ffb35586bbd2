// What the two execution screens share (decision 030): the title row with the way back to the
// workshop, and the states before the form or the galleries: loading, failed (with Try again), not
// the FCP's workshop (the server's 404), and a workshop not in Execution (the server's 409 sentence).
import type { ReactNode } from "react";
import { Card, Classes, Spinner } from "@blueprintjs/core";
import { Link } from "wouter";
import { LoadFailed, PageHeader } from "../shell/PageStates.tsx";
import { useT } from "../i18n.tsx";
import "../page.css";
import "./Execution.css";

export type ExecutionState = "ready" | "loading" | "failed" | "notFound" | "wrongStage";

export interface ExecutionFrameProps {
  title: string;
  /** The workshop's name, when known. */
  workshopName: string | null;
  /** Workshop Details of this workshop. */
  back: string;
  state: ExecutionState;
  error: string | null;
  /** A refresh failed; what is shown is what this device kept. */
  stale: boolean;
  onRetry: () => void;
  /** The other execution screen (Add photos from participants, and back). */
  other: { to: string; label: string };
  children: ReactNode;
}

export function ExecutionFrame(p: ExecutionFrameProps) {
  const t = useT();
  return (
    <div className="page execution">
      <PageHeader back={{ to: p.back, label: t("Back to the workshop") }} title={p.title} />
      {p.workshopName && <p className={Classes.TEXT_MUTED}>{p.workshopName}</p>}
      {p.state === "notFound" ? (
        <Card>
          <p role="alert">{t("This workshop was not found. It may belong to another FCP.")}</p>
          <Link href="/homeFCP">{t("Back to workshops")}</Link>
        </Card>
      ) : p.state === "wrongStage" ? (
        <Card>
          <p role="alert">{p.error && t(p.error)}</p>
          <Link href={p.back}>{t("Back to the workshop")}</Link>
        </Card>
      ) : p.state === "failed" ? (
        <LoadFailed error={p.error} onRetry={p.onRetry} />
      ) : p.state === "loading" ? (
        <Spinner aria-label={t("Loading the workshop")} />
      ) : (
        <>
          {p.stale && <LoadFailed error={p.error} onRetry={p.onRetry} />}
          {p.children}
          <nav className="execution-links" aria-label={t("Workshop report")}>
            <Link href={p.back}>{t("Back to the workshop")}</Link>
            <Link href={p.other.to}>{t(p.other.label)}</Link>
          </nav>
        </>
      )}
    </div>
  );
}
