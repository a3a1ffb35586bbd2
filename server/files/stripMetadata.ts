// A photo kept without its metadata (issue 43, item 3): whatever the phone did, the server
// re-encodes every photo with sharp (libvips), in libuv's thread pool, off the event loop. The
// output holds the pixels only: no EXIF (GPS, camera, owner), no XMP, no IPTC (APP13), no
// comments; the EXIF orientation is applied to the pixels first, so the picture stays upright;
// the colour profile is kept, so colours do not shift. The same bytes in give the same bytes out
// (the same photo sent twice is still one file). A picture libvips cannot decode is refused as
// damaged.
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../../src/codecs/upload.ts";

export interface Stripped {
  bytes: Buffer;
  width: number;
  height: number;
}

/** JPEG quality of a re-encoded photo: high enough that evidence stays legible, as the phone's own camera saves. */
const JPEG_QUALITY = 90;

/** The photo's pixels re-encoded in its own format, without metadata; null when they cannot be decoded. */
export async function withoutMetadata(mime: string, bytes: Buffer): Promise<Stripped | null> {
  const animated = mime === "image/gif" || mime === "image/webp";
  let image = sharp(bytes, { autoOrient: true, failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS, animated }).keepIccProfile();
  switch (mime) {
    case "image/jpeg":
      image = image.jpeg({ quality: JPEG_QUALITY });
      break;
    case "image/png":
      image = image.png();
      break;
    case "image/webp":
      image = image.webp({ quality: JPEG_QUALITY });
      break;
    case "image/gif":
      image = image.gif();
      break;
    default:
      return null;
  }
  try {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return null;
  }
}
