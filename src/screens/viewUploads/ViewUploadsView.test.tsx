// View Uploads as an FCP reads it (spec 2.17): each image with its time in India and its receipt
// (its file's name, when taken and uploaded, in the app's one form of a time; no hash: decision 105),
// the empty state once the list has been asked for (not before), and a failed load with Try again.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import type { UploadRow } from "../../codecs/upload.ts";
import { formatsOf } from "../../codecs/formats.ts";
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

test("an upload named Day-<ms> or the server's Day-<UTC time> reads as its time in India; another name as it is", () => {
  assert.is(uploadCaption(`Day-${Date.UTC(2026, 10, 26, 10, 31)}`), "26-11-26, 4:01 pm");
  assert.is(uploadCaption("Day-2026-11-30 08:33:40"), "30-11-26, 2:03 pm", "the server's name is UTC: 08:33 there is 2:03 pm in India");
  assert.is(uploadCaption("Day-2026-11-30 20:33:40"), "01-12-26, 2:03 am", "the next day in India");
  assert.match(uploadCaption("Day-2026-11-30 08:33:40", formatsOf("hi")), /^30-11-26, दोपहर 2:03/);
  assert.is(uploadCaption("ETTC.pdf"), "ETTC.pdf");
  assert.is(uploadCaption("Day-abc"), "Day-abc");
  assert.is(uploadCaption("Day-2026-02-30 08:33:40"), "Day-2026-02-30 08:33:40", "not a time: as it is");
});

test("an uploaded photo: its caption is India's time, its file's name and times in its receipt, no hash, all inside the tile", () => {
  const row = { ...upload(1, "Day-2026-11-30 08:33:40"), file_name: "IMG_20261130_083512_HDR_a_very_long_name_from_the_phone.jpg" };
  const { ui } = draw({ rows: [row] });
  const tile = ui.getByRole("list", { name: "Uploaded images" }).querySelector("li")!;
  const text = tile.textContent ?? "";
  assert.match(text, /30-11-26, 2:03\s?pm/);
  assert.not.match(text, /Day-|08:33|SHA|abab|IST/, "no UTC time, no hash");
  const receipt = ui.getByLabelText(`Receipt of ${row.file_name}`);
  assert.equal(
    [...receipt.querySelectorAll("dt")].map((d) => d.textContent),
    ["File", "Taken", "Uploaded"],
  );
  assert.equal(
    [...receipt.querySelectorAll("dd")].map((d) => d.textContent),
    [row.file_name, "-", "26-11-26, 4:01 pm"],
  );
  // the caption and the file's name may wrap: neither is kept on one line (the tile is about 150 px wide at 360 px)
  assert.is(tile.querySelector(".view-uploads-name .page-keep")?.textContent, "30-11-26,");
  assert.is(receipt.querySelector("dd")!.className, "receipt-file");
});

test("the images in a grid, each with its picture and caption", () => {
  const { ui } = draw({ rows: [upload(1, `Day-${Date.UTC(2026, 10, 26, 10, 31)}`), upload(2, "Rangoli.jpg")] });
  const grid = ui.getByRole("list", { name: "Uploaded images" });
  assert.is(grid.querySelectorAll("li").length, 2);
  assert.is(ui.getByRole("img", { name: "photo-2.jpg" }).getAttribute("src"), "/media/demo-2.jpg", "named by its file");
  assert.match(grid.querySelectorAll("li")[0]!.textContent ?? "", /26-11-26, 4:01\s?pm/);
  assert.is(ui.queryByText("No uploads yet"), null);
  cleanup();
  // a picture without a kept file (the demo's) is named by what it is and its day, never its stored 'Day-' name
  const demo = draw({ rows: [{ ...upload(3, `Day-${Date.UTC(2026, 10, 26, 10, 31)}`), file_name: "", sha256: "" }] });
  assert.ok(demo.ui.getByRole("img", { name: "Submission photo, 26-11-26" }));
  assert.is(demo.ui.queryByLabelText(/^Receipt of/), null, "no stored file, no receipt");
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
