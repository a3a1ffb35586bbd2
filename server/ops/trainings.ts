// trainings.list: the CMDI's trainings (campaigns assigned to them) with a listed status, newest
// start first (decision 017), a rejected one with its AMMD's reason (decision 034). The scope is the session's sfid, never a parameter.
import { programmeDate } from "../../src/codecs/calendar.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { type Training, TRAINING_STATUSES, trainingsList, trainingsListPage } from "../../src/codecs/training.ts";
import { AWAITING_AMMD } from "../../src/codecs/trainingApproval.ts";
import type { Queryable } from "../db/db.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, sqlList } from "./pages.ts";

/** The status a rejection moves a training to; its reason comes from the training's history (decision 034). */
const REJECTED = "AMMD Rejected";

/** A CMDI runs a few dozen trainings a year; the cap only bounds the answer. */
const TRAININGS_LIMIT = 2000;

/**
 * The CMDI's trainings with a listed status as a list in SQL (decision 094): newest start first, then
 * by id (the key); open (kept on the device) the ones awaiting the AMMD or starting today or later
 * in India (the contract's `open`: "today" is the request's, by the programme's calendar, a
 * parameter; a training with no start date is not open, as '' is before any date).
 */
function trainingsSql(user: SessionUser, now: Date): ListSql<Training> | null {
  if (user.role !== "CMDI" || !user.sfid) return null;
  return {
    from: "campaign c CROSS JOIN (SELECT $3::date AS today) t",
    where: "c.assigned_cmdi__c = $1 AND c.status = ANY($2::text[])",
    args: [user.sfid, [...TRAINING_STATUSES], programmeDate(now)],
    order: "c.startdate DESC NULLS LAST, c.id DESC",
    key: "c.id",
    open: `c.status = '${AWAITING_AMMD}' OR c.startdate >= t.today`,
    fields: { status: "c.status" },
  };
}

/** The CMDI's trainings meeting `c` (its values from $4), a rejected one with its reason; from `offset`, at most `limit`, or the first TRAININGS_LIMIT. */
function selectTrainings(db: Queryable, l: ListSql<Training>, c: SqlCondition, page?: Paging): Promise<Training[]> {
  const rejected = `$${l.args.length + c.args.length + 1}`;
  return selectPage(
    db,
    l,
    `c.id, c.sfid, c.name, c.type, c.city__c, to_char(c.startdate, 'YYYY-MM-DD') AS startdate, to_char(c.enddate, 'YYYY-MM-DD') AS enddate,
     c.publish__c, c.heroku_id__c, c.status, c.no_of_participants__c,
     CASE WHEN c.status = ${rejected} THEN (SELECT h.reason FROM training_history h WHERE h.training_id = c.id AND h.to_status = ${rejected} ORDER BY h.id DESC LIMIT 1) END
       AS rejection_reason`,
    c,
    { page, limit: TRAININGS_LIMIT, args: [REJECTED] },
  );
}

const trainingsInSql = sqlList(
  trainingsList,
  ({ user, now }) => trainingsSql(user, now),
  ({ db }, _p, l, c, page) => selectTrainings(db, l, c, page),
);
export const trainingsOp = trainingsInSql.op;

/** A page of the CMDI's trainings by status (decision 092), in its SQL (decision 094). */
export const trainingsPageOp = pageOp(trainingsListPage, trainingsList, trainingsOp, trainingsInSql.page);

// the AMMD's approval of trainings (decision 034)
export { APPROVAL_OPS } from "./trainingApproval.ts";
