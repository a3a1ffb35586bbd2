// Field devices (issue 48 items 3 and 4; decision 078) through POST /api/query on the seeded demo
// data: a health report riding on a refresh is stored for its person and device (one row, upserted;
// the day's errors appended up to ERRORS_PER_DAY, the rest counted); one that does not decode, or
// one on a read that is not a refresh, costs nothing and stores nothing; fieldDevices.list gives a
// CMDI their FCPs, an AMMD her region, the super admin every person (each with their mobile, each
// device with when it was first seen), and refuses an FCP; a person
// not synced for FIELD_DEVICES_STALE_DAYS days (or never) is flagged; no device's hash ever leaves.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ERRORS_PER_DAY, type FieldDevice } from "../../src/codecs/fieldDevices.ts";
import { healthReportOf } from "../unit/fixtures.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok = { fcp: "", cmdi: "", ammd: "", super: "", foreign: "" };
let foreignFcp = { id: 0, name: "", mobile: "" };
const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;

const report = healthReportOf;

/** A refresh of the news as `token`, carrying `health`. */
const refresh = async (token: string, health: unknown, sync: unknown = null, app = s.app) => {
  const r = await app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "news.list", params: {}, sync, health } as object,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: r.statusCode, body: r.body };
};
const list = async (token: string, app = s.app) => {
  const r = await query(app, token, "fieldDevices.list", {});
  return { status: r.status, rows: (r.body.rows ?? []) as unknown as FieldDevice[], text: JSON.stringify(r.body) };
};

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db, { config: { logLevel: "error" } });
  tok.fcp = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  tok.cmdi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  tok.ammd = (await login(s.app, "AMMD", DEMO_AMMD.mobile)).body.token;
  tok.super = (await login(s.app, "AMMD", DEMO_SUPER.mobile)).body.token;
  // an FCP of another CMDI, under another AMMD
  const f = (
    await rows(
      `SELECT a.id, a.name, a.phone AS mobile FROM account a JOIN product_user__c c ON c.sfid = a.assigned_cmdi__c
        WHERE a.recordtypeid = $1 AND a.active__c IS NOT FALSE AND a.assigned_cmdi__c <> $2
          AND left(coalesce(a.assigned_ammd__c, ''), 15) <> left($3, 15) AND a.phone IS NOT NULL ORDER BY a.id LIMIT 1`,
      [FCP_RECORD_TYPE, DEMO_CMDI.sfid, DEMO_AMMD.sfid],
    )
  )[0];
  foreignFcp = f;
  const r = await login(s.app, "FCP", f.mobile);
  assert.is(r.status, 200, JSON.stringify(r.body));
  tok.foreign = r.body.token;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("a report on a refresh is stored for the person and device; the answer is the refresh's own", async () => {
  const plain = await refresh(tok.fcp, undefined);
  const withIt = await refresh(tok.fcp, report());
  assert.is(withIt.status, 200);
  assert.is(withIt.body, plain.body, "the answer is the same with or without a report");
  const stored = await rows("SELECT * FROM app_device_health WHERE subject LIKE 'account:%'");
  assert.is(stored.length, 1);
  assert.is(stored[0].build, "1.4.0+test");
  assert.is(stored[0].waiting, 3);
  assert.equal(stored[0].pages, [10, 2, 1]);
  // the same device again: one row, the day's counts replaced
  await refresh(tok.fcp, report({ waiting: 0, pages: [11, 2, 1] }));
  const again = await rows("SELECT * FROM app_device_health WHERE subject LIKE 'account:%'");
  assert.is(again.length, 1);
  assert.is(again[0].waiting, 0);
  assert.equal(again[0].pages, [11, 2, 1]);
});

test("errors: appended for the day up to ERRORS_PER_DAY, the rest counted; a new day starts afresh", async () => {
  const err = (i: number) => ({ message: `TypeError: x is undefined ${i}`, top: "/assets/app-ABC.js:1:200", at: Date.parse("2026-11-28T07:00:00Z") });
  await refresh(tok.fcp, report({ errors: [err(1), err(2), err(3)] }));
  await refresh(tok.fcp, report({ errors: [err(4), err(5), err(6)], dropped: 2 }));
  let h = (await rows("SELECT errors, error_count FROM app_device_health WHERE subject LIKE 'account:%'"))[0];
  assert.is(h.errors.length, ERRORS_PER_DAY);
  assert.is(h.errors[0].message, "TypeError: x is undefined 1");
  assert.is(h.error_count, 8);
  await refresh(tok.fcp, report({ day: "2026-11-29", errors: [err(7)] }));
  h = (await rows("SELECT errors, error_count FROM app_device_health WHERE subject LIKE 'account:%'"))[0];
  assert.is(h.errors.length, 1);
  assert.is(h.error_count, 1);
});

test("a report that does not decode, or on a read that is not a refresh: the answer as ever, nothing stored", async () => {
  const before = JSON.stringify(await rows("SELECT * FROM app_device_health ORDER BY subject"));
  for (const bad of [
    { build: "x" },
    report({ waiting: -1 }),
    report({ build: "b".repeat(41) }),
    "text",
    7,
    report({ errors: [{ message: 1 }] as never }),
  ]) {
    const r = await refresh(tok.fcp, bad);
    assert.is(r.status, 200, JSON.stringify(bad).slice(0, 80));
  }
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "news.list", params: {}, health: report({ waiting: 99 }) },
    headers: { authorization: `Bearer ${tok.fcp}` },
  });
  assert.is(r.statusCode, 200);
  assert.is(JSON.stringify(await rows("SELECT * FROM app_device_health ORDER BY subject")), before);
});

test("fieldDevices.list: a CMDI's FCPs, an AMMD's region, every person for the super admin; an FCP is refused", async () => {
  await refresh(tok.foreign, report({ build: "foreign-build" }));
  await refresh(tok.fcp, report({ day: "2026-11-29" }));
  assert.is((await list(tok.fcp)).status, 403);
  const cmdi = await list(tok.cmdi);
  assert.is(cmdi.status, 200);
  const mine = (
    await rows("SELECT name FROM account WHERE assigned_cmdi__c = $1 AND recordtypeid = $2 AND active__c IS NOT FALSE", [
      DEMO_CMDI.sfid,
      FCP_RECORD_TYPE,
    ])
  ).map((r) => r.name);
  assert.ok(cmdi.rows.length >= mine.length && mine.length > 0);
  assert.ok(
    cmdi.rows.every((r) => r.role === "FCP" && mine.includes(r.person)),
    "only the CMDI's FCPs",
  );
  const asha = cmdi.rows.find((r) => r.person === DEMO_FCP.name && r.lastSync !== null);
  assert.ok(asha, "Asha's device");
  assert.is(asha!.build, "1.4.0+test");
  assert.is(asha!.waiting, 3);
  assert.is(asha!.refusals, 1);
  assert.is(asha!.stale, false);
  assert.is(asha!.staleDays, 3);
  assert.ok(asha!.device !== null && asha!.deviceName !== null, "the trusted device's number and name");
  // her mobile (the page names her with its last four digits) and when the device was first seen (decision 111)
  assert.is(asha!.mobile, DEMO_FCP.mobile);
  const [trusted] = await rows("SELECT created_at FROM app_trusted_device WHERE id = $1", [asha!.device]);
  assert.is(asha!.firstSeen, new Date(trusted.created_at).toISOString());
  assert.not.ok(cmdi.text.includes("foreign-build"), "not another CMDI's FCP");
  // no device's hash leaves the server
  for (const h of await rows("SELECT device_hash FROM app_device_health")) assert.not.ok(cmdi.text.includes(h.device_hash.replace(/^session:/, "")));
  // people who never reported are rows without a device, flagged
  assert.ok(cmdi.rows.some((r) => r.lastSync === null && r.device === null && r.stale));
  const ammd = await list(tok.ammd);
  assert.ok(ammd.rows.some((r) => r.person === DEMO_FCP.name && r.lastSync !== null));
  assert.ok(
    ammd.rows.some((r) => r.person === DEMO_CMDI.name && r.role === "CMDI" && r.mobile === DEMO_CMDI.mobile),
    "the AMMD's CMDIs too, with their login mobile",
  );
  assert.ok(
    ammd.rows.every((r) => typeof r.mobile === "string" && r.mobile.length === 10),
    "every person's mobile",
  );
  assert.not.ok(ammd.text.includes("foreign-build"));
  const all = await list(tok.super);
  assert.ok(all.rows.some((r) => r.build === "foreign-build" && r.person === foreignFcp.name));
  assert.ok(all.rows.some((r) => r.person === DEMO_FCP.name && r.build === "1.4.0+test"));
});

test("not synced for FIELD_DEVICES_STALE_DAYS days: flagged (the setting, default 3)", async () => {
  const later = await testApp(db.db, { config: { logLevel: "error" }, now: () => new Date(Date.now() + 4 * 86_400_000) });
  const cmdi = (await login(later.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  const asha = (await list(cmdi, later.app)).rows.find((r) => r.person === DEMO_FCP.name && r.lastSync !== null);
  assert.is(asha?.stale, true);
  await later.app.close();
  const patient = await testApp(db.db, {
    config: { logLevel: "error", fieldDevicesStaleDays: 7 },
    now: () => new Date(Date.now() + 4 * 86_400_000),
  });
  const c2 = (await login(patient.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  const a2 = (await list(c2, patient.app)).rows.find((r) => r.person === DEMO_FCP.name && r.lastSync !== null);
  assert.is(a2?.stale, false);
  assert.is(a2?.staleDays, 7);
  await patient.app.close();
});

test.run();
