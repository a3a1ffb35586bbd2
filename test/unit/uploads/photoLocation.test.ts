// Where a photo was taken (decision 047): the text and the maps link, the codec's ranges, a row's
// place, the photo's EXIF GPS (a real JPEG with GPS tags) winning over the device's position
// (never asked then), a refused position answering "no location", and the upload machine carrying
// the place (or null) into the queued write, telling the geo-tagged gallery when there is none.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createActor, fromPromise, waitFor } from "xstate";
import { isRight } from "fp-ts/Either";
import { mapsLink, NO_LOCATION_NOTE, PhotoLocation, placeOf, placeText, type PhotoLocation as Loc } from "../../../src/codecs/photoLocation.ts";
import { FILE_KIND_WRITES, fileOfWrite } from "../../../src/codecs/fileKinds.ts";
import { IMAGE_UPLOADED, QUEUED_UPLOAD } from "../../../src/codecs/upload.ts";
import { workshopPhotosAdd } from "../../../src/codecs/workshopExecution.ts";
import { deviceLocation, exifLocation, locatePhoto, type GeoPort } from "../../../src/effects/photoLocation.ts";
import { uploadMachine, type Inspected, type QueueInput } from "../../../src/machines/upload.machine.ts";
import type { WriteOutcome } from "../../../src/codecs/contract.ts";

const fixture = (name: string) => new Blob([readFileSync(join(import.meta.dirname, "../../fixtures", name))], { type: "image/jpeg" });
const MUMBAI: Loc = { lat: 19.0761, lng: 72.8775, accuracy: 20, source: "device" };

/** A Geolocation API that answers `answer` (a position, or a refusal's code), counting the asks. */
function fakeGeo(answer: { latitude: number; longitude: number; accuracy: number } | number) {
  const asked: unknown[] = [];
  const geo: GeoPort = {
    getCurrentPosition(ok, fail, options) {
      asked.push(options);
      queueMicrotask(() => (typeof answer === "number" ? fail({ code: answer }) : ok({ coords: answer })));
    },
  };
  return { geo, asked };
}

test("the text: 4 decimals, the accuracy rounded to whole metres; none when the source gives none", () => {
  assert.is(placeText(MUMBAI), "19.0761, 72.8775 ±20 m");
  assert.is(placeText({ lat: 19.07614, lng: 72.877549, accuracy: 19.6 }), "19.0761, 72.8775 ±20 m");
  assert.is(placeText({ lat: -33.86787, lng: 151.20732, accuracy: 0.4 }), "-33.8679, 151.2073 ±0 m");
  assert.is(placeText({ lat: 18.5204, lng: 73.8567, accuracy: null }), "18.5204, 73.8567");
});

test("the maps link is a geo: URI (the device's maps app), with the accuracy as its uncertainty", () => {
  assert.is(mapsLink(MUMBAI), "geo:19.076100,72.877500;u=20?q=19.076100,72.877500");
  assert.is(mapsLink({ lat: -1.5, lng: -70.25, accuracy: null }), "geo:-1.500000,-70.250000?q=-1.500000,-70.250000");
});

test("the codec keeps each number in its range", () => {
  assert.ok(isRight(PhotoLocation.decode(MUMBAI)));
  assert.ok(isRight(PhotoLocation.decode({ lat: -90, lng: 180, accuracy: null, source: "exif" })));
  for (const bad of [
    { ...MUMBAI, lat: 90.0001 },
    { ...MUMBAI, lat: Number.NaN },
    { ...MUMBAI, lng: -180.5 },
    { ...MUMBAI, accuracy: -0.1 },
    { ...MUMBAI, source: "guess" },
    { ...MUMBAI, extra: 1 },
  ]) {
    assert.not.ok(isRight(PhotoLocation.decode(bad)), JSON.stringify(bad));
  }
});

test("a row's place: a location, 'none' (sent without one), or null (not known)", () => {
  assert.equal(placeOf({ lat: 19.0761, lng: 72.8775, accuracy: 20, location_source: "device" }), MUMBAI);
  assert.is(placeOf({ lat: null, lng: null, accuracy: null, location_source: "none" }), "none");
  assert.is(placeOf({ lat: null, lng: null, accuracy: null, location_source: null }), null);
});

test("a photo's own EXIF GPS is read (with its positioning error); a photo without one has none", async () => {
  assert.equal(await exifLocation(fixture("gps-photo.jpg")), { lat: 18.5204, lng: 73.8567, accuracy: 8, source: "exif" });
  assert.is(await exifLocation(fixture("upload-photo.jpg")), null);
  assert.is(await exifLocation(new Blob([new Uint8Array([1, 2, 3])])), null);
});

test("EXIF wins and the device is not asked; without it, the device's position; refused or missing: null", async () => {
  const granted = fakeGeo({ latitude: 19.0761, longitude: 72.8775, accuracy: 20 });
  assert.equal(await locatePhoto(granted.geo)(fixture("gps-photo.jpg")), { lat: 18.5204, lng: 73.8567, accuracy: 8, source: "exif" });
  assert.is(granted.asked.length, 0, "not asked when the photo says where");
  assert.equal(await locatePhoto(granted.geo)(fixture("upload-photo.jpg")), MUMBAI);
  assert.is(granted.asked.length, 1);
  const denied = fakeGeo(1); // PERMISSION_DENIED
  assert.is(await locatePhoto(denied.geo)(fixture("upload-photo.jpg")), null);
  assert.is(await deviceLocation(null), null);
  const nonsense = fakeGeo({ latitude: 123, longitude: 0, accuracy: 5 });
  assert.is(await deviceLocation(nonsense.geo), null, "a position out of range is none");
});

async function upload(o: { tag: string; location: Loc | null | Error; outcome?: WriteOutcome }) {
  const queued: QueueInput[] = [];
  const m = uploadMachine.provide({
    actors: {
      inspectFile: fromPromise(async (): Promise<Inspected> => ({ pick: "p1", name: "a.jpg", size: 1000, type: "image/jpeg" })),
      locatePhoto: fromPromise(async () => {
        if (o.location instanceof Error) throw o.location;
        return o.location;
      }),
      queueUpload: fromPromise(async ({ input }) => {
        queued.push(input);
        return { key: "k1" };
      }),
      awaitUpload: fromPromise(async () => o.outcome ?? { status: "synced" as const, id: null, result: [] }),
    },
  });
  const input = {
    kind: "workshop" as const,
    hasPdf: false,
    target: 7,
    tag: o.tag,
    locate: true,
    needsLocation: o.tag === "geo_tagged_Location_pictures",
  };
  const a = createActor(m, { input }).start();
  a.send({ type: "upload.picked", file: {} });
  const s = await waitFor(a, (s) => !s.hasTag("busy"));
  return { state: String(s.value), alert: s.context.alert, queued };
}

test("the machine: the place travels with the queued upload; none never stops it; the geo-tagged gallery says so", async () => {
  const placed = await upload({ tag: "geo_tagged_Location_pictures", location: MUMBAI });
  assert.equal(
    [placed.state, placed.alert, placed.queued[0]?.location],
    ["done", { title: null, message: IMAGE_UPLOADED, intent: "success" }, MUMBAI],
  );
  const none = await upload({ tag: "geo_tagged_Location_pictures", location: null });
  assert.equal(
    [none.state, none.alert?.intent, none.alert?.message, none.queued[0]?.location],
    ["done", "warning", `${IMAGE_UPLOADED} ${NO_LOCATION_NOTE}`, null],
  );
  const offline = await upload({ tag: "geo_tagged_Location_pictures", location: new Error("timeout"), outcome: { status: "pending", id: null } });
  assert.equal([offline.state, offline.alert?.message, offline.queued[0]?.location], ["waiting", `${QUEUED_UPLOAD} ${NO_LOCATION_NOTE}`, null]);
  // another gallery keeps the place too, and is not told about none
  const other = await upload({ tag: "other_pictures", location: null });
  assert.equal([other.alert?.message, other.queued[0]?.location], [IMAGE_UPLOADED, null]);
});

test("the queued write carries the place (checked by the write's codec); a write from before has none and still sends its file", () => {
  const w = FILE_KIND_WRITES.workshop;
  const params = w.params("a".repeat(64), 7, "geo_tagged_Location_pictures", MUMBAI);
  assert.equal(params, { workshop: 7, type: "geo_tagged_Location_pictures", sha256: "a".repeat(64), location: MUMBAI });
  assert.ok(isRight(workshopPhotosAdd.params.decode(params)));
  assert.ok(isRight(workshopPhotosAdd.params.decode(w.params("a".repeat(64), 7, "other_pictures", null))));
  const before = w.params("a".repeat(64), 7, "other_pictures");
  assert.not.ok("location" in before);
  assert.ok(isRight(workshopPhotosAdd.params.decode(before)));
  assert.equal(fileOfWrite("workshopPhotos.add", params), { kind: "workshop", sha256: "a".repeat(64) });
});

test.run();
