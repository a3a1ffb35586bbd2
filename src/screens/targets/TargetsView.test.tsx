// /targets as each role reads it: the FCP's own progress bars; the CMDI's FCPs, the form (labels tied
// to the inputs, each message at its field, what was typed kept, the saved notice) and the charts
// with their tables; the AMMD's CMDIs rolled up, opening one; the month's change; the empty state;
// the form's month named in the reader's language; in Hindi.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { loadOf } from "../../../test/unit/fixtures.ts";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";
import type { Report } from "../../codecs/reports.ts";
import { TARGET_MESSAGES } from "../../codecs/targets.ts";
import { type ProgressLine, type TargetFormProps, TargetsView, type TargetsViewProps } from "./TargetsView.tsx";
import { useState } from "react";
import type { FieldErrors } from "../../codecs/form.ts";
import type { TargetField } from "../../codecs/targets.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const line = (over: Partial<ProgressLine> = {}): ProgressLine => ({
  key: "fcp:1:c",
  name: "Asha Verma",
  level: "fcp",
  fcps: 1,
  targeted: 1,
  held: 2,
  participants: 35,
  targetWorkshops: 4,
  targetParticipants: 100,
  onOpen: null,
  ...over,
});
const report = (title: string, value: number): Report => ({ title, figures: [{ key: "a", label: "Asha Verma", value }], total: value });

const form = (over: Partial<TargetFormProps> = {}): TargetFormProps => ({
  fcps: [
    { value: "1", label: "Asha Verma · …0001" },
    { value: "2", label: "Swati Pillai · …0002" },
  ],
  values: { fcp: "1", month: "2026-11", workshops: "many", participants: "80" },
  fieldErrors: {},
  formError: null,
  notice: null,
  saving: false,
  onChange: () => {},
  onPick: () => {},
  onSave: () => {},
  ...over,
});

const viewProps: TargetsViewProps = {
  title: "Targets",
  back: "/newHomeFCP",
  load: loadOf(),
  settled: true,
  today: "2026-11-15",
  month: "2026-11",
  own: true,
  level: "fcp",
  lines: [line()],
  cmdiOpened: null,
  charts: null,
  form: null,
  onMonth: () => {},
};

function view(over: Partial<TargetsViewProps> = {}, language: "en" | "hi" = "en") {
  return renderView(<TargetsView {...viewProps} {...over} />, { path: "/targets", language }).ui;
}

test("the FCP: their progress as text and as bars named by it; the month's change is sent", () => {
  const months: string[] = [];
  const ui = view({ onMonth: (m) => months.push(m) });
  assert.ok(ui.getByRole("list", { name: "My progress" }));
  assert.ok(ui.getByText("Workshops held: 2 of 4"));
  assert.ok(ui.getByText("Participants: 35 of 100"));
  const bars = document.querySelectorAll("progress");
  assert.equal(
    [...bars].map((b) => [b.getAttribute("aria-label"), b.getAttribute("value"), b.getAttribute("max")]),
    [
      ["Workshops held: 2 of 4", "2", "4"],
      ["Participants: 35 of 100", "35", "100"],
    ],
  );
  fireEvent.change(ui.getByLabelText("Month"), { target: { value: "2026-12" } });
  assert.equal(months, ["2026-12"]);
  assert.is(ui.queryByRole("form"), null);
  assert.is(document.querySelector("canvas, .reports-card"), null);
});

test("no target: said, no bar; nobody: the empty state", () => {
  let ui = view({ lines: [line({ targetWorkshops: null, targetParticipants: null, held: 1 })] });
  assert.ok(ui.getByText("Workshops held: 1, no target set"));
  assert.is(document.querySelector("progress"), null);
  cleanup();
  ui = view({ lines: [] });
  assert.ok(ui.getByText("Nobody to show"));
});

test("the CMDI's form: labels tied to the inputs, each message at its field and summed up, the typed values kept, the notice", () => {
  const r = recorder();
  const ui = view({
    own: false,
    form: form({
      fieldErrors: { workshops: TARGET_MESSAGES.workshops },
      onChange: r.on("change"),
      onPick: r.on("pick"),
      onSave: r.on("save"),
    }),
    charts: { held: report("Workshops held", 2), participants: report("Participants", 35) },
  });
  // the month as the reader's language names it, not as it is stored ("2026-11")
  assert.ok(ui.getByRole("heading", { name: "Set a target for Nov 2026" }));
  assert.ok(ui.getByRole("form", { name: "Set a target for Nov 2026" }));
  const workshops = ui.getByLabelText(/^Workshops to hold/) as HTMLInputElement;
  assert.is(workshops.value, "many");
  assert.is(workshops.getAttribute("aria-invalid"), "true");
  assert.is(document.getElementById(workshops.getAttribute("aria-describedby")!)!.textContent, TARGET_MESSAGES.workshops);
  assert.ok(ui.getByRole("alert").textContent!.includes(TARGET_MESSAGES.workshops));
  assert.is((ui.getByLabelText(/^Participants to reach/) as HTMLInputElement).value, "80");
  fireEvent.change(ui.getByLabelText(/^FCP/), { target: { value: "2" } });
  fireEvent.change(workshops, { target: { value: "5" } });
  fireEvent.click(ui.getByRole("button", { name: "Save target" }));
  assert.equal(r.calls, [["pick", "2"], ["change", "workshops", "5"], ["save"]]);
  // the charts with their tables
  assert.equal(
    [...document.querySelectorAll(".reports-card")].map((c) => c.getAttribute("data-report")),
    ["targets-held", "targets-participants"],
  );
  assert.ok(within(ui.getByRole("table", { name: "Workshops held" })).getByRole("rowheader", { name: "Asha Verma" }));
  cleanup();
  const saved = view({ own: false, form: form({ notice: { message: "Target saved.", intent: "success" } }) });
  assert.ok(saved.getByRole("status").textContent!.includes("Target saved."));
});

test("a Save that ends with messages: the summary (the app's list), focus on the first field of the form with one (not the month above it)", () => {
  // the flow's answer to Save: the form's messages, a refused month's among them
  function Saving({ answer }: { answer: FieldErrors<TargetField> }) {
    const [fieldErrors, setErrors] = useState<FieldErrors<TargetField>>({});
    return <TargetsView {...viewProps} own={false} form={form({ fieldErrors, onSave: () => setErrors(answer) })} />;
  }
  let ui = renderView(<Saving answer={{ month: TARGET_MESSAGES.past, participants: TARGET_MESSAGES.participants }} />, { path: "/targets" }).ui;
  fireEvent.click(ui.getByRole("button", { name: "Save target" }));
  assert.ok(ui.getByText("2 fields need attention"));
  assert.ok(ui.getByRole("link", { name: "Month" }).closest("ul")?.classList.contains("form-errors-list"), "the summary's list is the app's");
  assert.is(document.activeElement?.id, "targets-form-participants");
  cleanup();
  ui = renderView(<Saving answer={{ fcp: TARGET_MESSAGES.fcp, workshops: TARGET_MESSAGES.workshops }} />, { path: "/targets" }).ui;
  fireEvent.click(ui.getByRole("button", { name: "Save target" }));
  assert.is(document.activeElement?.id, "targets-form-fcp");
});

test("the AMMD: her CMDIs rolled up, each opening their FCPs; an opened CMDI goes back to all", () => {
  const r = recorder();
  let ui = view({
    own: false,
    level: "cmdi",
    lines: [line({ key: "cmdi:2:x", name: "Ravi Kumar", level: "cmdi", fcps: 3, targeted: 2, onOpen: r.on("open") })],
  });
  assert.ok(ui.getByRole("list", { name: "Progress per CMDI" }));
  assert.ok(ui.getByText("2 of 3 FCPs have a target"));
  fireEvent.click(ui.getByRole("button", { name: "Show the FCPs of Ravi Kumar" }));
  cleanup();
  ui = view({ own: false, cmdiOpened: { name: "Ravi Kumar", onBack: r.on("back") } });
  assert.ok(ui.getByRole("heading", { name: "FCPs of Ravi Kumar" }));
  fireEvent.click(ui.getByRole("button", { name: "All CMDIs" }));
  assert.equal(r.calls, [["open"], ["back"]]);
});

test("in Hindi: the month, the bars, the form's labels", () => {
  const ui = view({ own: false, form: form() }, "hi");
  assert.ok(ui.getByLabelText("महीना"));
  assert.ok(ui.getByRole("heading", { name: "नव॰ 2026 का लक्ष्य तय करें" }), "the form's month in Hindi's words");
  assert.ok(ui.getByText("हुई वर्कशॉप: 4 में से 2"));
  assert.ok(ui.getByLabelText(/^करने वाली वर्कशॉप/));
  assert.ok(ui.getByRole("button", { name: "लक्ष्य सेव करें" }));
});

test.run();
