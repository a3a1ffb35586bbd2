// Web push in the service worker (issue 27 item 2; docs/decisions/046-web-push.md), imported by the
// generated /sw.js (scripts/clientBuild/serviceWorker.ts: workbox's importScripts). A push carries
// JSON { title, body, link } (src/codecs/push.ts PushPayload): it is shown as a notification, and
// pressing it focuses an open window of the app at the link, or opens one there.
/* global self, clients */
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Field Ops";
  const link = typeof data.link === "string" && data.link.startsWith("/") && !data.link.startsWith("//") ? data.link : "/";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { link },
      tag: link,
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = event.notification.data && typeof event.notification.data.link === "string" ? event.notification.data.link : "/";
  const url = new URL(link, self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      const same = open.find((c) => new URL(c.url).origin === self.location.origin);
      if (same) return same.focus().then((c) => (c && "navigate" in c ? c.navigate(url) : undefined));
      return clients.openWindow(url);
    }),
  );
});
