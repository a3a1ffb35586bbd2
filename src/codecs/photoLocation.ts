// Where a workshop's evidence photo was taken (issue 27 item 3; docs/decisions/047-photo-location.md):
// its latitude, longitude and accuracy in metres, from the photo's own EXIF GPS (`exif`, which wins)
// or the browser's position when it was added (`device`). A photo sent without one (permission
// refused, no position, none in the file) is stored as `none`: "no location". The codecs check the
// ranges on the way in (a bad latitude is a 400 at `lat`); the text and the maps link are one
// function each, shared by Workshop Details, the evidence page and the lightbox.
import * as t from "io-ts";
import { exactObject } from "./contract.ts";
import { msg } from "./i18n.ts";

/** What a photo without a location is marked (the gallery, the lightbox, Workshop Details). */
export const NO_LOCATION = msg("No location");

/** What the "Geo tagged Location pictures" gallery tells the FCP after a photo is sent without a location. */
export const NO_LOCATION_NOTE = msg(
  "This photo has no location: your location was not allowed or not found, and the photo has no GPS data of its own. It is marked 'No location'.",
);

/** Why the evidence page asks for the location (said before the browser asks, when a photo is added). */
export const LOCATION_WHY = msg(
  "Photos added here keep where they were taken: the photo's own GPS data, or else your location when you add it (your browser asks the first time). Without either, a photo is marked 'No location'; it is still uploaded.",
);

/** Where a location came from: the photo's EXIF GPS, or the device's position when it was added. */
export const LocationSource = t.keyof({ exif: null, device: null }, "exif or device");
export type LocationSource = t.TypeOf<typeof LocationSource>;

const range = (name: string, min: number, max: number) =>
  new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === "number" && Number.isFinite(u) && u >= min && u <= max,
    (u, c) => (typeof u === "number" && Number.isFinite(u) && u >= min && u <= max ? t.success(u) : t.failure(u, c)),
    t.identity,
  );
/** Degrees north, −90 to 90. */
export const Latitude = range("a latitude from -90 to 90", -90, 90);
/** Degrees east, −180 to 180. */
export const Longitude = range("a longitude from -180 to 180", -180, 180);
/** Metres (a radius of 68 % confidence, as the Geolocation API gives it): 0 or more, at most the Earth's size. */
export const Accuracy = range("an accuracy in metres from 0 to 20000000", 0, 20_000_000);

/** A location as a write sends it; accuracy null when the source gives none (most EXIF GPS). */
export const PhotoLocation = exactObject(
  { lat: Latitude, lng: Longitude, accuracy: t.union([Accuracy, t.null]), source: LocationSource },
  {},
  "location field",
);
export type PhotoLocation = t.TypeOf<typeof PhotoLocation>;

/** A photo's location as the rows carry it: `location_source` none is "no location"; null: not known (a photo from before, or the demo's). */
export const PhotoPlaceColumns = {
  lat: t.union([t.number, t.null]),
  lng: t.union([t.number, t.null]),
  accuracy: t.union([t.number, t.null]),
  location_source: t.union([t.literal("exif"), t.literal("device"), t.literal("none"), t.null]),
};
export interface PhotoPlaceRow {
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  location_source: "exif" | "device" | "none" | null;
}

/** The location a row carries: a place, "none" (sent without one), or null (not known). */
export function placeOf(r: PhotoPlaceRow): PhotoLocation | "none" | null {
  if (r.location_source === "none") return "none";
  if (r.location_source === null || r.lat === null || r.lng === null) return null;
  return { lat: r.lat, lng: r.lng, accuracy: r.accuracy, source: r.location_source };
}

/** "19.0761, 72.8775 ±20 m": 4 decimals (about 11 m), the accuracy in whole metres when there is one. */
export function placeText(p: Pick<PhotoLocation, "lat" | "lng" | "accuracy">): string {
  const at = `${p.lat.toFixed(4)}, ${p.lng.toFixed(4)}`;
  return p.accuracy === null ? at : `${at} ±${Math.round(p.accuracy)} m`;
}

/**
 * The link that opens the device's maps: a `geo:` URI (RFC 5870), which Android opens in its maps
 * app and the app never fetches; `u=` carries the accuracy. (Decision 047.)
 */
export function mapsLink(p: Pick<PhotoLocation, "lat" | "lng" | "accuracy">): string {
  const u = p.accuracy === null ? "" : `;u=${Math.round(p.accuracy)}`;
  return `geo:${p.lat.toFixed(6)},${p.lng.toFixed(6)}${u}?q=${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;
}

/** What the source is called under the coordinates. */
export const SOURCE_WORDS: Record<LocationSource, string> = { exif: msg("from the photo"), device: msg("from this device") };
