// The whole route table for every demo role (issue 25): signed in once per role (FCP, CMDI, AMMD,
// super admin), every registered route opened by client-side navigation. A route the role may open
// shows no "This page is coming soon."; a route it may not open says it is "not available for your
// role". Between two routes the walk opens one the role may not open (drawn at once, no data), so
// each page is drawn afresh and the walk waits for it with locators, never a fixed time.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { APP } from "../../src/features/index.ts";
import { canOpen, type RouteEntry } from "../../src/views/routes.ts";
import { DEMO, DESKTOP, USERS, type Who, signIn, browserSuite, pushPath as go } from "./harness.ts";

const { t, app } = browserSuite("every route for every role (Chromium)");

const SOON = "This page is coming soon.";
const ROUTES: readonly RouteEntry[] = APP.routes.routes.filter((r) => r.access !== "public");

const notAvailable = (page: Page, r: RouteEntry) => page.getByText(`The page "${r.title}" is not available for your role`, { exact: false });

async function walk(who: Who): Promise<string[]> {
  const user = USERS[who];
  const { page, context, errors } = await app.page(DESKTOP);
  const problems: string[] = [];
  try {
    await signIn(page, app.url, DEMO[who]);
    await page.waitForURL(`**${DEMO[who].home}`);
    await page.locator("h1").first().waitFor();
    // the route between two: one this role may not open (drawn at once, asks for no data)
    const between = ROUTES.find((r) => !canOpen(r, user))!;
    for (const r of ROUTES) {
      await go(page, between.path);
      await notAvailable(page, between).waitFor();
      await go(page, r.path);
      if (!canOpen(r, user)) {
        await notAvailable(page, r).waitFor();
        continue;
      }
      // the page in between is gone (the route is drawn at once: a placeholder would be here now), and the page has its heading
      await page.locator("#role-na-title").waitFor({ state: "detached" });
      await page.locator("h1").first().waitFor();
      if ((await page.getByText(SOON).count()) > 0) problems.push(`${who} ${r.path}: ${SOON}`);
    }
    if (errors.length > 0) problems.push(`${who}: page errors ${errors.join("; ")}`);
  } finally {
    await context.close();
  }
  return problems;
}

for (const who of Object.keys(USERS) as Who[]) {
  t(`${who}: every route it may open is built; every other one is not available for the role`, async () => {
    assert.equal(await walk(who), []);
  });
}

t.run();
