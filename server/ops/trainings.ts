// trainings.list: the CMDI's trainings (campaigns assigned to them) with a listed status, newest
// start first (decision 017). The scope is the session's sfid, never a parameter.
import type { RowOf } from "../../src/codecs/contract.ts";
import { TRAINING_STATUSES, trainingsList } from "../../src/codecs/training.ts";
import { defineOp } from "./registry.ts";

/** A CMDI runs a few dozen trainings a year; the cap only bounds the answer. */
const TRAININGS_LIMIT = 2000;

export const trainingsOp = defineOp(trainingsList, async ({ db, user }) => {
  if (user.role !== "CMDI" || !user.sfid) return [];
  const r = await db.query<RowOf<typeof trainingsList>>(
    `SELECT id, sfid, name, type, city__c, to_char(startdate, 'YYYY-MM-DD') AS startdate, to_char(enddate, 'YYYY-MM-DD') AS enddate,
            publish__c, heroku_id__c, status, no_of_participants__c
       FROM campaign
      WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[])
      ORDER BY startdate DESC NULLS LAST, id DESC
      LIMIT ${TRAININGS_LIMIT}`,
    [user.sfid, [...TRAINING_STATUSES]],
  );
  return r.rows;
});
