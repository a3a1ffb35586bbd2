// POST /api/auth/login, GET /api/me, POST /api/auth/logout.
import argon2 from "argon2";
import { randomBytes } from "node:crypto";
import { isLeft } from "fp-ts/Either";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  INVALID_CREDENTIALS, LoginErrorCode, LoginForm, UNAUTHENTICATED, UNKNOWN_USER,
  type LoginResponse, type MeResponse,
} from "../../src/codecs/auth.ts";
import { decodeForm } from "../../src/codecs/form.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/db.ts";
import { hashPassword } from "../db/seed.ts";
import { sendError } from "../http/errors.ts";
import { AUTH_BODY_LIMIT } from "../http/limits.ts";
import { deviceOf, isTrusted, trustDevice } from "./devices.ts";
import { countAttempt, releaseAttempt } from "./rateLimitStore.ts";
import { SESSION_ENDED_CODES, SESSION_ENDED_MESSAGES } from "../../src/codecs/recovery.ts";
import { audit, createSession, findUserForLogin, lookupSession, passwordHashOf, revokeSession, subjectKey, type FoundUser, type Session } from "./sessions.ts";
import { bearerToken } from "./tokens.ts";

export const RATE_LIMITED = "Too many sign-in attempts. Please wait a few minutes and try again.";

/**
 * The session of the request's bearer token; otherwise answers 401 and gives null: "session_ended"
 * with the reason's message when the server ended it (password changed, device signed out, role
 * changed, account deactivated), "unauthenticated" otherwise.
 */
export async function requireSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<Session | null> {
  const token = bearerToken(req.headers.authorization);
  const found = token ? await lookupSession(db.hot, token) : null;
  if (found?.session) return found.session;
  // a session the server ended says why (the client shows it on /signin)
  if (found?.ended) sendError(reply, 401, SESSION_ENDED_CODES[found.ended], SESSION_ENDED_MESSAGES[found.ended]);
  else sendError(reply, 401, "unauthenticated", UNAUTHENTICATED);
  return null;
}

/**
 * Sign-in slowdown for a number under attack (docs/decisions/010-login-limits.md): once its failed
 * sign-ins from untrusted devices pass the limit, each further untrusted attempt waits 250 ms,
 * doubling per failure, at most 5 s. It slows; it never refuses.
 */
export const SLOWDOWN_BASE_MS = 250;
export const SLOWDOWN_MAX_MS = 5_000;
export const slowdownMs = (failures: number, limit: number): number =>
  failures <= limit ? 0 : Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** Math.min(failures - limit - 1, 30));

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
 * stored one does: an unknown number takes as long as a wrong password.
 */
async function dummyHashFor(db: Db): Promise<string> {
  const stored = await db.query<{ password_hash: string }>("SELECT password_hash FROM app_credential ORDER BY id LIMIT 1").then((r) => r.rows[0]?.password_hash, () => undefined);
  const options = stored ? argon2Options(stored) : null;
  const secret = randomBytes(16).toString("hex");
  return options ? argon2.hash(secret, options) : hashPassword(secret);
}

/** How a sign-in ended: only "failed" (unknown user, wrong password) counts against the limits of failures. */
type Outcome = "signedIn" | "failed" | "badRequest" | "limited";
type Decoded = ReturnType<typeof decodeForm<typeof LoginForm>>;

const KEYS = {
  address: (ip: string) => `login:addr:${ip}`,
  mobileAddress: (mobile: string, ip: string) => `login:mobile-addr:${mobile}@${ip}`,
  mobile: (mobile: string) => `login:mobile:${mobile}`,
  device: (hash: string) => `login:device:${hash}`,
};

export function authRoutes(app: FastifyInstance, db: Db, config: Config, hooks: Partial<LoginHooks> = {}): void {
  const { verify, delay } = { ...defaultLoginHooks, ...hooks };
  const window = config.loginLimitWindowMs;
  // made in the background as the route is set up (the database is migrated by then)
  let dummy: Promise<string> | null = null;
  const dummyHash = (): Promise<string> => {
    if (!dummy) {
      dummy = dummyHashFor(db);
      dummy.catch(() => { dummy = null; });
    }
    return dummy;
  };
  void dummyHash().catch(() => undefined);

  const refuse = async (req: FastifyRequest, reply: FastifyReply, key: string, ttlMs: number): Promise<void> => {
    reply.header("retry-after", String(Math.max(1, Math.ceil(ttlMs / 1000))));
    await audit(db, "login.rate_limited", null, { key: key.replace(/^login:/, "").slice(0, 80) }, req.ip);
    sendError(reply, 429, LoginErrorCode.rateLimited, RATE_LIMITED);
  };

  app.post("/api/auth/login", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    const body = req.body;
    const decoded = typeof body === "object" && body !== null && !Array.isArray(body) ? decodeForm(LoginForm, body) : null;
    const form = decoded && !isLeft(decoded) ? decoded.right : null;
    const found = form ? await findUserForLogin(db, form.role, form.mobile) : null;
    const device = deviceOf(req);
    const trusted = found !== null && device !== null && (await isTrusted(db, device, subjectKey(found.subject)));

    // Failure counters take a slot before the password is checked (so parallel guesses cannot
    // overrun them) and give it back unless the sign-in failed; an attempt refused by one gives
    // its slot back at once.
    const taken: string[] = [];
    let outcome: Outcome = "limited";
    const overBudget = async (key: string, max: number): Promise<boolean> => {
      const c = await countAttempt(db, key, window);
      if (c.count <= max) {
        taken.push(key);
        return false;
      }
      await releaseAttempt(db, key);
      await refuse(req, reply, key, c.ttlMs);
      return true;
    };
    try {
      if (trusted) {
        // a device that signed in to this number before: only its own failures limit it
        if (await overBudget(KEYS.device(device.hash), config.loginLimitPerMobile)) return reply;
      } else {
        // every attempt from an address counts against it, a malformed one too
        const addr = await countAttempt(db, KEYS.address(req.ip), window);
        if (addr.count > config.loginLimitPerAddress) {
          await refuse(req, reply, KEYS.address(req.ip), addr.ttlMs);
          return reply;
        }
        if (form) {
          // failures per (number, address) are limited; per number, they only slow strangers down
          if (await overBudget(KEYS.mobileAddress(form.mobile, req.ip), config.loginLimitPerMobile)) return reply;
          const failures = await countAttempt(db, KEYS.mobile(form.mobile), window);
          taken.push(KEYS.mobile(form.mobile));
          const wait = slowdownMs(failures.count, config.loginLimitPerMobile);
          if (wait > 0) await delay(wait);
        }
      }
      outcome = await signIn(req, reply, decoded, found);
      return reply;
    } finally {
      if (outcome !== "failed") for (const key of taken) await releaseAttempt(db, key);
    }
  });

  const signIn = async (req: FastifyRequest, reply: FastifyReply, decoded: Decoded | null, found: FoundUser | null): Promise<Outcome> => {
    if (decoded === null) {
      sendError(reply, 400, LoginErrorCode.badRequest, "Send a JSON object with role, mobile and password.");
      return "badRequest";
    }
    if (isLeft(decoded)) {
      const [field, message] = Object.entries(decoded.left)[0] ?? ["", "Invalid request"];
      sendError(reply, 400, LoginErrorCode.badRequest, message ?? "Invalid request", field || undefined);
      return "badRequest";
    }
    const { role, mobile, password } = decoded.right;
    const hash = found ? await passwordHashOf(db, found.subject) : null;
    // the same argon2 work whether or not the number (or its credential) exists
    const matches = await verify(hash ?? (await dummyHash()), password).catch(() => false);
    if (!found) {
      await audit(db, "login.unknown_user", null, { role, mobile }, req.ip);
      sendError(reply, 401, LoginErrorCode.unknownUser, UNKNOWN_USER, "mobile");
      return "failed";
    }
    if (!matches || hash === null) {
      await audit(db, "login.invalid_credentials", subjectKey(found.subject), { role }, req.ip);
      sendError(reply, 401, LoginErrorCode.invalidCredentials, INVALID_CREDENTIALS);
      return "failed";
    }
    const device = await trustDevice(db, req, reply, found);
    const { token, expiresAt } = await createSession(db, found.subject, role, config.sessionDays, device.hash);
    await audit(db, "login.ok", subjectKey(found.subject), { role }, req.ip);
    const body: LoginResponse = { token, expiresAt, user: found.user };
    reply.code(200).header("cache-control", "no-store").send(body);
    return "signedIn";
  };

  app.get("/api/me", async (req, reply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    const body: MeResponse = { user: session.user };
    return reply.header("cache-control", "no-store").send(body);
  });

  // The lock screen (issue 14, decision 016): the signed-in person proves it is still them with
  // their password. Wrong passwords count per session; past the sign-in limit the session is
  // refused for the window (429), never the account.
  app.post("/api/auth/unlock", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    const body = req.body as { password?: unknown } | null;
    const password = typeof body === "object" && body !== null && typeof body.password === "string" ? body.password : null;
    if (password === null || password === "") return sendError(reply, 400, LoginErrorCode.badRequest, "Enter your password", "password");
    const key = `unlock:session:${session.tokenHash}`;
    const c = await countAttempt(db, key, window);
    if (c.count > config.loginLimitPerMobile) {
      await releaseAttempt(db, key);
      reply.header("retry-after", String(Math.max(1, Math.ceil(c.ttlMs / 1000))));
      return sendError(reply, 429, LoginErrorCode.rateLimited, RATE_LIMITED);
    }
    const hash = await passwordHashOf(db, session.subject);
    const ok = hash !== null && (await verify(hash, password).catch(() => false));
    if (!ok) {
      await audit(db, "unlock.failed", subjectKey(session.subject), {}, req.ip);
      return sendError(reply, 401, LoginErrorCode.invalidCredentials, INVALID_CREDENTIALS, "password");
    }
    await releaseAttempt(db, key);
    return reply.code(204).header("cache-control", "no-store").send();
  });

  app.post("/api/auth/logout", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    await revokeSession(db, session.tokenHash);
    await audit(db, "logout", subjectKey(session.subject), {}, req.ip);
    return reply.code(204).send();
  });
}
