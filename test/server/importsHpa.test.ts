// Bulk import of HPAs (issue 46 item 2; decision 086): an FCP's file checked by the job with the HPA
// form's own messages, keyed by the HPA's mobile; a number held by an HPA not the FCP's refused with
// hpas.add's message (naming nobody); written once confirmed, the same file twice creating nothing
// new; only an FCP may send one (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { HPA_MESSAGES } from "../../src/codecs/hpa.ts";
import { importTemplate, IMPORT_MESSAGES } from "../../src/codecs/bulkImport.ts";
import { DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { importUntil, login, openSeededDb, query, sendImport, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok = { asha: "", ravi: "" };
let keyNo = 0;
const newKey = () => ({ "idempotency-key": `import-hpa-test-${++keyNo}-${Date.now()}` });
const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows as Record<string, unknown>[];
const count = async () => (await rows("SELECT count(*)::int AS n FROM hpa__c WHERE fcp__c = $1", [DEMO_FCP.sfid]))[0]!.n as number;

const send = (token: string, csv: string, kind = "hpa") => sendImport(s.app, token, csv, kind, "hpas.csv");
const until = (token: string, id: number, not: string) => importUntil(s.app, token, id, not);

const HEAD = "Name,HPA Type,Mobile No,Email,City,State,Institute";
let foreign = "";

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  tok.asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  tok.ravi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  // an HPA that is not the FCP's: its number is refused, without saying whose it is
  await db.db.query(
    "INSERT INTO hpa__c (name, recordtypeid, mobile__c, fcp__c) VALUES ('Someone Else''s', '0125g000000ARTxAAA', '9000000077', NULL)",
  );
  foreign = "9000000077";
});

test.after(async () => {
  await s.app.close();
  await db.close();
});

test("an FCP's file of HPAs: the form's messages, a number not theirs refused, written once confirmed; the same file again creates nothing", async () => {
  const csv = [
    HEAD,
    "Imported Hpa One,Art Maker,9000000011,one@example.com,Jaipur,Rajasthan,Art School",
    "Imported Hpa Two,hobby class teacher,+91 90000 00012,,,,",
    ",Art Maker,9000000013,,,,",
    "Bad Type,Painter,9000000014,,,,",
    "Bad Mail,Others,9000000015,not-an-email,,,",
    `Taken,Others,${foreign},,,,`,
    "Imported Hpa One Again,Art Maker,9000000011,,,,",
    "",
  ].join("\r\n");
  const before = await count();
  const sent = await send(tok.asha, csv);
  assert.is(sent.status, 200);
  const id = sent.body.id!;
  const checked = await until(tok.asha, id, "checking");
  assert.equal([checked.status, checked.kind, checked.total, checked.to_create, checked.refused], ["checked", "hpa", 7, 2, 5]);
  const refused = await query(s.app, tok.asha, "imports.lines", { id, refusedOnly: true });
  assert.equal(
    (refused.body.rows ?? []).map((r) => [r.line, r.problems]),
    [
      // each with the value the file had in its column (decision 111): the number refused too
      [4, [{ field: "Name", message: HPA_MESSAGES.name }]],
      [5, [{ field: "HPA Type", message: HPA_MESSAGES.type, value: "Painter" }]],
      [6, [{ field: "Email", message: HPA_MESSAGES.email, value: "not-an-email" }]],
      [7, [{ field: "Mobile No", message: HPA_MESSAGES.duplicate, value: foreign }]],
      [8, [{ field: "", message: `The same HPA is on line {line} of this file\u001f${JSON.stringify({ line: 2 })}` }]],
    ],
  );
  // a row without a name is shown by its mobile number (decision 111)
  assert.equal(
    (refused.body.rows ?? []).filter((r) => r.line === 4).map((r) => [r.name, r.first]),
    [["", "9000000013"]],
  );
  assert.is(await count(), before, "the check writes no HPA");
  assert.is((await query(s.app, tok.ravi, "imports.get", { id })).status, 404, "someone else's import is not there for them");

  assert.is((await query(s.app, tok.asha, "imports.confirm", { id }, newKey())).status, 200);
  const done = await until(tok.asha, id, "importing");
  assert.equal([done.status, done.created, done.updated], ["done", 2, 0]);
  assert.is(await count(), before + 2);
  assert.equal(
    await rows(
      "SELECT name, recordtypeid, mobile__c, email__c, state__c FROM hpa__c WHERE mobile__c IN ('9000000011', '9000000012') ORDER BY mobile__c",
    ),
    [
      { name: "Imported Hpa One", recordtypeid: "0125g000000ARTxAAA", mobile__c: "9000000011", email__c: "one@example.com", state__c: "Rajasthan" },
      { name: "Imported Hpa Two", recordtypeid: "0125g000000HCTxAAA", mobile__c: "9000000012", email__c: null, state__c: null },
    ],
  );
  const audited = await rows("SELECT count(*)::int AS n FROM app_audit WHERE action = 'hpa.imported' AND (detail->>'import')::int = $1", [id]);
  assert.is(audited[0]!.n, 2);

  // the same file again: both unchanged, nothing created
  const again = await send(tok.asha, csv);
  const second = await until(tok.asha, again.body.id!, "checking");
  assert.equal([second.to_create, second.to_update, second.unchanged, second.refused], [0, 0, 2, 5]);
  await query(s.app, tok.asha, "imports.confirm", { id: again.body.id! }, newKey());
  assert.equal((await until(tok.asha, again.body.id!, "importing")).created, 0);
  assert.is(await count(), before + 2);

  // a changed row updates the FCP's HPA found by its number
  const changed = await send(tok.asha, [HEAD, "Imported Hpa One Renamed,Art Maker,9000000011,,Ajmer,,"].join("\n"));
  const third = await until(tok.asha, changed.body.id!, "checking");
  assert.equal([third.to_create, third.to_update], [0, 1]);
  await query(s.app, tok.asha, "imports.confirm", { id: changed.body.id! }, newKey());
  assert.is((await until(tok.asha, changed.body.id!, "importing")).updated, 1);
  assert.equal(await rows("SELECT name, city__c, email__c FROM hpa__c WHERE mobile__c = '9000000011'"), [
    { name: "Imported Hpa One Renamed", city__c: "Ajmer", email__c: null },
  ]);
});

test("a number taken between the check and the write is refused, never made twice", async () => {
  const sent = await send(tok.asha, [HEAD, "Late Hpa,Others,9000000031,,,,"].join("\n"));
  const checked = await until(tok.asha, sent.body.id!, "checking");
  assert.is(checked.to_create, 1);
  await db.db.query("INSERT INTO hpa__c (name, recordtypeid, mobile__c) VALUES ('Meanwhile', '0125g000000OTHxAAA', '9000000031')");
  await query(s.app, tok.asha, "imports.confirm", { id: sent.body.id! }, newKey());
  const done = await until(tok.asha, sent.body.id!, "importing");
  assert.equal([done.created, done.refused], [0, 1]);
  const lines = await query(s.app, tok.asha, "imports.lines", { id: sent.body.id! });
  assert.equal(
    (lines.body.rows ?? []).map((r) => [r.action, r.problems]),
    [["refused", [{ field: "Mobile No", message: HPA_MESSAGES.duplicate, value: "9000000031" }]]],
  );
  assert.is((await rows("SELECT count(*)::int AS n FROM hpa__c WHERE mobile__c = '9000000031'"))[0]!.n, 1);
});

test("the HPA template passes the check; only an FCP may import HPAs, and a CMDI outlets", async () => {
  const sent = await send(tok.asha, importTemplate("hpa"));
  const checked = await until(tok.asha, sent.body.id!, "checking");
  assert.equal([checked.status, checked.total, checked.to_create, checked.refused], ["checked", 1, 1, 0]);
  const cmdi = await send(tok.ravi, importTemplate("hpa"));
  assert.equal([cmdi.status, cmdi.body.message], [403, IMPORT_MESSAGES.forbiddenHpa]);
  assert.is((await send(tok.asha, importTemplate("outlet"), "outlet")).status, 403);
  assert.is((await send(tok.asha, importTemplate("person"), "person")).status, 403, "people are the super admin's");
  assert.is((await send(tok.asha, importTemplate("hpa"), "account")).status, 400);
  // an outlet's column in an HPA file refuses the file as a whole
  const wrong = await send(tok.asha, importTemplate("outlet"));
  assert.is((await until(tok.asha, wrong.body.id!, "checking")).status, "failed");
});

test.run();
