// The content library through POST /api/query on the seeded demo data (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): content.list (every role, active items only, with ratings) and reviews.rate
// (an FCP's first rating inserts, a later one updates, one review per person and item whatever
// the timing, bad ratings refused with a clear message).
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { CONTENT_CATEGORY_PAGES, ContentItem, filterContent, RATING_MESSAGE } from "../../src/codecs/content.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok: Record<"asha" | "otherFcp" | "ravi" | "meera", string> = {} as never;
let otherFcpSfid = "";

const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
let keyNo = 0;
const newKey = () => ({ "idempotency-key": `content-test-${++keyNo}-${Date.now()}` });
const rate = (token: string, params: unknown, headers = newKey()) => query(s.app, token, "reviews.rate", params, headers);
const list = async (token: string) => {
  const r = await query(s.app, token, "content.list", {});
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.rows!;
};
/** The reviews of one person for one item (by the item's id). */
const reviewsOf = (customer: string, id: number) =>
  rows(
    `SELECT r.id, r.rating__c, r.name FROM content_review__c r JOIN content_categorization__c c ON c.sfid = r.content_categorization__c
         WHERE r.customer__c = $1 AND c.id = $2`,
    [customer, id],
  );
/** An active item nobody has reviewed (each test takes its own). */
async function unreviewed(): Promise<number> {
  const r = await rows(`SELECT c.id FROM content_categorization__c c WHERE c.active__c AND c.sfid IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM content_review__c r WHERE r.content_categorization__c = c.sfid) ORDER BY c.id LIMIT 1`);
  assert.ok(r[0], "the demo data has an item nobody rated");
  return r[0].id as number;
}

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  const other = (
    await rows("SELECT sfid, phone FROM account WHERE recordtypeid = $1 AND sfid <> $2 ORDER BY id LIMIT 1", [FCP_RECORD_TYPE, DEMO_FCP.sfid])
  )[0];
  otherFcpSfid = other.sfid;
  const signIn = async (role: string, mobile: string) => (await login(s.app, role, mobile)).body.token;
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.otherFcp = await signIn("FCP", other.phone);
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.meera = await signIn("AMMD", DEMO_AMMD.mobile);
  assert.ok(
    Object.values(tok).every((x) => typeof x === "string" && x.length > 10),
    "every test user signs in",
  );
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("content.list: every role gets exactly the active items, latest first (decision 092), as ContentItem rows; inactive ones never", async () => {
  const active = (await rows("SELECT id FROM content_categorization__c WHERE active__c IS TRUE ORDER BY createddate DESC NULLS LAST, id DESC")).map(
    (r) => r.id,
  );
  const inactive = (await rows("SELECT id FROM content_categorization__c WHERE active__c IS NOT TRUE")).map((r) => r.id);
  assert.ok(active.length >= 50 && inactive.length >= 3, "the demo data has both");
  for (const who of [tok.asha, tok.ravi, tok.meera]) {
    const got = await list(who);
    assert.ok(t.array(ContentItem).is(got));
    assert.equal(
      got.map((c) => c.id),
      active,
    );
  }
  await db.db.query("UPDATE content_categorization__c SET active__c = NULL WHERE id = $1", [active[0]]);
  try {
    assert.not.ok(
      (await list(tok.asha)).some((c) => c.id === active[0]),
      "only items flagged active (null is not)",
    );
  } finally {
    await db.db.query("UPDATE content_categorization__c SET active__c = true WHERE id = $1", [active[0]]);
  }
  assert.is((await query(s.app, tok.asha, "content.list", { active: false })).status, 400, "the scope is not a parameter");
});

test("content.list: the average and count of every review; an FCP's own rating (4.5 stays 4.5), nobody else's", async () => {
  const stats = new Map(
    (
      await rows(`SELECT c.id, avg(r.rating__c)::float8 AS avg, count(r.id)::int AS n FROM content_categorization__c c
    LEFT JOIN content_review__c r ON r.content_categorization__c = c.sfid WHERE c.active__c GROUP BY c.id`)
    ).map((r) => [r.id, r]),
  );
  const mine = async (sfid: string) =>
    new Map(
      (
        await rows(
          `SELECT c.id, r.rating__c FROM content_review__c r
    JOIN content_categorization__c c ON c.sfid = r.content_categorization__c WHERE r.customer__c = $1`,
          [sfid],
        )
      ).map((r) => [r.id, r.rating__c]),
    );
  const asha = await mine(DEMO_FCP.sfid);
  assert.ok(asha.size >= 5, "Asha has reviews in the demo data");
  const got = await list(tok.asha);
  for (const c of got) {
    const st = stats.get(c.id)!;
    assert.is(c.rating_count, st.n, `count of ${c.id}`);
    if (st.n === 0) assert.is(c.rating_average, null);
    else assert.ok(Math.abs((c.rating_average as number) - st.avg) < 1e-9, `average of ${c.id}`);
    assert.is(c.my_rating, asha.get(c.id) ?? null, `Asha's rating of ${c.id}`);
  }
  const other = await mine(otherFcpSfid);
  assert.equal(
    (await list(tok.otherFcp))
      .filter((c) => c.my_rating !== null)
      .map((c) => [c.id, c.my_rating])
      .sort(),
    [...other].sort(),
    "another FCP sees only their own ratings",
  );
  assert.ok(
    (await list(tok.ravi)).every((c) => c.my_rating === null),
    "a CMDI has no rating of their own",
  );
  const [halfId] = [...asha.keys()];
  await db.db.query(
    `UPDATE content_review__c r SET rating__c = 4.5 FROM content_categorization__c c
    WHERE c.sfid = r.content_categorization__c AND c.id = $1 AND r.customer__c = $2`,
    [halfId, DEMO_FCP.sfid],
  );
  assert.is((await list(tok.asha)).find((c) => c.id === halfId)!.my_rating, 4.5);
});

test("every category page of the library (decision 018) has items in the demo data, and only its own", async () => {
  const all = (await list(tok.ravi)) as ContentItem[];
  for (const { path, preset } of CONTENT_CATEGORY_PAGES) {
    const shown = filterContent(all, preset, "");
    assert.ok(shown.length >= 2, `${path}: ${shown.length} items`);
    assert.ok(shown.length < all.length, `${path} shows a part of the library`);
  }
});

test("reviews.rate: an FCP's first rating inserts the review, a later one updates it; the list reads it back", async () => {
  const id = await unreviewed();
  const first = await rate(tok.asha, { content: id, rating: 4 });
  assert.is(first.status, 200, JSON.stringify(first.body));
  const [saved] = first.body.rows!;
  assert.equal([saved.inserted, saved.rating], [true, 4]);
  const stored = await reviewsOf(DEMO_FCP.sfid, id);
  assert.is(stored.length, 1);
  assert.equal([stored[0].id, stored[0].rating__c], [saved.id, 4]);
  assert.match(String(stored[0].name), /^Asha Verma - /);
  const again = await rate(tok.asha, { content: id, rating: 4.5 });
  assert.equal(again.body.rows, [{ id: saved.id, inserted: false, rating: 4.5 }]);
  assert.equal(
    (await reviewsOf(DEMO_FCP.sfid, id)).map((r) => r.rating__c),
    [4.5],
    "still one review, now 4.5",
  );
  const row = (await list(tok.asha)).find((c) => c.id === id)!;
  assert.equal([row.my_rating, row.rating_count, row.rating_average], [4.5, 1, 4.5]);
  const theirs = await rate(tok.otherFcp, { content: id, rating: 2 });
  assert.is(theirs.body.rows![0].inserted, true, "another FCP's first rating is their own review");
  const both = (await list(tok.asha)).find((c) => c.id === id)!;
  assert.equal([both.my_rating, both.rating_count, both.rating_average], [4.5, 2, 3.25]);
  const audited = await rows("SELECT detail FROM app_audit WHERE action = 'review.rate' AND (detail->>'content')::int = $1 ORDER BY id", [id]);
  assert.equal(
    audited.map((a) => a.detail.inserted),
    [true, false, true],
  );
});

test("reviews.rate from a base (decision 079): the person's other phone rated meanwhile, to another value: a 409 conflict that writes nothing; the same value, or no base: written", async () => {
  const id = await unreviewed();
  // phone A rates 4 from none; phone B, also from none, rates 2: refused, A's 4 kept
  assert.is((await rate(tok.asha, { content: id, rating: 4, base: { rating: null } })).status, 200);
  const b = (await rate(tok.asha, { content: id, rating: 2, base: { rating: null } })) as unknown as {
    status: number;
    body: { error: string; conflict: { version: number; current: Record<string, string>; fields: string[] } };
  };
  assert.equal([b.status, b.body.error, b.body.conflict.current, b.body.conflict.fields], [409, "conflict", { rating: "4" }, ["rating"]]);
  assert.equal(
    (await reviewsOf(DEMO_FCP.sfid, id)).map((r) => r.rating__c),
    [4],
    "a conflict changes nothing",
  );
  // phone C, from none, rates 4 too: the same value is no conflict
  assert.is((await rate(tok.asha, { content: id, rating: 4, base: { rating: null } })).status, 200);
  // the answer: from the rating now
  assert.equal((await rate(tok.asha, { content: id, rating: 2, base: { rating: 4 } })).body.rows![0].rating, 2);
  // a rating without a base (queued before decision 079) is the last one, as before
  assert.equal((await rate(tok.asha, { content: id, rating: 5 })).body.rows![0].rating, 5);
  assert.equal(
    (await reviewsOf(DEMO_FCP.sfid, id)).map((r) => r.rating__c),
    [5],
  );
});

test("reviews.rate: 20 concurrent first ratings by one FCP for one item leave exactly one review", async () => {
  const id = await unreviewed();
  const values = Array.from({ length: 20 }, (_, i) => 1 + (i % 5));
  const answers = await Promise.all(values.map((rating) => rate(tok.asha, { content: id, rating })));
  assert.ok(
    answers.every((a) => a.status === 200),
    JSON.stringify(answers.filter((a) => a.status !== 200).map((a) => a.body)),
  );
  const stored = await reviewsOf(DEMO_FCP.sfid, id);
  assert.is(stored.length, 1, "one review per person and item");
  assert.is(answers.filter((a) => a.body.rows![0].inserted).length, 1, "exactly one answer says it inserted");
  assert.ok(
    answers.every((a) => a.body.rows![0].id === stored[0].id),
    "every answer names that review",
  );
  assert.ok(values.includes(stored[0].rating__c as number));
});

test("reviews.rate: one write sent 20 times at once (same key) is applied once and answered alike", async () => {
  const id = await unreviewed();
  const headers = newKey();
  const answers = await Promise.all(Array.from({ length: 20 }, () => rate(tok.asha, { content: id, rating: 3 }, headers)));
  assert.ok(answers.every((a) => a.status === 200));
  for (const a of answers) assert.equal(a.body.rows, answers[0].body.rows, "every repeat gets the first answer");
  assert.is(answers[0].body.rows![0].inserted, true);
  assert.is((await reviewsOf(DEMO_FCP.sfid, id)).length, 1);
  const audited = await rows("SELECT count(*)::int AS n FROM app_audit WHERE action = 'review.rate' AND (detail->>'content')::int = $1", [id]);
  assert.is(audited[0].n, 1, "written once");
});

test("reviews.rate: a rating outside 1-5 or not a number -> 400 with a clear message, nothing stored", async () => {
  const id = await unreviewed();
  // biome-ignore lint/correctness/noPrecisionLoss: 1e309 is deliberately beyond a double (it reads as Infinity)
  for (const rating of [0, 0.99, 5.01, 6, -3, "5", "4.5", null, true, [4], { v: 4 }, 1e309]) {
    const r = await rate(tok.asha, { content: id, rating });
    assert.is(r.status, 400, JSON.stringify(rating));
    assert.equal(r.body, { error: "bad_request", message: RATING_MESSAGE }, JSON.stringify(rating));
  }
  const missing = await rate(tok.asha, { content: id });
  assert.equal([missing.status, missing.body.message], [400, RATING_MESSAGE]);
  assert.is((await rate(tok.asha, { content: id, rating: 4, customer: otherFcpSfid })).status, 400, "the reviewer is not a parameter");
  for (const content of ["1 OR 1=1", 0, 1.5, null]) assert.is((await rate(tok.asha, { content, rating: 4 })).status, 400, String(content));
  assert.is((await reviewsOf(DEMO_FCP.sfid, id)).length, 0);
  for (const rating of [1, 5]) assert.is((await rate(tok.asha, { content: id, rating })).status, 200, `${rating} is a rating`);
});

test("reviews.rate: only an FCP rates (403), and only an active item that exists (404, nothing stored)", async () => {
  const id = await unreviewed();
  for (const token of [tok.ravi, tok.meera]) {
    const r = await rate(token, { content: id, rating: 4 });
    assert.equal([r.status, r.body.error], [403, "forbidden"]);
  }
  const inactive = (await rows("SELECT id FROM content_categorization__c WHERE active__c IS NOT TRUE LIMIT 1"))[0].id;
  for (const content of [inactive, 99_999_999]) {
    const r = await rate(tok.asha, { content, rating: 4 });
    assert.equal([r.status, r.body], [404, { error: "not_found", message: "This content item was not found" }]);
  }
  assert.is(
    (
      await rows(
        "SELECT count(*)::int AS n FROM content_review__c r JOIN content_categorization__c c ON c.sfid = r.content_categorization__c WHERE c.id = ANY($1)",
        [[id, inactive]],
      )
    )[0].n,
    0,
  );
});

test("migration 006: the database itself refuses a second review of one person for one item", async () => {
  const [item] = await rows("SELECT sfid FROM content_categorization__c WHERE active__c LIMIT 1");
  await db.db.query("INSERT INTO content_review__c (customer__c, content_categorization__c, rating__c) VALUES ('001DUPLICATE', $1, 3)", [item.sfid]);
  try {
    await db.db.query("INSERT INTO content_review__c (customer__c, content_categorization__c, rating__c) VALUES ('001DUPLICATE', $1, 4)", [
      item.sfid,
    ]);
    assert.unreachable("a second review was stored");
  } catch (e) {
    assert.match(String((e as Error).message), /duplicate key|unique/i);
  } finally {
    await db.db.query("DELETE FROM content_review__c WHERE customer__c = '001DUPLICATE'");
  }
});

test.run();
