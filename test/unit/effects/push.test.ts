// The push check on a first visit: the worker is registered only once the page has loaded and is
// online, so the check waits for the registration this page makes (a promise it resolves), not a
// sleep, rather than saying "unsupported" for good; a registration from an earlier visit answers at
// once; ending a subscription never waits (none can exist without a registration).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { browserPush } from "../../../src/effects/push.ts";

const registration = { pushManager: { getSubscription: async () => null } } as unknown as ServiceWorkerRegistration;

/** The globals a browser with push has; each test file shares the process, so they are put back after these tests. */
const GLOBALS = ["navigator", "window", "PushManager", "Notification"] as const;
const before = new Map(GLOBALS.map((k) => [k, Object.getOwnPropertyDescriptor(globalThis, k)]));
test.after(() => {
  for (const [k, d] of before) {
    if (d) Object.defineProperty(globalThis, k, d);
    else delete (globalThis as Record<string, unknown>)[k];
  }
});

/** A browser with push whose `getRegistration` answers `existing`. */
function browser(existing: ServiceWorkerRegistration | undefined) {
  const set = (k: (typeof GLOBALS)[number], value: unknown) => Object.defineProperty(globalThis, k, { value, configurable: true, writable: true });
  set("navigator", { serviceWorker: { getRegistration: async () => existing } });
  set("window", globalThis);
  set("PushManager", class {});
  set("Notification", { permission: "default" });
}

test("a first visit's check waits for this page's registration, then says off", async () => {
  browser(undefined);
  let register!: (r: ServiceWorkerRegistration | null) => void;
  const registered = new Promise<ServiceWorkerRegistration | null>((r) => (register = r));
  let answer: string | undefined;
  const checking = browserPush(() => registered)
    .check()
    .then((a) => (answer = a));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  assert.is(answer, undefined, "not before the worker is registered");
  register(registration);
  await checking;
  assert.is(answer, "off");
});

test("no registration coming (refused, development): unsupported", async () => {
  browser(undefined);
  assert.is(await browserPush(async () => null).check(), "unsupported");
  assert.is(await browserPush().check(), "unsupported");
});

test("a registration from an earlier visit answers at once; ending one never waits", async () => {
  browser(registration);
  const never = () => new Promise<ServiceWorkerRegistration | null>(() => {});
  assert.is(await browserPush(never).check(), "off");
  browser(undefined);
  assert.is(await browserPush(never).endpoint(), null);
  await browserPush(never).unsubscribe();
});

test.run();
