// Web push (issue 27 item 2; docs/decisions/046-web-push.md): the server's public (VAPID) key, and
// a device's subscription (the push service's endpoint and the browser's keys) recorded for the
// signed-in person or removed. The server pushes each of their notifications (decision 045) to
// every device they subscribed, as JSON { title, body, link } (PushPayload).
import * as t from "io-ts";
import { defineRead, defineWrite, exactObject, exactParams, IdRow, noParams } from "./contract.ts";

/** base64url without padding, as PushSubscription.toJSON() gives the keys, of exactly `bytes` bytes. */
const base64url = (name: string, bytes: number, what: string) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const ok = (u: unknown): u is string => typeof u === "string" && u.length === chars && /^[A-Za-z0-9_-]+$/.test(u);
  return new t.Type<string, string, unknown>(
    name,
    ok,
    (u, c) => (ok(u) ? t.success(u) : t.failure(u, c, `${what} must be ${bytes} bytes in base64url (${chars} characters)`)),
    t.identity,
  );
};

/** What the device can do about push now: nothing (`unsupported`), blocked for this site (`denied`), subscribed (`on`) or not (`off`). */
export type PushCheck = "unsupported" | "denied" | "on" | "off";

/** The push services of Chrome and Android (FCM), Firefox, Edge (WNS) and Safari: PUSH_SERVICE_HOSTS when unset. */
export const DEFAULT_PUSH_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", ".notify.windows.com", "web.push.apple.com"] as const;

export const ENDPOINT_MAX = 2048;
/** An https:// URL of printable characters without credentials (the push service's address for one browser). */
export const isPushEndpoint = (u: unknown): u is string => {
  if (typeof u !== "string" || u.length > ENDPOINT_MAX || !/^https:\/\/[\x21-\x7e]+$/.test(u)) return false;
  try {
    const url = new URL(u);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
};
export const PushEndpoint = new t.Type<string, string, unknown>(
  "PushEndpoint",
  isPushEndpoint,
  (u, c) =>
    isPushEndpoint(u) ? t.success(u) : t.failure(u, c, `The push service's address must be an https:// URL of at most ${ENDPOINT_MAX} characters`),
  t.identity,
);

/** The browser's public key (an uncompressed P-256 point) and its auth secret. */
export const PushKeys = exactObject(
  { p256dh: base64url("P256dh", 65, "The device's public key"), auth: base64url("AuthSecret", 16, "The device's auth secret") },
  {},
  "keys",
);

/** A browser's subscription as PushSubscription.toJSON() gives it, without expirationTime. */
export const PushSubscriptionJson = exactObject({ endpoint: PushEndpoint, keys: PushKeys }, {}, "subscription field");
export type PushSubscriptionJson = t.TypeOf<typeof PushSubscriptionJson>;
/** Nested, so a bad value is answered at its field (endpoint, p256dh, auth). */
export const PushSubscriptionParams = exactParams({ subscription: PushSubscriptionJson });
export type PushSubscriptionParams = t.TypeOf<typeof PushSubscriptionParams>;

/** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
export const pushKey = defineRead("push.key", { params: noParams, row: t.type({ publicKey: t.string }), roles: "any" });
/** Records this device's subscription for the caller (a device re-subscribed by another person becomes theirs). */
export const pushSubscribe = defineWrite("push.subscribe", { params: PushSubscriptionParams, row: IdRow, roles: "any" });
/** Removes the caller's subscription of this endpoint (404 when the caller has none there). */
export const pushUnsubscribe = defineWrite("push.unsubscribe", { params: exactParams({ endpoint: PushEndpoint }), row: IdRow, roles: "any" });

/** What a push carries (the service worker shows it: public/sw-push.js). */
export const PushPayload = t.type({ title: t.string, body: t.string, link: t.string });
export type PushPayload = t.TypeOf<typeof PushPayload>;
