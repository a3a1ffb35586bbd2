// Uploads (spec 2.16, 2.17, sections 5, 8, 9; decisions 021, 022): an FCP's submission images
// and their ETTC document. The bytes go to the upload route (POST /api/files, raw body, judged
// there by their bytes and hash); the record is the write `uploads.add` under the outbox's
// idempotency key, naming the stored file by its SHA-256. The rules the client decides before a
// byte is sent (upload.machine.ts) and the ones the server checks again share these constants.
import * as t from "io-ts";
import { defineRead, defineWrite, exactParams, noParams } from "./contract.ts";
import { C0_AND_DEL, codePoints } from "./text.ts";
import { factSlot } from "./facts.ts";
import { listSlot } from "./lists.ts";
import { pageOf, windowed } from "./window.ts";
import type { Role } from "./role.ts";
import { msg } from "./i18n.ts";

/** Spec section 9: max upload 5 MB. */
export const MAX_UPLOAD_BYTES = 5_242_880;
/** A picture wider or taller than this is refused (a "zip bomb" image: huge dimensions in few bytes). */
export const MAX_IMAGE_SIDE = 12_000;
/** And one with more pixels than this (a 48-megapixel camera with room). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** A file name keeps at most this many characters (after its path is dropped). */
export const MAX_NAME_CHARS = 200;

// The spec's alerts (section 8), word for word.
export const TOO_BIG = msg("File size must be less than 5 MB.");
export const ONLY_IMAGES = msg("Only Images can be uploaded");
export const LIMITATIONS_ALERT = msg("Limitations Alert");
export const ONLY_PDF = msg("Images or other files are not allowed. Please upload only PDF files.");
export const ONE_PDF = msg("Only one PDF can be uploaded.");
export const UPLOAD_FAILED = "Image Upload Failed-";
export const IMAGE_UPLOADED = msg("Your image uploaded successfully");
export const DOCUMENT_UPLOADED = msg("Your Image is Uploaded successfully");
// Where the spec is silent (decision 021).
export const EMPTY_FILE = msg("The file is empty.");
export const UNREADABLE_FILE = msg("The file could not be read. Please choose it again.");
export const QUEUED_UPLOAD = msg("Saved on this device. It will be uploaded when the connection is back.");
/** A photo added to a gallery that already shows it (issue 43, item 4): told, not passed off as a new upload. */
export const PHOTO_IN_GALLERY = msg("This photo is already in this gallery");
export const PHOTO_IN_GALLERY_CODE = "photo_in_gallery";

/** What is uploaded: a submission image (2.16, shown in View Uploads) or the ETTC document. */
export const UploadKind = t.keyof({ image: null, ettc: null });
export type UploadKind = t.TypeOf<typeof UploadKind>;

/** The rules of a kind of stored file: what it takes, who sends it, who sees it. */
export interface FileKindRules {
  /** A photo (shrunk on the phone, judged as an image) or a PDF document. */
  accepts: "image" | "pdf";
  /** The only role whose session may send it (POST /api/files?kind=), or the super admin only, and the refusal for anyone else. */
  uploader: Role | "superAdmin";
  forbidden: string;
  /** Who may fetch it (GET /api/files/:id, decision 022): the people of the sender's account (the FCP, their CMDI and AMMD), its sender only, the people of a workshop it is attached to (and its sender), or every signed-in person (a news slide's image, decision 087). */
  seenBy: "account" | "sender" | "workshop" | "everyone";
}

/**
 * Each kind of stored file, registered once: an FCP's submission image and ETTC document, a
 * photo of a CMDI's training (/addTrainingPhotos, decision 028), an FCP's photo of a workshop's
 * execution (/addPhotos, decision 030), the super admin's news slide image (decision 087). The upload route, the client's checks and the codec
 * below are built from it; the write that attaches a kind's file is FILE_KIND_WRITES
 * (src/codecs/fileKinds.ts: its contracts import this module), which the compiler asks for.
 */
export const FILE_KINDS = {
  image: { accepts: "image", uploader: "FCP", forbidden: "Only an FCP uploads submissions and the ETTC document.", seenBy: "account" },
  ettc: { accepts: "pdf", uploader: "FCP", forbidden: "Only an FCP uploads submissions and the ETTC document.", seenBy: "account" },
  training: { accepts: "image", uploader: "CMDI", forbidden: "Only a CMDI uploads training photos.", seenBy: "sender" },
  workshop: { accepts: "image", uploader: "FCP", forbidden: "Only an FCP uploads the photos of their workshop.", seenBy: "workshop" },
  news: { accepts: "image", uploader: "superAdmin", forbidden: "Only the super admin uploads news images.", seenBy: "everyone" },
} as const satisfies Record<string, FileKindRules>;
/** What a stored file is: one of FILE_KINDS. */
export const FileKind = t.keyof(FILE_KINDS);
export type FileKind = t.TypeOf<typeof FileKind>;
/** A kind of file that is a photo (shrunk on the phone, judged as an image). */
export const isPhotoKind = (kind: FileKind) => FILE_KINDS[kind].accepts === "image";

/** The image types a submission takes (what a phone's camera or gallery gives). */
export const IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp", "image/gif"];
export const PDF_TYPE = "application/pdf";

/** The rule for a file of `size` bytes whose bytes say `type` (null: not recognised), or null when it may be sent. */
export function refusalOf(kind: FileKind, size: number, type: string | null): { title: string | null; message: string } | null {
  if (size === 0) return { title: null, message: EMPTY_FILE };
  if (size > MAX_UPLOAD_BYTES) return { title: null, message: TOO_BIG };
  if (isPhotoKind(kind)) return type !== null && IMAGE_TYPES.includes(type) ? null : { title: null, message: ONLY_IMAGES };
  return type === PDF_TYPE ? null : { title: LIMITATIONS_ALERT, message: ONLY_PDF };
}

/** Control characters and the characters Windows refuses in a file's name. */
const NOT_IN_A_FILE_NAME = codePoints(C0_AND_DEL, '"<>|:*?', "g");

/** A file name as kept: no folders, no control characters, at most MAX_NAME_CHARS characters (keeping its extension). */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(NOT_IN_A_FILE_NAME, "").replace(/^\.+/, "").trim();
  if (clean.length <= MAX_NAME_CHARS) return clean || "file";
  const dot = clean.lastIndexOf(".");
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
  return clean.slice(0, MAX_NAME_CHARS - ext.length) + ext;
}

export const Sha256 = new t.Type<string, string, unknown>(
  "a SHA-256 in 64 lowercase hex digits",
  (u): u is string => typeof u === "string" && /^[0-9a-f]{64}$/.test(u),
  (u, c) => (typeof u === "string" && /^[0-9a-f]{64}$/.test(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);
/** What the upload route answers for stored bytes (and what a receipt shows). */
export const StoredFile = t.type({
  id: t.number,
  sha256: t.string,
  type: t.string,
  size: t.number,
  width: t.union([t.number, t.null]),
  height: t.union([t.number, t.null]),
});
export type StoredFile = t.TypeOf<typeof StoredFile>;

/** A stored upload: the record (an uploaded content row, or the account's ETTC document) with its evidence. */
export const UploadRow = t.type({
  id: t.number,
  kind: UploadKind,
  /** 'Day-' plus the time of upload, for a submission image; the file's name for the ETTC document. */
  name: t.string,
  url: t.string,
  type: t.string,
  size: t.number,
  sha256: t.string,
  captured_at: t.union([t.string, t.null]),
  uploaded_at: t.string,
  file_name: t.string,
});
export type UploadRow = t.TypeOf<typeof UploadRow>;

/**
 * Attaches stored bytes (named by their SHA-256, sent first to POST /api/files) to the caller's
 * account: a submission image or the ETTC document. The outbox queues it with the bytes kept on
 * the device under `kind:sha256` (src/effects/uploads.ts), so it survives a reload and is sent once.
 */
export const uploadsAdd = defineWrite("uploads.add", {
  params: exactParams({ kind: UploadKind, sha256: Sha256 }),
  row: UploadRow,
  roles: ["FCP"],
});
export type UploadParams = t.TypeOf<typeof uploadsAdd.params>;

/** The FCP's own submission images, newest first (View Uploads). */
export const uploadsMine = windowed(defineRead("uploads.mine", { params: noParams, row: UploadRow, roles: ["FCP"] }), {
  // decision 092: a device holds the latest 500; the rest come from the server a page at a time
  cap: 500,
  filters: [],
  search: ["name", "file_name"],
});
/** The FCP's older uploads, a page at a time from the server (decision 092). */
export const uploadsMinePage = pageOf(uploadsMine);
export const uploadsSlot = listSlot("uploads", UploadRow);

/** The FCP's ETTC document, when uploaded (none or one row). */
export const ettcMine = defineRead("uploads.ettc", { params: noParams, row: UploadRow, roles: ["FCP"] });
export const ettcSlot = listSlot("ettc", UploadRow);

/** The upload being sent now and how far it is (latest wins: the outbox sends one at a time). */
export const UploadProgress = t.type({ key: t.string, percent: t.number });
export const uploadProgressSlot = factSlot("uploadProgress", UploadProgress);
