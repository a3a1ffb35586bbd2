// The outlet form, presentational (its screen: ./screen.tsx, its flow: ./form.tsx): the 19 labelled
// rows in the spec's order (the field list is data: OUTLET_FIELDS), read-only or editable, each
// message under its field, Edit/Save/Cancel. After a save that ends with messages, a summary at the
// top links to each field and focus moves to the first of them (on a phone most fields are below the fold).
import { DraftNote, LeaveAlert } from "../../views/drafts.tsx";
import { useLeaveGuard } from "../../views/leaveGuard.ts";
import { useEffect, useRef, type ComponentType, type ReactElement } from "react";
import { Button, Classes, H1, Icon, InputGroup, Spinner, TextArea } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { ConfirmDialog } from "../../views/ConfirmDialog.tsx";
import { Field, type FieldInput } from "../../views/Field.tsx";
import { FormProblems, useFocusFirstProblem } from "../../views/FormErrors.tsx";
import { problemsOf } from "../../views/RecordForm.tsx";
import { TitledCallout, TitledState } from "../../views/shell/PageStates.tsx";
import { OUTLET_FIELDS, OUTLET_NOT_FOUND, OUTLET_VALUE_MAX, type OutletField, type OutletFieldKey, type OutletValues } from "../../codecs/outlet.ts";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import { STATE_VALUE_MAX, stateOption } from "../../codecs/states.ts";
import { type FieldErrors, limitNote } from "../../codecs/form.ts";
import { cx } from "../../views/styles.ts";
import { Notice } from "../../views/shell/Notice.tsx";
import { StateSelect } from "../../views/outlets/StateSelect.tsx";
import "../../views/page.css";
import "./OutletFormView.css";
import { useT } from "../../views/i18n.tsx";
import { ConflictPanel, type ConflictPanelProps } from "../../views/ConflictPanel.tsx";

/** The form's toast after a save: saved, or kept on the device until the connection is back. */
export interface FormNotice {
  message: string;
  intent: "success" | "warning";
}

export interface OutletFormViewProps {
  title: string;
  /** "Draft restored" with Discard (decision 038): shown while a kept draft is in the form. */
  draft?: { shown: boolean; onDiscard: () => void };
  /** Where Back goes: the outlets list for a CMDI, the home for others (they have no list). */
  back: { to: string; label: string };
  values: OutletValues;
  fieldErrors: FieldErrors<OutletFieldKey>;
  formError: string | null;
  mode: "loading" | "failed" | "missing" | "notAllowed" | "viewing" | "editing";
  /** What the stored values break, said before the person starts editing. */
  storedProblems: FieldErrors<OutletFieldKey>;
  saving: boolean;
  /** "Discard your changes?" is asked. */
  leaving: boolean;
  canEdit: boolean;
  canCancel: boolean;
  /** Why the form is read-only, when it is and the person may wonder. */
  readOnlyNote: string | null;
  notice: FormNotice | null;
  onChange: (field: OutletFieldKey, value: string) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onBack: () => void;
  onLeave: () => void;
  onStay: () => void;
  onDismissNotice: () => void;
  /** A refused update's conflict to answer (decision 079), or none. */
  conflict?: ConflictPanelProps | null;
}

const inputId = (k: OutletFieldKey) => `outlet-${k}`;

function OutletInput({ f, p, readOnly }: { f: OutletField; p: OutletFormViewProps; readOnly: boolean }) {
  const t = useT();
  const value = p.values[f.key];
  const error = p.fieldErrors[f.key];
  // a text field stops at the length the codec keeps, and says so there
  const limit = f.rule.kind === "phone" || f.rule.kind === "state" ? undefined : OUTLET_VALUE_MAX;
  const stop = f.rule.kind === "phone" ? MOBILE_TEXT_MAX : f.rule.kind === "state" ? STATE_VALUE_MAX : limit;
  const note =
    !readOnly && limit !== undefined && limitNote(f.label, value, limit) !== undefined
      ? t("{label} can be at most {max} characters", { label: t(f.label), max: limit })
      : undefined;
  const required = f.rule.kind === "required" || f.rule.kind === "phone";
  const control = (input: FieldInput): ReactElement => {
    if (f.rule.kind === "state" && !readOnly) {
      return (
        <StateSelect id={input.id} value={value} onChange={(v) => p.onChange(f.key, v)} invalid={!!error} describedBy={input["aria-describedby"]} />
      );
    }
    // dir: the typed text's own direction, also in a right-to-left layout
    const common = { ...input, value, readOnly, dir: "auto" };
    if (f.rule.kind === "multiline") {
      return (
        <TextArea
          {...common}
          maxLength={limit}
          fill
          autoResize
          onChange={(e) => p.onChange(f.key, e.target.value)}
          intent={error ? "danger" : "none"}
        />
      );
    }
    const shown = f.rule.kind === "state" ? (stateOption(value)?.value ?? value) : value;
    return (
      <InputGroup
        {...common}
        maxLength={stop}
        value={shown}
        type={f.rule.kind === "phone" ? "tel" : "text"}
        inputMode={f.rule.kind === "phone" ? "tel" : undefined}
        autoComplete="off"
        intent={error ? "danger" : "none"}
        onValueChange={(v) => p.onChange(f.key, v)}
      />
    );
  };
  return (
    <Field id={inputId(f.key)} label={t(f.label)} required={required && !readOnly} error={error && t(error)} note={note}>
      {control}
    </Field>
  );
}

const broken = (errors: FieldErrors<OutletFieldKey>) => OUTLET_FIELDS.filter((f) => errors[f.key]);
const LABELS = Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, f.label])) as Record<OutletFieldKey, string>;

export function OutletFormView(p: OutletFormViewProps) {
  const t = useT();
  const readOnly = p.mode !== "editing" || p.saving;
  const errors = p.mode === "editing" ? problemsOf(LABELS, p.fieldErrors, inputId) : [];
  // after Save, once it is no longer busy: focus the first field with a message
  const saved = useFocusFirstProblem(errors, p.saving, p.mode === "editing");
  const back = (
    <a
      href={p.back.to}
      className={cx(Classes.BUTTON, Classes.MINIMAL, "page-back")}
      aria-label={t(p.back.label)}
      onClick={(e) => {
        e.preventDefault();
        p.onBack();
      }}
    >
      <Icon icon="arrow-left" />
    </a>
  );
  if (p.mode === "notAllowed" || p.mode === "missing") {
    return (
      <div className="page outlet-form">
        <div className="page-header">
          {back}
          <H1 className="page-title">{t(p.title)}</H1>
        </div>
        {p.mode === "notAllowed" ? (
          <TitledState
            icon="lock"
            title={t("Only the regional manager (CMDI) can add an outlet")}
            description={t("Outlets are added by the CMDI they belong to.")}
          />
        ) : (
          <TitledState
            icon="search"
            title={t(p.formError ?? OUTLET_NOT_FOUND)}
            description={t("It may have been deleted, or it belongs to a region you do not see.")}
          />
        )}
      </div>
    );
  }
  const problems = broken(p.storedProblems);
  return (
    <div className="page outlet-form">
      <div className="page-header">
        {back}
        <H1 className="page-title">{t(p.title)}</H1>
        {p.mode === "loading" && <Spinner size={16} aria-label={t("Loading the outlet")} />}
        {p.mode === "viewing" && p.canEdit && <Button intent="primary" icon="edit" text={t("Edit")} onClick={p.onEdit} />}
        {p.mode === "editing" && p.canCancel && <Button text={t("Cancel")} onClick={p.onCancel} disabled={p.saving} />}
        {p.mode === "editing" && <Button type="submit" form="outlet-form" intent="primary" icon="floppy-disk" text={t("Save")} loading={p.saving} />}
      </div>
      <FormProblems formError={p.formError} problems={errors} />
      {p.conflict && <ConflictPanel {...p.conflict} />}
      {problems.length > 0 && (
        <TitledCallout intent="warning" className="page-callout" title={t("This outlet needs details before it can be saved")}>
          <ul className="form-errors-list">
            {problems.map((f) => (
              <li key={f.key}>
                {t(f.label)}: {t(p.storedProblems[f.key] ?? "")}
              </li>
            ))}
          </ul>
          {t("Press Edit to add them.")}
        </TitledCallout>
      )}
      {p.mode === "failed" ? (
        <Button text={t("Try again")} icon="refresh" onClick={p.onRetry} />
      ) : (
        <>
          {p.draft && <DraftNote {...p.draft} />}
          <form
            id="outlet-form"
            noValidate
            className={cx(readOnly && "outlet-form-read-only")}
            onSubmit={(e) => {
              e.preventDefault();
              if (p.mode === "editing") {
                saved();
                p.onSave();
              }
            }}
          >
            {p.readOnlyNote && p.mode === "viewing" && <p className={Classes.TEXT_MUTED}>{t(p.readOnlyNote)}</p>}
            {OUTLET_FIELDS.map((f) => (
              <OutletInput key={f.key} f={f} p={p} readOnly={readOnly} />
            ))}
          </form>
        </>
      )}
      <ConfirmDialog
        open={p.leaving}
        no={t("Keep editing")}
        yes={t("Discard changes")}
        intent="danger"
        icon="warning-sign"
        onNo={p.onStay}
        onYes={p.onLeave}
      >
        <p>{t("Discard your changes to this outlet?")}</p>
      </ConfirmDialog>
      <Notice
        notice={p.notice && { ...p.notice, message: t(p.notice.message) }}
        icon={p.notice?.intent === "success" ? "tick" : "cloud-upload"}
        onDismiss={p.onDismissNotice}
      />
    </div>
  );
}

export interface OutletFormScreenProps extends OutletFormViewProps {
  /** The form's outlet (null for a new one, also once it is saved: its form stays). */
  id: number | null;
  /** The outlet's id once the server or the outbox gave it one (a new outlet, saved). */
  savedId: number | null;
  /** The form is left (Back, or Discard): go to `back`. */
  left: boolean;
  /** Typed changes not saved: leaving the page asks first. */
  changed: boolean;
  onCreated: (id: number) => void;
}

/** The form of one outlet: a new outlet, once saved, gets its own address (so a reload opens it); a changed form asks before it is left. */
export function OutletFormScreenView({ id, savedId, left, changed, onCreated, ...form }: OutletFormScreenProps) {
  const [, navigate] = useLocation();
  const announced = useRef(false);
  useEffect(() => {
    if (id !== null || savedId === null || announced.current) return;
    announced.current = true;
    onCreated(savedId);
    navigate(`/addEditOutlet?outletid=${savedId}`, { replace: true });
  }, [id, savedId, navigate, onCreated]);
  useEffect(() => {
    if (left) navigate(form.back.to);
  }, [left, navigate, form.back.to]);
  const guard = useLeaveGuard(changed);
  return (
    <>
      <OutletFormView {...form} />
      <LeaveAlert guard={guard} />
    </>
  );
}

export interface OutletFormPageProps {
  /** The outlet in the address (?outletid=), or null for a new one. */
  id: number | null;
  /** The form with its flow (./form.tsx). */
  Form: ComponentType<{ id: number | null; onCreated: (id: number) => void }>;
}

/** The page: another outlet is another form; a new outlet that got its id keeps its form (and its notice). */
export function OutletFormPageView({ id, Form }: OutletFormPageProps) {
  const created = useRef<{ key: string; id: number } | null>(null);
  const key = created.current?.id === id ? created.current.key : String(id ?? "new");
  return (
    <Form
      key={key}
      id={created.current?.id === id ? null : id}
      onCreated={(n) => {
        created.current = { key, id: n };
      }}
    />
  );
}
