// The model of the super admin's news slide form (test/unit/machines/model.test.ts reads it):
// every state and transition reached by these events.
import { recordFormModelEvents } from "../../machines/recordFormModel.ts";
import { newsAdminMachine } from "./newsAdmin.machine.ts";

const values = { name: "Diwali workshops", text: "Book yours now", sequence: "1" };
const refusal = { kind: "http", status: 409, code: "retired", message: "This slide is retired: restore it first", field: undefined };
const photo = { pick: "p1", name: "slide.jpg", size: 120_000, type: "image/jpeg" };

export const model = [
  newsAdminMachine,
  {
    events: [
      { type: "image.picked", file: null },
      { type: "xstate.done.actor.inspectImage", output: photo },
      { type: "xstate.error.actor.inspectImage", error: new Error("unreadable") },
      ...recordFormModelEvents("saveSlide", "actOnSlide", values, refusal),
    ],
  },
] as const;
