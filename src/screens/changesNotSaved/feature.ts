// "Changes not saved" (issue 48 item 2; decision 081): its machine, bound to the event log and the
// drafts, and its screen. Discard records `write.discarded`; Edit and resend keeps the values typed
// as the form's draft (decision 038), records `write.reopened` (the form's next save of that record
// resends it) and opens the form.
import { fromPromise } from "xstate";
import { draftEntry, draftsSlot, withDraft } from "../../codecs/drafts.ts";
import { defineFeature, type FeatureWorld } from "../../features/feature.ts";
import { saveFact } from "../../features/lists.ts";
import { factOf } from "../../store/state.ts";
import { changesNotSavedMachine } from "./changesNotSaved.machine.ts";
import { changesNotSavedScreen } from "./index.ts";
import { refusedRecord } from "./records.ts";

type InboxWorld = Pick<FeatureWorld, "log" | "navigate">;

const refused = (w: InboxWorld, id: string) => {
  const e = w.log.state().outbox.find((x) => x.id === id);
  if (e?.status !== "rejected") throw new Error(`no refused write ${id}`);
  return e;
};

/** Drops a refused write on the person's word. */
export async function discardWrite(w: InboxWorld, id: string): Promise<void> {
  refused(w, id);
  await w.log.append("write.discarded", {}, { causationId: id, origin: "user" }).recorded;
}

/** Opens a refused write's form with the values typed (its draft; a rating's page keeps none), the write marked to be resent by the form's save. */
export async function reopenWrite(w: InboxWorld, id: string): Promise<void> {
  const e = refused(w, id);
  const reopen = refusedRecord(e.op, e.params).reopen;
  if (!reopen) throw new Error(`the write ${e.op} has no form`);
  const state = w.log.state();
  if (reopen.draftKey !== undefined) {
    const entry = draftEntry(state.session.user?.id, reopen.draftKey);
    saveFact(w, draftsSlot, withDraft(factOf(state, draftsSlot), entry, reopen.values, new Date().toISOString()));
  }
  await w.log.append("write.reopened", {}, { causationId: id, origin: "user" }).recorded;
  w.navigate(reopen.href);
}

export const feature = defineFeature({
  id: "changesNotSaved",
  machines: [changesNotSavedMachine],
  provide: (w) => [
    changesNotSavedMachine.provide({
      actors: {
        openInbox: fromPromise<void, void>(() => w.log.flush()),
        discardWrite: fromPromise<void, { id: string }>(({ input }) => discardWrite(w, input.id)),
        reopenWrite: fromPromise<void, { id: string }>(({ input }) => reopenWrite(w, input.id)),
      },
    }),
  ],
  screens: [changesNotSavedScreen],
  // its truth is the store's outbox: a reload starts it afresh
  startFresh: [changesNotSavedMachine],
});
