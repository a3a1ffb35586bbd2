// A list load as an effect: the read operation's rows, decoded by its contract, recorded as the
// product's event `<slot>.fetched { rows, digests }` (the store folds them into the slot), and
// `{ count }` to the machine. A failure is thrown as the ApiFailure value machines expect. A kept
// fact is recorded the same way, as `<slot>.saved { value }`.
//
// Delta sync (decision 050): when the store knows the versions of the rows it holds, the load
// sends their sketch and gets only what changed, recorded as `<slot>.synced { removed, rows, at,
// digests, n, check }` (nothing but the length and check when nothing changed). A delta that
// does not merge into what the device holds is not recorded: the whole list is asked for instead.
import { fromPromise } from "xstate";
import type { ParamsOf, ReadContract } from "../codecs/contract.ts";
import type { FactSlot } from "../codecs/facts.ts";
import type { ListFetched, ListSlot } from "../codecs/lists.ts";
import {
  encodeSketch,
  listCheck,
  SKETCH_CELLS,
  SKETCH_TEXT,
  sketchOf,
  SYNC_VERSION,
  WIDE_CELLS,
  type SyncAnswer,
  type SyncRequest,
} from "../codecs/sync.ts";
import type { FeatureWorld } from "./feature.ts";
import type { Page, PageParams } from "../codecs/window.ts";
import type { WindowPageInput } from "../machines/windowPage.ts";
import { UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";

type ListWorld = Pick<FeatureWorld, "api" | "log">;

/** Up to this many rows, a list is measured to see whether it is smaller than a sketch. */
const SMALL_ROWS = 20;

/**
 * What a refresh sends for the rows a device holds and their versions (`digests`, "" for a row
 * changed here): their sketch, or null (asking for the whole list) when the versions are unknown
 * or the list is smaller than a sketch.
 */
export function heldSketch(rows: readonly unknown[], digests: readonly string[] | undefined): SyncRequest | null {
  if (!digests || digests.length !== rows.length) return null;
  if (rows.length <= SMALL_ROWS && JSON.stringify(rows).length < SKETCH_TEXT) return null;
  const known = digests.filter((d) => d !== "");
  return { v: SYNC_VERSION, n: known.length, sketch: encodeSketch(sketchOf(known)) };
}

/** Loads a list once: queries, records `<slot>.fetched`, answers `{ count }` (throws the ApiFailure). */
export async function loadList<R, C extends ReadContract<any, R>>(
  { api, log }: ListWorld,
  slot: ListSlot<string, R>,
  contract: C,
  params: ParamsOf<C>,
  signal?: AbortSignal,
): Promise<ListFetched> {
  const state = log.state();
  const request = heldSketch(state.lists[slot.name] ?? [], state.digests[slot.name]);
  const known = request && (state.digests[slot.name] ?? []).filter((d) => d !== "");
  let answer = await ask(api, contract, params, request, signal);
  // a large list that differs by more than the sketch told: once more with a wider sketch
  const wider = answer.sync?.wider;
  if (wider !== undefined && known) {
    const cells = wider === WIDE_CELLS ? wider : SKETCH_CELLS;
    answer = await ask(api, contract, params, { v: SYNC_VERSION, n: known.length, sketch: encodeSketch(sketchOf(known, cells)) }, signal);
  }
  const sync = answer.sync;
  if (sync && !sync.full && sync.wider === undefined && known) {
    if (merges(known, sync, answer.digests)) {
      const { rows, digests } = answer;
      const total = totalOf(sync);
      log.append(
        slot.synced,
        { removed: sync.removed ?? [], rows, at: sync.at ?? [], digests, n: sync.n, check: sync.check, ...total },
        { origin: "effect" },
      );
      return { count: sync.n, ...total };
    }
    answer = await ask(api, contract, params, null, signal);
  }
  if (answer.sync && !answer.sync.full) answer = await ask(api, contract, params, null, signal); // asked for a wider sketch again
  const total = totalOf(answer.sync);
  log.append(slot.fetched, { rows: answer.rows, digests: answer.digests, ...total }, { origin: "effect" });
  return { count: answer.rows.length, ...total };
}

/** A windowed list's total as the server told it (decision 092), spread into an event and the machine's answer. */
const totalOf = (sync: SyncAnswer | null | undefined): { total?: number } => (sync?.total === undefined ? {} : { total: sync.total });

async function ask<C extends ReadContract>(api: ListWorld["api"], contract: C, params: ParamsOf<C>, held: SyncRequest | null, signal?: AbortSignal) {
  const r = await api.sync(contract, params, held, signal);
  if (!r.ok) throw r.failure;
  return r.value;
}

/** Whether a delta applied to the digests the device sent gives the server's list (its length and order). */
export function merges(known: readonly string[], sync: SyncAnswer, added: readonly string[]): boolean {
  const next = [...known];
  for (const r of sync.removed ?? []) {
    const i = next.indexOf(r);
    if (i < 0) return false;
    next.splice(i, 1);
  }
  const at = sync.at ?? [];
  if (at.length !== added.length) return false;
  at.forEach((i, j) => {
    next.splice(i, 0, added[j]!);
  });
  return next.length === sync.n && listCheck(next) === sync.check;
}

/** The actor of a machine that loads one list with fixed params. */
export function fetchList<R, C extends ReadContract<any, R>>(w: ListWorld, slot: ListSlot<string, R>, contract: C, params: ParamsOf<C>) {
  return fromPromise<ListFetched, void>(({ signal }) => loadList(w, slot, contract, params, signal));
}

/**
 * The actor of a windowed list's page (decision 092): one page of the list's page op for the
 * flow's query, not cached (the flow keeps it while the screen shows it); throws the ApiFailure.
 */
export function fetchPage<R, P>(w: Pick<FeatureWorld, "api">, contract: ReadContract<PageParams<P>, Page<R>>) {
  return fromPromise<Page<R>, PageParams<P>>(({ input, signal }) => askPage(w, contract, input, signal));
}

/** The same for a page flow of src/machines/windowPage.ts, whose actor is asked `{ list, query }` (the list is the flow's). */
export function fetchWindowPage<R, P>(w: Pick<FeatureWorld, "api">, contract: ReadContract<PageParams<P>, Page<R>>) {
  return fromPromise<Page<R>, WindowPageInput>(({ input, signal }) => askPage(w, contract, input.query as PageParams<P>, signal));
}

/** One page of a windowed list's page op (decision 092); throws the ApiFailure. */
export async function askPage<R, P>(
  w: Pick<FeatureWorld, "api">,
  contract: ReadContract<PageParams<P>, Page<R>>,
  input: PageParams<P>,
  signal?: AbortSignal,
) {
  const r = await w.api.query(contract, input as ParamsOf<typeof contract>, signal);
  if (!r.ok) throw r.failure;
  const page = r.value[0];
  if (!page) throw { kind: "decode", message: UNEXPECTED_ANSWER };
  return page as Page<R>;
}

/** Records a kept fact's new value as the product's event `<slot>.saved { value }` (the fold keeps the latest). */
export function saveFact<V>({ log }: Pick<FeatureWorld, "log">, slot: FactSlot<string, V>, value: V): void {
  log.append(slot.saved, { value }, { origin: "effect" });
}

/**
 * `fetchList` whose slot and params follow the flow's input (a tab's list, a chosen year): `pick`
 * names the slot, the contract and the params for the input.
 */
export function fetchListFor<I>(w: ListWorld, pick: (input: I) => { slot: ListSlot<string, any>; contract: ReadContract; params: unknown }) {
  return fromPromise<ListFetched, I>(({ input, signal }) => {
    const { slot, contract, params } = pick(input);
    return loadList(w, slot, contract, params as ParamsOf<typeof contract>, signal);
  });
}
