// Who is told of what (issue 27 item 1; docs/decisions/045-notifications.md): `WORKSHOP_NOTICES`,
// `TRAINING_NOTICES` and `LEAD_NOTICES` (their texts in src/codecs/notices.ts, which the list and
// the push put into the reader's language); each is written by `noticeCte`, a clause of the very
// statement that moves the workshop, the training or the lead, so a notification exists exactly when
// its event does. The ops that move records (server/ops) and the demo data (server/db/seed.ts) use
// them, which is why they live apart from both.
import { TRANSITIONS, type LifecycleEventType } from "../src/codecs/workshopLifecycle.ts";
import type { NoRows, Queryable } from "./db/db.ts";
import { withoutControls } from "../src/codecs/text.ts";
import { carriesReason, LEAD_NOTICES, type Notice, type Recipient, TRAINING_NOTICES, WORKSHOP_NOTICES } from "../src/codecs/notices.ts";

/** The control characters of `withoutControls`, as a PostgreSQL regular expression's class (ASCII text, so it sits in the SQL). */
const CONTROL_CLASS = String.raw`[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]`;

export { LEAD_NOTICES, TRAINING_NOTICES, WORKSHOP_NOTICES };

/** Where each record keeps the sfid of each person it may tell, and its page. */
const RECORDS = {
  lead__c: { recipients: { FCP: "fcp__c" }, noun: "Lead", page: "/lead?id=" },
  opportunity: { recipients: { FCP: "accountid", CMDI: "assigned_cmdi__c", AMMD: "assigned_ammd__c" }, noun: "Workshop", page: "/workshop?id=" },
  campaign: { recipients: { CMDI: "assigned_cmdi__c" }, noun: "Training", page: "/training?id=" },
} as const;

/**
 * A clause `, notified AS (INSERT ...)` for a statement whose CTE `moved` returns the ids of the
 * records moved: one notification per moved record to its person (none where the record names
 * nobody), its parameters numbered from `first`. Column and table names are this module's own.
 */
export function noticeCte(
  table: keyof typeof RECORDS,
  kind: string,
  notice: Notice,
  reason: string | null,
  at: string,
  first: number,
): { sql: string; params: unknown[] } {
  const record = RECORDS[table];
  const column = (record.recipients as Partial<Record<Recipient, string>>)[notice.to];
  if (!column) throw new Error(`${table} names no ${notice.to}`);
  // the body is one line without control characters, whatever the record's name or the reason holds (decision 061)
  const text = withoutControls(carriesReason(notice) ? `${notice.text}${reason ?? ""}` : notice.text);
  const [k, title, body, page, when] = [first, first + 1, first + 2, first + 3, first + 4].map((n) => `$${n}`);
  return {
    sql: `, notified AS (
       INSERT INTO app_notification (recipient, kind, title, body, link, created_at)
       SELECT r.${column}, ${k}, ${title}, COALESCE(NULLIF(btrim(regexp_replace(r.name, '${CONTROL_CLASS}', ' ', 'g')), ''), '${record.noun} ' || r.id) || ${body}, ${page} || r.id, ${when}::timestamptz
         FROM moved JOIN ${table} r ON r.id = moved.id WHERE r.${column} IS NOT NULL
       RETURNING id
     )`,
    params: [kind, notice.title, text, record.page, at],
  };
}

/**
 * The demo's notifications (decision 045): each demo workshop's person is told of the step that
 * brought it to its stage, as if it had been taken; what asks them to act (a plan to confirm, a
 * day reached, a report to verify) is unread, what only informs is read.
 */
export async function seedNotifications(q: Queryable): Promise<number> {
  const ACT: ReadonlySet<LifecycleEventType> = new Set(["workshop.submit", "workshop.due", "workshop.report"]);
  let n = 0;
  for (const t of TRANSITIONS) {
    const notice = WORKSHOP_NOTICES[t.event];
    if (t.from === t.to || carriesReason(notice) || t.to === "Cancelled") continue;
    const column = RECORDS.opportunity.recipients[notice.to];
    const r = await q.query<NoRows>(
      `INSERT INTO app_notification (recipient, kind, title, body, link, created_at, pushed_at, read_at)
       SELECT ${column}, $1, $2, COALESCE(NULLIF(name, ''), 'Workshop ' || id) || $3, '/workshop?id=' || id, COALESCE(systemmodstamp, now()), now(),
              CASE WHEN $5 THEN NULL ELSE COALESCE(systemmodstamp, now()) END
         FROM opportunity WHERE stagename = $4 AND ${column} IS NOT NULL`,
      [t.event, notice.title, notice.text, t.to, ACT.has(t.event)],
    );
    n += r.rowCount;
  }
  return n;
}
