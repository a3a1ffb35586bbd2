// HPAs (issue 25; decision 041): list, get, add and link through POST /api/query on the seeded demo
// data, for every role; another scope's HPA is never seen (404); bad values a 400 at their field;
// a taken mobile a 409 at the mobile field; an add is written once per idempotency key.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { emptyHpaValues, Hpa, HPA_MESSAGES, HPA_TYPE_LABELS, recordTypeOf, type HpaValues } from "../../src/codecs/hpa.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, FCP_RECORD_TYPE, RECORD_TYPES } from "../../server/db/demo.ts";
import { HPA_TYPES } from "../../src/codecs/hpa.ts";
import { mobileRefusal } from "../../src/codecs/mobile.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok: Record<"asha" | "ravi" | "meera" | "otherFcp" | "otherCmdi", string> = {} as never;
let otherFcpSfid = "";

const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
let keyNo = 0;
const newKey = () => ({ "idempotency-key": `hpa-test-${++keyNo}-${Date.now()}` });
const ids = (r: { body: { rows?: Record<string, unknown>[] } }) => (r.body.rows ?? []).map((o) => o.id as number);
const valid = (over: Partial<HpaValues> = {}): HpaValues => ({
  ...emptyHpaValues(),
  name: "Kala Kendra",
  type: "Hobby Centres",
  mobile__c: "5123456789",
  ...over,
});
const add = (token: string, values: unknown, headers = newKey()) => query(s.app, token, "hpas.add", { values }, headers);
const ownIds = async (where: string, params: unknown[]) =>
  (
    await rows(`SELECT h.id FROM hpa__c h JOIN account a ON a.sfid = h.fcp__c AND a.recordtypeid = $1 WHERE ${where} ORDER BY h.id DESC`, [
      FCP_RECORD_TYPE,
      ...params,
    ])
  ).map((r) => r.id as number);

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  // a CMDI under another AMMD, and one of their FCPs
  const cmdi = (
    await rows(
      "SELECT sfid, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND reporting_to_ammd__c IS DISTINCT FROM $1 ORDER BY id LIMIT 1",
      [DEMO_AMMD.sfid],
    )
  )[0];
  const fcp = (
    await rows("SELECT sfid, phone FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 ORDER BY id LIMIT 1", [FCP_RECORD_TYPE, cmdi.sfid])
  )[0];
  otherFcpSfid = fcp.sfid;
  const signIn = async (role: string, mobile: string) => (await login(s.app, role, mobile)).body.token as string;
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.meera = await signIn("AMMD", DEMO_AMMD.mobile);
  tok.otherFcp = await signIn("FCP", fcp.phone);
  tok.otherCmdi = await signIn("CMDI", cmdi.mobile);
  assert.ok(
    Object.values(tok).every((x) => typeof x === "string" && x.length > 10),
    "every test user signs in",
  );
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("the eight kinds carry the build configuration's record-type ids", () => {
  const { fcp: _fcp, ...hpaKinds } = RECORD_TYPES;
  assert.equal(HPA_TYPES.map((h) => h.recordTypeId).sort(), Object.values(hpaKinds).sort());
});

test("demo data: the demo FCP has HPAs of several kinds, some assigned by the CMDI; some HPAs are nobody's", async () => {
  const kinds = await rows("SELECT DISTINCT recordtypeid FROM hpa__c WHERE fcp__c = $1", [DEMO_FCP.sfid]);
  assert.ok(kinds.length >= 5, `${kinds.length} kinds`);
  assert.ok((await rows("SELECT id FROM hpa__c WHERE fcp__c = $1 AND assigned_by__c = $2", [DEMO_FCP.sfid, DEMO_CMDI.sfid])).length >= 2);
  assert.ok((await rows("SELECT id FROM hpa__c WHERE fcp__c IS NULL")).length >= 1);
  const perFcp = await rows("SELECT count(DISTINCT recordtypeid)::int AS n FROM hpa__c WHERE fcp__c IS NOT NULL GROUP BY fcp__c");
  assert.ok(
    perFcp.every((r) => r.n >= 3),
    "each FCP has HPAs of several kinds",
  );
});

test("hpas.list: an FCP their own, a CMDI their FCPs', an AMMD their CMDIs' FCPs'; never another scope's", async () => {
  const asha = await query(s.app, tok.asha, "hpas.list", {});
  assert.is(asha.status, 200);
  assert.ok(t.array(Hpa).is(asha.body.rows));
  assert.equal(ids(asha), await ownIds("h.fcp__c = $2", [DEMO_FCP.sfid]));
  assert.ok(asha.body.rows!.every((h) => (HPA_TYPE_LABELS as readonly unknown[]).includes(h.type) && h.fcp_name === DEMO_FCP.name));
  assert.ok(asha.body.rows!.some((h) => h.assigned === true) && asha.body.rows!.some((h) => h.assigned === false));
  const ravi = await query(s.app, tok.ravi, "hpas.list", {});
  assert.equal(ids(ravi), await ownIds("a.assigned_cmdi__c = $2", [DEMO_CMDI.sfid]));
  assert.ok(ids(asha).every((id) => ids(ravi).includes(id)));
  const meera = await query(s.app, tok.meera, "hpas.list", {});
  assert.equal(ids(meera), await ownIds("left(a.assigned_ammd__c, 15) = left($2, 15)", [DEMO_AMMD.sfid]));
  const foreign = await ownIds("h.fcp__c = $2", [otherFcpSfid]);
  assert.ok(foreign.length > 0);
  for (const r of [asha, ravi, meera])
    assert.not.ok(
      ids(r).some((id) => foreign.includes(id)),
      "no other scope's HPA",
    );
  assert.ok(
    ids(await query(s.app, tok.otherCmdi, "hpas.list", {})).some((id) => foreign.includes(id)),
    "its own CMDI sees it",
  );
  assert.is((await query(s.app, tok.asha, "hpas.list", { fcp: otherFcpSfid })).status, 400, "the scope cannot be passed in");
});

test("hpas.get: one HPA within the scope, 404 outside it, 400 for a bad id", async () => {
  const mine = (await ownIds("h.fcp__c = $2", [DEMO_FCP.sfid]))[0]!;
  const foreign = (await ownIds("h.fcp__c = $2", [otherFcpSfid]))[0]!;
  for (const token of [tok.asha, tok.ravi, tok.meera]) {
    const r = await query(s.app, token, "hpas.get", { id: mine });
    assert.equal([r.status, ids(r)], [200, [mine]]);
    const f = await query(s.app, token, "hpas.get", { id: foreign });
    assert.equal([f.status, f.body.message], [404, HPA_MESSAGES.notFound]);
  }
  assert.is((await query(s.app, tok.otherFcp, "hpas.get", { id: foreign })).status, 200);
  assert.is((await query(s.app, tok.asha, "hpas.get", { id: 2_000_000_000 })).status, 404);
  assert.is((await query(s.app, tok.asha, "hpas.get", { id: "x" })).status, 400);
});

test("hpas.add: an FCP adds one under their own account; it is listed; managers may not add", async () => {
  const r = await add(tok.asha, valid({ email__c: "kala@kendra.in", city__c: "Pune" }));
  assert.is(r.status, 200);
  const id = ids(r)[0]!;
  const stored = (await rows("SELECT fcp__c, recordtypeid, assigned_by__c, email__c, state__c FROM hpa__c WHERE id = $1", [id]))[0];
  assert.equal(stored, {
    fcp__c: DEMO_FCP.sfid,
    recordtypeid: RECORD_TYPES.hobbyCentres,
    assigned_by__c: null,
    email__c: "kala@kendra.in",
    state__c: null,
  });
  const listed = await query(s.app, tok.asha, "hpas.list", {});
  assert.is(ids(listed)[0], id);
  assert.is(listed.body.rows![0]!.type, "Hobby Centres");
  for (const token of [tok.ravi, tok.meera]) assert.is((await add(token, valid({ mobile__c: "5123456780" }))).status, 403);
});

test("hpas.add: bad values are a 400 at their field, nothing written", async () => {
  const before = (await rows("SELECT count(*)::int AS n FROM hpa__c"))[0].n;
  const cases: Array<[Partial<HpaValues>, string, string]> = [
    [{ name: "  " }, "name", HPA_MESSAGES.name],
    [{ type: "" }, "type", HPA_MESSAGES.type],
    [{ type: "Wizard" }, "type", HPA_MESSAGES.type],
    [{ mobile__c: "" }, "mobile__c", HPA_MESSAGES.mobileRequired],
    [{ mobile__c: "98765" }, "mobile__c", mobileRefusal(HPA_MESSAGES.mobileInvalid)],
    [{ mobile__c: "+929876543210" }, "mobile__c", mobileRefusal(HPA_MESSAGES.mobileInvalid)],
    [{ email__c: "nope" }, "email__c", HPA_MESSAGES.email],
    [{ city__c: "x".repeat(201) }, "city__c", "City is too long (at most 200 characters)"],
  ];
  for (const [over, field, message] of cases) {
    const r = await add(tok.asha, valid({ mobile__c: "5000000001", ...over }));
    assert.equal([r.status, r.body.message, (r.body as { field?: string }).field], [400, message, field], JSON.stringify(over));
  }
  assert.is((await add(tok.asha, { ...valid({ mobile__c: "5000000001" }), fcp__c: otherFcpSfid })).status, 400, "no other field");
  assert.is((await rows("SELECT count(*)::int AS n FROM hpa__c"))[0].n, before);
});

test("hpas.add: a mobile already held is a 409 at the mobile field, nothing written; another's, a free and a removed HPA's number get the same words, naming nobody", async () => {
  const foreign = (await rows("SELECT mobile__c, name FROM hpa__c WHERE fcp__c = $1 LIMIT 1", [otherFcpSfid]))[0];
  const free = (await rows("SELECT mobile__c FROM hpa__c WHERE fcp__c IS NULL AND isdeleted IS NOT TRUE ORDER BY id LIMIT 1"))[0].mobile__c;
  await db.db.query("INSERT INTO hpa__c (name, recordtypeid, mobile__c, fcp__c, isdeleted) VALUES ('Removed One', $2, '5999999901', $1, true)", [
    otherFcpSfid,
    recordTypeOf("Art Maker"),
  ]);
  const before = (await rows("SELECT count(*)::int AS n FROM hpa__c"))[0].n;
  const answers = [];
  for (const mobile__c of [foreign.mobile__c, free, "5999999901"]) {
    const r = await add(tok.asha, valid({ mobile__c, name: "Another" }));
    answers.push(JSON.stringify(r.body));
    assert.equal([r.status, r.body.message, (r.body as { field?: string }).field], [409, HPA_MESSAGES.duplicate, "mobile__c"], mobile__c);
    assert.not.ok(JSON.stringify(r.body).includes(foreign.name), "the HPA's name is not said");
  }
  assert.is(new Set(answers).size, 1, "one answer, whoever holds the number");
  // the caller's own HPA is named as theirs ("5123456789" was added by Asha above)
  const mine = await add(tok.asha, valid({ mobile__c: "5123456789", name: "Another" }));
  assert.equal([mine.status, mine.body.message, (mine.body as { field?: string }).field], [409, HPA_MESSAGES.linkMine, "mobile__c"]);
  assert.is((await rows("SELECT count(*)::int AS n FROM hpa__c"))[0].n, before);
});

test("hpas.add: a number as people type it (+91 98765 43210) is kept as its ten digits; typed another way it is the same HPA (409)", async () => {
  assert.is((await rows("SELECT count(*)::int AS n FROM hpa__c WHERE mobile__c = '9876543210'"))[0].n, 0, "a number nobody holds");
  const r = await add(tok.asha, valid({ mobile__c: "+91 98765 43210", name: "Typed As Spoken" }));
  assert.is(r.status, 200);
  assert.equal(await rows("SELECT mobile__c FROM hpa__c WHERE id = $1", [ids(r)[0]]), [{ mobile__c: "9876543210" }]);
  for (const mobile__c of ["09876543210", "919876543210", "98765-43210"]) {
    const again = await add(tok.asha, valid({ mobile__c, name: "Again" }));
    assert.equal([again.status, (again.body as { field?: string }).field], [409, "mobile__c"], mobile__c);
  }
});

test("hpas.add: the same idempotency key writes once and answers the same id", async () => {
  const key = newKey();
  const a = await add(tok.asha, valid({ mobile__c: "5222222222" }), key);
  const b = await add(tok.asha, valid({ mobile__c: "5222222222" }), key);
  assert.equal([a.status, b.status], [200, 200]);
  assert.equal(ids(a), ids(b));
  assert.is((await rows("SELECT count(*)::int AS n FROM hpa__c WHERE mobile__c = '5222222222'"))[0].n, 1);
});

test("hpas.link: an FCP adds a nobody's HPA by mobile; another's is not found; their own is a 409; managers may not", async () => {
  const free = (await rows("SELECT id, mobile__c FROM hpa__c WHERE fcp__c IS NULL ORDER BY id LIMIT 1"))[0];
  for (const token of [tok.ravi, tok.meera])
    assert.is((await query(s.app, token, "hpas.link", { values: { mobile__c: free.mobile__c } }, newKey())).status, 403);
  const r = await query(s.app, tok.asha, "hpas.link", { values: { mobile__c: free.mobile__c } }, newKey());
  assert.equal([r.status, ids(r)], [200, [free.id]]);
  assert.ok(ids(await query(s.app, tok.asha, "hpas.list", {})).includes(free.id));
  const again = await query(s.app, tok.asha, "hpas.link", { values: { mobile__c: free.mobile__c } }, newKey());
  assert.equal([again.status, (again.body as { field?: string }).field, again.body.message], [409, "mobile__c", HPA_MESSAGES.linkMine]);
  const theirs = (await rows("SELECT mobile__c FROM hpa__c WHERE fcp__c = $1 LIMIT 1", [otherFcpSfid]))[0].mobile__c;
  const f = await query(s.app, tok.asha, "hpas.link", { values: { mobile__c: theirs } }, newKey());
  assert.equal([f.status, (f.body as { field?: string }).field, f.body.message], [404, "mobile__c", HPA_MESSAGES.linkNone]);
  assert.is((await rows("SELECT fcp__c FROM hpa__c WHERE mobile__c = $1", [theirs]))[0].fcp__c, otherFcpSfid, "unchanged");
  const bad = await query(s.app, tok.asha, "hpas.link", { values: { mobile__c: "12" } }, newKey());
  assert.equal([bad.status, (bad.body as { field?: string }).field], [400, "mobile__c"]);
});

test.run();
