// The browser's side of web push (decision 046): what this device can do, the permission prompt
// and the subscription of the service worker's PushManager. Only the push flow
// (src/machines/push.machine.ts, bound in src/features/notifications.ts) calls it, and asks the
// permission only when the person pressed "Get these on this phone".
import type { PushSubscriptionJson } from "../codecs/push.ts";

export interface PushEffects {
  /** unsupported (no service worker, no Push API, or no worker registered), denied (blocked), on (subscribed) or off. */
  check(): Promise<"unsupported" | "denied" | "on" | "off">;
  /** Asks the permission (the browser's prompt), then subscribes with the server's key: the subscription, or why not. */
  subscribe(publicKey: string): Promise<{ state: "on"; subscription: PushSubscriptionJson } | { state: "denied" | "dismissed" }>;
  /** This browser's subscription's endpoint, or null when it has none. */
  endpoint(): Promise<string | null>;
  /** Ends this browser's subscription (nothing when it has none). */
  unsubscribe(): Promise<void>;
}

/** base64url text as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** `registered`: the registration this page makes (src/effects/serviceWorker.ts), resolved once
 * made (after the page's load, once online), so a first visit's check waits for it rather than
 * saying "unsupported" before the worker exists. */
export function browserPush(registered?: () => Promise<ServiceWorkerRegistration | null>): PushEffects {
  /** The service worker's registration, if one controls (or will control) this page: one from an
   * earlier visit at once; else, when `wait`, the one this page is making (a subscription can
   * only be on a registration that exists, so ending one never waits). */
  const registration = async (wait = false): Promise<ServiceWorkerRegistration | null> =>
    (await navigator.serviceWorker.getRegistration()) ?? (wait ? await registered?.() : null) ?? null;
  const supported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  return {
    async check() {
      if (!supported()) return "unsupported";
      const reg = await registration(true);
      if (!reg) return "unsupported";
      if (Notification.permission === "denied") return "denied";
      const sub = await reg.pushManager.getSubscription();
      return sub && Notification.permission === "granted" ? "on" : "off";
    },
    async subscribe(publicKey) {
      const permission = await Notification.requestPermission();
      if (permission === "denied") return { state: "denied" };
      if (permission !== "granted") return { state: "dismissed" };
      const reg = await registration(true);
      if (!reg) throw { message: "This browser has not stored the app yet: reload the page, then try again." };
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const json = sub.toJSON();
      return { state: "on", subscription: { endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } } };
    },
    async endpoint() {
      if (!supported()) return null;
      const sub = await (await registration())?.pushManager.getSubscription();
      return sub?.endpoint ?? null;
    },
    async unsubscribe() {
      if (!supported()) return;
      const sub = await (await registration())?.pushManager.getSubscription();
      await sub?.unsubscribe();
    },
  };
}
