// The upload machine's rules with its effects stubbed: each refusal says the spec's words, before
// anything is queued (queueUpload is never called for a refused file).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  DOCUMENT_UPLOADED,
  EMPTY_FILE,
  IMAGE_UPLOADED,
  LIMITATIONS_ALERT,
  ONE_PDF,
  ONLY_IMAGES,
  ONLY_PDF,
  PHOTO_IN_GALLERY,
  PHOTO_IN_GALLERY_CODE,
  QUEUED_UPLOAD,
  safeFileName,
  TOO_BIG,
  UPLOAD_FAILED,
  type UploadKind,
} from "../../../src/codecs/upload.ts";
import type { ApiFailure } from "../../../src/codecs/apiFailure.ts";
import type { WriteOutcome } from "../../../src/codecs/contract.ts";
import { uploadMachine, type Inspected } from "../../../src/machines/upload.machine.ts";

async function run(kind: UploadKind, inspected: Omit<Inspected, "pick">, o: { hasPdf?: boolean; outcome?: WriteOutcome | Error | ApiFailure } = {}) {
  const queued: string[] = [];
  const m = uploadMachine.provide({
    actors: {
      inspectFile: fromPromise(async () => ({ pick: "p1", ...inspected })),
      queueUpload: fromPromise(async ({ input }) => {
        queued.push(input.pick);
        return { key: "k1" };
      }),
      awaitUpload: fromPromise(async () => {
        const r = o.outcome ?? { status: "synced", id: null, result: [] };
        // an Error, or the refusal the outbox rejects with
        if (r instanceof Error || "kind" in r) throw r;
        return r;
      }),
    },
  });
  const a = createActor(m, { input: { kind, hasPdf: o.hasPdf ?? false } }).start();
  a.send({ type: "upload.picked", file: {} });
  const s = await waitFor(a, (s) => !s.hasTag("busy"));
  return { state: String(s.value), alert: s.context.alert, queued };
}

const jpeg = { name: "a.jpg", size: 1000, type: "image/jpeg" };
const pdf = { name: "a.pdf", size: 1000, type: "application/pdf" };

test("a file over 5 MB is refused before it is queued; exactly 5 MB passes", async () => {
  const big = await run("image", { ...jpeg, size: 5_242_881 });
  assert.equal([big.state, big.alert?.message, big.queued], ["refused", TOO_BIG, []]);
  assert.equal((await run("image", { ...jpeg, size: 5_242_880 })).state, "done");
  assert.equal((await run("ettc", { ...pdf, size: 5_242_881 })).alert?.message, TOO_BIG);
});

test("a submission takes images only, judged by the bytes' type", async () => {
  const r = await run("image", { name: "photo.jpg", size: 1000, type: "application/pdf" });
  assert.equal([r.state, r.alert?.message, r.queued], ["refused", ONLY_IMAGES, []]);
  assert.equal((await run("image", { name: "x.jpg", size: 10, type: null })).alert?.message, ONLY_IMAGES);
  assert.equal((await run("image", { name: "x.svg", size: 10, type: "image/svg+xml" })).alert?.message, ONLY_IMAGES);
});

test("the ETTC takes one PDF only, with the Limitations Alert", async () => {
  const img = await run("ettc", { name: "cert.pdf", size: 1000, type: "image/png" });
  assert.equal([img.alert?.title, img.alert?.message, img.queued], [LIMITATIONS_ALERT, ONLY_PDF, []]);
  const second = await run("ettc", pdf, { hasPdf: true });
  assert.equal([second.alert?.title, second.alert?.message, second.queued], [LIMITATIONS_ALERT, ONE_PDF, []]);
  const ok = await run("ettc", pdf);
  assert.equal([ok.state, ok.alert?.message, ok.queued], ["done", DOCUMENT_UPLOADED, ["p1"]]);
});

test("an empty file is refused", async () => {
  assert.equal((await run("image", { ...jpeg, size: 0 })).alert?.message, EMPTY_FILE);
});

test("success, offline and a refusal by the server say so", async () => {
  assert.equal((await run("image", jpeg)).alert?.message, IMAGE_UPLOADED);
  assert.equal((await run("image", jpeg, { outcome: { status: "pending", id: null } })).alert?.message, QUEUED_UPLOAD);
  const failed = await run("image", jpeg, { outcome: new Error("The picture is truncated") });
  assert.equal([failed.state, failed.alert?.message], ["failed", `${UPLOAD_FAILED}The picture is truncated`]);
});

test("a photo the gallery already shows is told as such, not as a new upload nor as a failure (issue 43, item 4)", async () => {
  const outcome: ApiFailure = { kind: "http", status: 409, code: PHOTO_IN_GALLERY_CODE, message: PHOTO_IN_GALLERY };
  const again = await run("image", jpeg, { outcome });
  assert.equal([again.state, again.alert?.message, again.alert?.intent], ["alreadyInGallery", PHOTO_IN_GALLERY, "warning"]);
  // another 409 is still a failure with its reason
  const other = await run("image", jpeg, { outcome: { ...outcome, code: "conflict", message: "Something else" } });
  assert.equal([other.state, other.alert?.message], ["failed", `${UPLOAD_FAILED}Something else`]);
});

test("a file name keeps no folders and at most 200 characters, its extension kept", () => {
  assert.equal(safeFileName("../../etc/passwd"), "passwd");
  assert.equal(safeFileName("C:\\Users\\a\\photo.jpg"), "photo.jpg");
  const long = safeFileName(`${"a".repeat(300)}.jpg`);
  assert.equal([long.length, long.endsWith(".jpg")], [200, true]);
  assert.equal(safeFileName("..."), "file");
  // control characters and what Windows refuses in a name go; Devanagari and spaces stay
  assert.equal(safeFileName('re\u0000port\u001f\u007f "q?"<1>|*:.pdf'), "report q1.pdf");
  assert.equal(safeFileName("कार्यशाला\tफ़ोटो.jpg"), "कार्यशालाफ़ोटो.jpg");
});

test.run();
