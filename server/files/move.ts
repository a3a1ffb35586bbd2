// Moving stored files' bytes from one store to the other (decision 049; npm run files:move).
// File by file: the bytes are read from where the row says, checked against the row's SHA-256,
// copied, the copy read back and checked again, and only then is the row switched over (with the
// old bytes dropped: file_bytes in the same transaction, an object through stored_object_gone).
// So a run that stops anywhere leaves every file readable from the store its row names, and a
// second run takes up the files still in the old store: it is idempotent and resumable. Several
// runs at once are safe too: a row switches only from the store and key it was read at, and a
// copy that lost that race is deleted.
import { createHash } from "node:crypto";
import type { Db, NoRows } from "../db/db.ts";
import { purgeGoneObjects, type ObjectStore } from "./objectStore.ts";
import type { FileRef, FileStore } from "./storage.ts";

export interface MoveOptions {
  /** Rows read at a time. */
  batch?: number;
  /** Consecutive failures after which the run stops (the store is likely down). */
  maxFailuresInARow?: number;
  /** A line of progress. */
  say?: (line: string) => void;
}

export interface MoveReport {
  moved: number;
  /** Files left where they were, with why. */
  failed: { id: number; reason: string }[];
  /** Files still in the old store after the run. */
  left: number;
  /** Objects of moved files deleted from the bucket. */
  purged: number;
}

interface Row {
  id: number;
  /** The hash of the bytes kept: stored_sha256, or sha256 for a file kept as it was sent. */
  sha256: string;
  mime: string;
  object_key: string | null;
}

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const reasonOf = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

/** Thrown inside the switch transaction when the row moved on since it was read (the transaction rolls back). */
class RowChanged extends Error {}

/** Moves every file whose bytes are in `from` to `to`. */
export async function moveFiles(db: Db, from: FileStore, to: FileStore, o: MoveOptions = {}): Promise<MoveReport> {
  const { batch = 100, maxFailuresInARow = 5, say = () => {} } = o;
  if (from.name === to.name) throw new Error(`the files are already in ${to.name}`);
  const total = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM stored_file WHERE store = $1`, [from.name])).rows[0]?.n);
  say(`${total} file(s) in ${from.name} to move to ${to.name}`);
  const report: MoveReport = { moved: 0, failed: [], left: 0, purged: 0 };
  let after = 0;
  let inARow = 0;
  outer: for (;;) {
    const rows = (
      await db.query<Row>(
        `SELECT id, coalesce(stored_sha256, sha256) AS sha256, mime, object_key FROM stored_file WHERE store = $1 AND id > $2 ORDER BY id LIMIT $3`,
        [from.name, after, batch],
      )
    ).rows;
    if (rows.length === 0) break;
    for (const row of rows) {
      after = row.id;
      const failure = await moveOne(db, from, to, row).catch((e: unknown) => reasonOf(e));
      if (failure === null) {
        report.moved++;
        inARow = 0;
      } else if (failure !== "gone") {
        report.failed.push({ id: row.id, reason: failure });
        say(`file ${row.id}: left in ${from.name} (${failure})`);
        if (++inARow >= maxFailuresInARow) {
          say(`stopping after ${inARow} failures in a row; run the command again to take up the rest`);
          break outer;
        }
      }
      if ((report.moved + report.failed.length) % 50 === 0) say(`${report.moved} moved, ${report.failed.length} failed`);
    }
  }
  // the bucket's copies of files now in the database
  if (from.name === "s3") {
    try {
      for (let n = await purgeGoneObjects(db, from as ObjectStore); n > 0; n = await purgeGoneObjects(db, from as ObjectStore)) report.purged += n;
    } catch (e) {
      say(`could not delete every old object now (${reasonOf(e)}); the servers delete the rest later`);
    }
  }
  report.left = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM stored_file WHERE store = $1`, [from.name])).rows[0]?.n);
  return report;
}

/** Moves one file: null when it moved, "gone" when its row went or moved meanwhile, else why it stayed. */
async function moveOne(db: Db, from: FileStore, to: FileStore, row: Row): Promise<string | null> {
  const source: FileRef = { id: row.id, key: row.object_key };
  const bytes = await from.get(db, source);
  if (!bytes) return `its bytes are missing from ${from.name}`;
  if (sha(bytes) !== row.sha256) return `its bytes in ${from.name} do not match its SHA-256`;
  const dest = to.place(row.id);
  const meta = { sha256: row.sha256, mime: row.mime };
  if (to.name !== "db") {
    // copy, then read the copy back before anything points at it
    await to.put(db, dest, bytes, meta);
    const copy = await to.get(db, dest).catch(() => null);
    if (!copy || sha(copy) !== row.sha256) {
      await to.delete(db, dest).catch(() => {});
      return `its copy in ${to.name} did not read back the same`;
    }
  }
  try {
    await db.tx(async (q) => {
      if (to.name === "db") {
        await q.query<NoRows>(`INSERT INTO file_bytes (file_id, bytes) VALUES ($1, $2) ON CONFLICT (file_id) DO UPDATE SET bytes = EXCLUDED.bytes`, [
          row.id,
          bytes,
        ]);
        const copy = await to.get(q, dest);
        if (!copy || sha(copy) !== row.sha256) throw new Error("its copy in db did not read back the same");
      }
      const switched = await q.query<{ id: number }>(
        `UPDATE stored_file SET store = $2, object_key = $3 WHERE id = $1 AND store = $4 AND object_key IS NOT DISTINCT FROM $5 RETURNING id`,
        [row.id, to.name, dest.key, from.name, row.object_key],
      );
      if (switched.rows.length === 0) throw new RowChanged();
      // the old object goes to stored_object_gone by the trigger on object_key
      if (from.name === "db") await q.query<NoRows>(`DELETE FROM file_bytes WHERE file_id = $1`, [row.id]);
    });
    return null;
  } catch (e) {
    // the copy goes unless the row took it after all (a commit whose answer was lost)
    if (to.name !== "db") {
      const taken = await db.query<{ id: number }>(`SELECT id FROM stored_file WHERE object_key = $1`, [dest.key]).catch(() => null);
      if (taken && taken.rows.length === 0) await to.delete(db, dest).catch(() => {});
    }
    if (e instanceof RowChanged) return "gone";
    throw e;
  }
}
