// Targets (issue 47 item 2; decision 084). `targets.set`: a CMDI sets one of their FCPs' target for
// this month or a later one (the FCP by account id, checked against the session's CMDI: another's is
// a 404 at the field). `targets.progress`: the month's targets beside the workshops held and their
// participants, counted here from the workshops (held: reported, HELD_STAGES), so no manager's
// device downloads every FCP's workshops for it. Whose: an FCP their own line; a CMDI one line per
// active FCP of theirs; an AMMD one line per CMDI over the FCPs assigned to her, or with `cmdi` the
// FCPs of that CMDI among hers; the super admin the same over every FCP. Scope from the session only.
import type { RowOf } from "../../src/codecs/contract.ts";
import { programmeDate } from "../../src/codecs/calendar.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { HELD_STAGES, nextMonth, TARGET_MESSAGES, targetsProgress, targetsSet } from "../../src/codecs/targets.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import { managedBy } from "./people.ts";
import { defineOp, OpError } from "./registry.ts";

type Row = RowOf<typeof targetsProgress>;

/** The FCP accounts whose progress the caller reads, as a condition on `a` with its params from `$${from}`; null: none. */
function fcpsOf(user: SessionUser, cmdi: string | undefined, from: number): { sql: string; params: unknown[] } | null {
  if (user.role === "FCP") return user.sfid ? { sql: `a.sfid = $${from}`, params: [user.sfid] } : null;
  const byCmdi = (n: number) => (cmdi === undefined ? "" : ` AND a.assigned_cmdi__c = $${n}`);
  if (user.superAdmin) return { sql: cmdi === undefined ? "true" : `a.assigned_cmdi__c = $${from}`, params: cmdi === undefined ? [] : [cmdi] };
  const scope = managedBy(user, "a.assigned_cmdi__c", "a.assigned_ammd__c", from);
  if (!scope) return null;
  // a CMDI's own FCPs whatever `cmdi` says (it narrows a manager's view, it never widens it)
  if (user.role === "CMDI") return scope;
  return { sql: `${scope.sql}${byCmdi(from + scope.params.length)}`, params: cmdi === undefined ? scope.params : [...scope.params, cmdi] };
}

const progressOp = defineOp(targetsProgress, async ({ db, user }, p) => {
  const fcps = fcpsOf(user, p.cmdi, 5);
  if (!fcps) return [];
  const active = user.role === "FCP" ? "" : " AND a.active__c IS NOT FALSE";
  // the FCPs' accounts, a condition on `a`: read for the lines (f) and again, joined, for their
  // workshops (w), so the planner counts the FCPs from the table's statistics and chooses between a
  // lookup per FCP (a few) and the month's held workshops read once (thousands); from f's rows it
  // assumed 200 FCPs and looked up thousands one by one
  const fcpAccounts = `a.recordtypeid = $1 AND a.isdeleted IS NOT TRUE AND a.sfid IS NOT NULL${active} AND ${fcps.sql}`;
  const base = `
    WITH f AS (
      SELECT a.id, a.sfid, a.name, a.phone, a.assigned_cmdi__c FROM account a WHERE ${fcpAccounts}
    ), w AS (
      SELECT o.accountid, count(*)::int AS held, coalesce(round(sum(o.actual_participants_count__c)), 0)::int AS participants
        FROM opportunity o JOIN account a ON a.sfid = o.accountid
       WHERE ${fcpAccounts} AND o.stagename = ANY($2::text[])
         AND o.start_date_time__c >= ($3::text || '-01')::date AND o.start_date_time__c < ($4::text || '-01')::date
       GROUP BY o.accountid
    ), per AS (
      SELECT f.id, f.name, f.phone, f.assigned_cmdi__c AS cmdi, (t.id IS NOT NULL) AS targeted, t.workshops, t.participants AS target_participants,
             coalesce(w.held, 0) AS held, coalesce(w.participants, 0) AS participants
        FROM f LEFT JOIN fcp_target t ON t.fcp = f.sfid AND t.month = $3 LEFT JOIN w ON w.accountid = f.sfid
    )`;
  const params = [FCP_RECORD_TYPE, HELD_STAGES, p.month, nextMonth(p.month), ...fcps.params];
  // a manager above the CMDIs without a CMDI chosen: one line per CMDI
  const rolledUp = (user.superAdmin || user.role === "AMMD") && p.cmdi === undefined;
  const sql = rolledUp
    ? `${base}
      SELECT coalesce(min(c.id), 0) AS id, 'cmdi' AS level, $3::text AS month, min(c.name) AS name, NULL::text AS phone, e.cmdi, count(*)::int AS fcps,
             count(*) FILTER (WHERE e.targeted)::int AS targeted, sum(e.workshops)::int AS target_workshops,
             sum(e.target_participants)::int AS target_participants, sum(e.held)::int AS held, sum(e.participants)::int AS participants
        FROM per e LEFT JOIN product_user__c c ON c.sfid = e.cmdi AND c.type__c = 'CMDI'
       GROUP BY e.cmdi ORDER BY lower(min(c.name)) NULLS LAST, e.cmdi NULLS LAST`
    : `${base}
      SELECT e.id, 'fcp' AS level, $3::text AS month, e.name, e.phone, e.cmdi, 1 AS fcps, e.targeted::int AS targeted, e.workshops AS target_workshops,
             e.target_participants, e.held, e.participants
        FROM per e ORDER BY lower(e.name), e.id`;
  return (await db.query<Row>(sql, params)).rows;
});

const setOp = defineOp(targetsSet, async ({ db, user, subject, now }, p) => {
  const { fcp, month, workshops, participants } = p.values;
  if (month < programmeDate(now).slice(0, 7)) throw new OpError(400, "bad_request", TARGET_MESSAGES.past, "month");
  if (!user.sfid) throw new OpError(404, "not_found", TARGET_MESSAGES.notYours, "fcp");
  const found = await db.query<{ sfid: string }>(
    `SELECT a.sfid FROM account a
      WHERE a.id = $1 AND a.recordtypeid = $2 AND a.isdeleted IS NOT TRUE AND a.sfid IS NOT NULL AND a.assigned_cmdi__c = $3`,
    [Number(fcp), FCP_RECORD_TYPE, user.sfid],
  );
  const sfid = found.rows[0]?.sfid;
  if (!sfid) throw new OpError(404, "not_found", TARGET_MESSAGES.notYours, "fcp");
  const by = subjectKey(subject);
  const r = await db.query<{ id: number }>(
    `INSERT INTO fcp_target (fcp, month, workshops, participants, set_by, set_at) VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (fcp, month) DO UPDATE SET workshops = EXCLUDED.workshops, participants = EXCLUDED.participants,
       set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at
     RETURNING id`,
    [sfid, month, workshops, participants, by],
  );
  const id = r.rows[0]!.id;
  await audit(db, "target.set", by, { target: id, fcp: Number(fcp), month, workshops, participants }, null);
  return [{ id }];
});

export const TARGET_OPS = [progressOp, setOp] as const;
