// Rows the database writes as JSON (decision 051): an op asked by the HTTP route may give its rows
// as PostgreSQL's row_to_json texts, sent as they are. The answer must be byte for byte the one the
// object form gives (JSON.stringify of the driver's rows, as before), every row must still decode
// with the op's row codec, and a text the codec refuses is refused as a row object would be. On
// PGlite, and on PostgreSQL in the suite's PostgreSQL pass.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { defineRead, noParams } from "../../src/codecs/contract.ts";
import { resolveSession } from "../../server/auth/sessions.ts";
import { DEMO_ACCOUNTS, DEMO_AMMD, DEMO_CMDI } from "../../server/db/demo.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import { createRegistry, defineOp, RowTexts } from "../../server/ops/registry.ts";
import { login, openSeededDb, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let first: TestApp, every: TestApp;
const Row = t.type({ id: t.number, name: t.string });
const wrongType = defineOp(
  defineRead("test.textWrongType", { params: noParams, row: Row, roles: "any" }),
  async () => new RowTexts(['{"id":"1","name":"a"}']),
);
const wrongLater = defineOp(
  defineRead("test.textWrongLater", { params: noParams, row: Row, roles: "any" }),
  async () => new RowTexts(['{"id":1,"name":"a"}', '{"id":2,"name":null}']),
);
const spaced = defineOp(
  defineRead("test.textSpaced", { params: noParams, row: Row, roles: "any" }),
  async () => new RowTexts(['{"id": 1, "name": "a"}']),
);
const TEST_OPS = [wrongType, wrongLater, spaced];

test.before(async () => {
  db = await openSeededDb();
  first = await testApp(db.db, { config: { rowCheck: "first" }, ops: [...ALL_OPS, ...TEST_OPS] });
  every = await testApp(db.db, { config: { rowCheck: "every" }, ops: [...ALL_OPS, ...TEST_OPS] });
});
test.after(async () => {
  await first.app.close();
  await every.app.close();
  await db.close();
});

const raw = async (s: TestApp, token: string, op: string, params: unknown = {}, sync?: unknown) => {
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: sync === undefined ? { op, params } : { op, params, sync },
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: r.statusCode, text: r.payload, type: r.headers["content-type"] };
};

test("every read op as every demo person: the answer sent is byte for byte the object form's, and the ops that can give JSON texts do", async () => {
  const one = async (sql: string, params: unknown[]) => (await db.db.query(sql, params)).rows[0];
  // a name with every character JSON escapes or passes through: quotes, backslash, control characters, non-ASCII, U+2028
  const tricky = await one("SELECT id FROM outlets WHERE cmdi_name__c = $1 ORDER BY id LIMIT 1", [DEMO_CMDI.sfid]);
  await db.db.query("UPDATE outlets SET outletname__c = $2, address__c = $3 WHERE id = $1", [
    tricky.id,
    'Q"uote\\ back\nline\ttab\u0001\u001f\u007f é ह 😀 \u2028 </script>',
    "\r\b\f",
  ]);
  const workshop = await one("SELECT id FROM opportunity WHERE assigned_ammd__c = $1 ORDER BY id LIMIT 1", [DEMO_AMMD.sfid]);
  const TYPICAL: Record<string, unknown> = {
    "outlets.get": { id: tricky.id },
    "outlets.search": { q: "uote" },
    "workshops.details": { id: workshop.id },
    "super.workshops": { sfid: DEMO_CMDI.sfid, type: "CMDI" },
  };
  const plain = createRegistry(ALL_OPS, undefined, "every");
  const asTexts = new Set<string>();
  let compared = 0;
  for (const d of DEMO_ACCOUNTS) {
    const token = (await login(first.app, d.role, d.mobile)).body.token as string;
    const session = (await resolveSession(db.db, token))!;
    for (const op of ALL_OPS.filter((o) => !o.write)) {
      const params = TYPICAL[op.name] ?? {};
      const objects = await plain.execute(db.db, session, op.name, params, null);
      const texts = await plain.execute(db.db, session, op.name, params, null, true);
      assert.is(texts.ok, objects.ok, `${op.name} as ${d.label}`);
      if (!objects.ok || !texts.ok) continue;
      if (texts.texts !== undefined && texts.texts.length > 0) asTexts.add(op.name);
      const expected = JSON.stringify({ rows: objects.rows });
      for (const s of [first, every]) {
        const a = await raw(s, token, op.name, params);
        assert.is(a.status, 200, `${op.name} as ${d.label}`);
        assert.is(a.type, "application/json; charset=utf-8");
        assert.is(a.text, expected, `${op.name} as ${d.label}: the same bytes as the object form`);
      }
      compared++;
    }
  }
  assert.ok(compared >= 20, `answers compared: ${compared}`);
  // the ops whose rows the database writes as JSON (a change that lost it would make the bench's figures silently the old ones)
  for (const name of ["outlets.list", "outlets.search", "outlets.get", "workshops.ammd", "workshops.mine", "super.workshops"])
    assert.ok(asTexts.has(name), `${name} gives its rows as the database's JSON`);
});

test("a refresh's answer from the database's JSON: the same bytes as from the row objects", async () => {
  const token = (await login(first.app, "CMDI", DEMO_CMDI.mobile)).body.token as string;
  const session = (await resolveSession(db.db, token))!;
  const objects = await createRegistry(ALL_OPS, undefined, "every").execute(db.db, session, "outlets.list", {}, null);
  assert.ok(objects.ok && objects.rows.length > 20);
  const a = await raw(first, token, "outlets.list", {}, null);
  assert.is(a.status, 200);
  const body = JSON.parse(a.text) as { rows: unknown[]; sync: { full: boolean; n: number } };
  assert.ok(body.sync.full && body.sync.n === body.rows.length);
  assert.is(a.text, JSON.stringify({ rows: objects.ok ? objects.rows : [], sync: body.sync }));
});

test("a JSON text the row codec refuses: a wrong first row by both checks, a wrong later row or another spacing by the suites' check", async () => {
  const token = (await login(first.app, "CMDI", DEMO_CMDI.mobile)).body.token as string;
  for (const s of [first, every]) assert.is((await raw(s, token, "test.textWrongType")).status, 500);
  assert.is((await raw(every, token, "test.textWrongLater")).status, 500, "every row checked: the null name of row 2 is caught");
  assert.is((await raw(first, token, "test.textWrongLater")).status, 200, "the first row only: what the suites are for");
  assert.is((await raw(every, token, "test.textSpaced")).status, 500, "a text that is not JSON.stringify's of its value");
  // asked without asText (in-process callers), the rows are objects parsed from the texts
  const session = (await resolveSession(db.db, token))!;
  const r = await createRegistry([...ALL_OPS, ...TEST_OPS], undefined, "first").execute(db.db, session, "test.textSpaced", {}, null);
  assert.ok(r.ok);
  if (r.ok) assert.equal(r.rows, [{ id: 1, name: "a" }]);
});

test.run();
