// The AMMD's training approval on the server (decision 034), the workshop lifecycle's shape
// (decision 024): trainings.approvals lists the trainings in AMMD Approval of the CMDIs reporting to
// the AMMD (scope from the session); trainings.transition loads the training in the caller's scope
// with its row locked (another's is a 404), checks the version the page saw (409 naming the status
// now and who moved it, when), asks the SAME `trainingRefusalOf` of src/codecs/trainingApproval.ts,
// and writes the status, the next version and one history row in ONE statement, inside the write's
// transaction (the registry's, with its idempotency key).
import { PROGRAMME_TIME_ZONE } from "../../src/codecs/calendar.ts";
import { formatsOf } from "../../src/codecs/formats.ts";
import {
  type ApprovalTraining,
  AWAITING_AMMD,
  trainingActorOf,
  trainingEventOf,
  trainingRefusalOf,
  trainingsApprovals,
  trainingsApprovalsPage,
  trainingsTransition,
  trainingTransitionOf,
  type TrainingRefusal,
  type TrainingTransitionRow,
} from "../../src/codecs/trainingApproval.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import type { Queryable } from "../db/db.ts";
import { subjectKey } from "../auth/sessions.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, userSqlList } from "./pages.ts";
import { defineOp, OpError } from "./registry.ts";
import { noticeCte, TRAINING_NOTICES } from "../notices.ts";
import { DEFAULT_LANGUAGE, type Language, msg } from "../../src/codecs/language.ts";

const NOT_FOUND = msg("This training was not found");
/** An AMMD's CMDIs run a few dozen trainings a year each; the cap only bounds the answer. */
const APPROVALS_LIMIT = 2000;

/**
 * The trainings of the CMDIs reporting to the AMMD in AMMD Approval as a list in SQL (decision 094):
 * latest start first, then by id (the key: one CMDI per training, so one row per id). Every row
 * awaits the AMMD, so every row is open: the window is the list's first `cap` rows.
 */
function approvalsSql(user: SessionUser): ListSql<ApprovalTraining> | null {
  if (user.role !== "AMMD" || !user.sfid) return null;
  return {
    from: "campaign c JOIN product_user__c u ON u.sfid = c.assigned_cmdi__c",
    where: "u.reporting_to_ammd__c = $1 AND c.status = $2",
    args: [user.sfid, AWAITING_AMMD],
    order: "c.startdate DESC NULLS LAST, c.id DESC",
    key: "c.id",
    open: "c.status = $2",
    fields: {},
  };
}

/** The trainings awaiting the AMMD meeting `c` (its values from $3), with their CMDI and photo count; from `offset`, at most `limit`, or the first APPROVALS_LIMIT. */
function selectApprovals(db: Queryable, l: ListSql<ApprovalTraining>, c: SqlCondition, page?: Paging): Promise<ApprovalTraining[]> {
  return selectPage(
    db,
    l,
    `c.id, c.name, c.type, c.city__c, to_char(c.startdate, 'YYYY-MM-DD') AS startdate, to_char(c.enddate, 'YYYY-MM-DD') AS enddate,
     c.status, c.no_of_participants__c, c.assigned_cmdi__c, u.name AS cmdi_name,
     (SELECT count(*)::int FROM training_photo p WHERE p.campaign_id = c.id) AS photos, c.approval_version`,
    c,
    { page, limit: APPROVALS_LIMIT },
  );
}

/** The trainings of the CMDIs reporting to the AMMD in AMMD Approval, latest start first (decision 092), with their CMDI and photo count. */
const approvalsInSql = userSqlList(trainingsApprovals, approvalsSql, selectApprovals);
export const approvalsOp = approvalsInSql.op;

interface Loaded {
  id: number;
  status: string | null;
  assigned_cmdi__c: string | null;
  cmdi_ammd: string | null;
  approval_version: number;
}

/**
 * A training by id in the caller's scope, row locked: an AMMD's are those of the CMDIs reporting to
 * them, a CMDI's their own (so the CMDI is told the move is not theirs); anyone else none.
 */
async function loadTraining(q: Queryable, id: number, user: SessionUser): Promise<Loaded | null> {
  if (!user.sfid || (user.role !== "AMMD" && user.role !== "CMDI")) return null;
  const inScope = user.role === "AMMD" ? "u.reporting_to_ammd__c = $2" : "c.assigned_cmdi__c = $2";
  const r = await q.query<Loaded>(
    `SELECT c.id, c.status, c.assigned_cmdi__c, u.reporting_to_ammd__c AS cmdi_ammd, c.approval_version
       FROM campaign c JOIN product_user__c u ON u.sfid = c.assigned_cmdi__c
      WHERE c.id = $1 AND ${inScope}
        FOR UPDATE OF c`,
    [id, user.sfid],
  );
  return r.rows[0] ?? null;
}

const ROLE_WORDS: Record<string, string> = { AMMD: msg("its AMMD") };

/** The 409 of a stale version: the status now and who moved it last, when (from the history). */
async function staleError(q: Queryable, w: Loaded, language: Language): Promise<OpError> {
  const last = (
    await q.query<{ actor_name: string; actor_role: string; at: string }>(
      `SELECT actor_name, actor_role, to_char(at AT TIME ZONE '${PROGRAMME_TIME_ZONE}', 'YYYY-MM-DD"T"HH24:MI') AS at
       FROM training_history WHERE training_id = $1 ORDER BY id DESC LIMIT 1`,
      [w.id],
    )
  ).rows[0];
  const status = w.status ?? "no status";
  const message = last
    ? msg("This training has changed since you opened it: it is now in {status}. {name} ({role}) moved it on {at}. Check it again before you act.", {
        status,
        name: last.actor_name,
        role: ROLE_WORDS[last.actor_role] ?? last.actor_role,
        at: formatsOf(language).dateTime(last.at),
      })
    : msg("This training has changed since you opened it: it is now in {status}. Check it again before you act.", { status });
  return new OpError(409, "stale", message);
}

const STATUS: Record<TrainingRefusal["kind"], { status: 400 | 403 | 409; error: string }> = {
  stage: { status: 409, error: "not_allowed" },
  owner: { status: 403, error: "not_yours" },
  carried: { status: 400, error: "invalid" },
};

export const transitionOp = defineOp(trainingsTransition, async ({ db, user, subject, now }, p) => {
  const w = await loadTraining(db, p.id, user);
  if (!w) throw new OpError(404, "not_found", NOT_FOUND);
  if (w.approval_version !== p.version) throw await staleError(db, w, user.language ?? DEFAULT_LANGUAGE);
  const actor = trainingActorOf(user, w);
  const event = trainingEventOf(p, actor);
  const refused = trainingRefusalOf(w.status, event);
  if (refused) {
    const { status, error } = STATUS[refused.kind];
    throw new OpError(status, error, refused.message, refused.field);
  }
  const t = trainingTransitionOf(w.status, event)!;
  const reason = "reason" in event ? event.reason.trim() : null;
  // the training's CMDI is told in the same statement (decision 045)
  const notice = noticeCte("campaign", event.type, TRAINING_NOTICES[event.type], reason, now.toISOString(), 11);
  const r = await db.query<TrainingTransitionRow>(
    `WITH moved AS (
       UPDATE campaign SET status = $3, approval_version = approval_version + 1, systemmodstamp = now()
        WHERE id = $1 AND approval_version = $2
        RETURNING id, status, approval_version
     ), logged AS (
       INSERT INTO training_history (training_id, at, actor, actor_name, actor_role, event, from_status, to_status, reason, version)
       SELECT id, $4::timestamptz, $5, $6, $7, $8, $9, status, $10, approval_version FROM moved
       RETURNING id
     )${notice.sql}
     SELECT m.id, m.status, m.approval_version FROM moved m, logged`,
    [w.id, w.approval_version, t.to, now.toISOString(), subjectKey(subject), user.name, actor.role, event.type, w.status, reason, ...notice.params],
  );
  const moved = r.rows[0];
  if (!moved) throw await staleError(db, (await loadTraining(db, p.id, user)) ?? w, user.language ?? DEFAULT_LANGUAGE);
  return [moved];
});

/** A page of the trainings awaiting the AMMD (decision 092), in its SQL (decision 094). */
const approvalsPageOp = pageOp(trainingsApprovalsPage, trainingsApprovals, approvalsOp, approvalsInSql.page);

export const APPROVAL_OPS = [approvalsOp, transitionOp, approvalsPageOp] as const;
