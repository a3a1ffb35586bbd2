// Entry: styles, the event log opened from IndexedDB (cached lists render before the network
// answers), the app's actors bound to the browser, and the render. The entry's styles are the
// first load's (normalize.css and the Blueprint rules of /signin, the gate and the error state);
// the signed-in shell adds all of Blueprint's CSS itself (views/shell/shellStylesheet.ts).
import "./views/firstLoad.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import type { InspectionEvent } from "xstate";
import { navigate } from "wouter/use-browser-location";
import { createBuildEffects } from "./effects/build.ts";
import { downloadText } from "./effects/download.ts";
import { browserUpdates, removeWorkers } from "./effects/serviceWorker.ts";
import { APP } from "./features/index.ts";
import { createEventLog } from "./store/log.ts";
import { browserOnline } from "./store/outbox.ts";
import { createConnection, keptConnection, watchedFetch } from "./store/connection.ts";
import { PING_PATH } from "./codecs/query.ts";
import { createUlidSource, systemClock } from "./store/ports.ts";
import { localforageStorage, requestPersistence } from "./store/storage.ts";
import { connectTabs } from "./store/tabs.ts";
import { ActorsProvider } from "./views/actors.tsx";
import { App } from "./views/App.tsx";
import { SMALL_SCREEN_QUERY } from "./views/shell/screen.ts";
import { createAppActors, type FullscreenPort } from "./wiring.ts";
import { indexedDbKeep, xhrPostFile } from "./effects/uploads.ts";
import { giveTyped, typedBeforeStart } from "./views/signinCarry.ts";

const fullscreen: FullscreenPort = {
  enter: () => void document.documentElement.requestFullscreen?.().catch(() => {}),
  exit: () => void (document.fullscreenElement ? document.exitFullscreen().catch(() => {}) : undefined),
  watch(onChange) {
    const on = () => onChange(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", on);
    return () => document.removeEventListener("fullscreenchange", on);
  },
};

/** In development, `?inspect` opens the Stately inspector on every actor. */
async function devInspector(): Promise<((e: InspectionEvent) => void) | undefined> {
  if (process.env.NODE_ENV === "production" || !new URLSearchParams(location.search).has("inspect")) return undefined;
  const { createBrowserInspector } = await import("@statelyai/inspect");
  return createBrowserInspector().inspect.next;
}

function clientId(): string {
  const key = "fieldops.clientId";
  const known = localStorage.getItem(key);
  if (known) return known;
  const id = crypto.randomUUID();
  localStorage.setItem(key, id);
  return id;
}

const ids = createUlidSource(systemClock);
const sessionId = ids.next();
const client = clientId(); // read once, not on every append
let signedIn: () => object = () => ({});
const log = createEventLog({
  storage: localforageStorage(),
  clock: systemClock,
  ids,
  timers: systemClock,
  fold: APP.store.fold,
  registry: APP.store.registry(),
  actor: () => ({ clientId: client, sessionId, ...signedIn() }),
});
await log.open();
void requestPersistence();
// One writer among this browser's tabs; the others forward their events to it and follow.
let becameWriter!: () => void;
const writer = new Promise<void>((r) => {
  becameWriter = r;
});
const tabs = connectTabs(log, {
  locks: navigator.locks,
  channel: typeof BroadcastChannel === "function" ? new BroadcastChannel("field-ops-log") : undefined,
  onWriter: () => becameWriter(),
});
await tabs.ready;

// Offline when the browser says so or when requests fail for want of a network (src/store/connection.ts)
const CONNECTION_KEY = "fieldops.connection";
const connection = createConnection({
  browser: browserOnline(),
  probe: () =>
    window.fetch(PING_PATH, { method: "GET", cache: "no-store" }).then(
      () => true,
      () => false,
    ),
  timers: systemClock,
  now: Date.now,
  keep: {
    load: () => keptConnection(localStorage.getItem(CONNECTION_KEY)),
    save: (k) => localStorage.setItem(CONNECTION_KEY, JSON.stringify(k)),
  },
});
connection.probeNow(); // a reload served by the service worker tells nothing of the network: ask once
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !connection.isOnline()) connection.probeNow();
});

const actors = createAppActors({
  fetch: watchedFetch((url, init) => window.fetch(url, init), connection),
  storage: window.localStorage,
  navigate: (to) => navigate(to),
  smallScreen: window.matchMedia(SMALL_SCREEN_QUERY).matches,
  fullscreen,
  inspect: await devInspector(),
  log,
  online: connection,
  download: downloadText,
  appVersion: process.env.APP_VERSION,
  sessionId,
  build: createBuildEffects({
    fetch: (url, init) => window.fetch(url, init),
    running: () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute("src") ?? null,
    storage: window.sessionStorage,
    now: Date.now,
  }),
  reload: () => location.reload(),
  uploads: { keep: indexedDbKeep(), post: xhrPostFile },
  // the production build's service worker (installable, opens offline); none in development
  updates: process.env.NODE_ENV === "production" ? browserUpdates("/sw.js", () => location.reload()) : removeWorkers(),
});
signedIn = actors.signedIn;
void writer.then(() => actors.outbox.start());

// What was typed into /signin's drawn card (decision 031) while this loaded, read and given to the
// login form in the same task as the first render, which replaces the card (flushSync): no
// keystroke can fall between the two.
giveTyped(actors.session, typedBeforeStart(document));
const root = createRoot(document.getElementById("root")!);
flushSync(() =>
  root.render(
    <StrictMode>
      <ActorsProvider value={actors}>
        <App />
      </ActorsProvider>
    </StrictMode>,
  ),
);
