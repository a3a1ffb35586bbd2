// The app part (decision 052): every feature (the registry: machines, codecs, the store's fold for
// their lists), the wiring of their actors and the app's views. src/main.ts loads it at once when
// a person is known to be signed in or opens any page but /signin (index.html preloads its files,
// so it arrives with the entry), and after the sign-in otherwise.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import type { InspectionEvent } from "xstate";
import { navigate } from "wouter/use-browser-location";
import { browserBuildEffects } from "./effects/build.ts";
import { downloadText } from "./effects/download.ts";
import type { FetchFn } from "./effects/api.ts";
import { browserUpdates, removeWorkers } from "./effects/serviceWorker.ts";
import { indexedDbKeep, xhrPostFile } from "./effects/uploads.ts";
import { APP } from "./features/index.ts";
import type { SignIn } from "./signin/wiring.ts";
import type { ConnectionView } from "./store/connection.ts";
import type { EventLog } from "./store/log.ts";
import { whenSettled } from "./store/settled.ts";
import { shellParts, WithShellParts } from "./screens/shell/parts.tsx";
import { preload } from "./views/shell/lazyLoad.ts";
import { homeOf } from "./codecs/session.ts";
import { prepareFormats } from "./codecs/formats.ts";
import type { Language } from "./codecs/language.ts";
import type { Role } from "./codecs/role.ts";
import { ActorsProvider } from "./screens/actors.tsx";
import { App } from "./views/App.tsx";
import { SMALL_SCREEN_QUERY } from "./views/shell/screen.ts";
import { createAppActors, type FullscreenPort } from "./wiring.ts";

/** The store's fold and registry of every feature (the event log opens or is extended with them). */
export const appStore = APP.store;

const fullscreen: FullscreenPort = {
  enter: () => void document.documentElement.requestFullscreen?.().catch(() => {}),
  exit: () => void (document.fullscreenElement ? document.exitFullscreen().catch(() => {}) : undefined),
  watch(onChange) {
    const on = () => onChange(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", on);
    return () => document.removeEventListener("fullscreenchange", on);
  },
};

/**
 * While the login request is on its way (src/main.ts): the shell's chunk (with all of Blueprint's
 * CSS and the icons, its top-level await) and the home of `role` are loaded into the lazy screens'
 * cache, so that the app's first render draws them at once rather than through their loaders
 * after the sign-in answers (decision 089). A failure is left to the loaders, which ask again.
 */
export function warm(role: string): void {
  preload(shellParts.signedIn).catch(() => {});
  const home = APP.routes.screens.get(homeOf({ role: role as Role, superAdmin: false }));
  if (home) preload(home).catch(() => {});
}

/**
 * While the login request is on its way, after the log is extended (src/main.ts): the date and
 * number formats of `language`, made in a task of their own (the login's answer, come meanwhile, is
 * handled first), so that the home's render after its queries does not make them (decision 089).
 */
export function warmFormats(language: Language): void {
  setTimeout(() => prepareFormats(language), 0);
}

/** What src/main.ts made before the app part: the log (whole already), the connection, the running session. */
export interface Started {
  log: EventLog;
  fetch: FetchFn;
  connection: ConnectionView;
  signIn: SignIn;
  sessionId: string;
  inspect?: (e: InspectionEvent) => void;
  /** Resolves once this tab writes the log (the outbox sends from the writer only). */
  writer: Promise<void>;
  /** Runs in the same task as the app's first render (what /signin's drawn card carried over). */
  beforeRender?: () => void;
}

/** Every feature's actors on top of the running session, and the app drawn (in one task, flushSync). */
export function startApp(s: Started) {
  const actors = createAppActors(
    {
      fetch: s.fetch,
      storage: window.localStorage,
      navigate: (to) => navigate(to),
      smallScreen: window.matchMedia(SMALL_SCREEN_QUERY).matches,
      fullscreen,
      inspect: s.inspect,
      log: s.log,
      online: s.connection,
      download: downloadText,
      appVersion: process.env.APP_VERSION,
      sessionId: s.sessionId,
      build: browserBuildEffects(),
      reload: () => location.reload(),
      uploads: { keep: indexedDbKeep(), post: xhrPostFile },
      // the production build's service worker (installable, opens offline; it precaches the app
      // part too), registered by the app part: a signed-out visit to /signin downloads neither it
      // nor its precache (decision 052); registered once the page has settled, so that its precache
      // never competes with the screen the person waits for (decision 089); none in development
      updates: process.env.NODE_ENV === "production" ? browserUpdates("/sw.js", () => location.reload(), whenSettled) : removeWorkers(),
    },
    APP,
    s.signIn,
  );
  void s.writer.then(() => actors.outbox.start());
  // uncaught errors, kept scrubbed for the health report (decision 078)
  window.addEventListener("error", (e) => actors.health.error(e.message || String(e.error), e.error instanceof Error ? e.error.stack : undefined));
  window.addEventListener("unhandledrejection", (e) => {
    const r: unknown = e.reason;
    actors.health.error(r instanceof Error ? r.message : String(r), r instanceof Error ? r.stack : undefined);
  });
  s.beforeRender?.();
  flushSync(() =>
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <ActorsProvider value={actors}>
          <WithShellParts>
            <App />
          </WithShellParts>
        </ActorsProvider>
      </StrictMode>,
    ),
  );
  return actors;
}
