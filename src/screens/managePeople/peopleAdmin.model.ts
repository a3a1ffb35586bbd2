// The model of the super admin's person form (test/unit/machines/model.test.ts reads it): every
// state and transition reached by these events.
import { peopleAdminMachine } from "./peopleAdmin.machine.ts";

const values = { kind: "FCP", name: "Kavita Joshi", mobile: "9820011111", fcp_type: "Teacher", cmdi: "a0B5g00000DEMO2AAA", ammd: "" };
const answer = (over: Record<string, unknown> = {}) => ({
  id: 7,
  kind: "FCP",
  invited: true,
  sessions_ended: 0,
  awaiting_moved: 0,
  workshops_moved: 0,
  ...over,
});
const refusal = {
  kind: "http",
  status: 409,
  code: "mobile_in_use",
  message: "This mobile number is already in use by another person",
  field: "mobile",
};

export const model = [
  peopleAdminMachine,
  {
    events: [
      { type: "search.changed", query: "kav" },
      { type: "kind.changed", kind: "FCP" },
      { type: "person.new" },
      { type: "person.open", kind: "FCP", id: 7, values },
      { type: "person.act", action: "deactivate" },
      { type: "form.changed", field: "name", value: "Kavita J." },
      { type: "form.changed", field: "name", value: "" },
      { type: "form.saved" },
      { type: "form.again" },
      { type: "form.leave" },
      { type: "leave.confirmed" },
      { type: "leave.cancelled" },
      { type: "xstate.done.actor.savePerson", output: { status: "synced", id: 7, result: [answer()] } },
      { type: "xstate.done.actor.savePerson", output: { status: "pending", id: null } },
      { type: "xstate.error.actor.savePerson", error: refusal },
      { type: "xstate.done.actor.actOnPerson", output: { status: "synced", id: 7, result: [answer()] } },
      { type: "xstate.done.actor.actOnPerson", output: { status: "pending", id: null } },
      { type: "xstate.error.actor.actOnPerson", error: { kind: "network", message: "Could not reach the server." } },
    ],
  },
] as const;
