// Load without loss (issue 16): 64 concurrent clients for 30 s (LOAD_SECONDS) over real HTTP,
// mixed reads and idempotent writes, a share of the writes sent again with the same key as a phone
// on a bad network does; then every write acknowledged is stored exactly once and no request got
// a 5xx. PostgreSQL only (the suite's PGlite run skips it: one embedded connection is no load test).
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { AddressInfo } from "node:net";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { login, openSeededDb, testApp, type TestApp, type TestDb } from "./harness.ts";
import { validOutletValues } from "./opParams.ts";

const CLIENTS = 64;
const SECONDS = Number(process.env.LOAD_SECONDS) || 30;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestDb;
let s: TestApp;
let url = "";

test.before(async () => {
  if (!onPostgres) return;
  t = await openSeededDb();
  s = await testApp(t.db, { config: { logLevel: "error" } });
  await s.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
});
test.after(async () => {
  if (!onPostgres) return;
  await s.app.close();
  await t.close();
});

test(`${CLIENTS} clients for ${SECONDS} s of reads and idempotent writes: every acknowledged write stored once, no 5xx`, async () => {
  if (!onPostgres) return; // counted as run: the PostgreSQL suite is where it proves something
  const tokens = {
    CMDI: (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token as string,
    AMMD: (await login(s.app, "AMMD", DEMO_AMMD.mobile)).body.token as string,
    FCP: (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token as string,
  };
  const run = `L${process.pid}x${Date.now().toString(36)}`;
  const post = async (token: string, op: string, params: unknown, key?: string) => {
    const r = await fetch(`${url}/api/query`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...(key ? { "idempotency-key": key } : {}) },
      body: JSON.stringify({ op, params }),
    });
    return { status: r.status, body: (await r.json()) as { rows?: Array<{ id: number }> } };
  };
  const statuses = new Map<number, number>();
  const acked = new Map<string, number>(); // the outlet's name -> the id the server answered
  let writes = 0,
    retries = 0,
    reads = 0;
  const until = Date.now() + SECONDS * 1000;
  const client = async (n: number) => {
    for (let i = 0; Date.now() < until; i++) {
      const pick = (n + i) % 10;
      let r;
      if (pick < 3) {
        // a write, sometimes sent twice (the first answer lost on the way)
        const name = `${run} c${n} w${i}`;
        const key = `${run}-${n}-${i}`;
        const params = { values: validOutletValues(name) };
        r = await post(tokens.CMDI, "outlets.insert", params, key);
        writes++;
        if (i % 4 === 0) {
          const again = await post(tokens.CMDI, "outlets.insert", params, key);
          retries++;
          statuses.set(again.status, (statuses.get(again.status) ?? 0) + 1);
          if (again.status === 200 && r.status === 200)
            assert.is(again.body.rows![0]!.id, r.body.rows![0]!.id, `the retry of ${name} answers the same id`);
          if (again.status === 200) acked.set(name, again.body.rows![0]!.id);
        }
        if (r.status === 200) acked.set(name, r.body.rows![0]!.id);
      } else if (pick < 6) {
        r = await post(tokens.CMDI, "outlets.list", {});
        reads++;
      } else if (pick < 8) {
        r = await post(tokens.AMMD, "workshops.ammd", {});
        reads++;
      } else {
        r = await post(tokens.FCP, "news.list", { limit: 20 });
        reads++;
      }
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  const summary = `${reads} reads, ${writes} writes (${retries} sent again); statuses ${JSON.stringify(Object.fromEntries(statuses))}`;
  assert.ok(
    [...statuses.keys()].every((code) => code < 500),
    `no 5xx: ${summary}`,
  );
  assert.ok(writes > CLIENTS && reads > CLIENTS, `the clients got through (${summary})`);
  const stored = (
    await t.db.query<{ id: number; outletname__c: string }>("SELECT id, outletname__c FROM outlets WHERE outletname__c LIKE $1", [`${run} %`])
  ).rows;
  const byName = new Map<string, number[]>();
  for (const row of stored) byName.set(row.outletname__c, [...(byName.get(row.outletname__c) ?? []), row.id]);
  for (const [name, id] of acked) assert.equal(byName.get(name), [id], `${name}: stored once, as the id acknowledged`);
  assert.is(stored.length, byName.size, "no outlet stored twice");
  assert.ok(acked.size > 0 && stored.length >= acked.size, `acknowledged ${acked.size}, stored ${stored.length} (${summary})`);
});

test.run();
