// One registration per screen or flow (a "feature"): its machines, the effects they need, the
// lists it caches, the writes it queues and its screens (path, title, who may open it, query
// codec, menu entry, lazily loaded view), declared in one module of src/features. Everything the
// app keeps in step is built from these registrations: the machine list (replay, the visualiser
// export, the QA page), the bound machines the flows start with, the store's fold and event
// registry, the outbox's operations, the route table, the menus and the query decoding.
import { draftActionStubs } from "../machines/draft.ts";
import type { AnyStateMachine } from "xstate";
import type { WriteContract } from "../codecs/contract.ts";
import type { AnyFactSlot } from "../codecs/facts.ts";
import type { AnyListSlot } from "../codecs/lists.ts";
import type { Api } from "../effects/api.ts";
import type { AuthEffects } from "../effects/auth.ts";
import type { BuildEffects } from "../effects/build.ts";
import type { CameraEffects } from "../effects/camera.ts";
import type { UpdatePort } from "../effects/serviceWorker.ts";
import type { PushEffects } from "../effects/push.ts";
import type { KeyValue } from "../effects/storage.ts";
import type { UploadEffects } from "../effects/uploads.ts";
import { appStore, type AppStore } from "../store/appFold.ts";
import type { EventLog } from "../store/log.ts";
import type { createOutbox, OnlineSignal } from "../store/outbox.ts";
import type { Timers } from "../store/ports.ts";
import { routeTable, type RouteTable, type Screen, type ScreenDef } from "../views/routes.ts";

/** The Fullscreen API, as far as the shell uses it. */
export interface FullscreenPort {
  enter(): void;
  exit(): void;
  /** Calls back with the new state on every change; returns the unsubscribe. */
  watch(onChange: (on: boolean) => void): () => void;
}

/** What a feature's effects may touch, bound once by the wiring (fakes in tests). */
export interface FeatureWorld {
  api: Api;
  auth: AuthEffects;
  log: Pick<EventLog, "append" | "state" | "subscribe" | "flush">;
  outbox: Pick<ReturnType<typeof createOutbox>, "write" | "withdraw">;
  online: OnlineSignal;
  timers: Timers;
  navigate: (to: string) => void;
  storage: KeyValue;
  fullscreen: FullscreenPort;
  build: Pick<BuildEffects, "check" | "save">;
  /** A newer version of the app waiting to take over (the service worker). */
  updates: UpdatePort;
  reload: () => void;
  /** The persisted snapshots of the flows open now (what a reload keeps), by recorded key. */
  openFlows: () => Record<string, unknown>;
  /** How long a save waits for the server before it says "saved on this device". */
  settleMs: number;
  /** A picked file read, shrunk, hashed and kept on the device (uploads; absent in some unit tests). */
  uploads?: UploadEffects;
  /** The camera the photo gallery captures with (absent in some unit tests: no camera). */
  camera?: CameraEffects;
  /** Web push on this device (absent in unit tests and where the wiring gives none: unsupported). */
  push?: PushEffects;
  /** Sends a picked file's bytes to `path` with the session (a bulk import's CSV, decision 086): the answer's status and text. */
  sendFile?: (path: string, file: unknown, type: string) => Promise<{ status: number; text: string }>;
}

export interface Feature {
  /** A name for messages and docs. */
  id: string;
  /** Its machines, as defined (pure): ids must be unique across the app. */
  machines: readonly AnyStateMachine[];
  /** The same machines with their effects bound (`machine.provide(...)`); a machine not listed runs as defined. */
  provide?: (world: FeatureWorld) => readonly AnyStateMachine[];
  /** The lists it caches (each recorded as `<slot>.fetched`). */
  lists?: readonly AnyListSlot[];
  /** The facts it keeps (each recorded as `<slot>.saved`). */
  facts?: readonly AnyFactSlot[];
  /** The write operations its flows queue in the outbox. */
  writes?: readonly WriteContract[];
  /** Its screens, each once: `screen(path or PageLink, { title, access, menu, view })` (src/views/routes.ts). */
  screens?: readonly ScreenDef[];
  /**
   * Its flows that start afresh after a reload for a failed chunk (decision 008), because their
   * truth lives elsewhere (stored settings, the server's answer); every other open flow is restored.
   */
  startFresh?: readonly AnyStateMachine[];
  /** Runs once when the app's effects are bound, before any flow starts (e.g. recording what the last page kept synchronously). */
  start?: (world: FeatureWorld) => void;
}

export const defineFeature = <F extends Feature>(f: F): F => f;

export interface AppRegistry {
  features: readonly Feature[];
  /** Every machine by id (replay, the visualiser export). */
  machines: Readonly<Record<string, AnyStateMachine>>;
  slots: readonly AnyListSlot[];
  facts: readonly AnyFactSlot[];
  writes: ReadonlyMap<string, WriteContract>;
  /** The route table, menus and query decoding, built from every feature's screens. */
  routes: RouteTable;
  /** The lazily loaded pages by path (routes.screens). */
  screens: ReadonlyMap<string, Screen>;
  store: AppStore;
  /** The ids of the machines whose flows start afresh after a recovery reload. */
  startFresh: ReadonlySet<string>;
  /** The machines with their effects bound to `world`, by id. */
  bind(world: FeatureWorld): ReadonlyMap<string, AnyStateMachine>;
}

/** Joins the features; a machine id, list, write, screen or menu place registered twice is an error at start-up. */
export function appRegistry(features: readonly Feature[]): AppRegistry {
  const machines: Record<string, AnyStateMachine> = {};
  const slots = new Map<string, AnyListSlot>();
  const facts = new Map<string, AnyFactSlot>();
  const writes = new Map<string, WriteContract>();
  const screens = new Map<string, ScreenDef>();
  const once = <V>(map: Map<string, V>, key: string, value: V, what: string, f: Feature) => {
    if (map.has(key)) throw new Error(`${what} ${key} is registered twice (again by feature ${f.id})`);
    map.set(key, value);
  };
  const machineIds = new Map<string, AnyStateMachine>();
  for (const f of features) {
    for (const m of f.machines) once(machineIds, m.id, m, "machine", f);
    for (const s of f.lists ?? []) once(slots, s.name, s, "list", f);
    for (const s of f.facts ?? []) once(facts, s.name, s, "fact", f);
    for (const w of f.writes ?? []) once(writes, w.name, w, "write operation", f);
    for (const s of f.screens ?? []) once(screens, s.path, s, "screen", f);
  }
  for (const [id, m] of machineIds) machines[id] = m;
  const slotList = [...slots.values()];
  const factList = [...facts.values()];
  const startFresh = new Set(features.flatMap((f) => (f.startFresh ?? []).map((m) => m.id)));
  const routes = routeTable([...screens.values()]);
  return {
    features,
    machines,
    slots: slotList,
    facts: factList,
    writes,
    routes,
    screens: routes.screens,
    store: appStore(slotList, factList),
    startFresh,
    bind(world) {
      const bound = new Map(machineIds);
      for (const f of features) {
        for (const m of f.provide?.(world) ?? []) {
          if (!f.machines.some((own) => own.id === m.id)) throw new Error(`feature ${f.id} binds effects to ${m.id}, which it does not register`);
          bound.set(m.id, m);
        }
      }
      // a form machine that keeps drafts (decision 038) with its `keepDraft` left as declared would
      // keep nothing, silently: stop at start-up instead
      for (const [id, m] of bound)
        if ((m.implementations.actions as Record<string, unknown>).keepDraft === draftActionStubs.keepDraft)
          throw new Error(`${id} keeps drafts, but no feature binds its draft actions (actions: draftActions(w))`);
      for (const f of features) f.start?.(world);
      return bound;
    },
  };
}
