// The model of the super admin's content item form (test/unit/machines/model.test.ts reads it):
// every state and transition reached by these events.
import { emptyContentForm } from "../../codecs/contentAdmin.ts";
import { recordFormModelEvents } from "../../machines/recordFormModel.ts";
import { contentAdminMachine } from "./contentAdmin.machine.ts";

const values = { ...emptyContentForm(), name: "Warli Wall Plate", craft_category__c: "Training Modules" };
const refusal = { kind: "http", status: 409, code: "retired", message: "This item is retired: restore it first", field: undefined };

export const model = [
  contentAdminMachine,
  {
    events: [
      { type: "search.changed", query: "warli" },
      // an item of the server's page, retired (decision 118): the form knows it as listed
      { type: "item.open", id: 8, values, active: false },
      ...recordFormModelEvents("saveContent", "actOnContent", values, refusal),
    ],
  },
] as const;
