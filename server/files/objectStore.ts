// The S3 store of uploaded files (decision 049): an S3-compatible bucket (AWS S3, MinIO, Ceph,
// R2, ...) reached through @aws-sdk/client-s3. Each file's object has a key never used before,
// files/<row id>/<random>, recorded in stored_file.object_key: an object is written before its row
// exists, so a key of a failed upload or of a copy the move command abandoned names nothing and is
// never read. Objects no row points at any more are listed in stored_object_gone (by a trigger, in
// the transaction that drops or moves the file) and deleted from the bucket by purgeGoneObjects.
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { NoRows, Queryable } from "../db/db.ts";
import { FileStoreError } from "../http/unavailable.ts";
import { fileStores, type FileRef, type FileStore, type FileStores, type StoreName } from "./storage.ts";

/** The settings of the S3 store (server/config.ts: S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE). */
export interface S3Settings {
  /** The service's URL; undefined for AWS S3 itself (the region's endpoint). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's default chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Path-style addresses (endpoint/bucket/key), as MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
}

/** The prefix of every object this app writes. */
export const OBJECT_PREFIX = "files/";

export const s3Client = (s: S3Settings): S3Client =>
  new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    ...(s.credentials ? { credentials: s.credentials } : {}),
    // checksums only where the API requires them: not every S3-compatible store takes the SDK's
    // default CRC32 trailers; the app checks the bytes by their SHA-256 itself (the move command)
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });

const status = (e: unknown) => (e instanceof S3ServiceException ? e.$metadata.httpStatusCode : undefined);
const missing = (e: unknown) => status(e) === 404 && !(e instanceof S3ServiceException && e.name === "NoSuchBucket");

export interface ObjectStore extends FileStore {
  readonly bucket: string;
  readonly client: S3Client;
  /** Whether the bucket answers (a readiness check; throws a FileStoreError when it does not, or the signal aborts it). */
  check(signal?: AbortSignal): Promise<void>;
  /** The keys of the bucket's objects under files/ with their times. */
  list(): AsyncGenerator<{ key: string; modified: Date | undefined }>;
}

const keyOf = (ref: FileRef): string => {
  if (!ref.key) throw new Error(`stored file ${ref.id} has no object key`);
  return ref.key;
};

export function objectStore(s: S3Settings, client: S3Client = s3Client(s)): ObjectStore {
  const Bucket = s.bucket;
  const where = s.endpoint ? new URL(s.endpoint).host : `S3 in ${s.region}`;
  /** The bucket's failure as a FileStoreError (a 503 of the routes, decision 065), naming the bucket and the SDK's error, never a secret. */
  const failed = (e: unknown): FileStoreError => {
    const why = e instanceof Error ? `${e.name}: ${e.message}` : "no answer";
    return new FileStoreError(`the bucket ${Bucket} at ${where} failed: ${why}`.slice(0, 400), { cause: e });
  };
  const call = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (e) {
      // an object that is not there is an answer, not a failure of the store
      throw missing(e) ? e : failed(e);
    }
  };
  const getObject = async (ref: FileRef) => {
    try {
      return await call(() => client.send(new GetObjectCommand({ Bucket, Key: keyOf(ref) })));
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  };
  return {
    name: "s3",
    bucket: Bucket,
    client,
    place: (id) => ({ id, key: `${OBJECT_PREFIX}${id}/${randomBytes(12).toString("hex")}` }),
    async put(_q, ref, bytes, meta) {
      await call(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(ref),
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: meta.mime,
            Metadata: { sha256: meta.sha256, file: String(ref.id) },
          }),
        ),
      );
    },
    async get(_q, ref) {
      const o = await getObject(ref);
      return o?.Body ? Buffer.from(await o.Body.transformToByteArray()) : null;
    },
    async open(_q, ref) {
      const o = await getObject(ref);
      // in Node the body is the response's stream: sent on as it arrives, never held whole
      return o?.Body ? { body: o.Body as Readable, size: Number(o.ContentLength) } : null;
    },
    async head(_q, ref) {
      try {
        const h = await call(() => client.send(new HeadObjectCommand({ Bucket, Key: keyOf(ref) })));
        return { size: Number(h.ContentLength) };
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async delete(_q, ref) {
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(ref) })));
    },
    async check(signal) {
      const head = () => client.send(new HeadBucketCommand({ Bucket }), signal ? { abortSignal: signal } : {});
      // a bucket that is not there is a failure here (missing() would take its 404 for an absent object)
      await head().catch((e: unknown) => {
        throw failed(e);
      });
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await call(() => client.send(new ListObjectsV2Command({ Bucket, Prefix: OBJECT_PREFIX, ContinuationToken: token })));
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, modified: o.LastModified };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/**
 * Deletes from the bucket the objects no row points at any more (stored_object_gone), at most
 * `limit` of them; answers how many went. Safe on several servers at once (deleting an object
 * twice is no error) and after a crash (a key leaves the list only once its object is gone).
 */
export async function purgeGoneObjects(db: Queryable, store: ObjectStore, limit = 500): Promise<number> {
  const keys = (
    await db.query<{ object_key: string; held: boolean }>(
      `SELECT g.object_key, EXISTS (SELECT 1 FROM stored_file f WHERE f.object_key = g.object_key) AS held
         FROM stored_object_gone g ORDER BY g.gone_at LIMIT $1`,
      [limit],
    )
  ).rows;
  let n = 0;
  for (const { object_key, held } of keys) {
    // a key a row holds is never deleted (keys are never reused, so this is only a safeguard)
    if (!held) await store.delete(db, { id: 0, key: object_key });
    await db.query<NoRows>(`DELETE FROM stored_object_gone WHERE object_key = $1`, [object_key]);
    n++;
  }
  return n;
}

/**
 * Deletes objects under files/ that no row names and no list holds, older than `graceMs` (an
 * upload in flight writes its object before its row): what a server that died between the two
 * left behind. Answers how many went.
 */
export async function sweepStrayObjects(db: Queryable, store: ObjectStore, now = new Date(), graceMs = 24 * 3600_000): Promise<number> {
  let n = 0;
  for await (const o of store.list()) {
    if (o.modified && now.getTime() - o.modified.getTime() < graceMs) continue;
    const named = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM stored_file WHERE object_key = $1) + (SELECT count(*) FROM stored_object_gone WHERE object_key = $1) AS n`,
      [o.key],
    );
    if (Number(named.rows[0]?.n) > 0) continue;
    await store.delete(db, { id: 0, key: o.key });
    n++;
  }
  return n;
}

/** The stores of a server with these settings: the database always, the bucket when S3_BUCKET is set; new files go to FILE_STORE. */
export function storesOf(config: { fileStore: StoreName; s3: S3Settings | null }): FileStores & { s3: ObjectStore | null } {
  const s3 = config.s3 ? objectStore(config.s3) : null;
  return { ...fileStores(config.fileStore, s3), s3 };
}
