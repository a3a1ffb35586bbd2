// The photo gallery widget as a person uses it (spec 2.18): a two-column grid, each item's date
// as DD-MM-YY, a PDF logo, 'Please Upload' when empty, Download of the first item, the lightbox
// (next, previous, the date as its caption, the arrow keys go round), thumbnails lazy at the
// grid's size, and the adding part only when it is switched on: upload, the camera (preview and
// 'Capture', or the message when there is none), delete with a confirmation, receipts.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, waitFor, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { thumbUrl, type GalleryAdding, type GalleryCamera, type GalleryItem } from "../../views/gallery/PhotoGallery.tsx";
import { createAppActors } from "../../wiring.ts";
import { Gallery } from "./gallery.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const ITEMS: GalleryItem[] = [
  { key: "1", url: "/media/photo/1.svg", pdf: false, date: "2026-05-04T10:30:00" },
  { key: "2", url: "/media/report/2.pdf", pdf: true, date: "2026-05-05T11:00:00" },
  { key: "3", url: "/media/photo/3.svg", pdf: false, date: null },
];

function show(items: readonly GalleryItem[] = ITEMS, adding?: GalleryAdding) {
  // the lightbox is the gallery's hosted flow, on the real wiring
  const actors = createAppActors({ fetch: fakeFetch({}), storage: memoryKeyValue({}), navigate: () => {}, now: () => 1000 });
  const r = render(
    <BlueprintProvider>
      <ActorsProvider value={actors}>
        <Gallery title="Other Pictures" items={items} flowKey="t" adding={adding} />
      </ActorsProvider>
    </BlueprintProvider>,
  );
  return { ui: within(r.container), body: within(document.body) };
}
const key = (k: string) =>
  act(() => {
    document.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
  });

test("a titled two-column grid: each item with its DD-MM-YY date, a PDF as a PDF logo, thumbnails lazy at the grid's size", () => {
  const { ui } = show();
  assert.ok(ui.getByRole("heading", { name: "Other Pictures" }));
  const grid = ui.getByRole("list", { name: "Other Pictures" });
  assert.ok(grid.classList.contains("photo-gallery-grid"));
  const items = within(grid).getAllByRole("listitem");
  assert.is(items.length, 3);
  assert.equal(
    items.map((li) => li.querySelector(".photo-gallery-date")!.textContent),
    ["04-05-26", "05-05-26", "-"],
  );
  assert.is(within(items[1]!).queryByRole("img"), null, "no picture is fetched for a PDF");
  assert.ok(items[1]!.querySelector(".photo-gallery-pdf"), "the PDF logo");
  assert.ok(within(items[1]!).getByText("PDF"));
  const img = items[0]!.querySelector("img")!;
  assert.is(img.getAttribute("loading"), "lazy");
  assert.is(img.getAttribute("src"), "/media/photo/1.svg?w=160");
  assert.match(img.getAttribute("srcset")!, /\?w=320 320w/);
  assert.is(thumbUrl("https://cdn.example/x.jpg", 160), "https://cdn.example/x.jpg", "another address is used as it is");
  const download = ui.getByRole("link", { name: "Download the first item of Other Pictures" });
  assert.is(download.getAttribute("href"), "/media/photo/1.svg");
  assert.ok(download.hasAttribute("download"));
  assert.ok(within(download).getByText("Download"));
});

test("'Please Upload' and no Download when there is nothing", () => {
  const { ui } = show([]);
  assert.ok(ui.getByText("Please Upload"));
  assert.is(ui.queryByRole("link", { name: /Download/ }), null);
  assert.is(ui.queryByRole("list"), null);
});

test("the lightbox: opens on the item clicked, next and previous go round, the caption is the photo's date, the arrow keys walk it, Escape closes it", async () => {
  const { ui, body } = show();
  fireEvent.click(ui.getByRole("button", { name: "Open pdf 2 of 3, 05-05-26" }));
  const dialog = () => body.getByRole("dialog");
  assert.ok(within(dialog()).getByText("2 of 3"));
  assert.is(dialog().querySelector("figcaption")!.textContent, "05-05-26");
  assert.ok(within(dialog()).getByRole("link", { name: /Open PDF/ }));
  fireEvent.click(within(dialog()).getByRole("button", { name: "Next" }));
  assert.ok(within(dialog()).getByText("3 of 3"));
  assert.is(within(dialog()).getByRole("img").getAttribute("src"), "/media/photo/3.svg", "the full picture, not the thumbnail");
  assert.is(dialog().querySelector("figcaption")!.textContent, "-");
  key("ArrowRight");
  assert.ok(within(dialog()).getByText("1 of 3"), "next after the last is the first");
  key("ArrowLeft");
  assert.ok(within(dialog()).getByText("3 of 3"));
  fireEvent.click(within(dialog()).getByRole("button", { name: "Previous" }));
  assert.ok(within(dialog()).getByText("2 of 3"));
  fireEvent.keyDown(dialog(), { key: "Escape" });
  await waitFor(() => assert.is(body.queryByRole("dialog"), null));
});

test("one item: next and previous are off", () => {
  const { ui, body } = show(ITEMS.slice(0, 1));
  fireEvent.click(ui.getByRole("button", { name: /^Open photo 1 of 1/ }));
  const dialog = within(body.getByRole("dialog"));
  assert.ok((dialog.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled);
  assert.ok((dialog.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled);
  key("ArrowRight");
  assert.ok(dialog.getByText("1 of 1"));
});

/** The adding part with every callback recorded in `calls`. */
function adding(calls: unknown[], over: Partial<GalleryAdding> = {}, camera: Partial<GalleryCamera> = {}): GalleryAdding {
  return {
    upload: { busy: false, alert: null, onFile: (f) => void calls.push(["file", f.name]), onDismiss: () => void calls.push(["dismiss"]) },
    camera: {
      state: "off",
      message: null,
      stream: null,
      onOpen: () => void calls.push(["camera.open"]),
      onCapture: () => void calls.push(["capture"]),
      onClose: () => void calls.push(["camera.close"]),
      ...camera,
    },
    onDelete: (i) => void calls.push(["delete", i.key]),
    confirming: null,
    deleting: false,
    onConfirmDelete: () => void calls.push(["confirm"]),
    onCancelDelete: () => void calls.push(["cancel"]),
    ...over,
  };
}

test("read-only unless adding is given (the flag): no Upload, Camera, Capture or Delete", () => {
  const plain = show();
  assert.is(plain.ui.queryByLabelText("Upload to Other Pictures"), null);
  assert.is(plain.ui.queryByRole("button", { name: /^Delete|^Camera|^Capture/ }), null);
  cleanup();
  const calls: unknown[] = [];
  const { ui } = show(ITEMS, adding(calls));
  const input = ui.getByLabelText("Upload to Other Pictures") as HTMLInputElement;
  assert.is(input.getAttribute("accept"), "image/*");
  fireEvent.change(input, { target: { files: [new File(["x"], "a.jpg", { type: "image/jpeg" })] } });
  fireEvent.click(ui.getByRole("button", { name: "Camera" }));
  fireEvent.click(ui.getByRole("button", { name: "Delete photo 3" }));
  assert.equal(calls, [["file", "a.jpg"], ["camera.open"], ["delete", "3"]]);
});

test("an item not deletable here has no Delete; a receipt shows under its photo", () => {
  const items: GalleryItem[] = [
    {
      ...ITEMS[0]!,
      receipt: {
        name: "Camera-2026-11-23 09-30-00.jpg",
        sha256: "ab12".repeat(16),
        captured_at: "2026-11-23T09:30:00Z",
        uploaded_at: "2026-11-23T09:31:05Z",
      },
    },
    { ...ITEMS[2]!, deletable: false },
  ];
  const { ui } = show(items, adding([]));
  assert.ok(ui.getByRole("button", { name: "Delete photo 1" }));
  assert.is(ui.queryByRole("button", { name: "Delete photo 2" }), null);
  const receipt = ui.getByLabelText("Receipt of Camera-2026-11-23 09-30-00.jpg");
  assert.equal(
    [...receipt.querySelectorAll("dd")].map((d) => d.textContent),
    ["Camera-2026-11-23 09-30-00.jpg", "23-11-26, 3:00 pm", "23-11-26, 3:01 pm"],
    "its file's name, no hash; in India's time as every time of the app (09:30 UTC is 3:00 pm there)",
  );
});

test("the camera: a 640x360 preview and 'Capture' while live; Capture is off until the camera is live", () => {
  const calls: unknown[] = [];
  const live = show(ITEMS, adding(calls, {}, { state: "live" }));
  const video = live.ui.getByLabelText("Camera preview");
  assert.equal([video.tagName, video.getAttribute("width"), video.getAttribute("height")], ["VIDEO", "640", "360"]);
  assert.ok((video as HTMLVideoElement).muted, "no sound is played or asked");
  fireEvent.click(live.ui.getByRole("button", { name: "Capture" }));
  fireEvent.click(live.ui.getByRole("button", { name: "Close camera" }));
  assert.equal(calls, [["capture"], ["camera.close"]]);
  assert.is(live.ui.queryByRole("button", { name: "Camera" }), null);
  cleanup();
  const starting = show(ITEMS, adding([], {}, { state: "starting" }));
  assert.ok((starting.ui.getByRole("button", { name: "Capture" }) as HTMLButtonElement).disabled);
});

test("no camera or permission refused: the message is text on the page and the file picker stays", () => {
  const calls: unknown[] = [];
  const { ui } = show(ITEMS, adding(calls, {}, { state: "unavailable", message: "Camera permission was refused." }));
  assert.match(ui.getByRole("alert").textContent!, /Camera permission was refused\./);
  assert.is(ui.queryByRole("button", { name: "Capture" }), null);
  const input = ui.getByLabelText("Upload to Other Pictures") as HTMLInputElement;
  assert.not.ok(input.disabled);
  fireEvent.change(input, { target: { files: [new File(["x"], "b.jpg", { type: "image/jpeg" })] } });
  assert.equal(calls, [["file", "b.jpg"]]);
});

test("delete asks first: the confirmation's Delete and Cancel call back; the upload alert is shown with its words", async () => {
  const calls: unknown[] = [];
  const { ui, body } = show(
    ITEMS,
    adding(calls, {
      confirming: ITEMS[0]!,
      upload: {
        busy: false,
        alert: { title: null, message: "Only Images can be uploaded", intent: "danger" },
        onFile: () => {},
        onDismiss: () => void calls.push(["dismiss"]),
      },
    }),
  );
  const dialog = within(await waitFor(() => body.getByRole("alertdialog")));
  assert.match(dialog.getByText(/Delete this photo from Other Pictures\?/).textContent!, /removed/);
  fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
  fireEvent.click(dialog.getByRole("button", { name: "Delete" }));
  assert.ok(ui.getByText("Only Images can be uploaded"));
  fireEvent.click(ui.getByRole("button", { name: "OK" }));
  assert.equal(calls, [["cancel"], ["confirm"], ["dismiss"]]);
});

test.run();
