// The AMMD's trainings for approval as she reads them (decision 034): a card per training with its
// facts and Approve and Reject; the dialog says where it goes and asks a rejection's reason (its
// count, its error); a refusal at the top; the notice; loading, empty and failed.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import type { ApprovalTraining } from "../../codecs/trainingApproval.ts";
import { TrainingApprovalView, type TrainingApprovalViewProps } from "./TrainingApprovalView.tsx";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const row = (id: number, over: Partial<ApprovalTraining> = {}): ApprovalTraining => ({
  id,
  name: `TTC Batch ${id}`,
  type: "TTC",
  city__c: "Pune",
  startdate: "2026-07-05",
  enddate: "2026-07-07",
  status: "AMMD Approval",
  no_of_participants__c: 20,
  assigned_cmdi__c: "a0Q000000000001",
  cmdi_name: "Ravi Kumar",
  photos: 1,
  approval_version: 3,
  ...over,
});

function show(over: Partial<TrainingApprovalViewProps> = {}, language: "en" | "hi" = "en") {
  const calls: unknown[] = [];
  const props: TrainingApprovalViewProps = {
    title: "Trainings for approval",
    back: "/homeAMMD",
    rows: [],
    loading: false,
    refreshing: false,
    error: null,
    onRetry: () => void calls.push("retry"),
    dialog: null,
    busy: false,
    reason: "",
    reasonError: null,
    formError: null,
    notice: null,
    onChoose: (r, d) => void calls.push([r.id, d]),
    onReason: (v) => void calls.push(["reason", v]),
    onConfirm: () => void calls.push("confirm"),
    onCancel: () => void calls.push("cancel"),
    onDismiss: () => void calls.push("dismiss"),
    source: { kind: "whole" },
    waiting: (over.rows ?? []).length,
    ...over,
  };
  return { ui: renderView(<TrainingApprovalView {...props} />, { path: "/listTTCApprovalAMMD", language }).body, calls };
}

test("loading shows a spinner; none waiting says so; a failed load says why with Try again", () => {
  let { ui } = show({ loading: true });
  assert.ok(ui.getByLabelText("Loading trainings"));
  assert.ok(ui.getByRole("heading", { level: 1, name: "Trainings for approval" }));
  cleanup();
  ({ ui } = show());
  assert.ok(ui.getByText("No trainings are waiting for your approval."));
  cleanup();
  const failed = show({ error: "Could not reach the server." });
  assert.match(failed.ui.getByRole("alert").textContent!, /Could not reach the server/);
  assert.is(failed.ui.queryByText("No trainings are waiting for your approval."), null);
  fireEvent.click(failed.ui.getByRole("button", { name: "Try again" }));
  assert.equal(failed.calls, ["retry"]);
});

test("a card per training with its facts; Approve and Reject choose that training", () => {
  const { ui, calls } = show({ rows: [row(1), row(2, { name: null, photos: 0, cmdi_name: null })] });
  assert.ok(ui.getByText("2 trainings waiting"));
  const first = within(ui.getByRole("group", { name: "TTC Batch 1" }));
  assert.equal(
    first.getAllByRole("definition").map((d) => d.textContent),
    ["Ravi Kumar", "Pune", "05-07-26 to 07-07-26", "20", "1 photo"],
  );
  const second = within(ui.getByRole("group", { name: "Untitled training" }));
  assert.equal(second.getAllByRole("definition").map((d) => d.textContent)[4], "None");
  fireEvent.click(first.getByRole("button", { name: "Approve" }));
  fireEvent.click(second.getByRole("button", { name: "Reject" }));
  assert.equal(calls, [
    [1, "training.approve"],
    [2, "training.reject"],
  ]);
});

test("the Reject dialog: where it goes, the reason with its count and error; Cancel and Reject; a refusal at the top", () => {
  const { ui, calls } = show({
    rows: [row(1)],
    dialog: { type: "training.reject", label: "Reject", to: "AMMD Rejected", name: "TTC Batch 1" },
    reason: "no",
    reasonError: "Please give a reason.",
    formError: "This training was changed by someone else.",
  });
  const dialog = within(ui.getByRole("dialog"));
  assert.ok(dialog.getByText("Reject training"));
  assert.match(dialog.getByText(/moves to AMMD Rejected/).textContent!, /TTC Batch 1 moves to AMMD Rejected\. Its CMDI sees your reason\./);
  assert.equal(
    dialog.getAllByRole("alert").map((a) => a.textContent!.trim()),
    ["This training was changed by someone else.", "Please give a reason."],
  );
  assert.ok(dialog.getByText("2 of 255 characters"));
  const reason = dialog.getByLabelText(/Reason/);
  assert.is(reason.getAttribute("aria-invalid"), "true");
  fireEvent.change(reason, { target: { value: "Dates wrong" } });
  fireEvent.click(dialog.getByRole("button", { name: "Reject" }));
  fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
  assert.equal(calls, [["reason", "Dates wrong"], "confirm", "cancel"]);
});

test("the Approve dialog asks no reason; while sending its buttons wait; the notice says where it went and is dismissed", () => {
  const asking = show({ dialog: { type: "training.approve", label: "Approve", to: "Accounts", name: "TTC Batch 1" }, busy: true });
  const dialog = within(asking.ui.getByRole("dialog"));
  assert.is(dialog.queryByLabelText(/Reason/), null);
  assert.ok(dialog.getByText(/moves to Accounts\.$/));
  assert.ok((dialog.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled);
  cleanup();
  document.body.innerHTML = "";
  const { ui } = show({ notice: { message: "Approved: TTC Batch 1 is now in Accounts.", intent: "success" } });
  assert.ok(ui.getByText("Approved: TTC Batch 1 is now in Accounts."));
  assert.is(ui.queryByRole("dialog"), null);
});

test("in Hindi: a card's facts and buttons, the Reject dialog with its reason and count, the notice with its stage", () => {
  const { ui } = show(
    {
      rows: [row(1), row(2, { name: null, photos: 0 })],
      dialog: { type: "training.reject", label: "Reject", to: "AMMD Rejected", name: "TTC Batch 1" },
      notice: { message: "Approved: {name} is now in {stage}.", values: { name: "TTC Batch 2", stage: "Accounts" }, intent: "success" },
    },
    "hi",
  );
  assert.ok(ui.getByText("2 प्रशिक्षण इंतज़ार में"));
  assert.ok(ui.getByRole("heading", { name: "बिना नाम का प्रशिक्षण" }));
  assert.ok(ui.getByText("कोई नहीं"));
  assert.ok(ui.getAllByRole("button", { name: "मंज़ूर करें" }).length >= 2);
  const dialog = within(ui.getByRole("dialog", { name: "प्रशिक्षण अस्वीकार करें" }));
  assert.ok(dialog.getByText(/अब “AMMD द्वारा अस्वीकृत” चरण में जाएगा।/));
  assert.ok(dialog.getByLabelText(/कारण/));
  assert.ok(dialog.getByText("255 में से 0 अक्षर"));
  assert.ok(dialog.getByRole("button", { name: "रद्द करें" }));
  assert.ok(ui.getByText("मंज़ूर: TTC Batch 2 अब “अकाउंट्स” चरण में है।"));
});

test("a windowed list (decision 092): what this phone holds with More from the server, the server's rest, offline", () => {
  let more = 0;
  let { ui } = show({ rows: [row(1), row(2)], waiting: 914, source: { kind: "device", held: 500, total: 914, onMore: () => more++ } });
  assert.ok(ui.getByText("914 trainings waiting"));
  assert.ok(ui.getByText("On this phone: the 500 open and most recent of 914 records."));
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  assert.is(more, 1);
  cleanup();
  ({ ui } = show({ rows: [row(1), row(2), row(3)], waiting: 914, source: { kind: "server", shown: 600, total: 914, onMore: () => more++ } }));
  assert.ok(ui.getByText(/From the server: 600 of 914 records that match\./));
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  assert.is(more, 2);
  cleanup();
  ({ ui } = show({ rows: [row(1)], waiting: 914, source: { kind: "offline", held: 500, total: 914 } }));
  assert.ok(ui.getByText("Offline: only what is on this phone is shown (500 of 914 records)."));
  cleanup();
  ({ ui } = show({ rows: [row(1)], waiting: 914, source: { kind: "device", held: 500, total: 914, onMore: () => more++ } }, "hi"));
  assert.ok(ui.getByText("इस फ़ोन पर: 914 रिकॉर्ड में से 500 खुले और सबसे हाल के।"));
  assert.ok(ui.getByRole("button", { name: "सर्वर से और दिखाएँ" }));
});

test.run();
