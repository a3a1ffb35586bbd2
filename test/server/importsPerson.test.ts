// Bulk import of people (issue 46 item 2; decisions 077, 086): the super admin's file of FCPs, CMDIs
// and AMMDs, each row checked by the person form's codec and the people ops themselves (their exact
// messages), keyed by the mobile number, a manager named by their mobile; nothing written or sent
// before the word; a new person invited once by SMS, the same file twice creating and inviting
// nobody; a changed manager moves the person as people.move does; only the super admin may send one
// (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { importTemplate, IMPORT_MESSAGES } from "../../src/codecs/bulkImport.ts";
import { isLeft } from "fp-ts/Either";
import { decodeForm } from "../../src/codecs/form.ts";
import { emptyPersonForm, PEOPLE_MESSAGES as M, PersonForm } from "../../src/codecs/peopleAdmin.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { SMS_OUTBOX_FILE } from "../../server/sms/sms.ts";
import { demoTokens, importUntil, openSeededDb, query, sendImport, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok = { super: "", fcp: "", cmdi: "", ammd: "" };
let otherCmdi = { sfid: "", mobile: "" };
let keyNo = 0;
const newKey = () => ({ "idempotency-key": `import-person-test-${++keyNo}-${Date.now()}` });
const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows as Record<string, unknown>[];
const send = (token: string, csv: string, kind = "person") => sendImport(s.app, token, csv, kind, "people.csv");
const until = (token: string, id: number, not: string) => importUntil(s.app, token, id, not);
const outbox = (): { to: string; text: string }[] => {
  const file = join(s.dataDir, SMS_OUTBOX_FILE);
  return existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { to: string; text: string })
    : [];
};
const imported = async () =>
  (
    await rows(
      `SELECT count(*)::int AS n FROM (SELECT id FROM account WHERE phone LIKE '98200222%' UNION ALL
         SELECT id FROM product_user__c WHERE login_mobile_number__c LIKE '98200222%') x`,
    )
  )[0]!.n as number;
/** Checks a file as the super admin, gives the import checked and its refused rows as [line, problems]. */
async function check(csv: string) {
  const sent = await send(tok.super, csv);
  assert.is(sent.status, 200, JSON.stringify(sent.body));
  const id = sent.body.id!;
  const checked = await until(tok.super, id, "checking");
  const refused = await query(s.app, tok.super, "imports.lines", { id, refusedOnly: true });
  return { id, checked, refused: (refused.body.rows ?? []).map((r) => [r.line, r.problems]) };
}
async function confirm(id: number) {
  assert.is((await query(s.app, tok.super, "imports.confirm", { id }, newKey())).status, 200);
  return until(tok.super, id, "importing");
}

/** The add-person form's own message for these values at this field. */
const formMessage = (values: Record<string, string>, field: string) => {
  const r = decodeForm(PersonForm, { ...emptyPersonForm(), ...values });
  return isLeft(r) ? r.left[field] : undefined;
};

const HEAD = "Role,Name,Mobile No,Record type,CMDI's mobile,AMMD's mobile";

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  Object.assign(tok, await demoTokens(s.app));
  // a CMDI to move an FCP to
  const [other] = await rows(
    "SELECT sfid, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 AND active__c ORDER BY id LIMIT 1",
    [DEMO_CMDI.sfid],
  );
  otherCmdi = { sfid: String(other!.sfid), mobile: String(other!.mobile) };
});

test("a file of people: the form's messages, nothing written before the word, each new person invited once; the same file again adds and invites nobody", async () => {
  const csv = [
    HEAD,
    `FCP,Imported Fcp One,98200 22201,Teacher,${DEMO_CMDI.mobile},`,
    `cmdi,Imported Cmdi One,9820022202,,,+91 ${DEMO_AMMD.mobile}`,
    "AMMD,Imported Ammd One,9820022203,,,",
    `FCP,,9820022204,Teacher,${DEMO_CMDI.mobile},`,
    `FCP,No Type,9820022205,Painter,${DEMO_CMDI.mobile},`,
    `FCP,Not A Cmdi,9820022206,teacher,${DEMO_AMMD.mobile},`,
    "FCP,No Cmdi,9820022207,Teacher,,",
    `CMDI,Taken Number,${DEMO_FCP.mobile},,,${DEMO_AMMD.mobile}`,
    `FCP,Bad Mobile,12345,Teacher,${DEMO_CMDI.mobile},`,
    `FCP,Imported Fcp One Again,9820022201,Teacher,${DEMO_CMDI.mobile},`,
    "Painter,Someone,9820022208,,,",
    "",
  ].join("\r\n");
  const sms = outbox().length;
  const { id, checked, refused } = await check(csv);
  assert.equal([checked.status, checked.kind, checked.total, checked.to_create, checked.refused], ["checked", "person", 11, 3, 8]);
  assert.equal(refused, [
    [5, [{ field: "Name", message: M.name }]],
    [6, [{ field: "Record type", message: M.fcpType, value: "Painter" }]],
    // a manager's number no active CMDI has: said of the number, which comes with it (decision 111)
    [7, [{ field: "CMDI's mobile", message: IMPORT_MESSAGES.noCmdi, value: DEMO_AMMD.mobile }]],
    [8, [{ field: "CMDI's mobile", message: M.cmdiRequired }]],
    [9, [{ field: "Role", message: M.kindChanged, value: "CMDI" }]],
    [10, [{ field: "Mobile No", message: formMessage({ mobile: "12345" }, "mobile"), value: "12345" }]],
    [11, [{ field: "", message: `The same person is on line {line} of this file\u001f${JSON.stringify({ line: 2 })}` }]],
    [12, [{ field: "Role", message: M.kind, value: "Painter" }]],
  ]);
  // a row without a name is shown by its mobile number, never by its role (decision 111)
  const named = (await query(s.app, tok.super, "imports.lines", { id, refusedOnly: true })).body.rows ?? [];
  assert.equal(
    named.filter((r) => r.line === 5 || r.line === 7).map((r) => [r.line, r.name, r.first]),
    [
      [5, "", "9820022204"],
      [7, "Not A Cmdi", "9820022206"],
    ],
  );
  assert.is(await imported(), 0, "the check writes nobody");
  assert.is(outbox().length, sms, "the check sends nothing");
  assert.is((await query(s.app, tok.ammd, "imports.get", { id })).status, 404, "the import is its importer's");

  const done = await confirm(id);
  assert.equal([done.status, done.created, done.updated], ["done", 3, 0]);
  assert.equal(await rows("SELECT name, user_type__c, assigned_cmdi__c, assigned_ammd__c FROM account WHERE phone = '9820022201'"), [
    { name: "Imported Fcp One", user_type__c: "Teacher", assigned_cmdi__c: DEMO_CMDI.sfid, assigned_ammd__c: DEMO_AMMD.sfid },
  ]);
  assert.equal(
    await rows(
      "SELECT name, type__c, reporting_to_ammd__c FROM product_user__c WHERE login_mobile_number__c IN ('9820022202', '9820022203') ORDER BY 1",
    ),
    [
      { name: "Imported Ammd One", type__c: "AMMD", reporting_to_ammd__c: null },
      { name: "Imported Cmdi One", type__c: "CMDI", reporting_to_ammd__c: DEMO_AMMD.sfid },
    ],
  );
  // each new person's invitation, as the form sends it: one SMS each, a code in app_otp
  const sent = outbox().slice(sms);
  assert.equal(sent.map((m) => m.to).sort(), ["9820022201", "9820022202", "9820022203"]);
  assert.is((await rows("SELECT count(*)::int AS n FROM app_otp WHERE purpose = 'invite' AND key LIKE '%:98200222%'"))[0]!.n, 3);
  const audited = await rows(
    "SELECT action, count(*)::int AS n FROM app_audit WHERE action IN ('person.imported', 'people.add') AND detail::text LIKE '%' GROUP BY action ORDER BY action",
  );
  assert.ok(
    audited.some((a) => a.action === "person.imported" && a.n === 3),
    JSON.stringify(audited),
  );
  assert.is(
    (await rows("SELECT count(*)::int AS n FROM app_audit WHERE action = 'person.imported' AND (detail->>'import')::int = $1", [id]))[0]!.n,
    3,
  );

  // the same file again: nobody to add, nobody invited
  const again = await check(csv);
  assert.equal([again.checked.to_create, again.checked.to_update, again.checked.unchanged, again.checked.refused], [0, 0, 3, 8]);
  const second = await confirm(again.id);
  assert.equal([second.created, second.updated], [0, 0]);
  assert.is(await imported(), 3);
  assert.is(outbox().length, sms + 3, "no second invitation");
});

test("a changed manager moves the person as people.move does: the FCP's workshops awaiting a check now wait for the new CMDI; a CMDI to another AMMD", async () => {
  const fcp = (await rows("SELECT id, sfid FROM account WHERE phone = '9820022201'"))[0]!;
  await db.db.query(
    `INSERT INTO opportunity (name, accountid, stagename, assigned_cmdi__c) VALUES ('Imported Fcp Workshop', $1, 'CMDI Verification', $2)`,
    [fcp.sfid, DEMO_CMDI.sfid],
  );
  const csv = [
    HEAD,
    `FCP,Imported Fcp Renamed,9820022201,Art Maker,${otherCmdi.mobile},`,
    "CMDI,Imported Cmdi One,9820022202,,,9820022203",
    "AMMD,Imported Ammd One,9820022203,,,",
    `FCP,Same Manager,9820022201,Teacher,${otherCmdi.mobile},`,
  ].join("\n");
  const { id, checked, refused } = await check(csv);
  assert.equal([checked.to_create, checked.to_update, checked.unchanged, checked.refused], [0, 2, 1, 1]);
  assert.equal(refused, [[5, [{ field: "", message: `The same person is on line {line} of this file\u001f${JSON.stringify({ line: 2 })}` }]]]);
  assert.equal(
    (await rows("SELECT assigned_cmdi__c FROM account WHERE id = $1", [fcp.id]))[0],
    { assigned_cmdi__c: DEMO_CMDI.sfid },
    "nothing moved yet",
  );
  const done = await confirm(id);
  assert.equal([done.created, done.updated, done.refused], [0, 2, 1]);
  assert.equal(await rows("SELECT name, user_type__c, assigned_cmdi__c FROM account WHERE id = $1", [fcp.id]), [
    { name: "Imported Fcp Renamed", user_type__c: "Art Maker", assigned_cmdi__c: otherCmdi.sfid },
  ]);
  assert.equal(await rows("SELECT assigned_cmdi__c FROM opportunity WHERE accountid = $1", [fcp.sfid]), [{ assigned_cmdi__c: otherCmdi.sfid }]);
  const moves = await rows("SELECT detail FROM app_audit WHERE action = 'people.move' ORDER BY id");
  assert.ok(
    moves.some(
      (m) =>
        (m.detail as { to: string; awaiting_moved: number }).to === otherCmdi.sfid && (m.detail as { awaiting_moved: number }).awaiting_moved === 1,
    ),
    JSON.stringify(moves),
  );
  const ammd = (await rows("SELECT sfid FROM product_user__c WHERE login_mobile_number__c = '9820022203'"))[0]!.sfid;
  assert.equal(await rows("SELECT reporting_to_ammd__c FROM product_user__c WHERE login_mobile_number__c = '9820022202'"), [
    { reporting_to_ammd__c: ammd },
  ]);
  assert.is(
    (await rows("SELECT count(*)::int AS n FROM app_audit WHERE action = 'person.reimported' AND (detail->>'import')::int = $1", [id]))[0]!.n,
    2,
  );
});

test("only the super admin may import people (and not outlets); the template's columns are read", async () => {
  for (const who of ["fcp", "cmdi", "ammd"] as const) {
    const r = await send(tok[who], importTemplate("person"));
    assert.equal([r.status, r.body.message], [403, IMPORT_MESSAGES.forbiddenPerson], who);
  }
  assert.is((await send(tok.super, importTemplate("outlet"), "outlet")).status, 403);
  assert.is((await send(tok.super, importTemplate("hpa"), "hpa")).status, 403);
  const { checked } = await check(importTemplate("person"));
  // the template's managers are examples: its rows are read, their numbers belong to no manager here
  assert.equal([checked.status, checked.total, checked.refused], ["checked", 2, 2]);
  const mine = await query(s.app, tok.super, "imports.mine", {});
  assert.ok((mine.body.rows ?? []).every((r) => r.kind === "person"));
});

test.after(async () => {
  await s.app.close();
  await db.close();
});

test.run();
