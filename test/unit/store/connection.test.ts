import { test } from "uvu";
import * as assert from "uvu/assert";
import { createConnection, keptConnection, watchedFetch, type Kept } from "../../../src/store/connection.ts";
import type { OnlineSignal } from "../../../src/store/outbox.ts";
import { fakeClock } from "../../../src/store/ports.ts";

const flush = () => new Promise((r) => setTimeout(r, 0));

function browser(initial = true) {
  let on = initial;
  const fns = new Set<(o: boolean) => void>();
  const sig: OnlineSignal = {
    isOnline: () => on,
    subscribe: (f) => {
      fns.add(f);
      return () => fns.delete(f);
    },
  };
  return {
    sig,
    set(v: boolean) {
      on = v;
      for (const f of fns) f(v);
    },
  };
}

function setup(o: { kept?: Kept; browserOnline?: boolean } = {}) {
  const clock = fakeClock();
  const b = browser(o.browserOnline ?? true);
  const probes: Array<(ok: boolean) => void> = [];
  const saved: Kept[] = [];
  const c = createConnection({
    browser: b.sig,
    timers: clock,
    now: clock.now,
    baseMs: 1000,
    maxMs: 8000,
    probe: () => new Promise<boolean>((r) => probes.push(r)),
    keep: { load: () => o.kept ?? { lastSynced: null, unreachable: false }, save: (k) => saved.push(k) },
  });
  const told: boolean[] = [];
  c.subscribe((on) => told.push(on));
  return { c, clock, b, probes, saved, told };
}

test("online while the browser says so and requests get answers", () => {
  const { c, told } = setup();
  assert.is(c.isOnline(), true);
  c.reached();
  assert.is(c.isOnline(), true);
  assert.equal(told, []);
});

test("a request failing for want of a network while the browser says online is offline, until a probe is answered", async () => {
  const { c, clock, probes, told, saved } = setup();
  c.unreachable();
  assert.is(c.isOnline(), false);
  assert.equal(told, [false]);
  assert.equal(saved.at(-1), { lastSynced: null, unreachable: true }, "a reload starts offline too");
  assert.is(probes.length, 0, "no probe before the back-off");
  clock.advance(1000);
  assert.is(probes.length, 1, "first probe after 1 s");
  probes[0]!(false);
  await flush();
  clock.advance(1999);
  assert.is(probes.length, 1, "the next waits twice as long");
  clock.advance(1);
  assert.is(probes.length, 2);
  probes[1]!(true);
  await flush();
  assert.is(c.isOnline(), true);
  assert.equal(told, [false, true]);
  assert.is(c.lastSynced(), clock.now());
  assert.equal(saved.at(-1), { lastSynced: clock.now(), unreachable: false });
  clock.advance(60_000);
  assert.is(probes.length, 2, "no probing once online");
});

test("the back-off stops growing at its maximum", async () => {
  const { c, clock, probes } = setup();
  c.unreachable();
  const gaps: number[] = [];
  let at = clock.now();
  for (let i = 0; i < 6; i++) {
    const n = probes.length;
    while (probes.length === n) clock.advance(100);
    gaps.push(clock.now() - at);
    at = clock.now();
    probes.at(-1)!(false);
    await flush();
  }
  assert.equal(gaps, [1000, 2000, 4000, 8000, 8000, 8000]);
});

test("any request answered meanwhile ends it at once", () => {
  const { c, clock, probes, told } = setup();
  c.unreachable();
  c.reached();
  assert.is(c.isOnline(), true);
  assert.equal(told, [false, true]);
  clock.advance(10_000);
  assert.is(probes.length, 0, "the pending probe was dropped");
});

test("the browser's offline is offline at once; back online, the server is asked before it is trusted when requests were failing", async () => {
  const { c, b, probes, told } = setup();
  b.set(false);
  assert.is(c.isOnline(), false);
  b.set(true);
  assert.is(c.isOnline(), true, "no failures seen: online");
  c.unreachable();
  b.set(false);
  b.set(true);
  assert.is(c.isOnline(), false, "still failing until the server answers");
  assert.is(probes.length, 1, "asked at once");
  probes[0]!(true);
  await flush();
  assert.is(c.isOnline(), true);
  assert.equal(told, [false, true, false, false, false, true]);
});

test("a page reloaded while failing starts offline and asks at once", async () => {
  const { c, probes } = setup({ kept: { lastSynced: 5, unreachable: true } });
  assert.is(c.isOnline(), false);
  assert.is(c.lastSynced(), 5);
  c.probeNow();
  assert.is(probes.length, 1);
  probes[0]!(true);
  await flush();
  assert.is(c.isOnline(), true);
});

test("probeNow when the probe fails and no failure was seen marks it offline", async () => {
  const { c, probes } = setup();
  c.probeNow();
  probes[0]!(false);
  await flush();
  assert.is(c.isOnline(), false);
});

test("keptConnection reads what was saved and shrugs at anything else", () => {
  assert.equal(keptConnection(JSON.stringify({ lastSynced: 7, unreachable: true })), { lastSynced: 7, unreachable: true });
  assert.equal(keptConnection(null), { lastSynced: null, unreachable: false });
  assert.equal(keptConnection("{not json"), { lastSynced: null, unreachable: false });
  assert.equal(keptConnection(JSON.stringify({ lastSynced: "x" })), { lastSynced: null, unreachable: false });
});

test("watchedFetch: an answer of any status is reached; a network failure is unreachable; an abort is neither", async () => {
  const seen: string[] = [];
  const c = { reached: () => seen.push("reached"), unreachable: () => seen.push("unreachable") };
  await watchedFetch(async () => new Response(null, { status: 503 }), c)("/x", {});
  await watchedFetch(async () => {
    throw new TypeError("Failed to fetch");
  }, c)("/x", {}).catch(() => {});
  const ac = new AbortController();
  ac.abort();
  await watchedFetch(async () => {
    throw new DOMException("aborted", "AbortError");
  }, c)("/x", { signal: ac.signal }).catch(() => {});
  assert.equal(seen, ["reached", "unreachable"]);
});

test.run();
