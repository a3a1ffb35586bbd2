// Every non-2xx answer is a refusal body (src/codecs/refusal.ts RefusalBody): { error, message, field?, values? }.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { refusalBody } from "../../src/codecs/refusal.ts";
import type { ConflictDetail } from "../../src/codecs/conflict.ts";
import { msg } from "../../src/codecs/language.ts";
import { OUTAGES, outageOf, type StorageHealth } from "./unavailable.ts";

/** Answers a refusal; a message made with its values (`msg(english, values)`) goes as `message` (the catalogue key) and `values`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  field?: string,
  conflict?: ConflictDetail,
): FastifyReply {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send(refusalBody(error, message, field, conflict));
}

const CODES = new Map<number, string>([
  [400, "bad_request"],
  [401, "unauthenticated"],
  [403, "forbidden"],
  [404, "not_found"],
  [405, "method_not_allowed"],
  [408, "request_timeout"],
  [413, "payload_too_large"],
  [415, "unsupported_media_type"],
  [429, "rate_limited"],
]);

/** A database error's fields that name schema objects and the failure, never the values involved. */
const DB_FIELDS = ["code", "severity", "routine", "schema", "table", "column", "dataType", "constraint"] as const;

/**
 * What the log may keep of a thrown error: its kind, message and stack, and a database error's
 * code and the schema objects it names. Never the query's parameters (PGlite's errors carry them,
 * with the SQL), the `detail` (PostgreSQL's "Key (phone)=(9000000001) already exists"), or a quoted
 * value in the message (`invalid input syntax for type integer: "..."`).
 */
export function loggableError(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { type: typeof e, message: "(a thrown value that is not an Error)" };
  const src = e as Error & Record<string, unknown>;
  const out: Record<string, unknown> = { type: e.name };
  const isDb = typeof src.code === "string" && /^[0-9A-Z]{5}$/.test(src.code) && ("severity" in src || "routine" in src);
  const redact = (s: string) => (isDb ? s.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '"…"') : s);
  out.message = redact(e.message);
  if (isDb) {
    for (const k of DB_FIELDS) if (typeof src[k] === "string" && src[k] !== "") out[k] = src[k];
  } else if (typeof src.code === "string") {
    out.code = src.code;
  }
  if (typeof src.statusCode === "number") out.statusCode = src.statusCode;
  if (e.stack) out.stack = isDb ? e.stack.split("\n").slice(1).join("\n") : e.stack;
  return out;
}

/**
 * Whether `err` is the client going away before the answer's first byte: the answer's stream
 * closed unfinished (Node's "Premature close") on a connection that is gone. Fastify logs one
 * mid-answer at info itself ("stream closed prematurely"), but hands one before the first byte to
 * the error handler when the request's body had been read (a POST to /api/query whose compressed
 * answer had not begun). A stream that closes so while the client is still there is a real error.
 */
export function clientWentAway(err: { code?: unknown }, req: FastifyRequest, reply: FastifyReply): boolean {
  return err.code === "ERR_STREAM_PREMATURE_CLOSE" && (reply.raw.destroyed || req.raw.socket?.destroyed === true);
}

/**
 * Turns thrown errors into refusal bodies; a 5xx never shows its cause to the client, and its log
 * line no parameter value. Storage that is down (the file store, a full disk: server/http/unavailable.ts)
 * is a 503 naming it, with Retry-After, and a warning of /readyz (`health`).
 */
export function installErrorHandler(app: FastifyInstance, health?: StorageHealth): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    const outage = status >= 500 ? outageOf(err) : null;
    if (outage) {
      const o = OUTAGES[outage];
      health?.failed(outage);
      req.log.error({ error: loggableError(err), outage }, `request failed: ${o.warning}`);
      reply.header("retry-after", String(o.retryAfterSeconds));
      return sendError(reply, 503, o.error, o.message);
    }
    if (status >= 500) {
      // a client gone before the first byte is no error of the server's (nobody reads this refusal)
      if (clientWentAway(err, req, reply)) req.log.info("the client closed the connection before the answer was sent");
      else req.log.error({ error: loggableError(err) }, "request failed");
      return sendError(reply, 500, "internal", msg("Something went wrong on the server. Please try again."));
    }
    return sendError(reply, status, CODES.get(status) ?? "bad_request", err.message);
  });
}
