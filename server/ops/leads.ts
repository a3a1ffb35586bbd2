// Leads (issue 25; docs/decisions/042): listed within the caller's scope, taken from the session only
// (an FCP the leads assigned to them; a CMDI or an AMMD the leads of their FCPs and the unassigned
// leads of their CMDIs, decision 068), each with its moves and its FCP's mobile. A CMDI adds and
// assigns (to one of their FCPs); the FCP moves a lead along the statechart of src/codecs/lead.ts
// (any other move is a 409 and changes nothing) and converts it, which creates the HPA in the same
// transaction (the registry's, with its idempotency key). A lead outside the scope answers 404,
// whether it exists or not.
import { programmeDate } from "../../src/codecs/calendar.ts";
import type { IdRow } from "../../src/codecs/contract.ts";
import { msg } from "../../src/codecs/language.ts";
import { HPA_MESSAGES, recordTypeOf, type HpaType } from "../../src/codecs/hpa.ts";
import {
  canMove,
  followUpProblem,
  LEAD_MESSAGES,
  LEADS_LIMIT,
  leadsAdd,
  leadsAssign,
  leadsConvert,
  leadsList,
  leadsListPage,
  leadsMove,
  type Lead,
  type LeadStatus,
} from "../../src/codecs/lead.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import type { Queryable } from "../db/db.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, userSqlList } from "./pages.ts";
import { managedBy } from "./people.ts";
import { defineOp, OpError, type OpContext } from "./registry.ts";
import { matchParams, matchSql } from "./textMatch.ts";
import { LEAD_NOTICES, noticeCte } from "../notices.ts";

/** A live FCP account `f` ($1: the FCP record type). */
const LIVE_FCP = "f.recordtypeid = $1 AND f.isdeleted IS NOT TRUE";

/**
 * Whose leads the caller sees, as a condition on the lead `l` ($1 the FCP record type, $2 the
 * caller's sfid); null: none. A manager's: a lead assigned to an FCP is theirs while the FCP is (the
 * FCP's CMDI or AMMD now, as /listMyFCP's), one with no FCP (none, or its account deleted or not an
 * FCP's) while its CMDI is (decision 068). Written as the ids of those two disjoint parts, each read
 * from indexes (the CMDI's leads by `cmdi__c`, the FCPs' by `fcp__c`: decision 094), so a
 * statement reads the caller's leads, not every lead with its FCP as an OR across both did.
 */
function scopeOf(user: SessionUser): string | null {
  if (!user.sfid) return null;
  if (user.role === "FCP") return "l.fcp__c = $2";
  const theirFcps = managedBy(user, "f.assigned_cmdi__c", "f.assigned_ammd__c", 2);
  if (!theirFcps) return null;
  const theirCmdis =
    user.role === "CMDI"
      ? "x.cmdi__c = $2"
      : "x.cmdi__c IN (SELECT m.sfid FROM product_user__c m WHERE left(m.reporting_to_ammd__c, 15) = left($2, 15))";
  return `l.id IN (SELECT x.id FROM lead__c x WHERE ${theirCmdis} AND NOT EXISTS (SELECT 1 FROM account f WHERE f.sfid = x.fcp__c AND ${LIVE_FCP})
    UNION ALL SELECT x.id FROM account f JOIN lead__c x ON x.fcp__c = f.sfid WHERE ${theirFcps.sql} AND ${LIVE_FCP})`;
}

const MOVES = `coalesce((SELECT json_agg(json_build_object('from', h.from_status__c, 'to', h.to_status__c, 'note', h.note__c, 'by', h.by_name__c,
                 'at', to_char(h.createddate, 'YYYY-MM-DD"T"HH24:MI:SS')) ORDER BY h.id)
                 FROM lead_history__c h WHERE h.lead__c = l.id AND h.isdeleted IS NOT TRUE), '[]'::json)`;

/**
 * The caller's leads as a list in SQL (decision 094): newest first; the device keeps the ones not
 * assigned to an FCP yet and not converted (leadsList's `open`), then the newest others.
 */
function leadsSql(user: SessionUser): ListSql<Lead> | null {
  const scope = scopeOf(user);
  if (!scope) return null;
  return {
    from: `lead__c l
       LEFT JOIN account a ON a.sfid = l.fcp__c AND a.recordtypeid = $1 AND a.isdeleted IS NOT TRUE
       LEFT JOIN product_user__c c ON c.sfid = l.cmdi__c`,
    where: `l.isdeleted IS NOT TRUE AND ${scope}`,
    args: [FCP_RECORD_TYPE, user.sfid],
    order: "l.id DESC",
    key: "l.id",
    open: "a.id IS NULL AND l.status__c IS DISTINCT FROM 'Converted'",
    fields: { status: "l.status__c", fcp_id: "a.id", name: "l.name", mobile__c: "l.mobile__c", city__c: "l.city__c", institute__c: "l.institute__c" },
  };
}

/**
 * The caller's leads meeting `c` (its values after the list's), newest first; from `offset`, at
 * most `limit` (a page, or the search's part), or all of them.
 */
function select(db: Queryable, l: ListSql<Lead>, c: SqlCondition, page?: Paging): Promise<Lead[]> {
  return selectPage(
    db,
    l,
    `l.id, l.name, l.mobile__c, l.email__c, l.city__c, l.institute__c, l.source__c AS source, l.status__c AS status,
     to_char(l.follow_up_date__c, 'YYYY-MM-DD') AS follow_up, a.id AS fcp_id, a.name AS fcp_name, a.phone AS fcp_phone, c.name AS cmdi_name,
     l.hpa__c AS hpa_id, to_char(l.createddate, 'YYYY-MM-DD"T"HH24:MI:SS') AS createddate, ${MOVES} AS moves`,
    c,
    { page },
  );
}

const leadsInSql = userSqlList(leadsList, leadsSql, select);
const listOp = leadsInSql.op;

/** The caller's leads whose name, mobile or institute may hold `query` (the search's server part, decision 082). */
export async function leadsMatching(db: Queryable, user: SessionUser, query: string): Promise<Lead[]> {
  const l = leadsSql(user);
  return l
    ? select(db, l, { sql: matchSql(["l.name", "l.mobile__c", "l.institute__c"], 3), args: matchParams(query) }, { offset: 0, limit: LEADS_LIMIT })
    : [];
}

function acting({ user }: OpContext, role: "FCP" | "CMDI", refusal: string): string {
  if (user.role !== role || !user.sfid) throw new OpError(403, "forbidden", refusal);
  return user.sfid;
}

const notFound = () => new OpError(404, "not_found", LEAD_MESSAGES.notFound);

async function history(db: Queryable, user: SessionUser, lead: number, from: LeadStatus | null, to: LeadStatus, note: string) {
  await db.query(
    "INSERT INTO lead_history__c (lead__c, from_status__c, to_status__c, note__c, by_name__c, by_role__c) VALUES ($1, $2, $3, $4, $5, $6)",
    [lead, from, to, note, user.name, user.role],
  );
}

const blank = (s: string) => (s === "" ? null : s);

const addOp = defineOp(leadsAdd, async (ctx, p) => {
  const cmdi = acting(ctx, "CMDI", msg("Only a CMDI can add leads"));
  const v = p.values;
  const duplicate = () => new OpError(409, "duplicate", LEAD_MESSAGES.duplicate, "mobile__c");
  const taken = await ctx.db.query<IdRow>("SELECT id FROM lead__c WHERE mobile__c = $1", [v.mobile__c]);
  if (taken.rows.length > 0) throw duplicate();
  const r = await ctx.db.query<IdRow>(
    `INSERT INTO lead__c (name, mobile__c, email__c, city__c, institute__c, source__c, status__c, cmdi__c)
     VALUES ($1, $2, $3, $4, $5, 'Entered by CMDI', 'New', $6) ON CONFLICT (mobile__c) DO NOTHING RETURNING id`,
    [v.name, v.mobile__c, blank(v.email__c), blank(v.city__c), blank(v.institute__c), cmdi],
  );
  const row = r.rows[0];
  if (!row) throw duplicate();
  await history(ctx.db, ctx.user, row.id, null, "New", "Entered by CMDI");
  await audit(ctx.db, "lead.add", subjectKey(ctx.subject), { lead: row.id }, null);
  return [{ id: row.id }];
});

const assignOp = defineOp(leadsAssign, async (ctx, p) => {
  const cmdi = acting(ctx, "CMDI", msg("Only a CMDI can assign leads"));
  const lead = (
    await ctx.db.query<{ id: number; status__c: LeadStatus }>(
      "SELECT id, status__c FROM lead__c WHERE id = $1 AND cmdi__c = $2 AND isdeleted IS NOT TRUE FOR UPDATE",
      [p.id, cmdi],
    )
  ).rows[0];
  if (!lead) throw notFound();
  if (lead.status__c === "Converted") throw new OpError(409, "converted", LEAD_MESSAGES.converted, "fcp");
  const fcp = (
    await ctx.db.query<{ sfid: string }>(
      "SELECT sfid FROM account WHERE id = $1 AND recordtypeid = $2 AND assigned_cmdi__c = $3 AND sfid IS NOT NULL AND isdeleted IS NOT TRUE",
      [Number(p.values.fcp), FCP_RECORD_TYPE, cmdi],
    )
  ).rows[0];
  if (!fcp) throw new OpError(404, "not_found", LEAD_MESSAGES.fcpNotFound, "fcp");
  await ctx.db.query("UPDATE lead__c SET fcp__c = $2, assigned_date__c = now(), systemmodstamp = now() WHERE id = $1", [lead.id, fcp.sfid]);
  // the FCP is told, in the same transaction (decision 045); the statement after the update sees the FCP it names
  const notice = noticeCte("lead__c", "lead.assign", LEAD_NOTICES["lead.assign"], null, ctx.now.toISOString(), 2);
  await ctx.db.query(`WITH moved AS (SELECT $1::int AS id)${notice.sql} SELECT 1`, [lead.id, ...notice.params]);
  await audit(ctx.db, "lead.assign", subjectKey(ctx.subject), { lead: lead.id, fcp: fcp.sfid }, null);
  return [{ id: lead.id }];
});

/** The FCP's lead, its row locked (a concurrent move waits, then sees the new status); none: 404. */
async function ownLead(ctx: OpContext, id: number) {
  const fcp = acting(ctx, "FCP", msg("Only an FCP can work leads"));
  const lead = (
    await ctx.db.query<{
      id: number;
      status__c: LeadStatus;
      name: string;
      email__c: string | null;
      city__c: string | null;
      institute__c: string | null;
      cmdi__c: string;
      follow_up: string | null;
    }>(
      "SELECT id, status__c, name, email__c, city__c, institute__c, cmdi__c, to_char(follow_up_date__c, 'YYYY-MM-DD') AS follow_up FROM lead__c WHERE id = $1 AND fcp__c = $2 AND isdeleted IS NOT TRUE FOR UPDATE",
      [id, fcp],
    )
  ).rows[0];
  if (!lead) throw notFound();
  return { fcp, lead };
}

const refused = (from: LeadStatus, to: LeadStatus, field?: string) => new OpError(409, "not_allowed", LEAD_MESSAGES.refused(from, to), field);

const moveOp = defineOp(leadsMove, async (ctx, p) => {
  const { lead } = await ownLead(ctx, p.id);
  const to = p.values.to as LeadStatus;
  if (lead.status__c !== p.from) throw new OpError(409, "stale", LEAD_MESSAGES.stale);
  if (!canMove(lead.status__c, to)) throw refused(lead.status__c, to, "to");
  const past = followUpProblem(p.values.follow_up, programmeDate(ctx.now), lead.follow_up);
  if (past) throw new OpError(400, "bad_request", past, "follow_up");
  await ctx.db.query("UPDATE lead__c SET status__c = $2, follow_up_date__c = $3::date, systemmodstamp = now() WHERE id = $1", [
    lead.id,
    to,
    blank(p.values.follow_up),
  ]);
  await history(ctx.db, ctx.user, lead.id, lead.status__c, to, p.values.note);
  await audit(ctx.db, "lead.move", subjectKey(ctx.subject), { lead: lead.id, from: lead.status__c, to }, null);
  return [{ id: lead.id }];
});

const convertOp = defineOp(leadsConvert, async (ctx, p) => {
  const { fcp, lead } = await ownLead(ctx, p.id);
  if (!canMove(lead.status__c, "Converted")) throw refused(lead.status__c, "Converted");
  const v = p.values;
  const duplicate = () => new OpError(409, "duplicate", HPA_MESSAGES.duplicate, "mobile__c");
  if ((await ctx.db.query<IdRow>("SELECT id FROM hpa__c WHERE mobile__c = $1", [v.mobile__c])).rows.length > 0) throw duplicate();
  const hpa = (
    await ctx.db.query<IdRow>(
      `INSERT INTO hpa__c (name, recordtypeid, mobile__c, email__c, city__c, institute__c, fcp__c, assigned_by__c)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (mobile__c) DO NOTHING RETURNING id`,
      [lead.name, recordTypeOf(v.type as HpaType), v.mobile__c, lead.email__c, lead.city__c, lead.institute__c, fcp, lead.cmdi__c],
    )
  ).rows[0];
  if (!hpa) throw duplicate();
  await ctx.db.query("UPDATE lead__c SET status__c = 'Converted', hpa__c = $2, follow_up_date__c = NULL, systemmodstamp = now() WHERE id = $1", [
    lead.id,
    hpa.id,
  ]);
  await history(ctx.db, ctx.user, lead.id, lead.status__c, "Converted", v.note);
  await audit(ctx.db, "lead.convert", subjectKey(ctx.subject), { lead: lead.id, hpa: hpa.id }, null);
  return [{ id: hpa.id }];
});

/** A page of the caller's leads by the list's filters and search (decision 092): the list's own op, narrowed and paged. */
const listPageOp = pageOp(leadsListPage, leadsList, listOp, leadsInSql.page);

export const LEAD_OPS = [listOp, listPageOp, addOp, assignOp, moveOp, convertOp] as const;
