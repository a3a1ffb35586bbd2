// The audit page's read (issue 46 item 4; decision 080) on the seeded demo data: every write is
// audited (by its op, or by the registry with the op's name); the super admin reads every row, an
// AMMD only the rows of their region's people, anyone else is refused; the filters (a person's
// name or mobile, a kind of record and its number, an action) narrow the rows, newest first.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { AUDIT_REFUSED } from "../../src/codecs/audit.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";
import { validOutletValues } from "./opParams.ts";

let db: TestDb;
let s: TestApp;
const tok = { fcp: "", cmdi: "", ammd: "", super: "" };
let keyNo = 0;
const newKey = () => ({ "idempotency-key": `audit-test-${++keyNo}-${Date.now()}` });
const rows = async <T>(sql: string, params: unknown[] = []) => (await db.db.query<T>(sql, params)).rows;
type Row = { id: number; at: string; who: string | null; role: string | null; action: string; kind: string | null; record: string | null };
const audit = async (token: string, params: Record<string, string> = {}) => {
  const r = await query(s.app, token, "audit.list", params);
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.rows as unknown as Row[];
};
/** A CMDI under another AMMD than the demo AMMD, and their audit subject. */
let foreign = { id: 0, name: "" };

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db, { config: { logLevel: "error" } });
  tok.fcp = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  tok.cmdi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  tok.ammd = (await login(s.app, "AMMD", DEMO_AMMD.mobile)).body.token;
  tok.super = (await login(s.app, "AMMD", DEMO_SUPER.mobile)).body.token;
  foreign = (
    await rows<{ id: number; name: string }>(
      "SELECT id, name FROM product_user__c WHERE type__c = 'CMDI' AND reporting_to_ammd__c IS DISTINCT FROM $1 AND name IS NOT NULL ORDER BY id LIMIT 1",
      [DEMO_AMMD.sfid],
    )
  )[0]!;
  assert.ok(foreign, "a CMDI of another region");
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("a write its op audits: the row names the person, their role, the action and the record", async () => {
  const made = await query(s.app, tok.cmdi, "outlets.insert", { values: validOutletValues("Audit Paints") }, newKey());
  assert.is(made.status, 200);
  const id = made.body.rows![0]!.id as number;
  const seen = await audit(tok.super, { kind: "outlet", record: String(id) });
  assert.is(seen.length, 1);
  assert.equal(
    { ...seen[0], id: 0, at: "" },
    { id: 0, at: "", who: DEMO_CMDI.name, role: "CMDI", action: "outlet.insert", kind: "outlet", record: String(id) },
  );
  assert.ok(Math.abs(Date.parse(seen[0]!.at) - Date.now()) < 600_000, "when: now");
  // the AMMD over that CMDI reads it too; by the action, and by the person's name or mobile
  assert.is((await audit(tok.ammd, { kind: "outlet", record: String(id) })).length, 1);
  assert.ok((await audit(tok.ammd, { action: "outlet.insert" })).some((r) => r.record === String(id)));
  assert.ok((await audit(tok.super, { person: "ravi" })).some((r) => r.record === String(id)));
  assert.ok((await audit(tok.super, { person: DEMO_CMDI.mobile })).some((r) => r.record === String(id)));
  assert.is((await audit(tok.super, { person: "nobody by this name" })).length, 0);
  // a record number alone matches it under any kind
  assert.ok((await audit(tok.super, { record: String(id) })).some((r) => r.kind === "outlet"));
});

test("a write its op does not audit is audited by the registry, under the op's name", async () => {
  const before = await rows<{ n: number }>("SELECT count(*)::int AS n FROM app_audit WHERE action = 'account.language'");
  const r = await query(s.app, tok.fcp, "account.language", { language: "hi" }, newKey());
  assert.is(r.status, 200);
  const after = await rows<{ n: number; subject: string }>(
    "SELECT count(*)::int AS n, max(subject) AS subject FROM app_audit WHERE action = 'account.language'",
  );
  assert.is(after[0]!.n, before[0]!.n + 1);
  const mine = (await audit(tok.super, { action: "account.language", person: DEMO_FCP.name }))[0]!;
  assert.equal([mine.who, mine.role, mine.action], [DEMO_FCP.name, "FCP", "account.language"]);
  // a write the op audits itself gets one row, not two
  const made = await query(s.app, tok.cmdi, "outlets.insert", { values: validOutletValues("Audit Once") }, newKey());
  const id = made.body.rows![0]!.id as number;
  const n = await rows<{ n: number }>("SELECT count(*)::int AS n FROM app_audit WHERE detail ->> 'outlet' = $1", [String(id)]);
  assert.is(n[0]!.n, 1);
  // a refused write is audited by nobody: it rolled back
  const count = async () => (await rows<{ n: number }>("SELECT count(*)::int AS n FROM app_audit"))[0]!.n;
  const total = await count();
  const refused = await query(s.app, tok.cmdi, "outlets.delete", { id: 2_000_000_000 }, newKey());
  assert.is(refused.status, 404);
  assert.is(await count(), total);
});

test("scope: an AMMD reads their region's people only; the super admin every row; FCP and CMDI are refused", async () => {
  await db.db.query("INSERT INTO app_audit (subject, action, detail) VALUES ($1, 'outlet.update', $2::jsonb)", [
    `product_user:${foreign.id}`,
    JSON.stringify({ outlet: 1_999_999_999 }),
  ]);
  const bySuper = await audit(tok.super, { record: "1999999999" });
  assert.equal(
    bySuper.map((r) => r.who),
    [foreign.name],
  );
  assert.equal(await audit(tok.ammd, { record: "1999999999" }), []);
  assert.ok((await audit(tok.ammd)).every((r) => r.who !== foreign.name));
  for (const t of [tok.fcp, tok.cmdi]) {
    const r = await query(s.app, t, "audit.list", {});
    assert.equal([r.status, r.body.message], [403, AUDIT_REFUSED]);
  }
  // a filter too long, or an unknown kind, is a 400 naming it, never a 500
  assert.is((await query(s.app, tok.super, "audit.list", { person: "x".repeat(81) })).status, 400);
  assert.is((await query(s.app, tok.super, "audit.list", { kind: "secrets" })).status, 400);
  assert.is((await query(s.app, tok.super, "audit.list", { sql: "1=1" })).status, 400);
});

test("newest first, at most the limit", async () => {
  const all = await audit(tok.super);
  assert.ok(all.length > 0 && all.length <= 500);
  for (let i = 1; i < all.length; i++) assert.ok(all[i - 1]!.id > all[i]!.id, "newest first");
});

test.run();
