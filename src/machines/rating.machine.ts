// The rating machine (spec sections 4 and 5; the product's design names it): an FCP taps a star;
// the rating is queued in the outbox (sent once, offline too) and the item's ratings change at once.
// The server's answer says whether this was their first rating of the item ('Feedback is Submitted
// Successfully') or a later one ('Feedback is Updated Successfully'); a rating still waiting for the
// network says so. A tap while one is being saved is kept and saved next (the last one wins); a
// tap on the rating they already gave does nothing, so a double tap sends one write (and the
// server keeps one review per person and item whatever comes). Only an FCP rates.
// A rating names its base (decision 079): the stars the screen showed when the person tapped (the
// next one, the stars saved before it). Refused as a conflict (their other phone rated meanwhile,
// to another value), it goes back to idle without an error: the item's conflict flow asks.
// `saveRating` is bound by src/features/content.ts.
import { assign, fromPromise, raise, setup } from "xstate";
import { ApiFailure, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import { Rating, ratingInserted } from "../codecs/content.ts";
import type { WriteOutcome } from "../codecs/contract.ts";
import { msg } from "../codecs/i18n.ts";
import { isConflict } from "./formFlow.ts";

export const FEEDBACK_SUBMITTED = msg("Feedback is Submitted Successfully");
export const FEEDBACK_UPDATED = msg("Feedback is Updated Successfully");
export const FEEDBACK_QUEUED = msg("Your rating is saved on this device. It will be sent when the connection is back.");
/** How long a notice stays (spec section 9: toasts hide after 6000 ms). */
export const RATING_NOTICE_MS = 6000;

export interface RatingNotice {
  message: string;
  intent: "success" | "warning";
}

export interface RatingContext {
  itemId: number;
  canRate: boolean;
  /** The rating being saved, and one chosen meanwhile (saved next). */
  saving: number | null;
  next: number | null;
  /** The stars shown when the one being saved was chosen (decision 079: its base; null: none yet). */
  base: number | null;
  notice: RatingNotice | null;
  error: string | null;
}
export interface RatingInput {
  itemId: number;
  canRate: boolean;
}

/** What `saveRating` writes: the item, the stars chosen, and the stars shown when chosen (decision 079). */
export interface RatingSave {
  id: number;
  rating: number;
  base: number | null;
}

export type RatingEvent =
  /** `current`: the person's rating as the screen shows it (null: none yet). */
  { type: "rating.chosen"; value: number; current: number | null } | { type: "notice.show" } | { type: "notice.dismissed" };

const noticeOf = (r: WriteOutcome): RatingNotice =>
  r.status === "pending"
    ? { message: FEEDBACK_QUEUED, intent: "warning" }
    : { message: ratingInserted(r.result) ? FEEDBACK_SUBMITTED : FEEDBACK_UPDATED, intent: "success" };

export const ratingMachine = setup({
  types: { context: {} as RatingContext, events: {} as RatingEvent, input: {} as RatingInput },
  actors: {
    saveRating: fromPromise<WriteOutcome, RatingSave>(() => Promise.reject(new Error("saveRating actor not provided"))),
  },
  actions: {
    start: assign(({ event }) =>
      event.type === "rating.chosen"
        ? { saving: event.value, base: event.current, next: null, error: null }
        : { saving: null, next: null, error: null },
    ),
    keep: assign({ next: ({ event }) => (event.type === "rating.chosen" ? event.value : null) }),
    saved: assign((_, r: WriteOutcome) => ({ notice: noticeOf(r) })),
    // the next one starts from the one just saved
    takeNext: assign(({ context }) => ({ saving: context.next, base: context.saving, next: null })),
    finish: assign({ saving: null, next: null }),
    failed: assign(({ event }) => {
      const error = "error" in event ? event.error : undefined;
      return { saving: null, next: null, error: ApiFailure.is(error) ? error.message : UNEXPECTED_ANSWER };
    }),
    clearNotice: assign({ notice: null }),
  },
  guards: {
    /** An FCP chose a rating (1 to 5) other than the one they have. */
    accepts: ({ context, event }) => event.type === "rating.chosen" && context.canRate && Rating.is(event.value) && event.value !== event.current,
    hasNext: ({ context }) => context.next !== null && context.next !== context.saving,
    isConflict,
  },
}).createMachine({
  id: "rating",
  type: "parallel",
  context: ({ input }) => ({ itemId: input.itemId, canRate: input.canRate, saving: null, next: null, base: null, notice: null, error: null }),
  states: {
    save: {
      initial: "idle",
      states: {
        idle: { on: { "rating.chosen": { guard: "accepts", target: "saving", actions: "start" } } },
        saving: {
          tags: ["busy"],
          on: { "rating.chosen": { guard: "accepts", actions: "keep" } },
          invoke: {
            id: "saveRating",
            src: "saveRating",
            input: ({ context }): RatingSave => ({ id: context.itemId, rating: context.saving!, base: context.base }),
            onDone: [
              {
                guard: "hasNext",
                target: "saving",
                reenter: true,
                actions: [{ type: "saved", params: ({ event }) => event.output }, "takeNext", raise({ type: "notice.show" })],
              },
              { target: "idle", actions: [{ type: "saved", params: ({ event }) => event.output }, "finish", raise({ type: "notice.show" })] },
            ],
            onError: [
              // refused as a conflict (decision 079): the item's conflict flow shows it and asks
              { guard: "isConflict", target: "idle", actions: "finish" },
              { target: "idle", actions: "failed" },
            ],
          },
        },
      },
    },
    notice: {
      initial: "hidden",
      states: {
        hidden: { on: { "notice.show": "shown" } },
        shown: {
          after: { [RATING_NOTICE_MS]: { target: "hidden", actions: "clearNotice" } },
          on: {
            "notice.dismissed": { target: "hidden", actions: "clearNotice" },
            "notice.show": { target: "shown", reenter: true },
          },
        },
      },
    },
  },
});
