// trainings.list: the CMDI's trainings (campaigns assigned to them) with a listed status, newest
// start first (decision 017), a rejected one with its AMMD's reason (decision 034). The scope is the session's sfid, never a parameter.
import type { RowOf } from "../../src/codecs/contract.ts";
import { TRAINING_STATUSES, trainingsList, trainingsListPage } from "../../src/codecs/training.ts";
import { pageOp } from "./pages.ts";
import { defineOp } from "./registry.ts";

/** The status a rejection moves a training to; its reason comes from the training's history (decision 034). */
const REJECTED = "AMMD Rejected";

/** A CMDI runs a few dozen trainings a year; the cap only bounds the answer. */
const TRAININGS_LIMIT = 2000;

export const trainingsOp = defineOp(trainingsList, async ({ db, user }) => {
  if (user.role !== "CMDI" || !user.sfid) return [];
  const r = await db.query<RowOf<typeof trainingsList>>(
    `SELECT id, sfid, name, type, city__c, to_char(startdate, 'YYYY-MM-DD') AS startdate, to_char(enddate, 'YYYY-MM-DD') AS enddate,
            publish__c, heroku_id__c, status, no_of_participants__c,
            CASE WHEN c.status = $3 THEN (SELECT h.reason FROM training_history h WHERE h.training_id = c.id AND h.to_status = $3 ORDER BY h.id DESC LIMIT 1) END
              AS rejection_reason
       FROM campaign c
      WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[])
      ORDER BY startdate DESC NULLS LAST, id DESC
      LIMIT ${TRAININGS_LIMIT}`,
    [user.sfid, [...TRAINING_STATUSES], REJECTED],
  );
  return r.rows;
});

/** A page of the CMDI's trainings by status (decision 092): the list's own op, narrowed and paged. */
export const trainingsPageOp = pageOp(trainingsListPage, trainingsList, trainingsOp);

// the AMMD's approval of trainings (decision 034)
export { APPROVAL_OPS } from "./trainingApproval.ts";
