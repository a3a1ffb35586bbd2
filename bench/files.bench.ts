// Upload and download time of a 5 MB file, with the bytes in the database and in an S3 store
// (printed, never asserted): `npm run bench:files`. The server's own app (buildApp) listening on
// 127.0.0.1, requests by fetch as a browser sends them (POST /api/files with the raw bytes, GET
// /api/files/:id read to the end), by the FCP who owns the files. Each round a new picture (a PNG
// of random pixels, 4.99 MiB, just under the 5 MiB limit) so no upload is a repeat. Stores:
// - db, PGlite: the embedded default (in memory, demo data scale 1);
// - db, PostgreSQL: a throwaway cluster (scripts/pgcluster.mjs) or DATABASE_URL's server; skipped when neither;
// - s3: a local s3rver (objects in a temporary folder), the rows in PGlite. s3rver is a test server
//   writing files one by one; a real store (MinIO, AWS S3) differs, above all over a network.
// ROUNDS (default 7) rounds per store after 2 of warm-up; the median and the fastest.
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { deflateSync, crc32 } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/app.ts";
import { loadConfig, type Config } from "../server/config.ts";
import { openPGlite, openPostgres, type Db } from "../server/db/db.ts";
import { DEMO_FCP, DEMO_PASSWORD } from "../server/db/demo.ts";
import { migrate } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";
import { startLocalS3 } from "../test/server/s3.ts";
import { benchDatabase } from "./postgres.ts";

const ROUNDS = Number(process.env.ROUNDS) || 7;
const WARMUP = 2;

/** A PNG of `w` x `h` random pixels, stored uncompressed (deflate level 0): about 3 w h bytes. */
function randomPng(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const c = Buffer.alloc(12 + data.length);
    c.writeUInt32BE(data.length, 0);
    c.write(type, 4, "latin1");
    data.copy(c, 8);
    c.writeUInt32BE(crc32(c.subarray(4, 8 + data.length)), 8 + data.length);
    return c;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const raw = randomBytes((3 * w + 1) * h);
  for (let y = 0; y < h; y++) raw[y * (3 * w + 1)] = 0; // each row: filter type none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const f = (x: number) => x.toFixed(0).padStart(5);

async function measure(label: string, db: Db, config: Config): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-files-"));
  const app: FastifyInstance = await buildApp({ db, config: { ...config, dataDir }, staticDir: join(tmpdir(), "no-www") });
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const addr = app.server.address();
    const base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ role: "FCP", mobile: DEMO_FCP.mobile, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in: HTTP ${login.status} ${await login.text()}`);
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const up: number[] = [],
      down: number[] = [];
    let size = 0;
    for (let i = 0; i < WARMUP + ROUNDS; i++) {
      const png = randomPng(1300, 1340);
      size = png.length;
      const body = new Uint8Array(png);
      const hash = createHash("sha256").update(png).digest("hex");
      const t0 = performance.now();
      const r = await fetch(`${base}/api/files?kind=image`, {
        method: "POST",
        headers: {
          ...auth,
          "content-type": "application/octet-stream",
          "x-content-sha256": hash,
          "x-file-name": "big.png",
        },
        body,
      });
      const stored = (await r.json()) as { id: number };
      const t1 = performance.now();
      if (!r.ok) throw new Error(`upload: HTTP ${r.status} ${JSON.stringify(stored)}`);
      const g = await fetch(`${base}/api/files/${stored.id}`, { headers: { ...auth, "accept-encoding": "identity" } });
      const back = Buffer.from(await g.arrayBuffer());
      const t2 = performance.now();
      if (!g.ok || !back.equals(png)) throw new Error(`download: HTTP ${g.status}, ${back.length} bytes`);
      if (i >= WARMUP) {
        up.push(t1 - t0);
        down.push(t2 - t1);
      }
    }
    return `${label.padEnd(40)} ${f(median(up))} ${f(Math.min(...up))}    ${f(median(down))} ${f(Math.min(...down))}   (${(size / 1048576).toFixed(2)} MiB)`;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seeded(db: Db): Promise<Db> {
  await migrate(db);
  await seed(db, { seed: 42, scale: 1 });
  return db;
}

const config: Config = { ...loadConfig({ LOG_LEVEL: "silent" }), loginLimitPerAddress: 1e6, loginLimitPerMobile: 1e6 };
const lines: string[] = [];
console.log(`upload and download of a 5 MB picture, ${ROUNDS} rounds after ${WARMUP} of warm-up, through HTTP on 127.0.0.1 (ms)`);
console.log(`${"".padEnd(40)} upload: median fastest   download: median fastest`);
const show = (line: string) => {
  lines.push(line);
  console.log(line);
};

{
  const db = await seeded(await openPGlite());
  try {
    show(await measure("db, PGlite (in memory)", db, config));
  } finally {
    await db.close();
  }
}
{
  let pgdb: Awaited<ReturnType<typeof benchDatabase>> | null = null;
  try {
    pgdb = await benchDatabase("bench_files");
  } catch (e) {
    show(`db, PostgreSQL: skipped (${e instanceof Error ? e.message : String(e)})`);
  }
  if (pgdb) {
    const db = await seeded(openPostgres(pgdb.url, 10));
    try {
      show(await measure(`db, PostgreSQL ${pgdb.version.split(" ")[0]}`, db, { ...config, databaseUrl: pgdb.url }));
    } finally {
      await db.close();
      await pgdb.drop();
    }
  }
}
{
  const s3 = await startLocalS3();
  const db = await seeded(await openPGlite());
  try {
    show(await measure("s3, local s3rver (rows in PGlite)", db, { ...config, fileStore: "s3", s3: s3.settings }));
  } finally {
    await db.close();
    await s3.close();
  }
}
