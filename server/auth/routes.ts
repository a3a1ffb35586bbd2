// POST /api/auth/login, GET /api/me, POST /api/auth/logout.
import argon2 from "argon2";
import { isLeft } from "fp-ts/Either";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  INVALID_CREDENTIALS, LoginErrorCode, LoginForm, UNAUTHENTICATED, UNKNOWN_USER,
  type LoginResponse, type MeResponse,
} from "../../src/codecs/auth.ts";
import { decodeForm } from "../../src/codecs/form.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/db.ts";
import { sendError } from "../http/errors.ts";
import { AUTH_BODY_LIMIT } from "../http/limits.ts";
import { releaseAttempt } from "./rateLimitStore.ts";
import { audit, createSession, findUserForLogin, passwordHashOf, resolveSession, revokeSession, subjectKey, type Session } from "./sessions.ts";
import { bearerToken } from "./tokens.ts";

export const RATE_LIMITED = "Too many sign-in attempts. Please wait a few minutes and try again.";

/** The session of the request's bearer token; otherwise answers 401 and gives null. */
export async function requireSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<Session | null> {
  const token = bearerToken(req.headers.authorization);
  const session = token ? await resolveSession(db, token) : null;
  if (!session) sendError(reply, 401, "unauthenticated", UNAUTHENTICATED);
  return session;
}

/** The request's mobile number as the login form decodes it, or null when it is not a valid one. */
const mobileOf = (body: unknown): string | null => {
  const m = typeof body === "object" && body !== null ? (body as Record<string, unknown>).mobile : undefined;
  const r = LoginForm.props.mobile.decode(m);
  return isLeft(r) ? null : r.right;
};

const mobileKey = (mobile: string) => `login:mobile:${mobile}`;

/** How a sign-in ended: only "failed" (unknown user, wrong password) counts against the number. */
type Outcome = "signedIn" | "failed" | "badRequest";

export function authRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const window = config.loginLimitWindowMs;
  // Per client address: every attempt counts, which bounds guessing from one place. Per mobile
  // number: failed sign-ins only, so a person who signs in often is never locked out.
  const byAddress = app.createRateLimit({ max: config.loginLimitPerAddress, timeWindow: window, keyGenerator: (req) => `login:addr:${req.ip}` });
  const byMobile = app.createRateLimit({ max: config.loginLimitPerMobile, timeWindow: window, keyGenerator: (req) => mobileKey(mobileOf(req.body) ?? "") });

  const limited = async (req: FastifyRequest, reply: FastifyReply, check: typeof byAddress): Promise<boolean> => {
    const r = await check(req);
    if (r.isAllowed || !r.isExceeded) return false;
    reply.header("retry-after", String(r.ttlInSeconds));
    await audit(db, "login.rate_limited", null, { key: r.key.replace(/^login:/, "") }, req.ip);
    sendError(reply, 429, LoginErrorCode.rateLimited, RATE_LIMITED);
    return true;
  };

  const signIn = async (req: FastifyRequest, reply: FastifyReply): Promise<Outcome> => {
    if (typeof req.body !== "object" || req.body === null || Array.isArray(req.body)) {
      sendError(reply, 400, LoginErrorCode.badRequest, "Send a JSON object with role, mobile and password.");
      return "badRequest";
    }
    const decoded = decodeForm(LoginForm, req.body);
    if (isLeft(decoded)) {
      const [field, message] = Object.entries(decoded.left)[0] ?? ["", "Invalid request"];
      sendError(reply, 400, LoginErrorCode.badRequest, message ?? "Invalid request", field || undefined);
      return "badRequest";
    }
    const { role, mobile, password } = decoded.right;
    const found = await findUserForLogin(db, role, mobile);
    if (!found) {
      await audit(db, "login.unknown_user", null, { role, mobile }, req.ip);
      sendError(reply, 401, LoginErrorCode.unknownUser, UNKNOWN_USER, "mobile");
      return "failed";
    }
    const hash = await passwordHashOf(db, found.subject);
    const ok = hash !== null && (await argon2.verify(hash, password).catch(() => false));
    if (!ok) {
      await audit(db, "login.invalid_credentials", subjectKey(found.subject), { role }, req.ip);
      sendError(reply, 401, LoginErrorCode.invalidCredentials, INVALID_CREDENTIALS);
      return "failed";
    }
    const { token, expiresAt } = await createSession(db, found.subject, role, config.sessionDays);
    await audit(db, "login.ok", subjectKey(found.subject), { role }, req.ip);
    const body: LoginResponse = { token, expiresAt, user: found.user };
    reply.code(200).header("cache-control", "no-store").send(body);
    return "signedIn";
  };

  app.post("/api/auth/login", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    if (await limited(req, reply, byAddress)) return reply;
    const mobile = mobileOf(req.body);
    if (mobile === null) {
      await signIn(req, reply);
      return reply;
    }
    // The attempt takes a slot of the number's budget before the password is checked (so parallel
    // guesses cannot overrun it) and gives it back unless the sign-in failed.
    if (await limited(req, reply, byMobile)) return reply;
    let outcome: Outcome | undefined;
    try {
      outcome = await signIn(req, reply);
    } finally {
      if (outcome !== "failed") await releaseAttempt(db, mobileKey(mobile));
    }
    return reply;
  });

  app.get("/api/me", async (req, reply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    const body: MeResponse = { user: session.user };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.post("/api/auth/logout", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    await revokeSession(db, session.tokenHash);
    await audit(db, "logout", subjectKey(session.subject), {}, req.ip);
    return reply.code(204).send();
  });
}
