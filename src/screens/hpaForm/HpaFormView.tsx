// /addNewHPA, presentational (decision 041; its screen: ./screen.tsx): the new-HPA form, to the
// outlet form's standard: each message under its field, a summary at the top linking to each (focus
// moves to the first), every typed value kept; a taken mobile is said at the mobile field. Once
// saved: a notice, "Add another" and the list.
import { useEffect } from "react";
import { Button, Callout, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { Link, useLocation } from "wouter";
import { type FieldErrors, limitNote } from "../../codecs/form.ts";
import { msg } from "../../codecs/i18n.ts";
import { HPA_FIELDS, HPA_TYPE_LABELS, HPA_VALUE_MAX, type HpaField, type HpaFieldKey, type HpaValues } from "../../codecs/hpa.ts";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import { DraftNote, LeaveAlert } from "../../views/drafts.tsx";
import { useLeaveGuard } from "../../views/leaveGuard.ts";
import "../../views/page.css";
import "../hpaList/HpaListView.css";
import { DiscardAlert, FormPageHeader, FormProblems, useFocusFirstProblem } from "../../views/FormErrors.tsx";
import { problemsOf } from "../../views/RecordForm.tsx";
import { Field } from "../../views/Field.tsx";
import { useT } from "../../views/i18n.tsx";

const inputId = (k: HpaFieldKey) => `hpa-${k}`;
const LABELS = Object.fromEntries(HPA_FIELDS.map((f) => [f.key, f.label])) as Record<HpaFieldKey, string>;
const REQUIRED: ReadonlySet<HpaFieldKey> = new Set(["name", "type", "mobile__c"]);

function HpaInput({
  f,
  values,
  errors,
  readOnly,
  onChange,
}: {
  f: HpaField;
  values: HpaValues;
  errors: FieldErrors<HpaFieldKey>;
  readOnly: boolean;
  onChange: (k: HpaFieldKey, v: string) => void;
}) {
  const t = useT();
  const error = errors[f.key];
  const text = f.kind !== "type" && f.kind !== "tel";
  const note =
    text && !readOnly && limitNote(f.label, values[f.key], HPA_VALUE_MAX) !== undefined
      ? t("{label} can be at most {max} characters", { label: t(f.label), max: HPA_VALUE_MAX })
      : undefined;
  return (
    <Field id={inputId(f.key)} label={f.label} required={REQUIRED.has(f.key)} error={error} note={note}>
      {(input) =>
        f.kind === "type" ? (
          <HTMLSelect
            {...input}
            value={values.type}
            disabled={readOnly}
            fill
            onChange={(e) => onChange("type", e.currentTarget.value)}
            options={[{ value: "", label: t("Choose a type") }, ...HPA_TYPE_LABELS.map((l) => ({ value: l, label: t(l) }))]}
          />
        ) : (
          <InputGroup
            {...input}
            value={values[f.key]}
            readOnly={readOnly}
            maxLength={f.kind === "tel" ? MOBILE_TEXT_MAX : HPA_VALUE_MAX}
            dir="auto"
            type={f.kind === "tel" ? "tel" : f.kind === "email" ? "email" : "text"}
            inputMode={f.kind === "tel" ? "tel" : undefined}
            autoComplete="off"
            intent={error ? "danger" : "none"}
            onValueChange={(v) => onChange(f.key, v)}
          />
        )
      }
    </Field>
  );
}

export interface HpaFormViewProps {
  title: string;
  values: HpaValues;
  fieldErrors: FieldErrors<HpaFieldKey>;
  formError: string | null;
  /** After a save: added, or kept on the device until the connection is back. */
  notice: { message: string; intent: "success" | "warning" } | null;
  saving: boolean;
  /** The fields take input (editing, or asking whether to discard). */
  editing: boolean;
  saved: boolean;
  /** The form is left (Back, or Discard): go to the list. */
  left: boolean;
  /** "Discard this HPA?" is asked. */
  leaving: boolean;
  /** Something is typed: leaving the page by a link or Back asks first. */
  changed: boolean;
  /** "Draft restored" with Discard (decision 038). */
  draftRestored: boolean;
  onChange: (k: HpaFieldKey, v: string) => void;
  onSave: () => void;
  onBack: () => void;
  onStay: () => void;
  onDiscard: () => void;
  onAgain: () => void;
  onDiscardDraft: () => void;
}

export function HpaFormView(p: HpaFormViewProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const { title, saving, editing, saved, left } = p;
  const guard = useLeaveGuard(p.changed);
  useEffect(() => {
    if (left) navigate("/listHPA");
  }, [left, navigate]);
  const problems = editing ? problemsOf(LABELS, p.fieldErrors, inputId) : [];
  // after Save, once it is no longer busy: focus the first field with a message
  const focusFirst = useFocusFirstProblem(problems, saving, editing);
  return (
    <div className="page hpa-list hpa-list-form">
      <FormPageHeader
        back={{ href: "/listHPA", label: msg("Back to HPAs") }}
        onLeave={p.onBack}
        title={title}
        form="hpa-form"
        canSave={!saved}
        saving={saving}
      />
      <DraftNote shown={p.draftRestored} onDiscard={p.onDiscardDraft} />
      <FormProblems formError={p.formError} problems={problems} />
      {saved && p.notice && (
        <Callout intent={p.notice.intent} role="status" className="page-callout">
          <p>{t(p.notice.message)}</p>
          <Button text={t("Add another")} onClick={p.onAgain} /> <Link href="/listHPA">{t("Go to HPA list")}</Link>
        </Callout>
      )}
      <form
        id="hpa-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (editing) {
            focusFirst();
            p.onSave();
          }
        }}
      >
        {HPA_FIELDS.map((f) => (
          <HpaInput key={f.key} f={f} values={p.values} errors={p.fieldErrors} readOnly={!editing || saving} onChange={p.onChange} />
        ))}
      </form>
      <DiscardAlert open={p.leaving} question={msg("Discard this HPA?")} send={(e) => (e.type === "leave.confirmed" ? p.onDiscard() : p.onStay())} />
      <LeaveAlert guard={guard} />
    </div>
  );
}
