// In-app notifications (issue 27 item 1; docs/decisions/045-notifications.md): what a person is
// told when an event needs them or concerns them (a plan submitted to its CMDI, a workshop
// approved to its FCP, ...), made on the server in the same statement as the event, listed newest
// first, cached through the event store (readable offline), opened to the thing, marked read.
import * as t from "io-ts";
import { defineRead, defineWrite, exactParams, IdRow, noParams, RowId } from "./contract.ts";
import { listSlot } from "./lists.ts";

export const Notification = t.type({
  id: t.number,
  kind: t.string,
  title: t.string,
  body: t.string,
  /** the app's own address of the thing */
  link: t.string,
  /** ISO time it was made */
  at: t.string,
  read: t.boolean,
});
export type Notification = t.TypeOf<typeof Notification>;

/** The caller's notifications, newest first (the latest 100). */
export const notificationsMine = defineRead("notifications.mine", { params: noParams, row: Notification, roles: "any" });
/** Marks one of the caller's notifications read (opened). */
export const notificationsRead = defineWrite("notifications.read", { params: exactParams({ id: RowId }), row: IdRow, roles: "any" });

export const notificationsSlot = listSlot("notifications", Notification);

/**
 * Newest first: by the time each was made, then the later row first. Not by id alone: rows made
 * from older events (the backfill of migration 018, the demo data) have later ids than their
 * times (issue 49 item 2). The server lists them so; the drawer sorts again, so a row the device
 * changed (marked read) keeps its place.
 */
export const newestFirst = <N extends Pick<Notification, "id" | "at">>(rows: readonly N[]): N[] =>
  [...rows].sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));

/** How many are unread. */
export const unreadCount = (rows: readonly Notification[]): number => rows.filter((n) => !n.read).length;
