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
import { memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import { windowedServer } from "../../../test/unit/windowedServer.ts";
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

function open() {
  const user = userOf();
  const server = windowedServer(user, { op: "uploads.mine", held: ALL.slice(0, 3), total: ALL.length, page: ALL.slice(3) });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch: server.fetch, storage, navigate: () => {}, now: () => 1000 });
  const r = render(
    <Router hook={memoryLocation({ path: "/viewUploads" }).hook}>
      <ActorsProvider value={actors}>
        <ViewUploadsScreen title="View Uploads" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  const tiles = () => ui.getByRole("list", { name: "Uploaded images" }).querySelectorAll("li").length;
  return { ui, server, tiles };
}

test("the phone's latest uploads, said; Show more from the server adds the older ones after them", async () => {
  const { ui, server, tiles } = open();
  assert.ok(await ui.findByText("On this phone: the 3 open and most recent of 10 records."));
  assert.is(tiles(), 3);
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  assert.ok(await ui.findByText("From the server: 10 of 10 records that match."));
  assert.is(tiles(), 10);
  assert.equal(server.pages, [{ offset: 3, limit: 100 }]);
  assert.is(ui.queryByRole("button", { name: "Show more from the server" }), null, "nothing more to bring");
});

test("offline: only the phone's uploads, said", async () => {
  const { ui, server, tiles } = open();
  server.online = false;
  await ui.findByText("On this phone: the 3 open and most recent of 10 records.");
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  assert.ok(await ui.findByText("Offline: only what is on this phone is shown (3 of 10 records)."));
  assert.is(tiles(), 3);
});

test.run();
