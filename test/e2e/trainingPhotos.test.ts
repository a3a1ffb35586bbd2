// A CMDI's training photos in Chromium against the real server (decision 028), with Chromium's
// fake camera: from a training, its photos; the camera's preview and 'Capture' store a JPEG that
// shows in the gallery with its receipt, and leaving the page stops the camera; with the camera
// refused, the message is on the page and the file picker still uploads; delete asks, and after
// confirming the photo goes with 'Removed "<name>"' and Undo (decision 067): Undo puts it back and
// nothing reaches the server; without Undo the delete goes once, after its hold, and the photo is
// gone on reload and on the server.
import * as assert from "uvu/assert";
import type { Page, Request } from "playwright-core";
import { CAMERA_DENIED } from "../../src/codecs/camera.ts";
import { DEMO, FAKE_CAMERA_ARGS, PHONE, axe, browserSuite, signIn, storedEvent } from "./harness.ts";
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
    // it shows in the gallery, with its receipt: its file's name, no hash (decision 105)
    await grid(page).getByRole("listitem").first().waitFor();
    const receipt = page.getByLabel(`Receipt of ${row!.name}`);
    await receipt.getByText(String(row!.name), { exact: true }).waitFor();
    assert.not.ok((await receipt.innerText()).includes(String(row!.sha256).slice(0, 12)), "no hash on the page");
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

/** The trainingPhotos.delete requests the page sends to the server. */
function deletesSent(page: Page) {
  const sent: Request[] = [];
  page.on("request", (r) => {
    if (isDelete(r)) sent.push(r);
  });
  return sent;
}
const isDelete = (r: Request) =>
  r.method() === "POST" && r.url().endsWith("/api/query") && r.postData()?.includes(`"op":"trainingPhotos.delete"`) === true;

/** Deletes the gallery's one photo (`name`) after confirming: it leaves at once and the toast names it. */
async function deleteIt(page: Page, name: string) {
  await page.getByRole("button", { name: "Delete photo 1" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await page.getByText("Please Upload").waitFor();
  await page.getByText(`Removed "${name}"`, { exact: true }).waitFor();
}

t(
  "delete asks first; confirmed, the photo goes, 'Removed \"<name>\"' offers Undo, and Undo puts it back with nothing sent (issue 49 item 6)",
  async () => {
    const { page, context, errors, id } = await asRavi(1, () => {});
    const deletes = deletesSent(page);
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
    await deleteIt(page, String(row!.name));
    assert.equal(await axe(page), [], "the toast with its Undo");
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Undone", { exact: true }).waitFor();
    await grid(page).getByRole("listitem").first().waitFor();
    await page.getByLabel(`Receipt of ${row!.name}`).waitFor();
    await storedEvent(page, "write.withdrawn", {});
    assert.equal(
      (await photos(page, id)).map((p) => p.id),
      [row!.id],
      "the server still has it",
    );
    assert.is(deletes.length, 0, "the delete never reached the server");
    assert.equal(errors, []);
    await context.close();
  },
);

t("without Undo, the toast goes and the delete reaches the server once: the photo and its file are gone, on reload too", async () => {
  const { page, context, errors, id } = await asRavi(1, () => {});
  const deletes = deletesSent(page);
  const [row] = await photos(page, id);
  assert.ok(row, "the photo kept by the Undo");
  await grid(page).getByRole("listitem").first().waitFor();
  const answered = page.waitForResponse((r) => isDelete(r.request()), { timeout: 30_000 });
  answered.catch(() => {}); // reported by the step that fails first, not as an unhandled rejection
  await deleteIt(page, String(row!.name));
  await page.getByText(`Removed "${row!.name}"`, { exact: true }).waitFor({ state: "detached", timeout: 15_000 });
  assert.ok((await answered).ok(), "the server stored the delete, after its hold");
  assert.is(deletes.length, 1, "sent once (the one undone before never went: it would have gone first)");
  assert.equal(await photos(page, id), [], "the server no longer lists it");
  // (past the browser's cache of the thumbnail: the server's answer)
  const served = await page.evaluate(
    async (url) => (await fetch(url, { cache: "no-store", headers: { authorization: `Bearer ${localStorage.getItem("token")}` } })).status,
    String(row!.url),
  );
  assert.is(served, 404, "the file is gone from the server");
  await page.reload();
  await page.getByRole("heading", { name: "Training photos", exact: true }).waitFor();
  await page.getByText("Please Upload").waitFor();
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  assert.is(await grid(page).getByRole("listitem").count(), 0, "not back after a refresh");
  assert.is(deletes.length, 1, "still once");
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
