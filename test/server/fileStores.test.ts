// Object storage (issue 29, decision 049), on a local S3-protocol server (s3rver) the file starts:
// the settings; servers with different FILE_STORE on one database reading each other's files;
// the scope check before any store is asked; objects of dropped files deleted from the bucket; and
// moving files between the stores (npm run files:move) idempotently and resumably, every file
// readable at every step. test/server/uploads.test.ts runs the upload suite on both stores.
import { test } from "uvu";
import * as assert from "uvu/assert";
import sharp from "sharp";
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { crc32 } from "node:zlib";
import { join } from "node:path";
import { TRAINING_STATUSES } from "../../src/codecs/training.ts";
import { ConfigError, loadConfig } from "../../server/config.ts";
import { openDataFolder } from "../../server/db/dataDir.ts";
import { DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { migrate } from "../../server/db/migrate.ts";
import { moveFiles } from "../../server/files/move.ts";
import { withoutMetadata } from "../../server/files/stripMetadata.ts";
import { purgeGoneObjects, sweepStrayObjects } from "../../server/files/objectStore.ts";
import { DEFAULT_JOB_SETTINGS, jobDefinitions, JOBS, type JobContext } from "../../server/jobs/jobs.ts";
import { databaseStorage, type FileStore } from "../../server/files/storage.ts";
import { OUTAGES } from "../../server/http/unavailable.ts";
import type { Db, Queryable } from "../../server/db/db.ts";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import { createServer, type AddressInfo } from "node:net";
import { filesWhere } from "../../server/start.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";
import { startLocalS3, type LocalS3 } from "./s3.ts";

let db: TestDb;
let s3: LocalS3;
/** Servers on the one database: new files to the database (reading the bucket too), to the bucket, and one with no S3 settings. */
let toDb: TestApp, toS3: TestApp, dbOnly: TestApp;
const tok: Record<"asha" | "ravi" | "otherFcp", string> = {} as never;
let trainingOfRavi = 0;

const ROOT = join(import.meta.dirname, "../..");
const PNG = readFileSync(join(import.meta.dirname, "../fixtures/upload-photo.png"));
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
/** Sixteen pictures of other pixels (a plain square of its own colour). */
const SQUARES = await Promise.all(
  Array.from({ length: 16 }, (_, n) =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: { r: n * 15, g: 80, b: 160 } } })
      .png()
      .toBuffer(),
  ),
);
/** Picture `n` with a text chunk saying `n` (metadata, which the server does not keep: issue 43, item 3). */
function png(n: number): Buffer {
  const PNG = SQUARES[n]!;
  const data = Buffer.from(`Comment\0copy ${n}`, "latin1");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("tEXt", 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const afterHeader = 8 + 25; // the signature, then IHDR (13 bytes of data)
  return Buffer.concat([PNG.subarray(0, afterHeader), chunk, PNG.subarray(afterHeader)]);
}
/** Picture `n` as the server keeps it: its pixels, without the text chunk. */
const KEPT = await Promise.all(SQUARES.map((_, n) => withoutMetadata("image/png", png(n)).then((k) => k!.bytes)));
const kept = (n: number) => KEPT[n]!;
if (KEPT.some((k, n) => k.equals(png(n)) || k.includes(Buffer.from(`copy ${n}`)))) throw new Error("a PNG's text chunk was kept");
let keys = 0;

async function upload(app: TestApp, token: string, bytes: Buffer, kind = "image") {
  const r = await app.app.inject({
    method: "POST",
    url: `/api/files?kind=${kind}`,
    payload: bytes,
    headers: { "content-type": "application/octet-stream", "x-content-sha256": sha(bytes), "x-file-name": "p.png", authorization: `Bearer ${token}` },
  });
  assert.is(r.statusCode, 200, r.body);
  return (r.json() as { id: number }).id;
}
/** An upload of `bytes` as Asha, its answer whatever it is. */
const send = (app: TestApp, bytes: Buffer) =>
  app.app.inject({
    method: "POST",
    url: "/api/files?kind=image",
    payload: bytes,
    headers: {
      "content-type": "application/octet-stream",
      "x-content-sha256": sha(bytes),
      "x-file-name": "p.png",
      authorization: `Bearer ${tok.asha}`,
    },
  });
const ready = async (app: TestApp) => {
  const r = await app.app.inject({ method: "GET", url: "/readyz" });
  return { status: r.statusCode, body: r.json() as { status: string; warnings?: string[] } };
};
/** `inner`, whose statements matching `when` fail as PostgreSQL's do on a full disk. */
function diskFull(inner: Db, when: RegExp): Db {
  const fail = (sql: string) => {
    if (when.test(sql))
      throw Object.assign(new Error('could not extend file "base/16384/16501": No space left on device'), { code: "53100", severity: "ERROR" });
  };
  const wrap = (q: Queryable): Queryable => ({
    query: async (sql, params) => {
      fail(sql);
      return q.query(sql, params);
    },
  });
  const direct = wrap(inner);
  return {
    kind: inner.kind,
    hot: wrap(inner.hot),
    sessionWatch: inner.sessionWatch,
    query: direct.query,
    exec: (sql) => inner.exec(sql),
    tx: (fn) => inner.tx((q) => fn(wrap(q))),
    close: () => inner.close(),
  };
}
const get = (app: TestApp, token: string, id: number) =>
  app.app.inject({ method: "GET", url: `/api/files/${id}`, headers: { authorization: `Bearer ${token}` } });
const where = async (id: number) =>
  (await db.db.query("SELECT store, object_key FROM stored_file WHERE id = $1", [id])).rows[0] as
    | { store: string; object_key: string | null }
    | undefined;
const count = async (sql: string, p: unknown[] = []) => Number((await db.db.query(sql, p)).rows[0].n);
/** Every stored file, served by every server that can reach its store, is the bytes it was kept as. */
async function allReadable(sent: Map<number, Buffer>, apps = [toDb, toS3]) {
  for (const [id, bytes] of sent)
    for (const app of apps) {
      const r = await get(app, tok.asha, id);
      assert.equal([r.statusCode, r.rawPayload.equals(bytes)], [200, true], `file ${id}`);
    }
}

test.before(async () => {
  db = await openSeededDb();
  s3 = await startLocalS3();
  toDb = await testApp(db.db, { config: { fileStore: "db", s3: s3.settings } });
  toS3 = await testApp(db.db, { config: { fileStore: "s3", s3: s3.settings } });
  dbOnly = await testApp(db.db);
  const signIn = async (role: string, mobile: string) => {
    const r = await login(toDb.app, role, mobile);
    assert.is(r.status, 200, JSON.stringify(r.body));
    return r.body.token as string;
  };
  const other = (
    await db.db.query(
      "SELECT phone FROM account WHERE sfid <> $1 AND assigned_cmdi__c <> $2 AND active__c AND phone IS NOT NULL ORDER BY id LIMIT 1",
      [DEMO_FCP.sfid, DEMO_CMDI.sfid],
    )
  ).rows[0] as { phone: string };
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.otherFcp = await signIn("FCP", other.phone);
  trainingOfRavi = (
    await db.db.query("SELECT id FROM campaign WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[]) ORDER BY id LIMIT 1", [
      DEMO_CMDI.sfid,
      [...TRAINING_STATUSES],
    ])
  ).rows[0].id;
});
test.after(async () => {
  for (const a of [toDb, toS3, dbOnly]) await a.app.close();
  await db.close();
  await s3.close();
});

test("the settings: FILE_STORE db by default; the S3_ settings checked, named when wrong, their secrets never shown", () => {
  const d = loadConfig({});
  assert.equal([d.fileStore, d.s3], ["db", null]);
  const c = loadConfig({
    FILE_STORE: "S3",
    S3_ENDPOINT: "http://minio:9000/",
    S3_BUCKET: "fieldops-files",
    S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
    S3_SECRET_ACCESS_KEY: "very-secret-value",
    S3_FORCE_PATH_STYLE: "true",
  });
  assert.equal(
    [c.fileStore, c.s3],
    [
      "s3",
      {
        endpoint: "http://minio:9000",
        bucket: "fieldops-files",
        region: "us-east-1",
        credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "very-secret-value" },
        forcePathStyle: true,
      },
    ],
  );
  assert.equal(loadConfig({ S3_BUCKET: "b12", S3_REGION: "eu-central-1" }).s3, {
    endpoint: undefined,
    bucket: "b12",
    region: "eu-central-1",
    credentials: null,
    forcePathStyle: false,
  });
  const refused = (env: Record<string, string>, variable: string, says: RegExp) => {
    try {
      loadConfig(env);
      assert.unreachable(`${JSON.stringify(env)} was taken`);
    } catch (e) {
      assert.ok(e instanceof ConfigError, String(e));
      assert.equal([e.variable, says.test(e.message)], [variable, true], e.message);
      assert.not.match(e.message, /very-secret-value|AKIAEXAMPLE/, "no secret in the message");
    }
  };
  // what the start says, with no key in it
  assert.is(filesWhere(c), "the bucket fieldops-files at http://minio:9000");
  assert.is(
    filesWhere({ fileStore: "s3", s3: { ...c.s3!, endpoint: undefined, region: "eu-west-1" } }),
    "the bucket fieldops-files at AWS S3 (eu-west-1)",
  );
  assert.is(filesWhere({ ...c, fileStore: "db" }), "the database (the bucket fieldops-files is read too)");
  assert.is(filesWhere(d), "the database");
  refused({ FILE_STORE: "disk" }, "FILE_STORE", /must be one of db, s3/);
  refused({ FILE_STORE: "s3" }, "S3_BUCKET", /must be set when FILE_STORE is s3/);
  refused({ S3_ENDPOINT: "http://minio:9000" }, "S3_BUCKET", /must be set when S3_ENDPOINT is/);
  refused({ S3_SECRET_ACCESS_KEY: "very-secret-value" }, "S3_BUCKET", /must be set when S3_SECRET_ACCESS_KEY is/);
  refused({ S3_BUCKET: "b12", S3_ACCESS_KEY_ID: "AKIAEXAMPLE" }, "S3_SECRET_ACCESS_KEY", /must be set when S3_ACCESS_KEY_ID is/);
  refused({ S3_BUCKET: "b12", S3_SECRET_ACCESS_KEY: "very-secret-value" }, "S3_ACCESS_KEY_ID", /must be set when S3_SECRET_ACCESS_KEY is/);
  refused({ S3_BUCKET: "Files_2026" }, "S3_BUCKET", /must be a bucket name/);
  refused({ S3_BUCKET: "b12", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT", /must be an http/);
  refused({ S3_BUCKET: "b12", S3_ENDPOINT: "http://key:very-secret-value@minio:9000" }, "S3_ENDPOINT", /without credentials/);
  refused({ S3_BUCKET: "b12", S3_REGION: "EU West" }, "S3_REGION", /must be a region name/);
  refused({ S3_BUCKET: "b12", S3_FORCE_PATH_STYLE: "sometimes" }, "S3_FORCE_PATH_STYLE", /must be true or false/);
});

test("servers with different FILE_STORE on one database: each keeps new files in its store and serves the other's", async () => {
  const a = png(1),
    b = png(2);
  const inDb = await upload(toDb, tok.asha, a);
  const inS3 = await upload(toS3, tok.asha, b);
  assert.equal([(await where(inDb))?.store, (await where(inS3))?.store], ["db", "s3"]);
  await allReadable(
    new Map([
      [inDb, kept(1)],
      [inS3, kept(2)],
    ]),
  );
  // the same bytes sent to the other server are the same file, kept once
  const objects = (await s3.keys()).length;
  assert.is(await upload(toS3, tok.asha, a), inDb);
  assert.equal([(await where(inDb))?.store, (await s3.keys()).length], ["db", objects], "no object for a repeat");
  // the bucket's file from a server without the S3 settings: the scope check first (404 to another), then 503
  assert.is((await get(dbOnly, tok.otherFcp, inS3)).statusCode, 404);
  const unreachable = await get(dbOnly, tok.asha, inS3);
  assert.equal([unreachable.statusCode, unreachable.json().error], [503, "unavailable"]);
  assert.is((await get(dbOnly, tok.asha, inDb)).statusCode, 200);
});

test("an S3-backed file out of scope is a 404 like one in the database, and so is one whose object went missing", async () => {
  const id = await upload(toS3, tok.asha, png(3));
  for (const app of [toDb, toS3]) {
    const r = await get(app, tok.otherFcp, id);
    assert.equal([r.statusCode, r.json().error], [404, "not_found"]);
  }
  const { object_key } = (await where(id))!;
  await s3.store.delete(db.db, { id, key: object_key });
  assert.is((await get(toS3, tok.asha, id)).statusCode, 404);
  await s3.store.put(db.db, { id, key: object_key }, kept(3), { sha256: sha(kept(3)), mime: "image/png" });
  assert.is((await get(toS3, tok.asha, id)).statusCode, 200, "whole again, for the tests below");
});

test("a bucket that refuses the upload (none of that name): 503 naming the file store, retry-after, no row, no object, the secret in no log line; /readyz stays 200 with a warning until the bucket answers (issue 43 item 7)", async () => {
  const bucket = "late-bucket";
  const wrong = await testApp(db.db, {
    config: {
      fileStore: "s3",
      s3: { ...s3.settings, bucket, credentials: { accessKeyId: "S3RVER", secretAccessKey: "not-the-secret-4711" } },
      logLevel: "info",
    },
  });
  try {
    const files = await count("SELECT count(*)::int AS n FROM stored_file");
    const objects = await s3.keys();
    const r = await send(wrong, png(5));
    assert.is(r.statusCode, 503, r.body);
    assert.equal(r.json(), { error: "file_store_unavailable", message: OUTAGES.file_store.message });
    assert.is(r.headers["retry-after"], String(OUTAGES.file_store.retryAfterSeconds));
    assert.equal([await count("SELECT count(*)::int AS n FROM stored_file"), await s3.keys()], [files, objects]);
    assert.match(wrong.logs(), /NoSuchBucket/, "the log says why");
    assert.not.match(wrong.logs(), /not-the-secret-4711/);
    const down = await ready(wrong);
    assert.is(down.status, 200, "still in the balancer");
    assert.is(down.body.status, "ready");
    assert.equal(down.body.warnings?.length, 1);
    assert.match(down.body.warnings![0]!, /^file store unreachable since \d{4}-\d\d-\d\dT/);
    // the bucket comes back: the next look at it takes the warning away
    await s3.store.client.send(new CreateBucketCommand({ Bucket: bucket }));
    const up = await ready(wrong);
    assert.equal([up.status, up.body.warnings], [200, undefined]);
  } finally {
    await wrong.app.close();
  }
});

test("a bucket that cannot be reached (nothing listens): the upload is 503 naming the file store; /readyz stays 200 and warns; other requests still work (issue 43 item 7)", async () => {
  const closed = await new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
  const gone = await testApp(db.db, { config: { fileStore: "s3", s3: { ...s3.settings, endpoint: `http://127.0.0.1:${closed}` } } });
  try {
    const r = await send(gone, png(6));
    assert.equal([r.statusCode, r.json().error, r.headers["retry-after"]], [503, "file_store_unavailable", "60"]);
    const rd = await ready(gone);
    assert.equal([rd.status, rd.body.status, rd.body.warnings?.length], [200, "ready", 1]);
    assert.match(rd.body.warnings![0]!, /^file store unreachable since /);
    // a file kept in the database is still served by this server
    const id = await upload(toDb, tok.asha, png(7));
    assert.is((await get(gone, tok.asha, id)).statusCode, 200);
  } finally {
    await gone.app.close();
  }
});

test("a full disk (the database's disk_full, SQLSTATE 53100) on an upload or a code request: 503 saying the storage is full, with retry-after; /readyz stays 200 and warns (issue 43 item 7)", async () => {
  const app = await testApp(diskFull(db.db, /^\s*INSERT INTO (stored_file|app_rate_limit|app_otp)\b/i), { config: { logLevel: "info" } });
  try {
    const r = await send(app, png(8));
    assert.is(r.statusCode, 503, r.body);
    assert.equal(r.json(), { error: "storage_full", message: OUTAGES.disk_full.message });
    assert.is(r.headers["retry-after"], String(OUTAGES.disk_full.retryAfterSeconds));
    const code = await app.app.inject({ method: "POST", url: "/api/auth/otp", payload: { role: "FCP", mobile: DEMO_FCP.mobile } });
    assert.equal([code.statusCode, code.json().error, code.headers["retry-after"]], [503, "storage_full", "300"]);
    const rd = await ready(app);
    assert.equal([rd.status, rd.body.status], [200, "ready"]);
    assert.match(rd.body.warnings?.join() ?? "", /^database disk full since /);
    assert.match(app.logs(), /53100/, "the log keeps the database's code");
  } finally {
    await app.app.close();
  }
});

test("a dropped file's object is listed in the same transaction and deleted from the bucket by the purge job", async () => {
  const bytes = png(4);
  const id = await upload(toS3, tok.ravi, bytes, "training");
  const key = (await where(id))!.object_key!;
  const add = await query(
    toS3.app,
    tok.ravi,
    "trainingPhotos.add",
    { training: trainingOfRavi, sha256: sha(bytes) },
    { "idempotency-key": `fs-${++keys}-key` },
  );
  assert.is(add.status, 200, JSON.stringify(add.body));
  const photo = (add.body.rows![0] as { id: number }).id;
  assert.ok((await s3.keys()).includes(key));
  const del = await query(toS3.app, tok.ravi, "trainingPhotos.delete", { id: photo }, { "idempotency-key": `fs-${++keys}-key` });
  assert.is(del.status, 200, JSON.stringify(del.body));
  assert.is(await where(id), undefined, "the file went with its last photo");
  assert.is(await count("SELECT count(*)::int AS n FROM stored_object_gone WHERE object_key = $1", [key]), 1);
  // the job queue's files.purge-objects (decision 048) deletes it; with no bucket it has nothing to do
  const purge = jobDefinitions(DEFAULT_JOB_SETTINGS).find((d) => d.name === JOBS.purgeObjects)!;
  const jobCtx = { db: db.db, now: () => new Date(), log: () => {} } as unknown as JobContext;
  assert.equal(await purge.run({ ...jobCtx, objects: null }, {}, undefined as never), { deleted: 0 });
  assert.is(await count("SELECT count(*)::int AS n FROM stored_object_gone WHERE object_key = $1", [key]), 1);
  const ran = await purge.run({ ...jobCtx, objects: s3.store }, {}, undefined as never);
  assert.ok((ran.deleted as number) >= 1, JSON.stringify(ran));
  assert.equal([(await s3.keys()).includes(key), await count("SELECT count(*)::int AS n FROM stored_object_gone")], [false, 0]);
  assert.is(await purgeGoneObjects(db.db, s3.store), 0, "a second run finds nothing left");
  // an object no row names (a server died between writing it and its row) goes with the sweep, once old enough
  const stray = s3.store.place(987_654);
  await s3.store.put(db.db, stray, bytes, { sha256: sha(bytes), mime: "image/png" });
  const before = await s3.keys();
  assert.is(await sweepStrayObjects(db.db, s3.store), 0, "a new object may be an upload in flight");
  // the daily job files.sweep-stray, two days on
  const sweep = jobDefinitions(DEFAULT_JOB_SETTINGS).find((d) => d.name === JOBS.sweepStray)!;
  const later = () => new Date(Date.now() + 2 * 24 * 3600_000);
  assert.equal(await sweep.run({ ...jobCtx, now: later, objects: s3.store }, {}, undefined as never), { deleted: 1 });
  assert.equal(
    await s3.keys(),
    before.filter((k) => k !== stray.key),
    "only the stray went",
  );
});

test("moving files to the bucket and back: a failure leaves every file readable, a second run finishes, a third has nothing to do", async () => {
  for (let i = 10; i < 15; i++) await upload(toDb, tok.asha, png(i));
  /** Every stored file (all Asha's) with its bytes, read from where it is. */
  const sent = new Map<number, Buffer>();
  for (const r of (await db.db.query("SELECT id, store, object_key FROM stored_file ORDER BY id")).rows as {
    id: number;
    store: string;
    object_key: string;
  }[])
    sent.set(r.id, (await (r.store === "db" ? databaseStorage : s3.store).get(db.db, { id: r.id, key: r.object_key }))!);
  const inDb = await count("SELECT count(*)::int AS n FROM stored_file WHERE store = 'db'");
  assert.ok(inDb >= 5);

  // the bucket fails on the third file, and answers a damaged copy of the fourth
  let puts = 0;
  const flaky: FileStore = {
    ...s3.store,
    async put(q, ref, bytes, meta) {
      if (++puts === 3) throw new Error("the bucket is unreachable");
      return s3.store.put(q, ref, bytes, meta);
    },
    async get(q, ref) {
      const b = await s3.store.get(q, ref);
      return puts === 4 && b ? Buffer.concat([b, Buffer.from("x")]) : b;
    },
  };
  const lines: string[] = [];
  const first = await moveFiles(db.db, databaseStorage, flaky, { batch: 2, say: (l) => lines.push(l) });
  assert.equal([first.moved, first.failed.length, first.left], [inDb - 2, 2, 2], JSON.stringify(first));
  assert.match(first.failed[0]!.reason, /the bucket is unreachable/);
  assert.match(first.failed[1]!.reason, /did not read back the same/);
  assert.ok(lines.some((l) => l.includes("left in db")));
  await allReadable(sent);
  const objectsNamed = await count("SELECT count(*)::int AS n FROM stored_file WHERE store = 's3'");
  assert.is((await s3.keys()).length, objectsNamed, "no copy left behind for the files that stayed");
  assert.is(await count("SELECT count(*)::int AS n FROM file_bytes"), 2, "a moved file's bytes left the database");

  const second = await moveFiles(db.db, databaseStorage, s3.store);
  assert.equal([second.moved, second.failed, second.left], [2, [], 0]);
  const third = await moveFiles(db.db, databaseStorage, s3.store);
  assert.equal([third.moved, third.left], [0, 0], "nothing left to do");
  await allReadable(sent);
  assert.equal([await count("SELECT count(*)::int AS n FROM file_bytes"), (await s3.keys()).length], [0, sent.size]);

  // and back: every file in the database, the bucket emptied of them
  const back = await moveFiles(db.db, s3.store, databaseStorage);
  assert.equal([back.moved, back.failed, back.left, back.purged], [sent.size, [], 0, sent.size]);
  await allReadable(sent, [toDb, toS3, dbOnly]);
  assert.equal([await count("SELECT count(*)::int AS n FROM file_bytes"), await s3.keys()], [sent.size, []]);
});

test("npm run files:move: moves the files of a data folder to the bucket, and refuses a bad --to", async () => {
  const dir = mkdtempSync(join(tmpdir(), "fieldops-move-"));
  try {
    const folder = await openDataFolder(dir);
    await migrate(folder.db);
    const f = (
      await folder.db.query<{ id: number }>(
        `INSERT INTO stored_file (owner_sfid, uploaded_by, kind, sha256, mime, size, file_name) VALUES ('001000000000001AAA', 'account:1', 'image', $1, 'image/png', $2, 'p.png') RETURNING id`,
        [sha(PNG), PNG.length],
      )
    ).rows[0]!;
    await databaseStorage.put(folder.db, { id: f.id, key: null }, PNG, { sha256: sha(PNG), mime: "image/png" });
    await folder.db.close();
    const env = {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dir,
      FILE_STORE: "db",
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    };
    // not spawnSync: the test's own process answers the bucket's requests
    const run = (...args: string[]) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ["--import", "tsx", "server/files/moveCli.ts", ...args],
          { cwd: ROOT, env, encoding: "utf8", timeout: 120_000 },
          (e, stdout, stderr) => resolve({ status: e ? Number(e.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const bad = await run("--to", "disk");
    assert.equal([bad.status, bad.stderr.includes("--to must be one of db, s3")], [2, true], bad.stderr);
    const moved = await run("--to", "s3");
    assert.is(moved.status, 0, moved.stdout + moved.stderr);
    assert.match(moved.stdout, /Moved 1 file\(s\) to s3 in [\d.]+ s; 0 failed; 0 left in db/);
    assert.not.match(moved.stdout + moved.stderr, /S3RVER/, "no credential printed");
    const again = await openDataFolder(dir);
    try {
      const row = (await again.db.query<{ store: string; object_key: string }>("SELECT store, object_key FROM stored_file WHERE id = $1", [f.id]))
        .rows[0]!;
      assert.is(row.store, "s3");
      assert.ok((await s3.store.get(again.db, { id: f.id, key: row.object_key }))?.equals(PNG));
      // back, so the bucket holds only this suite's other files
      assert.is((await moveFiles(again.db, s3.store, databaseStorage)).moved, 1);
    } finally {
      await again.db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
