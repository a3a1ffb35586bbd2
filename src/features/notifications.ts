// In-app notifications (issue 27 item 1; docs/decisions/045-notifications.md): the list, cached
// through the event store (readable offline), refreshed when the shell starts and when the drawer
// opens; opening one marks it read through the outbox, at once on the device.
import { notificationsMine, notificationsRead, notificationsSlot } from "../codecs/notifications.ts";
import { notificationsMachine } from "../machines/notifications.machine.ts";
import { listOf } from "../store/state.ts";
import { defineFeature } from "./feature.ts";
import { fetchList } from "./lists.ts";

export const notifications = defineFeature({
  id: "notifications",
  machines: [notificationsMachine],
  lists: [notificationsSlot],
  writes: [notificationsRead],
  provide: (w) => [
    notificationsMachine.provide({
      actors: { load: fetchList(w, notificationsSlot, notificationsMine, {}) },
      actions: {
        markRead: (_, { ids }) => {
          const rows = listOf(w.log.state(), notificationsSlot);
          for (const id of ids) {
            const n = rows.find((r) => r.id === id);
            if (!n || n.read) continue;
            w.outbox.write(notificationsRead, { id }, { list: notificationsSlot.name, key: "id", upsert: { ...n, read: true } });
          }
        },
      },
    }),
  ],
});
