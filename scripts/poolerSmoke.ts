// node --import tsx scripts/poolerSmoke.ts http://127.0.0.1:8080
// A running server (demo data) checked end to end, for a server behind a connection pooler such as
// PgBouncer in transaction mode (docs/deploy.md, decision 088): each demo person signs in and calls
// their read ops 20 at a time, an idempotent write is sent twice with one key (one row, one answer),
// a signed-out session is refused at once, and the readiness check answers. Exits 1 on any failure.
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_PASSWORD, DEMO_SUPER } from "../server/db/demo.ts";
import { validOutletValues } from "../test/server/opParams.ts";

const base = process.argv[2] ?? "http://127.0.0.1:8080";
let failures = 0;
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures++;
};
const post = async (path: string, body: unknown, token?: string, key?: string) => {
  const r = await fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json().catch(() => null)) as Record<string, unknown> | null };
};
const login = async (d: { role: string; mobile: string }) =>
  (await post("/api/auth/login", { role: d.role, mobile: d.mobile, password: DEMO_PASSWORD })).json?.token as string;

const READS: Record<string, string[]> = {
  FCP: ["me.account", "news.list", "workshops.mine", "content.list", "hpas.list", "containers.list", "notifications.mine"],
  CMDI: ["me.account", "outlets.list", "fcps.list", "trainings.list", "leads.list", "wss.list", "birthdays.list"],
  AMMD: ["me.account", "workshops.ammd", "workshops.ammdCmdis", "payments.forAmmd", "trainings.approvals", "audit.list"],
  "Super Admin": ["me.account", "people.list", "super.people", "fieldDevices.list", "content.all"],
};

check((await fetch(`${base}/readyz`)).status === 200, "GET /readyz answers 200");
for (const d of [DEMO_FCP, DEMO_CMDI, DEMO_AMMD, DEMO_SUPER]) {
  const token = await login(d);
  check(typeof token === "string", `${d.label} signs in`);
  const ops = READS[d.label]!;
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      post("/api/query", { op: ops[i % ops.length], params: ops[i % ops.length] === "fcps.list" ? { status: "all" } : {} }, token),
    ),
  );
  const bad = answers.filter((a) => a.status !== 200);
  check(bad.length === 0, `${d.label}: 20 reads at once (${ops.join(", ")}) all 200${bad.length ? `; ${JSON.stringify(bad[0])}` : ""}`);
}
const cmdi = await login(DEMO_CMDI);
const key = `pooler-smoke-${Date.now()}`;
const insert = { op: "outlets.insert", params: { values: validOutletValues(`Pooler Smoke ${Date.now() % 100000}`) } };
const first = await post("/api/query", insert, cmdi, key);
const again = await post("/api/query", insert, cmdi, key);
check(first.status === 200 && again.status === 200, `an idempotent write and its repeat answer 200 (${first.status}, ${again.status})`);
check(JSON.stringify(first.json) === JSON.stringify(again.json), "the repeat answers what the first did (one row written)");
const out = await post("/api/auth/logout", {}, cmdi);
check(out.status === 200 || out.status === 204, `sign-out answers ${out.status}`);
const after = await post("/api/query", { op: "me.account", params: {} }, cmdi);
check(after.status === 401, `the signed-out token is refused at once (${after.status})`);
console.log(failures ? `${failures} failed` : "all ok");
process.exit(failures ? 1 : 0);
