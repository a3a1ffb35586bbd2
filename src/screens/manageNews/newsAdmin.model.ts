// The model of the super admin's news slide form (test/unit/machines/model.test.ts reads it):
// every state and transition reached by these events.
import { newsAdminMachine } from "./newsAdmin.machine.ts";

const values = { name: "Diwali workshops", text: "Book yours now", sequence: "1" };
const refusal = { kind: "http", status: 409, code: "retired", message: "This slide is retired: restore it first", field: undefined };
const photo = { pick: "p1", name: "slide.jpg", size: 120_000, type: "image/jpeg" };

export const model = [
  newsAdminMachine,
  {
    events: [
      { type: "retired.toggled", retired: true },
      { type: "item.new" },
      { type: "item.open", id: 7, values },
      { type: "item.retire" },
      { type: "item.restore" },
      { type: "retire.confirmed" },
      { type: "retire.cancelled" },
      { type: "form.changed", field: "name", value: "Diwali" },
      { type: "form.changed", field: "name", value: "" },
      { type: "image.picked", file: null },
      { type: "form.saved" },
      { type: "form.again" },
      { type: "form.leave" },
      { type: "leave.confirmed" },
      { type: "leave.cancelled" },
      { type: "xstate.done.actor.inspectImage", output: photo },
      { type: "xstate.error.actor.inspectImage", error: new Error("unreadable") },
      { type: "xstate.done.actor.saveSlide", output: { status: "synced", id: 7, result: [{ id: 7 }] } },
      { type: "xstate.done.actor.saveSlide", output: { status: "pending", id: null } },
      { type: "xstate.error.actor.saveSlide", error: refusal },
      { type: "xstate.done.actor.actOnSlide", output: { status: "synced", id: 7, result: [{ id: 7 }] } },
      { type: "xstate.done.actor.actOnSlide", output: { status: "pending", id: null } },
      { type: "xstate.error.actor.actOnSlide", error: { kind: "network", message: "Could not reach the server." } },
    ],
  },
] as const;
