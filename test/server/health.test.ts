// Health and readiness (issue 29 item 3): /healthz answers without the database; /readyz is 200
// only when the database answers, every migration of this build is applied and the server is not
// stopping, and 503 naming why otherwise.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadMigrations, migrate } from "../../server/db/migrate.ts";
import { FileStoreError, OUTAGES, outageOf, storageHealth } from "../../server/http/unavailable.ts";
import { openTestDb, testApp, type TestDb } from "./harness.ts";

let db: TestDb;
test.before(async () => {
  db = await openTestDb();
  await migrate(db.db);
});
test.after(async () => {
  await db.close();
});

const get = async (app: Awaited<ReturnType<typeof testApp>>["app"], url: string) => {
  const r = await app.inject({ method: "GET", url });
  return { status: r.statusCode, body: r.json() as Record<string, unknown>, cache: r.headers["cache-control"] };
};

test("/healthz is 200; /readyz is 200 with every migration applied, 503 naming how many are pending otherwise", async () => {
  const s = await testApp(db.db);
  try {
    assert.equal(await get(s.app, "/healthz"), { status: 200, body: { status: "ok" }, cache: "no-store" });
    assert.equal(await get(s.app, "/readyz"), { status: 200, body: { status: "ready", migrations: loadMigrations().length }, cache: "no-store" });
    const last = loadMigrations().at(-1)!;
    await db.db.query("DELETE FROM schema_migrations WHERE version = $1", [last.version]);
    assert.equal((await get(s.app, "/readyz")).body, { status: "migrations pending", pending: 1 });
    assert.is((await get(s.app, "/readyz")).status, 503);
    await db.db.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [last.version, last.name]);
    assert.is((await get(s.app, "/readyz")).status, 200);
  } finally {
    await s.app.close();
  }
});

test("a stopping server is not ready (503), while it still answers /healthz", async () => {
  const s = await testApp(db.db, { stopping: () => true });
  try {
    assert.equal((await get(s.app, "/readyz")).body, { status: "stopping" });
    assert.is((await get(s.app, "/readyz")).status, 503);
    assert.is((await get(s.app, "/healthz")).status, 200);
  } finally {
    await s.app.close();
  }
});

test("a database never migrated, then one that does not answer: /readyz is 503 'database unreachable', /healthz still 200", async () => {
  const other = await openTestDb();
  const s = await testApp(other.db);
  try {
    // never migrated: every migration is pending
    assert.equal((await get(s.app, "/readyz")).body, { status: "migrations pending", pending: loadMigrations().length });
    await other.close();
    assert.equal(await get(s.app, "/readyz"), { status: 503, body: { status: "database unreachable" }, cache: "no-store" });
    assert.is((await get(s.app, "/healthz")).status, 200);
  } finally {
    await s.app.close();
  }
});

test("storage outages: which errors are one (PostgreSQL's 53100, ENOSPC from PGlite's folder, the bucket's), and how long a warning stays (issue 43 item 7)", () => {
  const pg = Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), { code: "53100" });
  const fs = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  assert.equal([pg, fs, new Error("wrapped", { cause: fs }), new FileStoreError("the bucket b failed"), new Error("boom"), "x"].map(outageOf), [
    "disk_full",
    "disk_full",
    "disk_full",
    "file_store",
    null,
    null,
  ]);
  let at = Date.parse("2026-11-28T10:00:00Z");
  const h = storageHealth(() => new Date(at));
  h.failed("disk_full");
  at += 60_000;
  h.failed("disk_full");
  h.failed("file_store");
  assert.equal(h.warnings(), [
    "file store unreachable since 2026-11-28T10:01:00.000Z, last failure 2026-11-28T10:01:00.000Z",
    "database disk full since 2026-11-28T10:00:00.000Z, last failure 2026-11-28T10:01:00.000Z",
  ]);
  // a full disk's warning stays while failures keep coming; the bucket's until it answers
  at += OUTAGES.disk_full.heldMs! + 1;
  assert.equal(h.warnings().length, 1);
  h.recovered("file_store");
  assert.equal(h.warnings(), []);
});

test.run();
