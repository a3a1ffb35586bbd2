// The outlet form, presentational: the 19 labelled rows in the spec's order (the field list is
// data: OUTLET_FIELDS), read-only or editable, each message under its field, Edit/Save/Cancel.
import { Button, Callout, Classes, FormGroup, H1, Icon, InputGroup, OverlayToaster, Spinner, TextArea, Toast } from "@blueprintjs/core";
import { Link } from "wouter";
import { OUTLET_FIELDS, type OutletField, type OutletFieldKey, type OutletValues } from "../../codecs/outlet.ts";
import { stateOption } from "../../codecs/states.ts";
import type { FieldErrors } from "../../codecs/form.ts";
import type { Notice } from "../../machines/outletForm.machine.ts";
import { cx } from "../styles.ts";
import { StateSelect } from "./StateSelect.tsx";
import "../page.css";
import "./OutletFormView.css";

export interface OutletFormViewProps {
  title: string;
  /** Where Back goes: the outlets list for a CMDI, the home for others (they have no list). */
  back: { to: string; label: string };
  values: OutletValues;
  fieldErrors: FieldErrors<OutletFieldKey>;
  formError: string | null;
  mode: "loading" | "failed" | "viewing" | "editing";
  saving: boolean;
  canEdit: boolean;
  canCancel: boolean;
  /** Why the form is read-only, when it is and the person may wonder. */
  readOnlyNote: string | null;
  notice: Notice | null;
  onChange: (field: OutletFieldKey, value: string) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onDismissNotice: () => void;
}

const inputId = (k: OutletFieldKey) => `outlet-${k}`;
const errorId = (k: OutletFieldKey) => `outlet-${k}-error`;

function Field({ f, p, readOnly }: { f: OutletField; p: OutletFormViewProps; readOnly: boolean }) {
  const value = p.values[f.key];
  const error = p.fieldErrors[f.key];
  const common = {
    id: inputId(f.key), value, readOnly, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId(f.key) : undefined,
  };
  const required = f.rule.kind === "required" || f.rule.kind === "phone";
  let control;
  if (f.rule.kind === "state" && !readOnly) {
    control = <StateSelect id={inputId(f.key)} value={value} onChange={(v) => p.onChange(f.key, v)} invalid={!!error} describedBy={error ? errorId(f.key) : undefined} />;
  } else if (f.rule.kind === "multiline") {
    control = <TextArea {...common} fill autoResize onChange={(e) => p.onChange(f.key, e.target.value)} intent={error ? "danger" : "none"} />;
  } else {
    const shown = f.rule.kind === "state" ? (stateOption(value)?.value ?? value) : value;
    control = <InputGroup {...common} value={shown} type={f.rule.kind === "phone" ? "tel" : "text"} inputMode={f.rule.kind === "phone" ? "tel" : undefined}
      autoComplete="off" intent={error ? "danger" : "none"} onValueChange={(v) => p.onChange(f.key, v)} />;
  }
  return (
    <FormGroup label={f.label} labelFor={inputId(f.key)} labelInfo={required && !readOnly ? "(required)" : undefined}
      intent={error ? "danger" : "none"} helperText={error ? <span id={errorId(f.key)}>{error}</span> : undefined}>
      {control}
    </FormGroup>
  );
}

export function OutletFormView(p: OutletFormViewProps) {
  const readOnly = p.mode !== "editing" || p.saving;
  return (
    <div className="page outlet-form">
      <div className="page-header">
        <Link href={p.back.to} className={cx(Classes.BUTTON, Classes.MINIMAL)} aria-label={p.back.label}><Icon icon="arrow-left" /></Link>
        <H1 className="page-title">{p.title}</H1>
        {p.mode === "loading" && <Spinner size={16} aria-label="Loading the outlet" />}
        {p.mode === "viewing" && p.canEdit && <Button intent="primary" icon="edit" text="Edit" onClick={p.onEdit} />}
        {p.mode === "editing" && p.canCancel && <Button text="Cancel" onClick={p.onCancel} disabled={p.saving} />}
        {p.mode === "editing" && <Button type="submit" form="outlet-form" intent="primary" icon="floppy-disk" text="Save" loading={p.saving} />}
      </div>
      {p.formError && <Callout intent="danger" role="alert" className="page-callout">{p.formError}</Callout>}
      {p.mode === "failed" ? (
        <Button text="Try again" icon="refresh" onClick={p.onRetry} />
      ) : (
        <form id="outlet-form" noValidate onSubmit={(e) => { e.preventDefault(); if (p.mode === "editing") p.onSave(); }}>
          {p.readOnlyNote && p.mode === "viewing" && <p className={Classes.TEXT_MUTED}>{p.readOnlyNote}</p>}
          {OUTLET_FIELDS.map((f) => <Field key={f.key} f={f} p={p} readOnly={readOnly} />)}
        </form>
      )}
      <OverlayToaster position="top">
        {p.notice && <Toast key="notice" message={p.notice.message} intent={p.notice.intent} icon={p.notice.intent === "success" ? "tick" : "cloud-upload"} timeout={0} onDismiss={p.onDismissNotice} />}
      </OverlayToaster>
    </div>
  );
}
