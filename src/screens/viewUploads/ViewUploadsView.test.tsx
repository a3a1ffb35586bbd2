// View Uploads as an FCP reads it (spec 2.17): each image with its time in India and its receipt,
// the empty state once the list has been asked for (not before), and a failed load with Try again.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import type { UploadRow } from "../../codecs/upload.ts";
import { uploadCaption, ViewUploadsView, type ViewUploadsViewProps } from "../../views/uploads/ViewUploadsView.tsx";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const upload = (id: number, name: string): UploadRow => ({
  id,
  kind: "image",
  name,
  url: `/media/demo-${id}.jpg`,
  type: "image/jpeg",
  size: 123_456,
  sha256: "ab".repeat(32),
  captured_at: null,
  uploaded_at: "2026-11-26T10:31:00Z",
  file_name: `photo-${id}.jpg`,
});

function draw(over: Partial<ViewUploadsViewProps> = {}) {
  const r = recorder();
  const props: ViewUploadsViewProps = {
    title: "View Uploads",
    back: "/ettc-Upload",
    rows: [],
    loading: false,
    refreshing: false,
    error: null,
    onRetry: r.on("retry"),
    settled: true,
    source: { kind: "whole" },
    ...over,
  };
  return { ...renderView(<ViewUploadsView {...props} />, { path: "/viewUploads" }), ...r };
}

test("an upload named Day-<ms> reads as its time in India; another name as it is", () => {
  assert.is(uploadCaption(`Day-${Date.UTC(2026, 10, 26, 10, 31)}`), "26-11-26, 4:01 pm");
  assert.is(uploadCaption("ETTC.pdf"), "ETTC.pdf");
  assert.is(uploadCaption("Day-abc"), "Day-abc");
});

test("the images in a grid, each with its picture and caption", () => {
  const { ui } = draw({ rows: [upload(1, `Day-${Date.UTC(2026, 10, 26, 10, 31)}`), upload(2, "Rangoli.jpg")] });
  const grid = ui.getByRole("list", { name: "Uploaded images" });
  assert.is(grid.querySelectorAll("li").length, 2);
  assert.is(ui.getByRole("img", { name: "Rangoli.jpg" }).getAttribute("src"), "/media/demo-2.jpg");
  assert.match(grid.querySelectorAll("li")[0]!.textContent ?? "", /26-11-26, 4:01\s?pm/);
  assert.is(ui.queryByText("No uploads yet"), null);
});

test("none once asked: 'No uploads yet'; before the list is asked for, no empty state", () => {
  assert.ok(draw().ui.getByText("No uploads yet"));
  cleanup();
  assert.is(draw({ settled: false, loading: true }).ui.queryByText("No uploads yet"), null);
});

test("a failed load says so, offers Try again, and shows no empty state", () => {
  const v = draw({ error: "Could not load your uploads." });
  assert.ok(v.ui.getByText(/Could not load your uploads/));
  assert.is(v.ui.queryByText("No uploads yet"), null);
  fireEvent.click(v.ui.getByRole("button", { name: /Try again/ }));
  assert.equal(
    v.calls.map(([name]) => name),
    ["retry"],
  );
});

test.run();
