// /addPhotos as a person reads it (decision 030): the six galleries by title, each with its own
// Upload picker; what the report still needs as text (or that nothing is missing); only the
// FCP's own photos have Delete; the way back to the workshop and to Add participants.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { EVIDENCE_GALLERIES } from "../../codecs/workshopExecution.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { PhotoGalleryView, type GalleryAdding, type GalleryItem } from "../../views/gallery/PhotoGallery.tsx";
import { EvidencePhotosView, type EvidencePhotosViewProps } from "./EvidencePhotosView.tsx";
import { translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";
import { TranslateProvider } from "../../views/i18n.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const adding: GalleryAdding = {
  upload: { busy: false, alert: null, onFile: () => {}, onDismiss: () => {} },
  camera: { state: "off", message: null, stream: null, onOpen: () => {}, onCapture: () => {}, onClose: () => {} },
  onDelete: () => {},
  confirming: null,
  deleting: false,
  onConfirmDelete: () => {},
  onCancelDelete: () => {},
};
const photo = (key: string, deletable: boolean): GalleryItem => ({
  key,
  url: `/media/photo/${key}.svg`,
  pdf: false,
  date: "2026-11-20T10:00:00",
  deletable,
});

// each gallery as its screen hosts it: the widget with adding on (its lightbox closed)
const gallery = (title: string, items: readonly GalleryItem[]) => (
  <PhotoGalleryView
    title={title}
    items={items}
    adding={adding}
    open={null}
    onOpen={() => {}}
    onNext={() => {}}
    onPrevious={() => {}}
    onClose={() => {}}
  />
);

function show(over: Partial<EvidencePhotosViewProps> = {}, hindi = false) {
  const props: EvidencePhotosViewProps = {
    title: "Add Photos",
    workshopName: "Bottle Art Workshop",
    back: "/workshop?id=5",
    state: "ready",
    error: null,
    stale: false,
    onRetry: () => {},
    other: { to: "/addParticipants?id=5", label: "Add participants" },
    galleries: EVIDENCE_GALLERIES.map((g, i) => ({ ...g, gallery: gallery(g.title, i === 0 ? [photo("1", true), photo("2", false)] : []) })),
    missing: EVIDENCE_GALLERIES.slice(1, 4).map((g) => g.title),
    ...over,
  };
  // the gallery fetches an uploaded file with the session (useFileUrl)
  const actors = createAppActors({ fetch: fakeFetch({}), storage: memoryKeyValue({}), navigate: () => {}, now: () => 1000 });
  const r = render(
    <BlueprintProvider>
      <ActorsProvider value={actors}>
        <TranslateProvider value={translator(hindi ? "hi" : "en", hi)}>
          <Router hook={memoryLocation({ path: "/addPhotos" }).hook}>
            <EvidencePhotosView {...props} />
          </Router>
        </TranslateProvider>
      </ActorsProvider>
    </BlueprintProvider>,
  );
  return within(r.container);
}

test("six galleries, each with its Upload; only her own photo has Delete; what is still needed is text; the links back", () => {
  const ui = show();
  for (const g of EVIDENCE_GALLERIES) {
    const region = within(ui.getByRole("region", { name: g.title }));
    assert.ok(region.getByLabelText(`Upload to ${g.title}`), g.title);
  }
  assert.is(ui.getAllByRole("button", { name: /^Delete photo/ }).length, 1);
  assert.match(
    ui.getByText(/^Still needed for the report/).textContent!,
    /'Picture of entire class making articles', .*'Geo tagged Location pictures'/,
  );
  assert.is(ui.getByRole("link", { name: "Add participants" }).getAttribute("href"), "/addParticipants?id=5");
  assert.is(ui.getAllByRole("link", { name: "Back to the workshop" })[0]!.getAttribute("href"), "/workshop?id=5");
});

test("nothing missing says so; a workshop in another stage shows the server's sentence and no gallery", () => {
  assert.ok(show({ missing: [] }).getByText("Every photo the report needs is here."));
  cleanup();
  const ui = show({ state: "wrongStage", error: "It is in Paid now." });
  assert.ok(ui.getByText("It is in Paid now."));
  assert.is(ui.queryByRole("region", { name: "Picture Showing Products" }), null);
});

test("in Hindi: each gallery's title and Upload, Delete, the photos still needed, the links back (the workshop's name as it is)", () => {
  const ui = show({}, true);
  const region = within(ui.getByRole("region", { name: "उत्पाद दिखाती फ़ोटो" }));
  assert.ok(region.getByLabelText("उत्पाद दिखाती फ़ोटो में अपलोड करें"));
  assert.ok(region.getByRole("button", { name: "कैमरा" }));
  assert.ok(region.getByRole("button", { name: "फ़ोटो 1 हटाएँ" }));
  assert.ok(ui.getAllByText("कृपया अपलोड करें").length > 0);
  assert.match(ui.getByText(/^रिपोर्ट के लिए अभी इनकी फ़ोटो चाहिए/).textContent!, /'आर्टिकल बनाती पूरी क्लास की फ़ोटो'/);
  assert.ok(ui.getByText("Bottle Art Workshop"));
  assert.ok(ui.getByRole("link", { name: "प्रतिभागी जोड़ें" }));
  assert.ok(ui.getByRole("navigation", { name: "वर्कशॉप की रिपोर्ट" }));
});

test.run();
