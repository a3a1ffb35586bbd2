// Delta sync in Chromium against the real server (decision 050): the demo CMDI's outlets, loaded
// whole once; a reload asks with the sketch of what the device holds and gets no rows; after an
// outlet is deleted on the server, the next reload gets only its removal and the list shows
// without it. One walk; the bytes of every list are the bench's (npm run bench:sync).
import * as assert from "uvu/assert";
import type { Page, Request } from "playwright-core";
import { DEMO, signIn, browserSuite, storedEvent } from "./harness.ts";
import { apiQuery, rows } from "./outletSteps.ts";

const { t, app } = browserSuite("delta sync (Chromium)");

interface Seen {
  sent: { op: string; sync?: { n: number; sketch: string } | null };
  sentBytes: number;
  got: { rows: unknown[]; sync?: { full: boolean; removed?: string[]; n: number } };
  gotBytes: number;
}

/** Reloads the page (or opens `path`) and answers the outlets.list exchange it made. */
async function outletsExchange(page: Page, go: () => Promise<unknown>): Promise<Seen> {
  const seen = new Promise<Seen>((resolve) => {
    const on = async (req: Request) => {
      if (!req.url().endsWith("/api/query") || !(req.postData() ?? "").includes('"outlets.list"')) return;
      page.off("requestfinished", on);
      const body = (await (await req.response())!.body()).toString();
      resolve({ sent: JSON.parse(req.postData()!), sentBytes: req.postData()!.length, got: JSON.parse(body), gotBytes: body.length });
    };
    page.on("requestfinished", on);
  });
  await go();
  const s = await seen;
  await rows(page).first().waitFor();
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  return s;
}

t("a reload moves what changed: nothing (a sketch and a few dozen bytes), then a deleted outlet's removal", async () => {
  const { context, page, errors } = await app.page();
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL("**/homeCMDI");
  const first = await outletsExchange(page, () => page.goto(`${app.url}/listOutlet`));
  assert.is(first.sent.sync, null, "holding nothing, the device asks for the whole list with its versions");
  assert.is(first.got.sync?.full, true);
  const count = first.got.rows.length;
  assert.ok(count > 10);
  await storedEvent(page, "outlets.fetched", {}); // the versions are kept before the reload

  const quiet = await outletsExchange(page, () => page.reload());
  assert.is(quiet.sent.sync?.n, count);
  assert.equal(quiet.got.rows, []);
  assert.is(quiet.got.sync?.full, false);
  assert.ok(quiet.sentBytes + quiet.gotBytes <= 1024, `quiet refresh: ${quiet.sentBytes} + ${quiet.gotBytes} bytes`);
  await storedEvent(page, "outlets.synced", {});

  const victim = (await apiQuery(page, "outlets.list", {}))[2]!;
  const deleted = await page.evaluate(async (id) => {
    const r = await fetch("/api/query", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${localStorage.getItem("token")}`,
        "idempotency-key": "sync-e2e-delete-1",
      },
      body: JSON.stringify({ op: "outlets.delete", params: { id } }),
    });
    return r.status;
  }, victim.id);
  assert.is(deleted, 200);
  const removal = await outletsExchange(page, () => page.reload());
  assert.equal(removal.got.rows, []);
  assert.is(removal.got.sync?.removed?.length, 1);
  assert.is(removal.got.sync?.n, count - 1);
  const heading = victim.outletcode__c ? `${victim.outletcode__c} - ${victim.outletname__c}` : String(victim.outletname__c);
  await rows(page).filter({ hasText: heading }).waitFor({ state: "detached" });
  // the list holds one row fewer: "Show more" counts the rows beyond the first page of 25
  await page.getByRole("button", { name: `Show more (${count - 1 - 25} more)` }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

t.run();
