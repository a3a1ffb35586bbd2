// A field phone for the Chromium benches of a visit (bench:firstVisit, bench:firstSync): a new
// device (a fresh context at a phone's size), its CPU slowed, its requests recorded (the page's and
// its worker's, bytes as Chromium counts them), the sign-in typed as a person does, and the floor:
// one static file of the same bytes fetched on an open connection over the same link (one round
// trip and the bytes at the link's rate). Figures are printed, never asserted.
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { type DemoAccount, PASSWORD, PHONE } from "../test/e2e/harness.ts";
import { fmt } from "./figures.ts";
import { type Link, type LinkProfile, phoneLink } from "./link.ts";

export interface Req {
  path: string;
  start: number;
  end: number;
  bytes: number;
  sw: boolean;
  /** when its answer's headers arrived (epoch ms; NaN when none did) */
  answered: number;
  /** when it went on the wire (epoch ms; NaN when it did not): after `start` when it waited for a connection */
  sent: number;
  /** whether it opened a connection of its own (a handshake round trip on the link) */
  fresh: boolean;
  /** the server's own time for it, ms: its answer's `Server-Timing: app;dur=` (NaN when it has none) */
  server: number;
}

/** A new device: a fresh context at a phone's size (its worker allowed unless `serviceWorkers: "block"`). */
export const newDevice = (browser: Browser, serviceWorkers: "allow" | "block" = "allow") => browser.newContext({ viewport: PHONE, serviceWorkers });

/** Every request of `context` (page and worker) as it finishes or fails, kept in the array returned; epoch ms. */
export function recordRequests(context: BrowserContext): Req[] {
  const requests: Req[] = [];
  const record = async (r: Request) => {
    const t = r.timing();
    const s = await r.sizes().catch(() => null);
    const timing =
      (await r
        .response()
        .then((a) => a?.headerValue("server-timing"))
        .catch(() => null)) ?? "";
    const url = new URL(r.url());
    if (!url.protocol.startsWith("http")) return;
    // a query's op names it in the waterfall
    const op = url.pathname === "/api/query" ? (/"op":"([^"]+)"/.exec(r.postData() ?? "")?.[1] ?? "") : "";
    requests.push({
      path: url.pathname + url.search + (op ? ` ${op}` : ""),
      start: t.startTime,
      end: t.responseEnd >= 0 ? t.startTime + t.responseEnd : Number.NaN,
      bytes: s ? s.responseBodySize + s.responseHeadersSize : 0,
      sw: r.serviceWorker() !== null,
      sent: t.requestStart >= 0 ? t.startTime + t.requestStart : Number.NaN,
      fresh: t.connectStart >= 0,
      answered: t.responseStart >= 0 ? t.startTime + t.responseStart : Number.NaN,
      server: Number(/(?:^|,)\s*app;dur=([\d.]+)/.exec(timing)?.[1] ?? Number.NaN),
    });
  };
  context.on("requestfinished", (r) => void record(r));
  context.on("requestfailed", (r) => void record(r));
  return requests;
}

/** A page of `context` whose CPU runs `rate` times slower (a field phone: 4). */
export async function slowPage(context: BrowserContext, rate = 4): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return page;
}

/** Opens /signin on `link`, fills the form as `who`, waits `typing` ms (the person's typing; a bench models a person, no test waits so); Submit is left to the caller. */
export async function typeSignIn(page: Page, link: Link, who: DemoAccount, typing: number): Promise<void> {
  await page.goto(`${link.url}/signin`, { waitUntil: "commit", timeout: 120_000 });
  await page.getByRole("button", { name: "Submit", disabled: false }).waitFor({ timeout: 120_000 });
  await page.getByLabel("Role").selectOption(who.role);
  await page.getByLabel("Mobile Number").fill(who.mobile);
  await page.getByLabel("Password").fill(PASSWORD);
  if (typing > 0) await page.waitForTimeout(typing);
}

/**
 * A new device signing in on `link`: a fresh context (its worker allowed), its requests recorded,
 * its page's CPU slowed 4x with `probe` (an init script) installed, /signin opened at `nav` (epoch ms),
 * `who` typed for `typing` ms and Submit pressed; then `visit` measures, and the context is closed.
 */
export async function submitOnPhone<T>(
  browser: Browser,
  link: Link,
  who: DemoAccount,
  { probe, typing, beforeSubmit }: { probe: string; typing: number; beforeSubmit?: (page: Page) => Promise<void> },
  visit: (page: Page, requests: Req[], nav: number) => Promise<T>,
): Promise<T> {
  const context = await newDevice(browser);
  const requests = recordRequests(context);
  try {
    const page = await slowPage(context, 4);
    await page.addInitScript({ content: probe });
    const nav = performance.timeOrigin + performance.now();
    await typeSignIn(page, link, who, typing);
    await beforeSubmit?.(page);
    await page.getByRole("button", { name: "Submit" }).click();
    return await visit(page, requests, nav);
  } finally {
    await context.close();
  }
}

/** Serves /floor.html from `www` (once, before the floors): the page a floor fetches from. */
export const floorPage = (www: string) => writeFileSync(`${www}/floor.html`, "<!doctype html><title>floor</title>");

/** The floor: one static file of `bytes` (incompressible, written to `www`), fetched on an open connection over `link`; ms. */
export async function fileFloor(browser: Browser, link: Link, www: string, bytes: number): Promise<number> {
  const name = `floor-${Math.round(bytes)}.bin`;
  writeFileSync(`${www}/${name}`, randomBytes(Math.max(1, Math.round(bytes))));
  const context = await newDevice(browser, "block");
  try {
    const page = await context.newPage();
    await page.goto(`${link.url}/floor.html`, { timeout: 120_000 });
    return await page.evaluate(async (n) => {
      const t0 = performance.now();
      await (await fetch(`/${n}`, { cache: "no-store" })).arrayBuffer();
      return performance.now() - t0;
    }, name);
  } finally {
    await context.close();
  }
}

/** The floors of `bytes` (each one file, NaN for none), measured one after another on a new link to `port` shaped as `profile`. */
export async function floorsOf<K extends string>(
  browser: Browser,
  port: number,
  profile: LinkProfile,
  www: string,
  bytes: Record<K, number | null>,
): Promise<Record<K, number>> {
  const link = await phoneLink(port, profile);
  try {
    const floors = {} as Record<K, number>;
    for (const k of Object.keys(bytes) as K[]) floors[k] = bytes[k] === null ? Number.NaN : await fileFloor(browser, link, www, bytes[k]);
    return floors;
  } finally {
    await link.close();
  }
}

export const kib = (n: number) => `${fmt(n / 1024, 1)} KiB`;
/** The machine's load average (1, 5, 15 min): the benches run on a shared machine. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

/** Prints `profile`'s heading (the link, the load average before), then `runs` visits one after another, each on a new link to `port` shaped so. */
export async function overLink<R>(port: number, profile: LinkProfile, runs: number, visit: (link: Link) => Promise<R>): Promise<R[]> {
  console.log(
    `\n${profile.name} (${profile.rtt} ms, ${fmt(profile.down / 1024)} kbit/s down, ${fmt(profile.up / 1024)} kbit/s up); load average before: ${loadAverage()}`,
  );
  const done: R[] = [];
  for (let i = 0; i < runs; i++) {
    const link = await phoneLink(port, profile);
    try {
      done.push(await visit(link));
    } finally {
      await link.close();
    }
  }
  return done;
}

/** The requests of a run, in order, ms from `from` (`mark` said in the heading). */
export function waterfall(requests: readonly Req[], from: number, heading: string): void {
  console.log(`  ${heading}:`);
  for (const r of [...requests].sort((a, b) => a.start - b.start)) {
    const end = Number.isNaN(r.end) ? "?" : String(Math.round(r.end - from));
    console.log(
      `    ${String(Math.round(r.start - from)).padStart(7)} .. ${end.padStart(6)}  ${kib(r.bytes).padStart(10)}  ${r.sw ? "sw  " : "page"} ${r.path.slice(0, 90)}`,
    );
  }
}
