// Bulk import from an Excel workbook (issue 46 item 2; decision 086): a real .xlsx (built here as the
// zip of XML files a spreadsheet program writes) sent to POST /api/imports, its first sheet read on
// the server into the same rows as a CSV file, checked with the form's messages and written once
// confirmed; a mobile number kept as a number cell stays its ten digits; a workbook that would
// unpack past the limit, and bytes that are no workbook, are refused before any import is kept.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { workbook } from "../workbook.ts";
import { IMPORT_MESSAGES, IMPORT_XLSX_TYPE } from "../../src/codecs/bulkImport.ts";
import { HPA_MESSAGES } from "../../src/codecs/hpa.ts";
import { DEMO_FCP } from "../../server/db/demo.ts";
import { XLSX_MAX_UNPACKED } from "../../server/imports/xlsx.ts";
import { importUntil, login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
let asha = "";

async function sendXlsx(bytes: Uint8Array, name = "hpas.xlsx") {
  const r = await s.app.inject({
    method: "POST",
    url: "/api/imports?kind=hpa",
    payload: Buffer.from(bytes),
    headers: { authorization: `Bearer ${asha}`, "content-type": IMPORT_XLSX_TYPE, "x-file-name": name },
  });
  return { status: r.statusCode, body: r.json() as { id?: number; message?: string } };
}

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
});

test.after(async () => {
  await s.app.close();
  await db.close();
});

test("an FCP's workbook of HPAs: its first sheet checked like a CSV file, a number cell kept as its ten digits, written once confirmed", async () => {
  const bytes = workbook([
    ["Name", "HPA Type", "Mobile No", "Email", "City", "State", "Institute"],
    ["Sheet Hpa One", "Art Maker", 9000000041, "", "Jaipur", "Rajasthan", ""],
    ["Sheet Hpa Two", "Vocational", "9000000042", "", "", "", ""],
    ["", "Art Maker", 9000000043, "", "", "", ""],
  ]);
  const sent = await sendXlsx(bytes);
  assert.is(sent.status, 200);
  const checked = await importUntil(s.app, asha, sent.body.id!, "checking");
  assert.equal([checked.status, checked.file_name, checked.total, checked.to_create, checked.refused], ["checked", "hpas.xlsx", 3, 2, 1]);
  const refused = await query(s.app, asha, "imports.lines", { id: sent.body.id!, refusedOnly: true });
  assert.equal(
    (refused.body.rows ?? []).map((r) => [r.line, r.problems]),
    [[4, [{ field: "Name", message: HPA_MESSAGES.name }]]],
  );
  await query(s.app, asha, "imports.confirm", { id: sent.body.id! }, { "idempotency-key": `xlsx-${Date.now()}` });
  const done = await importUntil(s.app, asha, sent.body.id!, "importing");
  assert.equal([done.status, done.created], ["done", 2]);
  const made = await db.db.query("SELECT name, mobile__c FROM hpa__c WHERE mobile__c IN ('9000000041', '9000000042') ORDER BY mobile__c");
  assert.equal(made.rows, [
    { name: "Sheet Hpa One", mobile__c: "9000000041" },
    { name: "Sheet Hpa Two", mobile__c: "9000000042" },
  ]);
});

test("bytes that are no workbook, and a workbook that would unpack past the limit, are refused and keep no import", async () => {
  const before = (await db.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bulk_import")).rows[0]!.n;
  const junk = await sendXlsx(new TextEncoder().encode("Name,HPA Type\nA,Art Maker\n"));
  assert.equal([junk.status, junk.body.message], [400, IMPORT_MESSAGES.notXlsx]);
  // one file of zeros, deflated to a few kilobytes, that would unpack past XLSX_MAX_UNPACKED
  const bomb = workbook([["Name"]], { "xl/media/zeros.bin": new Uint8Array(XLSX_MAX_UNPACKED + 1) });
  assert.ok(bomb.length < 1024 * 1024, `the bomb is small (${bomb.length} bytes)`);
  const big = await sendXlsx(bomb);
  assert.equal([big.status, big.body.message], [400, IMPORT_MESSAGES.xlsxTooBig]);
  assert.is((await db.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bulk_import")).rows[0]!.n, before);
});

test.run();
