// The workshop lifecycle on the server (decisions 023 and 024). A transition loads the workshop in
// the caller's scope (another's is a 404) with its row locked, builds the facts the guards read,
// checks the version the client saw (409 naming the stage now and who moved it), asks the SAME
// `refusalOf` of src/codecs/workshopLifecycle.ts, and writes the new stage, the side data and one
// history row in one statement, inside the write's transaction (the registry's, with its
// idempotency key). The server's own step, `workshop.due` (the day of a confirmed workshop has
// come), goes through the same check and the same write, with the actor `system`, whenever a
// workshop is read or moved (`applyDue`).
import { financialYearOf, programmeDate, PROGRAMME_TIME_ZONE } from "../../src/codecs/calendar.ts";
import { formatsOf } from "../../src/codecs/formats.ts";
import { DEFAULT_LANGUAGE, type Language, msg } from "../../src/codecs/language.ts";
import { PHOTO_DAY, WORKSHOP_NOT_FOUND, type HistoryRow } from "../../src/codecs/workshop.ts";
import {
  actorOf,
  emptyFacts,
  eventOf,
  ownerActing,
  refusalOf,
  REQUIRED_PHOTO_TYPES,
  transitionOf,
  workshopsTransition,
  type Actor,
  type LifecycleEvent,
  type LifecycleFacts,
  type Owner,
  type Refusal,
  type Transition,
  type TransitionRow,
} from "../../src/codecs/workshopLifecycle.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import type { Queryable } from "../db/db.ts";
import { subjectKey, type Subject } from "../auth/sessions.ts";
import { defineOp, OpError } from "./registry.ts";
import { workshopScope } from "./scope.ts";
import { noticeCte, WORKSHOP_NOTICES } from "../notices.ts";

const SYSTEM: Actor = { role: "system", superAdmin: false };
const DUE_FROM = "Awaiting AMMD Approval";

/** A workshop as the lifecycle sees it: who it belongs to, its stage and version, and the facts its guards read. */
export interface LifecycleRow {
  id: number;
  sfid: string | null;
  heroku_id__c: string | null;
  stagename: string | null;
  accountid: string | null;
  assigned_cmdi__c: string | null;
  assigned_ammd__c: string | null;
  lifecycle_version: number;
  facts: LifecycleFacts;
}

interface Base extends Omit<LifecycleRow, "facts"> {
  start: string | null;
  category: string | null;
  venue: string | null;
  planned: number | null;
  expense_head__c: string | null;
  other_expense_head_name__c: string | null;
  verified: boolean;
  allowed: number | null;
  workshop_amount: number | null;
}

/**
 * A workshop's report evidence in SQL over its row `o`: the one piece both the lifecycle's facts
 * (loadLifecycle, whose evidenceComplete guards Submit for verification) and the own list's
 * `report_in` and `photos_in` (Today's items, decision 099) are read from, so the two cannot drift.
 * Articles count with a positive whole quantity (`badArticles` the others); photos are day-1 ones,
 * matched by the workshop's Heroku id or its sfid (one synced from Salesforce has only the sfid),
 * each side through its index by workshop, day and type.
 */
export const EVIDENCE_SQL = {
  actual: "o.actual_participants_count__c",
  finalized: "coalesce(o.artical_finalized_photo__c, '') <> ''",
  articles: `(SELECT count(*)::int FROM workshop_article__c a
    WHERE a.opportunity__heroku_id__c = o.heroku_id__c AND a.quantity__c > 0 AND a.quantity__c = trunc(a.quantity__c))`,
  badArticles: `(SELECT count(*)::int FROM workshop_article__c a
    WHERE a.opportunity__heroku_id__c = o.heroku_id__c AND NOT (coalesce(a.quantity__c, 0) > 0 AND a.quantity__c = trunc(a.quantity__c)))`,
  photoTypes: `coalesce((SELECT array_agg(DISTINCT p.type__c ORDER BY p.type__c) FROM workshop_photo__c p
    WHERE (p.workshop_heroku_id__c = o.heroku_id__c OR p.workshop__c = o.sfid) AND p.day__c = ${PHOTO_DAY} AND p.type__c IS NOT NULL), '{}')`,
} as const;

/**
 * What evidenceComplete asks of the report, in SQL over EVIDENCE_SQL: the actual participant count
 * and an article used are recorded (`report_in`); a day-1 photo of each required type and the
 * finalized article photo are there (`photos_in`).
 */
export const REPORT_IN_SQL = `${EVIDENCE_SQL.actual} IS NOT NULL AND ${EVIDENCE_SQL.articles} > 0`;
export const PHOTOS_IN_SQL = `${EVIDENCE_SQL.finalized} AND ${EVIDENCE_SQL.photoTypes} @> ARRAY[${REQUIRED_PHOTO_TYPES.map((x) => `'${x}'`).join(", ")}]::text[]`;

/**
 * Loads a workshop by id within the caller's scope (none: not found) and builds its facts; `lock`
 * takes its row lock (FOR UPDATE) so a concurrent transition waits and then sees the new version.
 */
export async function loadLifecycle(q: Queryable, id: number, user: SessionUser, now: Date, lock: boolean): Promise<LifecycleRow | null> {
  const scope = workshopScope(user);
  if (scope === "none") return null;
  const inScope = scope === "every" ? "" : ` AND o.${scope.column} = $2`;
  const r = await q.query<Base>(
    `SELECT o.id, o.sfid, o.heroku_id__c, o.stagename, o.accountid, o.assigned_cmdi__c, o.assigned_ammd__c, o.lifecycle_version,
            to_char(o.start_date_time__c, 'YYYY-MM-DD"T"HH24:MI:SS') AS start, o.category__c AS category,
            coalesce(o.hpa_school__c, CASE WHEN o.category__c = 'Art Avenue' THEN 'Art Avenue' END) AS venue,
            o.no_of_participants__c AS planned, o.expense_head__c, o.other_expense_head_name__c,
            o.cmdi_verified_at IS NOT NULL AS verified, coalesce(o.stamped_amount__c, o.amount) AS workshop_amount,
            (SELECT a.allowed_workshop__c FROM account a WHERE a.sfid = o.accountid LIMIT 1) AS allowed
       FROM opportunity o WHERE o.id = $1${inScope}${lock ? " FOR UPDATE" : ""}`,
    scope === "every" ? [id] : [id, scope.sfid],
  );
  const b = r.rows[0];
  if (!b) return null;
  const today = programmeDate(now);
  const fy = financialYearOf((b.start ?? today).slice(0, 10));
  // read once the row is locked (a statement of its own: it sees what committed while it waited)
  const [more] = (
    await q.query<{ actual: number | null; finalized: boolean; articles: number; bad: number; types: string[]; in_year: number }>(
      `SELECT ${EVIDENCE_SQL.actual} AS actual, ${EVIDENCE_SQL.finalized} AS finalized, ${EVIDENCE_SQL.articles} AS articles,
            ${EVIDENCE_SQL.badArticles} AS bad, ${EVIDENCE_SQL.photoTypes} AS types,
            (SELECT count(*)::int FROM opportunity y WHERE y.accountid = o.accountid AND y.id <> o.id AND y.stagename NOT IN ('Planning', 'Cancelled')
                AND y.start_date_time__c >= $2::date AND y.start_date_time__c < $3::date + 1) AS in_year
         FROM opportunity o WHERE o.id = $1`,
      [b.id, fy.start, fy.end],
    )
  ).rows;
  const facts: LifecycleFacts = {
    today,
    start: b.start,
    category: b.category,
    venue: b.venue,
    plannedParticipants: b.planned,
    expenseHead: b.expense_head__c,
    otherExpenseHeadName: b.other_expense_head_name__c,
    articles: more!.articles,
    badArticles: more!.bad,
    allowedWorkshops: b.allowed,
    plannedInYear: more!.in_year,
    actualParticipants: more!.actual,
    photoTypes: more!.types,
    finalizedPhoto: more!.finalized,
    verified: b.verified,
    workshopAmount: b.workshop_amount,
  };
  return {
    id: b.id,
    sfid: b.sfid,
    heroku_id__c: b.heroku_id__c,
    stagename: b.stagename,
    accountid: b.accountid,
    assigned_cmdi__c: b.assigned_cmdi__c,
    assigned_ammd__c: b.assigned_ammd__c,
    lifecycle_version: b.lifecycle_version,
    facts,
  };
}

/** Who acts, as the history names them. */
interface Who {
  key: string;
  name: string;
  owner: Owner;
}

/** The side data an event writes to the workshop's own columns (decision 024). */
function sideColumns(e: LifecycleEvent, owner: Owner, today: string, now: Date): Array<[string, unknown]> {
  switch (e.type) {
    case "workshop.verify":
      return [["cmdi_verified_at", now.toISOString()]];
    case "workshop.approveAccount":
      return [
        ["account_approval_date__c", today],
        ...(e.invoiceNumber?.trim() ? [["invoice_number__c", e.invoiceNumber.trim()] as [string, unknown]] : []),
      ];
    case "workshop.pay":
      return [
        ["payment_date__c", e.payment.paymentDate],
        ["payment_document_number__c", e.payment.documentNumber.trim()],
        ["paid_amount__c", e.payment.paidAmount],
        ["payment_status_remark__c", e.payment.remark.trim()],
      ];
    case "workshop.cancel":
      return owner === "accounts" ? [["invoice_booking_rejection_remark__c", e.reason.trim()]] : [];
    default:
      return [];
  }
}

/**
 * Writes an allowed transition: the stage, the next version and the side data, and its history row,
 * in ONE statement (so even outside a transaction nothing is half-written), only if the workshop is
 * still at the version it was loaded at. Null: it moved meanwhile (nothing written).
 */
async function writeTransition(q: Queryable, w: LifecycleRow, t: Transition, e: LifecycleEvent, who: Who, now: Date): Promise<TransitionRow | null> {
  const side = sideColumns(e, who.owner, w.facts.today, now);
  const base = 4;
  const sets = side.map(([c], i) => `, ${c} = $${base + i}`).join("");
  const n = base + side.length;
  const reason = "reason" in e ? e.reason.trim() : null;
  // the person this event concerns is told in the same statement (decision 045)
  const notice = noticeCte("opportunity", e.type, WORKSHOP_NOTICES[e.type], reason, now.toISOString(), n + 7);
  const r = await q.query<TransitionRow>(
    `WITH moved AS (
       UPDATE opportunity SET stagename = $3, lifecycle_version = lifecycle_version + 1, systemmodstamp = now()${sets}
        WHERE id = $1 AND lifecycle_version = $2
        RETURNING id, stagename, lifecycle_version
     ), logged AS (
       INSERT INTO workshop_history (workshop_id, at, actor, actor_name, actor_role, event, from_stage, to_stage, reason, version)
       SELECT id, $${n}::timestamptz, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, stagename, $${n + 6}, lifecycle_version FROM moved
       RETURNING id
     )${notice.sql}
     SELECT m.id, m.stagename, m.lifecycle_version FROM moved m, logged`,
    [
      w.id,
      w.lifecycle_version,
      t.to,
      ...side.map(([, v]) => v),
      now.toISOString(),
      who.key,
      who.name,
      who.owner,
      e.type,
      w.stagename,
      reason,
      ...notice.params,
    ],
  );
  return r.rows[0] ?? null;
}

const SERVER: Who = { key: "system", name: "The server", owner: "system" };

/**
 * The server's own step (decision 023, transition 4): a workshop in Awaiting AMMD Approval whose day
 * has come moves to AMMD Confirmation, asked of the same `refusalOf` with the actor `system`. Gives
 * the workshop as it is afterwards (moved or not).
 */
export async function applyDue(q: Queryable, w: LifecycleRow, now: Date): Promise<LifecycleRow> {
  if (w.stagename !== DUE_FROM) return w;
  const e: LifecycleEvent = { type: "workshop.due", actor: SYSTEM };
  const t = transitionOf(w.stagename, e);
  if (!t || refusalOf(w.stagename, w.facts, e) !== null) return w;
  const moved = await writeTransition(q, w, t, e, SERVER, now);
  return moved ? { ...w, stagename: moved.stagename, lifecycle_version: moved.lifecycle_version } : w;
}

/**
 * `applyDue` for every workshop of Awaiting AMMD Approval whose day has come among those `column`
 * names for the caller (the AMMD's list runs it before it reads, so the list holds them), in two
 * statements whatever their number: the candidates with the one fact the step's guard reads (the
 * start), each asked of the same `refusalOf`, then one write of the allowed ones at the versions
 * read (a workshop moved meanwhile is left as it is) with a history row each.
 */
export async function applyDueFor(q: Queryable, user: SessionUser, now: Date): Promise<void> {
  const scope = workshopScope(user);
  if (scope === "none" || scope === "every") return;
  await applyDueWhere(q, now, scope);
}

/** How many workshops one run of the scheduled sweep moves at most (the next run takes the rest). */
export const DUE_SWEEP_BATCH = 500;

/**
 * The scheduled sweep (job `workshops.day-reached`, decision 048): `applyDueFor` over every
 * workshop, whoever's it is, so a workshop nobody looks at moves on its day too. Gives how many moved.
 * Idempotent: a workshop already moved is no longer a candidate, and the write is at the version read.
 */
export async function applyDueEverywhere(q: Queryable, now: Date): Promise<number> {
  return applyDueWhere(q, now, null);
}

async function applyDueWhere(q: Queryable, now: Date, scope: { column: string; sfid: string } | null): Promise<number> {
  const today = programmeDate(now);
  // the stage as a literal, so a prepared statement's generic plan still takes the stage's partial
  // index (migration 040): "nothing is due" reads a few of its pages, not the AMMD's whole history
  const due = await q.query<{ id: number; start: string | null; version: number }>(
    `SELECT id, to_char(start_date_time__c, 'YYYY-MM-DD"T"HH24:MI:SS') AS start, lifecycle_version AS version FROM opportunity
      WHERE ${scope ? `${scope.column} = $3 AND ` : ""}stagename = '${DUE_FROM}' AND start_date_time__c < $1::date + 1 ORDER BY id LIMIT $2`,
    scope ? [today, DUE_SWEEP_BATCH, scope.sfid] : [today, DUE_SWEEP_BATCH],
  );
  const e: LifecycleEvent = { type: "workshop.due", actor: SYSTEM };
  const t = transitionOf(DUE_FROM, e)!;
  const allowed = due.rows.filter((w) => refusalOf(DUE_FROM, { ...emptyFacts(today), start: w.start }, e) === null);
  if (allowed.length === 0) return 0;
  const notice = noticeCte("opportunity", e.type, WORKSHOP_NOTICES[e.type], null, now.toISOString(), 10);
  const written = await q.query<{ id: number }>(
    `WITH want AS (SELECT * FROM unnest($1::int[], $2::int[]) AS w(id, version)),
     moved AS (
       UPDATE opportunity o SET stagename = $3, lifecycle_version = o.lifecycle_version + 1, systemmodstamp = now()
         FROM want WHERE o.id = want.id AND o.lifecycle_version = want.version AND o.stagename = $4
       RETURNING o.id, o.stagename, o.lifecycle_version
     )${notice.sql}
     INSERT INTO workshop_history (workshop_id, at, actor, actor_name, actor_role, event, from_stage, to_stage, reason, version)
     SELECT id, $5::timestamptz, $6, $7, $8, $9, $4, stagename, NULL, lifecycle_version FROM moved
     RETURNING workshop_id AS id`,
    [
      allowed.map((w) => w.id),
      allowed.map((w) => w.version),
      t.to,
      DUE_FROM,
      now.toISOString(),
      SERVER.key,
      SERVER.name,
      SERVER.owner,
      e.type,
      ...notice.params,
    ],
  );
  return written.rows.length;
}

/** A workshop's history, oldest first, times in the programme's wall clock. */
export async function historyOf(q: Queryable, id: number): Promise<HistoryRow[]> {
  const r = await q.query<HistoryRow>(
    `SELECT id, to_char(at AT TIME ZONE '${PROGRAMME_TIME_ZONE}', 'YYYY-MM-DD"T"HH24:MI:SS') AS at, actor_name, actor_role, event, from_stage, to_stage, reason
       FROM workshop_history WHERE workshop_id = $1 ORDER BY id`,
    [id],
  );
  return r.rows;
}

const ROLE_WORDS: Record<string, string> = {
  FCP: msg("its FCP"),
  CMDI: msg("its CMDI"),
  AMMD: msg("its AMMD"),
  accounts: msg("accounts"),
  system: msg("the server"),
};
/** When it was moved, in the one format (decision 075) and the reader's language: "22-11-26, 11:30 am". */
const dayOf = (at: string, language: Language) => formatsOf(language).dateTime(at);

/** The 409 of a stale version: the stage now and who moved it last (from the history), and what to do. */
async function staleError(q: Queryable, w: LifecycleRow, language: Language): Promise<OpError> {
  const last = (
    await q.query<HistoryRow>(
      `SELECT id, to_char(at AT TIME ZONE '${PROGRAMME_TIME_ZONE}', 'YYYY-MM-DD"T"HH24:MI:SS') AS at, actor_name, actor_role, event, from_stage, to_stage, reason
       FROM workshop_history WHERE workshop_id = $1 ORDER BY id DESC LIMIT 1`,
      [w.id],
    )
  ).rows[0];
  const stage = w.stagename ?? "no stage";
  const message = !last
    ? msg("This workshop has changed since you opened it: it is now in {stage}. Check it again before you act.", { stage })
    : last.actor_role === "system"
      ? msg("This workshop has changed since you opened it: it is now in {stage}. The server moved it on {at}. Check it again before you act.", {
          stage,
          at: dayOf(last.at, language),
        })
      : msg("This workshop has changed since you opened it: it is now in {stage}. {name} ({role}) moved it on {at}. Check it again before you act.", {
          stage,
          name: last.actor_name,
          role: ROLE_WORDS[last.actor_role] ?? last.actor_role,
          at: dayOf(last.at, language),
        });
  return new OpError(409, "stale", message);
}

const STATUS: Record<Refusal["kind"], { status: 400 | 403 | 409; error: string }> = {
  stage: { status: 409, error: "not_allowed" },
  owner: { status: 403, error: "not_yours" },
  facts: { status: 409, error: "not_ready" },
  carried: { status: 400, error: "bad_request" },
};

const whoOf = (user: SessionUser, subject: Subject, owner: Owner): Who => ({ key: subjectKey(subject), name: user.name, owner });

const transitionOp = defineOp(workshopsTransition, async ({ db, user, subject, now }, p) => {
  const loaded = await loadLifecycle(db, p.id, user, now, true);
  if (!loaded) throw new OpError(404, "not_found", WORKSHOP_NOT_FOUND);
  // the server's own step first: a workshop whose day has come is in AMMD Confirmation, whoever asks
  const w = await applyDue(db, loaded, now);
  if (w.lifecycle_version !== p.version) throw await staleError(db, w, user.language ?? DEFAULT_LANGUAGE);
  const actor = actorOf({ role: user.role, sfid: user.sfid, superAdmin: user.superAdmin }, w);
  const event = eventOf(p, actor);
  const refused = refusalOf(w.stagename, w.facts, event);
  if (refused) {
    const { status, error } = STATUS[refused.kind];
    throw new OpError(status, error, refused.message, refused.field);
  }
  const t = transitionOf(w.stagename, event)!;
  const moved = await writeTransition(db, w, t, event, whoOf(user, subject, ownerActing(t, actor)), now);
  if (!moved) throw await staleError(db, (await loadLifecycle(db, p.id, user, now, false)) ?? w, user.language ?? DEFAULT_LANGUAGE);
  return [moved];
});

export const LIFECYCLE_OPS = [transitionOp] as const;
