// What the service worker keeps of the demo media (decision 093): workbox-expiration's own plugin,
// with the options the build gives the worker (scripts/clientBuild/serviceWorker.ts), over a
// stand-in Cache Storage and fake-indexeddb (its timestamps), the clock moved by days: a file not
// opened for 30 days leaves the cache the next time the cache is used; one opened since stays.
import "fake-indexeddb/auto";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { MEDIA_CACHE, MEDIA_EXPIRATION } from "../../scripts/clientBuild/serviceWorker.ts";

const DAY = 86_400_000;

/** A Cache Storage of one kind of entry: each cache a map from URL to its response. */
function fakeCaches() {
  const all = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = all.get(name) ?? new Map<string, Response>();
    all.set(name, entries);
    const key = (r: RequestInfo | URL) => new URL(typeof r === "string" || r instanceof URL ? String(r) : r.url, "https://app.test").href;
    return {
      put: async (r: RequestInfo, res: Response) => void entries.set(key(r), res),
      match: async (r: RequestInfo) => entries.get(key(r)),
      delete: async (r: RequestInfo) => entries.delete(key(r)),
      keys: async () => [...entries.keys()].map((u) => new Request(u)),
    };
  };
  return { open, urls: (name: string) => [...(all.get(name)?.keys() ?? [])].sort() };
}

const realNow = Date.now;
let now = Date.UTC(2026, 10, 1);
const caches = fakeCaches();

/** A service worker's globals, put back after these tests (other test files share the process). */
const WORKER = {
  self: globalThis,
  caches,
  registration: { scope: "https://app.test/" },
  location: new URL("https://app.test/sw.js"),
  __WB_DISABLE_DEV_LOGS: true,
};
const before = new Map(Object.keys(WORKER).map((k) => [k, Object.getOwnPropertyDescriptor(globalThis, k)]));

test.before(() => {
  for (const [k, value] of Object.entries(WORKER)) Object.defineProperty(globalThis, k, { value, configurable: true, writable: true });
  Date.now = () => now;
});
test.after(() => {
  Date.now = realNow;
  for (const [k, d] of before) {
    if (d) Object.defineProperty(globalThis, k, d);
    else delete (globalThis as Record<string, unknown>)[k];
  }
});

/** Settles the plugin's writes it does not wait for (IndexedDB, the cache). */
const settle = () => new Promise<void>((r) => setTimeout(r, 20));
const url = (name: string) => `https://app.test/media/${name}.jpg`;

test("a picture not opened for 30 days leaves the device; one opened since stays", async () => {
  const { ExpirationPlugin } = await import("workbox-expiration");
  const plugin = new ExpirationPlugin(MEDIA_EXPIRATION);
  const cache = await caches.open(MEDIA_CACHE);
  /** The worker stores a picture it fetched (StaleWhileRevalidate: on first sight and each time it revalidates online). */
  const store = async (name: string) => {
    await cache.put(url(name), new Response(name));
    await plugin.cacheDidUpdate!({ cacheName: MEDIA_CACHE, request: new Request(url(name)) } as never);
  };
  /** The worker answers a picture from the cache (offline, the worker cannot revalidate it). */
  const open = async (name: string) => {
    const cachedResponse = (await cache.match(url(name)))!;
    const served = await plugin.cachedResponseWillBeUsed!({ cacheName: MEDIA_CACHE, request: new Request(url(name)), cachedResponse } as never);
    await settle();
    return served;
  };

  await store("old");
  await store("recent");
  now += 20 * DAY;
  assert.ok(await open("recent"), "opened on day 20, from the cache");
  now += 11 * DAY; // day 31: "old" was last opened 31 days ago, "recent" 11
  await store("new");
  assert.equal(caches.urls(MEDIA_CACHE), [url("new"), url("recent")], "the one not opened for 30 days is gone");
  now += 29 * DAY; // day 60: "recent" last opened 40 days ago, "new" stored 29 days ago
  assert.ok(await open("new"));
  assert.equal(caches.urls(MEDIA_CACHE), [url("new")]);
});

test("the worker's options: 30 days, 300 files at most", () => {
  assert.equal(MEDIA_EXPIRATION, { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 });
});

test.run();
