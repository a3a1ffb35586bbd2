// A record's conflict on its screen (decision 079): the conflict flow of the record
// (src/machines/conflict.machine.ts) keyed by it, started with the conflict waiting in the outbox,
// told when one appears or goes (a watch), and drawn as ConflictPanel's props.
import { mergeFields } from "../codecs/conflict.ts";
import type { AnyListSlot } from "../codecs/lists.ts";
import { conflictMachine, type ConflictCase } from "../machines/conflict.machine.ts";
import type { ConflictPanelProps } from "../views/ConflictPanel.tsx";
import type { StoreState } from "../store/state.ts";
import { flow, watching, type HostInput, type Running } from "./host.tsx";

const isTexts = (v: unknown): v is Record<string, string> =>
  typeof v === "object" && v !== null && Object.values(v).every((x) => typeof x === "string");

/** A write's values as the merge's texts (a record whose values are not all texts converts them), or null. */
export type TextsOf = (v: unknown) => Record<string, string> | null;
const asTexts: TextsOf = (v) => (isTexts(v) ? v : null);

/** What a refused write started from and what it wrote, as the merge's texts, read from its params; null: not a versioned write. */
export type SidesOf = (params: unknown) => { base: Record<string, string>; mine: Record<string, string> } | null;

/** An update's sides (`values` and `base.values`, decision 079), `texts` reading each; a record's own `SidesOf` reads others (a rating's). */
const sidesOf = (read: TextsOf | { sides: SidesOf } = asTexts): SidesOf => {
  if (typeof read !== "function") return read.sides;
  return (params) => {
    const p = params as { values?: unknown; base?: { values?: unknown } };
    const mine = read(p.values);
    const base = read(p.base?.values);
    return mine && base ? { base, mine } : null;
  };
};

/** How a record's refused writes read: its values' texts (an update's), or its own sides. */
export type ConflictRead = TextsOf | { sides: SidesOf };

/**
 * The conflict of a record waiting in the outbox: its newest write (an update or a removal, by the
 * list its change was made on) was refused as a conflict; a write of the record since (the answer,
 * another save) clears it. Null when record `id` of `slot`'s list has none.
 */
export function conflictOf(s: Pick<StoreState, "outbox">, slot: AnyListSlot, id: number | null, read?: ConflictRead): ConflictCase | null {
  if (id === null) return null;
  let last = null;
  for (const e of s.outbox) if (e.undo?.list === slot.name && e.undo.keyValue === id) last = e;
  const detail = last?.status === "rejected" ? last.refusal?.conflict : undefined;
  if (!last || !detail) return null;
  const sides = sidesOf(read)(last.params);
  if (!sides) return null;
  return { key: last.id, id, list: slot.name, ...sides, current: detail.current, version: detail.version, fields: detail.fields };
}

/** The conflict flow of record `id(h)` of `slot`'s list (`conflict:<list>:<id>`). */
export const conflictFlow = <O>(slot: AnyListSlot, id: (h: HostInput<O>) => number | null, texts?: ConflictRead) =>
  flow({
    machine: conflictMachine,
    key: (h: HostInput<O>) => `conflict:${slot.name}:${id(h) ?? "new"}`,
    input: (h: HostInput<O>) => ({ conflict: conflictOf(h.state, slot, id(h), texts) }),
  });

type ConflictRunning = Running<typeof conflictMachine>;

type WithConflict<O> = HostInput<O> & { flows: { conflict: ConflictRunning } };

/** Tells the flow (`flows.conflict`) of a conflict that appears in the outbox, or that it went. */

export const watchConflict = <O>(slot: AnyListSlot, id: (s: WithConflict<O>) => number | null, texts?: ConflictRead) =>
  watching(
    (s: WithConflict<O>) => conflictOf(s.state, slot, id(s), texts)?.key ?? null,
    (_key: string | null, s: WithConflict<O>) => {
      const found: ConflictCase | null = conflictOf(s.state, slot, id(s), texts);
      if (!found && s.flows.conflict.snap.matches("idle")) return;
      s.flows.conflict.send(found ? { type: "conflict.found", conflict: found } : { type: "conflict.cleared" });
    },
  );

/** The panel's props, or null when no conflict shows; `labelOf` names a field. */
export function conflictPanelOf(c: ConflictRunning, labelOf: (field: string) => string): ConflictPanelProps | null {
  const { snap, send } = c;
  const x = snap.context;
  const state = snap.matches("choosing")
    ? "choosing"
    : snap.matches("saving")
      ? "saving"
      : snap.matches("failed")
        ? "failed"
        : snap.matches("resolved")
          ? "resolved"
          : null;
  if (state === null || !x.conflict) return null;
  const k = x.conflict;
  const keys = Object.keys(k.current);
  const { conflicts } = mergeFields(keys, k.base, k.mine, k.current);
  const changed = (v: Record<string, string>, f: string) => (v[f] ?? "") !== (k.base[f] ?? "");
  // changed on one side only: merged without asking
  const merged = keys.filter((f) => !conflicts.includes(f) && changed(k.mine, f) !== changed(k.current, f));
  return {
    state,
    fields: k.fields.map((f) => ({ key: f, label: labelOf(f), mine: k.mine[f] ?? "", current: k.current[f] ?? "", choice: x.choices[f] ?? null })),
    merged: merged.map(labelOf),
    error: x.error,
    outcome: x.outcome,
    canSubmit: snap.can({ type: "conflict.submitted" }),
    onChoose: (field, side) => send({ type: "conflict.chose", field, side }),
    onKeepMine: () => send({ type: "conflict.keepMine" }),
    onSubmit: () => send({ type: "conflict.submitted" }),
    onRetry: () => send({ type: "conflict.retry" }),
    onClose: () => send({ type: "conflict.closed" }),
  };
}
