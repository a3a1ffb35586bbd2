// A lead's forms hosted (decision 042): the write flow ('leadWrite', started when the lead is shown,
// as before), the moves the lead statechart allows from its status, and the two forms' typed values
// kept as drafts (decision 038: 'draftForm:leadMove:<id>' and 'draftForm:leadConvert:<id>'), as
// LeadFormsView's props. Once a move or a conversion is saved or queued, its form starts afresh and
// its draft goes.
import { canMove, type Lead } from "../../codecs/lead.ts";
import { nextStatuses } from "../../machines/leadStatus.machine.ts";
import { leadWriteMachine } from "../../machines/leadWrite.machine.ts";
import { draftFormFlow, draftFormOf } from "../drafts.ts";
import { flow, hosted, type Selection, watching } from "../host.tsx";
import { LeadFormsView } from "./LeadFormsView.tsx";

const flows = {
  write: flow({ machine: leadWriteMachine, key: "leadWrite" }),
  move: draftFormFlow<{ lead: Lead }>(
    (h) => `leadMove:${h.props.lead.id}`,
    (h) => ({ to: "", note: "", follow_up: h.props.lead.follow_up ?? "" }),
  ),
  convert: draftFormFlow<{ lead: Lead }>(
    (h) => `leadConvert:${h.props.lead.id}`,
    (h) => ({ type: "", mobile__c: h.props.lead.mobile__c, note: "" }),
  ),
};

type S = Selection<{ lead: Lead }, typeof flows>;

/** The kind of the write on this lead being saved or last saved; null: none. */
const kindOf = (s: S) => {
  const w = s.flows.write.snap.context.write;
  return w && "id" in w && w.id === s.props.lead.id ? w.kind : null;
};

export const LeadForms = hosted<{ lead: Lead }>()({
  flows,
  select: (s) => {
    const { lead } = s.props;
    const { snap, send } = s.flows.write;
    const c = snap.context;
    return {
      lead,
      moves: nextStatuses(lead.status).filter((x) => x !== "Converted"),
      canConvert: canMove(lead.status, "Converted"),
      saving: snap.hasTag("busy"),
      kind: kindOf(s),
      fieldErrors: c.fieldErrors,
      notice: c.notice,
      formError: c.formError,
      moveForm: draftFormOf<{ to: string; note: string; follow_up: string }>(s.flows.move),
      convertForm: draftFormOf<{ type: string; mobile__c: string; note: string }>(s.flows.convert),
      onMove: (values: Record<string, string>, today: string) =>
        send({
          type: "write.submitted",
          write: { kind: "move", id: lead.id, from: lead.status, values: values as never },
          followUp: { today, kept: lead.follow_up },
        }),
      onConvert: (values: Record<string, string>) =>
        send({ type: "write.submitted", write: { kind: "convert", id: lead.id, values: values as never } }),
    };
  },
  View: LeadFormsView,
  // saved or queued: the form starts afresh for the next move (the lead's follow-up date is the one
  // just saved, so the form's is empty), and its draft goes
  watch: [
    watching(
      (s: S) => s.flows.write.snap.context.notice,
      (notice, s) => {
        if (notice && kindOf(s) === "move") s.flows.move.send({ type: "form.done", values: { to: "", note: "", follow_up: "" } });
        if (notice && kindOf(s) === "convert") s.flows.convert.send({ type: "form.done" });
      },
    ),
  ],
});
