// Health and readiness for a load balancer or an orchestrator (issue 29 item 3): /healthz says the
// process answers (no database, no session); /readyz says it can serve: the database answers and
// every migration this build knows is applied, and it is not stopping (a server that received
// SIGTERM answers 503 while it finishes the requests in flight, so the balancer sends no more).
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/db.ts";
import { loadMigrations } from "../db/migrate.ts";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

export function healthRoutes(app: FastifyInstance, db: Db, stopping: () => boolean): void {
  const known = loadMigrations().map((m) => m.version);
  app.get(HEALTH_PATH, (_req, reply) => {
    void reply.header("cache-control", "no-store").send({ status: "ok" });
  });
  app.get(READY_PATH, async (_req, reply) => {
    void reply.header("cache-control", "no-store");
    if (stopping()) return reply.code(503).send({ status: "stopping" });
    let applied: Set<number>;
    try {
      const r = await db.query<{ version: number }>("SELECT version FROM schema_migrations");
      applied = new Set(r.rows.map((x) => x.version));
    } catch (e) {
      // a database never migrated has no table of them (undefined_table): every migration is pending
      if (typeof e === "object" && e !== null && "code" in e && e.code === "42P01") applied = new Set();
      else return reply.code(503).send({ status: "database unreachable" });
    }
    const pending = known.filter((v) => !applied.has(v)).length;
    if (pending > 0) return reply.code(503).send({ status: "migrations pending", pending });
    return reply.send({ status: "ready", migrations: known.length });
  });
}
