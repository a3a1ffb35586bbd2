// targets.set and targets.progress (decision 084) through POST /api/query on the seeded demo data:
// a CMDI sets targets for their own FCPs only, for this month or later; progress counts the held
// workshops (reported: CMDI Verification, Account Approved, Paid) of the month and their actual
// participants, per FCP for the FCP and the CMDI, per CMDI for the AMMD (per FCP of one CMDI on demand).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { HELD_STAGES, TARGET_MESSAGES } from "../../src/codecs/targets.ts";
import { TRANSITIONS } from "../../src/codecs/workshopLifecycle.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

const NOW = new Date("2026-11-15T06:00:00Z");
const MONTH = "2026-11";
let db: TestDb;
let s: TestApp;
const tok: Record<string, string> = {};
let keyNo = 0;
const newKey = () => ({ "idempotency-key": `targets-test-${++keyNo}-${Date.now()}` });
const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows as Array<Record<string, any>>;

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db, { now: () => NOW });
  for (const d of [DEMO_FCP, DEMO_CMDI, DEMO_AMMD, DEMO_SUPER]) tok[d.label] = (await login(s.app, d.role, d.mobile)).body.token;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

const set = (token: string, values: Record<string, unknown>) => query(s.app, token, "targets.set", { values }, newKey());
const progress = async (token: string, params: Record<string, unknown>) => {
  const r = await query(s.app, token, "targets.progress", params);
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.rows as Array<Record<string, any>>;
};

test("held: every way into a held stage is the FCP's report or starts from a held stage; cancelled never counts", () => {
  for (const x of TRANSITIONS)
    if (HELD_STAGES.includes(x.to) && !HELD_STAGES.includes(x.from)) assert.is(x.event, "workshop.report", `${x.event} ${x.from} -> ${x.to}`);
  assert.not.ok(HELD_STAGES.includes("Cancelled"));
});

test("a CMDI sets a target for one of theirs; the FCP and the CMDI see the month's held workshops and participants", async () => {
  const fcp = (await rows("SELECT id, sfid FROM account WHERE sfid = $1", [DEMO_FCP.sfid]))[0]!;
  // the month's workshops of the FCP: two reported (held), one planned, one cancelled, one reported last month
  await db.db.query("DELETE FROM opportunity WHERE accountid = $1 AND start_date_time__c >= '2026-10-01'", [fcp.sfid]);
  const add = (stage: string, start: string, actual: number) =>
    db.db.query(
      "INSERT INTO opportunity (name, accountid, stagename, start_date_time__c, actual_participants_count__c, assigned_cmdi__c, assigned_ammd__c) VALUES ('Target test', $1, $2, $3, $4, $5, $6)",
      [fcp.sfid, stage, start, actual, DEMO_CMDI.sfid, DEMO_AMMD.sfid],
    );
  await add("CMDI Verification", "2026-11-03T10:00:00", 20);
  await add("Paid", "2026-11-30T23:00:00", 15);
  await add("Execution", "2026-11-10T10:00:00", 30);
  await add("Cancelled", "2026-11-11T10:00:00", 40);
  await add("Paid", "2026-10-31T23:59:00", 50);

  const r = await set(tok.CMDI!, { fcp: String(fcp.id), month: MONTH, workshops: "4", participants: 100 });
  assert.is(r.status, 200, JSON.stringify(r.body));
  // set again: the same row, changed
  const again = await set(tok.CMDI!, { fcp: String(fcp.id), month: MONTH, workshops: 5, participants: "120" });
  assert.is(again.body.rows![0]!.id, r.body.rows![0]!.id);
  const stored = await rows("SELECT workshops, participants, set_by FROM fcp_target WHERE fcp = $1 AND month = $2", [fcp.sfid, MONTH]);
  assert.equal(
    stored.map((x) => [x.workshops, x.participants]),
    [[5, 120]],
  );
  assert.match(stored[0]!.set_by, /^product_user:/);

  const own = await progress(tok.FCP!, { month: MONTH });
  assert.equal(own.length, 1);
  assert.equal(
    { level: own[0]!.level, held: own[0]!.held, participants: own[0]!.participants, w: own[0]!.target_workshops, p: own[0]!.target_participants },
    { level: "fcp", held: 2, participants: 35, w: 5, p: 120 },
  );
  const mine = await progress(tok.CMDI!, { month: MONTH });
  const line = mine.find((x) => x.id === fcp.id)!;
  assert.is(line.held, 2);
  assert.is(line.target_workshops, 5);
  assert.ok(mine.every((x) => x.level === "fcp" && x.cmdi === DEMO_CMDI.sfid));
  const others = await rows(
    "SELECT count(*)::int AS n FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 AND active__c IS NOT FALSE AND isdeleted IS NOT TRUE",
    [FCP_RECORD_TYPE, DEMO_CMDI.sfid],
  );
  assert.is(mine.length, others[0]!.n);
  // another month: no target, nothing held
  const oct = (await progress(tok.FCP!, { month: "2026-10" }))[0]!;
  assert.equal([oct.target_workshops, oct.held, oct.participants], [null, 1, 50]);
});

test("the AMMD sees her CMDIs rolled up, and one CMDI's FCPs on demand; the super admin every CMDI", async () => {
  const mine = await progress(tok.CMDI!, { month: MONTH });
  const up = await progress(tok.AMMD!, { month: MONTH });
  assert.ok(up.every((x) => x.level === "cmdi"));
  const ravi = up.find((x) => x.cmdi === DEMO_CMDI.sfid)!;
  assert.ok(ravi, "the demo CMDI is one of the AMMD's");
  const sum = (k: string) => mine.reduce((n, x) => n + (x[k] ?? 0), 0);
  assert.equal(
    [ravi.fcps, ravi.held, ravi.participants, ravi.target_workshops, ravi.targeted],
    [mine.length, sum("held"), sum("participants"), 5, 1],
  );
  const down = await progress(tok.AMMD!, { month: MONTH, cmdi: DEMO_CMDI.sfid });
  assert.equal(
    down.map((x) => [x.id, x.held]),
    mine.map((x) => [x.id, x.held]),
  );
  // a CMDI that is not hers: nothing
  const foreign = (
    await rows("SELECT sfid FROM product_user__c WHERE type__c = 'CMDI' AND reporting_to_ammd__c IS DISTINCT FROM $1 LIMIT 1", [DEMO_AMMD.sfid])
  )[0];
  if (foreign) assert.equal(await progress(tok.AMMD!, { month: MONTH, cmdi: foreign.sfid }), []);
  // a CMDI asking for another CMDI still gets their own
  if (foreign) assert.equal((await progress(tok.CMDI!, { month: MONTH, cmdi: foreign.sfid })).length, mine.length);
  const all = await progress(tok["Super Admin"]!, { month: MONTH });
  assert.ok(all.length >= up.length && all.every((x) => x.level === "cmdi"));
});

test("refusals: another CMDI's FCP is not found at the field; a past month; bad values are 400s at their fields; others may not set", async () => {
  const other = (
    await rows("SELECT id FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c IS DISTINCT FROM $2 AND sfid IS NOT NULL LIMIT 1", [
      FCP_RECORD_TYPE,
      DEMO_CMDI.sfid,
    ])
  )[0]!;
  const theirs = await set(tok.CMDI!, { fcp: String(other.id), month: MONTH, workshops: 1, participants: 1 });
  assert.is(theirs.status, 404);
  assert.is((theirs.body as { field?: string }).field, "fcp");
  assert.is(theirs.body.message, TARGET_MESSAGES.notYours);
  const fcp = (await rows("SELECT id FROM account WHERE sfid = $1", [DEMO_FCP.sfid]))[0]!;
  const past = await set(tok.CMDI!, { fcp: String(fcp.id), month: "2026-10", workshops: 1, participants: 1 });
  assert.is(past.status, 400);
  assert.is((past.body as { field?: string }).field, "month");
  const bad = await set(tok.CMDI!, { fcp: String(fcp.id), month: MONTH, workshops: "many", participants: 1 });
  assert.is(bad.status, 400);
  assert.is((bad.body as { field?: string }).field, "workshops");
  assert.is(bad.body.message, TARGET_MESSAGES.workshops);
  assert.is((await set(tok.CMDI!, { fcp: String(fcp.id), month: "2026-13", workshops: 1, participants: 1 })).status, 400);
  assert.is((await set(tok.CMDI!, { fcp: String(fcp.id), month: MONTH, workshops: 101, participants: 1 })).status, 400);
  for (const who of ["FCP", "AMMD", "Super Admin"])
    assert.is((await set(tok[who]!, { fcp: String(fcp.id), month: MONTH, workshops: 1, participants: 1 })).status, 403, who);
  assert.is((await query(s.app, tok.FCP!, "targets.progress", { month: "November" })).status, 400);
  assert.is((await query(s.app, tok.FCP!, "targets.progress", {})).status, 400);
});

test.run();
