// POST /api/auth/login, in four steps a reader can take one at a time: read the attempt, pass the
// sign-in limits (loginLimits.ts), check the password (credentials.ts), issue the session.
import { isLeft } from "fp-ts/Either";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LoginErrorCode, LoginForm, type LoginResponse } from "../../src/codecs/auth.ts";
import { decodeForm } from "../../src/codecs/form.ts";
import type { Role } from "../../src/codecs/role.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/db.ts";
import { sendError } from "../http/errors.ts";
import { AUTH_BODY_LIMIT } from "../http/limits.ts";
import { authAudit } from "./authAudit.ts";
import { passwordCheck, type LoginHooks } from "./credentials.ts";
import { deviceOf, isTrusted, trustDevice, type Device } from "./devices.ts";
import { loginCounters, type Outcome } from "./loginLimits.ts";
import { createSession, findUserForLogin, subjectKey, type FoundUser } from "./sessions.ts";
import { msg } from "../../src/codecs/language.ts";

type Decoded = ReturnType<typeof decodeForm<typeof LoginForm>>;

/** A sign-in attempt as the request gives it, before any limit or password check. */
interface Attempt {
  /** the body decoded as a LoginForm; null when it is not a JSON object */
  decoded: Decoded | null;
  /** the form, when it decoded */
  form: LoginForm | null;
  /** the person the form's role and number name */
  found: FoundUser | null;
  /** the request's device, when it signed in as `found` before (decision 010) */
  trustedDevice: Device | null;
}

async function readAttempt(db: Db, req: FastifyRequest): Promise<Attempt> {
  const body = req.body;
  const decoded = typeof body === "object" && body !== null && !Array.isArray(body) ? decodeForm(LoginForm, body) : null;
  const form = decoded && !isLeft(decoded) ? decoded.right : null;
  const found = form ? await findUserForLogin(db, form.role, form.mobile) : null;
  const device = deviceOf(req);
  const trusted = found !== null && device !== null && (await isTrusted(db, device, subjectKey(found.subject)));
  return { decoded, form, found, trustedDevice: trusted ? device : null };
}

/** The form; or, for a body that is not one, answers 400 (naming the first bad field) and gives null. */
function formOrBadRequest(reply: FastifyReply, decoded: Decoded | null): LoginForm | null {
  if (decoded === null) {
    sendError(reply, 400, LoginErrorCode.badRequest, msg("Send a JSON object with role, mobile and password."));
    return null;
  }
  if (isLeft(decoded)) {
    const [field, message] = Object.entries(decoded.left)[0] ?? ["", msg("Invalid request")];
    sendError(reply, 400, LoginErrorCode.badRequest, message ?? msg("Invalid request"), field || undefined);
    return null;
  }
  return decoded.right;
}

/** After the password matched: trusts the device, opens the session, audits the sign-in and answers 200 with the token. */
async function issueSession(db: Db, config: Config, req: FastifyRequest, reply: FastifyReply, found: FoundUser, role: Role): Promise<void> {
  const device = await trustDevice(db, req, reply, found);
  const { token, expiresAt } = await createSession(db, found.subject, role, config.sessionDays, device.hash);
  await authAudit.signedIn(db, req, found.subject, role);
  const body: LoginResponse = { token, expiresAt, user: found.user };
  reply.code(200).header("cache-control", "no-store").send(body);
}

export function loginRoute(app: FastifyInstance, db: Db, config: Config, hooks: LoginHooks): void {
  const checkPassword = passwordCheck(db, hooks.verify);

  const signIn = async (req: FastifyRequest, reply: FastifyReply, attempt: Attempt): Promise<Outcome> => {
    const form = formOrBadRequest(reply, attempt.decoded);
    if (!form) return "badRequest";
    const person = await checkPassword(req, reply, form, attempt.found);
    if (!person) return "failed";
    await issueSession(db, config, req, reply, person, form.role);
    return "signedIn";
  };

  app.post("/api/auth/login", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    const attempt = await readAttempt(db, req);
    const counters = loginCounters(db, config, req, reply, hooks.delay);
    let outcome: Outcome = "limited";
    try {
      if (!(await counters.admit({ trustedDevice: attempt.trustedDevice, mobile: attempt.form?.mobile ?? null }))) return reply;
      outcome = await signIn(req, reply, attempt);
      return reply;
    } finally {
      await counters.settle(outcome);
    }
  });
}
