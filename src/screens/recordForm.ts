// What a record form's flow gives its view (src/views/RecordForm.tsx): the shared form chart's and
// Retire/Restore's states as flags, and the events they take (src/machines/formFlow.ts,
// src/machines/retireFlow.ts). /manageContent and /manageNews host it.
import type { RetireEvent } from "../machines/retireFlow.ts";
import type { RecordFormFlow } from "../views/RecordForm.tsx";

interface FormSnapshot {
  context: { target: number | null; formError: string | null; notice: RecordFormFlow["notice"] };
  hasTag(tag: string): boolean;
  /** the form's states (an `open` state of the record form's chart) */
  matches(state: { open: RecordFormState }): boolean;
}

type RecordFormState = "editing" | "leaving" | "confirming" | "saved";

export function recordFormFlow(snap: FormSnapshot, send: (e: RetireEvent) => void): RecordFormFlow {
  const c = snap.context;
  const at = (state: RecordFormState) => snap.matches({ open: state });
  return {
    formError: c.formError,
    notice: c.notice,
    busy: snap.hasTag("busy"),
    editing: at("editing") || at("leaving") || at("confirming"),
    saved: at("saved"),
    leaving: at("leaving"),
    confirming: at("confirming"),
    canAct: c.target !== null && (at("editing") || at("saved")),
    onSave: () => send({ type: "form.saved" }),
    onEditAgain: () => send({ type: "form.again" }),
    onBack: () => send({ type: "form.leave" }),
    onStay: () => send({ type: "leave.cancelled" }),
    onDiscard: () => send({ type: "leave.confirmed" }),
    onRetire: () => send({ type: "item.retire" }),
    onConfirmRetire: () => send({ type: "retire.confirmed" }),
    onCancelRetire: () => send({ type: "retire.cancelled" }),
    onRestore: () => send({ type: "item.restore" }),
  };
}
