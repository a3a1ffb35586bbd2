// Reminders (issue 47 item 3; decision 083) on the suite's database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): the job `reminders.scan` makes each reminder once, even run twice and by two
// servers' workers at once; a record whose state changed gets none; an approval waiting past 48
// hours reminds its approver, past 96 hours their manager too; in quiet hours (21:00-08:00 in
// India) the reminder is listed at once and pushed at 08:00; a Hindi reader's push is in Hindi.
// The clock is fixed, in 2031, past every demo record.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { DEFAULT_VAPID_SUBJECT } from "../../server/config.ts";
import type { Db } from "../../server/db/db.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import { JOBS, startJobs, type JobContext, type JobQueue } from "../../server/jobs/jobs.ts";
import { pushAfter, reminderKey, scanReminders } from "../../server/jobs/reminders.ts";
import { otpSecret } from "../../server/auth/recovery.ts";
import { PUSH_BATCH, pushPayload, pushRound, recipientLanguages, vapidKeys } from "../../server/ops/push.ts";
import { openSeededDb, type TestDb } from "./harness.ts";

let t: TestDb;
// 11:30 in India on 10 March 2031
const DAY1 = new Date("2031-03-10T06:00:00Z");
let clock = DAY1;
const hoursBefore = (h: number) => new Date(clock.getTime() - h * 3600_000).toISOString();
const context = (db: Db): JobContext => ({
  db,
  sms: { where: "nowhere", send: async () => undefined },
  otpSecret: () => otpSecret(db, undefined),
  now: () => clock,
  push: { configured: null, subject: DEFAULT_VAPID_SUBJECT },
  log: () => undefined,
});
let a: JobQueue;
let b: JobQueue;
const ids: Record<string, number> = {};

async function workshop(name: string, stage: string, start: string, enteredHoursAgo: number | null): Promise<number> {
  const r = await t.db.query<{ id: number }>(
    `INSERT INTO opportunity (name, stagename, start_date_time__c, end_date_time__c, accountid, assigned_cmdi__c, assigned_ammd__c, createddate)
     VALUES ($1, $2, $3::timestamp, $3::timestamp + interval '2 hours', $4, $5, $6, $7::timestamptz AT TIME ZONE 'UTC') RETURNING id`,
    [name, stage, start, DEMO_FCP.sfid, DEMO_CMDI.sfid, DEMO_AMMD.sfid, hoursBefore(1)],
  );
  const id = r.rows[0]!.id;
  if (enteredHoursAgo !== null)
    await t.db.query(
      `INSERT INTO workshop_history (workshop_id, at, actor, actor_name, actor_role, event, from_stage, to_stage, version)
       VALUES ($1, $2::timestamptz, 'system', 'system', 'system', 'test', 'Planning', $3, 1)`,
      [id, hoursBefore(enteredHoursAgo), stage],
    );
  return id;
}
async function lead(name: string, mobile: string, status: string, followUp: string): Promise<number> {
  const r = await t.db.query<{ id: number }>(
    `INSERT INTO lead__c (name, mobile__c, source__c, status__c, follow_up_date__c, cmdi__c, fcp__c) VALUES ($1, $2, 'Entered by CMDI', $3, $4::date, $5, $6) RETURNING id`,
    [name, mobile, status, followUp, DEMO_CMDI.sfid, DEMO_FCP.sfid],
  );
  return r.rows[0]!.id;
}
const reminders = async (record: string) =>
  (
    await t.db.query<{ recipient: string; kind: string; title: string; body: string; link: string; reminder_key: string; push_after: Date | null }>(
      "SELECT recipient, kind, title, body, link, reminder_key, push_after FROM app_notification WHERE reminder_key LIKE '%|' || $1 || '|%' ORDER BY id",
      [record],
    )
  ).rows;

test.before(async () => {
  t = await openSeededDb();
  // the AMMD reports to nobody: her waiting approvals go on to the super admins
  await t.db.query("UPDATE product_user__c SET reporting_to_ammd__c = NULL WHERE sfid = $1", [DEMO_AMMD.sfid]);
  await t.db.query("UPDATE product_user__c SET super_admin__c = true WHERE sfid = $1", [DEMO_SUPER.sfid]);
  ids.tomorrow = await workshop("Toran tomorrow", "Awaiting AMMD Approval", "2031-03-11T10:00:00", 2);
  ids.cancelled = await workshop("Cancelled tomorrow", "Awaiting AMMD Approval", "2031-03-11T11:00:00", 2);
  ids.confirm = await workshop("Plan 50 hours", "Awaiting Workshop Confirmation", "2031-03-20T10:00:00", 50);
  ids.fresh = await workshop("Plan 10 hours", "Awaiting Workshop Confirmation", "2031-03-21T10:00:00", 10);
  ids.approve = await workshop("Approval 100 hours", "AMMD Confirmation", "2031-03-06T10:00:00", 100);
  ids.verify = await workshop("Report 100 hours", "CMDI Verification", "2031-03-01T10:00:00", 100);
  ids.leadDue = await lead("Kiran due", "9812300001", "Contacted", "2031-03-10");
  ids.leadConverted = await lead("Gopal converted", "9812300002", "Contacted", "2031-03-10");
  ids.leadLater = await lead("Mira later", "9812300003", "New", "2031-03-11");
  // two servers' workers (on PostgreSQL each on its own connections; on PGlite one process)
  a = await startJobs(context(t.db), { schedules: false, pollSeconds: 0.5 });
  b = await startJobs(context(t.second()), { schedules: false, pollSeconds: 0.5 });
});
test.after(async () => {
  await a.stop(2000);
  await b.stop(2000);
  await t.close();
});

test("quiet hours: 21:00 to 08:00 in India pushes at 08:00", () => {
  assert.is(pushAfter(new Date("2031-03-10T06:00:00Z")), null); // 11:30
  assert.is(pushAfter(new Date("2031-03-10T02:30:00Z")), null); // 08:00
  assert.is(pushAfter(new Date("2031-03-10T15:29:00Z")), null); // 20:59
  assert.equal(pushAfter(new Date("2031-03-10T15:30:00Z")), new Date("2031-03-11T02:30:00Z")); // 21:00 -> 08:00 the next day
  assert.equal(pushAfter(new Date("2031-03-10T20:00:00Z")), new Date("2031-03-11T02:30:00Z")); // 01:30 -> 08:00 that day
  assert.equal(pushAfter(new Date("2031-03-10T02:29:00Z")), new Date("2031-03-10T02:30:00Z")); // 07:59
});

test("a record whose state changed gets no reminder", async () => {
  // cancelled (by another device) and converted before the scan
  await t.db.query("UPDATE opportunity SET stagename = 'Cancelled' WHERE id = $1", [ids.cancelled]);
  await t.db.query("UPDATE lead__c SET status__c = 'Converted' WHERE id = $1", [ids.leadConverted]);
});

test("each reminder is made once: two servers' workers at once, then the scan again", async () => {
  const [ra, rb] = await Promise.all([a.runNow(JOBS.reminders), b.runNow(JOBS.reminders)]);
  assert.ok((ra.made as number) + (rb.made as number) > 0);
  assert.is((ra.made as number) + (rb.made as number), ra.due as number, "the two scans made each due reminder once between them");
  // again, and through the queue on both servers at once
  assert.is((await scanReminders(t.db, clock)).made, 0);
  const sent = await Promise.all([a.send(JOBS.reminders, {}), b.send(JOBS.reminders, {})]);
  a.wake(JOBS.reminders);
  b.wake(JOBS.reminders);
  const direct = await Promise.all([scanReminders(t.db, clock), scanReminders(t.second(), clock)]);
  assert.equal(
    direct.map((x) => x.made),
    [0, 0],
  );
  // the queue keeps one scan waiting (policy short: a second send while one waits is dropped); it ran and made nothing new
  assert.ok(sent.some((id) => id !== null));
  for (const id of sent.filter((x) => x !== null)) {
    const end = Date.now() + 20_000;
    for (;;) {
      const r = await t.db.query<{ state: string; output: { made?: number } | null }>(
        "SELECT state::text AS state, output FROM pgboss.job WHERE id = $1 UNION ALL SELECT state::text, output FROM pgboss.archive WHERE id = $1",
        [id],
      );
      if (r.rows[0]?.state === "completed") {
        assert.is(r.rows[0].output?.made, 0);
        break;
      }
      if (Date.now() > end) throw new Error(`the queued scan ${id} did not complete: ${r.rows[0]?.state}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  const day = "2031-03-10";
  const tomorrow = await reminders(`workshop:${ids.tomorrow}`);
  assert.equal(
    tomorrow.map((r) => [r.recipient, r.kind, r.reminder_key]),
    [
      [
        DEMO_FCP.sfid,
        "reminder.workshopTomorrow",
        reminderKey({ recipient: DEMO_FCP.sfid, kind: "reminder.workshopTomorrow", record: `workshop:${ids.tomorrow}` }, day),
      ],
    ],
  );
  assert.is(tomorrow[0]!.title, "Workshop tomorrow");
  assert.is(tomorrow[0]!.body, "Toran tomorrow is tomorrow. Check that everything is ready.");
  assert.ok(tomorrow[0]!.link.startsWith(`/workshop?id=${ids.tomorrow}`), tomorrow[0]!.link);
  assert.is(tomorrow[0]!.push_after, null, "made at 11:30: pushed at once");

  const due = await reminders(`lead:${ids.leadDue}`);
  assert.equal(
    due.map((r) => [r.recipient, r.kind, r.body]),
    [[DEMO_FCP.sfid, "reminder.followUpDue", "Kiran due: the follow-up is due today."]],
  );
  assert.ok(due[0]!.link.startsWith(`/lead?id=${ids.leadDue}`), due[0]!.link);
  // changed state, a later follow-up, an approval not yet 48 hours old: nothing
  assert.equal(await reminders(`workshop:${ids.cancelled}`), []);
  assert.equal(await reminders(`lead:${ids.leadConverted}`), []);
  assert.equal(await reminders(`lead:${ids.leadLater}`), []);
  assert.equal(await reminders(`workshop:${ids.fresh}`), []);

  // 50 hours: the approver only
  assert.equal(
    (await reminders(`workshop:${ids.confirm}`)).map((r) => [r.recipient, r.kind, r.body]),
    [[DEMO_CMDI.sfid, "reminder.approvalWaiting", "Plan 50 hours is still waiting for your decision."]],
  );
  // 100 hours: the approver, then their manager (the CMDI's AMMD; the AMMD's: the super admins)
  assert.equal(
    (await reminders(`workshop:${ids.verify}`)).map((r) => [r.recipient, r.kind, r.body]),
    [
      [DEMO_CMDI.sfid, "reminder.approvalWaiting", "Report 100 hours is still waiting for your decision."],
      [DEMO_AMMD.sfid, "reminder.approvalEscalated", `Report 100 hours has waited too long for a decision by ${DEMO_CMDI.name}.`],
    ],
  );
  const approve = await reminders(`workshop:${ids.approve}`);
  assert.equal(approve[0] && [approve[0].recipient, approve[0].kind], [DEMO_AMMD.sfid, "reminder.approvalWaiting"]);
  assert.ok(
    approve.some((r) => r.recipient === DEMO_SUPER.sfid && r.kind === "reminder.approvalEscalated" && r.body.endsWith(`by ${DEMO_AMMD.name}.`)),
    JSON.stringify(approve),
  );
  assert.ok(approve.every((r) => r.recipient !== DEMO_AMMD.sfid || r.kind === "reminder.approvalWaiting"));
});

test("the next day in quiet hours: listed now, pushed at 08:00", async () => {
  // 21:30 in India on 12 March: the approvals still wait (a new day's reminder), the workshop is past
  clock = new Date("2031-03-12T16:00:00Z");
  const scan = await scanReminders(t.db, clock);
  assert.ok(scan.made > 0);
  assert.is(scan.quiet, scan.made);
  // 108 hours now: the CMDI again, and his AMMD
  const again = (await reminders(`workshop:${ids.confirm}`)).filter((r) => r.reminder_key.endsWith("|2031-03-12"));
  assert.equal(
    again.map((r) => [r.recipient, r.kind]),
    [
      [DEMO_CMDI.sfid, "reminder.approvalWaiting"],
      [DEMO_AMMD.sfid, "reminder.approvalEscalated"],
    ],
  );
  assert.equal(new Date(again[0]!.push_after!), new Date("2031-03-13T02:30:00Z"));
  assert.equal(
    (await reminders(`workshop:${ids.tomorrow}`)).map((r) => r.reminder_key.slice(-10)),
    ["2031-03-10"],
    "a workshop tomorrow is reminded once, the day before",
  );
  const keys = await vapidKeys(t.db, null);
  const pushed = async () =>
    (
      await t.db.query<{ pushed: boolean }>("SELECT pushed_at IS NOT NULL AS pushed FROM app_notification WHERE reminder_key = $1", [
        again[0]!.reminder_key,
      ])
    ).rows[0]!.pushed;
  // rounds in quiet hours leave it (each round until none is left: the demo's reminders too); the rounds from 08:00 take it
  const rounds = async (at: string) => {
    while ((await pushRound(t.db, { keys, subject: DEFAULT_VAPID_SUBJECT, now: () => new Date(at) })).notifications === PUSH_BATCH);
  };
  await rounds(clock.toISOString());
  assert.is(await pushed(), false);
  await rounds("2031-03-13T02:29:00Z");
  assert.is(await pushed(), false);
  await rounds("2031-03-13T02:31:00Z");
  assert.is(await pushed(), true);
});

test("a Hindi reader's reminder is pushed and listed in Hindi", async () => {
  const fcp = await t.db.query<{ id: number }>("SELECT id FROM account WHERE sfid = $1", [DEMO_FCP.sfid]);
  await t.db.query(
    `INSERT INTO app_user_setting (subject_kind, subject_id, language) VALUES ('account', $1, 'hi')
     ON CONFLICT (subject_kind, subject_id) DO UPDATE SET language = 'hi'`,
    [fcp.rows[0]!.id],
  );
  const language = (await recipientLanguages(t.db, [DEMO_FCP.sfid])).get(DEMO_FCP.sfid);
  assert.is(language, "hi");
  const [tomorrow] = await reminders(`workshop:${ids.tomorrow}`);
  const payload = pushPayload(tomorrow!, language!);
  assert.is(payload.title, "कल वर्कशॉप");
  assert.is(payload.body, "Toran tomorrow कल है। देख लें कि सब कुछ तैयार है।");
  const [due] = await reminders(`lead:${ids.leadDue}`);
  assert.is(pushPayload(due!, "hi").body, "Kiran due: फ़ॉलो-अप आज करना है।");
  // the escalation's approver comes back from the body into the Hindi sentence
  const [, escalated] = await reminders(`workshop:${ids.verify}`);
  assert.is(pushPayload(escalated!, "hi").body, `Report 100 hours ${DEMO_CMDI.name} के फ़ैसले का बहुत देर से इंतज़ार कर रहा है।`);
  assert.is(pushPayload(escalated!, "en").body, escalated!.body);
});

test.run();
