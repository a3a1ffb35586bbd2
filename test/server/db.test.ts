// Migrations and the seeded demo data, on the real database.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { addDays, format } from "date-fns";
import { mobileDigits } from "../../src/codecs/mobile.ts";
import { programmeMonth } from "../../src/codecs/calendar.ts";
import { migrate, loadMigrations, splitStatements } from "../../server/db/migrate.ts";
import {
  DEMO_AMMD,
  DEMO_CMDI,
  DEMO_FCP,
  FCP_RECORD_TYPE,
  PHOTO_TYPES,
  TRAINING_STATUSES,
  TRAINING_TYPES,
  WORKSHOP_STAGES,
} from "../../server/db/demo.ts";
import { financialYear, generate } from "../../server/db/gen/index.ts";
import { isEmpty } from "../../server/db/seed.ts";
import { housekeeping } from "../../server/db/housekeeping.ts";
import pg from "pg";
import { fromPgPool, type Db } from "../../server/db/db.ts";
import { openSeededDb, type TestDb } from "./harness.ts";

let t: TestDb;
test.before(async () => {
  t = await openSeededDb();
});
test.after(async () => {
  await t.close();
});

const q = async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.query<R>(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => Object.values((await q(sql, params))[0]!)[0];
const today = new Date();
const fy = financialYear(today);
const d = (x: Date) => format(x, "yyyy-MM-dd");

test("Db.hot answers as query; on PostgreSQL each distinct text is prepared once per connection and planned for its values at each run, none with prepare off, the rest unnamed past the limit", async () => {
  const sql = "SELECT $1::int + 1 AS n";
  assert.equal((await t.db.hot.query(sql, [1])).rows, (await t.db.query(sql, [1])).rows);
  assert.equal((await t.db.hot.query(sql, [41])).rows, [{ n: 42 }]);
  if (!t.url) return; // PGlite: one connection in the process, hot is query
  // one connection each, so pg_prepared_statements is that connection's
  const open = (o: { prepare?: boolean; limit?: number }) => fromPgPool(new pg.Pool({ connectionString: t.url, max: 1 }), o);
  const prepared = async (d: Db) =>
    (await d.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements ORDER BY statement")).rows.map((r) => r.statement);
  const on = open({ limit: 2 }),
    off = open({ prepare: false });
  try {
    for (let i = 0; i < 3; i++) assert.equal((await on.hot.query(sql, [i])).rows, [{ n: i + 1 }]);
    await on.hot.query("SELECT $1::text AS a", ["x"]);
    assert.equal((await on.hot.query("SELECT $1::text AS b", ["y"])).rows, [{ b: "y" }], "a third text, past the limit of 2, still answers");
    assert.equal(await prepared(on), ["SELECT $1::int + 1 AS n", "SELECT $1::text AS a"]);
    // a named statement is planned for its values at every run, never once for any (decision 114)
    assert.equal((await on.hot.query("SELECT current_setting('plan_cache_mode') AS m")).rows, [{ m: "force_custom_plan" }]);
    assert.equal((await off.hot.query(sql, [1])).rows, [{ n: 2 }]);
    assert.equal(await prepared(off), []);
  } finally {
    await on.close();
    await off.close();
  }
});

test("migrations are recorded once and a second run applies nothing", async () => {
  const names = (await q<{ name: string }>("SELECT name FROM schema_migrations ORDER BY version")).map((r) => r.name);
  assert.equal(
    names,
    loadMigrations().map((m) => m.name),
  );
  assert.equal(await migrate(t.db), []);
  assert.is(await one("SELECT count(*)::int FROM schema_migrations"), names.length);
});

test("a failing migration rolls back entirely and is not recorded", async () => {
  const bad = { version: 999, name: "999_bad", sql: "CREATE TABLE should_vanish (id int); SELECT no_such_column FROM account;" };
  let failed = false;
  try {
    await migrate(t.db, [bad]);
  } catch {
    failed = true;
  }
  assert.ok(failed);
  assert.is(await one("SELECT count(*)::int FROM schema_migrations WHERE version = 999"), 0);
  assert.is(await one("SELECT to_regclass('should_vanish')::text"), null);
});

test("splitStatements keeps quoted semicolons and drops comments", () => {
  assert.equal(splitStatements("-- a; comment\nSELECT 'a;b'; SELECT $$x;y$$;\n"), ["SELECT 'a;b'", "SELECT $$x;y$$"]);
});

test("every entity table and app table exists, with the lookup indexes", async () => {
  const tables = [
    "account",
    "product_user__c",
    "outlets",
    "opportunity",
    "workshop_article__c",
    "article__c",
    "workshop_photo__c",
    "campaign",
    "content_categorization__c",
    "content_review__c",
    "uploaded_content__c",
    "device__c",
    "wss_territory_mapping__c",
    "news_dashboard__c",
    "app_credential",
    "app_session",
    "app_idempotency",
    "app_audit",
    "app_rate_limit",
  ];
  for (const name of tables) assert.ok(Number(await one(`SELECT count(*)::int FROM ${name}`)) >= 0, name);
  const idx = (await q<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE schemaname = 'public'")).map((r) => r.indexname);
  for (const i of [
    "account_phone_recordtype_idx",
    "product_user_login_idx",
    "outlets_cmdi_idx",
    "opportunity_ammd_start_idx",
    "opportunity_cmdi_start_idx",
    "opportunity_account_start_idx",
    "opportunity_due_idx",
    "workshop_article_workshop_idx",
    "workshop_photo_workshop_idx",
    "content_review_person_item_uq",
    "uploaded_content_account_idx",
    "device_account_idx",
    "wss_cmdi_idx",
    "campaign_status_idx",
    "account_assigned_cmdi_idx",
    "account_fcp_name_idx",
    "product_user_staff_name_idx",
    // the searches' trigram indexes (migration 045: pg_trgm, loaded by PGlite too)
    "account_name_trgm_idx",
    "account_phone_trgm_idx",
    "content_name_trgm_idx",
    "article_name_trgm_idx",
  ])
    assert.ok(idx.includes(i), i);
  // the schools' and the FCPs' name indexes (migrations 043, 044) hold the FCP record type written out: it must be the code's
  for (const name of ["account_school_name_idx", "account_fcp_name_idx"]) {
    const def = await one(`SELECT indexdef FROM pg_indexes WHERE indexname = '${name}'`);
    assert.ok(String(def).includes(`'${FCP_RECORD_TYPE}'`), `${name}: ${String(def)}`);
  }
});

test("the seeded database is not empty; every seeded table has rows", async () => {
  assert.is(await isEmpty(t.db), false);
  for (const name of [
    "account",
    "product_user__c",
    "outlets",
    "opportunity",
    "workshop_article__c",
    "article__c",
    "workshop_photo__c",
    "campaign",
    "content_categorization__c",
    "content_review__c",
    "uploaded_content__c",
    "device__c",
    "wss_territory_mapping__c",
    "news_dashboard__c",
    "app_credential",
  ]) {
    assert.ok(Number(await one(`SELECT count(*)::int FROM ${name}`)) > 0, name);
  }
});

test("workshops in every stage, within the current financial year", async () => {
  const stages = (
    await q<{ stagename: string }>("SELECT DISTINCT stagename FROM opportunity WHERE start_date_time__c >= $1 AND start_date_time__c < $2", [
      d(fy.start),
      d(addDays(fy.end, 1)),
    ])
  )
    .map((r) => r.stagename)
    .sort();
  assert.equal(stages, [...WORKSHOP_STAGES].sort());
});

test("Meera has workshops awaiting approval and approved, started between 1 April and today", async () => {
  const rows = await q<{ stagename: string; n: number }>(
    `SELECT stagename, count(*)::int AS n FROM opportunity WHERE assigned_ammd__c = $1 AND stagename IN ('AMMD Confirmation', 'Execution', 'CMDI Verification')
       AND start_date_time__c >= $2 AND start_date_time__c < $3 AND sfid IS NOT NULL GROUP BY stagename`,
    [DEMO_AMMD.sfid, d(fy.start), d(addDays(today, 1))],
  );
  assert.is(rows.length, 3);
  for (const r of rows) assert.ok(r.n >= 3, `${r.stagename}: ${r.n}`);
  assert.ok(
    Number(await one("SELECT count(*)::int FROM product_user__c WHERE type__c = 'CMDI' AND reporting_to_ammd__c = $1", [DEMO_AMMD.sfid])) >= 2,
  );
});

test("Asha has payments paid and pending this financial year, uploads and no ETTC document yet", async () => {
  const base = "FROM opportunity WHERE accountid = $1 AND start_date_time__c >= $2 AND start_date_time__c < $3";
  const args = [DEMO_FCP.sfid, d(fy.start), d(addDays(fy.end, 1))];
  assert.ok(Number(await one(`SELECT count(*)::int ${base} AND payment_status_remark__c IS NOT NULL`, args)) >= 3);
  assert.ok(Number(await one(`SELECT count(*)::int ${base} AND payment_status_remark__c IS NULL`, args)) >= 3);
  assert.ok(Number(await one("SELECT count(*)::int FROM uploaded_content__c WHERE account__c = $1 AND name LIKE 'Day-%'", [DEMO_FCP.sfid])) >= 5);
  assert.is(await one("SELECT ettc_download__c FROM account WHERE sfid = $1", [DEMO_FCP.sfid]), null);
});

test("Ravi has 100+ outlets with valid Indian mobiles, WSS mappings, FCPs and trainings", async () => {
  const outlets = await q<{ mobile_no__c: string | null; wss_phone__c: string }>(
    "SELECT mobile_no__c, wss_phone__c FROM outlets WHERE cmdi_name__c = $1",
    [DEMO_CMDI.sfid],
  );
  assert.ok(outlets.length >= 100);
  for (const o of outlets) {
    if (o.mobile_no__c !== null) assert.ok(mobileDigits(o.mobile_no__c) !== null && /^[6-9]\d{9}$/.test(o.mobile_no__c), o.mobile_no__c);
    assert.ok(mobileDigits(o.wss_phone__c) !== null, o.wss_phone__c);
  }
  assert.ok(Number(await one("SELECT count(*)::int FROM wss_territory_mapping__c WHERE assigned_cmdi__c = $1", [DEMO_CMDI.sfid])) >= 20);
  assert.ok(
    Number(await one("SELECT count(*)::int FROM account WHERE assigned_cmdi__c = $1 AND recordtypeid = $2", [DEMO_CMDI.sfid, FCP_RECORD_TYPE])) >= 20,
  );
  const combos = await q("SELECT DISTINCT status, type FROM campaign WHERE assigned_cmdi__c = $1", [DEMO_CMDI.sfid]);
  assert.is(combos.length, TRAINING_STATUSES.length * TRAINING_TYPES.length, "every training status x type");
});

test("birthdays this month (the month in India) for FCPs of Ravi and of Meera", async () => {
  const month = programmeMonth(today);
  const sql = (col: string) =>
    `SELECT count(*)::int FROM account WHERE ${col} = $1 AND date_of_birth__c IS NOT NULL AND extract(month FROM date_of_birth__c) = $2`;
  assert.ok(Number(await one(sql("assigned_cmdi__c"), [DEMO_CMDI.sfid, month])) >= 2);
  assert.ok(Number(await one(sql("assigned_ammd__c"), [DEMO_AMMD.sfid, month])) >= 3);
});

test("content covers every filter attribute, including 'NA' and empty values", async () => {
  for (const col of [
    "hero_product_1__c",
    "difficulty_level__c",
    "institute__c",
    "art_form__c",
    "festival_generic__c",
    "is_best_out_of_waste__c",
    "year__c",
  ]) {
    const values = (await q<{ v: string }>(`SELECT DISTINCT ${col} AS v FROM content_categorization__c WHERE active__c`)).map((r) => r.v);
    assert.ok(values.filter((v) => v && v !== "NA").length >= 2, col);
  }
  assert.ok(Number(await one("SELECT count(*)::int FROM content_categorization__c WHERE art_form__c = 'NA' OR art_form__c = ''")) > 0);
  assert.ok(Number(await one("SELECT count(*)::int FROM content_categorization__c WHERE festival_generic__c = 'Generic'")) > 0);
});

test("workshop details: articles, photos of every type on day 1, payments paid and pending", async () => {
  const types = (await q<{ type__c: string }>("SELECT DISTINCT type__c FROM workshop_photo__c WHERE day__c = 1")).map((r) => r.type__c).sort();
  assert.equal(types, [...PHOTO_TYPES].sort());
  assert.ok(
    Number(await one("SELECT count(*)::int FROM workshop_article__c wa JOIN opportunity o ON o.heroku_id__c = wa.opportunity__heroku_id__c")) > 100,
  );
  assert.ok(Number(await one("SELECT count(*)::int FROM opportunity WHERE stagename = 'Paid' AND payment_status_remark__c IS NOT NULL")) > 10);
  assert.ok(
    Number(await one("SELECT count(*)::int FROM opportunity WHERE stagename = 'Account Approved' AND payment_status_remark__c IS NULL")) > 10,
  );
});

test("the database holds exactly the generator's rows for seed 42 (deterministic seeding)", async () => {
  const data = generate({ seed: 42, scale: 1, today });
  const pick = (rows: Array<Record<string, unknown>>) => rows.map((r) => [r.sfid ?? null, r.name, r.stagename, r.start_date_time__c]);
  const stored = await q("SELECT sfid, name, stagename, start_date_time__c FROM opportunity ORDER BY id");
  assert.equal(pick(stored), pick(data.opportunity));
  const outlets = await q<{ outletcode__c: string; mobile_no__c: string | null }>("SELECT outletcode__c, mobile_no__c FROM outlets ORDER BY id");
  assert.equal(
    outlets,
    data.outlets.map((o) => ({ outletcode__c: o.outletcode__c as string, mobile_no__c: o.mobile_no__c as string | null })),
  );
});

test("housekeeping drops expired counters, dead sessions, old idempotency keys and devices no longer trusted only", async () => {
  await t.db.query(
    "INSERT INTO app_rate_limit (key, count, reset_at) VALUES ('old', 3, now() - interval '1 minute'), ('live', 3, now() + interval '5 minutes')",
  );
  await t.db.query(`INSERT INTO app_session (token_hash, subject_kind, subject_id, role, expires_at, revoked_at) VALUES
    ('dead', 'account', 1, 'FCP', now() - interval '8 days', NULL), ('live', 'account', 1, 'FCP', now() + interval '1 day', NULL)`);
  await t.db.query(
    "INSERT INTO app_idempotency (subject, key, op, created_at) VALUES ('account:1', 'old-key', 'x', now() - interval '8 days'), ('account:1', 'new-key', 'x', now())",
  );
  await t.db.query(
    "INSERT INTO app_trusted_device (device_hash, subject, last_used_at) VALUES ('stale', 'account:1', now() - interval '181 days'), ('recent', 'account:1', now() - interval '179 days')",
  );
  await housekeeping(t.db);
  assert.equal(
    (await q<{ device_hash: string }>("SELECT device_hash FROM app_trusted_device WHERE device_hash IN ('stale', 'recent')")).map(
      (r) => r.device_hash,
    ),
    ["recent"],
  );
  assert.equal(
    (await q<{ key: string }>("SELECT key FROM app_rate_limit WHERE key IN ('old', 'live')")).map((r) => r.key),
    ["live"],
  );
  assert.equal(
    (await q<{ token_hash: string }>("SELECT token_hash FROM app_session WHERE token_hash IN ('dead', 'live')")).map((r) => r.token_hash),
    ["live"],
  );
  assert.equal(
    (await q<{ key: string }>("SELECT key FROM app_idempotency WHERE key IN ('old-key', 'new-key')")).map((r) => r.key),
    ["new-key"],
  );
});

test.run();
