// Where a picked or captured evidence photo was taken (decision 047): the photo's own EXIF GPS
// first (read with exifr's smallest build, loaded on the first photo, from the file's first 128 KB:
// where JPEG keeps its EXIF), else the device's position now (the Geolocation API: the browser asks
// the person the first time, at the moment they add a photo, never on load). A refusal, no
// position in time, or no GPS in the file answers null: the photo is sent as "no location".
import { PhotoLocation } from "../codecs/photoLocation.ts";

/** The part of the Geolocation API used here (navigator.geolocation; a fake in tests). */
export interface GeoPort {
  getCurrentPosition(
    ok: (p: { coords: { latitude: number; longitude: number; accuracy: number } }) => void,
    fail: (e: { code: number; message?: string }) => void,
    options?: { enableHighAccuracy?: boolean; timeout?: number; maximumAge?: number },
  ): void;
}

/** How long the device's position is waited for (a phone indoors may need a while; the upload waits). */
export const POSITION_TIMEOUT_MS = 15_000;
/** A position this recent is good enough (the person has not gone far since). */
export const POSITION_MAX_AGE_MS = 60_000;
/** The GPS IFD's GPSHPositioningError (metres), by its tag number (exifr's mini build keeps numbers). */
const GPS_H_POSITIONING_ERROR = 31;
const EXIF_BYTES = 128 * 1024;

/** Degrees to 7 decimals (about a centimetre: more than any phone knows; EXIF's rationals leave float noise). */
const deg = (x: number) => Math.round(x * 1e7) / 1e7;
/** The location a valid pair of numbers is (ranges as the server checks them), or null. */
const checked = (l: PhotoLocation): PhotoLocation | null => {
  const r = { ...l, lat: deg(l.lat), lng: deg(l.lng) };
  return PhotoLocation.is(r) ? r : null;
};

/** The photo's own EXIF GPS, or null (none, not a JPEG/TIFF, unreadable). */
export async function exifLocation(file: Blob): Promise<PhotoLocation | null> {
  try {
    const [head, exifr] = await Promise.all([file.slice(0, EXIF_BYTES).arrayBuffer(), import("exifr/dist/mini.esm.mjs")]);
    const gps = (await exifr.parse(new Uint8Array(head), { ifd0: false, exif: false, gps: true, interop: false, ifd1: false })) as
      | Record<string | number, unknown>
      | undefined;
    if (!gps || typeof gps.latitude !== "number" || typeof gps.longitude !== "number") return null;
    const err = gps[GPS_H_POSITIONING_ERROR];
    return checked({
      lat: gps.latitude,
      lng: gps.longitude,
      accuracy: typeof err === "number" && Number.isFinite(err) && err >= 0 ? err : null,
      source: "exif",
    });
  } catch {
    return null;
  }
}

/** The device's position now, or null (refused, unavailable, too slow, no Geolocation API). */
export function deviceLocation(geo: GeoPort | null | undefined, timeoutMs = POSITION_TIMEOUT_MS): Promise<PhotoLocation | null> {
  if (!geo) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      geo.getCurrentPosition(
        ({ coords }) => resolve(checked({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy, source: "device" })),
        () => resolve(null),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: POSITION_MAX_AGE_MS },
      );
    } catch {
      resolve(null);
    }
  });
}

/** Where a photo was taken: its EXIF GPS wins; else the device's position (asking only then). */
export const locatePhoto =
  (geo: GeoPort | null | undefined, timeoutMs?: number) =>
  async (file: Blob): Promise<PhotoLocation | null> =>
    (await exifLocation(file)) ?? (await deviceLocation(geo, timeoutMs));

/** The browser's Geolocation API where there is one. */
export const browserGeo = (): GeoPort | null => (typeof navigator !== "undefined" && navigator.geolocation ? navigator.geolocation : null);
