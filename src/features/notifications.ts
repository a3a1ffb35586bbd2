// In-app notifications (issue 27 item 1; docs/decisions/045-notifications.md): the list, cached
// through the event store (readable offline), refreshed when the shell starts and when the drawer
// opens; opening one marks it read through the outbox, at once on the device.
// Web push (item 2; decision 046): the drawer's "Get these on this phone" flow (`push`), bound here
// to the browser (w.push) and the push ops, called directly (a subscription needs the network).
import { fromPromise } from "xstate";
import type { ApiFailure } from "../codecs/apiFailure.ts";
import { notificationsMine, notificationsRead, notificationsSlot } from "../codecs/notifications.ts";
import { pushKey, pushSubscribe, pushUnsubscribe } from "../codecs/push.ts";
import { notificationsMachine } from "../machines/notifications.machine.ts";
import { pushMachine, type PushCheck, type PushSubscribed } from "../machines/push.machine.ts";
import { defineMutator, upsertRow } from "../store/mutators.ts";
import { listOf } from "../store/state.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { fetchList } from "./lists.ts";
import { queueWrite } from "./writes.ts";

/** A failure of the server, in the words the flow shows. */
const refused = (what: string, f: ApiFailure) => ({
  message:
    f.kind === "network"
      ? `Could not ${what}: the server cannot be reached. Check your connection, then try again.`
      : `Could not ${what}: ${f.message}`,
});
const idempotencyKey = () => `push-${globalThis.crypto.randomUUID()}`;
/** The browser's own errors (a DOMException) as plain { message } values, which the event log keeps as they are. */
const plainly = <T>(what: string, run: () => Promise<T>) =>
  run().catch((e: unknown) => {
    if (e instanceof Error) throw { message: `Could not ${what}: ${e.message}` };
    throw e;
  });

/**
 * Whom this browser's subscription was turned on for (their sfid, in local storage): another person
 * signed in on the same phone sees push off until they turn it on themselves.
 */
export const PUSH_BY = "pushBy";
const signedIn = (w: Pick<FeatureWorld, "storage">): string | null => {
  try {
    const u = JSON.parse(w.storage.getItem("authData") ?? "null") as { sfid?: unknown } | null;
    return typeof u?.sfid === "string" ? u.sfid : null;
  } catch {
    return null;
  }
};

/** The push flow's effects: the browser's subscription and the server's record of it, kept in step. */
export function pushActors(w: Pick<FeatureWorld, "api" | "push" | "storage">) {
  /** The server's key, the browser's subscription (the prompt, unless already allowed), the server's record: on, or why not. */
  const subscribe = async (push: NonNullable<FeatureWorld["push"]>): Promise<PushSubscribed> => {
    const key = await w.api.query(pushKey, {});
    if (!key.ok) throw refused("turn on notifications on this device", key.failure);
    const r = await push.subscribe(key.value[0]!.publicKey);
    if (r.state !== "on") return r.state;
    const saved = await w.api.write(pushSubscribe, { subscription: r.subscription }, idempotencyKey());
    if (!saved.ok) {
      // the server does not know this device: the browser keeps no subscription either
      await push.unsubscribe().catch(() => {});
      throw refused("turn on notifications on this device", saved.failure);
    }
    w.storage.setItem(PUSH_BY, signedIn(w) ?? "");
    return "on";
  };
  return {
    check: fromPromise<PushCheck, void>(() =>
      plainly("check this device's notifications", async () => {
        const state = w.push ? await w.push.check() : "unsupported";
        if (state !== "on" || !w.push) return state;
        // turned on by someone else on this phone: off for this person
        if (w.storage.getItem(PUSH_BY) !== signedIn(w)) return "off";
        // the server records it again under this session (a new sign-in, or a subscription the browser renewed);
        // offline, it stays on as it was
        await subscribe(w.push).catch(() => "on");
        return "on";
      }),
    ),
    subscribe: fromPromise<PushSubscribed, void>(() =>
      plainly("turn on notifications on this device", async () => (w.push ? subscribe(w.push) : "dismissed")),
    ),
    unsubscribe: fromPromise<void, void>(() =>
      plainly("turn off notifications on this device", async () => {
        const push = w.push;
        const endpoint = await push?.endpoint();
        if (!push || !endpoint) {
          w.storage.removeItem(PUSH_BY);
          return;
        }
        // the server first: if it cannot be told, both stay as they were (and "Try again")
        const r = await w.api.write(pushUnsubscribe, { endpoint }, idempotencyKey());
        if (!r.ok && !(r.failure.kind === "http" && r.failure.status === 404)) throw refused("turn off notifications on this device", r.failure);
        await push.unsubscribe();
        w.storage.removeItem(PUSH_BY);
      }),
    ),
  };
}

/** A notification read, a named mutator (decision 072): it shows as read at once. */
export const readNotification = defineMutator(notificationsRead, (s, { id }) => {
  const n = listOf(s, notificationsSlot).find((r) => r.id === id);
  return n ? upsertRow(notificationsSlot, { ...n, read: true }) : null;
});

export const notifications = defineFeature({
  id: "notifications",
  machines: [notificationsMachine, pushMachine],
  lists: [notificationsSlot],
  // the push writes are sent directly (not queued), but registered like every write
  writes: [notificationsRead, pushSubscribe, pushUnsubscribe],
  // the device and the server know whether push is on: the flow asks them again after a reload
  startFresh: [pushMachine],
  provide: (w) => [
    notificationsMachine.provide({
      actors: { load: fetchList(w, notificationsSlot, notificationsMine, {}) },
      actions: {
        markRead: (_, { ids }) => {
          const rows = listOf(w.log.state(), notificationsSlot);
          for (const id of ids) if (rows.some((r) => r.id === id && !r.read)) queueWrite(w, readNotification({ id }));
        },
      },
    }),
    pushMachine.provide({ actors: pushActors(w) }),
  ],
});
