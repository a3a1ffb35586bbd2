// The routes of a session: POST /api/auth/login (login.ts), GET /api/me, POST /api/auth/unlock,
// POST /api/auth/logout; and requireSession, which every signed-in route starts with.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { INVALID_CREDENTIALS, LoginErrorCode, UNAUTHENTICATED, type MeResponse } from "../../src/codecs/auth.ts";
import { SESSION_ENDED_CODES, SESSION_ENDED_MESSAGES } from "../../src/codecs/recovery.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/db.ts";
import { sendError } from "../http/errors.ts";
import { AUTH_BODY_LIMIT } from "../http/limits.ts";
import { authAudit } from "./authAudit.ts";
import { defaultLoginHooks, type LoginHooks } from "./credentials.ts";
import { loginRoute } from "./login.ts";
import { RATE_LIMITED, setRetryAfter } from "./loginLimits.ts";
import { countAttempt, releaseAttempt } from "./rateLimitStore.ts";
import { lookupSession, passwordHashOf, revokeSession, type Session, type SessionLookup } from "./sessions.ts";
import { bearerToken } from "./tokens.ts";

// what the app and the tests take from here (each is defined in the module named)
export { RATE_LIMITED } from "./loginLimits.ts";
export type { LoginHooks } from "./credentials.ts";

/**
 * The session of the request's bearer token; otherwise answers 401 and gives null: "session_ended"
 * with the reason's message when the server ended it (password changed, device signed out, role
 * changed, account deactivated), "unauthenticated" otherwise.
 */
export async function requireSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<Session | null> {
  const token = bearerToken(req.headers.authorization);
  const found = token ? await lookupSession(db.hot, token) : null;
  if (found?.session) return found.session;
  refuseSession(req, reply, found);
  return null;
}

/** Answers 401 for a request without a live session, as requireSession does (`found`: what the lookup said, null without a token). */
export function refuseSession(req: FastifyRequest, reply: FastifyReply, found: SessionLookup | null, bodyRead = false): void {
  // refused before its body is read (onRequest): the connection closes after this answer, so the
  // body still coming is not read and no request timeout answers it a second time (issue 26)
  if (bodyRead) {
    // read already (a kept session found ended after the read: decision 051): the connection stays
  } else if (req.headers["content-length"] !== undefined ? req.headers["content-length"] !== "0" : req.headers["transfer-encoding"] !== undefined)
    reply.header("connection", "close");
  // a session the server ended says why (the client shows it on /signin)
  const ended = found && !found.session ? found.ended : null;
  if (ended) sendError(reply, 401, SESSION_ENDED_CODES[ended], SESSION_ENDED_MESSAGES[ended]);
  else sendError(reply, 401, "unauthenticated", UNAUTHENTICATED);
}

export function authRoutes(app: FastifyInstance, db: Db, config: Config, hooks: Partial<LoginHooks> = {}): void {
  const all: LoginHooks = { ...defaultLoginHooks, ...hooks };
  loginRoute(app, db, config, all);
  meRoute(app, db);
  unlockRoute(app, db, config, all.verify);
  logoutRoute(app, db);
}

function meRoute(app: FastifyInstance, db: Db): void {
  app.get("/api/me", async (req, reply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    const body: MeResponse = { user: session.user };
    return reply.header("cache-control", "no-store").send(body);
  });
}

/**
 * The lock screen (issue 14, decision 016): the signed-in person proves it is still them with
 * their password. Wrong passwords count per session; past the sign-in limit the session is
 * refused for the window (429), never the account.
 */
function unlockRoute(app: FastifyInstance, db: Db, config: Config, verify: LoginHooks["verify"]): void {
  app.post("/api/auth/unlock", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    const body = req.body as { password?: unknown } | null;
    const password = typeof body === "object" && body !== null && typeof body.password === "string" ? body.password : null;
    if (password === null || password === "") return sendError(reply, 400, LoginErrorCode.badRequest, "Enter your password", "password");
    const key = `unlock:session:${session.tokenHash}`;
    const c = await countAttempt(db, key, config.loginLimitWindowMs);
    if (c.count > config.loginLimitPerMobile) {
      await releaseAttempt(db, key);
      setRetryAfter(reply, c.ttlMs);
      return sendError(reply, 429, LoginErrorCode.rateLimited, RATE_LIMITED);
    }
    const hash = await passwordHashOf(db, session.subject);
    const ok = hash !== null && (await verify(hash, password).catch(() => false));
    if (!ok) {
      await authAudit.unlockFailed(db, req, session.subject);
      return sendError(reply, 401, LoginErrorCode.invalidCredentials, INVALID_CREDENTIALS, "password");
    }
    await releaseAttempt(db, key);
    return reply.code(204).header("cache-control", "no-store").send();
  });
}

function logoutRoute(app: FastifyInstance, db: Db): void {
  app.post("/api/auth/logout", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    await revokeSession(db, session.tokenHash);
    await authAudit.signedOut(db, req, session.subject);
    return reply.code(204).send();
  });
}
