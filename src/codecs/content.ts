// The content library (table content_categorization__c, spec sections 2.8, 2.9, 3, 5 and 7): the
// item row with its ratings, the list operation and cached list, the seven filters of the
// Fevicryl Content Categorization list (spec section 5: equality, the product filter matches
// either hero product, options skip empty values and 'NA'), the name search, and the pages of
// the route table that show a preset part of the library (decision 018).
import * as t from "io-ts";
import { defineRead, defineWrite, exactObject, exactParams, noParams, RowId } from "./contract.ts";
import { listSlot } from "./lists.ts";
import { pageOf, windowed } from "./window.ts";
import { msg } from "./i18n.ts";

const nstr = t.union([t.string, t.null]);
const nnum = t.union([t.number, t.null]);

/** An active content item as content.list returns it, with its ratings (decision 018). */
export const ContentItem = t.type({
  id: t.number,
  sfid: nstr,
  name: nstr,
  year__c: nstr,
  seasonality__c: nstr,
  craft_category__c: nstr,
  time_period__c: nstr,
  difficulty_level__c: nstr,
  level_of_difficulty__c: nstr,
  institute__c: nstr,
  art_form__c: nstr,
  festival_generic__c: nstr,
  is_best_out_of_waste__c: nstr,
  hero_product_1__c: nstr,
  hero_product_2__c: nstr,
  in_house_products_used__c: nstr,
  out_sourced_products_use__c: nstr,
  pil_product_price__c: nnum,
  non_pil_product_price__c: nnum,
  total_cost_of_making_the_article__c: nnum,
  link_in_pil_tantra__c: nstr,
  /** the thumbnail image (spec section 3) */
  link_in_pil_tantra_url__c: nstr,
  /** the detailed document's link (spec section 3) */
  thumbnail_link__c: nstr,
  thumbnail_url__c: nstr,
  /** The average of every review's rating (null: none yet) and how many there are. */
  rating_average: nnum,
  rating_count: t.number,
  /** The signed-in FCP's own rating of the item (null: not rated, or not an FCP). */
  my_rating: nnum,
});
export type ContentItem = t.TypeOf<typeof ContentItem>;

/** Every active item, latest first (the screens show them by name), for every role (spec section 7). */
export const contentList = windowed(defineRead("content.list", { params: noParams, row: ContentItem, roles: "any" }), {
  // decision 092: a device holds the items the FCP has not rated, then the latest others, up to 600
  cap: 600,
  open: (r) => r.my_rating === null,
  // the library's single-field filters, and `id` (an item's own page asks for it when not on the device)
  filters: [
    "id",
    "craft_category__c",
    "difficulty_level__c",
    "institute__c",
    "art_form__c",
    "festival_generic__c",
    "is_best_out_of_waste__c",
    "year__c",
  ],
  search: ["name", "hero_product_1__c", "hero_product_2__c"],
});
/** The library's items the device does not hold, a page at a time from the server (decision 092). */
export const contentListPage = pageOf(contentList);

/** The cached content ("cached lists: content", spec section 3): content.list's rows. */
export const contentSlot = listSlot("content", ContentItem);

/** The items by name, as the library shows them (content.list is latest first for its device window, decision 092). */
export const byName = (rows: readonly ContentItem[]): readonly ContentItem[] =>
  [...rows].sort((a, b) => {
    const x = a.name?.toLowerCase() ?? null;
    const y = b.name?.toLowerCase() ?? null;
    return x === y ? a.id - b.id : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
  });

/** An item's page when the device's window lacks it and there is no network (decision 092). */
export const ITEM_NOT_ON_PHONE = msg("This item is not on this phone. It opens when you are online.");

/** The image of an item: its thumbnail image, else the other thumbnail field. */
export const imageOf = (c: Pick<ContentItem, "link_in_pil_tantra_url__c" | "thumbnail_url__c">): string | null =>
  c.link_in_pil_tantra_url__c || c.thumbnail_url__c || null;

/** A value a person can choose or read: not empty and not 'NA' (spec section 5). */
export function usable(v: string | null | undefined): v is string {
  const s = v?.trim();
  return !!s && s.toUpperCase() !== "NA";
}

// ---- the filters (spec section 5) ----

export type ContentFilterKey = "product" | "difficulty" | "institute" | "artForm" | "festival" | "bestOutOfWaste" | "year";

/**
 * The institutes the library names (its pages for school and college preset two; the item form
 * offers them first): the app's values, drawn in the reader's language (`listed`); an institute
 * typed otherwise stays as typed.
 */
export const CONTENT_INSTITUTES: readonly string[] = [msg("School"), msg("College"), msg("Hobby Centre"), msg("Art Institute")];
/** Best out of waste's two values (the item form's choice). */
export const YES_OR_NO: readonly string[] = [msg("Yes"), msg("No")];

export interface ContentFilterDef {
  key: ContentFilterKey;
  label: string;
  /** The item's values this filter compares with (two for the product: either hero product). */
  values: (c: ContentItem) => ReadonlyArray<string | null>;
  /** Options newest first (year) or in alphabetical order. */
  order: "alpha" | "desc";
  /** The app's own values of the field, drawn in the reader's language (others as typed). */
  fixed?: readonly string[];
}

/** The seven filters in the order the list shows them. */
export const CONTENT_FILTERS: readonly ContentFilterDef[] = [
  { key: "product", label: msg("Product"), values: (c) => [c.hero_product_1__c, c.hero_product_2__c], order: "alpha" },
  { key: "difficulty", label: msg("Difficulty level"), values: (c) => [c.difficulty_level__c], order: "alpha" },
  { key: "institute", label: msg("Institute"), values: (c) => [c.institute__c], order: "alpha", fixed: CONTENT_INSTITUTES },
  { key: "artForm", label: msg("Art form"), values: (c) => [c.art_form__c], order: "alpha" },
  { key: "festival", label: msg("Festival/Generic"), values: (c) => [c.festival_generic__c], order: "alpha" },
  { key: "bestOutOfWaste", label: msg("Best out of waste"), values: (c) => [c.is_best_out_of_waste__c], order: "alpha", fixed: YES_OR_NO },
  { key: "year", label: msg("Year"), values: (c) => [c.year__c], order: "desc" },
];
export const CONTENT_FILTER_KEYS = CONTENT_FILTERS.map((f) => f.key);

/** The chosen value of each filter that is set. */
export type ContentFilters = Partial<Record<ContentFilterKey, string>>;

/**
 * What a page of the library shows before any filter of the person's (decision 018): fixed
 * filter values, and `category`, the item's craft category (no dropdown offers it).
 */
export type ContentPreset = ContentFilters & { category?: string };

/** The options of a filter: the distinct usable values of `rows`, trimmed. */
export function filterOptions(rows: readonly ContentItem[], def: ContentFilterDef): string[] {
  const seen = new Set<string>();
  for (const r of rows) for (const v of def.values(r)) if (usable(v)) seen.add(v.trim());
  const out = [...seen].sort((a, b) => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" }));
  return def.order === "desc" ? out.reverse() : out;
}

const BY_KEY = new Map(CONTENT_FILTERS.map((f) => [f.key, f]));
const same = (a: string | null, b: string) => a !== null && a.trim() === b;

/** Whether an item has every set value (equality; the product either hero product). */
export function matchesFilters(c: ContentItem, filters: ContentPreset): boolean {
  for (const [key, value] of Object.entries(filters) as Array<[keyof ContentPreset, string | undefined]>) {
    if (value === undefined || value === "") continue;
    if (key === "category") {
      if (!same(c.craft_category__c, value)) return false;
      continue;
    }
    if (
      !BY_KEY.get(key)!
        .values(c)
        .some((v) => same(v, value))
    )
      return false;
  }
  return true;
}

/** The name search (spec section 5): a case-insensitive substring; blank matches everything. */
export function matchesSearch(c: Pick<ContentItem, "name">, q: string): boolean {
  const needle = q.trim().toLowerCase();
  return needle === "" || (c.name ?? "").toLowerCase().includes(needle);
}

/**
 * The items a list shows (as matchesFilters and matchesSearch, with the set filters looked up once
 * rather than per item); the same array when nothing narrows it.
 */
export function filterContent(rows: readonly ContentItem[], filters: ContentPreset, q: string): readonly ContentItem[] {
  const tests: Array<(c: ContentItem) => boolean> = [];
  for (const [key, value] of Object.entries(filters) as Array<[keyof ContentPreset, string | undefined]>) {
    if (value === undefined || value === "") continue;
    if (key === "category") tests.push((c) => same(c.craft_category__c, value));
    else {
      const def = BY_KEY.get(key)!;
      tests.push((c) => def.values(c).some((v) => same(v, value)));
    }
  }
  const needle = q.trim().toLowerCase();
  if (needle !== "") tests.push((c) => (c.name ?? "").toLowerCase().includes(needle));
  if (tests.length === 0) return rows;
  return rows.filter((c) => tests.every((t) => t(c)));
}

// ---- the pages of the library (decision 018) ----

export interface ContentPage {
  path: string;
  /** Its page title (the content feature registers each page with it). */
  title: string;
  /** The part of the library the page shows (empty: all of it). */
  preset: ContentPreset;
}

const product = (p: string): ContentPreset => ({ product: p });
const category = (c: string): ContentPreset => ({ category: c });

/**
 * The category pages of the route table, each a preset filter. Products are the hero products'
 * names; the format pages are craft categories; school and college are institutes.
 */
export const CONTENT_CATEGORY_PAGES: readonly ContentPage[] = [
  { path: "/training-modules", title: "Training Modules", preset: category("Training Modules") },
  { path: "/fevi-art-magazines", title: "Fevi Art Magazines", preset: category("Fevi Art Magazines") },
  { path: "/product-wise-applications", title: "Product-wise Applications", preset: category("Product-wise Applications") },
  { path: "/acrylic-colours", title: "Acrylic Colours", preset: product("Fevicryl Acrylic Colours") },
  { path: "/glass-colours", title: "Glass Colours", preset: product("Fevicryl Glass Colours") },
  { path: "/modge-podge", title: "Modge Podge", preset: product("Fevicryl Modge Podge") },
  { path: "/mouldit", title: "Mouldit", preset: product("Fevicryl Mouldit") },
  { path: "/pearl-metallic", title: "Pearl Metallic", preset: product("Fevicryl Pearl Metallic") },
  { path: "/three-d-outliner", title: "3D Outliner", preset: product("Fevicryl 3D Outliner") },
  { path: "/content-for-school", title: "Content for School", preset: { institute: "School" } },
  { path: "/aim-bed-curriculum", title: "AIM B.Ed Curriculum", preset: category("AIM B.Ed Curriculum") },
  { path: "/product-training", title: "Product Training", preset: category("Product Training") },
  { path: "/brand-videos", title: "Brand Videos", preset: category("Brand Videos") },
  { path: "/FeviSmart", title: "FeviSmart", preset: category("FeviSmart") },
  { path: "/application-videos", title: "Application Videos", preset: category("Application Videos") },
  { path: "/content-for-college", title: "Content for College", preset: { institute: "College" } },
];

/** The list pages: the whole library at /fevicryl-Content and /content (which also leads to the categories), then each category. */
export const CONTENT_LIST_PAGES: readonly ContentPage[] = [
  { path: "/fevicryl-Content", title: "Fevicryl Content Categorization", preset: {} },
  { path: "/content", title: "View training content", preset: {} },
  ...CONTENT_CATEGORY_PAGES,
];

export const contentPageOf = (path: string): ContentPage | undefined => CONTENT_LIST_PAGES.find((p) => p.path === path);

/** The craft categories the category pages name (the demo data files items under them). */
export const LIBRARY_CATEGORIES = CONTENT_CATEGORY_PAGES.flatMap((p) => (p.preset.category ? [p.preset.category] : []));

// ---- ratings (spec sections 4 and 5) ----

export const RATING_STARS = 5;
export const RATING_MESSAGE = "Rating must be a number from 1 to 5";

/** A rating from 1 to 5 stars; fractions are kept (a stored 4.5 reads as 4.5). */
export const Rating = new t.Type<number, number, unknown>(
  "a rating from 1 to 5",
  (u): u is number => typeof u === "number" && Number.isFinite(u) && u >= 1 && u <= RATING_STARS,
  (u, c) => (typeof u === "number" && Number.isFinite(u) && u >= 1 && u <= RATING_STARS ? t.success(u) : t.failure(u, c, RATING_MESSAGE)),
  t.identity,
);

/**
 * The item as it reads once the FCP's rating is `rating`: their rating, and the average and count
 * with it in place of their earlier one (what the list shows until the server's next answer).
 */
export function withMyRating(c: ContentItem, rating: number): ContentItem {
  const count = c.rating_count;
  const sum = (c.rating_average ?? 0) * count;
  const [nextSum, nextCount] = c.my_rating === null ? [sum + rating, count + 1] : [sum - c.my_rating + rating, Math.max(count, 1)];
  // unrounded: a rating changed twice must not drift by the rounding (ratingText rounds for display)
  return { ...c, my_rating: rating, rating_average: nextSum / nextCount, rating_count: nextCount };
}

/** What the server answers a rating: the review's id, whether it was the person's first (inserted) or replaced it, and the stored value. */
export const RatingSaved = t.type({ id: t.number, inserted: t.boolean, rating: t.number });
export type RatingSaved = t.TypeOf<typeof RatingSaved>;
/** The rating write's answer inserted the FCP's first review (its rows as stored: `[{ inserted }]`). */
export const ratingInserted = (rows: unknown): boolean => Array.isArray(rows) && t.type({ inserted: t.boolean }).is(rows[0]) && rows[0].inserted;

/**
 * An FCP rates an active item (`content`: its id): the first rating inserts their review, a later
 * one updates it; the server keeps one review per person and item whatever the timing (decision 018).
 */
/**
 * `base` (decision 079): the rating the phone showed when the person rated (null: none yet). A
 * stored rating that differs from both the base and this one (their other phone rated meanwhile)
 * refuses the rating as a conflict; without a base (a rating queued before) the last one wins.
 */
export const reviewsRate = defineWrite("reviews.rate", {
  params: exactParams({ content: RowId, rating: Rating }, { base: exactObject({ rating: t.union([Rating, t.null]) }, {}, "rating base") }),
  row: RatingSaved,
  roles: ["FCP"],
});

/** A rating as the conflict's texts (decision 079): its stars ("4", "4.5"), "" for none. */
export const ratingTexts = (r: number | null | undefined): { rating: string } => ({ rating: r === null || r === undefined ? "" : String(r) });

/** A rating's stars from the conflict's texts ("" or not a rating: null). */
export const ratingOfText = (v: string | undefined): number | null => {
  const n = v === undefined || v.trim() === "" ? Number.NaN : Number(v);
  return Rating.is(n) ? n : null;
};

/** A refused rating's sides (decision 079): the stars shown (its base) and the stars chosen; null without a base (queued before). */
export function ratingSides(params: unknown): { base: { rating: string }; mine: { rating: string } } | null {
  if (!reviewsRate.params.is(params) || !params.base) return null;
  return { base: ratingTexts(params.base.rating), mine: ratingTexts(params.rating) };
}

/** The one field a rating's conflict asks about, by its label (a catalogue text). */
export const RATING_FIELD_LABELS: Readonly<Record<string, string>> = { rating: msg("Your rating") };

/** A rating as text: whole numbers plain, fractions with one decimal ("4", "4.5", "4.3"). */
export const ratingText = (r: number) => (Number.isInteger(r) ? String(r) : (Math.round(r * 10) / 10).toFixed(1));

/**
 * The hard-coded sample content (spec 2.9): what /fevicryl-Details shows when it is opened
 * without an item, marked as a sample (it cannot be rated).
 */
export const SAMPLE_CONTENT: ContentItem = {
  id: 0,
  sfid: null,
  name: "Madhubani Diya (sample)",
  year__c: "2024",
  seasonality__c: "Festive",
  craft_category__c: "Painting",
  time_period__c: "2 hours",
  difficulty_level__c: "Easy",
  level_of_difficulty__c: "Easy",
  institute__c: "School",
  art_form__c: "Madhubani",
  festival_generic__c: "Diwali",
  is_best_out_of_waste__c: "No",
  hero_product_1__c: "Fevicryl Acrylic Colours",
  hero_product_2__c: "Fevicryl 3D Outliner",
  in_house_products_used__c: "Fevicryl Acrylic Colours, Fevicryl 3D Outliner, Fevicol MR",
  out_sourced_products_use__c: "Terracotta diya, Flat brush",
  pil_product_price__c: 160,
  non_pil_product_price__c: 40,
  total_cost_of_making_the_article__c: 200,
  link_in_pil_tantra__c: null,
  link_in_pil_tantra_url__c: null,
  thumbnail_link__c: null,
  thumbnail_url__c: null,
  rating_average: null,
  rating_count: 0,
  my_rating: null,
};

/**
 * The attributes the details page shows as labelled chips (usable values only); `fixed`: the app's
 * own values of the attribute, drawn in the reader's language (`listed`), any other as typed.
 */
export const CONTENT_ATTRIBUTES: ReadonlyArray<{ label: string; value: (c: ContentItem) => string | null; fixed?: readonly string[] }> = [
  { label: msg("Year"), value: (c) => c.year__c },
  { label: msg("Season"), value: (c) => c.seasonality__c },
  { label: msg("Category"), value: (c) => c.craft_category__c, fixed: LIBRARY_CATEGORIES },
  { label: msg("Time"), value: (c) => c.time_period__c },
  { label: msg("Difficulty"), value: (c) => c.difficulty_level__c ?? c.level_of_difficulty__c },
  { label: msg("Institute"), value: (c) => c.institute__c, fixed: CONTENT_INSTITUTES },
  { label: msg("Art form"), value: (c) => c.art_form__c },
  { label: msg("Festival/Generic"), value: (c) => c.festival_generic__c },
  { label: msg("Best out of waste"), value: (c) => c.is_best_out_of_waste__c, fixed: YES_OR_NO },
];

/** An item's attributes with a usable value (empty and 'NA' left out), each its label, value and the app's own values of it. */
export const attributesOf = (c: ContentItem): Array<{ label: string; value: string; fixed: readonly string[] }> =>
  CONTENT_ATTRIBUTES.flatMap(({ label, value, fixed = [] }) => {
    const v = value(c);
    return usable(v) ? [{ label, value: v.trim(), fixed }] : [];
  });

/** The chips of an item: "Year: 2024", ... (empty and 'NA' values left out). */
export const attributeChips = (c: ContentItem): string[] => attributesOf(c).map(({ label, value }) => `${label}: ${value}`);
