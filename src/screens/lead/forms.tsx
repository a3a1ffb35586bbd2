// A lead's forms hosted (decision 042): the write flow ('leadWrite', started when the lead is shown,
// as before) and the moves the lead statechart allows from its status, as LeadFormsView's props.
import { canMove, type Lead } from "../../codecs/lead.ts";
import { nextStatuses } from "../../machines/leadStatus.machine.ts";
import { leadWriteMachine } from "../../machines/leadWrite.machine.ts";
import { flow, hosted } from "../host.tsx";
import { LeadFormsView } from "./LeadFormsView.tsx";

export const LeadForms = hosted<{ lead: Lead }>()({
  flows: { write: flow({ machine: leadWriteMachine, key: "leadWrite" }) },
  select: (s) => {
    const { lead } = s.props;
    const { snap, send } = s.flows.write;
    const c = snap.context;
    const kind = c.write && "id" in c.write && c.write.id === lead.id ? c.write.kind : null;
    return {
      lead,
      moves: nextStatuses(lead.status).filter((x) => x !== "Converted"),
      canConvert: canMove(lead.status, "Converted"),
      saving: snap.hasTag("busy"),
      kind,
      fieldErrors: c.fieldErrors,
      notice: c.notice,
      formError: c.formError,
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
});
