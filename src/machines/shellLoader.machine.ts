// Loading one lazy screen (spec section 2): nothing for 200 ms, then a spinner; a timeout at
// 10000 ms; 'Error!' when the chunk fails. `load` resolves once the screen's module is ready.
import { fromPromise, setup } from "xstate";

export const SPINNER_DELAY_MS = 200;
export const LOAD_TIMEOUT_MS = 10_000;
export const PRELOAD_AFTER_MS = 500;

export const shellLoaderMachine = setup({
  types: { events: {} as { type: "loader.retry" } },
  actors: { load: fromPromise<void, void>(() => Promise.reject(new Error("load actor not provided"))) },
  delays: { spinnerDelay: SPINNER_DELAY_MS, timeout: LOAD_TIMEOUT_MS },
}).createMachine({
  id: "shellLoader",
  initial: "loading",
  states: {
    loading: {
      initial: "quiet",
      invoke: { id: "load", src: "load", onDone: "loaded", onError: "failed" },
      after: { timeout: "timedOut" },
      states: {
        quiet: { after: { spinnerDelay: "spinner" } },
        spinner: { tags: ["spinner"] },
      },
    },
    loaded: { type: "final" },
    failed: { tags: ["error"], on: { "loader.retry": "loading" } },
    timedOut: { tags: ["error"], on: { "loader.retry": "loading" } },
  },
});

/** The timer source of the actors the views create (xstate's Clock); tests use a SimulatedClock. */
export interface Clock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}
