// A new version of the app (issue 16): when a newer build is installed and waiting, the app says
// 'A new version is available' with Reload; it never reloads by itself, so a form being filled in
// is never lost to an update. Reload lets the new version take over and the page reloads into it;
// Later hides the notice for this page load. `watch` (the service worker's waiting version) and
// `apply` are bound by src/features/shell.ts.
// In the first visit, once the service worker has the app stored and controls the page, it says
// once, quietly, "Ready to work offline" (issue 30); the note goes by itself after a few seconds,
// or at once when the person dismisses it (its close button, Escape), and it stays while the focus
// is in it, so a keyboard on its close button never sees it vanish (decision 107).
import { fromCallback, fromPromise, setup } from "xstate";

export type AppUpdateEvent =
  | { type: "update.available" }
  | { type: "update.accepted" }
  | { type: "update.later" }
  | { type: "update.offlineReady" }
  | { type: "update.dismissed" }
  | { type: "update.held" }
  | { type: "update.released" };

/** How long "Ready to work offline" shows (unless the focus is in it). */
export const OFFLINE_NOTE_MS = 6000;

export const appUpdateMachine = setup({
  types: { events: {} as AppUpdateEvent },
  actors: {
    watch: fromCallback<AppUpdateEvent>(() => () => {}),
    apply: fromPromise<void, void>(() => Promise.reject(new Error("apply actor not provided"))),
  },
  delays: { offlineNote: OFFLINE_NOTE_MS },
}).createMachine({
  id: "appUpdate",
  initial: "current",
  invoke: { id: "watch", src: "watch" },
  states: {
    current: { on: { "update.available": "available", "update.offlineReady": "offlineReady" } },
    /** The first visit's worker took control: the app works offline from now on, and says so once. */
    offlineReady: {
      initial: "shown",
      on: { "update.available": "available", "update.dismissed": "current" },
      states: {
        shown: { after: { offlineNote: "#appUpdate.current" }, on: { "update.held": "held" } },
        /** The focus is in the note: it waits, and has its few seconds again once the focus leaves. */
        held: { on: { "update.released": "shown" } },
      },
    },
    available: { on: { "update.accepted": "applying", "update.later": "later" } },
    /** The new version is taking over; the page reloads into it. */
    applying: { tags: ["busy"], invoke: { id: "apply", src: "apply", onError: "available" } },
    later: {},
  },
});
