// /addPhotos through the screen host (src/screens/host.tsx) on the real wiring: the report and the
// photos are loaded for the workshop of the address; each photo is in its type's gallery (only the
// FCP's own with Delete); the finalized article photo recorded before this screen shows, not
// deletable; what the report still needs names the required galleries with no photo.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, within } from "@testing-library/react";
import type { EvidencePhoto, ExecutionWorkshop } from "../../codecs/workshopExecution.ts";
import { type FakeRequest, fakeFetch } from "../../effects/fakes.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import EvidencePhotosScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const WORKSHOP: ExecutionWorkshop = {
  id: 5,
  name: "Bottle Art Workshop",
  stagename: "Execution",
  start_date_time__c: "2026-11-20T10:00:00",
  actual_participants_count__c: null,
  artical_finalized_photo__c: "/media/photo/9.svg",
  lines: [],
};
const photo = (id: number, type: string, mine: boolean): EvidencePhoto => ({
  id,
  workshop: 5,
  type,
  name: `photo-${id}.jpg`,
  url: `/media/photo/${id}.svg`,
  sha256: "",
  captured_at: "2026-11-20T10:30:00",
  uploaded_at: "2026-11-20T10:31:00",
  mine,
  lat: null,
  lng: null,
  accuracy: null,
  location_source: null,
});

test("the workshop's photos in their galleries, Delete on her own only, the old finalized photo shown, what is still needed", async () => {
  const asked: Array<{ op: string; params: unknown }> = [];
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user: userOf() } }),
    "POST /api/query": (req: FakeRequest) => {
      const body = req.body as { op: string; params: unknown };
      asked.push(body);
      const rows =
        body.op === "workshops.execution"
          ? [WORKSHOP]
          : body.op === "workshopPhotos.list"
            ? [photo(1, "picture_showing_products", true), photo(2, "picture_showing_products", false), photo(3, "other_pictures", true)]
            : [];
      return { status: 200, body: { rows } };
    },
  });
  const { ui } = renderView(<EvidencePhotosScreen title="Add Photos" params={{ id: 5 }} />, {
    path: "/addPhotos?id=5",
    fetch,
    storage: { token: "tok", authData: JSON.stringify(userOf()), role: "FCP" },
  });
  await ui.findByText("Bottle Art Workshop");
  const products = within(await ui.findByRole("region", { name: "Picture Showing Products" }));
  assert.is(products.getAllByRole("listitem").length, 2);
  assert.is(products.getAllByRole("button", { name: /^Delete photo/ }).length, 1, "only her own photo");
  assert.ok(products.getByLabelText("Upload to Picture Showing Products"));
  const finalized = within(ui.getByRole("region", { name: "Finalized Article Photo" }));
  assert.is(finalized.getAllByRole("listitem").length, 1, "recorded before this screen");
  assert.is(finalized.queryByRole("button", { name: /^Delete/ }), null);
  assert.match(
    ui.getByText(/^Still needed for the report/).textContent!,
    /'Picture of entire class making articles', 'Picture of entire class holding finished articles', 'Geo tagged Location pictures'\.$/,
  );
  assert.equal(
    asked.filter((q) => q.op !== "contacts.mine").map((q) => [q.op, q.params]),
    [
      ["workshops.execution", { id: 5 }],
      ["workshopPhotos.list", { workshop: 5 }],
    ],
  );
  assert.is(ui.getByRole("link", { name: "Add participants" }).getAttribute("href"), "/addParticipants?id=5");
});

test.run();
