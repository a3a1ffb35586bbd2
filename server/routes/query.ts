// POST /api/query { op, params } -> { rows }: the one generic query call, over named operations.
import { isLeft } from "fp-ts/Either";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { UNAUTHENTICATED } from "../../src/codecs/auth.ts";
import { IDEMPOTENCY_HEADER, QueryRequest, type QueryResponse } from "../../src/codecs/query.ts";
import { requireSession } from "../auth/routes.ts";
import type { Db } from "../db/db.ts";
import { sendError } from "../http/errors.ts";
import { QUERY_BODY_LIMIT } from "../http/limits.ts";
import type { Session } from "../auth/sessions.ts";
import type { Registry } from "../ops/registry.ts";
import { syncAnswer } from "../http/sync.ts";

export function queryRoutes(app: FastifyInstance, db: Db, registry: Registry): void {
  const sessions = new WeakMap<FastifyRequest, Session>();
  // The token is checked when the headers have arrived (onRequest), before the body is read or
  // parsed; the body is then read only up to QUERY_BODY_LIMIT (a larger Content-Length is a 413 at once).
  const authenticate = async (req: FastifyRequest, reply: FastifyReply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    sessions.set(req, session);
  };
  app.post("/api/query", { bodyLimit: QUERY_BODY_LIMIT, onRequest: authenticate }, async (req, reply) => {
    const session = sessions.get(req);
    if (!session) return sendError(reply, 401, "unauthenticated", UNAUTHENTICATED);
    const body = QueryRequest.decode(req.body);
    if (isLeft(body)) {
      // the codecs' own messages name what is wrong (text that cannot be stored, params that are no object)
      const named = body.left.find((e) => e.message !== undefined);
      return named
        ? sendError(reply, 400, "bad_request", named.message!)
        : sendError(reply, 400, "bad_request", "Send a JSON object { op, params } where op is text and params an object");
    }
    const sync = body.right.sync;
    if (sync !== undefined && registry.isWrite(body.right.op))
      return sendError(reply, 400, "bad_request", "Only a read operation answers a sync (a write's answer is its own)");
    const header = req.headers[IDEMPOTENCY_HEADER];
    const key = typeof header === "string" ? header.trim() : null;
    const r = await registry.execute(db, session, body.right.op, body.right.params ?? {}, key);
    if (!r.ok) {
      if (r.status === 500) {
        req.log.error({ op: body.right.op, problem: r.message }, "operation failed");
        return sendError(reply, 500, "internal", "Something went wrong on the server. Please try again.");
      }
      return sendError(reply, r.status, r.error, r.message, r.field);
    }
    if (r.replayed) reply.header("idempotent-replayed", "true");
    // a cached list's refresh (decision 050): what changed since what the device holds
    const out: QueryResponse = sync === undefined ? { rows: r.rows } : syncAnswer(r.rows, sync);
    return reply.header("cache-control", "no-store").send(out);
  });
}
