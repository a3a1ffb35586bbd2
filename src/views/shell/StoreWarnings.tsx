// What the event-sourced store warns about (a full storage, data kept in memory only), shown
// on every signed-in page until the person dismisses it; nothing is lost silently.
import { Callout, Button } from "@blueprintjs/core";
import type { StoreState, Warning } from "../../store/state.ts";
import { useViewActors } from "../actors.tsx";
import { useStore } from "../flows.ts";
import { useT } from "../i18n.tsx";
import "./StoreWarnings.css";

const warningsOf = (s: StoreState) => s.warnings;

export function StoreWarningsView({ warnings, onDismiss }: { warnings: readonly Warning[]; onDismiss: (id: string) => void }) {
  const t = useT();
  if (warnings.length === 0) return null;
  return (
    <div role="region" aria-label={t("Storage warnings")} className="store-warnings">
      {warnings.map((w) => (
        <Callout key={w.id} intent="warning" role="alert" className="store-warnings-item">
          <span className="store-warnings-message">{t(w.message)}</span>
          <Button variant="minimal" text={t("Dismiss")} onClick={() => onDismiss(w.id)} />
        </Callout>
      ))}
    </div>
  );
}

export function StoreWarnings() {
  const { onDismissWarning } = useViewActors();
  return <StoreWarningsView warnings={useStore(warningsOf)} onDismiss={onDismissWarning} />;
}
