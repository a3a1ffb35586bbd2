// A photo kept without its metadata (issue 43, item 3): whatever the phone did, the server
// re-encodes every photo that carries metadata with sharp (libvips), in libuv's thread pool, off
// the event loop; one that carries none is kept as sent. The output holds the pixels only: no EXIF (GPS, camera, owner), no XMP, no IPTC (APP13), no
// comments; the EXIF orientation is applied to the pixels first, so the picture stays upright;
// the colour profile is kept, so colours do not shift. The same bytes in give the same bytes out
// (the same photo sent twice is still one file). A picture libvips cannot decode is refused as
// damaged.
import sharp, { type Metadata, type Sharp } from "sharp";
import { MAX_IMAGE_PIXELS } from "../../src/codecs/upload.ts";

export interface Stripped {
  bytes: Buffer;
  width: number;
  height: number;
}

/** JPEG quality of a re-encoded photo: high enough that evidence stays legible, as the phone's own camera saves. */
const JPEG_QUALITY = 90;

/** Each photo type re-encoded in its own format (JPEG and WebP at JPEG_QUALITY). */
const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: JPEG_QUALITY }),
  "image/png": (image) => image.png(),
  "image/webp": (image) => image.webp({ quality: JPEG_QUALITY }),
  "image/gif": (image) => image.gif(),
};

/**
 * Whether a JPEG's header segments (before the scan) hold metadata: an APPn segment other than
 * APP0 (JFIF) and an ICC profile's APP2 (APP1 is EXIF and XMP, APP13 IPTC, APP2 also FlashPix
 * and MPF's embedded pictures), or a comment (COM). libvips reports EXIF, XMP and IPTC, but
 * not every vendor segment: this reading of the markers leaves none out.
 */
function jpegCarriesMetadata(b: Buffer): boolean {
  for (let i = 2; i + 4 <= b.length && b[i] === 0xff; ) {
    const marker = b[i + 1]!;
    if (marker === 0xda) return false; // the scan: no header segment after it
    if (marker === 0xff) {
      i += 1; // a fill byte
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    const icc = marker === 0xe2 && b.subarray(i + 4, i + 16).toString("latin1") === "ICC_PROFILE\0";
    if ((marker >= 0xe1 && marker <= 0xef && !icc) || marker === 0xfe) return true;
    i += 2 + len;
  }
  return true; // not read to its scan: re-encode rather than trust it
}

/**
 * The photo without metadata: its own bytes when it carries none (a photo the phone shrank: a
 * canvas writes none, and the bytes the phone hashed stay the bytes kept, in the quality the phone
 * chose), else its pixels re-encoded in its own format; null when they cannot be decoded.
 */
export async function withoutMetadata(mime: string, bytes: Buffer): Promise<Stripped | null> {
  const animated = mime === "image/gif" || mime === "image/webp";
  const options = { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS, animated } as const;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch {
    return null;
  }
  const carries =
    meta.exif !== undefined ||
    meta.xmp !== undefined ||
    meta.iptc !== undefined ||
    meta.tifftagPhotoshop !== undefined ||
    (meta.comments?.length ?? 0) > 0 ||
    (mime === "image/jpeg" && jpegCarriesMetadata(bytes));
  if (!carries) return { bytes, width: meta.width, height: meta.pageHeight ?? meta.height };
  const encode = ENCODERS[mime];
  if (!encode) return null;
  const image = encode(sharp(bytes, { ...options, autoOrient: true }).keepIccProfile());
  try {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return null;
  }
}
