// Renders the whole app for shell tests: memory location, fake fetch and storage, a simulated
// clock, a fullscreen spy and a media-query stub (screen size, reduced motion).
import "../setup.ts";
import { act, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { SimulatedClock } from "xstate";
import { App } from "../../../src/views/App.tsx";
import { ActorsProvider } from "../../../src/screens/actors.tsx";
import { WithShellParts } from "../../../src/screens/shell/parts.tsx";
import { fakeFetch, memoryKeyValue, type FakeRequest } from "../../../src/effects/fakes.ts";
import type { PushEffects } from "../../../src/effects/push.ts";
import { createAppActors, type FullscreenPort } from "../../../src/wiring.ts";
import type { SessionUser } from "../../../src/codecs/session.ts";
import type { NewsItem } from "../../../src/codecs/news.ts";
import type { Notification } from "../../../src/codecs/notifications.ts";

/** Stubs window.matchMedia: `small` answers the max-width queries, `reducedMotion` the motion one. */
export function stubMedia({ small = false, reducedMotion = false } = {}) {
  const listeners = new Set<() => void>();
  let state = { small, reducedMotion };
  window.matchMedia = ((query: string) => {
    const matches = () => (query.includes("reduced-motion") ? state.reducedMotion : query.includes("max-width") ? state.small : false);
    return {
      get matches() {
        return matches();
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, cb: () => void) => void listeners.add(cb),
      removeEventListener: (_: string, cb: () => void) => void listeners.delete(cb),
      addListener() {},
      removeListener() {},
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    set(next: Partial<typeof state>) {
      state = { ...state, ...next };
      act(() => {
        for (const cb of listeners) cb();
      });
    },
  };
}

export const news = (n: number): NewsItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `News ${i + 1}`,
    sequence: n - i,
    url: `/media/news/${i + 1}.svg`,
    systemmodstamp: "2026-01-01",
  }));

export interface ShellOptions {
  news?: NewsItem[] | "fail";
  storage?: Record<string, string>;
  small?: boolean;
  routes?: Parameters<typeof fakeFetch>[0];
  /** What notifications.mine answers (none by default). */
  notifications?: Notification[];
  /** Web push on this device (default: jsdom's, which has none). */
  push?: PushEffects;
  /** What search.records answers for a query (by default the op is refused: the header's suggestions are the device's). */
  searchRecords?: (q: string) => unknown[];
}

export function renderShell(path: string, user: SessionUser | null, opts: ShellOptions = {}) {
  const mem = memoryLocation({ path, record: true });
  const kv = memoryKeyValue({ ...(user ? { token: "tok", authData: JSON.stringify(user), role: user.role } : {}), ...opts.storage });
  const newsRows = opts.news ?? news(3);
  const fetch = fakeFetch({
    "GET /api/me": () => (user ? { status: 200, body: { user } } : { status: 401, body: { error: "unauthenticated", message: "Unauthenticated" } }),
    "POST /api/auth/logout": () => ({ status: 204 }),
    "POST /api/query": (req: FakeRequest) =>
      newsRows === "fail"
        ? { status: 500, body: { error: "boom", message: "The news service is down." } }
        : (req.body as { op: string }).op === "news.list"
          ? { status: 200, body: { rows: newsRows } }
          : ["wss.list", "articles.list"].includes((req.body as { op: string }).op)
            ? { status: 200, body: { rows: [] } }
            : (req.body as { op: string }).op === "notifications.mine"
              ? { status: 200, body: { rows: opts.notifications ?? [] } }
              : (req.body as { op: string }).op === "notifications.read"
                ? { status: 200, body: { rows: [{ id: (req.body as { params: { id: number } }).params.id }] } }
                : (req.body as { op: string }).op === "push.key"
                  ? { status: 200, body: { rows: [{ publicKey: "BServerKey" }] } }
                  : ["push.subscribe", "push.unsubscribe"].includes((req.body as { op: string }).op)
                    ? { status: 200, body: { rows: [{ id: 1 }] } }
                    : (req.body as { op: string }).op === "search.records" && opts.searchRecords
                      ? { status: 200, body: { rows: opts.searchRecords((req.body as { params: { q: string } }).params.q) } }
                      : { status: 400, body: { error: "bad_op", message: "Unknown op" } },
    ...opts.routes,
  });
  const clock = new SimulatedClock();
  const fullscreenCalls: string[] = [];
  let report: (on: boolean) => void = () => {};
  const fullscreen: FullscreenPort = {
    enter: () => void fullscreenCalls.push("enter"),
    exit: () => void fullscreenCalls.push("exit"),
    watch: (cb) => {
      report = cb;
      return () => {};
    },
  };
  const actors = createAppActors({
    fetch,
    storage: kv,
    navigate: (to) => mem.navigate(to),
    now: () => 1000,
    clock,
    smallScreen: opts.small ?? false,
    fullscreen,
    ...(opts.push ? { push: opts.push } : {}),
  });
  const r = render(
    <Router hook={mem.hook} searchHook={mem.searchHook}>
      <ActorsProvider value={actors}>
        <WithShellParts>
          <App />
        </WithShellParts>
      </ActorsProvider>
    </Router>,
  );
  return {
    ...r,
    ui: within(r.container),
    body: within(document.body),
    mem,
    kv,
    fetch,
    actors,
    clock,
    fullscreenCalls,
    reportFullscreen: (on: boolean) => act(() => report(on)),
    /** Advances the simulated clock in 100 ms steps, so timers set while firing fire too. */
    tick: (ms: number) =>
      act(() => {
        for (let t = 0; t < ms; t += 100) clock.increment(Math.min(100, ms - t));
      }),
    path: () => mem.history![mem.history!.length - 1],
  };
}
