// Forgot password: how long a code request takes for a number with a user and for one without
// (printed, never asserted): `npm run bench:recovery`. PGlite in memory with the demo data (scale 1,
// seed 42), the server's own app (buildApp) through app.inject, no SMS gateway (each SMS a line of
// the outbox file in a temporary data folder). The two kinds of request alternate, one at a time,
// each to its own number (so the 30 s double-tap guard never answers early); the limits are lifted.
// Then the whole flow (code, verify, new password with argon2id's default costs) a few times.
import { performance } from "node:perf_hooks";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openPGlite } from "../server/db/db.ts";
import { FCP_RECORD_TYPE } from "../server/db/demo.ts";
import { migrate } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";
import { SMS_OUTBOX_FILE } from "../server/sms/sms.ts";

const ROUNDS = Number(process.env.ROUNDS) || 200;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const f = (x: number) => x.toFixed(2);

const dataDir = mkdtempSync(join(tmpdir(), "bench-recovery-"));
const db = await openPGlite();
await migrate(db);
await seed(db, { seed: 42, scale: 1 });
const config = {
  ...loadConfig({ LOG_LEVEL: "silent" }),
  dataDir,
  otpLimitPerMobile: 1e6,
  otpLimitPerAddress: 1e6,
  loginLimitPerAddress: 1e6,
  loginLimitPerMobile: 1e6,
};
const app = await buildApp({ db, config, staticDir: join(tmpdir(), "no-www") });
await app.ready();
const known: string[] = (
  await db.query<{ phone: string }>("SELECT phone FROM account WHERE recordtypeid = $1 AND active__c ORDER BY id", [FCP_RECORD_TYPE])
).rows.map((r) => r.phone);
const ask = async (mobile: string) => {
  const t0 = performance.now();
  const r = await app.inject({ method: "POST", url: "/api/auth/otp", payload: { role: "FCP", mobile } });
  if (r.statusCode !== 200) throw new Error(`HTTP ${r.statusCode}: ${r.body}`);
  return performance.now() - t0;
};
try {
  for (let i = 0; i < 20; i++) {
    await ask(known[i % known.length]!);
    await ask(`98${String(i).padStart(8, "0")}`);
  } // warm-up
  const k: number[] = [],
    u: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    k.push(await ask(known[(20 + i) % known.length]!));
    u.push(await ask(`97${String(i).padStart(8, "0")}`));
  }
  console.log(`code requests, ${ROUNDS} each, one at a time (PGlite, outbox file; ms):`);
  console.log(`  number with a user:    median ${f(pct(k, 50))}  p90 ${f(pct(k, 90))}  p99 ${f(pct(k, 99))}`);
  console.log(`  number without a user: median ${f(pct(u, 50))}  p90 ${f(pct(u, 90))}  p99 ${f(pct(u, 99))}`);
  const flows: number[] = [];
  for (let i = 0; i < 5; i++) {
    const mobile = known[100 + i]!;
    const t0 = performance.now();
    await ask(mobile);
    const line = readFileSync(join(dataDir, SMS_OUTBOX_FILE), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l))
      .filter((m) => m.to === mobile)
      .at(-1);
    const otp = /^\d{6}/.exec(line.text)![0];
    const v = await app.inject({ method: "POST", url: "/api/auth/otp/verify", payload: { role: "FCP", mobile, otp } });
    const p = await app.inject({
      method: "POST",
      url: "/api/auth/password",
      payload: { resetToken: v.json().resetToken, password: "bench-password-1" },
    });
    if (p.statusCode !== 204) throw new Error(`reset: HTTP ${p.statusCode}`);
    flows.push(performance.now() - t0);
  }
  console.log(
    `whole flow (code, verify, new password hashed with argon2id defaults), 5 runs: median ${f(pct(flows, 50))} ms, max ${f(Math.max(...flows))} ms`,
  );
} finally {
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
