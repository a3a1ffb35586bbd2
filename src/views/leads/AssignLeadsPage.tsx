// /listAssignLead (decision 042): the CMDI's leads not yet assigned (from the cached list: shown at
// once, offline too), each assigned to one of the CMDI's FCPs with a choice and a button, and a
// new lead's form (name, mobile, email, city, institute; the outlet form's standard: messages at
// their fields with a summary, typed values kept until it is saved, as a draft across a reload:
// decision 038).
import { useEffect, useMemo, useState } from "react";
import { useSelector } from "@xstate/react";
import { Button, Card, Classes, FormGroup, H2, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { Link } from "wouter";
import { fcpLabel } from "../../codecs/display.ts";
import { emptyLeadValues, LEAD_FIELDS, type LeadFieldKey } from "../../codecs/lead.ts";
import { HPA_VALUE_MAX } from "../../codecs/hpa.ts";
import { limitNote } from "../../codecs/form.ts";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import { homeOf } from "../../codecs/session.ts";
import { FCP_SLOTS } from "../../codecs/people.ts";
import { fcpListMachine } from "../../machines/fcpList.machine.ts";
import { leadWriteMachine } from "../../machines/leadWrite.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow, useList } from "../flows.ts";
import { ListFrame } from "../ListFrame.tsx";
import { LeaveAlert, useDraftForm, useLeaveGuard } from "../drafts.tsx";
import type { ScreenProps } from "../routes.ts";
import { Notice, Summary, useLeads } from "./leadParts.tsx";

const addId = (k: LeadFieldKey) => `lead-add-${k}`;

function NewLead() {
  const [snap, send] = useFlow("leadAdd", leadWriteMachine);
  const c = snap.context;
  const saving = snap.hasTag("busy");
  const form = useDraftForm("leadAdd:new", emptyLeadValues());
  const { values, done } = form;
  const guard = useLeaveGuard(form.changed);
  const errors = c.write?.kind === "add" ? c.fieldErrors : {};
  // saved or queued: an empty form for the next lead, and the draft goes
  useEffect(() => {
    if (c.notice) done();
  }, [c.notice, done]);
  return (
    <section aria-labelledby="lead-add-title">
      <H2 id="lead-add-title" className="leads-section">
        New lead
      </H2>
      <LeaveAlert guard={guard} />
      <Notice notice={c.notice} error={c.formError} />
      {form.note}
      <Summary fields={LEAD_FIELDS} errors={errors} idOf={addId} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) send({ type: "write.submitted", write: { kind: "add", values } });
        }}
      >
        {LEAD_FIELDS.map((f) => {
          const error = errors[f.key];
          const note = error ?? (f.kind === "tel" ? undefined : limitNote(f.label, values[f.key], HPA_VALUE_MAX));
          return (
            <FormGroup
              key={f.key}
              label={f.label}
              labelFor={addId(f.key)}
              labelInfo={f.required ? "(required)" : undefined}
              intent={error ? "danger" : "none"}
              helperText={note ? <span id={`${addId(f.key)}-error`}>{note}</span> : undefined}
            >
              <InputGroup
                id={addId(f.key)}
                aria-invalid={error ? true : undefined}
                aria-describedby={note ? `${addId(f.key)}-error` : undefined}
                value={values[f.key]}
                maxLength={f.kind === "tel" ? MOBILE_TEXT_MAX : HPA_VALUE_MAX}
                type={f.kind}
                inputMode={f.kind === "tel" ? "tel" : undefined}
                autoComplete="off"
                intent={error ? "danger" : "none"}
                onValueChange={(v) => form.set(f.key, v)}
              />
            </FormGroup>
          );
        })}
        <Button type="submit" intent="primary" text="Add lead" loading={saving} />
      </form>
    </section>
  );
}

export default function AssignLeadsPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const list = useLeads("leadAssignList");
  const fcpRows = useList(FCP_SLOTS.all);
  // the CMDI's FCPs (the cached list of /listMyFCP, refreshed here too)
  useFlow("leadFcps", fcpListMachine, { cached: fcpRows.length > 0 ? ["all"] : [] });
  // named as every FCP picker names them: two of one name differ by their mobile (decision 068)
  const fcps = useMemo(
    () =>
      fcpRows
        .filter((f) => f.active)
        .map((f) => ({ value: String(f.id), label: fcpLabel(f) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [fcpRows],
  );
  const [snap, send] = useFlow("leadAssign", leadWriteMachine);
  const c = snap.context;
  const saving = snap.hasTag("busy");
  const [choice, setChoice] = useState<Record<number, string>>({});
  const open = list.rows.filter((l) => l.fcp_id === null && l.status !== "Converted");
  const target = c.write?.kind === "assign" ? c.write.id : null;
  const empty =
    list.loading || list.failed || open.length > 0
      ? null
      : { icon: "tick" as const, title: "Every lead is assigned", description: "New leads you add show here until you assign them." };
  return (
    <ListFrame
      title={title}
      back={user ? homeOf(user) : "/"}
      className="leads"
      what="leads"
      state={list}
      empty={empty}
      actions={
        <Link href="/viewFCPLeads" className={Classes.BUTTON}>
          View FCP Leads
        </Link>
      }
    >
      {target === null && <Notice notice={c.notice} error={c.formError} />}
      {open.length > 0 && (
        <>
          <H2 className="leads-section">Not assigned yet</H2>
          <ul aria-label="Leads not assigned yet" className="leads-rows">
            {open.map((l) => {
              const id = `lead-assign-${l.id}`;
              const mine = target === l.id;
              const error = mine ? (c.fieldErrors.fcp ?? c.formError ?? undefined) : undefined;
              return (
                <li key={l.id}>
                  <Card compact className="leads-row">
                    <span className="leads-name">{l.name}</span>
                    <div className="leads-facts">
                      <span>
                        <span className={Classes.TEXT_MUTED}>Mobile</span> {l.mobile__c}
                      </span>
                      <span>
                        <span className={Classes.TEXT_MUTED}>City</span> {l.city__c ?? "-"}
                      </span>
                      <span>{l.source}</span>
                    </div>
                    {mine && c.notice && (
                      <span role="status" className="leads-status">
                        {c.notice.message}
                      </span>
                    )}
                    <form
                      className="leads-assign"
                      noValidate
                      onSubmit={(e) => {
                        e.preventDefault();
                        if (!saving && typeof l.id === "number")
                          send({ type: "write.submitted", write: { kind: "assign", id: l.id, values: { fcp: choice[l.id] ?? "" } } });
                      }}
                    >
                      <FormGroup
                        label={`Assign ${l.name} to`}
                        labelFor={id}
                        intent={error ? "danger" : "none"}
                        helperText={error ? <span id={`${id}-error`}>{error}</span> : undefined}
                      >
                        <HTMLSelect
                          id={id}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          value={choice[l.id] ?? ""}
                          fill
                          onChange={(e) => setChoice({ ...choice, [l.id]: e.currentTarget.value })}
                          options={[{ value: "", label: "Choose an FCP" }, ...fcps]}
                        />
                      </FormGroup>
                      <Button type="submit" text="Assign" intent="primary" loading={saving && mine} disabled={saving || typeof l.id !== "number"} />
                    </form>
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {!list.loading && <NewLead />}
    </ListFrame>
  );
}
