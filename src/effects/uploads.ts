// The upload effects (decision 021): what the upload machine's effects and the outbox's sender of
// `uploads.add` do with a picked file.
// - inspect: the file's real type from its first bytes (file-type), its size and name;
// - prepare: an image shrunk to half its width (aspect kept, EXIF orientation applied by
//   createImageBitmap, re-encoded as JPEG at 0.5; the original never leaves the phone), a PDF
//   unchanged; its SHA-256; kept on the device (IndexedDB) under `kind:sha256` until the server
//   has it, so a reload or a cut connection loses nothing;
// - send: the kept bytes to POST /api/files with their hash (progress reported as it goes), then
//   the record through the API under the outbox's idempotency key; a refusal is final, a network
//   failure or a 5xx is retried by the outbox.
import localforage from "localforage";
import { UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import type { SendResult } from "../codecs/contract.ts";
import { type Refusal, RefusalBody, refusalOf } from "../codecs/refusal.ts";
import { isPhotoKind, safeFileName, type FileKind } from "../codecs/upload.ts";
import type { PhotoLocation } from "../codecs/photoLocation.ts";
import { browserGeo, locatePhoto } from "./photoLocation.ts";
import { halfSize, shrinkWith, type Resizer, type Shrunk } from "./shrink.ts";
import { isFinalRefusal } from "./writes.ts";

export type { Shrunk };

/** The bytes kept on the device for a queued upload. */
export interface KeptUpload {
  bytes: Blob;
  name: string;
  capturedAt: string | null;
}

export interface UploadKeep {
  put(key: string, v: KeptUpload): Promise<void>;
  get(key: string): Promise<KeptUpload | null>;
  remove(key: string): Promise<void>;
}

export const keepKey = (kind: FileKind, sha256: string) => `${kind}:${sha256}`;

export function memoryKeep(): UploadKeep {
  const m = new Map<string, KeptUpload>();
  return {
    put: async (k, v) => {
      m.set(k, v);
    },
    get: async (k) => m.get(k) ?? null,
    remove: async (k) => {
      m.delete(k);
    },
  };
}

/** IndexedDB through localforage (a store of its own, beside the event log). */
export function indexedDbKeep(): UploadKeep {
  const store = localforage.createInstance({ name: "field-ops", storeName: "uploads" });
  return {
    put: async (k, v) => {
      await store.setItem(k, v);
    },
    get: async (k) => (await store.getItem<KeptUpload>(k)) ?? null,
    remove: async (k) => {
      await store.removeItem(k);
    },
  };
}

/** How a file's bytes reach the server: `onProgress(sent, total)` as they go. */
export type PostFile = (
  url: string,
  headers: Record<string, string>,
  body: Blob,
  onProgress: (sent: number, total: number) => void,
) => Promise<{ status: number; text: string }>;

/** XMLHttpRequest (fetch reports no upload progress). A network failure rejects. */
export const xhrPostFile: PostFile = (url, headers, body, onProgress) =>
  new Promise((resolve, reject) => {
    const x = new XMLHttpRequest();
    x.open("POST", url);
    for (const [k, v] of Object.entries(headers)) x.setRequestHeader(k, v);
    x.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : body.size);
    x.onload = () => resolve({ status: x.status, text: x.responseText });
    x.onerror = () => reject(new Error("The upload was cut off. It will be sent again."));
    x.ontimeout = x.onerror;
    x.send(body);
  });

/** fetch, for tests and where XMLHttpRequest is missing (progress only at the end). */
export const fetchPostFile =
  (fetchFn: (u: string, i: RequestInit) => Promise<Response>): PostFile =>
  async (url, headers, body, onProgress) => {
    const r = await fetchFn(url, { method: "POST", headers, body });
    onProgress(body.size, body.size);
    return { status: r.status, text: await r.text() };
  };

export async function sha256Hex(b: Blob): Promise<string> {
  const d = await crypto.subtle.digest("SHA-256", await b.arrayBuffer());
  return [...new Uint8Array(d)].map((x) => x.toString(16).padStart(2, "0")).join("");
}

/**
 * What a file's first bytes say it is (null: not a type file-type knows). file-type is loaded on
 * the first pick, not with the app: it is ~20 KB gzip that /signin does not need.
 */
export async function sniff(file: Blob): Promise<string | null> {
  const [head, { fileTypeFromBuffer }] = await Promise.all([file.slice(0, 4100).arrayBuffer(), import("file-type")]);
  return (await fileTypeFromBuffer(new Uint8Array(head)))?.mime ?? null;
}

let picaOnce: Promise<Resizer> | null = null;
const pageResizer = () => (picaOnce ??= import("pica").then((m) => m.default()));

/** The shrink worker's URL in a build (scripts/clientBuild/bundles.ts); none in tests. */
const WORKER_URL: string = process.env.SHRINK_WORKER ?? "";

/** On the page: pica (with its own workers where it can), OffscreenCanvas or, missing that, a canvas element. */
export async function shrinkOnPage(file: Blob): Promise<Shrunk> {
  const pica = await pageResizer();
  if (typeof OffscreenCanvas !== "undefined") return shrinkWith(pica, file);
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { width, height } = halfSize(bitmap.width, bitmap.height);
    const to = document.createElement("canvas");
    to.width = width;
    to.height = height;
    await pica.resize(bitmap, to);
    const blob = await new Promise<Blob>((res, rej) =>
      to.toBlob((b) => (b ? res(b) : rej(new Error("The photo could not be encoded"))), "image/jpeg", 0.5),
    );
    return { blob, width, height, fromWidth: bitmap.width, fromHeight: bitmap.height };
  } finally {
    bitmap.close();
  }
}

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, { resolve: (r: Shrunk) => void; reject: (e: Error) => void }>();

/**
 * Half the width (aspect ratio kept), JPEG at quality 0.5, in the shrink worker (decode, pica's
 * resize and the encode all off the main thread); where the browser has no OffscreenCanvas or the
 * worker cannot start, on the page (shrinkOnPage: the fallback).
 */
export async function shrinkImage(file: Blob): Promise<Shrunk> {
  if (!WORKER_URL || typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") return shrinkOnPage(file);
  if (!worker) {
    try {
      worker = new Worker(WORKER_URL, { type: "module" });
    } catch {
      return shrinkOnPage(file);
    }
    worker.onmessage = (e: MessageEvent<{ id: number; ok: boolean; message?: string } & Shrunk>) => {
      const w = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if (e.data.ok) w?.resolve(e.data);
      else w?.reject(new Error(e.data.message ?? "The photo could not be made smaller"));
    };
    worker.onerror = () => {
      for (const w of waiting.values()) w.reject(new Error("The photo could not be made smaller"));
      waiting.clear();
      worker = null;
    };
  }
  const id = ++next;
  return new Promise<Shrunk>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage({ id, file });
  });
}

/** A file kept on the device, as a queued write names it (src/codecs/trainingPhoto.ts: fileOfWrite). */
export interface KeptFile {
  kind: FileKind;
  sha256: string;
}

export interface UploadEffects {
  /** Reads a picked file's first bytes: its real type; keeps the file in memory under the answered `pick`. */
  inspect(file: unknown): Promise<{ pick: string; name: string; size: number; type: string | null }>;
  /** Shrinks (a photo), hashes and keeps the picked file on the device: what the queued write names. */
  prepare(pick: string, kind: FileKind): Promise<KeptFile>;
  /** Where the picked photo was taken (its EXIF GPS, else the device's position), or null: no location (decision 047). */
  locate(pick: string): Promise<PhotoLocation | null>;
}

export function createUploadEffects(
  keep: UploadKeep,
  shrink: (f: Blob) => Promise<Pick<Shrunk, "blob">> = shrinkImage,
  locate: (f: Blob) => Promise<PhotoLocation | null> = locatePhoto(browserGeo()),
): UploadEffects {
  const picked = new Map<string, File>();
  let n = 0;
  return {
    async inspect(file) {
      if (!(file instanceof Blob)) throw new Error("No file was picked");
      const f = file as File;
      const pick = `pick-${++n}`;
      picked.set(pick, f);
      return { pick, name: f.name ?? "file", size: f.size, type: f.size === 0 ? null : await sniff(f) };
    },
    async prepare(pick, kind) {
      const f = picked.get(pick);
      if (!f) throw new Error("The file is no longer open. Please choose it again.");
      picked.delete(pick);
      const capturedAt = f.lastModified ? new Date(f.lastModified).toISOString() : null;
      const photo = isPhotoKind(kind);
      const bytes = photo ? (await shrink(f)).blob : f;
      const name = photo ? safeFileName(`${f.name.replace(/\.[^.]*$/, "")}.jpg`) : safeFileName(f.name);
      const sha256 = await sha256Hex(bytes);
      await keep.put(keepKey(kind, sha256), { bytes, name, capturedAt });
      return { kind, sha256 };
    },
    async locate(pick) {
      const f = picked.get(pick);
      return f ? locate(f) : null;
    },
  };
}

/**
 * The outbox's sender of a write that carries a file (`uploads.add`, `trainingPhotos.add`): the
 * kept bytes first (unless they are gone: then the server may have them already, and the record
 * says), then the record by `writeRecord`.
 */
export function uploadSender(o: {
  keep: UploadKeep;
  post: PostFile;
  token: () => string | null;
  onProgress: (key: string, percent: number) => void;
}) {
  return async (params: KeptFile, key: string, writeRecord: () => Promise<SendResult>): Promise<SendResult> => {
    const k = keepKey(params.kind, params.sha256);
    const kept = await o.keep.get(k);
    if (kept) {
      const token = o.token();
      const headers: Record<string, string> = {
        "content-type": "application/octet-stream",
        "x-content-sha256": params.sha256,
        "x-file-name": encodeURIComponent(kept.name),
        ...(kept.capturedAt ? { "x-captured-at": kept.capturedAt } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      };
      let last = -1;
      o.onProgress(key, 0);
      let r: { status: number; text: string };
      try {
        r = await o.post(`/api/files?kind=${params.kind}`, headers, kept.bytes, (sent, total) => {
          const pct = total > 0 ? Math.floor((sent / total) * 10) * 10 : 0;
          if (pct !== last && pct < 100) {
            last = pct;
            o.onProgress(key, pct);
          }
        });
      } catch (e) {
        o.onProgress(key, -1); // not being sent any more (the outbox tries again)
        throw e;
      }
      if (r.status !== 200) {
        let refusal: Refusal = { status: r.status, code: "rejected", message: `${UNEXPECTED_ANSWER} (HTTP ${r.status})` };
        try {
          const b: unknown = JSON.parse(r.text);
          if (RefusalBody.is(b)) refusal = refusalOf(r.status, b);
        } catch {
          /* not JSON */
        }
        o.onProgress(key, -1);
        // the outbox's one retry policy (./writes.ts): a refusal the person must act on is final, anything else is tried again
        if (isFinalRefusal({ kind: "http", ...refusal })) {
          await o.keep.remove(k);
          return { ok: false, ...refusal };
        }
        throw new Error(refusal.message);
      }
      o.onProgress(key, 100);
    }
    const done = await writeRecord();
    await o.keep.remove(k);
    return done;
  };
}
