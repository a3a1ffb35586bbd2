// Entry (decisions 052, 054): styles, the event log opened from IndexedDB (cached lists render before
// the network answers), the session, and the app or /signin's drawn card. The features (their
// machines, codecs and the store's fold for their lists), their wiring and the app's views are the
// app part (src/app.tsx), loaded at once when a person is known to be signed in or opens any page
// but /signin (index.html preloads its files, so they arrive with this one), and after the sign-in
// otherwise: a signed-out visit to /signin runs on the session alone, its log folding the store's
// own events until the app part extends it, and without React: the card drawn at build time is
// bound to the login form flow (decision 054, src/signin/drawnCard.ts); React comes with the app
// part. The entry's styles are the first load's (normalize.css and the Blueprint rules of /signin,
// the gate and the error state); the signed-in shell adds all of Blueprint's CSS itself
// (views/shell/shellStylesheet.ts).
import "./views/firstLoad.css";
import type { InspectionEvent } from "xstate";
import { parseUiSettings, UI_SETTINGS_KEY } from "./codecs/uiSettings.ts";
import { browserBuildEffects, type BuildEffects } from "./effects/build.ts";
import { createSessionStore } from "./effects/storage.ts";
import { createSignIn } from "./signin/wiring.ts";
import { appStore as signInStore } from "./store/appFold.ts";
import { createEventLog } from "./store/log.ts";
import { browserOnline } from "./store/outbox.ts";
import { createConnection, keptConnection, watchedFetch } from "./store/connection.ts";
import { PING_PATH } from "./codecs/query.ts";
import { createUlidSource, systemClock } from "./store/ports.ts";
import { localforageStorage, requestPersistence } from "./store/storage.ts";
import { connectTabs } from "./store/tabs.ts";
import { trackedFetch } from "./store/settled.ts";
import { SIGNIN_PATH } from "./machines/session.machine.ts";
import { PSEUDO_KEY } from "./codecs/language.ts";
import { startDrawnCard } from "./signin/drawnCard.ts";
import { giveTyped, typedBeforeStart } from "./views/signinCarry.ts";

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

// The app part, fetched now unless this is a signed-out visit to /signin.
const signedOutSignIn = location.pathname === SIGNIN_PATH && createSessionStore(window.localStorage).token() === null;
const loadApp = () => import("./app.tsx");
const appPart = signedOutSignIn ? null : loadApp();

const ids = createUlidSource(systemClock);
const sessionId = ids.next();
const client = clientId(); // read once, not on every append
let signedIn: () => object = () => ({});
// Signed out on /signin the log folds the store's own events (the sign-in's among them): records
// of the features' lists are kept as stored, and folded when the app part extends the log.
const store = appPart ? (await appPart).appStore : signInStore([]);
const log = createEventLog({
  storage: localforageStorage(),
  clock: systemClock,
  ids,
  timers: systemClock,
  fold: store.fold,
  registry: store.registry(),
  partial: appPart === null,
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

// counted while in flight: the precache and the other screens wait for the page to settle (decision 089)
const fetch = trackedFetch(watchedFetch((url, init) => window.fetch(url, init), connection));
const inspect = await devInspector();
const signIn = createSignIn({ fetch, storage: window.localStorage, navigate: (to) => history.pushState(null, "", to), inspect }, log);
signedIn = signIn.signedIn;
const started = {
  log,
  fetch,
  connection,
  signIn,
  sessionId,
  inspect,
  writer,
};

// A person signed in who opens /signin gets its drawn card (decision 031) until the app draws in its
// place: what was typed into it meanwhile is read and given to the login form in the same task as
// the first render, which replaces the card (flushSync), so no keystroke can fall between the two.
const carry = () => giveTyped(signIn.session, typedBeforeStart(document));
if (appPart) (await appPart).startApp({ ...started, beforeRender: carry });
else {
  // Signed in, or on the way to another page: the app part is loaded, the log folded whole with
  // it, and the app drawn in the sign-in page's place (once, whatever calls first).
  // A failed load asks the server which build it serves, as a screen's chunk does (src/machines/
  // shellLoader.machine.ts): another build (a deploy replaced the app part's files while this page
  // ran) reloads the page, which then starts on the new build, signed in; a second failure while
  // the server answers with this build means the browser keeps the failed import, and the page
  // reloads once for a fresh one. Otherwise (the network gone, no service worker yet) the load is
  // tried again 3 s later, the loading image up meanwhile.
  let loading = false,
    failures = 0;
  let build: BuildEffects | null = null; // made at the first failure: it takes the recovery record the app part reads
  // the log extended with the app part's fold once, while the login is on its way or at the leave
  let extended: Promise<void> | null = null;
  const extendLog = (app: typeof import("./app.tsx")) => (extended ??= log.extend({ fold: app.appStore.fold, registry: app.appStore.registry() }));
  const onLeave = () => {
    if (loading) return;
    loading = true;
    loadApp().then(
      async (app) => {
        await extendLog(app);
        app.startApp(started);
      },
      async () => {
        failures += 1;
        build ??= browserBuildEffects();
        const check = await build.check();
        const reloadedStuck = build.recovered?.reason === "stuck";
        const reason = check === "replaced" ? "replaced" : check === "current" && failures > 1 && !reloadedStuck ? "stuck" : null;
        if (reason) {
          build.save(reason, {});
          await log.flush(); // every recorded event is stored before the page goes
          location.reload();
          return;
        }
        loading = false;
        setTimeout(onLeave, 3000);
      },
    );
  };
  // the card drawn at build time, live (decision 054): no React until the person leaves /signin;
  // a page without it (index.html, as the service worker serves /signin) has the app draw /signin
  // a device set to another language (or QA's pseudo-language) has the app draw /signin in it
  // (the drawn card is English; decision 074)
  const settings = parseUiSettings(localStorage.getItem(UI_SETTINGS_KEY));
  const drawn =
    settings.language === "en" &&
    localStorage.getItem(PSEUDO_KEY) !== "1" &&
    startDrawnCard(document, {
      session: signIn.session,
      onNavigated: signIn.onNavigated,
      settings,
      onLeave,
      onLanguage: (language) => localStorage.setItem(UI_SETTINGS_KEY, JSON.stringify({ ...settings, language })),
      // the app part's code runs while the login request is on its way (its files came while the
      // person typed), loads the shell and the role's home and extends the log with every
      // feature's fold: signed in, the app starts and draws them in its first render without those
      // waits (decision 089); the login's events appended meanwhile wait in the log's queue, in
      // order. Then the date and number formats are made. A failure is onLeave's to handle
      onSubmitting: (role) =>
        void loadApp()
          .then(async (app) => {
            app.warm(role);
            await extendLog(app);
            app.warmFormats(settings.language);
          })
          .catch(() => {}),
    });
  if (!drawn) onLeave();
}
