// The views' file fetch (src/effects/fileUrl.ts; decisions 022 and 093): an uploaded file comes
// with the session as an object URL; with no network the person is told the file is not on this
// phone (the app keeps no uploaded file), a missing one that it is not available; a demo file is
// its own address.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { fakeFetch } from "../../../src/effects/fakes.ts";
import { FILE_NOT_AVAILABLE, FILE_NOT_ON_PHONE, fileUrlOf } from "../../../src/effects/fileUrl.ts";

const blobUrl = (b: Blob) => `blob:${b.size}`;

test("an uploaded file: fetched with the session, shown from an object URL", async () => {
  const fetch = fakeFetch({ "GET /api/files/7": () => ({ status: 200, raw: "picture" }) });
  assert.is(await fileUrlOf(fetch, () => "tok", blobUrl)("/api/files/7"), "blob:7");
  assert.is(fetch.requests[0]!.headers.authorization, "Bearer tok");
});

test("no network: the file is not on this phone, said in the catalogue's words", async () => {
  const fetch = fakeFetch({ "GET /api/files/7": () => "network-error" });
  try {
    await fileUrlOf(fetch, () => "tok", blobUrl)("/api/files/7");
    assert.unreachable("it throws");
  } catch (e) {
    assert.is((e as Error).message, FILE_NOT_ON_PHONE);
  }
  const missing = fakeFetch({});
  await fileUrlOf(
    missing,
    () => "tok",
    blobUrl,
  )("/api/files/8").then(
    () => assert.unreachable("it throws"),
    (e: Error) => assert.is(e.message, FILE_NOT_AVAILABLE),
  );
});

test("a view that stopped asking (aborted): its own abort, not a message", async () => {
  const ac = new AbortController();
  ac.abort();
  const fetch = async () => {
    throw new DOMException("aborted", "AbortError");
  };
  await fileUrlOf(
    fetch,
    () => null,
    blobUrl,
  )("/api/files/7", ac.signal).then(
    () => assert.unreachable("it throws"),
    (e: Error) => assert.is(e.name, "AbortError"),
  );
});

test("a demo file is its own address: no request", async () => {
  const fetch = fakeFetch({});
  assert.is(await fileUrlOf(fetch, () => "tok")("/media/report/3.pdf"), "/media/report/3.pdf");
  assert.is(fetch.requests.length, 0);
});

test.run();
