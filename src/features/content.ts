// The content library (spec 2.8, 2.9; decision 018): the Fevicryl Content Categorization list,
// /content and the category pages (one screen, each page a preset filter), the details page and
// its rating. The library is one cached list; a rating is a write through the outbox (queued,
// sent once, offline too) that changes the item's ratings in the cached list at once. A rating names
// the stars it started from (decision 079); one refused as a conflict is answered by `resolveRating`.
import { fromPromise } from "xstate";
import { UNEXPECTED_ANSWER, type ApiFailure } from "../codecs/apiFailure.ts";
import { contentList, contentListPage, contentSlot, RatingSaved, ratingOfText, reviewsRate, withMyRating } from "../codecs/content.ts";
import type { ResolveInput } from "../machines/conflict.machine.ts";
import { contentFilterMachine } from "../machines/contentFilter.machine.ts";
import { contentItemMachine } from "../machines/contentItem.machine.ts";
import { contentLibraryMachine } from "../machines/contentLibrary.machine.ts";
import { ratingMachine, type RatingSave } from "../machines/rating.machine.ts";
import { contentDetailsScreen } from "../screens/contentDetails/index.ts";
import { contentListScreens } from "../screens/contentList/index.ts";
import { defineMutator, upsertRow } from "../store/mutators.ts";
import { listOf } from "../store/state.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { fetchList, fetchWindowPage, loadList } from "./lists.ts";
import { saveAndWait, type WriteOutcome } from "./writes.ts";

/** A rating's named mutator (decision 072): the cached item shows the FCP's rating at once. */
export const rateContent = defineMutator(reviewsRate, (s, { content, rating }) => {
  const row = listOf(s, contentSlot).find((c) => c.id === content);
  return row ? upsertRow(contentSlot, withMyRating(row, rating)) : null;
});

/** Queues a rating from the stars shown (`base`) and waits for the server's answer while online. */
async function rate(w: FeatureWorld, { id, rating, base }: RatingSave): Promise<WriteOutcome> {
  const r = await saveAndWait(w, rateContent({ content: id, rating, base: { rating: base } }), { id });
  // the sender decoded the answer with the contract's row codec
  if (r.status === "synced" && !(Array.isArray(r.result) && RatingSaved.is(r.result[0])))
    throw { kind: "decode", message: UNEXPECTED_ANSWER } satisfies ApiFailure;
  return r;
}

/** Queues the FCP's rating (the cached item shows it at once) and waits for the server's answer while online. */
export const saveRating = (w: FeatureWorld) => fromPromise<WriteOutcome, RatingSave>(({ input }) => rate(w, input));

/**
 * A rating's conflict answered (decision 079; src/features/conflicts.ts): a new rating of the stars
 * chosen, from the stars stored now; once stored, the library again (the item's average as counted).
 */
export async function resolveRating(w: FeatureWorld, { id, current, values }: ResolveInput): Promise<WriteOutcome> {
  const rating = ratingOfText(values.rating);
  if (rating === null) throw { kind: "decode", message: UNEXPECTED_ANSWER } satisfies ApiFailure;
  const r = await rate(w, { id, rating, base: ratingOfText(current.rating) });
  if (r.status === "synced") await loadList(w, contentSlot, contentList, {}).catch(() => undefined);
  return r;
}

export const content = defineFeature({
  id: "content",
  machines: [contentLibraryMachine, contentFilterMachine, ratingMachine, contentItemMachine],
  lists: [contentSlot],
  writes: [reviewsRate],
  // the library is fetched again; a rating being saved is in the outbox, not to be sent twice
  startFresh: [contentLibraryMachine, ratingMachine, contentItemMachine],
  provide: (w) => [
    contentLibraryMachine.provide({ actors: { load: fetchList(w, contentSlot, contentList, {}) } }),
    ratingMachine.provide({ actors: { saveRating: saveRating(w) } }),
    // an item the device's window does not hold, by its id (decision 092)
    contentItemMachine.provide({ actors: { page: fetchWindowPage(w, contentListPage) } }),
  ],
  screens: [...contentListScreens, contentDetailsScreen],
});
