import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { NewsItem } from "../../src/codecs/news.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import { MeAccountRow } from "../../src/codecs/account.ts";
import { defineRead, defineWrite, exactParams } from "../../src/codecs/contract.ts";
import { defineOp } from "../../server/ops/registry.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

// Test-only operations: a write (to exercise the idempotency wrapper), a role-guarded read,
// and a read whose rows break its row codec.
const noteAdd = defineOp(
  defineWrite("test.note.add", { roles: "any", params: exactParams({ text: t.string }), row: t.type({ id: t.number }) }),
  async ({ db, subject }, p) =>
    (
      await db.query<{ id: number }>("INSERT INTO app_audit (subject, action, detail) VALUES ($1, 'test.note', $2::jsonb) RETURNING id", [
        `${subject.kind}:${subject.id}`,
        JSON.stringify({ text: p.text }),
      ])
    ).rows,
);
const cmdiOnly = defineOp(defineRead("test.cmdiOnly", { roles: ["CMDI"], params: exactParams({}), row: t.type({ ok: t.boolean }) }), async () => [
  { ok: true },
]);
const nested = defineOp(
  defineRead("test.nested", {
    roles: "any",
    params: exactParams({ values: t.type({ name: t.string, tags: t.array(t.string) }) }, { flag: t.boolean }),
    row: t.type({ ok: t.boolean }),
  }),
  async () => [{ ok: true }],
);
const broken = defineOp(
  defineRead("test.broken", { roles: "any", params: exactParams({}), row: t.type({ id: t.number }) }),
  async () => [{ id: "not a number" }] as never,
);

let db: TestDb;
let s: TestApp;
const tokens: Record<string, string> = {};

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db, { ops: [...ALL_OPS, noteAdd, cmdiOnly, nested, broken] });
  for (const d of [DEMO_FCP, DEMO_CMDI, DEMO_AMMD, DEMO_SUPER]) tokens[d.label] = (await login(s.app, d.role, d.mobile)).body.token;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

const count = async (table: string) => (await db.db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

test("query without a token -> 401", async () => {
  const r = await query(s.app, null, "news.list", {});
  assert.is(r.status, 401);
  assert.is(r.body.error, "unauthenticated");
});

test("news.list: every item, ordered by sequence, as NewsItem", async () => {
  const r = await query(s.app, tokens.FCP!, "news.list", {});
  assert.is(r.status, 200);
  assert.ok(t.array(NewsItem).is(r.body.rows));
  assert.is(r.body.rows!.length, await count("news_dashboard__c"));
  const seqs = r.body.rows!.map((n) => n.sequence as number);
  assert.equal(
    seqs,
    [...seqs].sort((a, b) => a - b),
  );
  assert.ok(String(r.body.rows![0]!.url).startsWith("/media/news/"));
  assert.is((await query(s.app, tokens.FCP!, "news.list", { limit: 2 })).body.rows!.length, 2);
  assert.is((await query(s.app, tokens.CMDI!, "news.list")).status, 200, "params may be omitted");
});

test("me.account: the caller's own row, from the session", async () => {
  const fcp = await query(s.app, tokens.FCP!, "me.account", {});
  assert.ok(t.array(MeAccountRow).is(fcp.body.rows));
  assert.is(fcp.body.rows!.length, 1);
  assert.is(fcp.body.rows![0]!.kind, "account");
  assert.is(fcp.body.rows![0]!.sfid, DEMO_FCP.sfid);
  const ravi = await query(s.app, tokens.CMDI!, "me.account", {});
  assert.equal([ravi.body.rows![0]!.kind, ravi.body.rows![0]!.sfid, ravi.body.rows![0]!.type__c], ["staff", DEMO_CMDI.sfid, "CMDI"]);
  const sunil = await query(s.app, tokens["Super Admin"]!, "me.account", {});
  assert.is(sunil.body.rows![0]!.super_admin__c, true);
});

test("unknown op -> 400 unknown_op", async () => {
  const r = await query(s.app, tokens.FCP!, "outlets.everything", {});
  assert.is(r.status, 400);
  assert.is(r.body.error, "unknown_op");
  // the op's name travels as the message's value (decision 074: a refusal's values beside its English key)
  assert.ok(JSON.stringify([r.body.message, (r.body as { values?: unknown }).values]).includes("outlets.everything"));
});

test("bad params -> 400 bad_request with the codec's message; never a 500", async () => {
  const cases: unknown[] = [{ limit: "ten" }, { limit: 0 }, { limit: 1.5 }, { extra: 1 }, "text", [1], 42];
  for (const params of cases) {
    const r = await query(s.app, tokens.FCP!, "news.list", params);
    assert.is(r.status, 400, JSON.stringify(params));
    assert.ok(r.body.error === "bad_request" || r.body.error === "bad_request", JSON.stringify(r.body));
  }
  const r = await query(s.app, tokens.FCP!, "news.list", { extra: 1 });
  assert.equal(r.body, { error: "bad_request", message: "Unknown parameter: extra" });
  const noOp = await query(s.app, tokens.FCP!, undefined, {});
  assert.is(noOp.status, 400);
});

test("bad params name the parameter plainly, without io-ts paths", async () => {
  const message = async (op: string, params: unknown) => {
    const r = await query(s.app, tokens.FCP!, op, params);
    assert.is(r.status, 400, JSON.stringify(params));
    return r.body.message;
  };
  for (const limit of ["ten", 0, 1.5, 201, null])
    assert.is(await message("news.list", { limit }), "limit must be an integer from 1 to 200", String(limit));
  assert.is(await message("test.nested", { values: { name: 3, tags: [] } }), "values.name must be text");
  assert.is(await message("test.nested", { values: { name: "a", tags: ["x", 2] } }), "values.tags[1] must be text");
  assert.is(await message("test.nested", { values: { name: "a", tags: [] }, flag: "yes" }), "flag must be true or false");
  assert.is(await message("test.nested", {}), "values: Invalid value");
  for (const params of [{ limit: "ten" }, { values: 1 }, { values: { name: 1, tags: 1 }, flag: 1 }]) {
    const m = await message(params.limit ? "news.list" : "test.nested", params);
    assert.not.match(m!, /\b\d+\.|Invalid value for|\{|\|/, m);
  }
});

test("role guard -> 403 forbidden", async () => {
  assert.is((await query(s.app, tokens.FCP!, "test.cmdiOnly", {})).status, 403);
  assert.is((await query(s.app, tokens.FCP!, "test.cmdiOnly", {})).body.error, "forbidden");
  assert.is((await query(s.app, tokens.CMDI!, "test.cmdiOnly", {})).status, 200);
});

test("rows that break the row codec -> 500 without details", async () => {
  const r = await query(s.app, tokens.FCP!, "test.broken", {});
  assert.is(r.status, 500);
  assert.is(r.body.error, "internal");
  assert.not.ok(JSON.stringify(r.body).includes("not a number"));
});

test("params carrying SQL text change nothing and leak nothing", async () => {
  const before = { account: await count("account"), users: await count("product_user__c"), news: await count("news_dashboard__c") };
  const evil = "'; DROP TABLE account; --";
  const answers = [
    await query(s.app, tokens.FCP!, "news.list", { limit: evil }),
    await query(s.app, tokens.FCP!, "news.list", { limit: "1 OR 1=1" }),
    await query(s.app, tokens.FCP!, "me.account", { sfid: evil }),
    await query(s.app, tokens.FCP!, "me.account", { id: "1 OR 1=1" }),
    await query(s.app, tokens.FCP!, `news.list; ${evil}`, {}),
    await query(s.app, tokens.FCP!, "SELECT * FROM account", {}),
    await query(s.app, tokens.FCP!, "news.list", { [evil]: 1 }),
  ];
  for (const a of answers) {
    assert.is(a.status, 400, JSON.stringify(a.body));
    assert.is(a.body.rows, undefined);
    assert.not.match(JSON.stringify(a.body), /syntax|relation|column|Ravi|Meera|9000000/i);
  }
  const byLogin = await s.app.inject({ method: "POST", url: "/api/auth/login", payload: { role: "FCP", mobile: "' OR '1'='1", password: evil } });
  assert.is(byLogin.statusCode, 400);
  const textNote = await query(s.app, tokens.FCP!, "test.note.add", { text: evil }, { "idempotency-key": "sql-text-note-1" });
  assert.is(textNote.status, 200);
  const stored = await db.db.query("SELECT detail->>'text' AS text FROM app_audit WHERE id = $1", [textNote.body.rows![0]!.id]);
  assert.is(stored.rows[0].text, evil, "stored as data, not executed");
  assert.equal({ account: await count("account"), users: await count("product_user__c"), news: await count("news_dashboard__c") }, before);
});

test("writes need an Idempotency-Key; a repeated key returns the first answer and changes nothing", async () => {
  const missing = await query(s.app, tokens.FCP!, "test.note.add", { text: "a" });
  assert.is(missing.status, 400);
  assert.is(missing.body.error, "missing_idempotency_key");
  const before = await count("app_audit");
  const key = { "idempotency-key": "note-key-0001" };
  const first = await query(s.app, tokens.FCP!, "test.note.add", { text: "first" }, key);
  const again = await query(s.app, tokens.FCP!, "test.note.add", { text: "first" }, key);
  assert.is(first.status, 200);
  assert.equal(again.body, first.body);
  assert.is(again.headers["idempotent-replayed"], "true");
  const different = await query(s.app, tokens.FCP!, "test.note.add", { text: "second" }, key);
  assert.is(different.status, 422, "the key is bound to its params");
  assert.is(different.body.error, "idempotency_key_reused");
  assert.is(await count("app_audit"), before + 1);
  const other = await query(s.app, tokens.CMDI!, "test.note.add", { text: "ravi" }, key);
  assert.is(other.status, 200, "keys are per user");
  assert.not.equal(other.body, first.body);
  assert.is(await count("app_audit"), before + 2);
  const reused = await query(s.app, tokens.FCP!, "news.list", {}, key);
  assert.is(reused.status, 200, "reads ignore the key");
});

test("a failed write leaves no idempotency record, so a retry runs", async () => {
  const key = { "idempotency-key": "note-key-bad-params" };
  assert.is((await query(s.app, tokens.FCP!, "test.note.add", { text: 5 }, key)).status, 400);
  const n = await db.db.query("SELECT count(*)::int AS n FROM app_idempotency WHERE key = $1", ["note-key-bad-params"]);
  assert.is(n.rows[0].n, 0);
  assert.is((await query(s.app, tokens.FCP!, "test.note.add", { text: "ok" }, key)).status, 200);
});

test.run();
