// Binds the real effects to the machines and records every flow into the event log: the one
// place (with main.tsx) that knows effects, machines and the store. Tests call it with fakes of
// the world (fetch, key-value store, navigation, clock, screen) and an in-memory log.
import { createActor, fromCallback, fromPromise, type AnyActorRef, type InspectionEvent } from "xstate";
import type { LoginForm } from "./codecs/auth.ts";
import { NewsItem } from "./codecs/news.ts";
import type { SessionUser } from "./codecs/session.ts";
import { parseUiSettings, UI_SETTINGS_KEY } from "./codecs/uiSettings.ts";
import { createApi, type Api, type FetchFn } from "./effects/api.ts";
import { createAuthEffects } from "./effects/auth.ts";
import { createSessionStore, type KeyValue } from "./effects/storage.ts";
import type { BuildEffects } from "./effects/build.ts";
import { writeSender } from "./effects/writes.ts";
import { loginFormMachine } from "./machines/loginForm.machine.ts";
import { sessionMachine } from "./machines/session.machine.ts";
import { shellLoaderMachine, type BuildCheck, type Clock } from "./machines/shellLoader.machine.ts";
import { shellNewsMachine } from "./machines/shellNews.machine.ts";
import { shellUiMachine, type ShellUiEvent } from "./machines/shellUi.machine.ts";
import { signInGateMachine } from "./machines/signInGate.machine.ts";
import { appFold } from "./store/appFold.ts";
import { exportLog } from "./store/exchange.ts";
import { createEventLog, type EventLog } from "./store/log.ts";
import { createOutbox, type OnlineSignal } from "./store/outbox.ts";
import { fakeIds, systemClock } from "./store/ports.ts";
import { recordingOptions } from "./store/recorder.ts";
import { memoryStorage } from "./store/storage.ts";
import type { AppActors } from "./views/actors.tsx";
import type { FlowHost } from "./views/flows.ts";
import { listQuery } from "./wiring/lists.ts";
import { outletMachines } from "./wiring/outlets.ts";

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
  /** A developer inspector (@statelyai/inspect), given every actor's events. */
  inspect?: (event: InspectionEvent) => void;
  /** The opened event log; by default a fresh one in memory. */
  log?: EventLog;
  /** Online/offline; by default always online. */
  online?: OnlineSignal;
  download?: (filename: string, text: string) => void;
  appVersion?: string;
  /** This page load's session id (the log's envelopes carry it; an export names it). */
  sessionId?: string;
  /** Which build runs and whether the server has another (by default: always current). */
  build?: Pick<BuildEffects, "check" | "save" | "recovered">;
  /** Reloads the page (by default nothing happens). */
  reload?: () => void;
}

const realClock: Clock = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>) };
const noFullscreen: FullscreenPort = { enter() {}, exit() {}, watch: () => () => {} };
const alwaysOnline: OnlineSignal = { isOnline: () => true, subscribe: () => () => {} };
const sameBuild: NonNullable<World["build"]> = { recovered: null, check: async () => "current", save: () => {} };

/** Flows with a truth of their own (the stored session, the server's answer, the settings, the
 * chunk being loaded) start afresh after a recovery reload; every other open flow is restored. */
const RESTARTS = /^(session|shellUi|signInGate|shellNews|shellLoader)(:|$)/;

export function createAppActors(world: World): AppActors & {
  api: Api; log: EventLog; outbox: ReturnType<typeof createOutbox>; signedIn: () => { userId?: string; role?: SessionUser["role"] };
} {
  const { fetch, storage, navigate, now, inspect, clock = realClock, smallScreen = false, fullscreen = noFullscreen } = world;
  const store = createSessionStore(storage, now);
  const api = createApi({ fetch, getToken: store.token });
  const auth = createAuthEffects(api, store);
  /** Who is signed in, as the log's envelopes and the outbox name them. */
  let who: { userId?: string; role?: SessionUser["role"] } = {};
  const log = world.log ?? createEventLog({
    storage: memoryStorage(), clock: { now: now ?? Date.now }, ids: fakeIds("m"), fold: appFold,
    actor: () => ({ clientId: "memory", sessionId: "memory", ...who }),
  });
  const live = new Map<string, AnyActorRef>();
  /** Records an instance under `key` and remembers its root actor (for the QA comparison). */
  const record = <O extends { input?: unknown; clock?: unknown; snapshot?: unknown }>(key: string, options: O) => {
    const opts = recordingOptions(log, key, { ...options, inspect });
    const rec = opts.inspect;
    return { ...opts, inspect: (ev: InspectionEvent) => { if (ev.type === "@xstate.actor" && ev.actorRef.sessionId === ev.rootId) live.set(key, ev.actorRef as AnyActorRef); rec(ev); } };
  };

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
    record("session", { input: { role: store.role(), user: store.user(), hasToken: store.token() !== null } }),
  );
  session.subscribe((s) => { const u = s.context.user; who = u ? { userId: u.sfid, role: u.role } : {}; });
  session.start();
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
    record("shellUi", { input: { settings: parseUiSettings(storage.getItem(UI_SETTINGS_KEY)), small: smallScreen } }),
  ).start();
  const newsMachine = shellNewsMachine.provide({ actors: { loadNews: listQuery(api, "news.list", NewsItem) } });
  const online = world.online ?? alwaysOnline;
  const outbox = createOutbox({ log, send: writeSender(api), online, timers: systemClock, who: () => who.userId });
  const machines = outletMachines({ api, log, outbox, online, timers: systemClock });

  const build = world.build ?? sameBuild;
  // What a reload for a failed chunk kept (src/effects/build.ts): each open flow comes back once.
  const recovered = new Map(Object.entries(build.recovered?.flows ?? {}));
  const flows: FlowHost = {
    prepare: (key, machine, input) => {
      const snapshot = recovered.get(key);
      recovered.delete(key);
      return { machine, options: record(key, snapshot === undefined ? { input, clock } : { input, clock, snapshot }) as never };
    },
  };
  const loaderMachine = shellLoaderMachine.provide({
    actors: {
      checkBuild: fromPromise<BuildCheck, void>(({ signal }) => build.check(signal)),
      reload: fromPromise<void, { reason: "replaced" | "stuck" }>(async ({ input }) => {
        const open: Record<string, unknown> = {};
        for (const [key, actor] of live) {
          if (!RESTARTS.test(key) && actor.getSnapshot().status === "active") open[key] = actor.getPersistedSnapshot();
        }
        build.save(input.reason, open);
        await log.flush(); // every recorded event (and queued write) is stored before the page goes
        world.reload?.();
        await new Promise<never>(() => {});
      }),
    },
  });
  return {
    session, gateMachine, ui, newsMachine, loaderMachine, machines, clock, flows, api, log, outbox, signedIn: () => who,
    store: { state: log.state, subscribe: log.subscribe },
    onNavigated: (path, search) => {
      const last = log.state().location;
      if (!last || last.path !== path || last.search !== search) log.append("nav.changed", { path, search }, { origin: "user" });
    },
    onDismissWarning: (id) => { log.append("warning.dismissed", { id }, { origin: "user" }); },
    qa: {
      appVersion: world.appVersion ?? "dev",
      exportLog: async () => exportLog({ appVersion: world.appVersion ?? "dev", machines: [...live.keys()], exportedAt: Date.now(), ...(world.sessionId ? { sessionId: world.sessionId } : {}) }, await log.readRaw()),
      download: world.download ?? (() => {}),
      liveActors: () => Object.fromEntries(live),
    },
  };
}
