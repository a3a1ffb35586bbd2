// The one Undo of every removal (issue 49 item 6; decision 067): `queueUndoable` queues a removal
// as an undoable write (held by the outbox for UNDO_HOLD_MS); the app's `undoToast` flow (started
// by the wiring, drawn by the signed-in shell) hears of it from the log and offers Undo, which
// withdraws the write before it is sent and so puts the row back.
import { fromCallback, fromPromise } from "xstate";
import type { WriteOutcome } from "../codecs/contract.ts";
import { UNDO_HOLD_MS, UNDO_TOO_LATE, undoToastMachine, type UndoToastEvent } from "../machines/undoToast.machine.ts";
import type { Mutation } from "../store/mutators.ts";
import type { OutboxEntry, StoreState } from "../store/state.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { queueWrite } from "./writes.ts";

/**
 * Queues a removal (or a move) that the person can undo: a named mutator's write, its change shown
 * at once, held for the toast's Undo (`message`: what the toast says), then sent as any write. It
 * answers at once, pending: the server's answer comes after the hold (a refusal puts the row back,
 * as for any write).
 */
export function queueUndoable(w: Pick<FeatureWorld, "log" | "outbox">, m: Mutation, message: string): WriteOutcome {
  queueWrite(w, m, { message, holdMs: UNDO_HOLD_MS });
  return { status: "pending", id: null };
}

/** The Undo toast's words for a removed photo: its name as kept (the file's), or the photo for one without. */
export const photoRemoved = (name: string | undefined): string => (name ? `Removed "${name}"` : "Removed the photo");

const held = (s: StoreState): OutboxEntry[] => s.outbox.filter((e) => e.undoable !== undefined && e.status === "pending" && e.attempts === 0);

/** Calls back with each undoable write queued after it starts (those from before a reload are only sent). */
export function watchUndoable(log: Pick<FeatureWorld["log"], "state" | "subscribe">, onQueued: (e: OutboxEntry) => void): () => void {
  const seen = new Set(held(log.state()).map((e) => e.id));
  let outbox = log.state().outbox;
  return log.subscribe((s) => {
    if (s.outbox === outbox) return; // nothing queued or settled
    outbox = s.outbox;
    for (const e of held(s))
      if (!seen.has(e.id)) {
        seen.add(e.id);
        onQueued(e);
      }
  });
}

export const undo = defineFeature({
  id: "undo",
  machines: [undoToastMachine],
  startFresh: [undoToastMachine],
  provide: (w) => [
    undoToastMachine.provide({
      actors: {
        watch: fromCallback<UndoToastEvent>(({ sendBack }) =>
          watchUndoable(w.log, (e) => sendBack({ type: "removal.queued", key: e.id, message: e.undoable!.message })),
        ),
        undoWrite: fromPromise<void, { key: string }>(async ({ input: { key } }) => {
          if (!w.outbox.withdraw(key)) throw new Error(UNDO_TOO_LATE);
        }),
      },
    }),
  ],
});
