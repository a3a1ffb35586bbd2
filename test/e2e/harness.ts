// Chromium end-to-end harness: starts the real server (server/main.ts) on a free port with a
// fresh embedded database, and drives Debian's Chromium with playwright-core.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import * as assert from "uvu/assert";
import { suite } from "uvu";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const PASSWORD = "demo1234";
export interface DemoAccount {
  role: string;
  mobile: string;
  first: string;
  home: string;
}
export const DEMO: Record<"FCP" | "CMDI" | "AMMD" | "SUPER", DemoAccount> = {
  FCP: { role: "FCP", mobile: "9000000001", first: "Asha", home: "/newHomeFCP" },
  CMDI: { role: "CMDI", mobile: "9000000002", first: "Ravi", home: "/homeCMDI" },
  AMMD: { role: "AMMD", mobile: "9000000003", first: "Meera", home: "/homeAMMD" },
  SUPER: { role: "AMMD", mobile: "9000000004", first: "Sunil", home: "/super" },
};

/** Each demo account as the route table sees it (canOpen): its role and whether it is the super admin. */
export type Who = keyof typeof DEMO;
export const USERS: Record<Who, { role: "FCP" | "CMDI" | "AMMD"; superAdmin: boolean }> = {
  FCP: { role: "FCP", superAdmin: false },
  CMDI: { role: "CMDI", superAdmin: false },
  AMMD: { role: "AMMD", superAdmin: false },
  SUPER: { role: "AMMD", superAdmin: true },
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });

export interface AppServer {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

const ROOT = join(import.meta.dirname, "../..");

/**
 * Starts `server/main.ts` exactly as `npm start` does (without rebuilding the client). `cwd`: a
 * folder whose `www/` the server serves instead of the project's (a test that deploys a build).
 */
export async function startServer(env: Record<string, string> = {}, { cwd = ROOT }: { cwd?: string } = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-data-"));
  // `npm test` seeds one data folder before the browser suite (E2E_SEEDED_DIR): each server starts
  // on a copy of it rather than migrating and seeding its own, the same demo data for a tenth of
  // the start (a file run alone seeds its own, as `npm start` does); npm test names the folder only
  // once the seeding succeeded
  const seeded = process.env.E2E_SEEDED_DIR;
  if (seeded && !env.DATABASE_URL) cpSync(seeded, env.DATA_DIR ?? dataDir, { recursive: true });
  let out = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), join(ROOT, "server/main.ts")], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  // a server that ends while its tests run says why (its tests then fail with "connection refused")
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping) process.stderr.write(`\nthe server at ${url} ended (${code ?? signal}) while its tests ran; its output:\n${out.slice(-6000)}\n`);
  });
  const deadline = Date.now() + 180_000; // a busy machine seeds the demo data slowly
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const r = await fetch(`${url}/api/me`);
      if (r.status === 401) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: () => out,
    async stop() {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        // the grace's timer is cleared once the server is gone: left running, it held every file's
        // process open 5 s after its last test
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (grace = setTimeout(r, 5000)))]);
        clearTimeout(grace);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Chromium's fake camera and microphone, granted without asking (the camera capture suite). */
export const FAKE_CAMERA_ARGS = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];

export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1366, height: 768 };

/**
 * A fresh context (own storage) at the given viewport; page errors are collected. The app's
 * service worker is blocked unless asked for: it would answer chunk requests from its cache, and
 * the suites that fail or slow a chunk on purpose need the network's answer (test/e2e/offline.test.ts
 * tests the worker itself).
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  { serviceWorker = false } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, serviceWorkers: serviceWorker ? "allow" : "block" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  return { context, page, errors };
}

/**
 * Signs in through the form as a person would. `by: "tap"` (a context with touch) presses Submit with a finger:
 * a click leaves the mouse where Submit was, which on a phone is over the home's carousel and
 * pauses it as a hovering mouse would.
 */
export async function signIn(page: Page, base: string, who: DemoAccount, password = PASSWORD, by: "click" | "tap" = "click"): Promise<void> {
  await page.goto(`${base}/signin`);
  // the app's own form: /signin's drawn card takes typing before the app runs (decision 031), but
  // the app's form starts with the role this device remembers; signin.test.ts types before it
  await page.getByRole("button", { name: "Submit", disabled: false }).waitFor();
  await page.getByLabel("Role").selectOption(who.role);
  await page.getByLabel("Mobile Number").fill(who.mobile);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Submit" })[by]();
}

/** A Chromium suite on one real server and one browser, started before its tests, stopped after
 * (`chromiumArgs`: more switches for this suite's browser, e.g. FAKE_CAMERA_ARGS). */
/** What every open page shows (its address and the start of its text), said when a test fails. */
async function describePages(browser: Browser | undefined, title: string): Promise<void> {
  const lines: string[] = [];
  for (const context of browser?.contexts() ?? [])
    for (const page of context.pages()) {
      const text = await page
        .locator("body")
        .innerText({ timeout: 2000 })
        .catch((e: Error) => `(not read: ${e.message.split("\n")[0]})`);
      lines.push(`  ${page.url()}\n    ${text.replace(/\s+/g, " ").slice(0, 600)}`);
    }
  if (lines.length) console.error(`\n"${title}" failed; the pages open then:\n${lines.join("\n")}`);
}

export function browserSuite(name: string, env: Record<string, string> = {}, options: { cwd?: () => string; chromiumArgs?: readonly string[] } = {}) {
  const test = suite(name);
  // a failed test says what its pages showed (a wait that ran out does not)
  const t = Object.assign(
    (title: string, fn: Parameters<typeof test>[1]) =>
      test(title, async (context) => {
        try {
          await fn(context);
        } catch (e) {
          await describePages(browser, title);
          throw e;
        }
      }),
    test,
  ) as typeof test;
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  t.before(async () => {
    try {
      server = await startServer(env, options.cwd ? { cwd: options.cwd() } : {});
      browser = await launchBrowser(options.chromiumArgs);
    } catch (e) {
      // uvu counts a failed hook's tests as failed without saying why: said here
      console.error(`${name}: could not start: ${e instanceof Error ? e.stack : String(e)}`);
      throw e;
    }
  });
  t.after(async () => {
    await browser?.close();
    await server?.stop();
  });
  const app = {
    get url() {
      return server!.url;
    },
    get browser() {
      return browser!;
    },
    /** A fresh context (own storage) at the viewport; page errors collected. */
    page: (viewport?: { width: number; height: number }, options?: { serviceWorker?: boolean }) => newPage(browser!, viewport, options),
  };
  return { t, app };
}

/** Waits until Today (a home's part, or /today) has every list it reads in: its items stay put. */
export async function todayIn(page: Page): Promise<void> {
  const today = page.locator("section.today");
  await today.waitFor();
  await today.getByText("Loading today's list...").waitFor({ state: "detached" });
}

/**
 * Opens a screen from a role home's shortcuts, as a person would, once the home's Today has every
 * list in: its items come list by list above the shortcuts, and a tap begun on a shortcut that
 * moves before the finger lifts opens nothing (a click whose press and release land on different
 * elements is no click; seen on a loaded CI machine).
 */
export async function homeShortcut(page: Page, name: string, path: string): Promise<void> {
  await todayIn(page);
  await page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

/**
 * Waits until nothing on the page says it is loading or refreshing (a spinner's or a button's
 * accessible name starting "Loading" or "Refreshing"): a list's rows are then the ones it keeps.
 */
export async function settled(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () => ![...document.querySelectorAll("[aria-label]")].some((e) => /^(Loading|Refreshing)/.test(e.getAttribute("aria-label")!)),
    undefined,
    timeout === undefined ? {} : { timeout },
  );
}

/**
 * Waits until the element has the focus (focus often moves in an effect after the render): up to
 * the page's own timeout, as every other wait (a busy machine takes seconds to draw a lazy page).
 */
export async function focused(target: Locator): Promise<void> {
  const el = await target.elementHandle();
  await target.page().waitForFunction((e) => e === document.activeElement, el);
}

const AXE = readFileSync(join(ROOT, "node_modules/axe-core/axe.min.js"), "utf8");

/**
 * Opens `path` the way a link inside the running app does (the History API, no reload), so that a
 * sweep over many screens pays the app's start once per page rather than once per screen. It passes
 * through /404 first: the screen is then drawn anew rather than updated in place from the one
 * before, and a wait for its heading cannot meet the previous screen's (`notFoundTitle`: that
 * heading in the language on screen).
 */
export async function openInApp(page: Page, path: string, notFoundTitle = "Page not found"): Promise<void> {
  const notFound = page.getByRole("heading", { level: 1, name: notFoundTitle });
  await pushPath(page, "/404");
  await notFound.waitFor();
  if (path === "/404") return;
  await pushPath(page, path);
  await notFound.waitFor({ state: "detached" });
}

/** Client-side navigation, as the app's links do (wouter follows history.pushState). */
export const pushPath = (page: Page, path: string) => page.evaluate((p) => history.pushState(null, "", p), path);

/** axe-core on the page: its violations at every impact (minor to critical), as "rule: target" lines. */
export async function axe(page: Page): Promise<string[]> {
  // the page at rest: no drawer or dialog half-way through its opening or closing transition (a
  // menu link closes the phone's drawer as the page changes; under load axe could meet it leaving)
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[class*="-overlay-e"]')].some((el) =>
        [...el.classList].some((c) => /-overlay-(enter|exit)(-active)?$/.test(c)),
      ),
    null,
    { timeout: 10_000 },
  );
  // and no transition or animation under way that ends (a dialog over a dialog fades its buttons in
  // after its overlay's classes say it has entered: axe measured their text's contrast half-way,
  // e2e lifecycle's paid-amount question); a spinner's endless animation is no reason to wait
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
    null,
    { timeout: 10_000 },
  );
  // Evaluated through the debugging protocol: the app's CSP (rightly) blocks inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const r = await (
      window as unknown as {
        axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/**
 * Waits until this device's event log has stored (IndexedDB, not only in memory) a last `type`
 * event whose payload, as JSON, passes `has` (every string in it is found) and `hasNot` (none is):
 * a reload after it reads what the app kept. Polled through page.evaluate, which awaits the
 * probe's promise (page.waitForFunction takes a returned promise as a truthy answer at once); the
 * probe closes its connection each time.
 */
export async function storedEvent(page: Page, type: string, o: { has?: string[]; hasNot?: string[] }, timeoutMs = 30_000): Promise<void> {
  const want = { type, has: o.has ?? [], hasNot: o.hasNot ?? [] };
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await page.evaluate(
      ({ type, has, hasNot }) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open("field-ops");
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("eventlog")) {
              db.close();
              resolve(false);
              return;
            }
            const all = db.transaction("eventlog").objectStore("eventlog").getAll();
            all.onsuccess = () => {
              db.close();
              const kept = (all.result as unknown[])
                .filter(Array.isArray)
                .flat()
                .filter((e) => (e as { type: string }).type === type);
              const text = JSON.stringify((kept.at(-1) as { payload?: unknown } | undefined)?.payload ?? null);
              resolve(kept.length > 0 && has.every((x) => text.includes(x)) && hasNot.every((x) => !text.includes(x)));
            };
            all.onerror = () => {
              db.close();
              resolve(false);
            };
          };
        }),
      want,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`the event log never stored a ${type} with ${JSON.stringify(want)}`);
    await page.waitForTimeout(100);
  }
}

/** Whether the page has no sideways scroll (a 360 px phone's check). */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

type Phone = { context: BrowserContext; page: Page; errors: string[] };
/** The end of a two-phone test: the second phone's page fits its width, neither page logged an error, both closed. */
export async function endTwoPhones(a: Phone, b: Phone): Promise<void> {
  assert.ok(await fitsWidth(b.page), "fits 360 px");
  assert.equal(a.errors, []);
  assert.equal(b.errors, []);
  await a.context.close();
  await b.context.close();
}

/** Waits (polling, no sleep) until the element has faded in: axe reads colours mid-fade as too faint. */
export async function fadedIn(page: Page, selector: string): Promise<void> {
  for (const end = Date.now() + 10_000; ; ) {
    const ok = await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      return !!el && el.getAnimations({ subtree: true }).length === 0 && getComputedStyle(el).opacity === "1";
    }, selector);
    if (ok) return;
    if (Date.now() >= end) throw new Error(`${selector} did not fade in`);
    await page.locator(selector).first().waitFor();
  }
}

/** The app's notice (a toast) once it has slid into place (its transition done). */
export const TOAST_IN_PLACE = ".bp6-toast.bp6-toast-appear-done, .bp6-toast.bp6-toast-enter-done";

/**
 * Which of `under` (selectors) the first `over` covers on screen, in part or whole: a notice over
 * the header, the page's title or Back (decision 109). Only elements drawn (with a size) count.
 */
export const covered = (page: Page, over: string, under: readonly string[]) =>
  page.evaluate(
    ([over, under]) => {
      const a = document.querySelector(over)!.getBoundingClientRect();
      // no named function in here: the test runner's build would wrap it in a helper the page lacks
      return under.filter((s) =>
        [...document.querySelectorAll(s)]
          .map((el) => el.getBoundingClientRect())
          .some((b) => b.width > 0 && b.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
      );
    },
    [over, under] as const,
  );

/**
 * Opens a page from the main menu: its link in the menu's row, or, on a phone whose one row has no
 * room for it, its entry under "More" (decision 112).
 */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.waitFor();
  const link = menu.getByRole("link", { name, exact: true });
  if ((await link.count()) > 0) return link.click();
  await menu.getByRole("button", { name: /^More pages/ }).click();
  await page.getByRole("menu", { name: "More pages" }).getByRole("menuitem", { name, exact: true }).click();
}
