// /lead?id= (decision 042): one of the FCP's leads from the cached list (shown at once, offline too,
// then refreshed): its details, how it moved, a status change (only the moves the lead statechart
// allows from its status, each with a note and a follow-up date) and, once Interested, Convert to
// HPA (its kind and mobile number, and a note), which creates the HPA. Messages at their fields
// with a summary; typed values stay until the write is saved, kept as drafts (decision 038) across
// a reload, and leaving with a changed form asks first.
import { useEffect } from "react";
import { Button, H2, HTMLSelect, InputGroup, Spinner, TextArea } from "@blueprintjs/core";
import { Link } from "wouter";
import type * as t from "io-ts";
import { HPA_TYPE_LABELS } from "../../codecs/hpa.ts";
import { programmeDate } from "../../codecs/calendar.ts";
import { canMove, LEAD_MESSAGES, NOTE_MAX, type ConvertFieldKey, type Lead, type MoveFieldKey } from "../../codecs/lead.ts";
import type { HpaParams } from "../../codecs/navParams.ts";
import { LeaveAlert, useDraftForm, useLeaveGuard } from "../drafts.tsx";
import { Field } from "../Field.tsx";
import { limitNote } from "../../codecs/form.ts";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import { nextStatuses } from "../../machines/leadStatus.machine.ts";
import { leadWriteMachine } from "../../machines/leadWrite.machine.ts";
import { useFlow } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { ListLoadNote, PageHeader, TitledState } from "../shell/PageStates.tsx";
import { Moves, Notice, Summary, useLeads } from "./leadParts.tsx";
import "../page.css";

const MOVE_FIELDS: ReadonlyArray<{ key: MoveFieldKey; label: string }> = [
  { key: "to", label: "New status" },
  { key: "note", label: "Note" },
  { key: "follow_up", label: "Follow-up date" },
];
const CONVERT_FIELDS: ReadonlyArray<{ key: ConvertFieldKey; label: string }> = [
  { key: "type", label: "HPA Type" },
  { key: "mobile__c", label: "Mobile No" },
  { key: "note", label: "Note" },
];
const moveId = (k: string) => `lead-move-${k}`;
const convertId = (k: string) => `lead-convert-${k}`;

const fullNote = (value: string) => limitNote("Note", value, NOTE_MAX);

function LeadForms({ lead }: { lead: Lead }) {
  const [snap, send] = useFlow("leadWrite", leadWriteMachine);
  const c = snap.context;
  const saving = snap.hasTag("busy");
  const moveForm = useDraftForm(`leadMove:${lead.id}`, { to: "", note: "", follow_up: lead.follow_up ?? "" });
  const convertForm = useDraftForm(`leadConvert:${lead.id}`, { type: "", mobile__c: lead.mobile__c, note: "" });
  const move = moveForm.values;
  // India's today: a follow-up date before it is refused (the lead's own date stays allowed)
  const today = programmeDate(new Date());
  const convert = convertForm.values;
  const guard = useLeaveGuard(moveForm.changed || convertForm.changed);
  const kind = c.write && "id" in c.write && c.write.id === lead.id ? c.write.kind : null;
  const moveErrors = kind === "move" ? c.fieldErrors : {};
  const convertErrors = kind === "convert" ? c.fieldErrors : {};
  // saved or queued: the form starts afresh for the next move, and its draft goes
  const { done: moveDone } = moveForm;
  const { done: convertDone } = convertForm;
  useEffect(() => {
    if (c.notice && kind === "move") moveDone({ to: "", note: "", follow_up: "" });
    if (c.notice && kind === "convert") convertDone();
  }, [c.notice, kind, moveDone, convertDone]);
  const moves = nextStatuses(lead.status).filter((s) => s !== "Converted");
  return (
    <>
      <LeaveAlert guard={guard} />
      {kind && <Notice notice={c.notice} error={c.formError} />}
      {lead.status === "Converted" && (
        <p>
          This lead is now an HPA.{" "}
          {lead.hpa_id !== null && (
            <Link className="leads-link" href={`/assignedHPA?id=${lead.hpa_id}`}>
              Open the HPA
            </Link>
          )}
        </p>
      )}
      {moves.length > 0 && (
        <section aria-labelledby="lead-move-title">
          <H2 id="lead-move-title" className="leads-section">
            Change status
          </H2>
          {moveForm.note}
          <Summary fields={MOVE_FIELDS} errors={moveErrors} idOf={moveId} />
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!saving)
                send({
                  type: "write.submitted",
                  write: { kind: "move", id: lead.id, from: lead.status, values: move as never },
                  followUp: { today, kept: lead.follow_up },
                });
            }}
          >
            <Field id={moveId("to")} label="New status" error={moveErrors.to} required>
              {(input) => (
                <HTMLSelect
                  {...input}
                  value={move.to}
                  fill
                  onChange={(e) => moveForm.set("to", e.currentTarget.value)}
                  options={[{ value: "", label: "Choose a status" }, ...moves.map((s) => ({ value: s, label: s }))]}
                />
              )}
            </Field>
            <Field id={moveId("note")} label="Note" error={moveErrors.note} note={fullNote(move.note)} required>
              {(input) => (
                <TextArea {...input} value={move.note} maxLength={NOTE_MAX} fill onChange={(e) => moveForm.set("note", e.currentTarget.value)} />
              )}
            </Field>
            <Field id={moveId("follow_up")} label="Follow-up date" error={moveErrors.follow_up}>
              {(input) => (
                <InputGroup
                  {...input}
                  type="date"
                  min={lead.follow_up !== null && lead.follow_up < today ? lead.follow_up : today}
                  value={move.follow_up}
                  onValueChange={(v) => moveForm.set("follow_up", v)}
                />
              )}
            </Field>
            <Button type="submit" intent="primary" text="Save status" loading={saving && kind === "move"} disabled={saving} />
          </form>
        </section>
      )}
      {canMove(lead.status, "Converted") && (
        <section aria-labelledby="lead-convert-title">
          <H2 id="lead-convert-title" className="leads-section">
            Convert to HPA
          </H2>
          {convertForm.note}
          <Summary fields={CONVERT_FIELDS} errors={convertErrors} idOf={convertId} />
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!saving) send({ type: "write.submitted", write: { kind: "convert", id: lead.id, values: convert as never } });
            }}
          >
            <Field id={convertId("type")} label="HPA Type" error={convertErrors.type} required>
              {(input) => (
                <HTMLSelect
                  {...input}
                  value={convert.type}
                  fill
                  onChange={(e) => convertForm.set("type", e.currentTarget.value)}
                  options={[{ value: "", label: "Choose a type" }, ...HPA_TYPE_LABELS.map((l) => ({ value: l, label: l }))]}
                />
              )}
            </Field>
            <Field id={convertId("mobile__c")} label="Mobile No" error={convertErrors.mobile__c} required>
              {(input) => (
                <InputGroup
                  {...input}
                  type="tel"
                  inputMode="tel"
                  maxLength={MOBILE_TEXT_MAX}
                  value={convert.mobile__c}
                  onValueChange={(v) => convertForm.set("mobile__c", v)}
                />
              )}
            </Field>
            <Field id={convertId("note")} label="Note" error={convertErrors.note} note={fullNote(convert.note)} required>
              {(input) => (
                <TextArea
                  {...input}
                  value={convert.note}
                  maxLength={NOTE_MAX}
                  fill
                  onChange={(e) => convertForm.set("note", e.currentTarget.value)}
                />
              )}
            </Field>
            <Button type="submit" intent="success" text="Convert to HPA" loading={saving && kind === "convert"} disabled={saving} />
          </form>
        </section>
      )}
    </>
  );
}

export default function LeadPage({ title, params }: ScreenProps<t.TypeOf<typeof HpaParams>>) {
  const list = useLeads("leadDetails");
  const lead = list.rows.find((r) => r.id === params.id);
  const facts: Array<[string, string | null]> = lead
    ? [
        ["Status", lead.status],
        ["Mobile No", lead.mobile__c],
        ["Email", lead.email__c],
        ["City", lead.city__c],
        ["Institute", lead.institute__c],
        ["Source", lead.source],
        ["Follow-up date", lead.follow_up],
        ["Assigned by", lead.cmdi_name],
      ]
    : [];
  return (
    <div className="page leads">
      <PageHeader title={lead ? lead.name : title} back={{ to: "/listLead", label: "Back to leads" }}>
        {list.refreshing && <Spinner size={16} aria-label="Refreshing" />}
      </PageHeader>
      <ListLoadNote load={list} />
      {list.loading && <Spinner aria-label="Loading the lead" />}
      {lead && (
        <>
          <dl className="leads-details">{facts.map(([k, v]) => [<dt key={`${k}-t`}>{k}</dt>, <dd key={`${k}-d`}>{v ?? "-"}</dd>])}</dl>
          <LeadForms key={lead.id} lead={lead} />
          <H2 className="leads-section">History</H2>
          <Moves lead={lead} label="History" />
        </>
      )}
      {!lead && !list.loading && !list.busy && !list.failed && (
        <TitledState icon="search" title={LEAD_MESSAGES.notFound} description="It may be assigned to another FCP." />
      )}
    </div>
  );
}
