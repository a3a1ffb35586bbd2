// What the ops that attach an uploaded file share (uploads, training photos, workshop photos;
// decisions 021, 022, 028, 030): the bytes came first to POST /api/files as the caller's stored
// file of a kind, found again by their hash; their times read as the receipts show them; and the
// stored file goes with the last record that shows it.
import type { Queryable, NoRows } from "../db/db.ts";
import type { PhotoLocation } from "../../src/codecs/photoLocation.ts";
import { OpError } from "./registry.ts";
import { msg } from "../../src/codecs/language.ts";

/** A stored file's time as the receipts show it: UTC, to the second (SQL of column `col`). */
export const receiptTime = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The caller's stored file of `kind` with these bytes; a 404 saying so when it has not reached the server. */
export async function ownStoredFile(
  db: Queryable,
  owner: string | null,
  kind: string,
  sha256: string,
  what: "file" | "photo",
): Promise<{ id: number; file_name: string }> {
  const f = (
    await db.query<{ id: number; file_name: string }>(`SELECT id, file_name FROM stored_file WHERE owner_sfid = $1 AND kind = $2 AND sha256 = $3`, [
      owner,
      kind,
      sha256,
    ])
  ).rows[0];
  if (!f)
    throw new OpError(
      404,
      "not_found",
      what === "photo"
        ? msg("The photo has not reached the server yet. Please upload it again.")
        : msg("The file has not reached the server yet. Please upload it again."),
    );
  return f;
}

/** Deletes stored file `id` (its bytes cascade) unless a row of `table` still shows it. */
export async function dropUnusedFile(db: Queryable, id: number, table: "training_photo" | "workshop_photo__c" | "news_dashboard__c"): Promise<void> {
  await db.query<NoRows>(`DELETE FROM stored_file f WHERE f.id = $1 AND NOT EXISTS (SELECT 1 FROM ${table} WHERE stored_file_id = $1)`, [id]);
}

/** A stored file's location as the rows carry it (decision 047), of stored_file alias `f`. */
export const locationColumns = (f: string) => `${f}.latitude AS lat, ${f}.longitude AS lng, ${f}.location_accuracy AS accuracy, ${f}.location_source`;

/**
 * Keeps where stored file `id` was taken, as its write sent it (null: sent without a location,
 * "none"; undefined: a write from before decision 047, nothing known). The first location stays:
 * the same bytes sent again are the same photo, taken in the same place; a place found later
 * replaces only "none".
 */
export async function keepLocation(db: Queryable, id: number, location: PhotoLocation | null | undefined): Promise<void> {
  if (location === undefined) return;
  if (location === null) {
    await db.query<NoRows>(`UPDATE stored_file SET location_source = 'none' WHERE id = $1 AND location_source IS NULL`, [id]);
    return;
  }
  await db.query<NoRows>(
    `UPDATE stored_file SET latitude = $2, longitude = $3, location_accuracy = $4, location_source = $5
      WHERE id = $1 AND (location_source IS NULL OR location_source = 'none')`,
    [id, location.lat, location.lng, location.accuracy, location.source],
  );
}
