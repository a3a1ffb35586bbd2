// Store figures in Chromium (printed, never asserted): `npm run bench:store`.
// Bundles bench/store.page.ts with esbuild into .tmp/bench-store/, serves it over http (IndexedDB
// needs an http origin), and runs it in Debian's Chromium with a persistent profile, so IndexedDB
// is the real on-disk one (an incognito context would keep it in memory). Every run is a fresh page.
import { build } from "esbuild";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { chromium, type BrowserContext } from "playwright-core";
import { figure, fmt } from "./figures.ts";
import type { Bench } from "./store.page.ts";

const OUT = ".tmp/bench-store";
const PROFILE = `${OUT}/profile`;
const RUNS = 3;
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
await writeFile(
  `${OUT}/index.html`,
  `<!doctype html><meta charset="utf-8"><title>store bench</title><script type="module" src="/store.page.js"></script>`,
);
await build({
  entryPoints: ["bench/store.page.ts"],
  outfile: `${OUT}/store.page.js`,
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
  // the features name their screens by lazy imports the bench never calls: leave the views out
  // (but the route table and menus the features' screen registrations are built with)
  plugins: [
    {
      name: "no-views",
      setup: (b) => {
        b.onResolve({ filter: /\/views\// }, (a) => (/\/views\/(routes|menus)\.ts$/.test(a.path) ? undefined : { path: a.path, external: true }));
      },
    },
  ],
});

const server = createServer(async (req, res) => {
  const path = req.url === "/" ? "/index.html" : (req.url ?? "/");
  if (!/^\/[\w.-]+$/.test(path)) {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(`${OUT}${path}`);
    res.writeHead(200, { "content-type": path.endsWith(".js") ? "text/javascript" : "text/html" }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const launch = () => chromium.launchPersistentContext(PROFILE, { executablePath: "/usr/bin/chromium", args: ARGS });

/** Loads the bench page in a new page of the context, calls one of its functions, closes the page. */
async function inPage<K extends keyof Bench>(ctx: BrowserContext, fn: K, ...args: Parameters<Bench[K]>): Promise<Awaited<ReturnType<Bench[K]>>> {
  const page = await ctx.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(() => "bench" in globalThis);
    return (await page.evaluate(([f, a]) => (globalThis as unknown as { bench: Record<string, (...x: unknown[]) => unknown> }).bench[f](...a), [
      fn,
      args,
    ] as [string, unknown[]])) as Awaited<ReturnType<Bench[K]>>;
  } finally {
    await page.close();
  }
}

/** Where each cold start went: storage calls (awaited one after another), the rest is decode + fold + setup. */
function breakdown(runs: { ms: number; io: Record<string, number>; readyAfterNavigation: number }[]) {
  for (const [i, r] of runs.entries()) {
    const io = Object.entries(r.io)
      .map(([k, v]) => `${k} ${fmt(v, 1)}`)
      .join(", ");
    const rest = r.ms - Object.values(r.io).reduce((a, b) => a + b, 0);
    console.log(`  run ${i + 1}: ${io}, other ${fmt(rest, 1)} ms; state ready ${fmt(r.readyAfterNavigation)} ms after navigation`);
  }
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} (2 cores shared; ${RUNS} runs each, every run a fresh page)`,
);

let ctx = await launch();
try {
  // 1. Batched appends: 20,000 per run, so snapshots and pruning beyond `retain` are part of it.
  const app = [];
  for (let r = 0; r < RUNS; r++) app.push(await inPage(ctx, "appends", 20_000, `bench-append-${r}`));
  figure(
    "append (batched, IndexedDB)",
    app.map((a) => a.perSec),
    "appends/s",
    ">= 5,000",
  );

  // 2. Cold start: fill 50,000 events once, then createEventLog + open in new pages.
  const filled = await inPage(ctx, "fill", 50_000);
  console.log(
    `  (setup) 50,000 events written in ${fmt(filled.ms)} ms = ${fmt((50_000 / filled.ms) * 1000)} appends/s; snapshot at seq ${fmt(filled.stats.snapshotSeq)}, last ${fmt(filled.stats.lastSeq)}`,
  );
  const cold = [];
  for (let r = 0; r < RUNS; r++) cold.push(await inPage(ctx, "coldStart"));
  figure(
    "cold start from a snapshot, 50,000-event history (IndexedDB, new page)",
    cold.map((c) => c.ms),
    "ms",
    "<= 200",
    1,
  );
  const c = cold[0];
  console.log(
    `  stored after pruning: ${fmt(c.stored)} events in ${fmt(c.batches)} batches; snapshot ${fmt(c.snapshotBytes)} bytes (JSON);` +
      ` tail folded ${fmt(c.stats.lastSeq - c.stats.snapshotSeq)} events`,
  );
  breakdown(cold);
  await ctx.close();
  const restart = [];
  for (let r = 0; r < RUNS; r++) {
    ctx = await launch();
    restart.push(await inPage(ctx, "coldStart"));
    await ctx.close();
  }
  figure(
    "cold start from a snapshot, 50,000-event history (IndexedDB, browser restarted)",
    restart.map((x) => x.ms),
    "ms",
    "<= 200",
    1,
  );
  breakdown(restart);

  // 3. Replay of 10,000 events recorded from the app's machines.
  ctx = await launch();
  const rep = [];
  for (let r = 0; r < RUNS; r++) rep.push(await inPage(ctx, "replayRun", 10_000));
  figure(
    `replay of ${fmt(rep[0].events)} recorded events into APP.machines (APP.store.fold)`,
    rep.map((x) => x.ms),
    "ms",
    "<= 1,000",
  );
  console.log(
    `  ${rep[0].types} event types (carousel timers and hover, shell toggles, form edits); divergences ${rep[0].divergences}, unknown ${rep[0].unknown}`,
  );
} finally {
  await ctx.close();
  server.close();
}
