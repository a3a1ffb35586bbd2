// Binds the real effects to the machines: the one place (with main.tsx) that knows both.
// Tests call it with fakes of the world (fetch, key-value store, navigation, clock, screen).
import { createActor, fromCallback, fromPromise, type InspectionEvent } from "xstate";
import type { LoginForm } from "./codecs/auth.ts";
import { NewsItem } from "./codecs/news.ts";
import type { SessionUser } from "./codecs/session.ts";
import { parseUiSettings, UI_SETTINGS_KEY } from "./codecs/uiSettings.ts";
import { createApi, type FetchFn } from "./effects/api.ts";
import { createAuthEffects } from "./effects/auth.ts";
import { createSessionStore, type KeyValue } from "./effects/storage.ts";
import { loginFormMachine } from "./machines/loginForm.machine.ts";
import { sessionMachine } from "./machines/session.machine.ts";
import type { Clock } from "./machines/shellLoader.machine.ts";
import { shellNewsMachine } from "./machines/shellNews.machine.ts";
import { shellUiMachine, type ShellUiEvent } from "./machines/shellUi.machine.ts";
import { signInGateMachine } from "./machines/signInGate.machine.ts";
import type { AppActors } from "./views/actors.tsx";

/** The Fullscreen API, as far as the shell uses it. */
export interface FullscreenPort {
  enter(): void;
  exit(): void;
  /** Calls back with the new state on every change; returns the unsubscribe. */
  watch(onChange: (on: boolean) => void): () => void;
}

export interface World {
  fetch: FetchFn;
  storage: KeyValue;
  navigate: (to: string) => void;
  now?: () => number;
  clock?: Clock;
  /** Whether the screen is mobile-size at start-up. */
  smallScreen?: boolean;
  fullscreen?: FullscreenPort;
  inspect?: (event: InspectionEvent) => void;
}

const realClock: Clock = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>) };
const noFullscreen: FullscreenPort = { enter() {}, exit() {}, watch: () => () => {} };

export function createAppActors({ fetch, storage, navigate, now, inspect, clock = realClock, smallScreen = false, fullscreen = noFullscreen }: World): AppActors {
  const store = createSessionStore(storage, now);
  const api = createApi({ fetch, getToken: store.token });
  const auth = createAuthEffects(api, store);
  const session = createActor(
    sessionMachine.provide({
      actors: {
        loginForm: loginFormMachine.provide({
          actors: { login: fromPromise<SessionUser, LoginForm>(({ input, signal }) => auth.login(input, signal)) },
        }),
        signOut: fromPromise<void, void>(() => auth.signOut()),
      },
      actions: { navigate: (_, { to }) => navigate(to) },
    }),
    { input: { role: store.role(), user: store.user(), hasToken: store.token() !== null }, inspect },
  ).start();
  const gateMachine = signInGateMachine.provide({
    actors: { currentUser: fromPromise<SessionUser, void>(({ signal }) => auth.currentUser(signal)) },
  });
  const ui = createActor(
    shellUiMachine.provide({
      actions: {
        persist: (_, settings) => storage.setItem(UI_SETTINGS_KEY, JSON.stringify(settings)),
        enterFullscreen: () => fullscreen.enter(),
        exitFullscreen: () => fullscreen.exit(),
      },
      actors: {
        fullscreen: fromCallback<ShellUiEvent>(({ sendBack }) => fullscreen.watch((on) => sendBack({ type: "ui.fullscreen.changed", on }))),
      },
    }),
    { input: { settings: parseUiSettings(storage.getItem(UI_SETTINGS_KEY)), small: smallScreen }, inspect },
  ).start();
  const newsMachine = shellNewsMachine.provide({
    actors: {
      loadNews: fromPromise<NewsItem[], void>(async ({ signal }) => {
        const r = await api.query("news.list", {}, NewsItem, signal);
        if (!r.ok) throw r.failure;
        return r.value;
      }),
    },
  });
  return { session, gateMachine, ui, newsMachine, clock, inspect };
}
