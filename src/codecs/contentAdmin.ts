// The super admin's content library and news (issue 46 item 3; docs/decisions/085-content-admin.md):
// every content item, retired ones too, with the form that adds and edits one (every value the
// content filters and category pages use), its retirement and restoring; the news slides with their
// form. One io-ts codec per form, shared by the page (each message at its field) and the server.
// A retired item leaves content.list (active__c false), so each device's next delta sync removes
// it; its reviews stay in the database and come back with it when it is restored.
import * as t from "io-ts";
import { ContentItem } from "./content.ts";
import { defineRead, defineWrite, exactObject, exactParams, IdRow, noParams, RowId } from "./contract.ts";
import { limited, oneOf, optionalString, requiredString } from "./form.ts";
import { msg } from "./i18n.ts";
import { listSlot } from "./lists.ts";
import { type ListQuery, matchesQuery, pageOf, windowed } from "./window.ts";

export const CONTENT_MESSAGES = {
  name: msg("Enter the content item's name"),
  category: msg("Choose the item's category"),
  year: msg("Enter the year as four digits, from 2000 to 2100"),
  price: msg("Enter an amount in rupees, 0 or more (digits only)"),
  bestOutOfWaste: msg("Choose Yes or No for best out of waste"),
  link: msg("Enter a web address starting with https://"),
  notFound: msg("This content item was not found"),
  retired: msg("This item is retired: restore it first"),
  alreadyRetired: msg("This item is already retired"),
  notRetired: msg("This item is not retired"),
} as const;

const nstr = t.union([t.string, t.null]);

/** An item as the super admin's list shows it: the library's row, whether it is live, when it was retired. */
export const AdminContentItem = t.type({ ...ContentItem.props, active: t.boolean, retired_at: nstr });
export type AdminContentItem = t.TypeOf<typeof AdminContentItem>;

/** A year from 2000 to 2100, or empty. */
const Year = new t.Type<string, string, unknown>(
  "Year",
  (u): u is string => typeof u === "string" && (u.trim() === "" || /^(20\d\d|2100)$/.test(u.trim())),
  (u, c) => {
    const s = typeof u === "string" ? u.trim() : null;
    return s !== null && (s === "" || /^(20\d\d|2100)$/.test(s)) ? t.success(s) : t.failure(u, c, CONTENT_MESSAGES.year);
  },
  t.identity,
);

/** A price in rupees (digits, an optional decimal part of up to two), or empty. */
const Rupees = new t.Type<string, string, unknown>(
  "Rupees",
  (u): u is string => typeof u === "string" && (u.trim() === "" || /^\d{1,7}(\.\d{1,2})?$/.test(u.trim())),
  (u, c) => {
    const s = typeof u === "string" ? u.trim() : null;
    return s !== null && (s === "" || /^\d{1,7}(\.\d{1,2})?$/.test(s)) ? t.success(s) : t.failure(u, c, CONTENT_MESSAGES.price);
  },
  t.identity,
);

/** An https web address, or empty. */
const Link = new t.Type<string, string, unknown>(
  "Link",
  (u): u is string => typeof u === "string" && (u.trim() === "" || /^https:\/\/\S+$/.test(u.trim())),
  (u, c) => {
    const s = typeof u === "string" ? u.trim() : null;
    return s !== null && (s === "" || (/^https:\/\/\S+$/.test(s) && s.length <= 500)) ? t.success(s) : t.failure(u, c, CONTENT_MESSAGES.link);
  },
  t.identity,
);

export const YES_NO = ["", "Yes", "No"] as const;
const text = (label: string, max = 120) => limited(optionalString, max, label);

/** The add and edit form: every value of the library's filters and category pages. */
export const ContentForm = exactObject(
  {
    name: limited(requiredString(CONTENT_MESSAGES.name), 120, "Name"),
    craft_category__c: limited(requiredString(CONTENT_MESSAGES.category), 80, "Category"),
    hero_product_1__c: text("Product"),
    hero_product_2__c: text("Second product"),
    difficulty_level__c: text("Difficulty level", 40),
    institute__c: text("Institute", 80),
    art_form__c: text("Art form", 80),
    festival_generic__c: text("Festival/Generic", 80),
    is_best_out_of_waste__c: oneOf(YES_NO, CONTENT_MESSAGES.bestOutOfWaste),
    year__c: Year,
    seasonality__c: text("Season", 80),
    time_period__c: text("Time", 40),
    in_house_products_used__c: text("Products used", 500),
    out_sourced_products_use__c: text("Other materials", 500),
    pil_product_price__c: Rupees,
    non_pil_product_price__c: Rupees,
    link_in_pil_tantra_url__c: Link,
    thumbnail_link__c: Link,
  },
  {},
);
export type ContentForm = t.TypeOf<typeof ContentForm>;
export type ContentField = keyof ContentForm;

export function emptyContentForm(): ContentForm {
  return {
    name: "",
    craft_category__c: "",
    hero_product_1__c: "",
    hero_product_2__c: "",
    difficulty_level__c: "",
    institute__c: "",
    art_form__c: "",
    festival_generic__c: "",
    is_best_out_of_waste__c: "",
    year__c: "",
    seasonality__c: "",
    time_period__c: "",
    in_house_products_used__c: "",
    out_sourced_products_use__c: "",
    pil_product_price__c: "",
    non_pil_product_price__c: "",
    link_in_pil_tantra_url__c: "",
    thumbnail_link__c: "",
  };
}

/** The form's fields in the order the page shows them. */
export const CONTENT_FIELDS = Object.keys(emptyContentForm()) as ContentField[];

const num = (n: number | null) => (n === null ? "" : String(n));
/** The form of an item as stored (what the edit form starts from). */
export function formOfContent(c: AdminContentItem): ContentForm {
  const f = emptyContentForm();
  for (const k of Object.keys(f) as ContentField[]) {
    const v = c[k];
    (f as Record<string, string>)[k] = typeof v === "number" ? num(v) : (v ?? "");
  }
  if (!(YES_NO as readonly string[]).includes(f.is_best_out_of_waste__c)) f.is_best_out_of_waste__c = "";
  return f;
}

/**
 * Every item, retired ones too, the newest added first (the super admin's library; decision 118): a
 * device keeps the newest 500 (decision 092: none is open, a retired item neither); a search, the
 * retired items or "Show more from the server" ask content.all.page for the rest.
 */
export const contentAll = windowed(defineRead("content.all", { params: noParams, row: AdminContentItem, roles: "superAdmin" }), {
  cap: 500,
  filters: ["active"],
  search: ["name", "craft_category__c", "hero_product_1__c", "hero_product_2__c"],
});
/** The items the device does not hold: a page of them, live or retired, by search, from the server (decision 092). */
export const contentAllPage = pageOf(contentAll);
/** Adds an item (no id) or edits one (its id); a retired item is restored first. */
export const contentSave = defineWrite("content.save", {
  params: exactParams({ values: ContentForm }, { id: RowId }),
  row: IdRow,
  roles: "superAdmin",
});
/** Retires an item: it leaves every device's library at the next sync; its ratings stay. */
export const contentRetire = defineWrite("content.retire", { params: exactParams({ id: RowId }), row: IdRow, roles: "superAdmin" });
/** Brings a retired item back, with its ratings. */
export const contentRestore = defineWrite("content.restore", { params: exactParams({ id: RowId }), row: IdRow, roles: "superAdmin" });

export const adminContentSlot = listSlot("adminContent", AdminContentItem);

/** The list's query for a search and the live or the retired items (the window's fields: decision 092). */
export const contentQuery = (query: string, retired: boolean): ListQuery => ({ filters: { active: String(!retired) }, search: query.trim() });

/**
 * The live (or, asked, the retired) items whose name, category and products hold every word of the
 * text (case-insensitive): the list's window rule, the server's page alike (decision 092).
 */
export function searchContent<C extends AdminContentItem>(rows: readonly C[], query: string, retired: boolean): C[] {
  const q = contentQuery(query, retired);
  return rows.filter((c) => matchesQuery(c, q, contentAll.window));
}
