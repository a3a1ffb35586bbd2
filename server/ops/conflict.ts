// One versioned update of a record a form edits (issue 48 item 1; decision 079), for every table
// with a `row_version`: the update names the version it started from and the values it started
// from (its base). Same version: written at once (one statement, as before). Another version: the
// row is read and locked, and the write is merged onto it field by field (src/codecs/conflict.ts
// `mergeFields`); a field both sides changed to different values refuses the whole write (409
// "conflict", nothing written) with the row as it is now, for the person to choose from. An update
// without a base (a write recorded or queued before versions) is written as it always was: the last
// write wins. Each update moves the version up by one and answers it.
import { asText, CONFLICT_CODE, CONFLICT_MESSAGE, mergeFields } from "../../src/codecs/conflict.ts";
import type { Queryable } from "../db/db.ts";
import { OpError } from "./registry.ts";

export interface VersionedTable<K extends string> {
  table: string;
  /** the columns a form edits, each merged on its own */
  fields: readonly K[];
  /** the caller's scope on the row, SQL with `$2` the owner (`cmdi_name__c = $2`) */
  scope: string;
  /** what a missing or out-of-scope row answers */
  notFound: () => OpError;
}

/** A stored value from a form's text (an empty field is null). */
const stored = (v: string): string | null => (v === "" ? null : v);

export interface VersionedUpdate<K extends string> {
  id: number;
  owner: string;
  values: Readonly<Record<K, string>>;
  base?: { version: number; values: Readonly<Record<K, string>> } | undefined;
}

/** Writes `u` onto its row (see the module's note): the row's id and its new version, or throws 404 / 409 conflict. */
export async function versionedUpdate<K extends string>(
  db: Queryable,
  t: VersionedTable<K>,
  u: VersionedUpdate<K>,
): Promise<{ id: number; version: number }> {
  const write = async (values: Readonly<Record<K, string>>, version: number | null) => {
    const sets = t.fields.map((k, i) => `${k} = $${i + 3}`).join(", ");
    const args: unknown[] = [u.id, u.owner, ...t.fields.map((k) => stored(values[k]))];
    const check = version === null ? "" : ` AND row_version = $${args.push(version)}`;
    const r = await db.query<{ id: number; version: number }>(
      `UPDATE ${t.table} SET ${sets}, row_version = row_version + 1, systemmodstamp = now()
        WHERE id = $1 AND ${t.scope}${check} RETURNING id, row_version AS version`,
      args,
    );
    return r.rows[0];
  };
  if (!u.base) return (await write(u.values, null)) ?? throwing(t.notFound());
  // the record as this writer saw it is the record now: written at once
  const fast = await write(u.values, u.base.version);
  if (fast) return fast;
  const r = await db.query<Record<K, string | null> & { row_version: number }>(
    `SELECT ${t.fields.join(", ")}, row_version FROM ${t.table} WHERE id = $1 AND ${t.scope} FOR UPDATE`,
    [u.id, u.owner],
  );
  const now = r.rows[0];
  if (!now) throw t.notFound();
  const { merged, conflicts } = mergeFields(t.fields, u.base.values, u.values, now);
  if (conflicts.length > 0) {
    const current = Object.fromEntries(t.fields.map((k) => [k, asText(now[k])]));
    throw new OpError(409, CONFLICT_CODE, CONFLICT_MESSAGE, undefined, { version: now.row_version, current, fields: conflicts });
  }
  // locked since it was read: this version is still the row's
  return (await write(merged, now.row_version)) ?? throwing(t.notFound());
}

const throwing = (e: Error): never => {
  throw e;
};
