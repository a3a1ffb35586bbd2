// Where the bytes of uploaded files are kept (decisions 021 and 049): one small interface, two
// stores. The database store (the default) keeps them in file_bytes, so a file and its record
// commit together and several servers need nothing but PostgreSQL; the S3 store
// (server/files/objectStore.ts) keeps them in an S3-compatible bucket. Each stored_file row says
// which store holds its bytes (`store`, and `object_key` in the bucket), so the setting FILE_STORE
// chooses where new files go while every existing file is read from where it is.
import type { Readable } from "node:stream";
import type { Queryable, NoRows } from "../db/db.ts";

export type StoreName = "db" | "s3";

/** Where a stored file's bytes are: its row id (the database store), and its object key (the S3 store). */
export interface FileRef {
  id: number;
  key: string | null;
}

/** What the S3 store records with an object (and the move command checks the copy against). */
export interface FileMeta {
  sha256: string;
  mime: string;
}

/** The bytes of a file as a response sends them: a buffer, or a stream of `size` bytes. */
export interface FileBody {
  body: Buffer | Readable;
  size: number;
}

export interface FileStore {
  readonly name: StoreName;
  /** Where the bytes of stored file `id` go in this store (an S3 key is new every time: a key is never reused). */
  place(id: number): FileRef;
  /** Keeps the bytes (the database store inside the transaction that creates the row; the S3 store before it). */
  put(q: Queryable, ref: FileRef, bytes: Uint8Array, meta: FileMeta): Promise<void>;
  /** The bytes, or null when none are kept there. */
  get(q: Queryable, ref: FileRef): Promise<Buffer | null>;
  /** The bytes to send (streamed from the S3 store), or null when none are kept there. */
  open(q: Queryable, ref: FileRef): Promise<FileBody | null>;
  /** The size of the bytes kept, or null when none are. */
  head(q: Queryable, ref: FileRef): Promise<{ size: number } | null>;
  /** Forgets the bytes (nothing when there are none). */
  delete(q: Queryable, ref: FileRef): Promise<void>;
}

const asBuffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

export const databaseStorage: FileStore = {
  name: "db",
  place: (id) => ({ id, key: null }),
  async put(q, ref, bytes) {
    await q.query<NoRows>(`INSERT INTO file_bytes (file_id, bytes) VALUES ($1, $2) ON CONFLICT (file_id) DO NOTHING`, [ref.id, bytes]);
  },
  async get(q, ref) {
    const r = await q.query<{ bytes: Uint8Array }>(`SELECT bytes FROM file_bytes WHERE file_id = $1`, [ref.id]);
    const b = r.rows[0]?.bytes;
    // pg answers a Buffer, PGlite a Uint8Array
    return b ? asBuffer(b) : null;
  },
  async open(q, ref) {
    const b = await this.get(q, ref);
    return b ? { body: b, size: b.length } : null;
  },
  async head(q, ref) {
    const r = await q.query<{ size: number }>(`SELECT octet_length(bytes) AS size FROM file_bytes WHERE file_id = $1`, [ref.id]);
    return r.rows[0] ? { size: Number(r.rows[0].size) } : null;
  },
  async delete(q, ref) {
    await q.query<NoRows>(`DELETE FROM file_bytes WHERE file_id = $1`, [ref.id]);
  },
};

/** The stores a server reads from, and the one new files go to (FILE_STORE). */
export interface FileStores {
  /** Where new uploads are kept. */
  write: FileStore;
  /** The store of a row's `store` column; null when that store is not configured here. */
  of(name: StoreName): FileStore | null;
}

/** Stores of a server: the database always, the S3 store when configured; new files go to `write`. */
export function fileStores(write: StoreName, s3: FileStore | null): FileStores {
  const of = (name: StoreName) => (name === "db" ? databaseStorage : s3);
  const w = of(write);
  if (!w) throw new Error(`FILE_STORE is ${write} but no such store is configured`);
  return { write: w, of };
}

/** The default: everything in the database, as before issue 29. */
export const DATABASE_ONLY: FileStores = fileStores("db", null);
