// The content library's rules (spec section 5) and the trainings' tabs (spec 2.7, 4): filter
// options skip empty values and 'NA'; filters combine by equality, the product matching either
// hero product; the name search; ratings 1 to 5 with fractions; a rating's effect on the average;
// the filters in the address; trainings by status and type.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as fc from "fast-check";
import {
  attributeChips,
  CONTENT_FILTERS,
  CONTENT_LIST_PAGES,
  filterContent,
  filterOptions,
  matchesFilters,
  Rating,
  ratingText,
  withMyRating,
  type ContentFilterKey,
} from "../../../src/codecs/content.ts";
import { APP } from "../../../src/features/index.ts";
import { contentListHref, contentQueryOf } from "../../../src/codecs/navParams.ts";
import { statusLabel, tabTitle, trainingTabs, type Training } from "../../../src/codecs/training.ts";
import { item } from "../content/fixtures.ts";

const def = (key: ContentFilterKey) => CONTENT_FILTERS.find((f) => f.key === key)!;

test("options: distinct values, trimmed, without empty values and 'NA'; years newest first, others A-Z", () => {
  const rows = [
    item(1, { art_form__c: "Warli", year__c: "2023" }),
    item(2, { art_form__c: " Gond ", year__c: "2025" }),
    item(3, { art_form__c: "NA", year__c: "NA" }),
    item(4, { art_form__c: "", year__c: "" }),
    item(5, { art_form__c: null, year__c: null }),
    item(6, { art_form__c: "Warli", year__c: "2024" }),
    item(7, { art_form__c: "  ", year__c: "na" }),
  ];
  assert.equal(filterOptions(rows, def("artForm")), ["Gond", "Warli"]);
  assert.equal(filterOptions(rows, def("year")), ["2025", "2024", "2023"]);
  const heroes = [
    item(1, { hero_product_1__c: "Fevicol MR", hero_product_2__c: "NA" }),
    item(2, { hero_product_1__c: "Fevicryl Mouldit", hero_product_2__c: "Fevicol MR" }),
  ];
  assert.equal(filterOptions(heroes, def("product")), ["Fevicol MR", "Fevicryl Mouldit"], "both hero products, once each");
});

test("filters: the product matches either hero product; filters combine by equality (not a part of a value)", () => {
  const rows = [
    item(1, { hero_product_1__c: "Fevicryl Mouldit", year__c: "2024" }),
    item(2, { hero_product_2__c: "Fevicryl Mouldit", year__c: "2023" }),
    item(3, { hero_product_1__c: "Fevicryl Mouldit Pro", year__c: "2024" }),
    item(4, { hero_product_1__c: "Fevicol MR", year__c: "2024" }),
  ];
  const ids = (f: Parameters<typeof filterContent>[1], q = "") => filterContent(rows, f, q).map((c) => c.id);
  assert.equal(ids({ product: "Fevicryl Mouldit" }), [1, 2]);
  assert.equal(ids({ product: "Fevicryl Mouldit", year: "2024" }), [1]);
  assert.equal(ids({ year: "2024" }), [1, 3, 4]);
  assert.equal(ids({ product: "Mouldit" }), [], "equality, not a substring");
  assert.equal(ids({}), [1, 2, 3, 4]);
  assert.equal(ids({ year: "" }), [1, 2, 3, 4], "an empty value is no filter");
  assert.ok(matchesFilters(item(9, { craft_category__c: "Brand Videos" }), { category: "Brand Videos" }));
  assert.not.ok(matchesFilters(item(9, { craft_category__c: null }), { category: "Brand Videos" }));
});

test("search: a case-insensitive part of the name; blank matches all", () => {
  const rows = [item(1, { name: "Madhubani DIYA" }), item(2, { name: "Warli Kurti" }), item(3, { name: null })];
  assert.equal(
    filterContent(rows, {}, "diya").map((c) => c.id),
    [1],
  );
  assert.equal(
    filterContent(rows, {}, "  RLI K ").map((c) => c.id),
    [2],
  );
  assert.equal(
    filterContent(rows, {}, "  ").map((c) => c.id),
    [1, 2, 3],
  );
});

test("a rating is a number from 1 to 5, fractions kept; anything else is refused", () => {
  for (const ok of [1, 4.5, 5, 2.25]) assert.ok(Rating.is(ok) && Rating.decode(ok)._tag === "Right", String(ok));
  for (const bad of [0, 0.5, 5.5, -1, NaN, Infinity, "4", null, undefined, [4]]) assert.is(Rating.decode(bad)._tag, "Left", String(bad));
  assert.equal([ratingText(4), ratingText(4.5), ratingText(4.333)], ["4", "4.5", "4.3"]);
});

test("the person's rating: the first adds to the average and count, a later one replaces theirs", () => {
  const none = item(1, { rating_average: 4, rating_count: 2, my_rating: null });
  assert.equal(pick(withMyRating(none, 1)), [1, 3, 3]);
  const mine = item(1, { rating_average: 4, rating_count: 2, my_rating: 5 });
  assert.equal(pick(withMyRating(mine, 3)), [3, 3, 2]);
  assert.equal(pick(withMyRating(item(1), 4.5)), [4.5, 4.5, 1], "the first rating of an unrated item");
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 8 }),
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 1, max: 5 }),
      (others, first, later) => {
        const sum = others.reduce((a, b) => a + b, 0);
        const row = item(1, { rating_count: others.length, rating_average: others.length ? sum / others.length : null });
        const after = withMyRating(withMyRating(row, first), later);
        return after.rating_count === others.length + 1 && Math.abs(after.rating_average! - (sum + later) / (others.length + 1)) < 0.01;
      },
    ),
  );
});
const pick = (c: ReturnType<typeof withMyRating>) => [c.my_rating, c.rating_average, c.rating_count];

test("the details' chips: labelled attributes, without empty values and 'NA'", () => {
  assert.equal(attributeChips(item(1, { year__c: "2024", art_form__c: "NA", institute__c: " School ", is_best_out_of_waste__c: "" })), [
    "Year: 2024",
    "Institute: School",
  ]);
});

test("the address keeps a list's filters and search: written and read back alike, on every list page", () => {
  const value = fc.constantFrom("Fevicryl 3D Outliner", "2024", "a&b=c?d", "Diwali #1", "Ganesh Chaturthi");
  const filters = fc.dictionary(fc.constantFrom(...CONTENT_FILTERS.map((f) => f.key)), value);
  fc.assert(
    fc.property(fc.constantFrom(...CONTENT_LIST_PAGES.map((p) => p.path)), filters, fc.constantFrom("", "diya", " Gond "), (path, f, q) => {
      const href = contentListHref(path, { filters: f, q });
      const [p, search = ""] = href.split("?");
      const decoded = APP.routes.decode(p!, search);
      return p === path && decoded.ok && JSON.stringify(contentQueryOf(decoded.params)) === JSON.stringify({ filters: orderOf(f), q: q.trim() });
    }),
  );
  assert.is(contentListHref("/fevicryl-Content", { filters: {}, q: "  " }), "/fevicryl-Content");
  const bad = APP.routes.decode("/fevicryl-Content", `?year=${"9".repeat(101)}`);
  assert.equal(bad, { ok: false, errors: { year: "year must be text of at most 100 characters" } });
  assert.equal(APP.routes.decode("/listTraining", "?tab=approved"), { ok: true, params: { tab: "approved" } });
  assert.not.ok(APP.routes.decode("/listTraining", "?tab=later").ok);
});
const orderOf = (f: Partial<Record<ContentFilterKey, string>>) =>
  Object.fromEntries(CONTENT_FILTERS.flatMap((d) => (f[d.key] ? [[d.key, f[d.key]]] : [])));

test("trainings: a tab per status (AMMD Approval is Pending, Accounts Approved, AMMD Rejected Rejected), groups by type with counts", () => {
  let n = 0;
  const tr = (status: string, type: string | null): Training => ({
    id: ++n,
    sfid: null,
    name: `T${n}`,
    type,
    city__c: null,
    startdate: null,
    enddate: null,
    publish__c: null,
    heroku_id__c: null,
    status,
    no_of_participants__c: null,
  });
  const rows = [
    tr("AMMD Approval", "TTC"),
    tr("AMMD Approval", "Kalamilan"),
    tr("Accounts", "ETTC"),
    tr("AMMD Approval", "TTC"),
    tr("AMMD Approval", "Workshop"),
    tr("Planned", "TTC"),
  ];
  const tabs = trainingTabs(rows);
  assert.equal(tabs.map(tabTitle), ["Pending (4)", "Approved (1)", "Rejected (0)"]);
  assert.equal(
    tabs[0]!.groups.map((g) => [g.type, g.rows.map((r) => r.id)]),
    [
      ["TTC", [1, 4]],
      ["ETTC", []],
      ["Kalamilan", [2]],
      ["Other", [5]],
    ],
  );
  assert.equal(
    tabs[2]!.groups.map((g) => [g.type, g.rows.length]),
    [
      ["TTC", 0],
      ["ETTC", 0],
      ["Kalamilan", 0],
    ],
  );
  assert.equal(["AMMD Approval", "Accounts", "AMMD Rejected", "Planned", null].map(statusLabel), ["Pending", "Approved", "Rejected", "Planned", "-"]);
});

test.run();
