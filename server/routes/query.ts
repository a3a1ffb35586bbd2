// POST /api/query { op, params } -> { rows }: the one generic query call, over named operations.
import { isLeft } from "fp-ts/Either";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { UNAUTHENTICATED } from "../../src/codecs/auth.ts";
import { IDEMPOTENCY_HEADER, QueryRequest } from "../../src/codecs/query.ts";
import { refuseSession } from "../auth/routes.ts";
import { sessionCache } from "../auth/sessionCache.ts";
import { countAttempt } from "../auth/rateLimitStore.ts";
import { bearerToken } from "../auth/tokens.ts";
import type { Db } from "../db/db.ts";
import { sendError } from "../http/errors.ts";
import { msg } from "../../src/codecs/language.ts";
import { QUERY_BODY_LIMIT } from "../http/limits.ts";
import { subjectKey, type Session } from "../auth/sessions.ts";
import type { OpResult, Registry } from "../ops/registry.ts";
import { rowsBody } from "../http/rowsBody.ts";
import { syncOfTexts } from "../http/sync.ts";
import { windowIndexes, windowOfContract } from "../../src/codecs/window.ts";
import { HealthReport } from "../../src/codecs/fieldDevices.ts";
import { findUnstorableText } from "../../src/codecs/text.ts";
import { recordHealth } from "../ops/fieldDevices.ts";

/** The content type Fastify gives an object's JSON. */
const JSON_TYPE = "application/json; charset=utf-8";

/** The message of a write past the person's limit (WRITE_LIMIT_PER_MINUTE). */
export const WRITES_LIMITED = "Too many changes in a short time. Please wait a minute and try again.";

/**
 * Counts one write of `kind` against its person's limit (the database's counter, shared by every
 * server and every session of theirs: issue 43 item 6); past `limit` in a minute it sends the 429
 * with Retry-After and answers true. Writes through /api/query and uploads count apart, so a
 * phone's outbox flushing photos (an upload, then its write) does not halve either.
 */
export async function pastWriteLimit(
  db: Db,
  reply: FastifyReply,
  session: Session,
  limit: number,
  kind: "write" | "upload" = "write",
): Promise<boolean> {
  const c = await countAttempt(db, `${kind}:${subjectKey(session.subject)}`, 60_000);
  if (c.count <= limit) return false;
  reply.header("retry-after", String(Math.max(1, Math.ceil(c.ttlMs / 1000))));
  sendError(reply, 429, "rate_limited", WRITES_LIMITED);
  return true;
}

export function queryRoutes(app: FastifyInstance, db: Db, writeLimitPerMinute: number, registry: Registry): void {
  // sessions kept between requests where the database tells of every change (decision 051)
  const cache = sessionCache(db.sessionWatch);
  const sessions = new WeakMap<FastifyRequest, { session: Session; kept: number | null }>();
  // The token is checked when the headers have arrived (onRequest), before the body is read or
  // parsed; the body is then read only up to QUERY_BODY_LIMIT (a larger Content-Length is a 413 at once).
  const authenticate = async (req: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(req.headers.authorization);
    const { found, kept } = token ? await cache.find(db.hot, token) : { found: null, kept: null };
    if (!found?.session) {
      refuseSession(req, reply, found);
      return reply;
    }
    sessions.set(req, { session: found.session, kept });
  };
  app.post("/api/query", { bodyLimit: QUERY_BODY_LIMIT, onRequest: authenticate }, async (req, reply) => {
    const known = sessions.get(req);
    if (!known) return sendError(reply, 401, "unauthenticated", UNAUTHENTICATED);
    let { session } = known;
    const body = QueryRequest.decode(req.body);
    if (isLeft(body)) {
      // the codecs' own messages name what is wrong (text that cannot be stored, params that are no object)
      const named = body.left.find((e) => e.message !== undefined);
      return named
        ? sendError(reply, 400, "bad_request", named.message!)
        : sendError(reply, 400, "bad_request", msg("Send a JSON object with op (text) and params (an object)"));
    }
    const sync = body.right.sync;
    if (sync !== undefined && registry.isWrite(body.right.op))
      return sendError(reply, 400, "bad_request", msg("Only a read operation answers a sync (a write's answer is its own)"));
    const header = req.headers[IDEMPOTENCY_HEADER];
    const key = typeof header === "string" ? header.trim() : null;
    const { op, params } = body.right;
    // a cached list's load or refresh of a windowed list (decision 092) keeps its device window only:
    // an op that computes it in its SQL answers just that (decision 094)
    const window = sync === undefined ? undefined : windowOfContract((registry.contractOf(op) ?? {}) as { window?: unknown }, params ?? {});
    const windowed = window !== undefined;
    if (registry.isWrite(op)) {
      // every write counts against its person's limit first (the database's counter, shared by every
      // server), so neither a loop nor parallel calls can write without bound (issue 43 item 6); the
      // client's outbox sends a refused write again later (429 is retried, src/effects/writes.ts)
      if (await pastWriteLimit(db, reply, session, writeLimitPerMinute)) return reply;
    }
    let r: OpResult;
    if (known.kept === null) r = await registry.execute(db, session, op, params ?? {}, key, true, windowed);
    else if (registry.isWrite(op)) {
      // a write never runs under a kept session: it is looked up again first
      const found = await cache.recheck(db.hot, session.tokenHash);
      if (!found.session) {
        refuseSession(req, reply, found, true);
        return reply;
      }
      session = found.session;
      r = await registry.execute(db, session, op, params ?? {}, key, true, windowed);
    } else {
      // a read under a kept session: its answer goes out if nothing was heard by the end of its
      // statements, or once the session is looked up again and still live
      let ran = 0;
      const counted: Db = {
        ...db,
        hot: {
          query: (sql, values) => {
            ran++;
            return db.hot.query(sql, values);
          },
        },
      };
      r = await registry.execute(counted, session, op, params ?? {}, key, true, windowed);
      if (ran === 0 || !cache.unchangedSince(known.kept)) {
        const found = await cache.recheck(db.hot, session.tokenHash);
        if (!found.session) {
          refuseSession(req, reply, found, true);
          return reply;
        }
        // the person may have changed (a role, a scope): the read runs again for who they are now
        r = await registry.execute(db, found.session, op, params ?? {}, key, true, windowed);
      }
    }
    if (!r.ok) {
      if (r.status === 500) {
        req.log.error({ op, problem: r.message }, "operation failed");
        return sendError(reply, 500, "internal", msg("Something went wrong on the server. Please try again."));
      }
      return sendError(reply, r.status, r.error, r.message, r.field, r.conflict);
    }
    // a device's health report riding on a refresh (decision 078): stored for its person and device;
    // one that does not decode, or fails to store, costs the refresh nothing
    const health = body.right.health;
    if (sync !== undefined && health !== undefined) {
      const report = findUnstorableText(health, "health") === null ? HealthReport.decode(health) : null;
      if (report === null || isLeft(report)) req.log.debug({ op }, "a health report that does not decode was ignored");
      else
        await recordHealth(db.hot, session.subject, session.tokenHash, report.right).catch((e: unknown) =>
          req.log.warn({ problem: e instanceof Error ? e.message : String(e) }, "a health report was not stored"),
        );
    }
    if (r.replayed) reply.header("idempotent-replayed", "true");
    reply.header("cache-control", "no-store");
    if (sync === undefined && r.texts === undefined) return reply.send({ rows: r.rows });
    // the answer's JSON from its rows' texts, byte for byte what JSON.stringify({ rows, sync })
    // writes: rows the database wrote as JSON are sent as they are (decision 051), and a refresh's
    // digests are of the very texts sent (decision 050)
    const textOf = (i: number) => r.texts?.[i] ?? JSON.stringify(r.rows[i]);
    // sent as bytes, each text encoded once at its place (rowsBody, decision 056)
    if (sync === undefined) return reply.type(JSON_TYPE).send(rowsBody(r.texts ?? r.rows.map((_, i) => textOf(i))));
    // a cached list's refresh (decision 050): what changed since what the device holds; of a
    // windowed list (decision 092), of its device window only (the op's own, or kept here of its
    // whole list before any row is written as text), with how many rows the server holds
    const whole = r.total === undefined ? r.rows.length : r.total;
    const kept = window && r.total === undefined ? windowIndexes(r.rows, window) : null;
    const held = kept ? kept.map(textOf) : (r.texts ?? r.rows.map((_, i) => textOf(i)));
    const answer = syncOfTexts(held, sync);
    const sent = answer.sent === "all" ? held : answer.sent.map((i) => held[i]!);
    const told = window ? { ...answer.sync, total: whole } : answer.sync;
    return reply.type(JSON_TYPE).send(rowsBody(sent, `,"sync":${JSON.stringify(told)}`));
  });
}
