// Binds the world to the features (src/features) and records every flow into the event log: the
// one place (with main.ts) that knows effects, machines and the store. Tests call it with fakes
// of the world (fetch, key-value store, navigation, clock, screen) and an in-memory log.
import { createActor, type ActorOptions, type AnyStateMachine, type InspectionEvent } from "xstate";
import { parseUiSettings, UI_SETTINGS_KEY } from "./codecs/uiSettings.ts";
import type { Api, FetchFn } from "./effects/api.ts";
import type { BuildEffects } from "./effects/build.ts";
import { noUpdates, type UpdatePort } from "./effects/serviceWorker.ts";
import type { KeyValue } from "./effects/storage.ts";
import { browserPush, type PushEffects } from "./effects/push.ts";
import { browserCamera, type CameraEffects } from "./effects/camera.ts";
import type { PhotoLocation } from "./codecs/photoLocation.ts";
import { createUploadEffects, fetchPostFile, memoryKeep, uploadSender, type PostFile, type UploadKeep } from "./effects/uploads.ts";
import { writeSender } from "./effects/writes.ts";
import { createHealth, reportingApi, type Health } from "./effects/health.ts";
import { fileOfWrite } from "./codecs/fileKinds.ts";
import { uploadProgressSlot } from "./codecs/upload.ts";
import { fileUrlOf } from "./effects/fileUrl.ts";
import type { AppRegistry, FullscreenPort } from "./features/feature.ts";
import { APP } from "./features/index.ts";
import type { Clock } from "./codecs/clock.ts";
import { shellUiMachine } from "./machines/shellUi.machine.ts";
import { undoToastMachine, undoToastView } from "./machines/undoToast.machine.ts";
import { exportLog } from "./store/exchange.ts";
import { createEventLog, type EventLog } from "./store/log.ts";
import { createOutbox, type OnlineSignal } from "./store/outbox.ts";
import type { ConnectionView } from "./store/connection.ts";
import { fakeIds, systemClock } from "./store/ports.ts";
import { memoryStorage } from "./store/storage.ts";
import { redact } from "./store/redact.ts";
import type { AppActors } from "./screens/actors.tsx";
import type { UndoToastPort } from "./views/actors.tsx";
import type { FlowHost } from "./views/flows.ts";
import { createSignIn, type SignIn, type Who } from "./signin/wiring.ts";

export type { FullscreenPort };

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
  /** The opened event log (made with `app.store`); by default a fresh one in memory. */
  log?: EventLog;
  /** Online/offline (src/store/connection.ts); by default always online. */
  online?: ConnectionView;
  download?: (filename: string, text: string, type?: string) => void;
  appVersion?: string;
  /** This page load's session id (the log's envelopes carry it; an export names it). */
  sessionId?: string;
  /** Which build runs and whether the server has another (by default: always current). */
  build?: Pick<BuildEffects, "check" | "save" | "recovered">;
  /** Reloads the page (by default nothing happens). */
  reload?: () => void;
  /** A newer version waiting to take over (by default never). */
  updates?: UpdatePort;
  /** How long a save waits for the server before it says "saved on this device" (default 15 s). */
  settleMs?: number;
  /** Where queued uploads' bytes are kept and how they are sent (default: in memory, by fetch). */
  uploads?: {
    keep: UploadKeep;
    post: PostFile;
    shrink?: (f: Blob) => Promise<{ blob: Blob }>;
    /** Where a photo was taken (default: its EXIF GPS, else the browser's position; decision 047). */
    locate?: (f: Blob) => Promise<PhotoLocation | null>;
  };
  /** The camera the gallery captures with (default: the browser's, through getUserMedia). */
  camera?: CameraEffects;
  /** web push (default: the browser's service worker and PushManager) */
  push?: PushEffects;
}

const realClock: Clock = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>) };
const noFullscreen: FullscreenPort = { enter() {}, exit() {}, watch: () => () => {} };
const alwaysOnline: OnlineSignal = { isOnline: () => true, subscribe: () => () => {} };
const sameBuild: NonNullable<World["build"]> = { recovered: null, check: async () => "current", save: () => {} };

/** An event log in memory with the app's fold and registry (tests, and before IndexedDB opens). */
export const memoryLog = (app: AppRegistry = APP, now: () => number = Date.now, who: () => object = () => ({})) =>
  createEventLog({
    storage: memoryStorage(),
    clock: { now },
    ids: fakeIds("m"),
    fold: app.store.fold,
    registry: app.store.registry(),
    actor: () => ({ clientId: "memory", sessionId: "memory", ...who() }),
  });

export function createAppActors(
  world: World,
  app: AppRegistry = APP,
  signIn?: SignIn,
): AppActors & {
  api: Api;
  log: EventLog;
  outbox: ReturnType<typeof createOutbox>;
  signedIn: () => Who;
  health: Health;
} {
  const { fetch, storage, navigate, now, clock = realClock, smallScreen = false, fullscreen = noFullscreen } = world;
  // the session, started already when /signin ran before the features were loaded (decision 052)
  let whoNow: () => Who = () => ({});
  const core = signIn ?? createSignIn(world, world.log ?? memoryLog(app, now, () => whoNow()));
  whoNow = core.signedIn;
  const { auth, log, session, live, record, store } = core;
  const online = world.online ?? alwaysOnline;
  // the device's health, reported with its refreshes (decision 078)
  const clockNow = now ?? Date.now;
  const health = createHealth({
    now: clockNow,
    storage,
    build: world.appVersion ?? "dev",
    redact,
    outbox: () => {
      const o = log.state().outbox;
      return { waiting: o.filter((e) => e.status === "pending").length, refusals: o.filter((e) => e.status === "rejected").length };
    },
    ...(typeof navigator !== "undefined" && navigator.storage?.estimate
      ? { usage: () => navigator.storage.estimate().then((e) => e.usage ?? null) }
      : {}),
  });
  const api = reportingApi(core.api, health, clockNow);
  /** a page is timed from its navigation to the second frame after it (drawn) */
  const frame = typeof requestAnimationFrame === "function" ? requestAnimationFrame : null;
  let first = true;
  const onNavigated = (path: string, search: string) => {
    core.onNavigated(path, search);
    if (!frame) return;
    // the first page of a load counts from the page's own start (the navigation's)
    const asked = clockNow() - (first && typeof performance !== "undefined" ? performance.now() : 0);
    first = false;
    frame(() => frame(() => health.page(clockNow() - asked)));
  };
  const writes = writeSender(api, app.writes);
  const keep = world.uploads?.keep ?? memoryKeep();
  const sendUpload = uploadSender({
    keep,
    post: world.uploads?.post ?? fetchPostFile(fetch),
    token: store.token,
    onProgress: (key, percent) => {
      log.append(uploadProgressSlot.saved, { value: { key, percent } }, { origin: "effect" });
    },
  });
  const outbox = createOutbox({
    log,
    online,
    timers: systemClock,
    who: () => whoNow().userId,
    knows: (op) => app.writes.has(op),
    send: (op, params, key) => {
      const file = fileOfWrite(op, params);
      return file ? sendUpload(file, key, () => writes(op, params, key)) : writes(op, params, key);
    },
  });
  const uploads = createUploadEffects(keep, world.uploads?.shrink, world.uploads?.locate);
  /** A file the views show: an uploaded one is fetched with the session (an object URL), a demo one as it is. */
  const fileUrl = fileUrlOf(fetch, () => store.token());
  const build = world.build ?? sameBuild;

  const openFlows = () => {
    const open: Record<string, unknown> = {};
    for (const [key, actor] of live) {
      const fresh = app.startFresh.has(key.split(":")[0]!); // a feature said so (decision 008)
      if (!fresh && actor.getSnapshot().status === "active") open[key] = actor.getPersistedSnapshot();
    }
    return open;
  };

  const bound = app.bind({
    api,
    auth,
    log,
    outbox,
    online,
    timers: systemClock,
    uploads,
    camera: world.camera ?? browserCamera(),
    push: world.push ?? browserPush(async () => (await world.updates?.registration?.()) ?? null),
    sendFile: async (path, file, type) => {
      if (!(file instanceof Blob)) throw new Error("No file was picked");
      const token = store.token();
      const name = (file as File).name || "file.csv";
      const headers = { "content-type": type, "x-file-name": encodeURIComponent(name), ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const r = await fetch(path, { method: "POST", headers, body: file });
      return { status: r.status, text: await r.text() };
    },
    navigate,
    storage,
    fullscreen,
    build,
    openFlows,
    updates: world.updates ?? noUpdates,
    reload: world.reload ?? (() => {}),
    settleMs: world.settleMs ?? 15_000,
  });
  const machine = <M extends AnyStateMachine>(m: M): M => {
    const b = bound.get(m.id);
    if (!b) throw new Error(`machine ${m.id} is not registered by any feature (src/features)`);
    return b as M;
  };

  const ui = createActor(
    machine(shellUiMachine),
    record("shellUi", { input: { settings: parseUiSettings(storage.getItem(UI_SETTINGS_KEY)), small: smallScreen } }),
  ).start();
  // A sign-in while the app is open (after a sign-out): the device takes the language the account
  // keeps (decision 074; a sign-in on /signin put it in the settings before this actor started).
  let signedInUser = session.getSnapshot().context.user;
  session.subscribe((s) => {
    const user = s.context.user;
    const fresh = user !== null && signedInUser === null;
    signedInUser = user;
    if (fresh && user.language && user.language !== ui.getSnapshot().context.language)
      ui.send({ type: "ui.language.adopted", language: user.language });
  });

  // the one Undo of every removal (decision 067): recorded as any flow
  const undoToast = createActor(machine(undoToastMachine), record("undoToast", { clock })).start();
  let toast = undoToastView(undoToast.getSnapshot());
  undoToast.subscribe((s) => {
    toast = undoToastView(s);
  });
  const undo: UndoToastPort = {
    view: () => toast,
    subscribe: (fn) => undoToast.subscribe(() => fn()).unsubscribe,
    undo: () => undoToast.send({ type: "undo.pressed" }),
    dismiss: () => undoToast.send({ type: "toast.dismissed" }),
  };

  // What a reload for a failed chunk kept (decision 008): each open flow comes back once.
  const recovered = new Map(Object.entries(build.recovered?.flows ?? {}));
  const flows: FlowHost = {
    prepare: (key, m, input, implementations) => {
      const snapshot = recovered.get(key);
      recovered.delete(key);
      const own = machine(m);
      return {
        machine: implementations ? (own.provide(implementations) as typeof m) : own,
        options: record(key, snapshot === undefined ? { input, clock } : { input, clock, snapshot }) as ActorOptions<typeof m>,
      };
    },
  };

  return {
    session,
    ui,
    clock,
    flows,
    undo,
    api,
    log,
    outbox,
    signedIn: whoNow,
    fileUrl,
    ...(world.download ? { download: world.download } : {}),
    routes: app.routes,
    connection: online,
    store: { state: log.state, subscribe: log.subscribe },
    onNavigated,
    health,
    onDismissWarning: (id) => {
      log.append("warning.dismissed", { id }, { origin: "user" });
    },
    qa: {
      appVersion: world.appVersion ?? "dev",
      exportLog: async (atRead) =>
        exportLog(
          {
            appVersion: world.appVersion ?? "dev",
            machines: [...live.keys()],
            exportedAt: Date.now(),
            ...(world.sessionId ? { sessionId: world.sessionId } : {}),
          },
          await log.readRaw(atRead),
        ),
      download: world.download ?? (() => {}),
      liveActors: () => Object.fromEntries(live),
      replayEnv: { machines: app.machines, store: app.store },
    },
  };
}
