// The model of the CMDI's target form (test/unit/machines/model.test.ts reads it).
import { targetFormMachine } from "./targetForm.machine.ts";

const refusal = { kind: "http", status: 404, code: "not_found", message: "That FCP is not one of yours.", field: "fcp" };
const values = { fcp: "12", month: "2026-11", workshops: "4", participants: "80" };

export const model = [
  targetFormMachine,
  {
    inputs: [{ month: "2026-11" }],
    events: [
      { type: "target.picked", values },
      { type: "form.changed", field: "workshops", value: "" },
      { type: "form.saved" },
      { type: "xstate.done.actor.saveTarget", output: { status: "synced", id: 3, result: [{ id: 3 }] } },
      { type: "xstate.done.actor.saveTarget", output: { status: "pending", id: null } },
      { type: "xstate.error.actor.saveTarget", error: refusal },
    ],
  },
] as const;
