// Upload your Submissions as an FCP reads it (spec 2.16): the image picker and View Uploads; the ETTC
// document's picker, its load (a spinner, a failure with Try again), and once uploaded its date,
// 'View PDF' and 'Download PDF'; a picker busy or with its alert (OK dismisses it); the uploads kept
// on this device with their state. A picked file goes to its own picker's flow.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import type { UploadRow } from "../../codecs/upload.ts";
import { EttcUploadView, type EttcUploadViewProps, type Uploader } from "../../views/uploads/EttcUploadView.tsx";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";
import { translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";
import { NO_LOCATION_NOTE } from "../../codecs/photoLocation.ts";
import { IMAGE_UPLOADED, LIMITATIONS_ALERT, ONE_PDF } from "../../codecs/upload.ts";
import { TranslateProvider } from "../../views/i18n.tsx";
import { uploadQueue } from "../../views/uploads/uploadQueue.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const DOC: UploadRow = {
  id: 4,
  kind: "ettc",
  name: "ettc-ravi.pdf",
  url: "/media/ettc-ravi.pdf",
  type: "application/pdf",
  size: 88_000,
  sha256: "0123456789abcdef".repeat(4),
  captured_at: null,
  uploaded_at: "2026-11-26T10:31:00Z",
  file_name: "ettc-ravi.pdf",
};

function draw(over: Partial<EttcUploadViewProps> = {}, image: Partial<Uploader> = {}, pdf: Partial<Uploader> = {}, hindi = false) {
  const r = recorder();
  const uploader = (name: string, over: Partial<Uploader>): Uploader => ({
    busy: false,
    alert: null,
    onFile: (f) => r.on(`${name} picked`)(f.name),
    onDismiss: () => r.on(`${name} dismissed`)(),
    ...over,
  });
  const props: EttcUploadViewProps = {
    title: "Upload your Submissions",
    back: "/homeFCP",
    image: uploader("image", image),
    pdf: uploader("pdf", pdf),
    doc: null,
    pdfHeld: false,
    loadingDoc: false,
    docError: null,
    onRetry: () => r.on("retry")(),
    queue: [],
    ...over,
  };
  const view = <EttcUploadView {...props} />;
  return {
    ...renderView(hindi ? <TranslateProvider value={translator("hi", hi)}>{view}</TranslateProvider> : view, { path: "/ettc-Upload" }),
    ...r,
  };
}

const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

test("the pickers by their labels, each file to its own flow; Back and View Uploads; no document yet asks for one", () => {
  const { ui, calls } = draw();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Upload your Submissions" }));
  assert.ok(ui.getByRole("heading", { level: 2, name: "ETTC document" }));
  assert.is(ui.getByRole("link", { name: "Back" }).getAttribute("href"), "/homeFCP");
  assert.is(ui.getByRole("link", { name: "View Uploads" }).getAttribute("href"), "/viewUploads");
  const image = ui.getByLabelText("Upload an image") as HTMLInputElement;
  const pdf = ui.getByLabelText("Upload the ETTC PDF") as HTMLInputElement;
  assert.is(image.accept, "image/*");
  assert.is(pdf.accept, "application/pdf");
  assert.ok(ui.getByText("Upload your ETTC document as one PDF."));
  assert.is(ui.queryByRole("link", { name: "View PDF" }), null);
  pick(image, new File(["x"], "day1.jpg", { type: "image/jpeg" }));
  pick(pdf, new File(["%PDF"], "ettc.pdf", { type: "application/pdf" }));
  assert.equal(calls, [
    ["image picked", "day1.jpg"],
    ["pdf picked", "ettc.pdf"],
  ]);
  assert.is(ui.queryByRole("list", { name: "Uploads on this device" }), null, "nothing kept on this device, no list");
});

test("the uploaded document: its date and file name (no hash), View PDF, and Download PDF under its own file name; no picker (one PDF only)", async () => {
  const { ui } = draw({ doc: DOC, pdfHeld: true });
  assert.is(ui.queryByLabelText("Upload the ETTC PDF"), null);
  assert.is(ui.queryByText("Upload the ETTC PDF"), null);
  assert.ok(ui.getByLabelText("Upload an image"));
  assert.ok(ui.getByText("Uploaded 26-11-26 · ettc-ravi.pdf"));
  assert.not.match(document.body.textContent ?? "", /SHA|0123456789ab/);
  assert.is(ui.getByRole("link", { name: "View PDF" }).getAttribute("href"), "/pdfViewer");
  const download = await waitFor(() => ui.getByRole("link", { name: "Download PDF" }));
  assert.is(download.getAttribute("href"), "/media/ettc-ravi.pdf");
  assert.is(download.getAttribute("download"), "ettc-ravi.pdf");
  assert.is(ui.queryByText("Upload your ETTC document as one PDF."), null);
});

test("the document on its way (kept on this device, not yet on the server): said, and no picker for another", () => {
  const { ui } = draw({
    pdfHeld: true,
    queue: [{ key: "ettc:cd", kind: "ettc", label: "ETTC document cdcdcdcd (10:32)", state: "Waiting for the connection", intent: "none" }],
  });
  assert.ok(ui.getByText("Your ETTC document is on this device, waiting to be sent: see On this device below."));
  assert.is(ui.queryByText("Upload your ETTC document as one PDF."), null);
  assert.is(ui.queryByLabelText("Upload the ETTC PDF"), null);
});

test("the document's load: a spinner; a failure says why and Try again asks again", () => {
  let { ui, calls } = draw({ loadingDoc: true });
  assert.ok(ui.getByLabelText("Loading the ETTC document"));
  assert.is(ui.queryByText("Upload your ETTC document as one PDF."), null);
  cleanup();
  ({ ui, calls } = draw({ docError: "Could not reach the server." }));
  assert.match(ui.getByRole("alert").textContent!, /Could not reach the server\./);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.equal(calls, [["retry"]]);
});

test("a busy picker cannot take another file and says it is uploading; its alert says what happened and OK dismisses it", () => {
  const { ui, calls } = draw(
    {},
    { busy: true },
    { alert: { title: "Only a PDF", message: "The ETTC document must be a PDF file.", intent: "danger" } },
  );
  assert.ok((ui.getByLabelText("Upload an image") as HTMLInputElement).disabled);
  assert.not.ok((ui.getByLabelText("Upload the ETTC PDF") as HTMLInputElement).disabled);
  assert.ok(ui.getByLabelText("Uploading"));
  const alert = ui.getByRole("alert");
  assert.match(alert.textContent!, /Only a PDF/);
  assert.match(alert.textContent!, /The ETTC document must be a PDF file\./);
  fireEvent.click(within(alert).getByRole("button", { name: "OK" }));
  assert.equal(calls, [["pdf dismissed"]]);
});

test("the uploads kept on this device, each with its state", () => {
  const { ui } = draw({
    queue: [
      { key: "image:ab", kind: "image", label: "Photo abababab (10:31)", state: "Sending 40%", intent: "primary" },
      { key: "ettc:cd", kind: "ettc", label: "ETTC document cdcdcdcd (10:32)", state: "Waiting for the connection", intent: "none" },
    ],
  });
  assert.ok(ui.getByRole("heading", { level: 2, name: "On this device" }));
  assert.equal(
    within(ui.getByRole("list", { name: "Uploads on this device" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent),
    ["Photo abababab (10:31)Sending 40%", "ETTC document cdcdcdcd (10:32)Waiting for the connection"],
  );
});

test("in Hindi: the headings, pickers and links, an alert with its title (shown without its picker once the document is held) and the note of no location, the queue's states", () => {
  const queue = uploadQueue(
    [
      { id: "q1", op: "uploads.add", params: { kind: "image", sha256: "abababababab" }, status: "pending", attempts: 1, queuedAt: 0 },
      { id: "q2", op: "uploads.add", params: { kind: "ettc", sha256: "cdcdcdcdcdcd" }, status: "synced", attempts: 1, queuedAt: 0 },
    ],
    undefined,
  );
  const { ui } = draw(
    { doc: DOC, pdfHeld: true, queue },
    { alert: { title: null, message: `${IMAGE_UPLOADED} ${NO_LOCATION_NOTE}`, intent: "warning" } },
    { alert: { title: LIMITATIONS_ALERT, message: ONE_PDF, intent: "danger" } },
    true,
  );
  assert.ok(ui.getByRole("heading", { level: 2, name: "अपनी सबमिशन अपलोड करें" }));
  assert.ok(ui.getByLabelText("इमेज अपलोड करें"));
  assert.ok(ui.getByRole("link", { name: "PDF देखें" }));
  assert.ok(ui.getByText(/^आपकी इमेज अपलोड हो गई /));
  const refused = ui.getByRole("alert");
  assert.ok(within(refused).getByRole("heading", { name: "सीमा की चेतावनी" }));
  assert.match(refused.textContent!, /सिर्फ़ एक PDF अपलोड की जा सकती है।/);
  assert.ok(within(refused).getByRole("button", { name: "ठीक है" }));
  const rows = within(ui.getByRole("list", { name: "इस डिवाइस पर अपलोड" })).getAllByRole("listitem");
  assert.match(rows[0]!.textContent!, /^ETTC दस्तावेज़ cdcdcdcd .*भेज दिया$/);
  assert.match(rows[1]!.textContent!, /^फ़ोटो abababab .*फिर से भेजे जाने का इंतज़ार$/);
});

test.run();
