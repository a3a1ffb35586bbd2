// Loading one lazy screen (spec section 2): nothing for 200 ms, then a spinner; a timeout at
// 10000 ms; 'Error!' when the chunk fails. `load` resolves once the screen's module is ready.
//
// A failed load asks the server which build it serves (`checkBuild`):
// - another build (the chunk's hashed file was replaced by a deploy): the page reloads at once,
//   keeping what the person had open (`reload`), and lands on the new build;
// - this build, or no answer: 'Error!' with Retry. Retry loads again; if that fails too while the
//   server answers, the browser is keeping the failed import (Chromium 150, older Safari and
//   Firefox never ask the network again for it), so the page reloads to get a fresh one.
import { assign, fromPromise, setup } from "xstate";

export const SPINNER_DELAY_MS = 200;
export const LOAD_TIMEOUT_MS = 10_000;

/** What the server's index says about the running build (src/effects/build.ts). */
export type BuildCheck = "current" | "replaced" | "unreachable";

export interface ShellLoaderContext {
  /** The person pressed Retry at least once. */
  retried: boolean;
  /** The last check could not reach the server. */
  offline: boolean;
}

export const shellLoaderMachine = setup({
  types: { context: {} as ShellLoaderContext, events: {} as { type: "loader.retry" } },
  actors: {
    load: fromPromise<void, void>(() => Promise.reject(new Error("load actor not provided"))),
    checkBuild: fromPromise<BuildCheck, void>(() => Promise.reject(new Error("checkBuild actor not provided"))),
    /** Reloads the page (keeping the open flows); never settles. */
    reload: fromPromise<void, { reason: "replaced" | "stuck" }>(() => Promise.reject(new Error("reload actor not provided"))),
  },
  guards: {
    replaced: (_, check: BuildCheck) => check === "replaced",
    /** A retried load failed while the server answers: the browser keeps the failed import. */
    stuck: ({ context }, check: BuildCheck) => context.retried && check === "current",
  },
  actions: {
    noteRetry: assign({ retried: true }),
    /** `check`: the server's answer, or "unreachable" when the check itself failed. */
    noteReach: assign((_, check: BuildCheck) => ({ offline: check === "unreachable" })),
  },
  delays: { spinnerDelay: SPINNER_DELAY_MS, timeout: LOAD_TIMEOUT_MS },
}).createMachine({
  id: "shellLoader",
  initial: "loading",
  context: { retried: false, offline: false },
  states: {
    loading: {
      initial: "quiet",
      invoke: { id: "load", src: "load", onDone: "loaded", onError: "checking" },
      after: { timeout: "timedOut" },
      states: {
        quiet: { after: { spinnerDelay: "spinner" } },
        spinner: { tags: ["spinner"] },
      },
    },
    checking: {
      tags: ["spinner"],
      invoke: {
        id: "checkBuild",
        src: "checkBuild",
        onDone: [
          { guard: { type: "replaced", params: ({ event }) => event.output }, target: "reloading.replaced" },
          { guard: { type: "stuck", params: ({ event }) => event.output }, target: "reloading.stuck" },
          { target: "failed", actions: { type: "noteReach", params: ({ event }) => event.output } },
        ],
        onError: { target: "failed", actions: { type: "noteReach", params: "unreachable" as const } },
      },
    },
    reloading: {
      tags: ["spinner"],
      initial: "replaced",
      states: {
        replaced: { invoke: { id: "reload", src: "reload", input: { reason: "replaced" } } },
        stuck: { invoke: { id: "reload", src: "reload", input: { reason: "stuck" } } },
      },
    },
    loaded: { type: "final" },
    failed: { tags: ["error"], on: { "loader.retry": { target: "loading", actions: "noteRetry" } } },
    timedOut: { tags: ["error"], on: { "loader.retry": { target: "loading", actions: "noteRetry" } } },
  },
});
