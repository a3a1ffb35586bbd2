// The super admin manages people (issue 46 item 1; docs/decisions/077-people.md). An FCP is an
// account of the FCP record type, a CMDI or an AMMD a staff user (product_user__c). Scope follows
// the stored columns (an FCP's assigned_cmdi__c and assigned_ammd__c, a workshop's, a lead's
// cmdi__c, a CMDI's reporting_to_ammd__c), so a move that rewrites them changes who sees what at
// once, and the next delta sync of each device brings it (decision 050). Switching someone off
// ends their sessions (every server hears it: migration 024), drops their push subscriptions and
// keeps every record. An invitation is a one-time code in app_otp (purpose 'invite'), sent by SMS
// once the transaction committed, with which the person sets their own password through Forgot
// Password; no admin ever sets or sees a password.
import { randomBytes, randomInt } from "node:crypto";
import {
  FCP_TYPES,
  INVITE_TTL_HOURS,
  type ManagedPerson,
  type PeopleAnswer,
  PEOPLE_MESSAGES as M,
  peopleAdd,
  peopleDeactivate,
  peopleEdit,
  peopleInvite,
  peopleList,
  peopleListPage,
  peopleMove,
  peopleReactivate,
  type PersonForm,
  type PersonKind,
} from "../../src/codecs/peopleAdmin.ts";
import { OTP_LENGTH } from "../../src/codecs/recovery.ts";
import { otpHmac, otpSecret } from "../auth/recovery.ts";
import { audit, endSessions, subjectKey, type Subject } from "../auth/sessions.ts";
import type { NoRows, Queryable } from "../db/db.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import { newSmsRef, sealCode } from "../sms/otpDelivery.ts";
import { everyoneSql } from "./everyone.ts";
import { type ListSql, likeOf, type Paging, pageOp, type SqlCondition, selectPage, userSqlList } from "./pages.ts";
import { wallClock } from "./people.ts";
import { defineOp, OpError, type OpContext } from "./registry.ts";
import { matchParams, matchSql } from "./textMatch.ts";

/** The stages of a workshop waiting for its CMDI (to confirm the plan, to verify the report). */
export const AWAITING_CMDI = ["Awaiting Workshop Confirmation", "CMDI Verification"] as const;
/** The stages of a workshop waiting for its AMMD. */
export const AWAITING_AMMD = ["Awaiting AMMD Approval", "AMMD Confirmation"] as const;

interface Person {
  kind: PersonKind;
  id: number;
  sfid: string;
  name: string;
  mobile: string | null;
  active: boolean;
  cmdi: string | null;
  ammd: string | null;
}

const subjectOf = (p: { kind: PersonKind; id: number }): Subject => ({ kind: p.kind === "FCP" ? "account" : "product_user", id: p.id });
const answer = (p: { kind: PersonKind; id: number }, more: Partial<PeopleAnswer> = {}): PeopleAnswer[] => [
  { id: p.id, kind: p.kind, invited: false, sessions_ended: 0, awaiting_moved: 0, workshops_moved: 0, ...more },
];
const notFound = () => new OpError(404, "not_found", M.notFound);

/** A new record's sfid: 18 letters and digits, "APP" and 15 random ones (Heroku Connect's own come from Salesforce). */
const newSfid = (): string => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return `APP${Array.from(randomBytes(15), (b) => alphabet[b % alphabet.length]).join("")}`;
};

/** The person, locked for the write; a deleted account or a super admin's own kind mismatch is not found. */
async function personFor(q: Queryable, kind: PersonKind, id: number): Promise<Person> {
  const r =
    kind === "FCP"
      ? await q.query<Person>(
          `SELECT 'FCP' AS kind, id, coalesce(sfid, '') AS sfid, coalesce(name, '') AS name, phone AS mobile, active__c IS NOT FALSE AS active,
                  assigned_cmdi__c AS cmdi, assigned_ammd__c AS ammd
             FROM account WHERE id = $1 AND recordtypeid = $2 AND isdeleted IS NOT TRUE FOR UPDATE`,
          [id, FCP_RECORD_TYPE],
        )
      : await q.query<Person>(
          `SELECT type__c AS kind, id, coalesce(sfid, '') AS sfid, coalesce(name, '') AS name, login_mobile_number__c AS mobile,
                  active__c IS NOT FALSE AS active, NULL AS cmdi, reporting_to_ammd__c AS ammd
             FROM product_user__c WHERE id = $1 AND type__c = $2 FOR UPDATE`,
          [id, kind],
        );
  const p = r.rows[0];
  if (!p) throw notFound();
  return p;
}

/** Refuses a number another person (an FCP, or any staff user, switched off or not) already has. */
async function mobileFree(q: Queryable, mobile: string, self: Subject | null): Promise<void> {
  // two adds of one number at once: the second waits for the first and then finds it
  await q.query<NoRows>("SELECT pg_advisory_xact_lock(hashtext($1))", [`people.mobile:${mobile}`]);
  const r = await q.query<{ one: number }>(
    `SELECT 1 AS one FROM account WHERE phone = $1 AND recordtypeid = $2 AND isdeleted IS NOT TRUE AND NOT ($3::text = 'account' AND id = $4::int)
     UNION ALL
     SELECT 1 AS one FROM product_user__c WHERE login_mobile_number__c = $1 AND NOT ($3::text = 'product_user' AND id = $4::int)
     LIMIT 1`,
    [mobile, FCP_RECORD_TYPE, self?.kind ?? "", self?.id ?? 0],
  );
  if (r.rows.length > 0) throw new OpError(409, "mobile_in_use", M.mobileInUse, "mobile");
}

/** The active staff user of `type` whose sfid is `sfid`, or a refusal on `field`. */
async function managerOf(
  q: Queryable,
  type: "CMDI" | "AMMD",
  sfid: string,
  field: string,
): Promise<{ sfid: string; name: string; ammd: string | null }> {
  const blank = sfid.trim() === "";
  if (blank) throw new OpError(400, "bad_request", type === "CMDI" ? M.cmdiRequired : M.ammdRequired, field);
  const r = await q.query<{ sfid: string; name: string; ammd: string | null }>(
    `SELECT sfid, coalesce(name, '') AS name, reporting_to_ammd__c AS ammd FROM product_user__c
      WHERE sfid = $1 AND type__c = $2 AND active__c IS NOT FALSE`,
    [sfid.trim(), type],
  );
  const m = r.rows[0];
  if (!m) throw new OpError(400, "not_a_manager", type === "CMDI" ? M.notCmdi : M.notAmmd, field);
  return m;
}

function fcpTypeOf(v: PersonForm): string {
  if (!(FCP_TYPES as readonly string[]).includes(v.fcp_type)) throw new OpError(400, "bad_request", M.fcpType, "fcp_type");
  return v.fcp_type;
}

/**
 * A new invitation for the person: a one-time code kept as its HMAC (to check) and sealed (to send)
 * in the app_otp row of their role and number, valid INVITE_TTL_HOURS; its SMS goes once the
 * transaction committed (the job queue retries it). A code the person had is replaced.
 */
async function invite(ctx: OpContext, p: { kind: PersonKind; id: number; mobile: string | null }): Promise<boolean> {
  if (!p.mobile) return false;
  const key = `${p.kind}:${p.mobile}`;
  const secret = await otpSecret(ctx.db, ctx.programme.otpSecret);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
  const ref = newSmsRef();
  await ctx.db.query<NoRows>(
    `INSERT INTO app_otp AS o (key, subject, code_hash, sent_at, expires_at, tries, reset_hash, reset_expires_at, sms_sealed, sms_ref, purpose)
     VALUES ($1, $2, $3, $4, $5, 0, NULL, NULL, $6, $7, 'invite')
     ON CONFLICT (key) DO UPDATE SET subject = EXCLUDED.subject, code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
       expires_at = EXCLUDED.expires_at, tries = 0, reset_hash = NULL, reset_expires_at = NULL, sms_sealed = EXCLUDED.sms_sealed,
       sms_claimed_until = NULL, sms_sent_at = NULL, sms_tries = 0, sms_ref = EXCLUDED.sms_ref, purpose = 'invite'`,
    [
      key,
      subjectKey(subjectOf(p)),
      otpHmac(secret, key, code),
      ctx.now,
      new Date(ctx.now.getTime() + INVITE_TTL_HOURS * 3_600_000),
      sealCode(secret, code),
      ref,
    ],
  );
  const s = subjectOf(p);
  await ctx.db.query<NoRows>(
    `INSERT INTO app_invitation (subject_kind, subject_id, invited_at, invited_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subject_kind, subject_id) DO UPDATE SET invited_at = EXCLUDED.invited_at, invited_by = EXCLUDED.invited_by`,
    [s.kind, s.id, ctx.now, subjectKey(ctx.subject)],
  );
  const send = ctx.programme.sendCode;
  if (send) ctx.afterCommit?.(() => send(key, ref));
  return true;
}

/**
 * Every person (FCPs, CMDIs and AMMDs) with their managers as a list in SQL (decision 094;
 * ./everyone.ts): the staff open, then the latest changed FCPs; an FCP's CMDI and AMMD, a CMDI's
 * AMMD (`c`, `m`), filtered by role and searched in the name, mobile and the managers' names.
 */
const managedSql = (): ListSql<ManagedPerson> =>
  everyoneSql<ManagedPerson>({
    account: `'account' AS subject_kind, active__c IS NOT FALSE AS active, user_type__c AS fcp_type, assigned_cmdi__c AS cmdi,
              assigned_ammd__c AS ammd`,
    staff: `'product_user' AS subject_kind, active__c IS NOT FALSE AS active, NULL AS fcp_type, NULL AS cmdi,
              CASE WHEN type__c = 'CMDI' THEN reporting_to_ammd__c END AS ammd`,
    where: "true",
    fields: { kind: "p.type", name: "p.name", mobile: "p.mobile" },
    // a manager's name is searched as the managers whose name holds the word (one lookup of the
    // staff, then the accounts' index of each manager), not by joining every person to theirs:
    // no statement of the list joins the managers (their names are columns: selectPeople)
    searchAs: { cmdi_name: (x) => managerNamed("p.cmdi", x), ammd_name: (x) => managerNamed("p.ammd", x) },
  });

/** `column` is the sfid of a staff user whose name holds the LIKE pattern `pattern`. */
const managerNamed = (column: string, pattern: string) =>
  `${column} = ANY (ARRAY(SELECT x.sfid FROM product_user__c x WHERE ${likeOf("x.name", pattern)}))`;

/**
 * Every person meeting `c` (its values from $2), in the list's order; from `offset`, at most `limit`, or all.
 * The managers' names are subqueries of the columns, so PostgreSQL reads them after a page's order
 * and limit, for its rows alone (as columns of joins to the managers both were hashed and probed
 * for every person before the sort: people.list.page at scale 100; decision 114).
 * Whether a password is set is a subquery of one row, not EXISTS, which PostgreSQL may answer by
 * hashing every credential (16,304 at scale 100) for a page of 50 (decision 119).
 */
const selectPeople = (db: Queryable, c: SqlCondition, page?: Paging, l: ListSql<ManagedPerson> = managedSql()) =>
  selectPage(
    db,
    l,
    `p.type AS kind, p.id, p.sfid, p.name, p.mobile, p.active, p.fcp_type,
     p.cmdi, (SELECT x.name FROM product_user__c x WHERE x.sfid = p.cmdi) AS cmdi_name,
     p.ammd, (SELECT x.name FROM product_user__c x WHERE x.sfid = p.ammd) AS ammd_name,
     (SELECT true FROM app_credential k WHERE k.subject_kind = p.subject_kind AND k.subject_id = p.id) IS NOT NULL AS password_set,
     ${wallClock("i.invited_at")} AS invited_at`,
    c,
    { page, joins: "LEFT JOIN app_invitation i ON i.subject_kind = p.subject_kind AND i.subject_id = p.id" },
  );

/** Everyone (decision 092: a device keeps the staff and the latest changed FCPs; people.list.page the rest, in its SQL). */
const listInSql = userSqlList(peopleList, managedSql, (db, l, c, page) => selectPeople(db, c, page, l));
const listOp = listInSql.op;
const listPageOp = pageOp(peopleListPage, peopleList, listOp, listInSql.page);

/** Every person whose name or mobile may hold `query`: the super admin's search (decision 082's server part). */
export const peopleMatching = (db: Queryable, query: string) =>
  selectPeople(db, { sql: matchSql(["p.name", "p.mobile"], 2), args: matchParams(query) });

const addOp = defineOp(peopleAdd, async (ctx, { values: v }) => {
  const { db } = ctx;
  await mobileFree(db, v.mobile, null);
  const sfid = newSfid();
  let id: number;
  if (v.kind === "FCP") {
    const type = fcpTypeOf(v);
    const cmdi = await managerOf(db, "CMDI", v.cmdi, "cmdi");
    const r = await db.query<{ id: number }>(
      `INSERT INTO account (sfid, name, phone, recordtypeid, assigned_cmdi__c, assigned_ammd__c, reporting_to_ammd__c, user_type__c, active__c)
       VALUES ($1, $2, $3, $4, $5, $6::text, $6::text, $7, true) RETURNING id`,
      [sfid, v.name, v.mobile, FCP_RECORD_TYPE, cmdi.sfid, cmdi.ammd, type],
    );
    id = r.rows[0]!.id;
  } else {
    const ammd = v.kind === "CMDI" ? (await managerOf(db, "AMMD", v.ammd, "ammd")).sfid : null;
    const r = await db.query<{ id: number }>(
      `INSERT INTO product_user__c (sfid, name, type__c, login_mobile_number__c, reporting_to_ammd__c, active__c)
       VALUES ($1, $2, $3, $4, $5, true) RETURNING id`,
      [sfid, v.name, v.kind, v.mobile, ammd],
    );
    id = r.rows[0]!.id;
  }
  const person = { kind: v.kind, id, mobile: v.mobile };
  const invited = await invite(ctx, person);
  await audit(db, "people.add", subjectKey(ctx.subject), { person: subjectKey(subjectOf(person)), kind: v.kind }, null);
  return answer(person, { invited });
});

const editOp = defineOp(peopleEdit, async (ctx, { kind, id, values: v }) => {
  const { db } = ctx;
  const p = await personFor(db, kind, id);
  if (v.kind !== kind) throw new OpError(400, "bad_request", M.kindChanged, "kind");
  await mobileFree(db, v.mobile, subjectOf(p));
  if (kind === "FCP") {
    await db.query<NoRows>("UPDATE account SET name = $2, phone = $3, user_type__c = $4, systemmodstamp = now() WHERE id = $1", [
      id,
      v.name,
      v.mobile,
      fcpTypeOf(v),
    ]);
  } else {
    await db.query<NoRows>("UPDATE product_user__c SET name = $2, login_mobile_number__c = $3, systemmodstamp = now() WHERE id = $1", [
      id,
      v.name,
      v.mobile,
    ]);
  }
  // a code sent to the old number no longer stands
  if (p.mobile !== v.mobile) await db.query<NoRows>("DELETE FROM app_otp WHERE subject = $1", [subjectKey(subjectOf(p))]);
  await audit(db, "people.edit", subjectKey(ctx.subject), { person: subjectKey(subjectOf(p)), mobileChanged: p.mobile !== v.mobile }, null);
  return answer(p);
});

const deactivateOp = defineOp(peopleDeactivate, async (ctx, { kind, id }) => {
  const { db } = ctx;
  const p = await personFor(db, kind, id);
  const s = subjectOf(p);
  if (subjectKey(s) === subjectKey(ctx.subject)) throw new OpError(409, "own_account", M.ownAccount);
  await db.query<NoRows>(`UPDATE ${kind === "FCP" ? "account" : "product_user__c"} SET active__c = false, systemmodstamp = now() WHERE id = $1`, [
    id,
  ]);
  // every server refuses the sessions at once (the change is notified: migration 024, decision 051)
  const ended = await endSessions(db, s, "deactivated");
  // their devices get no more pushes; their codes (an invitation, a reset) no longer stand
  if (p.sfid) await db.query<NoRows>("DELETE FROM app_push_subscription WHERE owner = $1", [p.sfid]);
  await db.query<NoRows>("DELETE FROM app_otp WHERE subject = $1", [subjectKey(s)]);
  await audit(db, "people.deactivate", subjectKey(ctx.subject), { person: subjectKey(s), sessionsEnded: ended }, null);
  return answer(p, { sessions_ended: ended });
});

const reactivateOp = defineOp(peopleReactivate, async (ctx, { kind, id }) => {
  const { db } = ctx;
  const p = await personFor(db, kind, id);
  await db.query<NoRows>(`UPDATE ${kind === "FCP" ? "account" : "product_user__c"} SET active__c = true, systemmodstamp = now() WHERE id = $1`, [id]);
  await audit(db, "people.reactivate", subjectKey(ctx.subject), { person: subjectKey(subjectOf(p)) }, null);
  return answer(p);
});

const STAGES = (stages: readonly string[]) => `stagename IN (${stages.map((s) => `'${s}'`).join(", ")})`;

const moveOp = defineOp(peopleMove, async (ctx, { kind, id, values }) => {
  const { db } = ctx;
  const p = await personFor(db, kind, id);
  if (kind === "AMMD") throw new OpError(400, "bad_request", M.cannotMove, "to");
  if (!p.sfid) throw notFound();
  if (kind === "FCP") {
    const cmdi = await managerOf(db, "CMDI", values.to, "to");
    if (cmdi.sfid === p.cmdi) throw new OpError(400, "bad_request", M.sameManager, "to");
    const ammdName = cmdi.ammd
      ? ((await db.query<{ name: string | null }>("SELECT name FROM product_user__c WHERE sfid = $1", [cmdi.ammd])).rows[0]?.name ?? null)
      : null;
    // the FCP's workshops go with them, those waiting for a CMDI's check included: they now wait
    // for the new CMDI (the old one no longer sees them), in this same transaction
    const awaiting = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM opportunity WHERE accountid = $1 AND ${STAGES(AWAITING_CMDI)}`, [
      p.sfid,
    ]);
    const moved = await db.query<{ id: number }>(
      `UPDATE opportunity SET assigned_cmdi__c = $2, cmdi_name__c = $3, assigned_ammd__c = $4, ammd_name__c = $5, systemmodstamp = now()
        WHERE accountid = $1 RETURNING id`,
      [p.sfid, cmdi.sfid, cmdi.name, cmdi.ammd, ammdName],
    );
    await db.query<NoRows>("UPDATE lead__c SET cmdi__c = $2, systemmodstamp = now() WHERE fcp__c = $1", [p.sfid, cmdi.sfid]);
    await db.query<NoRows>(
      `UPDATE account SET assigned_cmdi__c = $2::text, assigned_ammd__c = $3::text, reporting_to_ammd__c = $3::text,
              secondary_cmdi__c = CASE WHEN secondary_cmdi__c = $2::text THEN NULL ELSE secondary_cmdi__c END, systemmodstamp = now()
        WHERE id = $1`,
      [id, cmdi.sfid, cmdi.ammd],
    );
    const more = { awaiting_moved: awaiting.rows[0]?.n ?? 0, workshops_moved: moved.rows.length };
    await audit(db, "people.move", subjectKey(ctx.subject), { person: subjectKey(subjectOf(p)), from: p.cmdi, to: cmdi.sfid, ...more }, null);
    return answer(p, more);
  }
  const ammd = await managerOf(db, "AMMD", values.to, "to");
  if (ammd.sfid === p.ammd) throw new OpError(400, "bad_request", M.sameManager, "to");
  // the CMDI's FCPs, workshops and trainings report to the new AMMD; those waiting for an AMMD now wait for the new one
  const awaiting = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM opportunity WHERE assigned_cmdi__c = $1 AND ${STAGES(AWAITING_AMMD)}`,
    [p.sfid],
  );
  await db.query<NoRows>("UPDATE product_user__c SET reporting_to_ammd__c = $2, systemmodstamp = now() WHERE id = $1", [id, ammd.sfid]);
  await db.query<NoRows>(
    "UPDATE account SET assigned_ammd__c = $2::text, reporting_to_ammd__c = $2::text, systemmodstamp = now() WHERE assigned_cmdi__c = $1 AND recordtypeid = $3",
    [p.sfid, ammd.sfid, FCP_RECORD_TYPE],
  );
  const moved = await db.query<{ id: number }>(
    "UPDATE opportunity SET assigned_ammd__c = $2, ammd_name__c = $3, systemmodstamp = now() WHERE assigned_cmdi__c = $1 RETURNING id",
    [p.sfid, ammd.sfid, ammd.name],
  );
  await db.query<NoRows>("UPDATE campaign SET assigned_ammd__c = $2, systemmodstamp = now() WHERE assigned_cmdi__c = $1", [p.sfid, ammd.sfid]);
  const more = { awaiting_moved: awaiting.rows[0]?.n ?? 0, workshops_moved: moved.rows.length };
  await audit(db, "people.move", subjectKey(ctx.subject), { person: subjectKey(subjectOf(p)), from: p.ammd, to: ammd.sfid, ...more }, null);
  return answer(p, more);
});

const inviteOp = defineOp(peopleInvite, async (ctx, { kind, id }) => {
  const p = await personFor(ctx.db, kind, id);
  if (!p.active) throw new OpError(409, "switched_off", M.switchedOff);
  const invited = await invite(ctx, p);
  await audit(ctx.db, "people.invite", subjectKey(ctx.subject), { person: subjectKey(subjectOf(p)) }, null);
  return answer(p, { invited });
});

export const MANAGE_PEOPLE_OPS = [listOp, listPageOp, addOp, editOp, deactivateOp, reactivateOp, moveOp, inviteOp] as const;

/** The writes a bulk import of people runs for each row, the very ops of the form (server/imports/personImport.ts). */
export const PEOPLE_WRITES = { add: addOp, edit: editOp, move: moveOp } as const;
