// /viewUploads through the screen host on the real wiring, the phone holding a window of the FCP's
// uploads (decision 092: the latest 3 of 10 here): the note says so; "Show more from the server"
// asks uploads.mine.page for the older ones after the phone's and adds them below; offline the
// phone's only, said.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { UploadRow } from "../../codecs/upload.ts";
import type { SyncRequest } from "../../codecs/sync.ts";
import { type FakeReply, type FakeRequest, fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import { syncAnswer } from "../../../server/http/sync.ts";
import ViewUploadsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const upload = (id: number): UploadRow => ({
  id,
  kind: "image",
  name: `Upload ${id}`,
  url: "",
  type: "image/jpeg",
  size: 1000,
  sha256: "ab".repeat(32),
  captured_at: null,
  uploaded_at: "2026-11-26T10:31:00Z",
  file_name: `photo-${id}.jpg`,
});
const ALL = Array.from({ length: 10 }, (_, i) => upload(10 - i));

function open(page: (req: FakeRequest) => FakeReply) {
  const fetch = fakeFetch({
    "POST /api/query": (req: FakeRequest) => {
      const { op, sync } = req.body as { op: string; sync: SyncRequest | null };
      if (op === "uploads.mine") {
        const a = syncAnswer(ALL.slice(0, 3), sync);
        return { status: 200, body: { ...a, sync: { ...a.sync, total: ALL.length } } };
      }
      return page(req);
    },
  });
  const user = userOf();
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  const r = render(
    <Router hook={memoryLocation({ path: "/viewUploads" }).hook}>
      <ActorsProvider value={actors}>
        <ViewUploadsScreen title="View Uploads" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  const tiles = () => ui.getByRole("list", { name: "Uploaded images" }).querySelectorAll("li").length;
  return { ui, fetch, tiles };
}

const pageOf = (req: FakeRequest) => {
  const { offset, limit } = (req.body as { params: { offset: number; limit: number } }).params;
  return { status: 200, body: { rows: [{ total: ALL.length, offset, rows: ALL.slice(offset, offset + limit) }] } };
};

test("the phone's latest uploads, said; Show more from the server adds the older ones after them", async () => {
  const { ui, fetch, tiles } = open(pageOf);
  assert.ok(await ui.findByText("On this phone: the 3 most recent of 10 records."));
  assert.is(tiles(), 3);
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  assert.ok(await ui.findByText("From the server: 10 of 10 records that match."));
  assert.is(tiles(), 10);
  const asked = fetch.requests.map((r) => r.body as { op: string; params: unknown }).find((b) => b.op === "uploads.mine.page");
  assert.equal(asked?.params, { offset: 3, limit: 100 });
  assert.is(ui.queryByRole("button", { name: "Show more from the server" }), null, "nothing more to bring");
});

test("offline: only the phone's uploads, said", async () => {
  const { ui, tiles } = open(() => "network-error");
  await ui.findByText("On this phone: the 3 most recent of 10 records.");
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  assert.ok(await ui.findByText("Offline: only what is on this phone is shown (3 of 10 records)."));
  assert.is(tiles(), 3);
});

test.run();
