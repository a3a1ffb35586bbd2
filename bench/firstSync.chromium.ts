// The AMMD's first sync on a field phone in the large region (issue 50's figure), printed, never
// asserted: `SEEDED_URL=<db> npm run bench:firstSync`. SEEDED_URL is required: a PostgreSQL database
// already seeded with `npm run seed -- --url <db> --scale 100 --large-region` (minutes; it is used as
// it is: migrated, never seeded again nor emptied; signing in writes a session). The production build
// (bench/app.ts) served by the app on that database; a new device each run (a fresh context, nothing
// cached, its worker allowed) at a phone's size, the CPU slowed 4x, on slow 4G (150 ms, 1.6 Mbit/s
// down, 750 kbit/s up) shaped by bench/link.ts for the page and its worker. The demo AMMD (Meera)
// types for TYPING ms (default 4,000) and presses Submit; her home loads its lists, then she opens,
// one after another, each screen of hers that caches a list the home does not (SCREENS below), each
// as soon as the lists of the one before are kept.
// - the signal: the store's own record. A probe (an init script) sees each batch the event log
//   writes to IndexedDB and, when its transaction completes, notes when each `<slot>.fetched` or
//   `<slot>.synced` in it was kept: a list counts as loaded once the device holds it durably.
// - printed: from Submit until the home's lists are kept, and until every list is; requests and
//   bytes on the wire (as Chromium counts each response, headers and encoded body) of the lists'
//   loads (/api/query) and of everything the link delivered in that time; each beside its floor
//   measured in the same run on the same link (one static file of the same bytes on an open
//   connection: one round trip and the bytes at the link's rate); each list's rows, bytes and when
//   it was kept; the load average before and after; then what the device's store holds at the end
//   (IndexedDB "field-ops": its records, the JSON of what it keeps and Chromium's own usage figure).
// RUNS=1 (each run signs in anew); WATERFALL=1 prints the first run's requests; BENCH_WWW as bench/app.ts.
import type { Browser, Page } from "playwright-core";
import { openPostgres } from "../server/db/db.ts";
import { DEMO, launchBrowser } from "../test/e2e/harness.ts";
import { copyWww, freshBuild, serveDb } from "./app.ts";
import { fmt, median } from "./figures.ts";
import { type Link, SLOW_4G } from "./link.ts";
import { floorPage, floorsOf, kib, loadAverage, overLink, type Req, submitOnPhone, waterfall } from "./phone.ts";

const SEEDED = process.env.SEEDED_URL;
if (!SEEDED) throw new Error("SEEDED_URL: a database seeded with `npm run seed -- --url <db> --scale 100 --large-region`");
const OUT = ".tmp/bench-firstSync",
  WWW = `${OUT}/www`;
const RUNS = Number(process.env.RUNS) || 1;
const TYPING = Number(process.env.TYPING ?? 4000);
const WHO = DEMO.AMMD;

/** The lists the AMMD's home keeps (Today's workshops and trainings, the CMDIs of its filters, the news, the shell's). */
const HOME = ["ammdWorkshops", "ammdCmdis", "trainingApprovals", "news", "wss", "articles", "notifications"];
/** Her other screens that cache a list, in the menu's order, and the lists each keeps. */
const SCREENS: [string, string[]][] = [
  ["/listPaymentsAMMD", ["ammdPayments"]],
  ["/reportsAMMD", ["ammdReport"]],
  ["/listMyFCP", ["fcpsAll"]],
  ["/viewFCPLeads", ["leads"]],
  ["/birthday-Info", ["birthdays"]],
  ["/devices", ["devices"]],
  ["/contact-us", ["contacts"]],
  ["/content", ["content"]],
];

/** The page's probe (plain JS): the click on Submit, and when each list's event was kept in IndexedDB; epoch ms. */
const PROBE = `(() => {
  const at = () => performance.timeOrigin + performance.now();
  const fs = (window.__firstSync = { click: 0, kept: {} });
  document.addEventListener("click", (e) => {
    const b = e.target instanceof Element ? e.target.closest("button") : null;
    if (!fs.click && b && b.textContent.trim() === "Submit") fs.click = at();
  }, true);
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (value, key) {
    if (typeof key === "string" && key.startsWith("b:") && Array.isArray(value)) {
      const slots = value.map((e) => /^(.+)\\.(fetched|synced)$/.exec((e && e.type) || "")).filter(Boolean).map((m) => m[1]);
      if (slots.length) this.transaction.addEventListener("complete", () => {
        for (const s of slots) if (!fs.kept[s]) fs.kept[s] = at();
      });
    }
    return put.apply(this, arguments);
  };
})();`;

interface Probe {
  click: number;
  kept: Record<string, number>;
}
const probe = (page: Page) => page.evaluate(() => (window as unknown as { __firstSync: Probe }).__firstSync);
const keptAll = (page: Page, slots: string[]) =>
  page.waitForFunction((s) => s.every((x) => (window as unknown as { __firstSync: Probe }).__firstSync.kept[x]), slots, {
    timeout: 300_000,
    polling: 100,
  });

interface Held {
  lists: Record<string, number>;
  records: number;
  json: number;
  keys: number;
  snapshot: boolean;
  usage: number | null;
}
/** What the device's store holds: each list's rows (its latest event, else the snapshot's), the JSON of every value kept, IndexedDB's usage as Chromium counts it. */
function held(page: Page): Promise<Held> {
  return page.evaluate(
    () =>
      new Promise<Held>((resolve, reject) => {
        const open = indexedDB.open("field-ops");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction("eventlog");
          const store = tx.objectStore("eventlog");
          const keys = store.getAllKeys();
          const values = store.getAll();
          tx.oncomplete = async () => {
            db.close();
            const lists: Record<string, number> = {};
            let json = 0;
            const all = values.result as unknown[];
            (keys.result as string[]).forEach((k, i) => {
              json += JSON.stringify(all[i]).length;
              if (k !== "snapshot") return;
              const snap = all[i] as { state?: { lists?: Record<string, unknown[]> } };
              for (const [slot, rows] of Object.entries(snap.state?.lists ?? {})) lists[slot] = rows.length;
            });
            const events = all.filter(Array.isArray).flat() as { seq: number; type: string; payload: { rows?: unknown[]; n?: number } }[];
            for (const e of events.sort((a, b) => a.seq - b.seq)) {
              const m = /^(.+)\.(fetched|synced)$/.exec(e.type);
              if (m) lists[m[1]!] = m[2] === "fetched" ? (e.payload.rows?.length ?? 0) : (e.payload.n ?? 0);
            }
            const estimate = (await navigator.storage.estimate()) as { usageDetails?: { indexedDB?: number } };
            resolve({
              lists,
              records: Object.values(lists).reduce((s, n) => s + n, 0),
              json,
              keys: keys.result.length,
              snapshot: (keys.result as string[]).includes("snapshot"),
              usage: estimate.usageDetails?.indexedDB ?? null,
            });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

interface Run {
  click: number;
  home: number;
  end: number;
  kept: Record<string, number>;
  requests: Req[];
  held: Held;
  link: Link;
}

/** One first sync on `link`: sign in, the home's lists, then each screen's. */
function firstSync(browser: Browser, link: Link): Promise<Run> {
  return submitOnPhone(browser, link, WHO, { probe: PROBE, typing: TYPING }, async (page, requests) => {
    await keptAll(page, HOME);
    for (const [path, slots] of SCREENS) {
      // a link inside the app (wouter follows the History API), as the menu's
      await page.evaluate((p) => history.pushState(null, "", p), path);
      await keptAll(page, slots);
    }
    const p = await probe(page);
    const all = [...HOME, ...SCREENS.flatMap(([, s]) => s)];
    const home = Math.max(...HOME.map((s) => p.kept[s]!));
    const end = Math.max(...all.map((s) => p.kept[s]!));
    await page.waitForTimeout(200); // the last requestfinished events
    return { click: p.click, home, end, kept: p.kept, requests, held: await held(page), link };
  });
}

const seededDb = openPostgres(SEEDED, 10);
const workshops = Number((await seededDb.query<{ n: string }>("SELECT count(*) AS n FROM opportunity")).rows[0]!.n);
const built = freshBuild();
await copyWww(WWW);
floorPage(WWW);
const server = await serveDb(seededDb, WWW);
const browser = await launchBrowser();
const port = Number(new URL(server.url).port);
const profile = SLOW_4G;
console.log(
  `client build: ${built}; Chromium ${browser.version()}; the seeded database: ${fmt(workshops)} workshops; ${RUNS} run(s), a new device each, CPU slowed 4x, typing ${TYPING} ms`,
);
try {
  const runs = await overLink(port, profile, RUNS, (link) => firstSync(browser, link));
  const first = runs[0]!;
  if (process.env.WATERFALL)
    waterfall(first.requests, first.click, `waterfall of the first run (ms from the click; every list kept at +${fmt(first.end - first.click)})`);
  const fig = (f: (r: Run) => number) => runs.map(f);
  const inWindow = (r: Run, q: Req) => q.start >= r.click && q.start < r.end;
  const queries = (r: Run) => r.requests.filter((q) => inWindow(r, q) && q.path.startsWith("/api/query"));
  const toHome = fig((r) => r.home - r.click);
  const toAll = fig((r) => r.end - r.click);
  const listReqs = fig((r) => queries(r).length);
  const listBytes = fig((r) => queries(r).reduce((s, q) => s + q.bytes, 0));
  const allReqs = fig((r) => r.requests.filter((q) => inWindow(r, q)).length);
  const allBytes = fig((r) => r.link.bytesBetween(r.click, r.end));
  const floors = await floorsOf(browser, port, profile, WWW, { lists: median(listBytes), all: median(allBytes) });
  const runsOf = (xs: number[], f = (x: number) => fmt(x)) => (xs.length > 1 ? ` [runs: ${xs.map(f).join(", ")}]` : "");
  console.log(`  Submit to the home's ${HOME.length} lists kept: ${fmt(median(toHome))} ms${runsOf(toHome)}`);
  console.log(
    `  Submit to every list kept (${HOME.length + SCREENS.length} lists; the home, then ${SCREENS.map(([p]) => p).join(", ")}): ${fmt(median(toAll))} ms${runsOf(toAll)}; ` +
      `floor ${fmt(floors.all)} ms (one file of those bytes: ${kib(median(allBytes))})`,
  );
  console.log(
    `  the lists' loads (/api/query): ${median(listReqs)} requests${runsOf(listReqs)}, ${kib(median(listBytes))}${runsOf(listBytes, kib)} on the wire; floor 1 request, ${fmt(floors.lists)} ms for one file of those bytes`,
  );
  console.log(
    `  in all from Submit to every list kept: ${median(allReqs)} requests${runsOf(allReqs)}, ${kib(median(allBytes))}${runsOf(allBytes, kib)} delivered by the link; floor 1 request (one round trip, ${profile.rtt} ms, and the bytes at the link's rate)`,
  );
  console.log(`  load average after: ${loadAverage()}`);
  console.log("\n  each list (first run): when it was kept, ms after Submit, and its rows on the device");
  const byOp = new Map<string, { n: number; bytes: number }>();
  for (const q of queries(first)) {
    const op = q.path.split(" ")[1] ?? "?";
    const o = byOp.get(op) ?? { n: 0, bytes: 0 };
    byOp.set(op, { n: o.n + 1, bytes: o.bytes + q.bytes });
  }
  for (const [slot, at] of Object.entries(first.kept).sort((a, b) => a[1] - b[1])) {
    console.log(`    +${fmt(at - first.click).padStart(7)} ms  ${slot.padEnd(18)} ${fmt(first.held.lists[slot] ?? 0).padStart(7)} rows`);
  }
  console.log("  the queries by op (first run, Submit to every list kept):");
  for (const [op, o] of [...byOp].sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(`    ${op.padEnd(28)} ${String(o.n).padStart(3)} requests ${kib(o.bytes).padStart(11)}`);
  const h = first.held;
  console.log(
    `\n  the device's store at the end (IndexedDB field-ops/eventlog, first run): ${fmt(h.records)} records in ${Object.keys(h.lists).length} lists; ` +
      `${fmt(h.json / 1e6, 2)} MB of JSON in ${h.keys} keys (${h.snapshot ? "a snapshot of the state and the batches of events" : "the batches of events, no snapshot yet"}); IndexedDB usage as Chromium counts it ${h.usage === null ? "not reported" : `${fmt(h.usage / 1e6, 2)} MB`}`,
  );
} finally {
  await browser.close();
  await server.close();
}
