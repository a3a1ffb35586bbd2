// npm test: lint, type-check, unit tests, server tests on PGlite and on PostgreSQL, browser tests.
// Ends with one line "N passed, N failed" summing every suite.
import { stripVTControlCharacters } from "node:util";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startCluster } from "./pgcluster.mjs";

const CI = process.env.CI === "true";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const only = process.argv.slice(2); // e.g. `npm test -- unit server`
const want = (name) => only.length === 0 || only.includes(name);
let passed = 0,
  failed = 0,
  skipped = 0, // tests a suite skipped (uvu's Skipped)
  skippedSuites = 0; // suites that could not run here (no Chromium, no PostgreSQL; outside CI)
const summary = [];

/** Runs a command; its output is shown as it comes, or (`buffered`, for suites run side by side) once it ends. */
function run(cmd, args, env = {}, buffered = false) {
  return new Promise((resolve) => {
    let out = "";
    const p = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    p.stdout.on("data", (d) => {
      out += d;
      if (!buffered) process.stdout.write(d);
    });
    p.stderr.on("data", (d) => {
      out += d;
      if (!buffered) process.stderr.write(d);
    });
    p.on("close", (code) => {
      if (buffered) process.stdout.write(out);
      resolve({ code: code ?? 1, out });
    });
  });
}

const stripAnsi = (s) => stripVTControlCharacters(s);

/** `imports`: more modules for node's --import (the unit suite loads views, which import stylesheets). */
async function uvu(name, dir, pattern, env = {}, imports = [], buffered = false) {
  if (!buffered) console.log(`\n=== ${name} ===`);
  const { code, out } = await run(
    process.execPath,
    ["--import", "tsx", ...imports.flatMap((i) => ["--import", i]), "node_modules/uvu/bin.js", dir, pattern],
    env,
    buffered,
  );
  if (buffered) console.log(`(=== ${name}: the output above ===)`);
  const text = stripAnsi(out);
  const total = Number(/Total:\s+(\d+)/.exec(text)?.[1] ?? NaN);
  const ok = Number(/Passed:\s+(\d+)/.exec(text)?.[1] ?? NaN);
  const skip = Number(/Skipped:\s+(\d+)/.exec(text)?.[1] ?? 0);
  if (Number.isNaN(total) || Number.isNaN(ok)) {
    failed += 1;
    summary.push(`${name}: crashed (exit ${code})`);
    return;
  }
  let bad = total - ok; // uvu's Total already leaves skipped tests out
  if (code !== 0 && bad === 0) bad = 1; // a crash after the counts still fails the suite
  passed += ok;
  failed += bad;
  skipped += skip;
  summary.push(`${name}: ${ok} passed, ${bad} failed${skip ? `, ${skip} skipped` : ""}`);
}

/**
 * The browser suite, file by file, on `workers` processes that each take the next file when one
 * ends (every file starts its own server on a free port with its own data folder, so files never
 * share state); the slowest files go first so the two ends meet. Each file's output is shown whole
 * when it ends; the counts of every file sum to the suite's.
 */
async function uvuFiles(name, dir, env, workers) {
  const SLOW_FIRST = ["axe", "narrow", "lifecycle", "routeWalk", "workshops", "uploads", "offline", "execution", "shell"];
  const rank = (f) => {
    const i = SLOW_FIRST.indexOf(f.replace(/\.test\.ts$/, ""));
    return i < 0 ? SLOW_FIRST.length : i;
  };
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".test.ts"))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  console.log(`\n=== ${name}: ${files.length} files on ${workers} workers ===`);
  let ok = 0,
    bad = 0;
  const crashed = [];
  const queue = [...files];
  const worker = async () => {
    for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
      const pattern = `^${f.replace(/\./g, "\\.")}$`;
      const t0 = Date.now();
      const { code, out } = await run(process.execPath, ["--import", "tsx", "node_modules/uvu/bin.js", dir, pattern], env, true);
      console.log(`(${f}: ${Math.round((Date.now() - t0) / 1000)} s)`);
      const text = stripAnsi(out);
      const total = Number(/Total:\s+(\d+)/.exec(text)?.[1] ?? NaN);
      const passedHere = Number(/Passed:\s+(\d+)/.exec(text)?.[1] ?? NaN);
      if (Number.isNaN(total) || Number.isNaN(passedHere)) {
        bad += 1;
        crashed.push(`${f} (exit ${code})`);
        continue;
      }
      ok += passedHere;
      bad += total - passedHere || (code !== 0 ? 1 : 0);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  passed += ok;
  failed += bad;
  summary.push(`${name}: ${ok} passed, ${bad} failed${crashed.length ? ` (crashed: ${crashed.join(", ")})` : ""}`);
}

function missing(name, why) {
  if (CI) {
    failed += 1;
    summary.push(`${name}: FAILED, ${why} (CI=true)`);
  } else {
    skippedSuites += 1;
    summary.push(`${name}: skipped, ${why}`);
  }
}

if (want("lint")) {
  console.log("=== lint (biome check: format and lint rules, docs/decisions/039) ===");
  const { code } = await run(process.execPath, ["node_modules/@biomejs/biome/bin/biome", "check", "."]);
  if (code === 0) {
    passed += 1;
    summary.push("lint: ok");
  } else {
    failed += 1;
    summary.push("lint: FAILED (npm run format; npm run lint)");
  }
  // the catalogues (decision 074): the English one current, every key of it in Hindi
  const cat = await run(process.execPath, ["--import", "tsx", "scripts/catalogue.ts", "--check"]);
  if (cat.code === 0) {
    passed += 1;
    summary.push("catalogues: ok");
  } else {
    failed += 1;
    summary.push("catalogues: FAILED (npm run catalogue; translate what Hindi lacks)");
  }
}
if (want("typecheck")) {
  console.log("=== typecheck ===");
  const { code } = await run(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."]);
  if (code === 0) {
    passed += 1;
    summary.push("typecheck: ok");
  } else {
    failed += 1;
    summary.push("typecheck: FAILED");
  }
}
// The unit suites and the PGlite server suite side by side (neither waits on a clock; each mostly on
// one core), their outputs each shown whole when it ends. The unit suites end first (about half the
// server suite's time): the PostgreSQL pass starts then, beside the rest of the PGlite pass, rather
// than after it (its own server takes the core the unit suites leave). The browser suite runs alone.
const both = want("unit") && want("server");
if (both) console.log("\n=== unit and server (PGlite), side by side; then server (PostgreSQL) beside the PGlite pass ===");
const unitDone = Promise.all([
  want("unit") ? uvu("unit", "test/unit", "\\.test\\.tsx?$", {}, ["./scripts/css-hook.mjs"], both) : null,
  // each screen's View test lives in its folder (src/screens/<name>/, issue 44)
  want("unit") ? uvu("unit (screens)", "src/screens", "\\.test\\.tsx?$", {}, ["./scripts/css-hook.mjs"], both) : null,
]);
const pgliteDone = want("server") ? uvu("server (PGlite)", "test/server", "\\.test\\.ts$", { TEST_DATABASE_URL: "" }, [], both) : null;

/** The server suite on PostgreSQL: DATABASE_URL's server, or a cluster of its own for the run. */
async function postgresPass(buffered) {
  let url = process.env.DATABASE_URL,
    cluster = null;
  if (!url) {
    try {
      cluster = await startCluster();
      url = cluster?.url;
    } catch (e) {
      console.error(String(e));
    }
  }
  if (url) {
    try {
      await uvu("server (PostgreSQL)", "test/server", "\\.test\\.ts$", { TEST_DATABASE_URL: url }, [], buffered);
    } finally {
      cluster?.stop();
    }
  } else missing("server (PostgreSQL)", "no PostgreSQL server (set DATABASE_URL or install postgresql)");
}
const besidePglite = want("pg") && pgliteDone !== null;
await Promise.all([unitDone, pgliteDone, besidePglite ? unitDone.then(() => postgresPass(true)) : null]);
if (want("pg") && !besidePglite) await postgresPass(false);
if (want("e2e")) {
  if (existsSync(CHROMIUM)) {
    const b = await run(process.execPath, ["esbuild.config.mjs", "build"]);
    if (b.code !== 0) {
      failed += 1;
      summary.push("e2e: build FAILED");
    } else {
      // the demo data seeded once, into a folder each file's server starts from a copy of (test/e2e/harness.ts)
      const seededRoot = mkdtempSync(join(tmpdir(), "e2e-seeded-"));
      const seededDir = join(seededRoot, "data");
      const s = await run(process.execPath, ["--import", "tsx", "server/db/seedCli.ts", "--data-dir", seededDir], {}, true);
      if (s.code !== 0) console.log("e2e: seeding the shared data folder failed (above); each file's server seeds its own");
      try {
        await uvuFiles(
          "e2e (Chromium)",
          "test/e2e",
          { CHROMIUM_PATH: CHROMIUM, ...(s.code === 0 ? { E2E_SEEDED_DIR: seededDir } : {}) },
          Number(process.env.E2E_WORKERS ?? 2),
        );
      } finally {
        rmSync(seededRoot, { recursive: true, force: true });
      }
    }
  } else missing("e2e (Chromium)", `no Chromium at ${CHROMIUM}`);
}

console.log(`\n${summary.join("\n")}`);
if (skippedSuites) console.log(`${skippedSuites} suite(s) skipped`);
if (skipped) console.log(`${skipped} test(s) skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
