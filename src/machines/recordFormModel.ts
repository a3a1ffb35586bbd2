// The events a record form's model takes beside its own (test/unit/machines/model.test.ts reads the
// models): the form chart's (./formFlow.ts) and Retire/Restore's (./retireFlow.ts), with the answers
// of its save actor `save` and its retire actor `actOn`; `values`: a stored record's form, `refusal`:
// how the server refuses a save.
export const recordFormModelEvents = (save: string, actOn: string, values: object, refusal: object) =>
  [
    { type: "retired.toggled", retired: true },
    { type: "item.new" },
    { type: "item.open", id: 7, values, active: true },
    { type: "item.retire" },
    { type: "item.restore" },
    { type: "retire.confirmed" },
    { type: "retire.cancelled" },
    { type: "form.changed", field: "name", value: "A new name" },
    { type: "form.changed", field: "name", value: "" },
    { type: "form.saved" },
    { type: "form.again" },
    { type: "form.leave" },
    { type: "leave.confirmed" },
    { type: "leave.cancelled" },
    { type: `xstate.done.actor.${save}`, output: { status: "synced", id: 7, result: [{ id: 7 }] } },
    { type: `xstate.done.actor.${save}`, output: { status: "pending", id: null } },
    { type: `xstate.error.actor.${save}`, error: refusal },
    { type: `xstate.done.actor.${actOn}`, output: { status: "synced", id: 7, result: [{ id: 7 }] } },
    { type: `xstate.done.actor.${actOn}`, output: { status: "pending", id: null } },
    { type: `xstate.error.actor.${actOn}`, error: { kind: "network", message: "Could not reach the server." } },
  ] as const;
