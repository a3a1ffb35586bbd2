// A CMDI's training photos in Chromium against the real server (decision 028), with Chromium's
// fake camera: from a training, its photos; the camera's preview and 'Capture' store a JPEG that
// shows in the gallery with its receipt, and leaving the page stops the camera; with the camera
// refused, the message is on the page and the file picker still uploads; delete asks, and after
// confirming the photo is gone on reload and on the server.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { CAMERA_DENIED } from "../../src/codecs/camera.ts";
import { DEMO, FAKE_CAMERA_ARGS, PHONE, axe, browserSuite, signIn } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";
import { fetchFile, makeJpeg } from "./uploadSteps.ts";

const { t, app } = browserSuite("training photos (Chromium)", {}, { chromiumArgs: FAKE_CAMERA_ARGS });

/** Every stream the page's getUserMedia gave (to see that its tracks are stopped). */
const KEEP_STREAMS = () => {
  const md = navigator.mediaDevices;
  const original = md.getUserMedia.bind(md);
  const w = window as unknown as { __streams: MediaStream[] };
  w.__streams = [];
  md.getUserMedia = async (c) => {
    const s = await original(c);
    w.__streams.push(s);
    return s;
  };
};
/** A camera whose permission is refused. */
const REFUSE_CAMERA = () => {
  navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
};

/** Ravi signed in, on the photos of his `nth` training, reached from the training's screen. */
async function asRavi(nth: number, init: () => void) {
  const s = await app.page(PHONE);
  await s.context.addInitScript(init);
  await signIn(s.page, app.url, DEMO.CMDI);
  await s.page.waitForURL(`**${DEMO.CMDI.home}`);
  const training = (await apiQuery(s.page, "trainings.list", {}))[nth]!;
  await s.page.goto(`${app.url}/training?id=${training.id}`);
  await s.page.getByRole("link", { name: "Training photos" }).click();
  await s.page.waitForURL(`**/addTrainingPhotos?id=${training.id}`);
  await s.page.getByRole("heading", { name: "Training photos", exact: true }).waitFor();
  return { ...s, id: training.id as number };
}

const photos = (page: Page, id: number) => apiQuery(page, "trainingPhotos.list", { training: id });
const grid = (page: Page) => page.getByRole("list", { name: "Training photos" });

t(
  "Capture with the fake camera: a 640x360 preview of the front camera; the JPEG is stored, shrunk, and shows with its receipt; leaving stops the camera",
  async () => {
    const { page, context, errors, id } = await asRavi(0, KEEP_STREAMS);
    await page.getByText("Please Upload").waitFor();
    await page.getByRole("button", { name: "Camera" }).click();
    const preview = page.getByLabel("Camera preview");
    await preview.waitFor();
    assert.equal([await preview.getAttribute("width"), await preview.getAttribute("height")], ["640", "360"]);
    // the live stream plays in the preview: Chromium's fake camera at the size asked
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>("video.photo-gallery-preview");
      return v !== null && v.readyState >= 2 && v.videoWidth > 0;
    });
    const asked = await page.evaluate(() => {
      const s = (window as unknown as { __streams: MediaStream[] }).__streams;
      const track = s[0]!.getVideoTracks()[0]!;
      return {
        streams: s.length,
        audio: s[0]!.getAudioTracks().length,
        facingMode: track.getConstraints().facingMode,
        width: track.getSettings().width,
        height: track.getSettings().height,
      };
    });
    assert.equal(asked, { streams: 1, audio: 0, facingMode: "user", width: 1280, height: 720 });
    await page.getByRole("button", { name: "Capture" }).click();
    await page.getByText("Your image uploaded successfully").waitFor({ timeout: 30_000 });
    const [row] = await photos(page, id);
    assert.ok(row, "stored against the training");
    assert.match(String(row!.name), /^Camera-\d{4}-\d\d-\d\d \d\d-\d\d-\d\d\.jpg$/);
    const stored = await fetchFile(page, String(row!.url));
    assert.equal([stored.status, stored.type, stored.dims], [200, "image/jpeg", [640, 360]], "a JPEG frame of 1280x720, shrunk to half");
    // it shows in the gallery, with its receipt
    await grid(page).getByRole("listitem").first().waitFor();
    await page.getByLabel(`Receipt of ${row!.name}`).getByText(String(row!.sha256).slice(0, 12)).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("img.photo-gallery-thumb")].some((i) => i.complete && i.naturalWidth === 640),
    );
    assert.equal(await axe(page), []);
    // the camera is still live after a capture; leaving the page stops every track
    assert.ok(
      await page.evaluate(() =>
        (window as unknown as { __streams: MediaStream[] }).__streams[0]!.getTracks().every((tr) => tr.readyState === "live"),
      ),
    );
    await page.getByRole("link", { name: "Back to the training" }).click();
    await page.waitForURL(`**/training?id=${id}`);
    await page.waitForFunction(() =>
      (window as unknown as { __streams: MediaStream[] }).__streams.every((s) => s.getTracks().every((tr) => tr.readyState === "ended")),
    );
    assert.equal(errors, []);
    await context.close();
  },
);

t("camera permission refused: the message is on the page, and the file picker still uploads a photo to the training", async () => {
  const { page, context, errors, id } = await asRavi(1, REFUSE_CAMERA);
  const before = (await photos(page, id)).length;
  await page.getByRole("button", { name: "Camera" }).click();
  await page.getByText(CAMERA_DENIED).waitFor();
  assert.is(await page.getByRole("button", { name: "Capture" }).count(), 0, "no Capture without a camera");
  assert.equal(await axe(page), []);
  const photo = await makeJpeg(page, 800, 600);
  await page.getByLabel("Upload to Training photos").setInputFiles({ name: "class.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByText("Your image uploaded successfully").waitFor({ timeout: 30_000 });
  await grid(page).getByRole("listitem").nth(before).waitFor();
  const rows = await photos(page, id);
  assert.is(rows.length, before + 1);
  assert.is(rows[0]!.name, "class.jpg");
  assert.equal(errors, []);
  await context.close();
});

t("delete asks first; after confirming, the photo is gone on reload and on the server", async () => {
  const { page, context, errors, id } = await asRavi(1, () => {});
  const [row] = await photos(page, id);
  assert.ok(row, "the photo the previous test uploaded");
  await grid(page).getByRole("listitem").first().waitFor();
  await page.getByRole("button", { name: "Delete photo 1" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByText("Delete this photo from Training photos?").waitFor();
  // Cancel keeps it
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
  assert.is((await photos(page, id)).length, 1);
  await page.getByRole("button", { name: "Delete photo 1" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await page.getByText("Please Upload").waitFor();
  // on the server: the photo and its file are gone (the queued delete is sent at once when online)
  await page.waitForFunction(async (id) => {
    const r = await fetch("/api/query", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
      body: JSON.stringify({ op: "trainingPhotos.list", params: { training: id } }),
    });
    return (await r.json()).rows.length === 0;
  }, id);
  // (past the browser's cache of the thumbnail: the server's answer)
  const served = await page.evaluate(
    async (url) => (await fetch(url, { cache: "no-store", headers: { authorization: `Bearer ${localStorage.getItem("token")}` } })).status,
    String(row!.url),
  );
  assert.is(served, 404, "the file is gone from the server");
  await page.reload();
  await page.getByRole("heading", { name: "Training photos", exact: true }).waitFor();
  await page.getByText("Please Upload").waitFor();
  assert.equal(errors, []);
  await context.close();
});

t("a training that is not the CMDI's: 'This training was not found', no adding", async () => {
  const { page, context, errors } = await asRavi(0, () => {});
  await page.goto(`${app.url}/addTrainingPhotos?id=2000000000`);
  await page.getByText(/This training was not found/).waitFor();
  assert.is(await page.getByRole("button", { name: "Camera" }).count(), 0);
  assert.is(await page.getByLabel("Upload to Training photos").count(), 0);
  assert.equal(errors, []);
  await context.close();
});

t.run();
