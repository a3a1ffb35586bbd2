// Notifications on this device (web push; issue 27 item 2; docs/decisions/046-web-push.md), from
// the notifications drawer. `checking` asks the device what it can do: no push at all
// (`unsupported`), notifications blocked for this site (`denied`: the person changes it in the
// browser's site settings, then "Check again"), or subscribed (`on`) or not (`off`). Nothing asks
// the browser's permission until the person presses "Get these on this phone" (`push.enable`):
// `subscribing` then asks it, subscribes with the server's key and records the subscription with
// the server; a refusal is `denied`, a dismissed prompt back to `off`. "Turn off on this device"
// (`push.disable`) removes it from the server and the browser (`unsubscribing`). A failure of
// either says why in `failed`, with "Try again" (`push.retry`, which checks again).
import { assign, fromPromise, setup } from "xstate";
import type { PushCheck } from "../codecs/push.ts";

export type { PushCheck };

/** What `subscribing` ended with: on, refused (denied), or the prompt dismissed (off). */
export type PushSubscribed = "on" | "denied" | "dismissed";

export interface PushContext {
  error: string | null;
}
export type PushEvent = { type: "push.enable" } | { type: "push.disable" } | { type: "push.retry" } | { type: "push.check" };

/** The failure's own words ({ message }: the bound actors say what went wrong), or a plain one. */
const says = (error: unknown, what: string): string => {
  const message = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" && message ? message : `Could not ${what}.`;
};

export const pushMachine = setup({
  types: { context: {} as PushContext, events: {} as PushEvent },
  actors: {
    // unbound (a component test, a tool): a device without push
    check: fromPromise<PushCheck, void>(async () => "unsupported"),
    subscribe: fromPromise<PushSubscribed, void>(() => Promise.reject(new Error("subscribe actor of push not provided"))),
    unsubscribe: fromPromise<void, void>(() => Promise.reject(new Error("unsubscribe actor of push not provided"))),
  },
  actions: {
    failedTo: assign({ error: ({ event }, what: string) => says((event as { error?: unknown }).error, what) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: "push",
  context: { error: null },
  initial: "checking",
  states: {
    checking: {
      tags: ["busy"],
      entry: "clearError",
      invoke: {
        id: "check",
        src: "check",
        onDone: [
          { guard: ({ event }) => event.output === "unsupported", target: "unsupported" },
          { guard: ({ event }) => event.output === "denied", target: "denied" },
          { guard: ({ event }) => event.output === "on", target: "on" },
          { target: "off" },
        ],
        onError: { target: "failed", actions: { type: "failedTo", params: "check this device's notifications" } },
      },
    },
    // no service worker or no Push API here: nothing to offer
    unsupported: {},
    // blocked in the browser: only the person can allow it again, in the site's settings
    denied: { on: { "push.check": "checking" } },
    off: { on: { "push.enable": "subscribing" } },
    subscribing: {
      tags: ["busy"],
      entry: "clearError",
      invoke: {
        id: "subscribe",
        src: "subscribe",
        onDone: [
          { guard: ({ event }) => event.output === "denied", target: "denied" },
          { guard: ({ event }) => event.output === "dismissed", target: "off" },
          { target: "on" },
        ],
        onError: { target: "failed", actions: { type: "failedTo", params: "turn on notifications on this device" } },
      },
    },
    on: { on: { "push.disable": "unsubscribing" } },
    unsubscribing: {
      tags: ["busy"],
      entry: "clearError",
      invoke: {
        id: "unsubscribe",
        src: "unsubscribe",
        onDone: "off",
        onError: { target: "failed", actions: { type: "failedTo", params: "turn off notifications on this device" } },
      },
    },
    failed: { on: { "push.retry": "checking" } },
  },
});
