// Users and sessions: finding the person who signs in, issuing, resolving and revoking tokens.
// The session user is always rebuilt from the database, never trusted from the client.
import type { NoRows, Queryable } from "../db/db.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import type { Role } from "../../src/codecs/role.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { Language } from "../../src/codecs/language.ts";
import type { SessionEndedReason } from "../../src/codecs/recovery.ts";
import { hashToken, newToken } from "./tokens.ts";

export type SubjectKind = "account" | "product_user";
export interface Subject {
  kind: SubjectKind;
  id: number;
}
export const subjectKey = (s: Subject) => `${s.kind}:${s.id}`;

interface UserRow {
  id: number;
  sfid: string | null;
  name: string | null;
  recordtypeid: string | null;
  assigned_cmdi__c: string | null;
  secondary_cmdi__c: string | null;
  user_type__c: string | null;
  ekyc_complete__c: boolean | null;
  reporting_to_ammd__c: string | null;
  this_ekyc_popup_complete__c: boolean | null;
  teacher_level__c: string | null;
  isintroduction_complete__c: boolean | null;
  phone: string | null;
  approve_agreement__c: boolean | null;
  super_admin__c: boolean;
  /** The language kept on the account (decision 074); null: none chosen. */
  language: string | null;
}

const FCP_COLUMNS = `id, sfid, name, recordtypeid, assigned_cmdi__c, secondary_cmdi__c, user_type__c, ekyc_complete__c,
  reporting_to_ammd__c, this_ekyc_popup_complete__c, teacher_level__c, isintroduction_complete__c, phone,
  approve_agreement__c, false AS super_admin__c,
  (SELECT us.language FROM app_user_setting us WHERE us.subject_kind = 'account' AND us.subject_id = account.id) AS language`;
const STAFF_COLUMNS = `id, sfid, name, NULL::text AS recordtypeid, NULL::text AS assigned_cmdi__c, NULL::text AS secondary_cmdi__c,
  type__c AS user_type__c, NULL::boolean AS ekyc_complete__c, reporting_to_ammd__c, NULL::boolean AS this_ekyc_popup_complete__c,
  NULL::text AS teacher_level__c, NULL::boolean AS isintroduction_complete__c, login_mobile_number__c AS phone,
  NULL::boolean AS approve_agreement__c, super_admin__c,
  (SELECT us.language FROM app_user_setting us WHERE us.subject_kind = 'product_user' AND us.subject_id = product_user__c.id) AS language`;

/**
 * Who may sign in and keep a session: an FCP account that is active and not deleted, a staff user
 * that is active (product_user__c has no isdeleted). NULL counts as active, as the column default
 * is true and Heroku Connect may leave it empty. See docs/decisions/005-inactive-users.md.
 */
const ACCOUNT_ENABLED = "active__c IS NOT FALSE AND isdeleted IS NOT TRUE";
const STAFF_ENABLED = "active__c IS NOT FALSE";

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

function toSessionUser(r: UserRow, role: Role): SessionUser {
  const name = r.name ?? "";
  return {
    id: r.id,
    sfid: r.sfid ?? "",
    name,
    firstName: firstNameOf(name),
    role,
    superAdmin: r.super_admin__c === true,
    status: "loggedIn",
    recordtypeid: r.recordtypeid,
    assigned_cmdi__c: r.assigned_cmdi__c,
    secondary_cmdi__c: r.secondary_cmdi__c,
    user_type__c: r.user_type__c,
    ekyc_complete__c: r.ekyc_complete__c,
    reporting_to_ammd__c: r.reporting_to_ammd__c,
    this_ekyc_popup_complete__c: r.this_ekyc_popup_complete__c,
    teacher_level__c: r.teacher_level__c,
    isintroduction_complete__c: r.isintroduction_complete__c,
    phone: r.phone,
    approve_agreement__c: r.approve_agreement__c,
    ...(Language.is(r.language) ? { language: r.language } : {}),
  };
}

export interface FoundUser {
  subject: Subject;
  user: SessionUser;
}

/**
 * FCP: account by phone and the FCP record type; CMDI/AMMD: staff user by login mobile and type.
 * A deactivated or deleted user is not found, as if the number had no user.
 */
export async function findUserForLogin(q: Queryable, role: Role, mobile: string): Promise<FoundUser | null> {
  const r =
    role === "FCP"
      ? await q.query<UserRow>(
          `SELECT ${FCP_COLUMNS} FROM account WHERE phone = $1 AND recordtypeid = $2 AND ${ACCOUNT_ENABLED} ORDER BY id LIMIT 1`,
          [mobile, FCP_RECORD_TYPE],
        )
      : await q.query<UserRow>(
          `SELECT ${STAFF_COLUMNS} FROM product_user__c WHERE login_mobile_number__c = $1 AND type__c = $2 AND ${STAFF_ENABLED} ORDER BY id LIMIT 1`,
          [mobile, role],
        );
  const row = r.rows[0];
  return row ? { subject: { kind: role === "FCP" ? "account" : "product_user", id: row.id }, user: toSessionUser(row, role) } : null;
}

/**
 * Whether the role's number belongs to a person the super admin switched off (decision 077: their
 * sign-in is refused with ACCOUNT_OFF, not as an unknown number). A deleted account is not one.
 */
export async function isSwitchedOff(q: Queryable, role: Role, mobile: string): Promise<boolean> {
  const r =
    role === "FCP"
      ? await q.query<{ id: number }>(
          "SELECT id FROM account WHERE phone = $1 AND recordtypeid = $2 AND active__c IS FALSE AND isdeleted IS NOT TRUE LIMIT 1",
          [mobile, FCP_RECORD_TYPE],
        )
      : await q.query<{ id: number }>(
          "SELECT id FROM product_user__c WHERE login_mobile_number__c = $1 AND type__c = $2 AND active__c IS FALSE LIMIT 1",
          [mobile, role],
        );
  return r.rows.length > 0;
}

export async function passwordHashOf(q: Queryable, s: Subject): Promise<string | null> {
  const r = await q.query<{ password_hash: string }>("SELECT password_hash FROM app_credential WHERE subject_kind = $1 AND subject_id = $2", [
    s.kind,
    s.id,
  ]);
  return r.rows[0]?.password_hash ?? null;
}

export async function createSession(
  q: Queryable,
  s: Subject,
  role: Role,
  days: number,
  deviceHash: string | null = null,
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const r = await q.query<{ expires_at: Date }>(
    "INSERT INTO app_session (token_hash, subject_kind, subject_id, role, expires_at, device_hash) VALUES ($1, $2, $3, $4, now() + make_interval(days => $5::int), $6) RETURNING expires_at",
    [hashToken(token), s.kind, s.id, role, days, deviceHash],
  );
  return { token, expiresAt: new Date(r.rows[0]!.expires_at).toISOString() };
}

export interface Session {
  tokenHash: string;
  subject: Subject;
  user: SessionUser;
}

/** A token's session, or why there is none: `ended` names the reason when the server ended it. */
export type SessionLookup = { session: Session } | { session: null; ended: SessionEndedReason | null };

/**
 * The live session of a token (not revoked, not expired), with its user as stored now. A session
 * whose user is deactivated or deleted is refused ("deactivated", checked on every request); one
 * whose user no longer has the session's role (a staff user's type changed, an account no longer
 * an FCP) is ended at once ("role_changed"), so the person signs in again as what they now are.
 * One statement, one round trip. POST /api/query keeps what it finds (./sessionCache.ts, decision
 * 051), used only while nothing that could end it was heard; every other route looks it up each time.
 */
export async function lookupSession(q: Queryable, token: string): Promise<SessionLookup> {
  return lookupSessionByHash(q, hashToken(token));
}

/** lookupSession by the token's hash; a live session also gives when it expires (ms since the epoch). */
export async function lookupSessionByHash(q: Queryable, tokenHash: string): Promise<SessionLookup & { expiresAt?: number }> {
  const r = await q.query<
    Partial<UserRow> & {
      subject_kind: SubjectKind;
      subject_id: number;
      role: Role;
      revoked_at: Date | null;
      revoked_reason: SessionEndedReason | null;
      live: boolean;
      expires_at: Date;
    }
  >(
    `SELECT s.subject_kind, s.subject_id, s.role, s.revoked_at, s.revoked_reason, s.expires_at > now() AS live, s.expires_at, u.*
       FROM app_session s
       LEFT JOIN LATERAL (
         SELECT ${FCP_COLUMNS} FROM account WHERE s.subject_kind = 'account' AND id = s.subject_id AND ${ACCOUNT_ENABLED}
         UNION ALL
         SELECT ${STAFF_COLUMNS} FROM product_user__c WHERE s.subject_kind = 'product_user' AND id = s.subject_id AND ${STAFF_ENABLED}
       ) u ON true
      WHERE s.token_hash = $1`,
    [tokenHash],
  );
  const row = r.rows[0];
  if (!row?.live) return { session: null, ended: null };
  if (row.revoked_at !== null) return { session: null, ended: row.revoked_reason };
  if (row.id === null || row.id === undefined) return { session: null, ended: "deactivated" };
  const user = row as UserRow;
  const sameRole = row.subject_kind === "account" ? user.recordtypeid === FCP_RECORD_TYPE && row.role === "FCP" : user.user_type__c === row.role;
  if (!sameRole) {
    await q.query<NoRows>("UPDATE app_session SET revoked_at = now(), revoked_reason = 'role_changed' WHERE token_hash = $1 AND revoked_at IS NULL", [
      tokenHash,
    ]);
    return { session: null, ended: "role_changed" };
  }
  return {
    session: { tokenHash, subject: { kind: row.subject_kind, id: row.subject_id }, user: toSessionUser(user, row.role) },
    expiresAt: new Date(row.expires_at).getTime(),
  };
}

/** The live session of a token, or null (lookupSession without the reason). */
export async function resolveSession(q: Queryable, token: string): Promise<Session | null> {
  return (await lookupSession(q, token)).session;
}

/**
 * Ends every live session of `s` for `reason`, but the one whose hash is `keep` (the session that
 * asked), or only those signed in on the device `deviceHash` when given. Gives how many it ended.
 */
export async function endSessions(
  q: Queryable,
  s: Subject,
  reason: SessionEndedReason,
  o: { keep?: string | null; deviceHash?: string } = {},
): Promise<number> {
  const r = await q.query<{ token_hash: string }>(
    `UPDATE app_session SET revoked_at = now(), revoked_reason = $3
     WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL AND expires_at > now()
       AND token_hash IS DISTINCT FROM $4 AND ($5::text IS NULL OR device_hash = $5)
     RETURNING token_hash`,
    [s.kind, s.id, reason, o.keep ?? null, o.deviceHash ?? null],
  );
  return r.rows.length;
}

export async function revokeSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.query<NoRows>("UPDATE app_session SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL", [tokenHash]);
}

export async function audit(
  q: Queryable,
  action: string,
  subject: string | null,
  detail: Record<string, unknown>,
  address: string | null,
): Promise<void> {
  await q.query<NoRows>("INSERT INTO app_audit (subject, action, detail, address) VALUES ($1, $2, $3::jsonb, $4)", [
    subject,
    action,
    JSON.stringify(detail),
    address,
  ]);
}
