// What an uploaded file really is, judged by its bytes (decision 021): the type sniffed by
// file-type (never the name or the declared type), an image's dimensions by image-size, and the
// checks no sniffer makes: an image cut short (its format's end marker missing), a picture of
// huge dimensions in few bytes, a PDF cut short, unreadable, locked, or carrying JavaScript, actions,
// embedded files or rich media (read as a PDF reader reads it: ./pdfContent.ts, in a worker thread:
// ./pdfCheck.ts), or too complex to check within the time and memory limits. Each refusal is a
// clear message for the person.
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import {
  EMPTY_FILE,
  IMAGE_TYPES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_UPLOAD_BYTES,
  ONLY_IMAGES,
  ONLY_PDF,
  PDF_TYPE,
  TOO_BIG,
  isPhotoKind,
  type FileKind,
} from "../../src/codecs/upload.ts";
import { PDF_CHECK_LIMITS, type PdfCheckLimits, checkPdf } from "./pdfCheck.ts";
import { msg } from "../../src/codecs/language.ts";

export type Inspection =
  | { ok: true; mime: string; width: number | null; height: number | null }
  | { ok: false; status: 400 | 413 | 415; error: string; message: string };

export const DAMAGED_IMAGE = msg("The picture is damaged or cut short. Please take or choose it again.");
export const HUGE_IMAGE = msg("The picture is too large: at most {side} pixels a side and {megapixels} megapixels.", {
  side: MAX_IMAGE_SIDE,
  megapixels: MAX_IMAGE_PIXELS / 1_000_000,
});
export const DAMAGED_PDF = msg("The PDF is damaged or cut short. Please choose it again.");
export const ACTIVE_PDF = msg("The PDF contains JavaScript or actions, which are not allowed. Please upload a plain PDF.");
export const LOCKED_PDF = msg("The PDF is locked with a password. Please upload a PDF without a password.");
export const COMPLEX_PDF = msg(
  "The PDF is too complex to check here (too many objects, or drawings too large). Please save it again as a smaller PDF, or print it to PDF, and upload that.",
);

const refuse = (status: 400 | 413 | 415, error: string, message: string): Inspection => ({ ok: false, status, error, message });

/** Whether an image of `mime` ends as its format requires (a cut-short upload does not). */
function complete(mime: string, b: Buffer): boolean {
  const n = b.length;
  switch (mime) {
    case "image/jpeg": {
      // the End Of Image marker, allowing a few padding bytes some cameras add
      const tail = b.subarray(Math.max(0, n - 32));
      return tail.lastIndexOf(Buffer.from([0xff, 0xd9])) >= 0;
    }
    case "image/png":
      return b.subarray(Math.max(0, n - 12)).includes(Buffer.from("IEND", "latin1"));
    case "image/gif":
      return b[n - 1] === 0x3b;
    case "image/webp":
      return n >= 12 && b.readUInt32LE(4) + 8 <= n;
    default:
      return false;
  }
}

/** `pdfLimits`: the PDF check's limits (decision 062), smaller in a test. */
export async function inspectUpload(kind: FileKind, bytes: Buffer, pdfLimits: PdfCheckLimits = PDF_CHECK_LIMITS): Promise<Inspection> {
  if (bytes.length === 0) return refuse(400, "empty_file", EMPTY_FILE);
  if (bytes.length > MAX_UPLOAD_BYTES) return refuse(413, "too_big", TOO_BIG);
  const sniffed = await fileTypeFromBuffer(bytes);
  const mime = sniffed?.mime ?? null;
  if (isPhotoKind(kind)) {
    if (mime === null || !IMAGE_TYPES.includes(mime)) return refuse(415, "not_an_image", ONLY_IMAGES);
    let size: { width?: number; height?: number };
    try {
      size = imageSize(bytes);
    } catch {
      return refuse(400, "damaged_image", DAMAGED_IMAGE);
    }
    const { width = 0, height = 0 } = size;
    if (width < 1 || height < 1) return refuse(400, "damaged_image", DAMAGED_IMAGE);
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) return refuse(400, "image_too_large", HUGE_IMAGE);
    if (!complete(mime, bytes)) return refuse(400, "damaged_image", DAMAGED_IMAGE);
    return { ok: true, mime, width, height };
  }
  if (mime !== PDF_TYPE) return refuse(415, "not_a_pdf", ONLY_PDF);
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes(Buffer.from("%%EOF", "latin1"))) return refuse(400, "damaged_pdf", DAMAGED_PDF);
  const content = await checkPdf(bytes, pdfLimits); // in a worker thread: other requests go on meanwhile
  if (content === "active") return refuse(400, "active_pdf", ACTIVE_PDF);
  if (content === "damaged") return refuse(400, "damaged_pdf", DAMAGED_PDF);
  if (content === "locked") return refuse(400, "locked_pdf", LOCKED_PDF);
  if (content === "too_complex") return refuse(400, "pdf_too_complex", COMPLEX_PDF);
  return { ok: true, mime, width: null, height: null };
}
