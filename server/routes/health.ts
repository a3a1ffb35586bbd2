// Health and readiness for a load balancer or an orchestrator (issue 29 item 3): /healthz says the
// process answers (no database, no session); /readyz says it can serve: the database answers and
// every migration this build knows is applied, and it is not stopping (a server that received
// SIGTERM answers 503 while it finishes the requests in flight, so the balancer sends no more).
// Storage that is down (the file store's bucket, a full disk: decision 065) is a warning of a
// ready answer, never a 503: the rest of the app still serves, and another server would meet the
// same bucket and the same database.
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/db.ts";
import { loadMigrations } from "../db/migrate.ts";
import type { ObjectStore } from "../files/objectStore.ts";
import type { StorageHealth } from "../http/unavailable.ts";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** How often /readyz looks at the bucket itself (a HEAD of it), and how long it waits for the answer. */
export const BUCKET_LOOK_MS = 30_000;
export const BUCKET_LOOK_TIMEOUT_MS = 2_000;

export interface StorageWatch {
  health: StorageHealth;
  /** the bucket of uploaded files, when one is configured */
  objects: Pick<ObjectStore, "check"> | null;
  now?: () => number;
}

export function healthRoutes(app: FastifyInstance, db: Db, stopping: () => boolean, storage?: StorageWatch): void {
  const known = loadMigrations().map((m) => m.version);
  const now = storage?.now ?? Date.now;
  let lookedAt = Number.NEGATIVE_INFINITY;
  /** The bucket, looked at every BUCKET_LOOK_MS, and on every call while it is down (so its warning goes as soon as it answers). */
  const lookAtBucket = async () => {
    if (!storage?.objects) return;
    const down = storage.health.active("file_store");
    if (!down && now() - lookedAt < BUCKET_LOOK_MS) return;
    lookedAt = now();
    try {
      await storage.objects.check(AbortSignal.timeout(BUCKET_LOOK_TIMEOUT_MS));
      storage.health.recovered("file_store");
    } catch (e) {
      storage.health.failed("file_store");
      if (!down) app.log.error({ error: e instanceof Error ? e.message : String(e) }, "the file store's bucket does not answer");
    }
  };
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
    await lookAtBucket();
    const warnings = storage?.health.warnings() ?? [];
    return reply.send({ status: "ready", migrations: known.length, ...(warnings.length > 0 ? { warnings } : {}) });
  });
}
