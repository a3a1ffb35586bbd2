// The ETTC document's viewer as an FCP reads it: the PDF in a frame with Download PDF, Back to the
// uploads, a spinner while it loads, 'No ETTC document yet' when there is none, a failure with Try again.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import type { UploadRow } from "../../codecs/upload.ts";
import { PdfViewerView, type PdfViewerViewProps } from "../../views/uploads/PdfViewerView.tsx";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const doc: UploadRow = {
  id: 4,
  kind: "ettc",
  name: "ETTC.pdf",
  url: "/media/ettc.pdf",
  type: "application/pdf",
  size: 52_000,
  sha256: "cd".repeat(32),
  captured_at: null,
  uploaded_at: "2026-11-20T08:00:00Z",
  file_name: "ETTC-Asha.pdf",
};

function draw(over: Partial<PdfViewerViewProps> = {}) {
  const r = recorder();
  const props: PdfViewerViewProps = { title: "PDF Viewer", doc: null, loading: false, error: null, onRetry: r.on("retry"), settled: true, ...over };
  return { ...renderView(<PdfViewerView {...props} />, { path: "/pdfViewer" }), ...r };
}

test("the document in a frame named by its file, with Download PDF under its own name, and Back", () => {
  const { ui } = draw({ doc });
  const frame = ui.getByTitle("ETTC document ETTC-Asha.pdf");
  assert.is(frame.getAttribute("src"), "/media/ettc.pdf");
  const download = ui.getByRole("link", { name: "Download PDF" });
  assert.is(download.getAttribute("download"), "ETTC-Asha.pdf");
  assert.is(ui.getByRole("link", { name: "Back" }).getAttribute("href"), "/ettc-Upload");
});

test("loading: a spinner, no empty state; none: 'No ETTC document yet'", () => {
  let v = draw({ loading: true, settled: false });
  assert.ok(v.ui.getByLabelText("Loading the ETTC document"));
  assert.is(v.ui.queryByText("No ETTC document yet"), null);
  cleanup();
  v = draw();
  assert.ok(v.ui.getByRole("status").textContent?.includes("No ETTC document yet"));
});

test("a failed load says so with Try again, and no empty state", () => {
  const v = draw({ error: "Could not load your ETTC document." });
  assert.ok(v.ui.getByText(/Could not load your ETTC document/));
  assert.is(v.ui.queryByText("No ETTC document yet"), null);
  fireEvent.click(v.ui.getByRole("button", { name: "Try again" }));
  assert.is(v.calls.length, 1);
});

test.run();
