// /changesNotSaved hosted (decision 081): the signed-in person's refused writes, read from the
// device's store (the outbox keeps them until the person's word), as the View's props; the flow
// asks once before a Discard and opens a write's form for Edit and resend.
import { homeOf } from "../../codecs/session.ts";
import { refusedWrites, type OutboxEntry } from "../../store/state.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { changesNotSavedMachine } from "./changesNotSaved.machine.ts";
import { ChangesNotSavedView, type RefusedItem } from "./ChangesNotSavedView.tsx";
import { refusedRecord } from "./records.ts";
import { UNEXPECTED_ANSWER } from "../../codecs/apiFailure.ts";

/** One refused write as the View draws it. */
export function refusedItem(e: OutboxEntry): RefusedItem {
  const r = refusedRecord(e.op, e.params);
  const field = e.refusal?.field;
  return {
    id: e.id,
    kind: r.kind,
    name: r.name,
    at: e.queuedAt,
    reason: e.refusal?.message || UNEXPECTED_ANSWER,
    field: field === undefined ? null : (r.labels[field] ?? null),
    values: r.values,
    canEdit: r.reopen !== null,
    resending: e.resentAs !== undefined,
  };
}

export default hosted<ScreenProps>()({
  flows: { inbox: flow({ machine: changesNotSavedMachine, key: "changesNotSaved" }) },
  select: (s) => {
    const { snap, send } = s.flows.inbox;
    const items = refusedWrites(s.state, s.user?.sfid).map(refusedItem);
    const confirming = snap.context.confirming;
    return {
      title: s.props.title,
      back: { to: s.user ? homeOf(s.user) : "/", label: "Back to home" },
      loading: snap.hasTag("loading"),
      items,
      busy: snap.hasTag("busy"),
      error: snap.context.error,
      confirming: confirming === null ? null : (items.find((x) => x.id === confirming) ?? null),
      onResend: (id: string) => send({ type: "inbox.resend", id }),
      onDiscard: (id: string) => send({ type: "inbox.discard", id }),
      onConfirmDiscard: () => send({ type: "discard.confirmed" }),
      onCancelDiscard: () => send({ type: "discard.cancelled" }),
    };
  },
  View: ChangesNotSavedView,
});
