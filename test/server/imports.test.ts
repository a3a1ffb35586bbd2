// Bulk import of outlets (issue 46 item 2; decision 086): real CSV bytes sent to POST /api/imports,
// checked by the job with the outlet form's messages, the preview's rows, the confirm, the write,
// the result, and the same file twice creating nothing new (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { importTemplate } from "../../src/codecs/bulkImport.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { importUntil, login, openSeededDb, query, sendImport, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok: Record<"ravi" | "other" | "asha" | "meera", string> = { ravi: "", other: "", asha: "", meera: "" };
let keyNo = 0;
const newKey = () => ({ "idempotency-key": `import-test-${++keyNo}-${Date.now()}` });
const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows as Record<string, unknown>[];
const count = async (sfid: string) => (await rows("SELECT count(*)::int AS n FROM outlets WHERE cmdi_name__c = $1", [sfid]))[0]!.n as number;

const HEAD =
  "Outlet Name,Outlet Code,Mobile No,Address,City/Town,District,State,Region,WSS Name,WSS Code,WSS Phone No.,TTY Name,TSI/TTY Code,TSI TTY Phone,BM Cluster Name,Cluster BM Mobile,Cluster Code,RSM MIS Name,RSM Phone";
const line = (name: string, code: string, mobile = "9876543210", state = "Rajasthan") =>
  `${name},${code},${mobile},"12, Main Road",Jaipur,,${state},,,,9876543211,,,9876543212,,9876543213,,,9876543214`;

const send = (token: string, csv: string, name = "outlets.csv") => sendImport(s.app, token, csv, "outlet", name);
const until = (token: string, id: number, not: string) => importUntil(s.app, token, id, not);

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  const other = await rows("SELECT login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 ORDER BY id LIMIT 1", [
    DEMO_CMDI.sfid,
  ]);
  const signIn = async (role: string, mobile: string) => (await login(s.app, role, mobile)).body.token;
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.other = await signIn("CMDI", other[0]!.mobile as string);
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.meera = await signIn("AMMD", DEMO_AMMD.mobile);
});

test.after(async () => {
  await s.app.close();
  await db.close();
});

test("the template is the form's columns with an example row that passes the check", async () => {
  const before = await count(DEMO_CMDI.sfid);
  const sent = await send(tok.ravi, importTemplate("outlet"), "template.csv");
  assert.is(sent.status, 200);
  const checked = await until(tok.ravi, sent.body.id!, "checking");
  assert.is(checked.status, "checked");
  assert.equal([checked.total, checked.to_create, checked.refused], [1, 1, 0]);
  assert.is(await count(DEMO_CMDI.sfid), before, "nothing written before the confirm");
});

test("a file is checked with the form's exact messages, previewed, written once confirmed; the same file again creates nothing", async () => {
  const csv = [
    HEAD,
    line("Imported One", "IMP-1"),
    line("Imported Two", "IMP-2", "9876543220", "Maharashtra - 13"),
    line("", "IMP-3"),
    line("Bad Phone", "IMP-4", "12"),
    line("Imported One Again", "imp-1"),
    line("Wrong State", "IMP-5", "9876543230", "Atlantis"),
    "",
  ].join("\r\n");
  const before = await count(DEMO_CMDI.sfid);
  const sent = await send(tok.ravi, csv);
  assert.is(sent.status, 200);
  const id = sent.body.id!;
  const checked = await until(tok.ravi, id, "checking");
  assert.equal(
    { status: checked.status, total: checked.total, create: checked.to_create, refused: checked.refused },
    { status: "checked", total: 6, create: 2, refused: 4 },
  );
  const refused = await query(s.app, tok.ravi, "imports.lines", { id, refusedOnly: true });
  assert.equal(
    (refused.body.rows ?? []).map((r) => [r.line, r.problems]),
    [
      [4, [{ field: "Outlet Name", message: "Outlet Name is required" }]],
      // each problem with the value the file had in its column (decision 111)
      [5, [{ field: "Mobile No", message: "Phone number is not valid (ten digits, for example 98765 43210)", value: "12" }]],
      [6, [{ field: "", message: `The same outlet is on line {line} of this file\u001f${JSON.stringify({ line: 2 })}` }]],
      [7, [{ field: "State", message: "Choose a state from the list", value: "Atlantis" }]],
    ],
  );
  // each shown by what it had (decisions 105, 111): its name as given, and its most telling other value (its code)
  assert.equal(
    (refused.body.rows ?? []).map((r) => [r.line, r.name, r.first]),
    [
      [4, "", "IMP-3"],
      [5, "Bad Phone", "IMP-4"],
      [6, "Imported One Again", "imp-1"],
      [7, "Wrong State", "IMP-5"],
    ],
  );
  assert.is(await count(DEMO_CMDI.sfid), before, "the check writes no outlet");

  // someone else's import is not there for them
  assert.is((await query(s.app, tok.other, "imports.get", { id })).status, 404);
  assert.is((await query(s.app, tok.other, "imports.confirm", { id }, newKey())).status, 404);

  const confirmed = await query(s.app, tok.ravi, "imports.confirm", { id }, newKey());
  assert.is(confirmed.status, 200);
  const done = await until(tok.ravi, id, "importing");
  assert.equal([done.status, done.created, done.updated, done.done], ["done", 2, 0, 2]);
  assert.is(await count(DEMO_CMDI.sfid), before + 2);
  const made = await rows("SELECT outletname__c, state__c, address__c FROM outlets WHERE cmdi_name__c = $1 AND outletcode__c = 'IMP-1'", [
    DEMO_CMDI.sfid,
  ]);
  assert.equal(made, [{ outletname__c: "Imported One", state__c: "Rajasthan - 20", address__c: "12, Main Road" }]);
  const result = await query(s.app, tok.ravi, "imports.lines", { id });
  assert.equal(
    (result.body.rows ?? []).map((r) => r.action),
    ["created", "created", "refused", "refused", "refused", "refused"],
  );
  // a second confirm is the first's answer
  assert.is((await query(s.app, tok.ravi, "imports.confirm", { id }, newKey())).status, 200);

  // the same file again: nothing to create, nothing created
  const again = await send(tok.ravi, csv);
  const second = await until(tok.ravi, again.body.id!, "checking");
  assert.equal([second.to_create, second.to_update, second.unchanged, second.refused], [0, 0, 2, 4]);
  await query(s.app, tok.ravi, "imports.confirm", { id: again.body.id! }, newKey());
  const secondDone = await until(tok.ravi, again.body.id!, "importing");
  assert.equal([secondDone.created, secondDone.updated], [0, 0]);
  assert.is(await count(DEMO_CMDI.sfid), before + 2);

  // a changed row updates its outlet (found by its code), never a second one
  const changed = await send(tok.ravi, [HEAD, line("Imported One Renamed", "IMP-1")].join("\n"));
  const third = await until(tok.ravi, changed.body.id!, "checking");
  assert.equal([third.to_create, third.to_update], [0, 1]);
  await query(s.app, tok.ravi, "imports.confirm", { id: changed.body.id! }, newKey());
  assert.is((await until(tok.ravi, changed.body.id!, "importing")).updated, 1);
  assert.is(await count(DEMO_CMDI.sfid), before + 2);
  const renamed = await rows("SELECT outletname__c, row_version FROM outlets WHERE cmdi_name__c = $1 AND outletcode__c = 'IMP-1'", [DEMO_CMDI.sfid]);
  assert.equal(renamed, [{ outletname__c: "Imported One Renamed", row_version: 2 }]);
  const mine = await query(s.app, tok.ravi, "imports.mine", {});
  assert.ok((mine.body.rows ?? []).length >= 3);
});

test("a file with an unknown column fails as a whole; only a CMDI may send one; bad bytes are refused", async () => {
  const sent = await send(tok.ravi, "Outlet Name,Colour\nA,red\n");
  const failed = await until(tok.ravi, sent.body.id!, "checking");
  assert.equal([failed.status, failed.message], ["failed", `Unknown column: {column}\u001f${JSON.stringify({ column: "Colour" })}`]);
  assert.is((await query(s.app, tok.ravi, "imports.confirm", { id: sent.body.id! }, newKey())).status, 409);
  assert.is((await send(tok.asha, importTemplate("outlet"))).status, 403);
  assert.is((await send(tok.meera, importTemplate("outlet"))).status, 403);
  const bad = await s.app.inject({
    method: "POST",
    url: "/api/imports?kind=outlet",
    payload: Buffer.from([0xff, 0xfe, 0x00, 0x41]),
    headers: { authorization: `Bearer ${tok.ravi}`, "content-type": "text/csv", "x-file-name": "x.csv" },
  });
  assert.is(bad.statusCode, 400);
  const noSession = await s.app.inject({ method: "POST", url: "/api/imports?kind=outlet", payload: "a", headers: { "content-type": "text/csv" } });
  assert.is(noSession.statusCode, 401);
});

test.run();
