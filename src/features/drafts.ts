// Drafts (issue 30, decision 038): binds a form machine's `keepDraft` and `forgetDraft`
// (src/machines/draft.ts) to the drafts kept fact (src/codecs/drafts.ts). Edits are kept after a
// short pause (one `drafts.saved` per pause, not per key), and at once when the page is hidden or
// closed; a form that keeps drafts binds them with one line: `actions: draftActions(w)`.
import { draftEntry, draftsSlot, withDraft } from "../codecs/drafts.ts";
import type { DraftContext, DraftParams } from "../machines/draft.ts";
import { factOf } from "../store/state.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { saveFact } from "./lists.ts";

/** How long typing pauses before a draft is recorded. */
export const DRAFT_PAUSE_MS = 400;

type DraftWorld = Pick<FeatureWorld, "log" | "timers">;

interface Waiting {
  values: unknown;
  handle: unknown;
  world: DraftWorld;
}
const waiting = new Map<string, Waiting>();

function record(w: DraftWorld, key: string, values: unknown): void {
  const state = w.log.state();
  const entry = draftEntry(state.session.user?.id, key);
  const drafts = factOf(state, draftsSlot);
  if (values === undefined && !drafts?.[entry]) return;
  saveFact(w, draftsSlot, withDraft(drafts, entry, values, new Date().toISOString()));
}

/** Records every draft still waiting for its pause (the page is going away). */
export function flushDrafts(): void {
  for (const [key, x] of [...waiting]) {
    x.world.timers.clearTimeout(x.handle);
    waiting.delete(key);
    record(x.world, key, x.values);
  }
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
  record(w, key, undefined);
}

/** A drafting form machine's `keepDraft` and `forgetDraft`, bound. */
export const draftActions = (w: DraftWorld) => ({
  keepDraft: ({ context }: { context: DraftContext }, p: DraftParams) => keepDraft(w, context.draftKey, p.values),
  forgetDraft: ({ context }: { context: DraftContext }) => forgetDraft(w, context.draftKey),
});

export const drafts = defineFeature({ id: "drafts", machines: [], facts: [draftsSlot] });
