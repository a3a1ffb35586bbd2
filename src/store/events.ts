// The store's own event types (all v1 so far; a new version adds `version` + `upcast` in defineEvent). To add one: a codec here, a case in fold.ts.
// The lists' events (`<slot>.fetched { rows }`) come from the registered slots (createStoreRegistry).
import * as t from "io-ts";
import type { AnyFactSlot } from "../codecs/facts.ts";
import type { AnyListSlot } from "../codecs/lists.ts";
import { Role } from "../codecs/role.ts";
import { Refusal, refusalFromV1 } from "../codecs/refusal.ts";
import { SessionUser } from "../codecs/session.ts";
import { createRegistry, defineEvent, type EventDef, type Registry } from "./envelope.ts";
import { Row } from "./state.ts";

const Optimistic = t.intersection([
  /** The slot name of the list the write changes at once. */
  t.type({ list: t.string }),
  t.partial({ upsert: Row, remove: t.unknown, key: t.string }),
]);
export type Optimistic = t.TypeOf<typeof Optimistic>;

/**
 * A write that can be undone (decision 067): the outbox holds it `holdMs` after it was queued, so
 * an Undo can still take it back; `message` is what the toast says ("Removed ...").
 */
const Undoable = t.type({ message: t.string, holdMs: t.number });
export type Undoable = t.TypeOf<typeof Undoable>;

export const payloads = {
  "session.loggedIn": t.type({ user: SessionUser, role: Role }),
  "session.loggedOut": t.type({}),
  /**
   * A write; the event id is its idempotency key. `optimistic` changes a cached list at once; an
   * `upsert` without its key is a new row, keyed by the write's id until the server answers with
   * the real one (`[{ [key]: id }]`). `undoable`: held for an Undo (decision 067).
   */
  "write.queued": t.intersection([t.type({ op: t.string, params: t.unknown }), t.partial({ optimistic: Optimistic, undoable: Undoable })]),
  /**
   * The person took a queued write back before it was sent (an Undo, decision 067; causationId: its
   * key): it leaves the outbox and its optimistic change is reversed. A write already sent stays.
   */
  "write.withdrawn": t.type({}),
  "write.sent": t.type({ attempt: t.number }),
  "write.failed": t.type({ attempt: t.number, error: t.string, retryInMs: t.number }),
  "write.acknowledged": t.partial({ result: t.unknown }),
  /**
   * The server's refusal (src/codecs/refusal.ts): its HTTP status, code, message and the form field
   * it blamed, when it named one. Version 1 was `{ error: <message>, status?, code?, field? }`
   * (status and code absent in the oldest logs: such a refusal reads as a 400 "rejected").
   */
  "write.rejected": Refusal,
  /**
   * The person dropped a refused write from "Changes not saved" (decision 081; causationId: its key),
   * after being asked once: it leaves the outbox. Only a rejected write is dropped so.
   */
  "write.discarded": t.type({}),
  /**
   * The person chose "Edit and resend" for a refused write (decision 081; causationId: its key): the
   * next write of the same operation on the same record resends it, and once the server settles that
   * one (stored, or refused with the newer values) the refused write leaves the outbox.
   */
  "write.reopened": t.type({}),
  "storage.compacted": t.type({ removed: t.number, reason: t.string }),
  "storage.quotaExceeded": t.type({ unsaved: t.number }),
  "storage.notPersistent": t.type({}),
  "warning.dismissed": t.type({ id: t.string }),
  /** The person's location in the app changed (the screen a replay shows is the last one). */
  "nav.changed": t.type({ path: t.string, search: t.string }),
  /** A root machine was started (replay starts a fresh actor here, or restores `snapshot`: a flow
   * that a reload for a failed chunk kept open). */
  "machine.started": t.intersection([t.type({ machine: t.string }), t.partial({ input: t.unknown, snapshot: t.unknown })]),
};

export type StoreEventType = keyof typeof payloads;
export type StorePayload<K extends StoreEventType> = t.TypeOf<(typeof payloads)[K]>;

/** The events whose payload changed shape: their version and how an older payload becomes today's. */
const VERSIONS: Partial<Record<StoreEventType, { version: number; upcast: Record<number, (old: unknown) => unknown> }>> = {
  "write.rejected": { version: 2, upcast: { 1: refusalFromV1 } },
};

export const STORE_EVENTS = (Object.keys(payloads) as StoreEventType[]).map((type) => defineEvent(type, payloads[type], VERSIONS[type]));

/**
 * A list load: the rows of one slot, decoded by its row codec when the log is read; `digests`:
 * each row's version as the server served it (decision 050; absent in older logs); `total`: a
 * windowed list's rows on the server in all, of which these are the device's window (decision 092).
 */
export const listEvent = (slot: AnyListSlot): EventDef =>
  defineEvent(
    slot.fetched,
    t.intersection([t.type({ rows: t.array(slot.row) }), t.partial({ digests: t.array(t.string), total: t.number })]),
    slot.versions && { version: slot.versions.version, upcast: slot.versions.fetched },
  );

/**
 * A list's refresh by delta (decision 050): the digests dropped, the rows added (each at its index
 * `at` of the server's list, with its digest), and the server's list's length and order digest.
 */
export const SyncedPayload = <R extends t.Mixed>(row: R) =>
  t.intersection([
    t.type({
      removed: t.array(t.string),
      rows: t.array(row),
      at: t.array(t.number),
      digests: t.array(t.string),
      n: t.number,
      check: t.string,
    }),
    // a windowed list's rows on the server in all (decision 092)
    t.partial({ total: t.number }),
  ]);
export const syncedEvent = (slot: AnyListSlot): EventDef =>
  defineEvent(slot.synced, SyncedPayload(slot.row), slot.versions && { version: slot.versions.version, upcast: slot.versions.synced });

/** A kept fact: its new value, decoded by the slot's codec when the log is read. */
export const factEvent = (slot: AnyFactSlot): EventDef => defineEvent(slot.saved, t.type({ value: slot.value }));

/** A registry holding the store's events, the given lists' `<slot>.fetched` and facts' `<slot>.saved`. */
export const createStoreRegistry = (slots: readonly AnyListSlot[] = [], facts: readonly AnyFactSlot[] = []): Registry =>
  createRegistry([...STORE_EVENTS, ...slots.map(listEvent), ...slots.map(syncedEvent), ...facts.map(factEvent)]);
