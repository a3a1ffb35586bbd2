// People: a manager's FCPs (fcps.list: all, active, inactive), one FCP's record with their
// workshops and uploads (fcps.profile), and the birthdays of the month (birthdays.list). Whose
// records comes from the session only (docs/decisions/019): a CMDI the FCP accounts assigned to
// them, an AMMD those assigned to them matched by the first 15 characters of the id (spec 6: "their
// id without its last three characters"), an FCP their own account. Anything else is 404.
import type { RowOf } from "../../src/codecs/contract.ts";
import { currentFinancialYear, programmeMonth } from "../../src/codecs/calendar.ts";
import { birthdaysList, FCP_NOT_FOUND, fcpsList, fcpsListPage, fcpsProfile, type FcpProfile, type FcpStatus } from "../../src/codecs/people.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import type { Queryable } from "../db/db.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, sqlList } from "./pages.ts";
import { defineOp, OpError } from "./registry.ts";
import { matchParams, matchSql } from "./textMatch.ts";
import { msg } from "../../src/codecs/language.ts";

/** A condition in SQL with its parameters, numbered from `$${from}`. */
export interface Condition {
  sql: string;
  params: unknown[];
}

/** Timestamps leave as the programme wrote them: YYYY-MM-DDTHH:MM:SS (never shifted by a zone). */
export const wallClock = (col: string) => `to_char(${col}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/**
 * The records a manager oversees, by the column naming their CMDI or AMMD (`cmdiCol`, `ammdCol`):
 * a CMDI by their sfid, an AMMD by the first 15 characters of theirs (a Salesforce id is 15
 * case-sensitive characters and a 3-character suffix; a synced column may hold either form).
 * Null for anyone else, or a manager without an sfid (then they see nothing).
 */
export function managedBy(user: SessionUser, cmdiCol: string, ammdCol: string, from: number): Condition | null {
  if (!user.sfid) return null;
  if (user.role === "CMDI") return { sql: `${cmdiCol} = $${from}`, params: [user.sfid] };
  if (user.role === "AMMD") return { sql: `left(${ammdCol}, 15) = left($${from}, 15)`, params: [user.sfid] };
  return null;
}

const FCP_ACCOUNT = `a.recordtypeid = $1 AND a.isdeleted IS NOT TRUE`;
const ACTIVE = `a.active__c IS NOT FALSE`;
const STATUS = { all: "true", active: ACTIVE, inactive: `NOT (${ACTIVE})` } as const;
const NOT_FOUND = FCP_NOT_FOUND;

/**
 * The caller's FCPs of a status (a manager's: their CMDI's or AMMD's) as a list in SQL (decision
 * 094): by name (case aside; no name last), then by id (the key; decision 112); none is open, the
 * device keeps the first by name.
 */
function fcpsSql(user: SessionUser, status: FcpStatus): ListSql<RowOf<typeof fcpsList>> | null {
  const scope = managedBy(user, "a.assigned_cmdi__c", "a.assigned_ammd__c", 2);
  if (!scope) return null;
  return {
    from: "account a LEFT JOIN product_user__c c ON c.sfid = a.assigned_cmdi__c",
    where: `${FCP_ACCOUNT} AND ${scope.sql} AND ${STATUS[status]}`,
    args: [FCP_RECORD_TYPE, ...scope.params],
    order: `lower(a.name) COLLATE "C" NULLS LAST, a.id`,
    key: "a.id",
    fields: { name: "a.name", sap_code__c: "a.sap_code__c", phone: "a.phone", email__c: "a.email__c", billingcity: "a.billingcity" },
  };
}

/** The caller's FCPs of a status (`l`) meeting `c` (its values from $3), by name (decision 112); from `offset`, at most `limit`, or all. */
function selectFcps(db: Queryable, l: ListSql<RowOf<typeof fcpsList>>, c: SqlCondition, page?: Paging): Promise<RowOf<typeof fcpsList>[]> {
  return selectPage(
    db,
    l,
    `a.id, a.sfid, a.name, a.email__c, a.phone, a.sap_code__c, a.date_of_birth__c::text AS date_of_birth__c, a.billingcity,
     a.assigned_cmdi__c, c.name AS cmdi_name, (${ACTIVE}) AS active`,
    c,
    { page },
  );
}

const fcpsInSql = sqlList(
  fcpsList,
  ({ user }, p) => fcpsSql(user, p.status),
  ({ db }, _p, l, c, page) => selectFcps(db, l, c, page),
);
const fcpsListOp = fcpsInSql.op;
/** A page of a status's FCPs by the search (decision 092): in the list's SQL (decision 094). */
const fcpsListPageOp = pageOp(fcpsListPage, fcpsList, fcpsListOp, fcpsInSql.page);

/** A manager's FCPs whose name, mobile or SAP code may hold `query` (the search's server part, decision 082). */
export function fcpsMatching(db: Queryable, user: SessionUser, query: string) {
  const l = fcpsSql(user, "all");
  return l ? selectFcps(db, l, { sql: matchSql(["a.name", "a.phone", "a.sap_code__c"], 3), args: matchParams(query) }) : Promise.resolve([]);
}

/** Which FCP the caller may open: an FCP their own (any other id is not found), a manager one of theirs by id. */
function profileTarget(user: SessionUser, subject: { kind: string; id: number }, id: number | undefined): { where: Condition } {
  if (user.role === "FCP") {
    if (id !== undefined && id !== subject.id) throw new OpError(404, "not_found", NOT_FOUND);
    return { where: { sql: "a.id = $2", params: [subject.id] } };
  }
  if (id === undefined) throw new OpError(400, "bad_request", msg("Say which FCP to open: id is missing"));
  const scope = managedBy(user, "a.assigned_cmdi__c", "a.assigned_ammd__c", 3);
  if (!scope) throw new OpError(404, "not_found", NOT_FOUND);
  return { where: { sql: `a.id = $2 AND ${scope.sql}`, params: [id, ...scope.params] } };
}

const fcpsProfileOp = defineOp(fcpsProfile, async ({ db, user, subject, now }, p) => {
  const { where } = profileTarget(user, subject, p.id);
  const found = await db.query<FcpProfile["fcp"]>(
    `SELECT a.id, a.sfid, a.name, a.email__c, a.phone, a.sap_code__c, a.date_of_birth__c::text AS date_of_birth__c, a.billingcity,
            a.billingstate, a.user_type__c, a.teacher_level__c, a.allowed_workshop__c, a.assigned_cmdi__c, c.name AS cmdi_name,
            a.assigned_ammd__c, m.name AS ammd_name, (${ACTIVE}) AS active, a.ettc_download__c
       FROM account a LEFT JOIN product_user__c c ON c.sfid = a.assigned_cmdi__c
            LEFT JOIN product_user__c m ON left(m.sfid, 15) = left(a.assigned_ammd__c, 15) AND m.type__c = 'AMMD'
      WHERE ${FCP_ACCOUNT} AND ${where.sql}
      LIMIT 1`,
    [FCP_RECORD_TYPE, ...where.params],
  );
  const fcp = found.rows[0];
  if (!fcp) throw new OpError(404, "not_found", NOT_FOUND);
  if (!fcp.sfid) return [{ fcp, workshops: [], uploads: [] }] satisfies FcpProfile[];
  const fy = currentFinancialYear(now);
  const workshops = await db.query<FcpProfile["workshops"][number]>(
    `SELECT id, name, stagename, ${wallClock("start_date_time__c")} AS start_date_time__c, ${wallClock("end_date_time__c")} AS end_date_time__c,
            actual_participants_count__c, no_of_participants__c
       FROM opportunity
      WHERE accountid = $1 AND sfid IS NOT NULL AND start_date_time__c >= $2::date AND start_date_time__c < $3::date + 1
      ORDER BY end_date_time__c DESC NULLS LAST, id DESC`,
    [fcp.sfid, fy.start, fy.end],
  );
  const uploads = await db.query<FcpProfile["uploads"][number]>(
    `SELECT id, name, image_url__c, ${wallClock("createddate")} AS createddate
       FROM uploaded_content__c WHERE account__c = $1 ORDER BY createddate DESC NULLS LAST, id DESC LIMIT 200`,
    [fcp.sfid],
  );
  return [{ fcp, workshops: workshops.rows, uploads: uploads.rows }] satisfies FcpProfile[];
});

const birthdaysOp = defineOp(birthdaysList, async ({ db, user, now }) => {
  const scope = managedBy(user, "a.assigned_cmdi__c", "a.assigned_ammd__c", 3);
  if (!scope) return [];
  const r = await db.query<RowOf<typeof birthdaysList>>(
    `SELECT a.id, a.name, a.date_of_birth__c::text AS date_of_birth__c, a.email__c
       FROM account a
      WHERE ${FCP_ACCOUNT} AND ${ACTIVE} AND a.date_of_birth__c IS NOT NULL
        AND extract(month FROM a.date_of_birth__c) = $2 AND ${scope.sql}
      ORDER BY extract(day FROM a.date_of_birth__c), lower(a.name), a.id`,
    [FCP_RECORD_TYPE, programmeMonth(now), ...scope.params],
  );
  return r.rows;
});

export const PEOPLE_OPS = [fcpsListOp, fcpsProfileOp, birthdaysOp, fcpsListPageOp] as const;
