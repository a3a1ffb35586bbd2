// /addNewHPA (decision 041): the new-HPA form, to the outlet form's standard: each message under
// its field, a summary at the top linking to each (focus moves to the first), every typed value
// kept; a taken mobile is said at the mobile field. Once saved: a notice, "Add another" and the list.
import { useEffect, useRef } from "react";
import { Button, Callout, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { Link, useLocation } from "wouter";
import { type FieldErrors, limitNote } from "../../codecs/form.ts";
import { HPA_FIELDS, HPA_TYPE_LABELS, HPA_VALUE_MAX, isHpaValues, type HpaField, type HpaFieldKey, type HpaValues } from "../../codecs/hpa.ts";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import { hpaFormMachine } from "../../machines/hpaForm.machine.ts";
import { useFlow } from "../flows.ts";
import { DraftNote, LeaveAlert, useDraft, useLeaveGuard } from "../drafts.tsx";
import type { ScreenProps } from "../routes.ts";
import "../page.css";
import "./HpaList.css";
import { DiscardAlert, FormPageHeader, FormProblems } from "../FormErrors.tsx";
import { Field } from "../Field.tsx";

const inputId = (k: HpaFieldKey) => `hpa-${k}`;
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
  const error = errors[f.key];
  const text = f.kind !== "type" && f.kind !== "tel";
  const note = text && !readOnly ? limitNote(f.label, values[f.key], HPA_VALUE_MAX) : undefined;
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
            options={[{ value: "", label: "Choose a type" }, ...HPA_TYPE_LABELS.map((l) => ({ value: l, label: l }))]}
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

export default function HpaFormPage({ title }: ScreenProps) {
  const [, navigate] = useLocation();
  const draft = useDraft("hpa:new", isHpaValues);
  const [snap, send] = useFlow("hpaForm", hpaFormMachine, { draft });
  const c = snap.context;
  const saving = snap.hasTag("busy");
  const editing = snap.matches({ form: "editing" }) || snap.matches({ form: "leaving" });
  const saved = snap.matches({ form: "saved" });
  const left = snap.matches({ form: "left" });
  const guard = useLeaveGuard(snap.matches({ form: "editing" }) && HPA_FIELDS.some((f) => c.values[f.key].trim() !== ""));
  useEffect(() => {
    if (left) navigate("/listHPA");
  }, [left, navigate]);
  const errors = editing ? HPA_FIELDS.filter((f) => c.fieldErrors[f.key]) : [];
  // after Save, once it is no longer busy: focus the first field with a message
  const awaiting = useRef(false);
  useEffect(() => {
    if (!awaiting.current || saving || !editing) return;
    awaiting.current = false;
    const first = errors[0];
    if (first) document.getElementById(inputId(first.key))?.focus();
  });
  return (
    <div className="page hpa-list hpa-list-form">
      <FormPageHeader
        back={{ href: "/listHPA", label: "Back to HPAs" }}
        onLeave={() => send({ type: "form.leave" })}
        title={title}
        form="hpa-form"
        canSave={!saved}
        saving={saving}
      />
      <DraftNote shown={snap.matches({ draft: "restored" })} onDiscard={() => send({ type: "draft.discarded" })} />
      <FormProblems
        formError={c.formError}
        problems={errors.map((f) => ({ id: inputId(f.key), label: f.label, message: c.fieldErrors[f.key]! }))}
        className="hpa-list-summary"
      />
      {saved && c.notice && (
        <Callout intent={c.notice.intent} role="status" className="page-callout">
          <p>{c.notice.message}</p>
          <Button text="Add another" onClick={() => send({ type: "form.again" })} /> <Link href="/listHPA">Go to HPA list</Link>
        </Callout>
      )}
      <form
        id="hpa-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (editing) {
            awaiting.current = true;
            send({ type: "form.saved" });
          }
        }}
      >
        {HPA_FIELDS.map((f) => (
          <HpaInput
            key={f.key}
            f={f}
            values={c.values}
            errors={c.fieldErrors}
            readOnly={!editing || saving}
            onChange={(k, v) => send({ type: "form.changed", field: k, value: v })}
          />
        ))}
      </form>
      <DiscardAlert open={snap.matches({ form: "leaving" })} question="Discard this HPA?" send={send} />
      <LeaveAlert guard={guard} />
    </div>
  );
}
