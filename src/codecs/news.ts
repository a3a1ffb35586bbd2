// News dashboard items (spec section 3), shown by the home carousel.
import * as t from "io-ts";
import { defineRead, exactParams } from "./contract.ts";
import { listSlot } from "./lists.ts";

/** What every slide has (spec section 3). */
export const NewsItemCore = t.type({ id: t.number, name: t.string, sequence: t.number, url: t.string, systemmodstamp: t.string });
/** A slide: its core, and its text when the super admin wrote one (decision 087; optional, so news a device cached before still reads). */
export const NewsItem = t.intersection([NewsItemCore, t.partial({ text: t.string })]);
export type NewsItem = t.TypeOf<typeof NewsItem>;

const Limit = new t.Type<number, number, unknown>(
  "an integer from 1 to 200",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= 200,
  (u, c) => (typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= 200 ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** The active news items by sequence (at most `limit`, 50 by default). */
export const newsList = defineRead("news.list", { params: exactParams({}, { limit: Limit }), row: NewsItem, roles: "any" });

/** The cached news (the carousel shows them at once after a reload). */
export const newsSlot = listSlot("news", NewsItem);
