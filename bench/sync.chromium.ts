// The real app's API bytes on a reload of /listOutlet as the demo CMDI (issue 28 item 1, decision
// 050), in Chromium: `npm run bench:sync:chromium` (printed, never asserted).
// The production build (built when www/ is missing or older than src/) served from a copy in
// .tmp/bench-sync/www by the server's own app, the demo data (scale 1, seed 42, what `npm start`
// serves) seeded once into .tmp/bench-sync/data. Signed in as the demo CMDI: /listOutlet opened
// (the first load), then reloaded with nothing changed (quiet), then reloaded after one outlet was
// renamed in the database (one change: the new name must show; renamed back at the end). Counted per /api/query op: the
// request's JSON body and the answer's body as decoded (what the 77 KB counts).
import type { Page, Request } from "playwright-core";
import { DEMO, DESKTOP, launchBrowser, newPage, signIn } from "../test/e2e/harness.ts";
import { copyWww, freshBuild, seedOnce, serveApp } from "./app.ts";
import { fmt } from "./figures.ts";

const OUT = ".tmp/bench-sync",
  DATA = `${OUT}/data`,
  WWW = `${OUT}/www`;

const built = freshBuild();
await copyWww(WWW);
seedOnce(DATA, 1);
const server = await serveApp(DATA, WWW);
const browser = await launchBrowser();

type Bytes = Map<string, { sent: number; got: number; calls: number }>;
function counting(page: Page): { bytes: Bytes; pending: Set<Promise<void>> } {
  const bytes: Bytes = new Map();
  const pending = new Set<Promise<void>>();
  page.on("requestfinished", (req: Request) => {
    if (!req.url().endsWith("/api/query")) return;
    const p = (async () => {
      const body = req.postData() ?? "";
      const op = (JSON.parse(body) as { op: string }).op;
      const got = (await (await req.response())?.body())?.length ?? 0;
      const b = bytes.get(op) ?? { sent: 0, got: 0, calls: 0 };
      bytes.set(op, { sent: b.sent + Buffer.byteLength(body), got: b.got + got, calls: b.calls + 1 });
    })();
    pending.add(p);
    void p.finally(() => pending.delete(p));
  });
  return { bytes, pending };
}

async function settle(page: Page, c: ReturnType<typeof counting>) {
  await page
    .getByRole("heading", { name: /Outlets/ })
    .first()
    .waitFor();
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  await page.waitForLoadState("networkidle");
  await Promise.all(c.pending);
}

const { context, page } = await newPage(browser, DESKTOP);
const rows: Array<[string, Bytes]> = [];
let renamedShown = false;
try {
  await signIn(page, server.url, DEMO.CMDI);
  await page.waitForURL(`**${DEMO.CMDI.home}`);
  let c = counting(page);
  await page.goto(`${server.url}/listOutlet`);
  await settle(page, c);
  rows.push(["first load", c.bytes]);
  await page.waitForTimeout(1000); // the event log's batched writes reach IndexedDB before the reload

  page.removeAllListeners("requestfinished");
  c = counting(page);
  await page.reload();
  await settle(page, c);
  rows.push(["reload, nothing changed", c.bytes]);
  await page.waitForTimeout(1000);

  const target = (
    await server.db.query<{ id: number; outletname__c: string }>(
      "SELECT o.id, o.outletname__c FROM outlets o JOIN product_user__c u ON u.sfid = o.cmdi_name__c WHERE u.login_mobile_number__c = $1 ORDER BY o.id DESC OFFSET 5 LIMIT 1",
      [DEMO.CMDI.mobile],
    )
  ).rows[0]!;
  const renamed = `${target.outletname__c} (renamed)`;
  await server.db.query("UPDATE outlets SET outletname__c = $2, systemmodstamp = now() WHERE id = $1", [target.id, renamed]);
  page.removeAllListeners("requestfinished");
  c = counting(page);
  await page.reload();
  await settle(page, c);
  await page.getByText(renamed).first().waitFor({ timeout: 10_000 });
  renamedShown = true;
  rows.push(["reload, one outlet renamed", c.bytes]);
  // the data folder is kept between runs: the outlet gets its name back
  await server.db.query("UPDATE outlets SET outletname__c = $2, systemmodstamp = now() WHERE id = $1", [target.id, target.outletname__c]);
} finally {
  await context.close();
  await browser.close();
  await server.close();
}

console.log(`# /listOutlet as the demo CMDI in Chromium: API bytes per /api/query op (build ${built}; demo data scale 1)\n`);
console.log("| visit | op | calls | sent | answer (decoded) |");
console.log("|---|---|---:|---:|---:|");
for (const [visit, bytes] of rows)
  for (const [op, b] of [...bytes].sort(([a], [z]) => a.localeCompare(z)))
    console.log(`| ${visit} | ${op} | ${b.calls} | ${fmt(b.sent)} B | ${fmt(b.got)} B |`);
console.log(`\nthe renamed outlet shown after the one-change reload: ${renamedShown ? "yes" : "no"}`);
