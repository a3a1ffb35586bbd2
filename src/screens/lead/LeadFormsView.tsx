// A lead's forms, presentational (decision 042; hosted by ./forms.tsx): a status change (only the
// moves the lead statechart allows from its status, each with a note and a follow-up date) and,
// once Interested, Convert to HPA (its kind and mobile number, and a note). Messages at their fields
// with a summary; typed values stay until the write is saved, kept as drafts (decision 038) across a
// reload (the forms' values and "Draft restored" come from the screen), and leaving with a changed
// form asks first.
import { Button, H2, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core";
import { Link } from "wouter";
import { programmeDate } from "../../codecs/calendar.ts";
import type { FieldErrors } from "../../codecs/form.ts";
import { limitNote } from "../../codecs/form.ts";
import { HPA_TYPE_LABELS } from "../../codecs/hpa.ts";
import { NOTE_MAX, type ConvertFieldKey, type Lead, type LeadStatus, type MoveFieldKey } from "../../codecs/lead.ts";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import { type DraftForm, DraftNote, LeaveAlert, useLeaveGuard } from "../../views/drafts.tsx";
import { Field } from "../../views/Field.tsx";
import { Notice, Summary } from "../../views/leads/leadParts.tsx";
import "../../views/page.css";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { dateHint } from "../../views/dateHint.ts";

export interface LeadFormsViewProps {
  lead: Lead;
  /** The statuses the lead may move to from its own (Converted is the form below). */
  moves: readonly LeadStatus[];
  /** Whether Convert to HPA is offered (the lead is Interested). */
  canConvert: boolean;
  saving: boolean;
  /** The kind of the write on this lead being saved or last saved; null: none. */
  kind: "add" | "assign" | "move" | "convert" | null;
  fieldErrors: FieldErrors;
  notice: { message: string; intent: "success" | "warning" } | null;
  formError: string | null;
  /** The status change's typed values, kept as a draft (the lead's own follow-up date to start with). */
  moveForm: DraftForm<{ to: string; note: string; follow_up: string }>;
  /** Convert to HPA's typed values, kept as a draft (the lead's mobile number to start with). */
  convertForm: DraftForm<{ type: string; mobile__c: string; note: string }>;
  /** A move with the values typed and India's today (a follow-up date before it is refused). */
  onMove: (values: { to: string; note: string; follow_up: string }, today: string) => void;
  onConvert: (values: { type: string; mobile__c: string; note: string }) => void;
}

const MOVE_FIELDS: ReadonlyArray<{ key: MoveFieldKey; label: string }> = [
  { key: "to", label: msg("New status") },
  { key: "note", label: msg("Note") },
  { key: "follow_up", label: msg("Follow-up date") },
];
const CONVERT_FIELDS: ReadonlyArray<{ key: ConvertFieldKey; label: string }> = [
  { key: "type", label: msg("HPA Type") },
  { key: "mobile__c", label: msg("Mobile No") },
  { key: "note", label: msg("Note") },
];
const moveId = (k: string) => `lead-move-${k}`;
const convertId = (k: string) => `lead-convert-${k}`;

export function LeadFormsView(p: LeadFormsViewProps) {
  const t = useT();
  const fullNote = (value: string) =>
    limitNote("Note", value, NOTE_MAX) === undefined ? undefined : t("{label} can be at most {max} characters", { label: t("Note"), max: NOTE_MAX });
  const { lead, moves, saving, kind, moveForm, convertForm } = p;
  const move = moveForm.values;
  // India's today: a follow-up date before it is refused (the lead's own date stays allowed)
  const today = programmeDate(new Date());
  const convert = convertForm.values;
  const guard = useLeaveGuard(moveForm.changed || convertForm.changed);
  const moveErrors: FieldErrors<MoveFieldKey> = kind === "move" ? p.fieldErrors : {};
  const convertErrors: FieldErrors<ConvertFieldKey> = kind === "convert" ? p.fieldErrors : {};
  return (
    <>
      <LeaveAlert guard={guard} />
      {kind && <Notice notice={p.notice} error={p.formError} />}
      {lead.status === "Converted" && (
        <p>
          {t("This lead is now an HPA.")}{" "}
          {lead.hpa_id !== null && (
            <Link className="leads-link" href={`/assignedHPA?id=${lead.hpa_id}`}>
              {t("Open the HPA")}
            </Link>
          )}
        </p>
      )}
      {moves.length > 0 && (
        <section aria-labelledby="lead-move-title">
          <H2 id="lead-move-title" className="leads-section">
            {t("Change status")}
          </H2>
          <DraftNote shown={moveForm.restored} onDiscard={moveForm.onDiscard} />
          <Summary fields={MOVE_FIELDS} errors={moveErrors} idOf={moveId} />
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!saving) p.onMove(move, today);
            }}
          >
            <Field id={moveId("to")} label={t("New status")} error={moveErrors.to && t(moveErrors.to)} required>
              {(input) => (
                <HTMLSelect
                  {...input}
                  value={move.to}
                  fill
                  onChange={(e) => moveForm.onChange("to", e.currentTarget.value)}
                  options={[{ value: "", label: t("Choose a status") }, ...moves.map((s) => ({ value: s, label: t(s) }))]}
                />
              )}
            </Field>
            <Field id={moveId("note")} label={t("Note")} error={moveErrors.note && t(moveErrors.note)} note={fullNote(move.note)} required>
              {(input) => (
                <TextArea {...input} value={move.note} maxLength={NOTE_MAX} fill onChange={(e) => moveForm.onChange("note", e.currentTarget.value)} />
              )}
            </Field>
            <Field
              id={moveId("follow_up")}
              label={t("Follow-up date")}
              error={moveErrors.follow_up && t(moveErrors.follow_up)}
              hint={dateHint(t, move.follow_up)}
            >
              {(input) => (
                <InputGroup
                  {...input}
                  type="date"
                  min={lead.follow_up !== null && lead.follow_up < today ? lead.follow_up : today}
                  value={move.follow_up}
                  onValueChange={(v) => moveForm.onChange("follow_up", v)}
                />
              )}
            </Field>
            <Button type="submit" intent="primary" text={t("Save status")} loading={saving && kind === "move"} disabled={saving} />
          </form>
        </section>
      )}
      {p.canConvert && (
        <section aria-labelledby="lead-convert-title">
          <H2 id="lead-convert-title" className="leads-section">
            {t("Convert to HPA")}
          </H2>
          <DraftNote shown={convertForm.restored} onDiscard={convertForm.onDiscard} />
          <Summary fields={CONVERT_FIELDS} errors={convertErrors} idOf={convertId} />
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!saving) p.onConvert(convert);
            }}
          >
            <Field id={convertId("type")} label={t("HPA Type")} error={convertErrors.type && t(convertErrors.type)} required>
              {(input) => (
                <HTMLSelect
                  {...input}
                  value={convert.type}
                  fill
                  onChange={(e) => convertForm.onChange("type", e.currentTarget.value)}
                  options={[{ value: "", label: t("Choose a type") }, ...HPA_TYPE_LABELS.map((l) => ({ value: l, label: t(l) }))]}
                />
              )}
            </Field>
            <Field id={convertId("mobile__c")} label={t("Mobile No")} error={convertErrors.mobile__c && t(convertErrors.mobile__c)} required>
              {(input) => (
                <InputGroup
                  {...input}
                  type="tel"
                  inputMode="tel"
                  maxLength={MOBILE_TEXT_MAX}
                  value={convert.mobile__c}
                  onValueChange={(v) => convertForm.onChange("mobile__c", v)}
                />
              )}
            </Field>
            <Field
              id={convertId("note")}
              label={t("Note")}
              error={convertErrors.note && t(convertErrors.note)}
              note={fullNote(convert.note)}
              required
            >
              {(input) => (
                <TextArea
                  {...input}
                  value={convert.note}
                  maxLength={NOTE_MAX}
                  fill
                  onChange={(e) => convertForm.onChange("note", e.currentTarget.value)}
                />
              )}
            </Field>
            <Button type="submit" intent="success" text={t("Convert to HPA")} loading={saving && kind === "convert"} disabled={saving} />
          </form>
        </section>
      )}
    </>
  );
}
