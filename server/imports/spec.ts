// A kind of record a bulk import brings (decision 086): what ./bulkImport.ts's check and write ask of
// it. Outlets are ./bulkImport.ts's own, HPAs ./hpaImport.ts.
import type { Either } from "fp-ts/Either";
import type { RowProblem } from "../../src/codecs/bulkImport.ts";
import type { Queryable } from "../db/db.ts";

/** A header cell's field: the form's label or the field's key, in any case, spaces trimmed. */
export function headersOf(columns: readonly { header: string; key: string }[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const c of columns) {
    headers.set(c.header.trim().toLowerCase(), c.key);
    headers.set(c.key, c.key);
  }
  return headers;
}

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

/** A kind of record a file may bring: its columns, its form's codec, its natural key, its lookup and its write. */
export interface ImportSpec {
  /** the form's fields, in order */
  keys: readonly string[];
  labels: ReadonlyMap<string, string>;
  headers: ReadonlyMap<string, string>;
  empty(): Record<string, string>;
  /** a cell as people write it turned into the form's value (a state by its name) */
  normalize(values: Record<string, string>): void;
  decode(values: Record<string, string>): Either<Record<string, string | undefined>, Record<string, string>>;
  key(values: Record<string, string>): string;
  duplicate(line: number): string;
  /** the check's lookup of a batch's keys: the importer's record, or a problem (the key is someone else's) */
  lookup(db: Queryable, owner: string): (keys: string[]) => Promise<Map<string, Existing | RowProblem>>;
  /** writes a batch of accepted rows under the importer's lock, looking each key up again */
  write(q: Queryable, owner: string, rows: { line: number; key: string; values: Record<string, string> }[]): Promise<RowOutcome[]>;
  /** the audit's actions for a record made and one changed */
  audit: { created: string; updated: string; field: string };
}
