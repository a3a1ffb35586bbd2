// A kind of record a bulk import brings (decision 086): what ./bulkImport.ts's check and write ask of
// it. Outlets are ./bulkImport.ts's own, HPAs ./hpaImport.ts.
import type { Either } from "fp-ts/Either";
import type { RowProblem } from "../../src/codecs/bulkImport.ts";
import type { Db, Queryable } from "../db/db.ts";
import type { ProgrammeSettings } from "../ops/registry.ts";

/** A header cell's field: the form's label or the field's key, in any case, spaces trimmed. */
export function headersOf(columns: readonly { header: string; key: string }[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const c of columns) {
    headers.set(c.header.trim().toLowerCase(), c.key);
    headers.set(c.key, c.key);
  }
  return headers;
}

/**
 * What a row of a kind had, for the person to find it in their sheet (decisions 105, 111): its name
 * as given, and its most telling other value: the first of the kind's `telling` fields with a
 * value (an outlet's code, a mobile number), else its first value that is not a choice (a role, a
 * state), else its first value at all (each trimmed, "" for none).
 */
export const rowNaming =
  (spec: Pick<ImportSpec, "keys" | "nameKey" | "telling" | "choices">) =>
  (values: Record<string, unknown>): { name: string; first: string } => {
    const text = (k: string) => (typeof values[k] === "string" ? (values[k] as string).trim() : "");
    const found = (keys: readonly string[]) => keys.map(text).find((v) => v !== "");
    const first = found(spec.telling) ?? found(spec.keys.filter((k) => !spec.choices.includes(k))) ?? found(spec.keys) ?? "";
    return { name: text(spec.nameKey), first };
  };

/**
 * A row's problems with the cell each one refused (decision 111): the value the file had under the
 * problem's column, when it had one (a problem of the row as a whole has none).
 */
export const withRefusedValues =
  (spec: Pick<ImportSpec, "labels">) =>
  (problems: readonly RowProblem[], values: Record<string, unknown>): RowProblem[] => {
    const keyOf = new Map([...spec.labels].map(([k, label]) => [label, k]));
    return problems.map((p) => {
      const key = p.field === "" ? undefined : keyOf.get(p.field);
      const value = key === undefined || typeof values[key] !== "string" ? "" : (values[key] as string).trim();
      return value === "" ? p : { ...p, value };
    });
  };

/** A record a row's key names: its id and its values as the form has them. */
export interface Existing {
  id: number;
  values: Record<string, string>;
}

/** What the write did with a row: made, changed, or (its key taken meanwhile by a record not the importer's) refused. */
export interface RowOutcome {
  line: number;
  action: "created" | "updated" | "refused";
  record_id: number | null;
  problems?: RowProblem[];
}

/** Who imports: their session's subject key and sfid, and the programme's settings the ops read (an invitation's SMS). */
export interface Importer {
  subject: string;
  sfid: string;
  programme: ProgrammeSettings;
}

/** What a write may need beyond its rows: the importer, the instant, and what to do once the batch committed. */
export interface WriteContext extends Importer {
  now: Date;
  afterCommit: (fn: () => Promise<void>) => void;
}

/** A kind of record a file may bring: its columns, its form's codec, its natural key, its lookup and its write. */
export interface ImportSpec {
  /** the form's fields, in order */
  keys: readonly string[];
  /** the field that names a record (a person reads it to find the row in their sheet) */
  nameKey: string;
  /** the fields that tell a nameless row apart, most telling first (a code, a mobile number) */
  telling: readonly string[];
  /** the fields whose value is a choice many rows share (a role, a type, a state): never a row's telling value */
  choices: readonly string[];
  labels: ReadonlyMap<string, string>;
  headers: ReadonlyMap<string, string>;
  empty(): Record<string, string>;
  /** a cell as people write it turned into the form's value (a state by its name) */
  normalize(values: Record<string, string>): void;
  decode(values: Record<string, string>): Either<Record<string, string | undefined>, Record<string, string>>;
  key(values: Record<string, string>): string;
  duplicate(line: number): string;
  /** the check's lookup of a batch's decoded rows by key: the importer's record, or a problem (the key is someone else's, a rule of the kind's op) */
  lookup(db: Db, owner: Importer): (rows: { key: string; values: Record<string, string> }[]) => Promise<Map<string, Existing | RowProblem>>;
  /** writes a batch of accepted rows under the importer's lock, looking each key up again */
  write(q: Queryable, owner: string, rows: { line: number; key: string; values: Record<string, string> }[], c: WriteContext): Promise<RowOutcome[]>;
  /** the audit's actions for a record made and one changed */
  audit: { created: string; updated: string; field: string };
}
