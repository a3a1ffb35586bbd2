// Bulk import from an Excel workbook (issue 46 item 2; decision 086): a real .xlsx (built here as the
// zip of XML files a spreadsheet program writes) sent to POST /api/imports, its first sheet read on
// the server into the same rows as a CSV file, checked with the form's messages and written once
// confirmed; a mobile number kept as a number cell stays its ten digits; a workbook that would
// unpack past the limit, and bytes that are no workbook, are refused before any import is kept.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { strToU8, zipSync } from "fflate";
import { IMPORT_MESSAGES, IMPORT_XLSX_TYPE } from "../../src/codecs/bulkImport.ts";
import { HPA_MESSAGES } from "../../src/codecs/hpa.ts";
import { DEMO_FCP } from "../../server/db/demo.ts";
import { XLSX_MAX_UNPACKED } from "../../server/imports/xlsx.ts";
import { importUntil, login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
let asha = "";

const esc = (x: string) => x.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const col = (i: number) => String.fromCharCode(65 + i);

/** A one-sheet workbook: strings as shared strings, numbers as number cells. */
function workbook(rows: (string | number)[][], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const shared: string[] = [];
  const sheetRows = rows
    .map((r, y) => {
      const cells = r
        .map((v, x) => {
          const ref = `${col(x)}${y + 1}`;
          if (typeof v === "number") return `<c r="${ref}"><v>${v}</v></c>`;
          if (v === "") return "";
          shared.push(v);
          return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
        })
        .join("");
      return `<row r="${y + 1}">${cells}</row>`;
    })
    .join("");
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  return zipSync({
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="HPAs" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    "xl/sharedStrings.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><sst ${ns} count="${shared.length}" uniqueCount="${shared.length}">${shared.map((x) => `<si><t>${esc(x)}</t></si>`).join("")}</sst>`,
    ),
    "xl/worksheets/sheet1.xml": strToU8(`<?xml version="1.0" encoding="UTF-8"?><worksheet ${ns}><sheetData>${sheetRows}</sheetData></worksheet>`),
    ...extra,
  });
}

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
