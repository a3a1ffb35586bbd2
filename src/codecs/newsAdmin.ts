// The super admin's news slides (issue 46 item 3; docs/decisions/087-news-slides.md): every slide,
// retired ones too, with the form that adds and edits one (title, text, order) and its image, a
// stored file of kind "news" sent first to POST /api/files like every photo (shrunk on the device,
// its metadata taken off on the server). news.save names the image by its SHA-256, so the outbox
// sends the bytes before the write (FILE_KIND_WRITES, ./fileKinds.ts). A retired slide leaves
// news.list (active__c false), so each device's next delta sync drops it; restored, it comes back.
import * as t from "io-ts";
import { defineRead, defineWrite, exactObject, exactParams, IdRow, noParams, RowId } from "./contract.ts";
import { limited, optionalMultiline, requiredString } from "./form.ts";
import { msg } from "./i18n.ts";
import { listSlot } from "./lists.ts";
import { NewsItemCore } from "./news.ts";
import { Sha256 } from "./upload.ts";
import { pageOf, windowed } from "./window.ts";

export const NEWS_MESSAGES = {
  name: msg("Enter the slide's title"),
  order: msg("Enter the slide's place as a whole number from 0 to 9999"),
  image: msg("Choose the slide's image"),
  notFound: msg("This news slide was not found"),
  retired: msg("This slide is retired: restore it first"),
  alreadyRetired: msg("This slide is already retired"),
  notRetired: msg("This slide is not retired"),
} as const;

const { id, name, sequence, url } = NewsItemCore.props;
/** A slide as the super admin's list shows it: the carousel's values, its text, whether it is live, when it was retired. */
export const AdminNewsSlide = t.type({ id, name, sequence, url, text: t.string, active: t.boolean, retired_at: t.union([t.string, t.null]) });
export type AdminNewsSlide = t.TypeOf<typeof AdminNewsSlide>;

/** A slide's place among the others: a whole number from 0 to 9999 (the carousel shows them in this order). */
const Order = new t.Type<string, string, unknown>(
  "Order",
  (u): u is string => typeof u === "string" && /^\d{1,4}$/.test(u.trim()),
  (u, c) => {
    const s = typeof u === "string" ? u.trim() : null;
    return s !== null && /^\d{1,4}$/.test(s) ? t.success(s) : t.failure(u, c, NEWS_MESSAGES.order);
  },
  t.identity,
);

/** The add and edit form of a slide (its image apart: a file, named by its hash). */
export const NewsForm = exactObject(
  {
    name: limited(requiredString(NEWS_MESSAGES.name), 120, "Title"),
    text: limited(optionalMultiline, 500, "Text"),
    sequence: Order,
  },
  {},
);
export type NewsForm = t.TypeOf<typeof NewsForm>;
export type NewsField = keyof NewsForm;

export const emptyNewsForm = (): NewsForm => ({ name: "", text: "", sequence: "" });
/** The form's fields in the order the page shows them. */
export const NEWS_FIELDS = Object.keys(emptyNewsForm()) as NewsField[];

/** The form of a slide as stored (what the edit form starts from). */
export const formOfSlide = (s: AdminNewsSlide): NewsForm => ({ name: s.name, text: s.text, sequence: String(Math.round(s.sequence)) });

/**
 * Every slide, retired ones too, by their order (the super admin's news; decision 118): a device
 * keeps the first 200 (decision 092: none open); the retired slides or "Show more from the server"
 * ask news.all.page for the rest.
 */
export const newsAll = windowed(defineRead("news.all", { params: noParams, row: AdminNewsSlide, roles: "superAdmin" }), {
  cap: 200,
  filters: ["active"],
  search: ["name", "text"],
});
/** The slides the device does not hold: a page of them, live or retired, from the server (decision 092). */
export const newsAllPage = pageOf(newsAll);
/**
 * Adds a slide (no id; its image required) or edits one (its id; a new image optional). `sha256`
 * names the image sent first to POST /api/files?kind=news. A retired slide is restored first.
 */
export const newsSave = defineWrite("news.save", {
  params: exactParams({ values: NewsForm }, { id: RowId, sha256: Sha256 }),
  row: IdRow,
  roles: "superAdmin",
});
export type NewsSaveParams = t.TypeOf<typeof newsSave.params>;
/** Retires a slide: it leaves every device's news at the next sync. */
export const newsRetire = defineWrite("news.retire", { params: exactParams({ id: RowId }), row: IdRow, roles: "superAdmin" });
/** Brings a retired slide back. */
export const newsRestore = defineWrite("news.restore", { params: exactParams({ id: RowId }), row: IdRow, roles: "superAdmin" });

export const adminNewsSlot = listSlot("adminNews", AdminNewsSlide);
