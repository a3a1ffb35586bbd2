// Conflicts (issue 48 item 1; decision 079): every update of a record a form edits carries where it
// started from, its `base`: the record's version and the values the form showed. The server merges
// field by field (`mergeFields`, the same rule here and there): a field only this writer changed
// takes the writer's value, a field only someone else changed keeps theirs, and a field both changed
// to different values is a conflict. Any conflict refuses the whole write (409, code "conflict",
// nothing written), with the record as it is now: its version, its values, the fields in conflict.
// The person chooses per field (or keeps theirs) and the choice is a new write from that version.
import * as t from "io-ts";
import { msg } from "./language.ts";

export const CONFLICT_CODE = "conflict";
export const CONFLICT_MESSAGE = msg("Someone else changed this since you started. Choose which values to keep.");

/** A row's version: how many updates it has had (from 1). */
export const RowVersion = new t.Type<number, number, unknown>(
  "a row version",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= 2_147_483_647,
  (u, c) => (typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= 2_147_483_647 ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** What a 409 conflict carries beside its message: the record now (values as the form shows them: "" for none). */
export const ConflictDetail = t.type({ version: t.number, current: t.record(t.string, t.string), fields: t.array(t.string) });
export type ConflictDetail = t.TypeOf<typeof ConflictDetail>;

/** Where an update started from: the version it saw and the values the form showed then (`version`: a table's own version codec). */
export const baseOf = <V extends t.Mixed>(values: V, version: t.Type<number, number, unknown> = RowVersion) => t.type({ version, values });

/** An update's answer: the row's id and its new version (absent in answers stored before decision 079). */
export const VersionedIdRow = t.intersection([t.type({ id: t.number }), t.partial({ version: t.number })]);

/** A stored value as a form shows it (a column's null is ""). */
export const asText = (v: string | null | undefined): string => v ?? "";

/**
 * The three-way merge of one record, field by field: `mine` onto `current`, both from `base`. A field
 * is mine when I changed it (mine differs from base), theirs when someone else did (current differs
 * from base); both, to different values, is a conflict. `merged` is what would be stored.
 */
export function mergeFields<K extends string>(
  keys: readonly K[],
  base: Readonly<Record<K, string | null>>,
  mine: Readonly<Record<K, string | null>>,
  current: Readonly<Record<K, string | null>>,
): { merged: Record<K, string>; conflicts: K[] } {
  const merged = {} as Record<K, string>;
  const conflicts: K[] = [];
  for (const k of keys) {
    const b = asText(base[k]);
    const m = asText(mine[k]);
    const c = asText(current[k]);
    const minesChanged = m !== b;
    if (minesChanged && c !== b && c !== m) conflicts.push(k);
    merged[k] = minesChanged ? m : c;
  }
  return { merged, conflicts };
}

/** What the person chose for a conflicting field: their own value, or the one stored now. */
export type ConflictSide = "mine" | "current";

/**
 * The values a conflict's answer writes: every field as merged (my other changes, their other
 * changes), and each conflicting field as chosen (a field not chosen keeps mine).
 */
export function resolvedValues<K extends string>(
  keys: readonly K[],
  c: { base: Readonly<Record<K, string>>; mine: Readonly<Record<K, string>>; current: Readonly<Record<K, string>> },
  choices: Readonly<Partial<Record<string, ConflictSide>>>,
): Record<K, string> {
  const { merged, conflicts } = mergeFields(keys, c.base, c.mine, c.current);
  for (const k of conflicts) merged[k] = choices[k] === "current" ? asText(c.current[k]) : asText(c.mine[k]);
  return merged;
}
