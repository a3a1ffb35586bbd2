// A new lead's form hosted (decision 042): its own write flow ('leadAdd', started with the form once
// the list has loaded, as before; the assignments run under 'leadAssign') and its typed values kept
// as a draft (decision 038: 'draftForm:leadAdd:new'). Once the lead is saved or queued, the form is
// empty for the next one and the draft goes.
import { emptyLeadValues, type LeadValues } from "../../codecs/lead.ts";
import { leadWriteMachine } from "../../machines/leadWrite.machine.ts";
import { draftFormFlow, draftFormOf } from "../drafts.ts";
import { flow, hosted, type Selection, watching } from "../host.tsx";
import { NewLeadView } from "./NewLeadView.tsx";

const flows = {
  write: flow({ machine: leadWriteMachine, key: "leadAdd" }),
  form: draftFormFlow<object>(
    () => "leadAdd:new",
    () => emptyLeadValues(),
  ),
};

export const NewLead = hosted<object>()({
  flows,
  select: ({ flows: { write, form } }) => {
    const c = write.snap.context;
    return {
      saving: write.snap.hasTag("busy"),
      kindAdd: c.write?.kind === "add",
      fieldErrors: c.fieldErrors,
      notice: c.notice,
      formError: c.formError,
      form: draftFormOf<LeadValues>(form),
      onAdd: (values: LeadValues) => write.send({ type: "write.submitted", write: { kind: "add", values } }),
    };
  },
  View: NewLeadView,
  watch: [
    watching(
      (s: Selection<object, typeof flows>) => s.flows.write.snap.context.notice,
      (notice, s) => {
        if (notice) s.flows.form.send({ type: "form.done" });
      },
    ),
  ],
});
