// Where a photo was taken, in Chromium against the real server (issue 27 items 3 and 4; decision
// 047), on a phone. With location refused, a photo added to "Geo tagged Location pictures" still
// uploads and the FCP is told it has no location; it is marked "No location" on Workshop Details.
// With location granted (Chromium's position set to Mumbai, ±20 m), another photo shows
// "19.0761, 72.8775 ±20 m" with its geo: link on Workshop Details and in the lightbox, and the
// server's map tiles (MAP_TILE_URL: a local tile server this suite starts, serving one tiny PNG)
// draw it on a map; the page asks no other host for anything.
import * as assert from "uvu/assert";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { NO_LOCATION, NO_LOCATION_NOTE } from "../../src/codecs/photoLocation.ts";
import { DEMO, PHONE, axe, browserSuite, signIn } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";

// a 1x1 PNG: every tile the map asks for
const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const tilesAsked: string[] = [];
const tileServer = createServer((req, res) => {
  tilesAsked.push(req.url ?? "");
  res.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" });
  res.end(TILE);
});
await new Promise<void>((resolve) => tileServer.listen(0, "127.0.0.1", resolve));
const TILES = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;

const { t, app } = browserSuite("where photos were taken (Chromium)", { MAP_TILE_URL: `${TILES}/tiles/{z}/{x}/{y}.png` });
t.after(() => new Promise<void>((resolve) => tileServer.close(() => resolve())));

const GEO = "Geo tagged Location pictures";
const PLACE = "19.0761, 72.8775 ±20 m";

/** A real JPEG of one colour, made by Chromium's own encoder (two colours: two photos, two hashes). */
const jpegOf = async (page: Page, colour: string) =>
  Buffer.from(
    await page.evaluate(async (colour) => {
      const c = new OffscreenCanvas(64, 48);
      const g = c.getContext("2d")!;
      g.fillStyle = colour;
      g.fillRect(0, 0, 64, 48);
      const bytes = new Uint8Array(await (await c.convertToBlob({ type: "image/jpeg", quality: 0.9 })).arrayBuffer());
      let s = "";
      for (const b of bytes) s += String.fromCharCode(b);
      return btoa(s);
    }, colour),
    "base64",
  );

/** Asha's workshop in Execution whose day has come. */
async function executionWorkshop(page: Page): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const w = (await apiQuery(page, "workshops.mine", {})).find(
    (x) => x.stagename === "Execution" && String(x.start_date_time__c) <= `${today}T00:00:00`,
  );
  assert.ok(w, "Asha has a workshop in Execution whose day has come");
  return w.id as number;
}

/** Signs Asha in on a phone with location granted (at `at`) or not, and adds a photo of `colour` to the geo-tagged gallery. */
async function addGeoPhoto(at: { latitude: number; longitude: number; accuracy: number } | null, colour: string) {
  const context = await app.browser.newContext({
    viewport: PHONE,
    serviceWorkers: "block",
    ...(at ? { permissions: ["geolocation"], geolocation: at } : { permissions: [] }),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const hosts = new Set<string>();
  page.on("request", (r) => {
    if (/^https?:/.test(r.url())) hosts.add(new URL(r.url()).origin);
  });
  await signIn(page, app.url, DEMO.FCP);
  await page.waitForURL(`**${DEMO.FCP.home}`);
  const id = await executionWorkshop(page);
  await page.goto(`${app.url}/addPhotos?id=${id}`);
  // why the location is asked is said before a photo is added
  await page.getByText("Photos added here keep where they were taken", { exact: false }).waitFor();
  const gallery = page.getByRole("region", { name: GEO, exact: true });
  await gallery.getByLabel(`Upload to ${GEO}`).setInputFiles({ name: `${colour}.jpg`, mimeType: "image/jpeg", buffer: await jpegOf(page, colour) });
  return { context, page, errors, hosts, id, gallery };
}

t("location refused: the photo uploads, the FCP is told it has no location, Workshop Details marks it 'No location'", async () => {
  const { context, page, errors, id, gallery } = await addGeoPhoto(null, "#c0392b");
  await gallery.getByText(`Your image uploaded successfully ${NO_LOCATION_NOTE}`).waitFor({ timeout: 30_000 });
  await gallery.getByText(NO_LOCATION, { exact: true }).first().waitFor();
  const photos = await apiQuery(page, "workshopPhotos.list", { workshop: id });
  const mine = photos.filter((p) => p.mine && p.type === "geo_tagged_Location_pictures");
  assert.equal(
    mine.map((p) => [p.location_source, p.lat, p.lng]),
    [["none", null, null]],
  );
  await page.goto(`${app.url}/workshop?id=${id}`);
  await page.getByRole("region", { name: GEO, exact: true }).getByText(NO_LOCATION, { exact: true }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

t(
  "location granted: Workshop Details shows the place with its maps link, the lightbox says it, the map draws it from the local tiles only",
  async () => {
    const { context, page, errors, hosts, id, gallery } = await addGeoPhoto({ latitude: 19.0761, longitude: 72.8775, accuracy: 20 }, "#2e86c1");
    await gallery.getByText("Your image uploaded successfully").waitFor({ timeout: 30_000 });
    assert.is(await gallery.getByText(NO_LOCATION_NOTE).count(), 0, "not told of a missing location: it has one");
    await gallery.getByRole("link", { name: `${PLACE}, from this device: open in maps` }).waitFor();
    await page.goto(`${app.url}/workshop?id=${id}`);
    const geo = page.getByRole("region", { name: GEO, exact: true });
    const link = geo.getByRole("link", { name: `${PLACE}, from this device: open in maps` });
    await link.waitFor();
    assert.is(await link.textContent(), PLACE);
    assert.is(await link.getAttribute("href"), "geo:19.076100,72.877500;u=20?q=19.076100,72.877500");
    // the earlier photo is still marked
    await geo.getByText(NO_LOCATION, { exact: true }).waitFor();
    // the lightbox's caption
    await geo
      .locator("li", { hasText: PLACE })
      .getByRole("button", { name: /^Open photo / })
      .click();
    await page.getByRole("dialog").locator("figcaption", { hasText: PLACE }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // the map: its heading, the marker named by the place, tiles from the configured server
    await page.getByRole("heading", { name: "Where the photos were taken" }).waitFor();
    await page
      .locator(".evidence-map-marker")
      .and(page.getByTitle(`${GEO}: ${PLACE}`))
      .waitFor();
    await page.locator(".evidence-map img.leaflet-tile-loaded").first().waitFor();
    assert.ok(
      tilesAsked.some((u) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(u)),
      tilesAsked.join(", "),
    );
    assert.equal([...hosts].sort(), [app.url, TILES].sort(), "nothing from any other host");
    assert.equal(await axe(page), [], "Workshop Details with the map");
    assert.equal(errors, []);
    await context.close();
  },
);

t.run();
