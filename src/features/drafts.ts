// Drafts (issue 30, decision 038): binds a form machine's `keepDraft` and `forgetDraft`
// (src/machines/draft.ts) to the drafts kept fact (src/codecs/drafts.ts). Edits are kept after a
// short pause (one `drafts.saved` per pause, not per key), and at once when the page is hidden or
// closed; a form that keeps drafts binds them with one line: `actions: draftActions(w)`. A small
// form whose save is another machine's keeps its values in `draftFormMachine`, bound here.
// The event log's write to IndexedDB may not finish before a closing page goes, so what is kept
// on `pagehide` is also written, synchronously, to localStorage (PENDING_KEY); the next start
// records what the log lacks (`recoverDrafts`, the feature's `start`) and removes the copy.
import { isRight } from "fp-ts/Either";
import { Drafts, draftEntry, draftsSlot, withDraft } from "../codecs/drafts.ts";
import type { DraftContext, DraftParams } from "../machines/draft.ts";
import { draftFormMachine } from "../machines/draftForm.machine.ts";
import { factOf } from "../store/state.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { saveFact } from "./lists.ts";

/** How long typing pauses before a draft is recorded. */
export const DRAFT_PAUSE_MS = 400;

type DraftWorld = Pick<FeatureWorld, "log" | "timers" | "storage">;

/** Where the drafts kept as the page went wait for the next start (synchronous storage). */
export const PENDING_KEY = "fieldops.draftsPending";

function pendingOf(w: DraftWorld): Drafts {
  let raw: unknown;
  try {
    raw = JSON.parse(w.storage.getItem(PENDING_KEY) ?? "{}");
  } catch {
    return {};
  }
  const r = Drafts.decode(raw);
  return isRight(r) ? r.right : {};
}

function setPending(w: DraftWorld, pending: Drafts): void {
  try {
    if (Object.keys(pending).length) w.storage.setItem(PENDING_KEY, JSON.stringify(pending));
    else w.storage.removeItem(PENDING_KEY);
  } catch {
    // storage full or refused: the event log's copy is all there is
  }
}

interface Waiting {
  values: unknown;
  handle: unknown;
  world: DraftWorld;
}
const waiting = new Map<string, Waiting>();

/** Records the draft of `key` (or its removal, for `values` undefined); gives its entry and time. */
function record(w: DraftWorld, key: string, values: unknown): { entry: string; at: string } {
  const state = w.log.state();
  const entry = draftEntry(state.session.user?.id, key);
  const drafts = factOf(state, draftsSlot);
  const at = new Date().toISOString();
  if (values !== undefined || drafts?.[entry]) saveFact(w, draftsSlot, withDraft(drafts, entry, values, at));
  return { entry, at };
}

/** Records every draft still waiting for its pause (the page is going away), and copies it to synchronous storage. */
export function flushDrafts(): void {
  for (const [key, x] of [...waiting]) {
    x.world.timers.clearTimeout(x.handle);
    waiting.delete(key);
    const { entry, at } = record(x.world, key, x.values);
    setPending(x.world, withDraft(pendingOf(x.world), entry, x.values, at));
  }
}

/**
 * At start: records each draft kept as the page went that the log does not hold (its write did not
 * finish), unless the log holds a later one; then forgets the copy.
 */
export function recoverDrafts(w: DraftWorld): void {
  const pending = pendingOf(w);
  setPending(w, {});
  let drafts = factOf(w.log.state(), draftsSlot);
  let changed = false;
  for (const [entry, d] of Object.entries(pending)) {
    const known = drafts?.[entry];
    if (known && known.at >= d.at) continue;
    drafts = withDraft(drafts, entry, d.values, d.at);
    changed = true;
  }
  if (changed && drafts) saveFact(w, draftsSlot, drafts);
}

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", flushDrafts);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushDrafts();
  });
}

/** Keeps `values` as the draft of `key` after a pause. */
export function keepDraft(w: DraftWorld, key: string, values: unknown): void {
  const before = waiting.get(key);
  if (before) w.timers.clearTimeout(before.handle);
  const handle = w.timers.setTimeout(() => {
    waiting.delete(key);
    record(w, key, values);
  }, DRAFT_PAUSE_MS);
  waiting.set(key, { values, handle, world: w });
}

/** Forgets the draft of `key` (saved or discarded), with any edit still waiting. */
export function forgetDraft(w: DraftWorld, key: string): void {
  const before = waiting.get(key);
  if (before) {
    w.timers.clearTimeout(before.handle);
    waiting.delete(key);
  }
  const { entry } = record(w, key, undefined);
  const pending = pendingOf(w);
  if (pending[entry]) setPending(w, withDraft(pending, entry, undefined, ""));
}

/** A drafting form machine's `keepDraft` and `forgetDraft`, bound. */
export const draftActions = (w: DraftWorld) => ({
  keepDraft: ({ context }: { context: DraftContext }, p: DraftParams) => keepDraft(w, context.draftKey, p.values),
  forgetDraft: ({ context }: { context: DraftContext }) => forgetDraft(w, context.draftKey),
});

export const drafts = defineFeature({
  id: "drafts",
  machines: [draftFormMachine],
  facts: [draftsSlot],
  provide: (w) => [draftFormMachine.provide({ actions: draftActions(w) })],
  start: recoverDrafts,
});
