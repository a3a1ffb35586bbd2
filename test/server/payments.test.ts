// Payments, people and birthdays through POST /api/query on the seeded demo data (PGlite, or
// PostgreSQL with TEST_DATABASE_URL), with the server's clock fixed: the financial year's bounds
// (31 March, 1 April) and the birthday month at the edges of a month in India while the server
// runs in UTC; the scope of every op by role.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { PaymentRow } from "../../src/codecs/payments.ts";
import { YearReport, yearReportOf } from "../../src/codecs/reports.ts";
import { BirthdayRow, FcpProfile, FcpRow } from "../../src/codecs/people.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
const apps: TestApp[] = [];
const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;

/** An app whose clock stands at `iso`, with the demo people signed in. */
async function at(iso: string) {
  const s = await testApp(db.db, { now: () => new Date(iso) });
  apps.push(s);
  const tok = async (role: string, mobile: string) => (await login(s.app, role, mobile)).body.token as string;
  return {
    app: s.app,
    asha: await tok("FCP", DEMO_FCP.mobile),
    ravi: await tok("CMDI", DEMO_CMDI.mobile),
    meera: await tok("AMMD", DEMO_AMMD.mobile),
    other: await tok("CMDI", otherCmdi.mobile),
    otherAmmd: await tok("AMMD", otherAmmd.mobile),
  };
}

let otherCmdi: { sfid: string; mobile: string };
let otherAmmd: { sfid: string; mobile: string };
const MEERA15 = DEMO_AMMD.sfid.slice(0, 15);
let n = 0;

async function workshop(start: string, o: Record<string, unknown> = {}) {
  const sfid = `006TEST${String(++n).padStart(6, "0")}`;
  const v = {
    sfid,
    name: `Bounds ${sfid}`,
    accountid: DEMO_FCP.sfid,
    stagename: "Paid",
    start_date_time__c: start,
    end_date_time__c: start,
    assigned_cmdi__c: DEMO_CMDI.sfid,
    assigned_ammd__c: DEMO_AMMD.sfid,
    amount: 1500,
    payment_status_remark__c: "Paid via NEFT",
    ...o,
  };
  const keys = Object.keys(v);
  await db.db.query(`INSERT INTO opportunity (${keys.join(", ")}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(", ")})`, Object.values(v));
  return sfid;
}

async function fcp(name: string, o: Record<string, unknown> = {}) {
  const v = {
    sfid: `001TEST${String(++n).padStart(6, "0")}`,
    name,
    recordtypeid: FCP_RECORD_TYPE,
    email__c: `${name.replace(/\W/g, "").toLowerCase()}@example.in`,
    assigned_cmdi__c: DEMO_CMDI.sfid,
    assigned_ammd__c: DEMO_AMMD.sfid,
    date_of_birth__c: "1990-01-15",
    active__c: true,
    isdeleted: false,
    ...o,
  };
  const keys = Object.keys(v);
  const r = await db.db.query<{ id: number }>(
    `INSERT INTO account (${keys.join(", ")}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(", ")}) RETURNING id`,
    Object.values(v),
  );
  return { id: r.rows[0]!.id, sfid: v.sfid };
}

test.before(async () => {
  db = await openSeededDb();
  const o = await rows(
    "SELECT c.sfid, c.login_mobile_number__c AS mobile, c.reporting_to_ammd__c AS ammd FROM product_user__c c WHERE c.type__c = 'CMDI' AND c.reporting_to_ammd__c <> $1 ORDER BY c.id LIMIT 1",
    [DEMO_AMMD.sfid],
  );
  otherCmdi = o[0] as never;
  otherAmmd = (await rows("SELECT sfid, login_mobile_number__c AS mobile FROM product_user__c WHERE sfid = $1", [o[0].ammd]))[0] as never;
});
test.after(async () => {
  for (const s of apps) await s.app.close();
  await db.close();
});

const sfids = (r: { body: { rows?: Record<string, unknown>[] } }) => (r.body.rows ?? []).map((x) => x.sfid as string);

test("financial year: 31 March is the last day, 1 April the first, by India's date while the server runs in UTC", async () => {
  const lastOld = await workshop("2025-03-31 23:59:59");
  const firstOf25 = await workshop("2025-04-01 00:00:00");
  const lastOf25 = await workshop("2026-03-31 23:30:00", { assigned_ammd__c: MEERA15 });
  const firstOf26 = await workshop("2026-04-01 00:00:00");
  const unsynced = await workshop("2026-03-30 10:00:00", { sfid: null });
  // 31 March 2026, 23:30 in India (18:00 UTC): the year 2025-26
  const march = await at("2026-03-31T18:00:00Z");
  const mine = await query(march.app, march.asha, "payments.mine", {});
  assert.is(mine.status, 200);
  assert.ok(t.array(PaymentRow).is(mine.body.rows));
  const got = sfids(mine);
  assert.ok(got.includes(firstOf25) && got.includes(lastOf25), "1 April 2025 and 31 March 2026 are in 2025-26");
  assert.not.ok(got.includes(lastOld) || got.includes(firstOf26), "31 March 2025 and 1 April 2026 are not");
  assert.not.ok(got.includes(unsynced as never) || got.includes(null as never), "a workshop without an sfid is not a payment");
  const ammd = sfids(await query(march.app, march.meera, "payments.forAmmd", {}));
  assert.ok(ammd.includes(firstOf25) && ammd.includes(lastOf25), "the AMMD's year is the same, a 15-character AMMD id included");
  assert.not.ok(ammd.includes(firstOf26));
  // 00:00 on 1 April 2026 in India is still 31 March (18:30) in UTC: the year 2026-27
  const april = await at("2026-03-31T18:30:00Z");
  const next = sfids(await query(april.app, april.asha, "payments.mine", {}));
  assert.ok(next.includes(firstOf26));
  assert.not.ok(next.includes(lastOf25) || next.includes(firstOf25));
  // an AMMD may ask for another year
  const before = sfids(await query(april.app, april.meera, "payments.forAmmd", { year: 2025 }));
  assert.ok(before.includes(lastOf25) && before.includes(firstOf25));
  assert.not.ok(before.includes(firstOf26) || before.includes(lastOld));
  const older = sfids(await query(april.app, april.meera, "payments.forAmmd", { year: 2024 }));
  assert.ok(older.includes(lastOld));
});

test("payments.mine: only the FCP's own workshops, latest end first; managers are refused", async () => {
  const s = await at(new Date().toISOString());
  const r = await query(s.app, s.asha, "payments.mine", {});
  const list = r.body.rows!;
  assert.ok(list.length >= 15, `the demo FCP has a year of workshops (${list.length})`);
  assert.ok(list.every((p) => p.accountid === DEMO_FCP.sfid));
  const ends = list.map((p) => String(p.end_date_time__c));
  assert.equal(ends, [...ends].sort().reverse(), "by end date, latest first");
  assert.ok(list.some((p) => p.payment_status_remark__c) && list.some((p) => !p.payment_status_remark__c), "both badges' cases");
  const expected = await rows(
    "SELECT count(*)::int AS n FROM opportunity WHERE accountid = $1 AND sfid IS NOT NULL AND start_date_time__c >= $2::date AND start_date_time__c < $3::date + 1",
    [DEMO_FCP.sfid, ...fyNow()],
  );
  assert.is(list.length, expected[0].n);
  for (const who of [s.ravi, s.meera]) assert.is((await query(s.app, who, "payments.mine", {})).status, 403);
  assert.is((await query(s.app, s.asha, "payments.mine", { accountid: "x" })).status, 400, "the scope cannot be passed in");
});

/** This financial year's bounds by India's date today. */
function fyNow(): [string, string] {
  const d = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const y = Number(d.slice(5, 7)) >= 4 ? Number(d.slice(0, 4)) : Number(d.slice(0, 4)) - 1;
  return [`${y}-04-01`, `${y + 1}-03-31`];
}

test("payments.forAmmd: the workshops assigned to the AMMD, none of another AMMD's; FCP and CMDI refused; bad params are a 400", async () => {
  const s = await at(new Date().toISOString());
  const mine = (await query(s.app, s.meera, "payments.forAmmd", {})).body.rows!;
  const theirs = (await query(s.app, s.otherAmmd, "payments.forAmmd", {})).body.rows!;
  assert.ok(mine.length > 50 && theirs.length > 0);
  assert.ok(mine.every((p) => String(p.assigned_ammd__c).slice(0, 15) === MEERA15));
  assert.ok(theirs.every((p) => p.assigned_ammd__c === otherAmmd.sfid));
  assert.ok(new Set(mine.map((p) => p.assigned_cmdi__c)).size >= 2, "several CMDIs to filter by");
  const phones = new Map((await rows("SELECT sfid, phone FROM account WHERE recordtypeid = $1", [FCP_RECORD_TYPE])).map((r) => [r.sfid, r.phone]));
  assert.ok(
    mine.every((p) => p.fcp_phone === phones.get(p.accountid)),
    "each with its FCP's mobile, for the FCP choice's label (decision 068)",
  );
  for (const who of [s.asha, s.ravi]) assert.is((await query(s.app, who, "payments.forAmmd", {})).status, 403);
  for (const bad of [{ year: "2025" }, { year: 1999 }, { year: 2025.5 }, { ammd: otherAmmd.sfid }]) {
    const r = await query(s.app, s.meera, "payments.forAmmd", bad);
    assert.is(r.status, 400, JSON.stringify(bad));
    assert.type(r.body.message, "string");
  }
});

test("payments.ammdReport: the year's reports counted as the device counts payments.forAmmd's rows of it; another AMMD's never; one row; AMMD only", async () => {
  const foreign = await workshop(`${fyNow()[0]} 10:00:00`, {
    stagename: "Test Foreign Stage",
    assigned_cmdi__c: otherCmdi.sfid,
    assigned_ammd__c: otherAmmd.sfid,
  });
  const s = await at(new Date().toISOString());
  const year = Number(fyNow()[0].slice(0, 4));
  for (const y of [year, year - 1]) {
    const rowsOfYear = (await query(s.app, s.meera, "payments.forAmmd", { year: y })).body.rows as unknown as PaymentRow[];
    const r = await query(s.app, s.meera, "payments.ammdReport", { year: y });
    assert.is(r.status, 200);
    assert.ok(t.array(YearReport).is(r.body.rows) && r.body.rows.length === 1, "one counted row");
    assert.equal(r.body.rows, [yearReportOf(rowsOfYear, y)], `the device's own counting of ${y}'s rows`);
  }
  const mine = (await query(s.app, s.meera, "payments.ammdReport", { year })).body.rows![0] as unknown as YearReport;
  assert.ok(mine.totals.workshops > 50, `the demo AMMD's year at demo size (${mine.totals.workshops})`);
  const theirs = (await query(s.app, s.otherAmmd, "payments.ammdReport", { year })).body.rows![0] as unknown as YearReport;
  const stages = (x: YearReport) => x.stages.figures.filter((f) => f.value > 0).map((f) => f.key);
  assert.ok(stages(theirs).includes("Test Foreign Stage"), `the other AMMD's workshop ${foreign} is counted in theirs`);
  assert.not.ok(stages(mine).includes("Test Foreign Stage"), "and never in this AMMD's");
  assert.not.ok(
    mine.cmdis.figures.some((f) => f.key === otherCmdi.sfid),
    "no participants of the other AMMD's CMDI",
  );
  for (const who of [s.asha, s.ravi]) assert.is((await query(s.app, who, "payments.ammdReport", { year })).status, 403);
  for (const bad of [{}, { year: "2025" }, { year: 1999 }, { year, ammd: otherAmmd.sfid }]) {
    assert.is((await query(s.app, s.meera, "payments.ammdReport", bad)).status, 400, JSON.stringify(bad));
  }
});

test("birthdays.list: the month is India's at the edges of a month while UTC is a day behind; the caller's active FCPs only, by day", async () => {
  const april30 = await fcp("Test April Thirty", { date_of_birth__c: "1990-04-30" });
  const may1 = await fcp("Test May First", { date_of_birth__c: "1991-05-01", email__c: null });
  const may20 = await fcp("Test May Twenty", { date_of_birth__c: "1985-05-20" });
  const inactive = await fcp("Test May Inactive", { date_of_birth__c: "1991-05-02", active__c: false });
  const foreign = await fcp("Test May Foreign", {
    date_of_birth__c: "1991-05-03",
    assigned_cmdi__c: otherCmdi.sfid,
    assigned_ammd__c: otherAmmd.sfid,
  });
  const short = await fcp("Test May Short Id", { date_of_birth__c: "1991-05-04", assigned_cmdi__c: otherCmdi.sfid, assigned_ammd__c: MEERA15 });
  // 23:59:59 on 30 April in India
  const lastOfApril = await at("2026-04-30T18:29:59Z");
  const april = (await query(lastOfApril.app, lastOfApril.ravi, "birthdays.list", {})).body.rows!;
  assert.ok(t.array(BirthdayRow).is(april));
  assert.ok(april.some((b) => b.id === april30.id));
  assert.not.ok(april.some((b) => b.id === may1.id));
  // 00:00 on 1 May in India, 18:30 on 30 April in UTC
  const firstOfMay = await at("2026-04-30T18:30:00Z");
  const ravi = (await query(firstOfMay.app, firstOfMay.ravi, "birthdays.list", {})).body.rows!;
  const ids = ravi.map((b) => b.id);
  assert.ok(ids.includes(may1.id) && ids.includes(may20.id));
  assert.not.ok(ids.includes(april30.id), "April is over in India");
  assert.not.ok(ids.includes(inactive.id), "an inactive FCP is not listed");
  assert.not.ok(ids.includes(foreign.id) || ids.includes(short.id), "another CMDI's FCPs are not");
  assert.ok(ravi.every((b) => String(b.date_of_birth__c).slice(5, 7) === "05"));
  const days = ravi.map((b) => String(b.date_of_birth__c).slice(8));
  assert.equal(days, [...days].sort(), "by day of the month");
  assert.is(ravi.find((b) => b.id === may1.id)!.email__c, null, "no email still lists (the screen shows a dash)");
  const meera = (await query(firstOfMay.app, firstOfMay.meera, "birthdays.list", {})).body.rows!.map((b) => b.id);
  assert.ok(meera.includes(may1.id) && meera.includes(short.id), "the AMMD's FCPs, matched by the id without its last three characters");
  assert.not.ok(meera.includes(foreign.id));
  const expected = await rows(
    `SELECT count(*)::int AS n FROM account WHERE recordtypeid = $1 AND left(assigned_ammd__c, 15) = $2 AND active__c IS NOT FALSE
    AND isdeleted IS NOT TRUE AND extract(month FROM date_of_birth__c) = 5`,
    [FCP_RECORD_TYPE, MEERA15],
  );
  assert.is(meera.length, expected[0].n);
  assert.is((await query(firstOfMay.app, firstOfMay.asha, "birthdays.list", {})).status, 403);
});

test("fcps.list: a manager's FCPs, all = active + inactive; an AMMD's by the 15-character id; FCP refused; a bad status is a 400", async () => {
  const s = await at(new Date().toISOString());
  const list = async (tok: string, status: string) => (await query(s.app, tok, "fcps.list", { status })).body.rows!;
  const all = await list(s.ravi, "all");
  const active = await list(s.ravi, "active");
  const inactive = await list(s.ravi, "inactive");
  assert.ok(t.array(FcpRow).is(all));
  assert.ok(all.length >= 25 && active.length > 0 && inactive.length > 0, `${all.length} ${active.length} ${inactive.length}`);
  assert.is(all.length, active.length + inactive.length);
  assert.ok(active.every((f) => f.active) && inactive.every((f) => !f.active));
  assert.ok(all.every((f) => f.assigned_cmdi__c === DEMO_CMDI.sfid));
  // by name, as every list of people (decision 112; the device keeps the first by name)
  const byName = await rows(`SELECT id FROM account a WHERE id = ANY($1::int[]) ORDER BY lower(a.name) COLLATE "C" NULLS LAST, a.id`, [
    all.map((f) => f.id),
  ]);
  assert.equal(
    all.map((f) => f.id),
    byName.map((r) => r.id),
    "by name",
  );
  const other = await list(s.other, "all");
  assert.not.ok(
    other.some((f) => all.some((g) => g.id === f.id)),
    "no FCP in two CMDIs' lists",
  );
  const meera = await list(s.meera, "all");
  const ids = new Set(meera.map((f) => f.id));
  assert.ok(
    all.every((f) => ids.has(f.id)),
    "the AMMD oversees her CMDIs' FCPs",
  );
  const stored = await rows(
    "SELECT count(*)::int AS n FROM account WHERE recordtypeid = $1 AND left(assigned_ammd__c, 15) = $2 AND isdeleted IS NOT TRUE",
    [FCP_RECORD_TYPE, MEERA15],
  );
  assert.is(meera.length, stored[0].n);
  assert.is((await query(s.app, s.asha, "fcps.list", { status: "all" })).status, 403);
  assert.is((await query(s.app, s.ravi, "fcps.list", { status: "everyone" })).status, 400);
  assert.is((await query(s.app, s.ravi, "fcps.list", {})).status, 400);
});

test("fcps.profile: an FCP their own; a manager one of theirs with workshops and uploads; anyone else's is 404", async () => {
  const s = await at(new Date().toISOString());
  const asha = (await rows("SELECT id FROM account WHERE sfid = $1", [DEMO_FCP.sfid]))[0].id as number;
  const own = await query(s.app, s.asha, "fcps.profile", {});
  assert.is(own.status, 200);
  assert.ok(t.array(FcpProfile).is(own.body.rows));
  const p = own.body.rows![0] as unknown as FcpProfile;
  assert.is(p.fcp.id, asha);
  assert.is(p.fcp.name, DEMO_FCP.name);
  assert.ok(p.workshops.length >= 15 && p.uploads.length >= 10, `${p.workshops.length} workshops, ${p.uploads.length} uploads`);
  assert.is((await query(s.app, s.asha, "fcps.profile", { id: asha })).status, 200);
  const stranger = (
    await rows("SELECT id FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 ORDER BY id LIMIT 1", [FCP_RECORD_TYPE, otherCmdi.sfid])
  )[0].id;
  const notFound = await query(s.app, s.asha, "fcps.profile", { id: stranger });
  assert.is(notFound.status, 404);
  assert.not.ok(JSON.stringify(notFound.body).includes(otherCmdi.sfid));
  const byRavi = await query(s.app, s.ravi, "fcps.profile", { id: asha });
  assert.is(byRavi.status, 200);
  assert.is((byRavi.body.rows![0] as unknown as FcpProfile).fcp.ammd_name, DEMO_AMMD.name);
  assert.is((await query(s.app, s.meera, "fcps.profile", { id: asha })).status, 200);
  assert.is((await query(s.app, s.ravi, "fcps.profile", { id: stranger })).status, 404, "another CMDI's FCP");
  assert.is((await query(s.app, s.meera, "fcps.profile", { id: stranger })).status, 404, "another AMMD's FCP");
  assert.is((await query(s.app, s.other, "fcps.profile", { id: stranger })).status, 200, "its own CMDI sees it");
  const school = (await rows("SELECT id FROM account WHERE recordtypeid <> $1 LIMIT 1", [FCP_RECORD_TYPE]))[0].id;
  assert.is((await query(s.app, s.ravi, "fcps.profile", { id: school })).status, 404, "an account that is no FCP");
  assert.is((await query(s.app, s.ravi, "fcps.profile", { id: 2_000_000_000 })).status, 404);
  const missing = await query(s.app, s.ravi, "fcps.profile", {});
  assert.is(missing.status, 400);
  assert.match(String(missing.body.message), /id is missing/);
  assert.is((await query(s.app, s.ravi, "fcps.profile", { id: "7" })).status, 400);
});

test.run();
