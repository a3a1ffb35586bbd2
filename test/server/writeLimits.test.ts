// Writes per person (issue 43 item 6): past WRITE_LIMIT_PER_MINUTE writes in a minute a person's
// next write is a 429 with Retry-After and writes nothing; another person, and the person's reads,
// are not held back; the counter is per person, not per session. Before the limit, 120
// `leads.add` or `push.subscribe` calls in a row all went through.
import { test } from "uvu";
import { createHash } from "node:crypto";
import sharp from "sharp";
import * as assert from "uvu/assert";
import { DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { WRITES_LIMITED } from "../../server/routes/query.ts";
import { login, openSeededDb, testApp, type TestApp, type TestDb } from "./harness.ts";

const LIMIT = 5;
let db: TestDb;
let s: TestApp;
let keyNo = 0;

async function call(token: string, op: string, params: unknown) {
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op, params },
    headers: { authorization: `Bearer ${token}`, "idempotency-key": `write-limit-${++keyNo}-${process.pid}` },
  });
  return { status: r.statusCode, retryAfter: r.headers["retry-after"], body: r.json() as { message?: string; error?: string } };
}
const lead = (i: number) => ({
  values: { name: `Limit ${i}`, mobile__c: `53100000${String(i).padStart(2, "0")}`, email__c: "", city__c: "", institute__c: "" },
});
const leads = async () => (await db.db.query<{ n: number }>("SELECT count(*)::int AS n FROM lead__c WHERE name LIKE 'Limit %'")).rows[0]!.n;

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db, { config: { writeLimitPerMinute: LIMIT } });
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("past the limit a person's write is a 429 with Retry-After that writes nothing; reads and another person go on", async () => {
  const ravi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token as string;
  const raviAgain = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token as string;
  const asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token as string;
  for (let i = 0; i < LIMIT; i++) assert.is((await call(ravi, "leads.add", lead(i))).status, 200, `write ${i}`);
  const over = await call(ravi, "leads.add", lead(LIMIT));
  assert.equal([over.status, over.body.error, over.body.message], [429, "rate_limited", WRITES_LIMITED]);
  assert.ok(Number(over.retryAfter) >= 1 && Number(over.retryAfter) <= 60, String(over.retryAfter));
  assert.is((await call(raviAgain, "leads.add", lead(LIMIT + 1))).status, 429, "another session of the same person shares the limit");
  assert.is(await leads(), LIMIT, "nothing written past the limit");
  assert.is((await call(ravi, "leads.list", {})).status, 200, "reads are not limited");
  assert.is((await call(asha, "notifications.mine", {})).status, 200);
  const hpa = { name: "Limit HPA", type: "Art Maker", mobile__c: "5310000099", email__c: "", city__c: "", state__c: "", institute__c: "" };
  assert.is((await call(asha, "hpas.add", { values: hpa })).status, 200, "another person writes");
});

test("uploads count against their person apart from the writes: past the limit an upload is a 429 and keeps nothing", async () => {
  const asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token as string;
  const files = async () => (await db.db.query<{ n: number }>("SELECT count(*)::int AS n FROM stored_file")).rows[0]!.n;
  const before = await files();
  const upload = async (i: number) => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: i * 20, g: 10, b: 10 } } })
      .png()
      .toBuffer();
    const r = await s.app.inject({
      method: "POST",
      url: "/api/files?kind=image",
      payload: bytes,
      headers: {
        "content-type": "application/octet-stream",
        "x-content-sha256": createHash("sha256").update(bytes).digest("hex"),
        "x-file-name": `limit-${i}.png`,
        authorization: `Bearer ${asha}`,
      },
    });
    return { status: r.statusCode, retryAfter: r.headers["retry-after"], body: r.json() as { error?: string; message?: string } };
  };
  for (let i = 0; i < LIMIT; i++) assert.is((await upload(i)).status, 200, `upload ${i}`);
  const over = await upload(LIMIT);
  assert.equal([over.status, over.body.error, over.body.message], [429, "rate_limited", WRITES_LIMITED]);
  assert.ok(Number(over.retryAfter) >= 1);
  assert.is(await files(), before + LIMIT, "nothing kept past the limit");
});

test.run();
