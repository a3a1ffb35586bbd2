// The model of the super admin's content item form (test/unit/machines/model.test.ts reads it):
// every state and transition reached by these events.
import { emptyContentForm } from "../../codecs/contentAdmin.ts";
import { contentAdminMachine } from "./contentAdmin.machine.ts";

const values = { ...emptyContentForm(), name: "Warli Wall Plate", craft_category__c: "Training Modules" };
const refusal = { kind: "http", status: 409, code: "retired", message: "This item is retired: restore it first", field: undefined };

export const model = [
  contentAdminMachine,
  {
    events: [
      { type: "search.changed", query: "warli" },
      { type: "retired.toggled", retired: true },
      { type: "item.new" },
      { type: "item.open", id: 7, values },
      { type: "item.retire" },
      { type: "item.restore" },
      { type: "retire.confirmed" },
      { type: "retire.cancelled" },
      { type: "form.changed", field: "name", value: "Warli Plate" },
      { type: "form.changed", field: "name", value: "" },
      { type: "form.saved" },
      { type: "form.again" },
      { type: "form.leave" },
      { type: "leave.confirmed" },
      { type: "leave.cancelled" },
      { type: "xstate.done.actor.saveContent", output: { status: "synced", id: 7, result: [{ id: 7 }] } },
      { type: "xstate.done.actor.saveContent", output: { status: "pending", id: null } },
      { type: "xstate.error.actor.saveContent", error: refusal },
      { type: "xstate.done.actor.actOnContent", output: { status: "synced", id: 7, result: [{ id: 7 }] } },
      { type: "xstate.done.actor.actOnContent", output: { status: "pending", id: null } },
      { type: "xstate.error.actor.actOnContent", error: { kind: "network", message: "Could not reach the server." } },
    ],
  },
] as const;
