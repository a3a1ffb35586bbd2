// The header's search suggestions from the server (decision 117; 107 gave the device's): as the
// person types, the device's suggestions show at once (they need no flow); this flow asks the
// server (op search.records) for the records the device does not hold (a windowed list's rows past
// its window, decision 092; the super admin's workshops), once the typing has paused
// SERVER_DELAY_MS more (`search.typed { query }`, the box's text after its own pause). A new text
// while it waits or asks starts again (the answer for the old text is dropped: its ask is stopped);
// the same text again changes nothing; a text too short (the box emptied: "") shows the device's
// alone (`idle`).
// Offline (the flow's input, then `search.offline` / `search.online` from the connection) it asks
// nothing (`offline`: the header says only what is saved on this device is searched) and asks once
// back online. A failure is quiet: the device's suggestions stay, and /search (Enter) says why.
// `searchServer` is bound by src/features/shell.ts.
import { assign, fromPromise, setup } from "xstate";
import { type RecordHit, RECORD_SEARCH_MIN } from "../codecs/recordSearch.ts";
import { failureMessage } from "../codecs/apiFailure.ts";
import { offline } from "./serverPage.ts";

/** How much longer than the device's suggestions the server waits for the typing to pause (a request per pause costs a phone on a weak link). */
export const SERVER_DELAY_MS = 300;

export interface HeaderSearchContext {
  /** The text asked (trimmed), or "" (nothing to ask). */
  query: string;
  online: boolean;
  /** What the server found for `query` (none until it answers). */
  hits: readonly RecordHit[];
  error: string | null;
}

export type HeaderSearchEvent = { type: "search.typed"; query: string } | { type: "search.online" } | { type: "search.offline" };

export const headerSearchMachine = setup({
  types: {
    context: {} as HeaderSearchContext,
    events: {} as HeaderSearchEvent,
    input: {} as { online: boolean } | undefined,
  },
  actors: {
    searchServer: fromPromise<readonly RecordHit[], { q: string }>(() => Promise.reject(new Error("searchServer actor not provided"))),
  },
  actions: {
    typed: assign({ query: ({ event }) => (event.type === "search.typed" ? event.query.trim() : ""), hits: [], error: null }),
    wentOnline: assign({ online: true }),
    wentOffline: assign({ online: false }),
    found: assign({ hits: (_, hits: readonly RecordHit[]) => hits, error: null }),
    keepError: assign({ error: ({ event }) => failureMessage((event as { error?: unknown }).error) }),
  },
  guards: {
    tooShort: ({ context }) => context.query.length < RECORD_SEARCH_MIN,
    isOffline: ({ context }) => !context.online,
    /** The text is the one already asked or answered (a space added, the same word typed again). */
    same: ({ context, event }) => event.type === "search.typed" && event.query.trim() === context.query,
    offline,
  },
}).createMachine({
  id: "headerSearch",
  context: ({ input }) => ({ query: "", online: input?.online ?? true, hits: [], error: null }),
  initial: "idle",
  states: {
    /** Nothing asked: no text, or too short a one. */
    idle: {},
    /** Routes a new text: too short, offline, or to wait for the pause. */
    starting: {
      always: [{ guard: "tooShort", target: "idle" }, { guard: "isOffline", target: "offline" }, { target: "waiting" }],
    },
    /** The typing may go on: the server is asked once it pauses. */
    waiting: { after: { [SERVER_DELAY_MS]: "asking" } },
    asking: {
      tags: ["asking"],
      invoke: {
        id: "searchServer",
        src: "searchServer",
        input: ({ context }) => ({ q: context.query }),
        onDone: { target: "shown", actions: { type: "found", params: ({ event }) => event.output } },
        onError: [
          { guard: "offline", target: "offline", actions: "wentOffline" },
          { target: "failed", actions: "keepError" },
        ],
      },
    },
    /** The server's hits for `query`. */
    shown: {},
    /** Not asked for want of a network: the device's suggestions alone. */
    offline: {
      on: { "search.online": { target: "starting", actions: "wentOnline" } },
    },
    /** The server could not be asked: the device's suggestions alone. */
    failed: {},
  },
  on: {
    "search.typed": [{ guard: "same" }, { target: ".starting", actions: "typed" }],
    "search.offline": { target: ".offline", actions: "wentOffline" },
    "search.online": { actions: "wentOnline" },
  },
});
