// The audit records (table app_audit) the sign-in, unlock and sign-out routes write, all in one place.
import type { FastifyRequest } from "fastify";
import type { Role } from "../../src/codecs/role.ts";
import type { Queryable } from "../db/db.ts";
import { audit, subjectKey, type Subject } from "./sessions.ts";

export const authAudit = {
  /** a sign-in limit refused an attempt: which counter (its key without `login:`, at most 80 characters) */
  rateLimited: (q: Queryable, req: FastifyRequest, key: string) =>
    audit(q, "login.rate_limited", null, { key: key.replace(/^login:/, "").slice(0, 80) }, req.ip),
  /** a sign-in to a number no one of the role has */
  unknownUser: (q: Queryable, req: FastifyRequest, role: Role, mobile: string) => audit(q, "login.unknown_user", null, { role, mobile }, req.ip),
  /** a sign-in to the number of a person the super admin switched off (decision 077) */
  switchedOff: (q: Queryable, req: FastifyRequest, role: Role, mobile: string) => audit(q, "login.switched_off", null, { role, mobile }, req.ip),
  /** a sign-in with a wrong password (or to a person without one) */
  invalidCredentials: (q: Queryable, req: FastifyRequest, subject: Subject, role: Role) =>
    audit(q, "login.invalid_credentials", subjectKey(subject), { role }, req.ip),
  /** a sign-in that opened a session */
  signedIn: (q: Queryable, req: FastifyRequest, subject: Subject, role: Role) => audit(q, "login.ok", subjectKey(subject), { role }, req.ip),
  /** a wrong password on the lock screen */
  unlockFailed: (q: Queryable, req: FastifyRequest, subject: Subject) => audit(q, "unlock.failed", subjectKey(subject), {}, req.ip),
  /** a sign-out */
  signedOut: (q: Queryable, req: FastifyRequest, subject: Subject) => audit(q, "logout", subjectKey(subject), {}, req.ip),
};
