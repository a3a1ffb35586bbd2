// The password check of sign-in and of the lock screen: argon2 against the stored hash, or, for a
// number (or credential) that does not exist, against a dummy hash of the same cost, so an unknown
// number takes as long as a wrong password (issue 17, problem 9).
import argon2 from "argon2";
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_OFF, INVALID_CREDENTIALS, LoginErrorCode, UNKNOWN_USER, type LoginForm } from "../../src/codecs/auth.ts";
import type { Db } from "../db/db.ts";
import { hashPassword } from "../db/seed.ts";
import { sendError } from "../http/errors.ts";
import { authAudit } from "./authAudit.ts";
import { isSwitchedOff, passwordHashOf, type FoundUser } from "./sessions.ts";

/** What the sign-in route calls on the world; tests watch or replace them. */
export interface LoginHooks {
  /** checks a password against an argon2 hash (default argon2.verify) */
  verify(hash: string, password: string): Promise<boolean>;
  /** waits `ms` (the slowdown); default a timer */
  delay(ms: number): Promise<void>;
}

export const defaultLoginHooks: LoginHooks = {
  verify: (hash, password) => argon2.verify(hash, password),
  delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The argon2 options of a stored hash (`$argon2id$v=19$m=65536,p=4,t=3$...`), or null when it is not one. */
export function argon2Options(hash: string): { type: 0 | 1 | 2; memoryCost: number; timeCost: number; parallelism: number } | null {
  const m = /^\$argon2(id|i|d)\$v=\d+\$([a-z]=\d+(?:,[a-z]=\d+)*)\$/.exec(hash);
  if (!m) return null;
  const p = new Map(m[2]!.split(",").map((kv) => [kv[0]!, Number(kv.slice(2))] as const));
  const [memoryCost, timeCost, parallelism] = [p.get("m"), p.get("t"), p.get("p")];
  if (!memoryCost || !timeCost || !parallelism) return null;
  return { type: m[1] === "id" ? argon2.argon2id : m[1] === "i" ? argon2.argon2i : argon2.argon2d, memoryCost, timeCost, parallelism };
}

/**
 * A hash no password matches, made with the parameters of the hashes stored in app_credential
 * (hashPassword's when there are none), so checking a password against it costs what checking a
 * stored one does.
 */
async function dummyHashFor(db: Db): Promise<string> {
  const stored = await db.query<{ password_hash: string }>("SELECT password_hash FROM app_credential ORDER BY id LIMIT 1").then(
    (r) => r.rows[0]?.password_hash,
    () => undefined,
  );
  const options = stored ? argon2Options(stored) : null;
  const secret = randomBytes(16).toString("hex");
  return options ? argon2.hash(secret, options) : hashPassword(secret);
}

/**
 * The sign-in's password check. The dummy hash is made in the background from now on (the routes
 * are set up once the database is migrated), once; again on the next check when making it failed.
 */
export function passwordCheck(db: Db, verify: LoginHooks["verify"]) {
  let dummy: Promise<string> | null = null;
  const dummyHash = (): Promise<string> => {
    if (!dummy) {
      dummy = dummyHashFor(db);
      dummy.catch(() => {
        dummy = null;
      });
    }
    return dummy;
  };
  void dummyHash().catch(() => undefined);

  /**
   * The person, when the form's password is theirs; otherwise audits the failure, answers 401
   * (unknown number, or wrong password) and gives null.
   */
  return async (req: FastifyRequest, reply: FastifyReply, form: LoginForm, found: FoundUser | null): Promise<FoundUser | null> => {
    const { role, mobile, password } = form;
    const hash = found ? await passwordHashOf(db, found.subject) : null;
    // the same argon2 work whether or not the number (or its credential) exists
    const matches = await verify(hash ?? (await dummyHash()), password).catch(() => false);
    if (!found) {
      // a person the super admin switched off is told so (decision 077), whatever the password
      if (await isSwitchedOff(db, role, mobile)) {
        await authAudit.switchedOff(db, req, role, mobile);
        sendError(reply, 401, LoginErrorCode.accountOff, ACCOUNT_OFF);
        return null;
      }
      await authAudit.unknownUser(db, req, role, mobile);
      sendError(reply, 401, LoginErrorCode.unknownUser, UNKNOWN_USER, "mobile");
      return null;
    }
    if (!matches || hash === null) {
      await authAudit.invalidCredentials(db, req, found.subject, role);
      sendError(reply, 401, LoginErrorCode.invalidCredentials, INVALID_CREDENTIALS);
      return null;
    }
    return found;
  };
}
