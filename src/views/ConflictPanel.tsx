// A refused update's conflict (decision 079; its flow: src/machines/conflict.machine.ts), for any
// record a form edits: per conflicting field, a radio group (its legend the field's label) with the
// person's value beside the one stored now; Save my choices (once each field has one) or Keep mine
// for all. While the answer is sent, busy; a refusal of the answer says why, with Try again; once
// written (or kept on the device), a note until closed.
import { Button, Callout, Classes, Radio } from "@blueprintjs/core";
import { CONFLICT_MESSAGE, type ConflictSide } from "../codecs/conflict.ts";
import { TitledCallout } from "./shell/PageStates.tsx";
import { useT } from "./i18n.tsx";
import "./ConflictPanel.css";

export interface ConflictFieldView {
  key: string;
  /** the field's label (a catalogue key) */
  label: string;
  mine: string;
  current: string;
  choice: ConflictSide | null;
}

export interface ConflictPanelProps {
  state: "choosing" | "saving" | "failed" | "resolved";
  fields: readonly ConflictFieldView[];
  /** the labels of the fields that merged without asking (mine or theirs, changed on one side only) */
  merged: readonly string[];
  error: string | null;
  /** how the answer went, once it went */
  outcome: "synced" | "pending" | null;
  canSubmit: boolean;
  onChoose: (field: string, side: ConflictSide) => void;
  onKeepMine: () => void;
  onSubmit: () => void;
  onRetry: () => void;
  onClose: () => void;
}

export function ConflictPanel(p: ConflictPanelProps) {
  const t = useT();
  const shown = (v: string) => (v === "" ? t("(empty)") : v);
  if (p.state === "resolved") {
    return (
      <Callout intent={p.outcome === "pending" ? "warning" : "success"} role="status" className="page-callout conflict-panel">
        <p>
          {p.outcome === "pending"
            ? t("Your choice is saved on this device. It will be sent when the connection is back.")
            : t("Your choice was saved.")}
        </p>
        <Button text={t("Close")} onClick={p.onClose} />
      </Callout>
    );
  }
  const busy = p.state === "saving";
  return (
    <TitledCallout intent="warning" className="page-callout conflict-panel" title={t("Changed by someone else")}>
      <form
        aria-label={t("Changed by someone else")}
        onSubmit={(e) => {
          e.preventDefault();
          p.onSubmit();
        }}
      >
        <p>{t(CONFLICT_MESSAGE)}</p>
        {p.fields.map((f) => (
          <fieldset key={f.key} className="conflict-panel-field" disabled={busy}>
            <legend>{t(f.label)}</legend>
            <Radio
              name={`conflict-${f.key}`}
              value="mine"
              checked={f.choice === "mine"}
              onChange={() => p.onChoose(f.key, "mine")}
              labelElement={<span dir="auto">{t("Yours: {value}", { value: shown(f.mine) })}</span>}
            />
            <Radio
              name={`conflict-${f.key}`}
              value="current"
              checked={f.choice === "current"}
              onChange={() => p.onChoose(f.key, "current")}
              labelElement={<span dir="auto">{t("Current: {value}", { value: shown(f.current) })}</span>}
            />
          </fieldset>
        ))}
        {p.merged.length > 0 && (
          <p className={Classes.TEXT_MUTED}>
            {t("Kept without asking (changed on one side only): {fields}", { fields: p.merged.map((l) => t(l)).join(", ") })}
          </p>
        )}
        {p.error && (
          <Callout intent="danger" role="alert" className="conflict-panel-error">
            {t(p.error)}
          </Callout>
        )}
        <div className="conflict-panel-actions">
          {p.state === "failed" ? (
            <Button text={t("Try again")} icon="refresh" onClick={p.onRetry} />
          ) : (
            <Button type="submit" intent="primary" text={t("Save my choices")} disabled={!p.canSubmit} loading={busy} />
          )}
          <Button text={t("Keep mine for all")} onClick={p.onKeepMine} disabled={busy || p.state === "failed"} />
        </div>
      </form>
    </TitledCallout>
  );
}
