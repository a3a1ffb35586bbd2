// Outlets for CMDI (list, search, get, insert, update, delete) and the WSS / article lists,
// through POST /api/query on the seeded demo data (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { emptyOutletValues, Outlet, OUTLET_STATE_INVALID, type OutletValues } from "../../src/codecs/outlet.ts";
import { Article, WssMapping } from "../../src/codecs/reference.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
/** ravi = demo CMDI, other = another CMDI, third = a CMDI used for the 1000-row cap; asha = FCP of Ravi, otherFcp = FCP of other. */
const tok: Record<"ravi" | "other" | "third" | "asha" | "otherFcp" | "meera", string> = {} as never;
let other = "";
let third = "";

const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
const count = async (where = "true", params: unknown[] = []) =>
  (await rows(`SELECT count(*)::int AS n FROM outlets WHERE ${where}`, params))[0].n as number;
const ownIds = async (cmdi: string) =>
  (await rows("SELECT id FROM outlets WHERE cmdi_name__c = $1 ORDER BY id DESC", [cmdi])).map((r) => r.id as number);
let keyNo = 0;
const newKey = () => ({ "idempotency-key": `outlet-test-${++keyNo}-${Date.now()}` });
const ids = (r: { body: { rows?: Record<string, unknown>[] } }) => (r.body.rows ?? []).map((o) => o.id as number);

const valid = (over: Partial<OutletValues> = {}): OutletValues => ({
  ...emptyOutletValues(),
  outletname__c: "Test Paints",
  outletcode__c: "TST001",
  mobile_no__c: "+91 98765 43210",
  state__c: "Maharashtra - 13",
  wss_phone__c: "+91 9876543211",
  tsi_tty_phone__c: "09876543212",
  cluster_bm_mobile_no__c: "919876543213",
  rsm_phone__c: "+91-9876543214",
  ...over,
});
const insert = (token: string, values: unknown, headers = newKey()) => query(s.app, token, "outlets.insert", { values }, headers);

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  const cmdis = await rows(
    "SELECT sfid, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 ORDER BY id LIMIT 2",
    [DEMO_CMDI.sfid],
  );
  other = cmdis[0].sfid;
  third = cmdis[1].sfid;
  const otherFcp = (
    await rows("SELECT phone FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 ORDER BY id LIMIT 1", [FCP_RECORD_TYPE, other])
  )[0].phone;
  const signIn = async (role: string, mobile: string) => (await login(s.app, role, mobile)).body.token;
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.other = await signIn("CMDI", cmdis[0].mobile);
  tok.third = await signIn("CMDI", cmdis[1].mobile);
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.otherFcp = await signIn("FCP", otherFcp);
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

test("outlets.list: a CMDI gets exactly their own outlets, newest first, as Outlet rows with state labels", async () => {
  const r = await query(s.app, tok.ravi, "outlets.list", {});
  assert.is(r.status, 200);
  assert.ok(t.array(Outlet).is(r.body.rows));
  assert.equal(ids(r), await ownIds(DEMO_CMDI.sfid));
  assert.ok(ids(r).length >= 100, "the demo CMDI has plenty of outlets");
  assert.ok(r.body.rows!.every((o) => o.cmdi_name__c === DEMO_CMDI.sfid));
  assert.ok(
    r.body.rows!.some((o) => o.mobile_no__c === null),
    "some demo outlets have no mobile",
  );
  const mh = r.body.rows!.find((o) => o.state__c === "Maharashtra - 13");
  assert.is(mh?.state_label, "Maharashtra");
  const theirs = await query(s.app, tok.other, "outlets.list", {});
  assert.equal(ids(theirs), await ownIds(other));
  assert.ok(ids(theirs).length > 0);
  assert.not.ok(
    ids(theirs).some((id) => ids(r).includes(id)),
    "no outlet in both lists",
  );
});

test("outlets.list: an FCP sees their assigned CMDI's outlets; an AMMD (no assigned CMDI) sees none", async () => {
  assert.equal(ids(await query(s.app, tok.asha, "outlets.list", {})), await ownIds(DEMO_CMDI.sfid));
  assert.equal(ids(await query(s.app, tok.otherFcp, "outlets.list", {})), await ownIds(other));
  const meera = await query(s.app, tok.meera, "outlets.list", {});
  assert.is(meera.status, 200);
  assert.equal(meera.body.rows, []);
  assert.is((await query(s.app, tok.ravi, "outlets.list", { cmdi: other })).status, 400, "the scope cannot be passed in");
});

test("outlets.list: at most 1000 rows, the newest", async () => {
  await db.db.query(
    "INSERT INTO outlets (outletname__c, outletcode__c, cmdi_name__c) SELECT 'Bulk ' || g, 'BULK' || g, $1 FROM generate_series(1, 1100) g",
    [third],
  );
  try {
    const r = await query(s.app, tok.third, "outlets.list", {});
    assert.is(r.status, 200);
    assert.is(r.body.rows!.length, 1000);
    assert.equal(ids(r), (await ownIds(third)).slice(0, 1000));
    const found = await query(s.app, tok.third, "outlets.search", { q: "bulk" });
    assert.is(found.body.rows!.length, 1000);
  } finally {
    await db.db.query("DELETE FROM outlets WHERE cmdi_name__c = $1 AND outletcode__c LIKE 'BULK%'", [third]);
  }
});

test("outlets.search: two characters (after trim) -> 400 with a clear message; three run", async () => {
  for (const q of ["ab", "  ab  ", "", "   "]) {
    const r = await query(s.app, tok.ravi, "outlets.search", { q });
    assert.is(r.status, 400, JSON.stringify(q));
    assert.is(r.body.error, "bad_request");
    assert.is(r.body.message, "Type at least 3 characters to search outlets");
  }
  assert.is((await query(s.app, tok.ravi, "outlets.search", {})).status, 400);
  assert.is((await query(s.app, tok.ravi, "outlets.search", { q: 123 })).status, 400);
  assert.is((await query(s.app, tok.ravi, "outlets.search", { q: "x".repeat(101) })).status, 400);
});

test("outlets.search: 3+ characters match name or code, case-insensitively, within the caller's scope", async () => {
  const all = (await query(s.app, tok.ravi, "outlets.list", {})).body.rows!;
  const expect = (needle: string) =>
    all
      .filter((o) =>
        [o.outletname__c, o.outletcode__c].some((v) =>
          String(v ?? "")
            .toLowerCase()
            .includes(needle.toLowerCase()),
        ),
      )
      .map((o) => o.id as number);
  const name = String(all[0]!.outletname__c);
  const byName = name.slice(0, 3).toUpperCase();
  const r = await query(s.app, tok.ravi, "outlets.search", { q: `  ${byName} ` });
  assert.is(r.status, 200);
  assert.ok(r.body.rows!.length > 0);
  assert.equal(ids(r), expect(byName));
  const code = String(all[1]!.outletcode__c).toLowerCase();
  const byCode = await query(s.app, tok.ravi, "outlets.search", { q: code });
  assert.equal(ids(byCode), [all[1]!.id as number]);
  assert.equal(ids(await query(s.app, tok.asha, "outlets.search", { q: byName })), expect(byName), "an FCP searches their CMDI's outlets");
  assert.ok((await query(s.app, tok.ravi, "outlets.search", { q: "OUT" })).body.rows!.every((o) => o.cmdi_name__c === DEMO_CMDI.sfid));
});

test("outlets.search: no outlet of another CMDI leaks", async () => {
  const theirs = (await rows("SELECT outletcode__c, outletname__c FROM outlets WHERE cmdi_name__c = $1 ORDER BY id LIMIT 1", [other]))[0];
  const r = await query(s.app, tok.ravi, "outlets.search", { q: theirs.outletcode__c });
  assert.is(r.status, 200);
  assert.equal(r.body.rows, []);
  const mine = await query(s.app, tok.other, "outlets.search", { q: theirs.outletcode__c });
  assert.is(mine.body.rows!.length, 1);
  const byName = await query(s.app, tok.ravi, "outlets.search", { q: theirs.outletname__c });
  assert.ok(byName.body.rows!.every((o) => o.cmdi_name__c === DEMO_CMDI.sfid));
  assert.equal((await query(s.app, tok.meera, "outlets.search", { q: theirs.outletcode__c })).body.rows, []);
});

test("outlets.search: % and _ typed by the user match literally", async () => {
  for (const name of ["Rate 100% Paints", "Rate 1000 Paints", "Colour_Hub Stores", "ColourXHub Stores"]) {
    assert.is((await insert(tok.ravi, valid({ outletname__c: name }))).status, 200);
  }
  const names = async (q: string) => (await query(s.app, tok.ravi, "outlets.search", { q })).body.rows!.map((o) => o.outletname__c).sort();
  assert.equal(await names("0% P"), ["Rate 100% Paints"]);
  assert.equal(await names("r_h"), ["Colour_Hub Stores"]);
  assert.equal(await names("%%%"), []);
  assert.equal(await names("___"), []);
  assert.equal(await names("\\%_"), []);
});

test("outlets.get: own outlet; another CMDI's or a missing one is 404 not_found", async () => {
  const mine = (await ownIds(DEMO_CMDI.sfid))[5]!;
  const r = await query(s.app, tok.ravi, "outlets.get", { id: mine });
  assert.is(r.status, 200);
  assert.equal(ids(r), [mine]);
  assert.ok(t.array(Outlet).is(r.body.rows));
  assert.equal(ids(await query(s.app, tok.asha, "outlets.get", { id: mine })), [mine], "an FCP reads their CMDI's outlet");
  const theirs = (await ownIds(other))[0]!;
  for (const [token, id] of [
    [tok.ravi, theirs],
    [tok.ravi, 99_999_999],
    [tok.meera, mine],
    [tok.otherFcp, mine],
  ] as const) {
    const x = await query(s.app, token, "outlets.get", { id });
    assert.is(x.status, 404);
    assert.equal(x.body, { error: "not_found", message: "This outlet was not found" });
  }
  for (const id of ["1 OR 1=1", 0, -1, 1.5, 2 ** 31, null]) assert.is((await query(s.app, tok.ravi, "outlets.get", { id })).status, 400, String(id));
});

test("outlets.insert: a CMDI adds an outlet owned by their sfid, trimmed, empty optionals null, audited", async () => {
  const before = await count();
  const r = await insert(tok.ravi, valid({ outletname__c: "  Sharma Paints  ", address__c: "" }));
  assert.is(r.status, 200);
  const id = ids(r)[0]!;
  assert.equal(r.body.rows, [{ id }]);
  assert.is(await count(), before + 1);
  const row = (await rows("SELECT * FROM outlets WHERE id = $1", [id]))[0];
  assert.equal([row.cmdi_name__c, row.outletname__c, row.address__c, row.active__c], [DEMO_CMDI.sfid, "Sharma Paints", null, true]);
  // every phone as people type it ("+91 98765 43210", "+91 9876543211", "09876543212", ...), kept as its ten digits (issue 49)
  assert.equal(
    [row.mobile_no__c, row.wss_phone__c, row.tsi_tty_phone__c, row.cluster_bm_mobile_no__c, row.rsm_phone__c],
    ["9876543210", "9876543211", "9876543212", "9876543213", "9876543214"],
  );
  const a = await rows("SELECT subject, detail FROM app_audit WHERE action = 'outlet.insert' AND (detail->>'outlet')::int = $1", [id]);
  assert.is(a.length, 1);
  assert.not.match(JSON.stringify(a[0].detail), /9876543|Sharma/, "the audit names the outlet, not its contents");
  const got = await query(s.app, tok.ravi, "outlets.get", { id });
  assert.is(got.body.rows![0]!.state_label, "Maharashtra");
});

test("outlets.insert: the owner cannot be chosen by the caller", async () => {
  const before = await count();
  const inValues = await insert(tok.ravi, { ...valid(), cmdi_name__c: other });
  assert.is(inValues.status, 400);
  assert.match(inValues.body.message!, /Unknown outlet field: cmdi_name__c/);
  const topLevel = await query(s.app, tok.ravi, "outlets.insert", { values: valid(), cmdi_name__c: other }, newKey());
  assert.is(topLevel.status, 400);
  assert.is(await count(), before);
});

test("outlets.insert: a bad phone -> 400 with the spec's message and field, no row, and the key stays usable", async () => {
  const before = await count();
  const key = newKey();
  const r = await insert(tok.ravi, valid({ mobile_no__c: "12345" }), key);
  assert.is(r.status, 400);
  assert.equal(r.body, { error: "bad_request", message: "Phone number is not valid (ten digits, for example 98765 43210)", field: "mobile_no__c" });
  const rsm = await insert(tok.ravi, valid({ rsm_phone__c: "" }));
  assert.equal([rsm.status, rsm.body.message], [400, "RSM Phone Number is required!"]);
  const nameless = await insert(tok.ravi, valid({ outletname__c: "   " }));
  assert.equal([nameless.status, nameless.body.message], [400, "Outlet Name is required"]);
  const state = await insert(tok.ravi, valid({ state__c: "Atlantis - 99" }));
  assert.equal([state.status, state.body.message, (state.body as { field?: string }).field], [400, OUTLET_STATE_INVALID, "state__c"]);
  const long = await insert(tok.ravi, valid({ city_town__c: "x".repeat(501) }));
  assert.equal(
    long.body,
    { error: "bad_request", message: "City/Town is too long (at most 500 characters)", field: "city_town__c" },
    "the form codec's own rule",
  );
  assert.is((await insert(tok.ravi, "not an object")).status, 400);
  assert.is(await count(), before);
  const retry = await insert(tok.ravi, valid({ outletname__c: "After a typo" }), key);
  assert.is(retry.status, 200, "a failed write does not burn its key");
  assert.is(await count(), before + 1);
  assert.is((await insert(tok.ravi, valid({ state__c: "" }))).status, 200, "state may be empty");
  assert.is((await insert(tok.ravi, valid({ city_town__c: "x".repeat(500) }))).status, 200, "500 characters are kept");
});

test("outlets.insert: the same idempotency key twice -> one row, the same id", async () => {
  const key = newKey();
  const first = await insert(tok.ravi, valid({ outletname__c: "Once Only Traders" }), key);
  const again = await insert(tok.ravi, valid({ outletname__c: "Once Only Traders" }), key);
  assert.is(first.status, 200);
  assert.equal(again.body, first.body);
  assert.is(again.headers["idempotent-replayed"], "true");
  assert.is(await count("outletname__c = $1", ["Once Only Traders"]), 1);
  const noKey = await query(s.app, tok.ravi, "outlets.insert", { values: valid({ outletname__c: "No Key Traders" }) });
  assert.equal([noKey.status, noKey.body.error], [400, "missing_idempotency_key"]);
  assert.is(await count("outletname__c = $1", ["No Key Traders"]), 0);
});

test("outlets.update: a CMDI changes their own outlet; another CMDI's stays as it was (404)", async () => {
  const mine = (await ownIds(DEMO_CMDI.sfid))[10]!;
  const r = await query(
    s.app,
    tok.ravi,
    "outlets.update",
    { id: mine, values: valid({ outletname__c: "Renamed Paints", city_town__c: "Pune" }) },
    newKey(),
  );
  assert.is(r.status, 200);
  assert.equal(r.body.rows, [{ id: mine, version: 2 }], "an update answers the row's new version (decision 079)");
  const row = (await rows("SELECT outletname__c, city_town__c, cmdi_name__c FROM outlets WHERE id = $1", [mine]))[0];
  assert.equal(row, { outletname__c: "Renamed Paints", city_town__c: "Pune", cmdi_name__c: DEMO_CMDI.sfid });
  assert.is(
    (await rows("SELECT count(*)::int AS n FROM app_audit WHERE action = 'outlet.update' AND (detail->>'outlet')::int = $1", [mine]))[0].n,
    1,
  );

  const theirs = (await ownIds(other))[0]!;
  const snapshot = async () => (await rows("SELECT * FROM outlets WHERE id = $1", [theirs]))[0];
  const before = await snapshot();
  const x = await query(s.app, tok.ravi, "outlets.update", { id: theirs, values: valid({ outletname__c: "Stolen" }) }, newKey());
  assert.equal([x.status, x.body.error], [404, "not_found"]);
  assert.equal(await snapshot(), before);
  const missing = await query(s.app, tok.ravi, "outlets.update", { id: 99_999_999, values: valid() }, newKey());
  assert.is(missing.status, 404);
  const bad = await query(s.app, tok.ravi, "outlets.update", { id: mine, values: valid({ wss_phone__c: "abc" }) }, newKey());
  assert.equal([bad.status, bad.body.message], [400, "WSS phone number is not valid (ten digits, for example 98765 43210)"]);
  assert.is((await rows("SELECT wss_phone__c FROM outlets WHERE id = $1", [mine]))[0].wss_phone__c, "9876543211");
});

test("outlets.update from a version (decision 079): a field nobody else touched merges, a field both changed is a conflict that writes nothing", async () => {
  const id = (await ownIds(DEMO_CMDI.sfid))[12]!;
  const get = async () => (await query(s.app, tok.ravi, "outlets.get", { id })).body.rows![0] as Record<string, unknown>;
  await query(s.app, tok.ravi, "outlets.update", { id, values: valid() }, newKey());
  const start = await get();
  const base = {
    version: start.version as number,
    values: Object.fromEntries(Object.keys(emptyOutletValues()).map((k) => [k, (start[k] as string | null) ?? ""])),
  };
  const from = base.values as OutletValues;
  // phone A: the city and the district, from the version both started from
  const a = await query(
    s.app,
    tok.ravi,
    "outlets.update",
    { id, values: { ...from, city_town__c: "Pune A", district__c: "Haveli" }, base },
    newKey(),
  );
  assert.equal(a.body.rows, [{ id, version: base.version + 1 }], JSON.stringify(a.body));
  // phone B, from the same version: the address only (nobody else touched it): merged, A's fields kept
  const b = await query(s.app, tok.ravi, "outlets.update", { id, values: { ...from, address__c: "12 MG Road" }, base }, newKey());
  assert.equal(b.body.rows, [{ id, version: base.version + 2 }]);
  const merged = await get();
  assert.equal([merged.city_town__c, merged.district__c, merged.address__c], ["Pune A", "Haveli", "12 MG Road"]);
  // phone C, from the same old version: the city too (both changed it, differently) and the region: refused whole
  const before = (await rows("SELECT * FROM outlets WHERE id = $1", [id]))[0];
  const c = (await query(
    s.app,
    tok.ravi,
    "outlets.update",
    { id, values: { ...from, city_town__c: "Pune C", region__c: "West" }, base },
    newKey(),
  )) as unknown as {
    status: number;
    body: { error: string; message: string; conflict: { version: number; current: Record<string, string>; fields: string[] } };
  };
  assert.equal(
    [c.status, c.body.error, c.body.message],
    [409, "conflict", "Someone else changed this since you started. Choose which values to keep."],
  );
  assert.equal(c.body.conflict.fields, ["city_town__c"]);
  assert.is(c.body.conflict.version, base.version + 2);
  assert.equal([c.body.conflict.current.city_town__c, c.body.conflict.current.address__c], ["Pune A", "12 MG Road"]);
  assert.equal((await rows("SELECT * FROM outlets WHERE id = $1", [id]))[0], before, "a conflict changes nothing");
  // the same value on both sides is no conflict
  const same = await query(s.app, tok.ravi, "outlets.update", { id, values: { ...from, city_town__c: "Pune A" }, base }, newKey());
  assert.is(same.status, 200);
  // the answer to the conflict: from the version it named, with C's city and region
  const now = { version: c.body.conflict.version + 1, values: { ...c.body.conflict.current } };
  const answer = await query(
    s.app,
    tok.ravi,
    "outlets.update",
    { id, values: valid({ ...now.values, city_town__c: "Pune C", region__c: "West" }), base: now },
    newKey(),
  );
  assert.is(answer.status, 200);
  const end = await get();
  assert.equal([end.city_town__c, end.region__c, end.district__c, end.address__c], ["Pune C", "West", "Haveli", "12 MG Road"]);
  // a write without a base (queued before versions) is the last write, as before
  const old = await query(s.app, tok.ravi, "outlets.update", { id, values: valid({ ...now.values, city_town__c: "Old Write" }) }, newKey());
  assert.is(old.status, 200);
  assert.is((await get()).city_town__c, "Old Write");
});

test("outlets.delete: own outlet goes; another CMDI's stays (404); a second delete is 404", async () => {
  const theirs = (await ownIds(other))[1]!;
  const x = await query(s.app, tok.ravi, "outlets.delete", { id: theirs }, newKey());
  assert.equal([x.status, x.body.error], [404, "not_found"]);
  assert.is(await count("id = $1", [theirs]), 1);
  const mine = ids(await insert(tok.ravi, valid({ outletname__c: "Short Lived" })))[0]!;
  const key = newKey();
  const r = await query(s.app, tok.ravi, "outlets.delete", { id: mine }, key);
  assert.equal([r.status, r.body.rows], [200, [{ id: mine }]]);
  assert.is(await count("id = $1", [mine]), 0);
  assert.equal((await query(s.app, tok.ravi, "outlets.delete", { id: mine }, key)).body, r.body, "a repeated key replays");
  assert.is((await query(s.app, tok.ravi, "outlets.delete", { id: mine }, newKey())).status, 404);
  assert.is((await query(s.app, tok.ravi, "outlets.get", { id: mine })).status, 404);
});

test("FCP and AMMD cannot insert, update or delete outlets (403), and nothing changes", async () => {
  const mine = (await ownIds(DEMO_CMDI.sfid))[3]!;
  const before = await rows("SELECT * FROM outlets WHERE id = $1", [mine]);
  const total = await count();
  for (const token of [tok.asha, tok.meera]) {
    const answers = [
      await insert(token, valid()),
      await query(s.app, token, "outlets.update", { id: mine, values: valid({ outletname__c: "Hijacked" }) }, newKey()),
      await query(s.app, token, "outlets.delete", { id: mine }, newKey()),
    ];
    for (const a of answers) assert.equal([a.status, a.body.error], [403, "forbidden"]);
  }
  assert.is(await count(), total);
  assert.equal(await rows("SELECT * FROM outlets WHERE id = $1", [mine]), before);
});

test("params carrying SQL text change nothing", async () => {
  const total = await count();
  const evil = "'; DROP TABLE outlets; --";
  const search = await query(s.app, tok.ravi, "outlets.search", { q: evil });
  assert.equal([search.status, search.body.rows], [200, []]);
  for (const a of [
    await query(s.app, tok.ravi, "outlets.get", { id: "1; DELETE FROM outlets" }),
    await query(s.app, tok.ravi, "outlets.delete", { id: "1 OR 1=1" }, newKey()),
    await query(s.app, tok.ravi, "outlets.update", { id: "0 OR cmdi_name__c IS NOT NULL", values: valid() }, newKey()),
    await insert(tok.ravi, { ...valid(), "outletname__c) VALUES ('x'); --": "x" }),
  ])
    assert.is(a.status, 400, JSON.stringify(a.body));
  assert.is(await count(), total);
  const stored = await insert(tok.ravi, valid({ outletname__c: evil, outletcode__c: "x' OR '1'='1" }));
  assert.is(stored.status, 200);
  const row = (await rows("SELECT outletname__c, outletcode__c FROM outlets WHERE id = $1", [ids(stored)[0]]))[0];
  assert.equal(row, { outletname__c: evil, outletcode__c: "x' OR '1'='1" }, "stored as data");
  assert.is(await count(), total + 1);
  assert.is((await query(s.app, tok.ravi, "outlets.search", { q: "DROP TABLE" })).body.rows!.length, 1);
});

test("wss.list: the CMDI's mappings ordered by tsi_tty_name__c; FCP gets their CMDI's; AMMD none", async () => {
  const r = await query(s.app, tok.ravi, "wss.list", {});
  assert.is(r.status, 200);
  assert.ok(t.array(WssMapping).is(r.body.rows));
  const expected = await rows("SELECT id FROM wss_territory_mapping__c WHERE assigned_cmdi__c = $1 ORDER BY tsi_tty_name__c, id", [DEMO_CMDI.sfid]);
  assert.ok(expected.length >= 20);
  assert.equal(
    ids(r),
    expected.map((x) => x.id as number),
  );
  const initials = r.body.rows!.map((w) => String(w.tsi_tty_name__c)[0]!);
  assert.equal(initials, [...initials].sort(), "ordered by TTY name");
  assert.ok(r.body.rows!.every((w) => w.assigned_cmdi__c === DEMO_CMDI.sfid));
  assert.equal(ids(await query(s.app, tok.asha, "wss.list", {})), ids(r));
  const theirs = await query(s.app, tok.other, "wss.list", {});
  assert.ok(theirs.body.rows!.length > 0 && theirs.body.rows!.every((w) => w.assigned_cmdi__c === other));
  assert.equal((await query(s.app, tok.meera, "wss.list", {})).body.rows, []);
  assert.is((await query(s.app, tok.ravi, "wss.list", { assigned_cmdi__c: other })).status, 400);
});

test("articles.list: only active articles, with codes and prices", async () => {
  const r = await query(s.app, tok.asha, "articles.list", {});
  assert.is(r.status, 200);
  assert.ok(t.array(Article).is(r.body.rows));
  const active = await rows("SELECT id FROM article__c WHERE active__c ORDER BY id");
  const inactive = await rows("SELECT id FROM article__c WHERE NOT active__c");
  assert.ok(inactive.length > 0, "the demo data has inactive articles");
  assert.equal(
    [...ids(r)].sort((a, b) => a - b),
    active.map((x) => x.id as number),
  );
  assert.not.ok(ids(r).some((id) => inactive.some((x) => x.id === id)));
  assert.ok(r.body.rows!.every((a) => typeof a.mrp__c === "number" && typeof a.material_code__c === "string"));
  assert.is((await query(s.app, tok.ravi, "articles.list", {})).body.rows!.length, active.length);
});

test.run();
