// The row check (decision 026): production checks the first row of each answer against the op's
// row codec, the suites check every row. Both must send the very same answer, for every read op as
// every demo person; a wrong SELECT is still refused in production at its first row.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { defineRead, noParams } from "../../src/codecs/contract.ts";
import { DEMO_ACCOUNTS, DEMO_AMMD, DEMO_CMDI } from "../../server/db/demo.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import { defineOp } from "../../server/ops/registry.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let first: TestApp, every: TestApp;
const Row = t.type({ id: t.number, name: t.string });
const badRows = defineOp(
  defineRead("test.badRows", { params: noParams, row: Row, roles: "any" }),
  async ({ db: q }) => (await q.query<t.TypeOf<typeof Row>>("SELECT 1 AS id, 'a' AS name UNION ALL SELECT 2, NULL ORDER BY id")).rows,
);
const badFirst = defineOp(defineRead("test.badFirst", { params: noParams, row: Row, roles: "any" }), async () => [{ id: "1", name: "a" } as never]);

test.before(async () => {
  db = await openSeededDb();
  const ops = [...ALL_OPS, badRows, badFirst];
  first = await testApp(db.db, { config: { rowCheck: "first" }, ops });
  every = await testApp(db.db, { config: { rowCheck: "every" }, ops });
});
test.after(async () => {
  await first.app.close();
  await every.app.close();
  await db.close();
});

test("every read op as every demo person: the same answer whether the first row or every row is checked", async () => {
  const one = async (sql: string, params: unknown[]) => (await db.db.query(sql, params)).rows[0];
  const outlet = await one("SELECT id FROM outlets WHERE cmdi_name__c = $1 ORDER BY id LIMIT 1", [DEMO_CMDI.sfid]);
  const workshop = await one("SELECT id FROM opportunity WHERE assigned_ammd__c = $1 ORDER BY id LIMIT 1", [DEMO_AMMD.sfid]);
  const TYPICAL: Record<string, unknown> = {
    "outlets.get": { id: outlet.id },
    "outlets.search": { q: "paint" },
    "workshops.details": { id: workshop.id },
    "super.workshops": { sfid: DEMO_CMDI.sfid, type: "CMDI" },
  };
  let compared = 0,
    rows = 0;
  for (const d of DEMO_ACCOUNTS) {
    const a = (await login(first.app, d.role, d.mobile)).body.token as string;
    for (const op of ALL_OPS.filter((o) => !o.write)) {
      const params = TYPICAL[op.name] ?? {};
      const x = await query(first.app, a, op.name, params);
      const y = await query(every.app, a, op.name, params);
      assert.is(x.status, y.status, `${op.name} as ${d.label}`);
      assert.equal(x.body, y.body, `${op.name} as ${d.label}: the same answer`);
      if (x.status === 200) {
        compared++;
        rows += x.body.rows!.length;
      }
    }
  }
  assert.ok(compared >= 10 && rows > 1000, `answers compared: ${compared}, rows: ${rows}`);
});

test("a wrong first row is refused by both; a wrong later row only by the suites' check", async () => {
  const token = (await login(first.app, "CMDI", DEMO_CMDI.mobile)).body.token as string;
  for (const s of [first, every]) assert.is((await query(s.app, token, "test.badFirst", {})).status, 500);
  assert.is((await query(every.app, token, "test.badRows", {})).status, 500, "every row checked: the NULL name of row 2 is caught");
  assert.is((await query(first.app, token, "test.badRows", {})).status, 200, "the first row only: what the suites are for");
});

test.run();
