// A new lead's form hosted (decision 042): its own write flow ('leadAdd', started with the form once
// the list has loaded, as before; the assignments run under 'leadAssign').
import type { emptyLeadValues } from "../../codecs/lead.ts";
import { leadWriteMachine } from "../../machines/leadWrite.machine.ts";
import { flow, hosted } from "../host.tsx";
import { NewLeadView } from "./NewLeadView.tsx";

export const NewLead = hosted<object>()({
  flows: { write: flow({ machine: leadWriteMachine, key: "leadAdd" }) },
  select: ({ flows: { write } }) => {
    const c = write.snap.context;
    return {
      saving: write.snap.hasTag("busy"),
      kindAdd: c.write?.kind === "add",
      fieldErrors: c.fieldErrors,
      notice: c.notice,
      formError: c.formError,
      onAdd: (values: ReturnType<typeof emptyLeadValues>) => write.send({ type: "write.submitted", write: { kind: "add", values } }),
    };
  },
  View: NewLeadView,
});
