// The client state the fold builds from the log.
import * as t from "io-ts";
import type { AnyFactSlot, ValueOfFact } from "../codecs/facts.ts";
import type { AnyListSlot, RowOfSlot } from "../codecs/lists.ts";
import type { Refusal } from "../codecs/refusal.ts";
import type { Role } from "../codecs/role.ts";
import type { SessionUser } from "../codecs/session.ts";

export const Row = t.UnknownRecord;
export type Row = Record<string, unknown>;

export type WriteStatus = "pending" | "synced" | "rejected";

/** What went wrong with a write, as a sentence: the server's refusal, or why the last try failed; null when nothing did. */
export const entryProblem = (e: Pick<OutboxEntry, "status" | "error" | "refusal">): string | null =>
  (e.status === "rejected" ? e.refusal?.message : e.error) ?? null;

export interface OutboxEntry {
  /** The id of the `write.queued` event: the idempotency key sent to the server. */
  id: string;
  /** Who made the write (the envelope's userId): only their session sends it. */
  by?: string;
  op: string;
  params: unknown;
  status: WriteStatus;
  attempts: number;
  queuedAt: number;
  /** Why the last try failed (no network, a server fault): it is tried again. */
  error?: string;
  /** The server's refusal of a rejected write: its status, code, message and the form field it named. */
  refusal?: Refusal;
  result?: unknown;
  /**
   * How to undo the optimistic change if the server rejects the write (or the person withdraws
   * it): `at`, the removed row's index; `version`, the removed or changed row's server version (absent in older entries).
   */
  undo?: { list: string; key: string; keyValue: unknown; before: Row | null; after: Row | null; at?: number; version?: string };
  /** A refused write the person chose to edit and resend (decision 081): `write.reopened`. */
  reopened?: boolean;
  /** The write that resends this refused one (decision 081): when the server settles it, this one leaves. */
  resentAs?: string;
  /** The refused write this one resends (decision 081). */
  resends?: string;
  /** Held for an Undo until `until` (decision 067): not sent before, withdrawn by an Undo. */
  undoable?: { message: string; until: number };
}

export interface Warning {
  id: string;
  code: string;
  message: string;
  at: number;
}

export interface StoreState {
  session: { user: SessionUser | null; role: Role | null };
  /** The cached lists by slot name (src/codecs/lists.ts), each folded from `<slot>.fetched`: read them with `listOf`. */
  lists: Readonly<Record<string, readonly unknown[]>>;
  /** When each list was last fetched (event time), so views can show the cache, then refresh. */
  fetchedAt: Readonly<Record<string, number>>;
  /**
   * The server's version (digest) of each row of `lists[name]`, in the same order, "" for a row
   * this device changed (an optimistic write); absent when unknown (a list loaded before decision
   * 050, or a refresh whose merge did not match): the next refresh then asks for the whole list.
   */
  digests: Readonly<Record<string, readonly string[]>>;
  /** A windowed list's rows on the server in all (decision 092), when the server said so: `lists[name]` is its device window. */
  totals: Readonly<Record<string, number>>;
  /** The facts kept by slot name (src/codecs/facts.ts), each the value of the last `<slot>.saved`: read them with `factOf`. */
  facts: Readonly<Record<string, unknown>>;
  /** Outbox entries in the order they were queued. */
  outbox: OutboxEntry[];
  warnings: Warning[];
  /** The last location recorded (`nav.changed`). */
  location: { path: string; search: string } | null;
  /** The last locations, newest last (at most HISTORY_MAX): a replay can show the screen before the QA page. */
  history: Array<{ path: string; search: string }>;
}

export const initialState: StoreState = {
  session: { user: null, role: null },
  lists: {},
  fetchedAt: {},
  digests: {},
  totals: {},
  facts: {},
  outbox: [],
  warnings: [],
  location: null,
  history: [],
};

export const HISTORY_MAX = 20;

/** A windowed list's rows on the server in all (decision 092); undefined when the device holds the whole list. */
export const totalOf = (s: StoreState, slot: { name: string }): number | undefined => s.totals[slot.name];

const NONE: readonly never[] = [];

/**
 * A cached list, typed by its slot: the rows the fold took from `<slot>.fetched`, whose payload the
 * registry decoded with the slot's row codec (plus the pending writes' optimistic rows).
 */
export const listOf = <S extends AnyListSlot>(s: StoreState, slot: S): readonly RowOfSlot<S>[] =>
  (s.lists[slot.name] ?? NONE) as readonly RowOfSlot<S>[];

/** A kept fact, typed by its slot (src/codecs/facts.ts): the value of its last `<slot>.saved`, or undefined. */
export const factOf = <S extends AnyFactSlot>(s: StoreState, slot: S): ValueOfFact<S> | undefined => s.facts[slot.name] as ValueOfFact<S> | undefined;

/** Selector for views: the status of one write, or undefined if unknown. */
export const writeStatus = (s: StoreState, id: string): WriteStatus | undefined => s.outbox.find((e) => e.id === id)?.status;
export const pendingWrites = (s: StoreState): OutboxEntry[] => s.outbox.filter((e) => e.status === "pending");

/**
 * The writes the server refused that wait for this person's word (decision 081: "Changes not
 * saved"), oldest first: theirs only (`by` their sfid, or no author in older logs).
 */
export const refusedWrites = (s: Pick<StoreState, "outbox">, by: string | undefined): OutboxEntry[] =>
  s.outbox.filter((e) => e.status === "rejected" && (e.by === undefined || by === undefined || e.by === by));

/**
 * The record a write changes, as its params name it (`id`; a rating's item, `content`, decision
 * 079: a rating of one item must not resend another's refused one), or null for a new one.
 */
export const targetOf = (params: unknown): unknown =>
  typeof params !== "object" || params === null
    ? null
    : "id" in params
      ? (params as { id: unknown }).id
      : "content" in params
        ? (params as { content: unknown }).content
        : null;

/** The newest write that changed a row of a list (by key value), for a per-row status badge. */
export function rowWrites(s: Pick<StoreState, "outbox">, slot: AnyListSlot): Map<unknown, OutboxEntry> {
  const out = new Map<unknown, OutboxEntry>();
  for (const e of s.outbox) if (e.undo?.list === slot.name) out.set(e.undo.keyValue, e);
  return out;
}
