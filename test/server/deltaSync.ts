// What the server tests of the super admin's lists share (content items, decision 085; news slides,
// decision 087): a session of each demo role, and a device's delta sync of a cached list (the
// digests it holds sent as a sketch, decision 050) with the device's side of the answer.
import * as assert from "uvu/assert";
import type { FastifyInstance } from "fastify";
import { encodeSketch, rowDigest, sketchOf, SYNC_VERSION, type SyncAnswer } from "../../src/codecs/sync.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import type { Test } from "uvu";
import { login, openSeededDb, testApp, type TestApp, type TestDb } from "./harness.ts";

export type Row = Record<string, unknown>;
export type DemoTokens = Record<"fcp" | "cmdi" | "ammd" | "super", string>;

/** A signed-in session of the demo FCP, CMDI, AMMD and super admin. */
export async function demoTokens(app: FastifyInstance): Promise<DemoTokens> {
  return {
    fcp: (await login(app, "FCP", DEMO_FCP.mobile)).body.token,
    cmdi: (await login(app, "CMDI", DEMO_CMDI.mobile)).body.token,
    ammd: (await login(app, "AMMD", DEMO_AMMD.mobile)).body.token,
    super: (await login(app, "AMMD", DEMO_SUPER.mobile)).body.token,
  };
}

/** List `op` as a device holding `held` (null: nothing yet) asks for it. */
export async function deltaSync(
  app: FastifyInstance,
  token: string,
  op: string,
  held: readonly Row[] | null,
): Promise<{ rows: Row[]; sync: SyncAnswer }> {
  const digests = held?.map(rowDigest) ?? null;
  const r = await app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op, params: {}, sync: digests === null ? null : { v: SYNC_VERSION, n: digests.length, sketch: encodeSketch(sketchOf(digests)) } },
    headers: { authorization: `Bearer ${token}` },
  });
  assert.is(r.statusCode, 200, r.body);
  return r.json();
}

/** The device's side: what it held, less the removals, plus the rows at their indexes. */
export function merge(held: Row[], a: { rows: Row[]; sync: SyncAnswer }): Row[] {
  if (a.sync.full) return a.rows;
  const drop = new Set(a.sync.removed);
  const next = held.filter((r) => !drop.has(rowDigest(r)));
  (a.sync.at ?? []).forEach((i, j) => {
    next.splice(i, 0, a.rows[j]!);
  });
  return next;
}

export interface SeededWorld {
  db: TestDb;
  s: TestApp;
  tok: DemoTokens;
}

/** Opens the seeded demo database and an app on it before `test`'s cases (closed after them), with a session of each role. */
export function seededApp(test: Test, ready: (w: SeededWorld) => void): void {
  let w: SeededWorld | null = null;
  test.before(async () => {
    const db = await openSeededDb();
    const s = await testApp(db.db);
    w = { db, s, tok: await demoTokens(s.app) };
    ready(w);
  });
  test.after(async () => {
    await w?.s.app.close();
    await w?.db.close();
  });
}
