// Reminders (issue 47 item 3; docs/decisions/083-reminders.md), made by the scheduled job
// `reminders.scan`: the day before a workshop (to its FCP), a lead's follow-up falling due today
// (to its FCP), and an approval waiting (a workshop's plan, report or approval, a training's
// approval) more than REMINDER_APPROVAL_HOURS to its approver, then more than
// REMINDER_ESCALATION_HOURS to the approver's manager too. What is "due" is asked of Today's
// table of rules (src/codecs/today.ts, issue 47 item 1) over the same rows the lists give, never
// restated here. Each reminder is an in-app notification (the list, and push by `push.round`)
// with a key of its person, reason, record and India's day: the insert skips a key already there,
// so two servers' scans, or one scan run twice, make it once. In quiet hours (21:00-08:00 in
// India) it is listed at once and pushed at 08:00. Its text is the notices' English, put into the
// reader's language where it is shown or pushed (src/codecs/notices.ts REMINDER_NOTICES).
import { TZDate } from "@date-fns/tz";
import { addDays, differenceInHours, set, startOfDay } from "date-fns";
import { PROGRAMME_TIME_ZONE } from "../../src/codecs/calendar.ts";
import type { Lead } from "../../src/codecs/lead.ts";
import { REMINDER_NOTICES, type ReminderKind } from "../../src/codecs/notices.ts";
import { withoutControls } from "../../src/codecs/text.ts";
import { TODAY_RULES, todayNow, type TodayNow, type TodayRule, type TodaySource } from "../../src/codecs/today.ts";
import { ownsTraining, TRAINING_TRANSITIONS, type ApprovalTraining } from "../../src/codecs/trainingApproval.ts";
import type { MyWorkshopRow } from "../../src/codecs/workshop.ts";
import { TRANSITIONS } from "../../src/codecs/workshopLifecycle.ts";
import type { Queryable } from "../db/db.ts";
import { MINE_COLUMNS } from "../ops/workshops.ts";

export interface ReminderSettings {
  /** an approval waiting this many hours reminds its approver (REMINDER_APPROVAL_HOURS) */
  approvalHours: number;
  /** and this many its approver's manager too (REMINDER_ESCALATION_HOURS; at least approvalHours) */
  escalationHours: number;
}
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { approvalHours: 48, escalationHours: 96 };

/** Quiet hours in India: no push from 21:00 until 08:00 (issue 47 item 3). */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** When a reminder made at `now` may be pushed: null (at once) outside quiet hours, else 08:00 in India after `now`. */
export function pushAfter(now: Date): Date | null {
  const india = new TZDate(now.getTime(), PROGRAMME_TIME_ZONE);
  const hour = india.getHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return null;
  const day = hour >= QUIET_FROM_HOUR ? addDays(india, 1) : india;
  return new Date(set(startOfDay(day), { hours: QUIET_UNTIL_HOUR }).getTime());
}

/** A rule of Today's table, typed by the list it reads (the table is the one source of "due"). */
function todayRule<K extends TodaySource>(kind: string, source: K): TodayRule<K> {
  const r = TODAY_RULES.find((x) => x.kind === kind && x.source === source);
  if (!r) throw new Error(`Today's table has no rule ${kind} over ${source}`);
  return r as unknown as TodayRule<K>;
}

/** One reminder to write. */
export interface Reminder {
  recipient: string;
  kind: ReminderKind;
  /** the record, as `workshop:7` (the key's part) */
  record: string;
  name: string;
  link: string;
  /** the approver's name (an escalation's body ends with it) */
  tail?: string;
}

/** The key that makes a reminder once: person, reason, record and India's day. */
export const reminderKey = (r: Pick<Reminder, "recipient" | "kind" | "record">, day: string) => `${r.recipient}|${r.kind}|${r.record}|${day}`;

const nameOr = (name: string | null, fallback: string) => withoutControls(name ?? "").trim() || fallback;

/** The stages where a workshop may wait for a CMDI or an AMMD (from the lifecycle's transitions). */
const STAFF_STAGES = [...new Set(TRANSITIONS.filter((t) => t.by.includes("CMDI") || t.by.includes("AMMD")).map((t) => t.from))];
/** The statuses where a training may wait for its AMMD (from the approval table). */
const AMMD_STATUSES = [...new Set(TRAINING_TRANSITIONS.filter((x) => ownsTraining(x.by, { role: "AMMD" })).map((x) => x.from))];

interface Staff {
  sfid: string;
  name: string | null;
  reporting_to_ammd__c: string | null;
  super_admin__c: boolean;
  active__c: boolean | null;
}

/** The people an approver's waiting item goes to next: their AMMD, or (an AMMD reporting to nobody) the active super admins. */
function managersOf(approver: string, staff: ReadonlyMap<string, Staff>): string[] {
  const up = staff.get(approver)?.reporting_to_ammd__c;
  if (up && up !== approver) return [up];
  return [...staff.values()].filter((p) => p.super_admin__c && p.active__c !== false && p.sfid !== approver).map((p) => p.sfid);
}

/** The reminders due at `now` (not yet written: the insert skips the ones already made today). */
export async function dueReminders(db: Queryable, now: Date, settings: ReminderSettings = DEFAULT_REMINDER_SETTINGS): Promise<Reminder[]> {
  const at: TodayNow = todayNow(now);
  const out: Reminder[] = [];

  // the day before a workshop: its FCP (Today's "workshop tomorrow": a stage before the report)
  const tomorrow = todayRule("workshopTomorrow", "myWorkshops");
  const soon = await db.query<MyWorkshopRow & { recipient: string }>(
    `SELECT ${MINE_COLUMNS}, o.accountid AS recipient FROM opportunity o
      WHERE o.accountid IS NOT NULL AND o.start_date_time__c >= $1::date AND o.start_date_time__c < $1::date + 1`,
    [at.tomorrow],
  );
  for (const w of soon.rows)
    if (tomorrow.when(w, at))
      out.push({
        recipient: w.recipient,
        kind: "reminder.workshopTomorrow",
        record: `workshop:${w.id}`,
        name: nameOr(w.name, `Workshop ${w.id}`),
        link: tomorrow.link(w).href,
      });

  // a lead's follow-up falling due today: its FCP (Today's "follow-up due": an open lead)
  const due = todayRule("leadDue", "leads");
  const leads = await db.query<Lead & { recipient: string }>(
    `SELECT l.id, l.name, l.status__c AS status, to_char(l.follow_up_date__c, 'YYYY-MM-DD') AS follow_up, a.id AS fcp_id, l.fcp__c AS recipient
       FROM lead__c l JOIN account a ON a.sfid = l.fcp__c
      WHERE l.isdeleted IS NOT TRUE AND l.follow_up_date__c = $1::date`,
    [at.today],
  );
  for (const l of leads.rows)
    if (due.when(l, at))
      out.push({
        recipient: l.recipient,
        kind: "reminder.followUpDue",
        record: `lead:${l.id}`,
        name: nameOr(l.name, `Lead ${l.id}`),
        link: due.link(l).href,
      });

  // approvals waiting: to the approver past approvalHours, to their manager too past escalationHours
  const staffRows = await db.query<Staff>(
    "SELECT sfid, name, reporting_to_ammd__c, super_admin__c, active__c FROM product_user__c WHERE sfid IS NOT NULL",
  );
  const staff = new Map(staffRows.rows.map((p) => [p.sfid, p]));
  const waiting = (approver: string | null, since: number | null, name: string, record: string, link: string, managerLink: string) => {
    if (!approver || since === null) return;
    const hours = differenceInHours(now, new Date(since * 1000));
    if (hours < settings.approvalHours) return;
    out.push({ recipient: approver, kind: "reminder.approvalWaiting", record, name, link });
    if (hours < Math.max(settings.escalationHours, settings.approvalHours)) return;
    const approverName = nameOr(staff.get(approver)?.name ?? null, approver);
    for (const m of managersOf(approver, staff))
      out.push({ recipient: m, kind: "reminder.approvalEscalated", record, name, link: managerLink, tail: approverName });
  };
  // waiting since it entered its stage (the history's last row into it; none: since it was made)
  const workshops = await db.query<MyWorkshopRow & { since: number | null }>(
    `SELECT ${MINE_COLUMNS},
            extract(epoch FROM COALESCE((SELECT max(h.at) FROM workshop_history h WHERE h.workshop_id = o.id AND h.to_stage = o.stagename),
                                        o.createddate AT TIME ZONE 'UTC'))::float8 AS since
       FROM opportunity o WHERE o.stagename = ANY($1::text[])`,
    [STAFF_STAGES],
  );
  const approve = todayRule("workshopToApprove", "ammdWorkshops");
  const confirm = todayRule("workshopToConfirm", "myWorkshops");
  const verify = todayRule("workshopToVerify", "myWorkshops");
  for (const w of workshops.rows) {
    const name = nameOr(w.name, `Workshop ${w.id}`);
    const record = `workshop:${w.id}`;
    const plain = `/workshop?id=${w.id}`;
    if (approve.when(w, at)) waiting(w.assigned_ammd__c, w.since, name, record, approve.link(w).href, plain);
    else if (verify.when(w, at)) waiting(w.assigned_cmdi__c, w.since, name, record, verify.link(w).href, plain);
    else if (confirm.when(w, at)) waiting(w.assigned_cmdi__c, w.since, name, record, confirm.link(w).href, plain);
  }
  const toApprove = todayRule("trainingToApprove", "trainingApprovals");
  const trainings = await db.query<ApprovalTraining & { approver: string | null; since: number | null }>(
    `SELECT c.id, c.name, c.status, to_char(c.startdate, 'YYYY-MM-DD') AS startdate, u.reporting_to_ammd__c AS approver,
            extract(epoch FROM COALESCE((SELECT max(h.at) FROM training_history h WHERE h.training_id = c.id AND h.to_status = c.status),
                                        c.createddate AT TIME ZONE 'UTC'))::float8 AS since
       FROM campaign c JOIN product_user__c u ON u.sfid = c.assigned_cmdi__c
      WHERE c.status = ANY($1::text[])`,
    [AMMD_STATUSES],
  );
  for (const x of trainings.rows)
    if (toApprove.when(x, at)) {
      const link = toApprove.link(x).href;
      waiting(x.approver, x.since, nameOr(x.name, `Training ${x.id}`), `training:${x.id}`, link, link);
    }
  return out;
}

export interface ReminderScan {
  /** reminders written now (each once a day: those already there are skipped) */
  made: number;
  /** of which pushed later (quiet hours) */
  quiet: number;
  due: number;
}

/** Finds the reminders due at `now` and writes those not yet written today, in one statement. */
export async function scanReminders(db: Queryable, now: Date, settings: ReminderSettings = DEFAULT_REMINDER_SETTINGS): Promise<ReminderScan> {
  const day = todayNow(now).today;
  // one row per key (the insert's ON CONFLICT meets the rows already written, by this or another server)
  const due = [...new Map((await dueReminders(db, now, settings)).map((x) => [reminderKey(x, day), x])).values()];
  if (due.length === 0) return { made: 0, quiet: 0, due: 0 };
  const later = pushAfter(now);
  const r = await db.query<{ id: number }>(
    `INSERT INTO app_notification (recipient, kind, title, body, link, created_at, reminder_key, push_after)
     SELECT x.recipient, x.kind, x.title, x.body, x.link, $7::timestamptz, x.key, $8::timestamptz
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x(recipient, kind, title, body, link, key)
     ON CONFLICT (reminder_key) DO NOTHING
     RETURNING id`,
    [
      due.map((x) => x.recipient),
      due.map((x) => x.kind),
      due.map((x) => REMINDER_NOTICES[x.kind].title),
      due.map((x) => `${x.name}${REMINDER_NOTICES[x.kind].text}${x.tail !== undefined ? `${withoutControls(x.tail)}.` : ""}`),
      due.map((x) => x.link),
      due.map((x) => reminderKey(x, day)),
      now.toISOString(),
      later?.toISOString() ?? null,
    ],
  );
  return { made: r.rows.length, quiet: later ? r.rows.length : 0, due: due.length };
}
