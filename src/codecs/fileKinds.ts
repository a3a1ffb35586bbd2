// The write that attaches each kind of stored file (FILE_KINDS in ./upload.ts: its types, its
// sender, who sees it): the file's bytes go first to POST /api/files?kind=, then this write names
// them by their SHA-256 (decisions 021, 028, 030). The mapped type asks for every kind, so a new
// kind is its line in FILE_KINDS and its line here; the client's queueing (src/features/uploads.ts)
// and the outbox's "send the bytes first" (fileOfWrite, src/wiring.ts) are built from it. (Apart
// from FILE_KINDS because the contracts here import ./upload.ts.)
import type { WriteContract } from "./contract.ts";
import type { PhotoLocation } from "./photoLocation.ts";
import { trainingPhotosAdd, type TrainingPhotoParams } from "./trainingPhoto.ts";
import { uploadsAdd, type FileKind, type UploadParams } from "./upload.ts";
import { emptyNewsForm, newsSave, type NewsSaveParams } from "./newsAdmin.ts";
import { workshopPhotosAdd, type WorkshopPhotoParams } from "./workshopExecution.ts";

/** `sha256` is optional for a write that carries a file only sometimes (news.save, its `carries`). */
export interface FileWrite<P extends { sha256?: string }> {
  write: WriteContract<P>;
  /**
   * The write's params for a prepared file: its hash, and the record it goes to (a training, a
   * workshop and the photo's type); `location`, where a located photo was taken (null: none; decision 047).
   */
  params(sha256: string, target: number | null, tag: string | null, location?: PhotoLocation | null): P;
  /** Whether a queued write of this contract carries a file of this kind (one contract may serve several kinds). */
  carries?(params: P): boolean;
}
const fileWrite = <P extends { sha256?: string }>(w: FileWrite<P>): FileWrite<P> => w;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const FILE_KIND_WRITES: { readonly [K in FileKind]: FileWrite<any> } = {
  image: fileWrite<UploadParams>({ write: uploadsAdd, params: (sha256) => ({ kind: "image", sha256 }), carries: (p) => p.kind === "image" }),
  ettc: fileWrite<UploadParams>({ write: uploadsAdd, params: (sha256) => ({ kind: "ettc", sha256 }), carries: (p) => p.kind === "ettc" }),
  training: fileWrite<TrainingPhotoParams>({
    write: trainingPhotosAdd,
    params: (sha256, target) => {
      if (target === null) throw new Error("A training photo needs its training");
      return { training: target, sha256 };
    },
  }),
  workshop: fileWrite<WorkshopPhotoParams>({
    write: workshopPhotosAdd,
    params: (sha256, target, tag, location) => {
      if (target === null || tag === null) throw new Error("A workshop photo needs its workshop and type");
      return { workshop: target, type: tag, sha256, ...(location !== undefined ? { location } : {}) };
    },
  }),
  // a news slide's image goes with the slide's values (decision 087): the form puts its values in
  // (target: the slide edited, null for a new one); a save without a new image carries no file
  news: fileWrite<NewsSaveParams>({
    write: newsSave,
    params: (sha256, target) => ({ values: emptyNewsForm(), sha256, ...(target !== null ? { id: target } : {}) }),
    carries: (p) => p.sha256 !== undefined,
  }),
};

/** The file a queued write carries (its bytes are sent first), or null for a write without one. */
export function fileOfWrite(op: string, params: unknown): { kind: FileKind; sha256: string } | null {
  for (const [kind, w] of Object.entries(FILE_KIND_WRITES) as [FileKind, FileWrite<{ sha256: string }>][]) {
    if (w.write.name === op && (w.carries?.(params as { sha256: string }) ?? true)) return { kind, sha256: (params as { sha256: string }).sha256 };
  }
  return null;
}
