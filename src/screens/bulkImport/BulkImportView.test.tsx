// /import as a CMDI sees it (decision 086): the template link and the file input at rest, the
// check's progress, the preview's counts and refused rows with the forms' messages, the confirm,
// the import's progress, the result with its CSV, a file refused as a whole; in Hindi.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import { IMPORT_MESSAGES, type ImportLine, type ImportRow } from "../../codecs/bulkImport.ts";
import { msg } from "../../codecs/language.ts";
import { BulkImportView, type BulkImportViewProps, problemShown, rowShown } from "./BulkImportView.tsx";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const current = (over: Partial<ImportRow> = {}): ImportRow => ({
  id: 7,
  kind: "outlet",
  file_name: "outlets.csv",
  status: "checked",
  total: 3,
  checked: 3,
  done: 0,
  to_create: 2,
  to_update: 0,
  unchanged: 0,
  refused: 1,
  created: 0,
  updated: 0,
  message: null,
  created_at: "2026-11-29T04:00:00Z",
  ...over,
});
const LINES: ImportLine[] = [
  { line: 2, key: "code:a", action: "created", problems: [], record_id: 41, name: "Sharma Paints", first: "Sharma Paints" },
  {
    line: 4,
    key: "name:|9876543210",
    action: "refused",
    problems: [
      { field: "Outlet Name", message: "Outlet Name is required" },
      { field: "Mobile No", message: "Phone number is not valid", value: "12345" },
    ],
    record_id: null,
    name: "",
    first: "OUT-3",
  },
];

function draw(over: Partial<BulkImportViewProps> = {}, language: "en" | "hi" = "en") {
  const rec = recorder();
  const props: BulkImportViewProps = {
    title: "Import",
    back: "/homeCMDI",
    stage: "ready",
    fileName: "",
    current: null,
    lines: [],
    linesLoading: false,
    error: null,
    kind: "outlet",
    kinds: ["outlet"],
    stopped: null,
    template: { href: "data:text/csv;charset=utf-8,a", name: "outlets-template.csv" },
    today: "2026-11-29",
    onKind: rec.on("kind"),
    onChoose: rec.on("choose"),
    onConfirm: rec.on("confirm"),
    onCancel: rec.on("cancel"),
    onAgain: rec.on("again"),
    ...over,
  };
  return { ...renderView(<BulkImportView {...props} />, { language }), calls: rec.calls };
}

test("at rest: the template to download and a labelled file input that hands the file on", () => {
  const { ui, calls } = draw();
  const link = ui.getByRole("link", { name: "Download the template CSV" });
  assert.is(link.getAttribute("download"), "outlets-template.csv");
  const input = ui.getByLabelText("CSV file of outlets") as HTMLInputElement;
  assert.match(input.accept, /\.xlsx/, "an Excel workbook may be picked too");
  const file = new File(["a,b\n"], "outlets.csv", { type: "text/csv" });
  fireEvent.change(input, { target: { files: [file] } });
  assert.equal(calls, [["choose", file]]);
});

test("the kind choice: a labelled select of the kinds the person may import; HPAs have their own words and counts", () => {
  const { ui, calls } = draw({
    kind: "hpa",
    kinds: ["outlet", "hpa"],
    template: { href: "data:text/csv;charset=utf-8,b", name: "hpas-template.csv" },
  });
  const select = ui.getByLabelText("What to import") as HTMLSelectElement;
  assert.equal(
    [...select.options].map((o) => [o.value, o.textContent]),
    [
      ["outlet", "Outlets"],
      ["hpa", "HPAs"],
    ],
  );
  assert.is(select.value, "hpa");
  ui.getByLabelText("CSV file of HPAs");
  assert.is(ui.getByRole("link", { name: "Download the template CSV" }).getAttribute("download"), "hpas-template.csv");
  fireEvent.change(select, { target: { value: "outlet" } });
  assert.equal(calls, [["kind", "outlet"]]);
  cleanup();
  const preview = draw({ stage: "preview", kind: "hpa", kinds: ["hpa"], current: current({ kind: "hpa", to_create: 1 }) });
  preview.ui.getByText("1 HPA to create");
  preview.ui.getByText("0 HPAs to update");
  cleanup();
  const hindi = draw({ kind: "hpa", kinds: ["hpa"] }, "hi");
  assert.ok(hindi.ui.getByLabelText("इम्पोर्ट करने के लिए चुनें"));
});

test("a job that stopped for good: named at rest, and as it happens with a way to start again", () => {
  const rest = draw({ stopped: current({ status: "failed", file_name: "hpas.csv", message: IMPORT_MESSAGES.stopped }) });
  rest.ui.getByText("Your last import, hpas.csv, stopped");
  rest.ui.getByText(IMPORT_MESSAGES.stopped);
  cleanup();
  const failed = draw({ stage: "failed", error: IMPORT_MESSAGES.stopped });
  failed.ui.getByRole("heading", { name: "The import stopped" });
  fireEvent.click(failed.ui.getByRole("button", { name: "Start again" }));
  assert.equal(failed.calls, [["again"]]);
});

test("checking and importing show their progress", () => {
  const checking = draw({ stage: "checking", current: current({ status: "checking", checked: 500, total: 10000 }) });
  checking.ui.getByText("Checking rows: 500 of 10000");
  assert.ok(checking.ui.getByRole("progressbar"));
  cleanup();
  const importing = draw({ stage: "importing", current: current({ status: "importing", done: 1 }) });
  importing.ui.getByText("Importing rows: 1 of 2");
});

test("the preview: counts, the refused rows with the form's message and the value refused, confirm and cancel", () => {
  const { ui, calls } = draw({ stage: "preview", current: current(), lines: [LINES[1]!] });
  ui.getByText("2 outlets to create");
  ui.getByText("1 row refused");
  // the row is shown by what it had, to be found in the sheet: no name, so its code (its line is the Line column's, once; decision 111)
  const table = ui.getByRole("table", { name: "Refused rows" });
  assert.equal(
    [...table.querySelectorAll("thead th")].map((c) => c.textContent),
    ["Line", "Name", "Result", "Problems"],
  );
  assert.equal(
    [...table.querySelectorAll("tbody tr:first-child > *")].map((c) => c.textContent),
    ["4", "OUT-3", "Refused", "Outlet Name: Outlet Name is required; Mobile No “12345”: Phone number is not valid"],
  );
  fireEvent.click(ui.getByRole("button", { name: "Import 2 rows" }));
  fireEvent.click(ui.getByRole("button", { name: "Cancel" }));
  assert.equal(calls, [["confirm"], ["cancel"]]);
});

test("done: the counts, the result as CSV, another file; a file refused as a whole says why", () => {
  const done = draw({ stage: "done", current: current({ status: "done", created: 2, done: 2 }), lines: LINES });
  done.ui.getByText("2 created, 0 updated, 0 unchanged, 1 refused");
  done.ui.getByRole("link", { name: "Download the result as CSV" });
  fireEvent.click(done.ui.getByRole("button", { name: "Import another file" }));
  assert.equal(done.calls, [["again"]]);
  cleanup();
  const failed = draw({ stage: "failed", error: msg("Unknown column: {column}", { column: "Colour" }) });
  failed.ui.getByText("Unknown column: Colour");
});

test("a row is shown by its name as given, else its most telling value, else as empty: never by its line again", () => {
  const t = (english: string, values?: Record<string, unknown>) => english.replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k]));
  assert.is(rowShown({ name: "Sharma Paints", first: "OUT-1" }, t), "Sharma Paints");
  assert.is(rowShown({ name: "", first: "9876500002" }, t), "9876500002");
  assert.is(rowShown({ name: "", first: "" }, t), "Empty row");
});

test("a problem names its column and the value the file had there, when it had one", () => {
  const t = (english: string, values?: Record<string, unknown>) => english.replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k]));
  assert.is(
    problemShown({ field: "CMDI's mobile", message: IMPORT_MESSAGES.noCmdi, value: "9000000003" }, t),
    "CMDI's mobile “9000000003”: No active CMDI has this mobile number",
  );
  assert.is(problemShown({ field: "Name", message: "Name is required" }, t), "Name: Name is required");
  assert.is(problemShown({ field: "", message: "The same person is on line 2 of this file" }, t), "The same person is on line 2 of this file");
});

test("in Hindi", () => {
  const { ui } = draw({ stage: "preview", current: current(), lines: [LINES[1]!] }, "hi");
  ui.getByText("2 आउटलेट बनाने हैं");
});

test.run();
