// HPAs (issue 25; docs/decisions/041): list and get within the caller's scope, taken from the
// session only (an FCP their own, a CMDI those of the FCPs assigned to them, an AMMD those of the
// FCPs under them); add and link by an FCP only, under their own account. An HPA outside the scope
// answers 404, whether it exists or not. A mobile number already held by an HPA is a 409 at the
// mobile field (the caller's own named as theirs, any other with one message naming nobody). Values are checked by the contract's form codec (src/codecs/hpa.ts) first.
import type { IdRow } from "../../src/codecs/contract.ts";
import {
  HPA_MESSAGES,
  HPA_TYPES,
  HPAS_LIMIT,
  hpasAdd,
  hpasGet,
  hpasLink,
  hpasList,
  hpasListPage,
  recordTypeOf,
  type Hpa,
  type HpaType,
} from "../../src/codecs/hpa.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import type { Queryable } from "../db/db.ts";
import { fcpRowsSql, fcpScopeOf } from "./fcpRows.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, userSqlList } from "./pages.ts";
import { defineOp, OpError, type OpContext } from "./registry.ts";
import { matchParams, matchSql } from "./textMatch.ts";
import { msg } from "../../src/codecs/language.ts";

const TYPE_LABEL = `CASE h.recordtypeid ${HPA_TYPES.map((h) => `WHEN '${h.recordTypeId}' THEN '${h.label}'`).join(" ")} END`;

/** The caller's HPAs as a list in SQL (decision 094): newest first, none open (the device keeps the newest). */
const hpasSql = (user: SessionUser): ListSql<Hpa> | null =>
  fcpRowsSql<Hpa>(user, "hpa__c", "h", {
    type: TYPE_LABEL,
    name: "h.name",
    mobile__c: "h.mobile__c",
    city__c: "h.city__c",
    institute__c: "h.institute__c",
  });

/** The caller's HPAs meeting `c` (its values after the list's), newest first; from `offset`, at most `limit` (a page, or the search's part), or all. */
function select(db: Queryable, l: ListSql<Hpa>, c: SqlCondition, page?: Paging): Promise<Hpa[]> {
  return selectPage(
    db,
    l,
    `h.id, h.name, ${TYPE_LABEL} AS type, h.mobile__c, h.email__c, h.city__c, h.state__c, h.institute__c,
     a.name AS fcp_name, (h.assigned_by__c IS NOT NULL) AS assigned, to_char(h.createddate, 'YYYY-MM-DD"T"HH24:MI:SS') AS createddate`,
    c,
    { page },
  );
}

/** The first value's number after the list's own (the scope's values follow the FCP record type, $1). */
const nextArg = (user: SessionUser): number => 2 + (fcpScopeOf(user)?.params.length ?? 0);

/** The caller's HPAs meeting `c`, as `select` reads them (none without a scope). */
function selectFor(db: Queryable, user: SessionUser, c: SqlCondition, page?: Paging): Promise<Hpa[]> {
  const l = hpasSql(user);
  return l ? select(db, l, c, page) : Promise.resolve([]);
}

const hpasInSql = userSqlList(hpasList, hpasSql, select);
const listOp = hpasInSql.op;

/** The caller's HPAs whose name, mobile or institute may hold `query` (the search's server part, decision 082). */
export const hpasMatching = (db: Queryable, user: SessionUser, query: string): Promise<Hpa[]> =>
  selectFor(
    db,
    user,
    { sql: matchSql(["h.name", "h.mobile__c", "h.institute__c"], nextArg(user)), args: matchParams(query) },
    { offset: 0, limit: HPAS_LIMIT },
  );

const getOp = defineOp(hpasGet, async ({ db, user }, p) => {
  const rows = await selectFor(db, user, { sql: `h.id = $${nextArg(user)}`, args: [p.id] });
  if (rows.length === 0) throw new OpError(404, "not_found", HPA_MESSAGES.notFound);
  return rows;
});

/** The FCP's own sfid: HPAs are always added and linked under it. */
function ownerOf({ user }: OpContext): string {
  if (user.role !== "FCP" || !user.sfid) throw new OpError(403, "forbidden", msg("Only an FCP can add HPAs"));
  return user.sfid;
}

const duplicate = () => new OpError(409, "duplicate", HPA_MESSAGES.duplicate, "mobile__c");

const addOp = defineOp(hpasAdd, async (ctx, p) => {
  const fcp = ownerOf(ctx);
  const v = p.values;
  // the caller's own HPA is named as theirs; anyone else's number gets one message that tells nobody's (HPA_MESSAGES.duplicate)
  const taken = await ctx.db.query<{ fcp__c: string | null; isdeleted: boolean | null }>(
    "SELECT fcp__c, isdeleted FROM hpa__c WHERE mobile__c = $1",
    [v.mobile__c],
  );
  const held = taken.rows[0];
  if (held && held.fcp__c === fcp && held.isdeleted !== true) throw new OpError(409, "duplicate", HPA_MESSAGES.linkMine, "mobile__c");
  if (held) throw duplicate();
  const blank = (s: string) => (s === "" ? null : s);
  const r = await ctx.db.query<IdRow>(
    `INSERT INTO hpa__c (name, recordtypeid, mobile__c, email__c, city__c, state__c, institute__c, fcp__c)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (mobile__c) DO NOTHING RETURNING id`,
    [v.name, recordTypeOf(v.type as HpaType), v.mobile__c, blank(v.email__c), blank(v.city__c), blank(v.state__c), blank(v.institute__c), fcp],
  );
  const row = r.rows[0];
  if (!row) throw duplicate();
  await audit(ctx.db, "hpa.add", subjectKey(ctx.subject), { hpa: row.id }, null);
  return [{ id: row.id }];
});

const linkOp = defineOp(hpasLink, async (ctx, p) => {
  const fcp = ownerOf(ctx);
  const found = await ctx.db.query<{ id: number; fcp__c: string | null }>(
    "SELECT id, fcp__c FROM hpa__c WHERE mobile__c = $1 AND isdeleted IS NOT TRUE",
    [p.values.mobile__c],
  );
  const hpa = found.rows[0];
  if (hpa?.fcp__c === fcp) throw new OpError(409, "already_linked", HPA_MESSAGES.linkMine, "mobile__c");
  const r = await ctx.db.query<IdRow>(
    "UPDATE hpa__c SET fcp__c = $2, systemmodstamp = now() WHERE mobile__c = $1 AND fcp__c IS NULL AND isdeleted IS NOT TRUE RETURNING id",
    [p.values.mobile__c, fcp],
  );
  const row = r.rows[0];
  if (!row) throw new OpError(404, "not_found", HPA_MESSAGES.linkNone, "mobile__c");
  await audit(ctx.db, "hpa.link", subjectKey(ctx.subject), { hpa: row.id }, null);
  return [{ id: row.id }];
});

/** A page of the caller's HPAs by the list's filter and search (decision 092), in the list's SQL (decision 094). */
const listPageOp = pageOp(hpasListPage, hpasList, listOp, hpasInSql.page);

export const HPA_OPS = [listOp, listPageOp, getOp, addOp, linkOp] as const;
