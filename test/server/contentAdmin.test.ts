// The super admin's content library (issue 46 item 3; decision 085), through POST /api/query on the
// seeded demo data: only the super admin may call the ops; an added item (every value the filters
// use) reaches an FCP's device by delta sync; an edit arrives as one changed row; a retired item
// leaves the device's list at its next sync and keeps its reviews, which come back with it; every
// write is audited; wrong values are refused at their field with the form's own messages.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as fc from "fast-check";
import { CONTENT_MESSAGES as M, emptyContentForm } from "../../src/codecs/contentAdmin.ts";
import { deltaSync, merge, seededApp, type DemoTokens, type Row } from "./deltaSync.ts";
import { query, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
let tok: DemoTokens;

const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows as Row[];
let keyNo = 0;
const write = (op: string, params: unknown, token = tok.super) =>
  query(s.app, token, op, params, { "idempotency-key": `content-admin-test-${++keyNo}-${Date.now()}` });
const values = (over: Record<string, string> = {}) => ({
  ...emptyContentForm(),
  name: "Warli Wall Plate",
  craft_category__c: "Training Modules",
  hero_product_1__c: "Fevicryl Acrylic Colours",
  hero_product_2__c: "Fevicryl 3D Outliner",
  difficulty_level__c: "Easy",
  institute__c: "School",
  art_form__c: "Warli",
  festival_generic__c: "Generic",
  is_best_out_of_waste__c: "Yes",
  year__c: "2026",
  pil_product_price__c: "120",
  non_pil_product_price__c: "30.50",
  thumbnail_link__c: "https://example.org/warli.pdf",
  ...over,
});

const sync = (op: string, held: readonly Row[] | null) => deltaSync(s.app, tok.fcp, op, held);

seededApp(test, (w) => {
  ({ db, s, tok } = w);
});

test("only the super admin may call the content ops", async () => {
  for (const who of ["fcp", "cmdi", "ammd"] as const) {
    assert.is((await query(s.app, tok[who], "content.all", {})).status, 403, who);
    assert.is((await write("content.save", { values: values() }, tok[who])).status, 403, who);
    assert.is((await write("content.retire", { id: 1 }, tok[who])).status, 403, who);
    assert.is((await write("content.restore", { id: 1 }, tok[who])).status, 403, who);
  }
  const all = await query(s.app, tok.super, "content.all", {});
  assert.is(all.status, 200);
  assert.ok(all.body.rows!.length > 0);
  assert.ok(all.body.rows!.some((r) => r.active === true && r.retired_at === null));
});

test("an added item with every filter's value reaches the FCP's device by delta sync; an edit is one changed row", async () => {
  let held = (await sync("content.list", null)).rows;
  const added = await write("content.save", { values: values() });
  assert.is(added.status, 200, JSON.stringify(added.body));
  const id = added.body.rows![0]!.id as number;
  const a = await sync("content.list", held);
  assert.is(a.sync.full, false);
  assert.is(a.rows.length, 1, "only the new row travels");
  held = merge(held, a);
  const item = held.find((r) => r.id === id)!;
  assert.ok(item, "the device has the new item");
  assert.equal(
    [item.craft_category__c, item.hero_product_1__c, item.hero_product_2__c, item.difficulty_level__c, item.institute__c, item.art_form__c],
    ["Training Modules", "Fevicryl Acrylic Colours", "Fevicryl 3D Outliner", "Easy", "School", "Warli"],
  );
  assert.equal([item.festival_generic__c, item.is_best_out_of_waste__c, item.year__c], ["Generic", "Yes", "2026"]);
  assert.equal([item.pil_product_price__c, item.non_pil_product_price__c, item.total_cost_of_making_the_article__c], [120, 30.5, 150.5]);
  assert.ok(typeof item.sfid === "string" && (item.sfid as string).length === 18, "an sfid, so it can be rated");
  assert.is(item.rating_count, 0);

  const edited = await write("content.save", { id, values: values({ name: "Warli Wall Plate (new)", year__c: "2025" }) });
  assert.is(edited.status, 200);
  const b = await sync("content.list", held);
  assert.is(b.rows.length, 1);
  assert.is(b.sync.removed?.length, 1);
  held = merge(held, b);
  assert.is(held.find((r) => r.id === id)!.name, "Warli Wall Plate (new)");
  assert.equal(held, (await sync("content.list", null)).rows, "the merge is the server's list");

  const audits = await rows("SELECT action, detail FROM app_audit WHERE detail->>'content' = $1 ORDER BY id", [String(id)]);
  assert.equal(
    audits.map((r) => r.action),
    ["content.add", "content.edit"],
  );
});

test("a retired item leaves the device's list at its next sync and keeps its ratings; restored, it is back with them", async () => {
  const added = await write("content.save", { values: values({ name: "Retire Me" }) });
  const id = added.body.rows![0]!.id as number;
  const rated = await write("reviews.rate", { content: id, rating: 4 }, tok.fcp);
  assert.is(rated.status, 200, JSON.stringify(rated.body));
  let held = (await sync("content.list", null)).rows;
  assert.is(held.find((r) => r.id === id)?.rating_count, 1);

  assert.is((await write("content.retire", { id })).status, 200);
  const a = await sync("content.list", held);
  assert.is(a.sync.full, false);
  assert.equal(a.rows, [], "a removal only");
  held = merge(held, a);
  assert.not.ok(
    held.some((r) => r.id === id),
    "gone from the device",
  );
  const reviews = await rows(
    "SELECT r.rating__c FROM content_review__c r JOIN content_categorization__c c ON c.sfid = r.content_categorization__c WHERE c.id = $1",
    [id],
  );
  assert.equal(
    reviews.map((r) => r.rating__c),
    [4],
    "the rating stays in the database",
  );
  const admin = (await query(s.app, tok.super, "content.all", {})).body.rows!.find((r) => r.id === id)!;
  assert.is(admin.active, false);
  assert.ok(typeof admin.retired_at === "string");
  assert.is(admin.rating_count, 1, "the super admin still sees its rating");
  assert.is((await write("reviews.rate", { content: id, rating: 2 }, tok.fcp)).status, 404, "a retired item cannot be rated");
  const again = await write("content.retire", { id });
  assert.is(again.status, 409);
  assert.is(again.body.message, M.alreadyRetired);
  const edit = await write("content.save", { id, values: values() });
  assert.is(edit.status, 409);
  assert.is(edit.body.message, M.retired);

  assert.is((await write("content.restore", { id })).status, 200);
  held = merge(held, await sync("content.list", held));
  const back = held.find((r) => r.id === id)!;
  assert.ok(back, "back on the device");
  assert.is(back.rating_count, 1);
  assert.is(back.rating_average, 4);
  assert.is((await write("content.restore", { id })).body.message, M.notRetired);
  const audits = await rows("SELECT action FROM app_audit WHERE detail->>'content' = $1 ORDER BY id", [String(id)]);
  assert.equal(
    audits.map((r) => r.action),
    ["content.add", "review.rate", "content.retire", "content.restore"],
  );
});

test("wrong values are refused at their field with the form's messages; an unknown item is a 404", async () => {
  const cases: Array<[Record<string, string>, string, string]> = [
    [{ name: "  " }, "name", M.name],
    [{ craft_category__c: "" }, "craft_category__c", M.category],
    [{ year__c: "26" }, "year__c", M.year],
    [{ pil_product_price__c: "-5" }, "pil_product_price__c", M.price],
    [{ non_pil_product_price__c: "12abc" }, "non_pil_product_price__c", M.price],
    [{ is_best_out_of_waste__c: "Maybe" }, "is_best_out_of_waste__c", M.bestOutOfWaste],
    [{ thumbnail_link__c: "javascript:alert(1)" }, "thumbnail_link__c", M.link],
  ];
  for (const [over, field, message] of cases) {
    const r = await write("content.save", { values: values(over) });
    assert.is(r.status, 400, JSON.stringify(over));
    assert.ok(String((r.body as { field?: string }).field).endsWith(field), `${field}: ${JSON.stringify(r.body)}`);
    assert.is(r.body.message, message);
  }
  const missing = await write("content.save", { id: 2_000_000_000, values: values() });
  assert.is(missing.status, 404);
  assert.is(missing.body.message, M.notFound);
  assert.is((await write("content.retire", { id: 2_000_000_000 })).status, 404);
});

test("content.all is newest first; content.all.page finds live or retired items by every word, and an item found there is edited, retired and restored", async () => {
  const added = await write("content.save", { values: values({ name: "Zardozi Paged Panel" }) });
  assert.is(added.status, 200, JSON.stringify(added.body));
  const id = added.body.rows![0]!.id as number;
  const all = (await query(s.app, tok.super, "content.all", {})).body.rows!;
  assert.is(all[0]!.id, id, "the newest added first");
  const find = async (active: boolean, search: string) => {
    const r = await query(s.app, tok.super, "content.all.page", { offset: 0, limit: 200, filters: { active: String(active) }, search });
    assert.is(r.status, 200, JSON.stringify(r.body));
    return r.body.rows![0] as { total: number; rows: Row[] };
  };
  // every word, in any case and order, in the name, category or products
  assert.equal(
    (await find(true, "panel ZARDOZI")).rows.map((r) => r.id),
    [id],
  );
  assert.is((await find(false, "zardozi panel")).total, 0, "a live item is not among the retired");
  assert.is((await write("content.save", { id, values: values({ name: "Zardozi Paged Panel", year__c: "2027" }) })).status, 200);
  assert.is((await write("content.retire", { id })).status, 200);
  const retired = await find(false, "zardozi panel");
  assert.equal(
    retired.rows.map((r) => [r.id, r.active, r.year__c]),
    [[id, false, "2027"]],
  );
  assert.is((await find(true, "zardozi panel")).total, 0);
  assert.is((await write("content.restore", { id })).status, 200);
  assert.is((await find(true, "zardozi panel")).rows[0]!.active, true);
  // only the window's fields filter; only the super admin asks
  assert.is((await query(s.app, tok.super, "content.all.page", { offset: 0, limit: 10, filters: { name: "x" } })).status, 400);
  assert.is((await query(s.app, tok.fcp, "content.all.page", { offset: 0, limit: 10 })).status, 403);
});

test("fuzz: hostile params to the content ops as the super admin: never a 500, never internals", async () => {
  const valid: Array<[string, unknown]> = [
    ["content.save", { values: values({ name: "Fuzz item" }) }],
    ["content.save", { id: 2_000_000_000, values: values() }],
    ["content.retire", { id: 2_000_000_000 }],
    ["content.restore", { id: 2_000_000_000 }],
    ["content.all", {}],
    ["content.all.page", { offset: 0, limit: 10, filters: { active: "false" }, search: "warli" }],
  ];
  const hostile = fc.oneof(
    fc.string({ unit: "binary", maxLength: 12 }),
    fc.constantFrom("\u0000", "\uD800", "'; DROP TABLE content_categorization__c; --", "", "   ", "é".repeat(5_000), "__proto__", "9".repeat(40)),
    fc.integer(),
    fc.constantFrom(0, -1, 1.5, 2 ** 31, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 2 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  );
  const mutate = (params: unknown, pick: number, v: unknown): unknown => {
    const copy = JSON.parse(JSON.stringify(params)) as Record<string, unknown>;
    const places: Array<[Record<string, unknown>, string]> = [];
    const walk = (o: Record<string, unknown>) => {
      for (const [k, x] of Object.entries(o)) {
        places.push([o, k]);
        if (x && typeof x === "object") walk(x as Record<string, unknown>);
      }
    };
    walk(copy);
    if (places.length === 0) return v;
    const [o, k] = places[pick % places.length]!;
    o[k] = v;
    return copy;
  };
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...valid), fc.nat(), hostile, async ([op, params], pick, v) => {
      const r = await write(op, mutate(params, pick, v));
      if (r.status >= 500 || ![200, 400, 404, 409, 413].includes(r.status))
        throw new Error(`${op} ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      if (/SQLSTATE|syntax error|relation "|column "|violates|node_modules/.test(JSON.stringify(r.body))) throw new Error(JSON.stringify(r.body));
    }),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 100), seed: Number(process.env.FUZZ_SEED ?? 20261129) },
  );
  assert.not.match(s.logs(), /request failed|operation failed/, "no 500 was logged");
});

test.run();
