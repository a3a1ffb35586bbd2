// Uploads in Chromium against the real server, with real bytes: a 12-megapixel JPEG made in the
// page is shrunk on the phone (half the width, JPEG at 0.5, far fewer bytes) and uploaded, and
// shows in View Uploads by its file's name, captioned in India's time, inside its card at 360 px, no hash; an ETTC PDF is uploaded, viewed in the app and
// downloaded byte-identical, and once it is there no picker offers a second (the server refuses
// one: test/server/uploads.test.ts); a PDF renamed .jpg is refused before a
// byte is sent; an upload cut off is kept on the device through a reload and stored once.
import * as assert from "uvu/assert";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { demoPdf } from "../../server/routes/media.ts";
import { DEMO, PHONE, axe, browserSuite, signIn } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";
import { fetchFile, makeJpeg } from "./uploadSteps.ts";
import { dateTime } from "../../src/views/format.ts";

const { t, app } = browserSuite("uploads (Chromium)");

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

async function asAsha(viewport = PHONE) {
  const s = await app.page(viewport);
  await signIn(s.page, app.url, DEMO.FCP);
  await s.page.waitForURL(`**${DEMO.FCP.home}`);
  await s.page.goto(`${app.url}/ettc-Upload`);
  await s.page.getByRole("heading", { name: "Upload your Submissions" }).waitFor();
  return s;
}

/**
 * The JPEG's quality as libjpeg sets it, read from its first (luminance) quantisation table: at
 * quality q < 50 the standard table is scaled by 5000 / q %, at q >= 50 by 200 - 2q %; its first
 * entry is 16 in the standard table, so 16 at 0.5, 3 at 0.92.
 */
function lumaQ0(jpeg: Buffer): number {
  for (let i = 2; i < jpeg.length - 5; ) {
    if (jpeg[i] !== 0xff) throw new Error("not a JPEG segment");
    const marker = jpeg[i + 1]!,
      len = jpeg.readUInt16BE(i + 2);
    if (marker === 0xdb) return jpeg[i + 5]!;
    i += 2 + len;
  }
  throw new Error("no quantisation table");
}

const imagePicker = (page: Page) => page.getByLabel("Upload an image");
const pdfPicker = (page: Page) => page.getByLabel("Upload the ETTC PDF");

t("a 12-megapixel photo is shrunk on the phone (half width, JPEG 0.5, smaller) and uploaded; View Uploads shows it with its receipt", async () => {
  const { page, context, errors } = await asAsha();
  const original = await makeJpeg(page, 4000, 3000);
  assert.ok(original.length < 5_242_880, `the test photo fits the limit (${original.length} bytes)`);
  await imagePicker(page).setInputFiles({ name: "IMG_4000.jpg", mimeType: "image/jpeg", buffer: original });
  await page.getByText("Your image uploaded successfully").waitFor({ timeout: 30_000 });
  const [row] = await apiQuery(page, "uploads.mine", {});
  assert.match(row!.name, /^Day-/);
  const stored = await fetchFile(page, row!.url);
  const bytes = Buffer.from(stored.b64, "base64");
  assert.equal([stored.status, stored.type, stored.nosniff, stored.dims], [200, "image/jpeg", "nosniff", [2000, 1500]]);
  assert.ok(bytes.length * 2 < original.length, `shrunk: ${original.length} -> ${bytes.length} bytes`);
  assert.equal([lumaQ0(original), lumaQ0(bytes)], [3, 16], "made at 0.92, re-encoded at 0.5");
  assert.is(row!.sha256, sha(bytes), "the server kept the bytes the phone hashed");
  await page.getByRole("link", { name: "View Uploads" }).click();
  await page.waitForURL("**/viewUploads");
  // named by its file (decision 105), its caption the server's 'Day-' name (UTC) read in India's time
  const picture = page.getByRole("list", { name: "Uploaded images" }).getByRole("img", { name: "IMG_4000.jpg" });
  await picture.waitFor();
  await page.waitForFunction(() => [...document.images].some((i) => i.alt === "IMG_4000.jpg" && i.complete && i.naturalWidth === 2000));
  const receipt = page.getByLabel("Receipt of IMG_4000.jpg");
  await receipt.getByText("IMG_4000.jpg").waitFor();
  const tile = page.locator(".view-uploads-tile").filter({ has: receipt });
  const utc = /^Day-(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(row!.name)!;
  const caption = await tile.locator(".view-uploads-name").innerText();
  const spaced = (x: string) => x.replace(/\s+/g, " ").trim();
  assert.is(spaced(caption), spaced(dateTime(`${utc[1]}T${utc[2]}Z`)), "the upload's time in India");
  const text = await tile.innerText();
  assert.not.ok(text.includes(row!.sha256.slice(0, 12)) || text.includes("SHA") || text.includes("Day-") || text.includes(" IST"), text);
  // at 360 px every line of the tile stays inside it
  const inside = await tile.evaluate((card) => {
    const box = card.getBoundingClientRect();
    return [...card.querySelectorAll("*")].every((e) => {
      const r = e.getBoundingClientRect();
      return r.width === 0 || (r.left >= box.left - 0.5 && r.right <= box.right + 0.5);
    });
  });
  assert.ok(inside, "the caption and receipt wrap inside the card");
  assert.equal(await axe(page), []);
  assert.equal(errors, []);
  await context.close();
});

t("the ETTC PDF: uploaded, named, no picker for another (one only), viewed and downloaded byte-identical; a renamed PDF refused", async () => {
  const { page, context, errors } = await asAsha();
  const pdf = demoPdf("ETTC certificate of Asha Verma");
  // a PDF posing as a photo: refused by its bytes, nothing queued
  await imagePicker(page).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: pdf });
  await page.getByText("Only Images can be uploaded").waitFor();
  await pdfPicker(page).setInputFiles({ name: "Asha ETTC.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByText("Your Image is Uploaded successfully").waitFor({ timeout: 20_000 });
  await page.getByRole("link", { name: "View PDF" }).waitFor();
  // what was sent: its name and date; one PDF only, so no picker for another (nor after a reload)
  await page.getByText(/^Uploaded .* · Asha ETTC\.pdf$/).waitFor();
  assert.is(await pdfPicker(page).count(), 0, "no ETTC picker once the document is uploaded");
  assert.equal(await axe(page), []);
  await page.reload();
  await page.getByText(/^Uploaded .* · Asha ETTC\.pdf$/).waitFor();
  assert.is(await pdfPicker(page).count(), 0, "no ETTC picker after a reload");
  // downloaded as it was sent
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  assert.is(download.suggestedFilename(), "Asha ETTC.pdf");
  assert.ok(readFileSync((await download.path())!).equals(pdf), "the download is the uploaded PDF, byte for byte");
  // viewed in the app: the frame shows the same bytes
  await page.getByRole("link", { name: "View PDF" }).click();
  await page.waitForURL("**/pdfViewer");
  const frame = page.locator("iframe.pdf-viewer-frame");
  await frame.waitFor();
  // the page's policy lets no script fetch a blob: address; the frame's own document says what it shows
  // (the frame's own navigation to the blob: address commits after its src is set: wait for it)
  const shown = await (await frame.elementHandle())!.contentFrame();
  assert.ok(shown, "the PDF is shown in a frame of the app");
  await shown!.waitForURL(/^blob:/);
  assert.is(await shown!.evaluate(() => document.contentType), "application/pdf", "from the bytes fetched with the session");
  assert.is((await apiQuery(page, "uploads.ettc", {})).length, 1);
  assert.equal(errors, []);
  await context.close();
});

t("an upload cut off is kept on the device through a reload, then stored once", async () => {
  const { page, context, errors } = await asAsha();
  const photo = await makeJpeg(page, 800, 600);
  const before = (await apiQuery(page, "uploads.mine", {})).length;
  // the connection drops on the way: the request is cut
  await page.route("**/api/files?*", (r) => r.abort("connectionreset"));
  await imagePicker(page).setInputFiles({ name: "cut.jpg", mimeType: "image/jpeg", buffer: photo });
  const queue = page.getByRole("list", { name: "Uploads on this device" });
  await queue.getByText("Waiting to be sent again").waitFor({ timeout: 20_000 });
  await page.reload();
  // still on the device: waiting, or already being tried again (the outbox retries after a reload)
  await queue.getByText(/^(Waiting|Sending \d+ %)/).waitFor();
  await page.unroute("**/api/files?*");
  await queue.getByText("Sent", { exact: true }).waitFor({ timeout: 30_000 });
  const after = await apiQuery(page, "uploads.mine", {});
  assert.is(after.length, before + 1, "stored once");
  assert.equal(errors, []);
  await context.close();
});

t.run();
