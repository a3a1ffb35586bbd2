// Two servers on one PostgreSQL (issue 29 item 3): two real `server/main.ts` processes on the suite's
// PostgreSQL database, each with its own connections and its own job workers. A session made on
// one works on the other; a job enqueued by one (a code's SMS the gateway first refused) is run
// once; under a burst of idempotent writes spread over both, one is killed with SIGKILL, every
// write it did not answer is sent again to the survivor with the same idempotency key, and every
// acknowledged write is stored exactly once. PostgreSQL only (PGlite is one process's database);
// every wait polls, none sleeps for a fixed time. The counts are printed.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_CMDI, DEMO_FCP, DEMO_PASSWORD } from "../../server/db/demo.ts";
import { JOBS } from "../../server/jobs/jobs.ts";
import { openSeededDb, type TestDb } from "./harness.ts";
import { validOutletValues } from "./opParams.ts";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** acknowledged writes wanted before the kill, and in all */
const BEFORE_KILL = 60;
const TOTAL = 200;
const CLIENTS = 12;

interface Child {
  proc: ChildProcess;
  url: string;
  out: () => string;
}

let t: TestDb;
let dataDir: string;
let gatewayServer: Server;
let gatewayUrl = "";
/** the stand-in SMS gateway: what it was asked, and whether it refuses (503) */
const gatewayLog: Array<{ to: string; text: string; accepted: boolean }> = [];
let refusing = false;
const children: Child[] = [];

/** Polls `probe` until it gives a truthy value (within `ms`). */
async function until<T>(what: string, probe: () => Promise<T> | T, ms = 30_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await Promise.resolve(probe()).catch(() => undefined);
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts `node server/main.ts` on a free port on the test database; resolves once /readyz answers 200. */
async function startChild(name: string): Promise<Child> {
  let text = "";
  const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: t.url!,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: join(dataDir, name),
      LOG_LEVEL: process.env.TWO_LOG ?? "warn",
      SMS_GATEWAY_URL: gatewayUrl,
      SMS_GATEWAY_KEY: "test-key",
      SMS_RETRY_SECONDS: "1",
      LOGIN_LIMIT_PER_ADDRESS: "1000",
      OTP_LIMIT_PER_ADDRESS: "1000",
      WRITE_LIMIT_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stdout!.on("data", (d) => (text += d));
  proc.stderr!.on("data", (d) => (text += d));
  const child: Child = { proc, url: "", out: () => text };
  children.push(child);
  child.url = await until(`${name} to print its address`, () => {
    if (proc.exitCode !== null) throw new Error(`${name} stopped: ${text}`);
    return /Field Ops dashboard on (http:\/\/\S+)/.exec(text)?.[1];
  });
  await until(`${name} to be ready`, async () => (await fetch(`${child.url}/readyz`)).status === 200);
  return child;
}

const post = async (base: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const r = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
};

const run = onPostgres ? test : test.skip;
if (!onPostgres) console.log("  twoServers: skipped in the PGlite pass; it runs in the PostgreSQL pass (npm test -- pg)");

test.before(async () => {
  if (!onPostgres) return;
  t = await openSeededDb();
  dataDir = mkdtempSync(join(tmpdir(), "two-servers-"));
  gatewayServer = createServer((req, res) => {
    const u = new URL(req.url ?? "/", "http://x");
    const entry = { to: u.searchParams.get("to") ?? "", text: u.searchParams.get("text") ?? "", accepted: !refusing };
    gatewayLog.push(entry);
    res.writeHead(entry.accepted ? 200 : 503, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((r) => gatewayServer.listen(0, "127.0.0.1", () => r()));
  gatewayUrl = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}/send`;
});
test.after(async () => {
  if (!onPostgres) return;
  for (const c of children) {
    if (c.proc.exitCode === null && c.proc.signalCode === null) {
      const gone = new Promise((r) => c.proc.once("exit", r));
      c.proc.kill("SIGTERM");
      await gone;
    }
  }
  await new Promise((r) => gatewayServer.close(r));
  rmSync(dataDir, { recursive: true, force: true });
  await t.close();
});

run(
  "two servers on one PostgreSQL: a session from one works on the other; a job one enqueues runs once; a SIGKILL mid-burst loses no acknowledged write and stores none twice",
  async () => {
    const [a, b] = await Promise.all([startChild("a"), startChild("b")]);

    // a session made on one works on the other
    const signIn = await post(a.url, "/api/auth/login", { role: "CMDI", mobile: DEMO_CMDI.mobile, password: DEMO_PASSWORD });
    assert.is(signIn.status, 200, "signed in on server A");
    const token = signIn.body.token as string;
    const auth = { authorization: `Bearer ${token}` };
    const me = await fetch(`${b.url}/api/me`, { headers: auth });
    assert.is(me.status, 200, "server B knows A's session");

    // a job enqueued by A: the code's SMS the gateway refuses at once is queued, then run once
    refusing = true;
    const asked = await post(a.url, "/api/auth/otp", { role: "FCP", mobile: DEMO_FCP.mobile });
    assert.equal([asked.status, asked.body], [200, { sent: true, expiresInMinutes: 10 }]);
    assert.is(gatewayLog.filter((g) => g.to === DEMO_FCP.mobile && !g.accepted).length, 1, "A's own try was refused");
    refusing = false;
    const sms = await until("the queued SMS", () => gatewayLog.find((g) => g.to === DEMO_FCP.mobile && g.accepted));
    const key = `FCP:${DEMO_FCP.mobile}`;
    const jobRows = await until("the job's end", async () => {
      // the job's singleton key is the code's row key and its client reference (issue 43 item 5)
      const r = await t.db.query<{ state: string }>("SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND singleton_key LIKE $2", [
        JOBS.smsCode,
        `${key}:%`,
      ]);
      return r.rows.length > 0 && r.rows.every((j) => j.state === "completed") ? r.rows : null;
    });
    assert.is(jobRows.length, 1, "one job for the code");
    assert.is(gatewayLog.filter((g) => g.to === DEMO_FCP.mobile && g.accepted).length, 1, "sent once, by one server");
    const code = /^(\d{6}) is your OTP/.exec(sms.text)?.[1];
    const verified = await post(b.url, "/api/auth/otp/verify", { role: "FCP", mobile: DEMO_FCP.mobile, otp: code });
    assert.is(verified.status, 200, "the code A made, sent by the queue, verifies on B");

    // the burst: idempotent writes spread over both; A is killed midway; what A did not answer goes to B again
    const runId = `T${process.pid}x${Date.now().toString(36)}`;
    const acked = new Map<string, number>(); // outlet name -> id answered
    const counts = { onA: 0, onB: 0, resentToB: 0, failedOnA: 0, other: 0 };
    let next = 0;
    let killed = false;
    const write = async (base: string, name: string, key: string) => {
      const r = await post(
        base,
        "/api/query",
        { op: "outlets.insert", params: { values: validOutletValues(name) } },
        { ...auth, "idempotency-key": key },
      );
      return r;
    };
    const client = async () => {
      for (let i = next++; i < TOTAL; i = next++) {
        const name = `${runId} w${i}`;
        const key = `${runId}-${i}`;
        const toA = !killed && i % 2 === 0;
        try {
          const r = await write(toA ? a.url : b.url, name, key);
          if (r.status === 200) {
            acked.set(name, r.body.rows[0].id);
            if (toA) counts.onA++;
            else counts.onB++;
            continue;
          }
          counts.other++;
        } catch {
          // no answer (the server died with the request in flight): not acknowledged
          if (toA) counts.failedOnA++;
          else throw new Error(`server B failed a write (${name})`);
        }
        // not acknowledged: the same write, the same key, to the survivor until it answers
        const again = await until(`B to take ${name}`, async () => {
          const r = await write(b.url, name, key);
          return r.status === 200 ? r : null;
        });
        acked.set(name, again.body.rows[0].id);
        counts.resentToB++;
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await until(`${BEFORE_KILL} acknowledged writes`, () => acked.size >= BEFORE_KILL);
    a.proc.kill("SIGKILL");
    killed = true;
    await Promise.all(clients);
    await until("A to be gone", () => a.proc.signalCode === "SIGKILL");

    const stored = (
      await t.db.query<{ id: number; outletname__c: string }>("SELECT id, outletname__c FROM outlets WHERE outletname__c LIKE $1", [`${runId} %`])
    ).rows;
    const byName = new Map<string, number[]>();
    for (const row of stored) byName.set(row.outletname__c, [...(byName.get(row.outletname__c) ?? []), row.id]);
    for (const [name, id] of acked) assert.equal(byName.get(name), [id], `${name}: stored once, as the id acknowledged`);
    assert.is(acked.size, TOTAL, "every write acknowledged in the end");
    assert.is(stored.length, TOTAL, "none stored twice");
    assert.ok(counts.onA > 0 && counts.onB > 0, "both servers took writes");
    assert.is((await fetch(`${b.url}/readyz`)).status, 200, "B is still ready");
    console.log(
      `  two servers: ${TOTAL} writes from ${CLIENTS} clients; acknowledged by A ${counts.onA}, by B ${counts.onB}; ` +
        `unanswered when A was killed ${counts.failedOnA} (+${counts.other} refused), sent again to B ${counts.resentToB}; ` +
        `stored ${stored.length}, each once; the queued SMS sent ${gatewayLog.filter((g) => g.to === DEMO_FCP.mobile && g.accepted).length} time(s) by one job`,
    );
  },
);

test.run();
