// The outbox's sender of uploads.add: the kept bytes first (with their hash and progress), then the
// record; a refusal of the bytes is final and ends the upload; a cut connection or a 5xx is thrown
// (the outbox tries again) and the bytes stay kept; the queue's states follow.
import { SESSION_ENDED_CODES } from "../../../src/codecs/recovery.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Blob } from "node:buffer";
import { keepKey, memoryKeep, uploadSender, type PostFile } from "../../../src/effects/uploads.ts";
import type { OutboxEntry } from "../../../src/store/state.ts";
import { uploadQueue } from "../../../src/views/uploads/uploadQueue.ts";

const SHA = "a".repeat(64);
const params = { kind: "image" as const, sha256: SHA };

function setup(post: PostFile) {
  const keep = memoryKeep();
  const calls: string[] = [];
  const progress: number[] = [];
  const sender = uploadSender({ keep, post, token: () => "tok", onProgress: (_k, p) => progress.push(p) });
  const send = (p: typeof params, key: string) =>
    sender(p, key, async () => {
      calls.push(`record ${key}`);
      return { ok: true, result: [] };
    });
  return { keep, calls, progress, send };
}

test("bytes then record, with the hash and name; progress in steps; the kept bytes are dropped once settled", async () => {
  const seen: Record<string, string>[] = [];
  const s = setup(async (url, headers, body, onProgress) => {
    seen.push({ url, ...headers });
    onProgress(body.size / 2, body.size);
    return { status: 200, text: "{}" };
  });
  await s.keep.put(keepKey("image", SHA), {
    bytes: new Blob([new Uint8Array(10)]) as never,
    name: "photo 1.jpg",
    capturedAt: "2026-11-20T09:30:00.000Z",
  });
  assert.equal(await s.send(params, "key-1"), { ok: true, result: [] });
  assert.equal(seen[0], {
    url: "/api/files?kind=image",
    "content-type": "application/octet-stream",
    "x-content-sha256": SHA,
    "x-file-name": "photo%201.jpg",
    "x-captured-at": "2026-11-20T09:30:00.000Z",
    authorization: "Bearer tok",
  });
  assert.equal(s.progress, [0, 50, 100]);
  assert.equal(s.calls, ["record key-1"]);
  assert.is(await s.keep.get(keepKey("image", SHA)), null);
});

test("a refusal of the bytes is final, with the server's reason; no record is asked for", async () => {
  const s = setup(async () => ({ status: 415, text: JSON.stringify({ error: "not_an_image", message: "Only Images can be uploaded" }) }));
  await s.keep.put(keepKey("image", SHA), { bytes: new Blob([new Uint8Array(3)]) as never, name: "x.jpg", capturedAt: null });
  assert.equal(await s.send(params, "key-2"), { ok: false, status: 415, code: "not_an_image", message: "Only Images can be uploaded" });
  assert.equal(s.calls, []);
});

test("a deactivated account's 401 is final, as for any write (the outbox's one retry policy)", async () => {
  const s = setup(async () => ({
    status: 401,
    text: JSON.stringify({ error: SESSION_ENDED_CODES.deactivated, message: "Your account is no longer active" }),
  }));
  await s.keep.put(keepKey("image", SHA), { bytes: new Blob([new Uint8Array(3)]) as never, name: "x.jpg", capturedAt: null });
  assert.equal(await s.send(params, "key-4"), {
    ok: false,
    status: 401,
    code: SESSION_ENDED_CODES.deactivated,
    message: "Your account is no longer active",
  });
});

test("a cut connection, a 5xx, a rate limit and an expired session are thrown (retried later) and the bytes stay on the device", async () => {
  for (const post of [
    async () => {
      throw new Error("cut");
    },
    async () => ({ status: 503, text: "" }),
    async () => ({ status: 429, text: JSON.stringify({ error: "rate_limited", message: "Too many changes" }) }),
    async () => ({ status: 401, text: JSON.stringify({ error: "unauthenticated", message: "Please sign in" }) }),
  ] as PostFile[]) {
    const s = setup(post);
    await s.keep.put(keepKey("image", SHA), { bytes: new Blob([new Uint8Array(3)]) as never, name: "x.jpg", capturedAt: null });
    let thrown = false;
    try {
      await s.send(params, "key-3");
    } catch {
      thrown = true;
    }
    assert.ok(thrown);
    assert.ok(await s.keep.get(keepKey("image", SHA)));
    assert.is(s.progress.at(-1), -1, "no longer shown as sending");
  }
});

test("the queue says waiting, sending n %, sent, or refused with the reason", () => {
  const e = (id: string, status: OutboxEntry["status"], attempts = 0, message?: string): OutboxEntry => ({
    id,
    op: "uploads.add",
    params,
    status,
    attempts,
    queuedAt: 0,
    ...(message ? { refusal: { status: 400, code: "one_pdf", message } } : {}),
  });
  const q = uploadQueue(
    [e("a", "pending"), e("b", "pending", 1), e("c", "synced"), e("d", "rejected", 1, "Only one PDF can be uploaded."), e("f", "pending", 1)],
    { key: "f", percent: 40 },
  );
  assert.equal(q.map((x) => x.state).reverse(), [
    "Waiting",
    "Waiting to be sent again",
    "Sent",
    "Refused: Only one PDF can be uploaded.",
    "Sending 40 %",
  ]);
});

test.run();
