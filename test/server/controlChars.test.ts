// Control characters through the API (issue 43 item 8, decision 061): a name with CR LF is stored as
// one line, a bell in it is a 400 at its field with the message the form shows, a control
// character in text that is not a form's is a 400 too, and a notification's body never carries
// one, even from a name stored before the rule.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { controlMessage } from "../../src/codecs/text.ts";
import { DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
let ravi = "";
let asha = "";
let keyNo = 0;
const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
const write = (token: string, op: string, params: unknown) =>
  query(s.app, token, op, params, { "idempotency-key": `control-${++keyNo}-${Date.now()}` });
const lead = (over: Record<string, string>) => ({ name: "Nisha Rao", mobile__c: "5300000091", email__c: "", city__c: "", institute__c: "", ...over });
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a body must not hold
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  ravi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token as string;
  asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token as string;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("leads.add: a name with CR LF and a tab is stored as one line; a bell or an escape is a 400 at the field, nothing written", async () => {
  const ok = await write(ravi, "leads.add", { values: lead({ name: "Nisha\r\nRao\t", city__c: "Pu\nne" }) });
  assert.is(ok.status, 200);
  const id = (ok.body.rows as Array<{ id: number }>)[0]!.id;
  assert.equal(await rows("SELECT name, city__c FROM lead__c WHERE id = $1", [id]), [{ name: "Nisha Rao", city__c: "Pu ne" }]);
  const before = await rows("SELECT count(*)::int AS n FROM lead__c");
  for (const [name, at] of [
    ["Nisha\u0007", "U+0007"],
    ["\u001B[2JNisha", "U+001B"],
    ["Nisha\u202EoaR", "U+202E"],
  ] as const) {
    const bad = await write(ravi, "leads.add", { values: lead({ name, mobile__c: "5300000092" }) });
    assert.equal([bad.status, (bad.body as { field?: string }).field, bad.body.message], [400, "name", controlMessage(at)], name);
  }
  assert.equal(await rows("SELECT count(*)::int AS n FROM lead__c"), before, "nothing written");
});

test("hpas.add refuses a bell at its field too", async () => {
  const hpa = await write(asha, "hpas.add", {
    values: { name: "Ravi\u0007", type: "Art Maker", mobile__c: "5300000093", email__c: "", city__c: "", state__c: "", institute__c: "" },
  });
  assert.equal([hpa.status, (hpa.body as { field?: string }).field, hpa.body.message], [400, "name", controlMessage("U+0007")]);
});

test("text that is not a form field's is checked too: a control character anywhere in the params is a 400", async () => {
  const r = await query(s.app, ravi, "outlets.search", { q: "Paint\u0007" });
  assert.is(r.status, 400);
  assert.match(r.body.message as string, /^q contains a control character \(U\+0007\)|Remove the invisible control character/);
});

test("a notification's body carries no control character: a lead's name stored with them before the rule", async () => {
  const lead = (
    await rows("SELECT id FROM lead__c WHERE cmdi__c = $1 AND fcp__c IS NULL AND status__c <> 'Converted' ORDER BY id LIMIT 1", [DEMO_CMDI.sfid])
  )[0]!;
  await db.db.query("UPDATE lead__c SET name = $2 WHERE id = $1", [lead.id, "Old\r\nName\u0007\u202E"]);
  const account = (await rows("SELECT id FROM account WHERE sfid = $1", [DEMO_FCP.sfid]))[0]!;
  const r = await write(ravi, "leads.assign", { id: lead.id, values: { fcp: String(account.id) } });
  assert.is(r.status, 200);
  const [n] = await rows("SELECT body FROM app_notification WHERE link = $1", [`/lead?id=${lead.id}`]);
  assert.ok(n, "told");
  assert.not.match(n.body as string, CONTROL);
  assert.ok((n.body as string).startsWith("Old  Name"), n.body as string);
});

test.run();
