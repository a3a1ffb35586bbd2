// Where the bytes of uploaded files are kept (decision 021): a small interface, so a deployment
// can keep them in an object store instead. The default keeps them in the database (file_bytes),
// so several server instances need no shared disk, and a file and its record commit together.
import type { Queryable, NoRows } from "../db/db.ts";

export interface FileStorage {
  /** Keeps the bytes of stored file `id` (called inside the transaction that creates its row). */
  put(q: Queryable, id: number, bytes: Uint8Array): Promise<void>;
  /** The bytes of stored file `id`, or null when none are kept. */
  get(q: Queryable, id: number): Promise<Buffer | null>;
}

export const databaseStorage: FileStorage = {
  async put(q, id, bytes) {
    await q.query<NoRows>(`INSERT INTO file_bytes (file_id, bytes) VALUES ($1, $2) ON CONFLICT (file_id) DO NOTHING`, [id, bytes]);
  },
  async get(q, id) {
    const r = await q.query<{ bytes: Uint8Array }>(`SELECT bytes FROM file_bytes WHERE file_id = $1`, [id]);
    const b = r.rows[0]?.bytes;
    // pg answers a Buffer, PGlite a Uint8Array
    return b ? Buffer.from(b.buffer, b.byteOffset, b.byteLength) : null;
  },
};
