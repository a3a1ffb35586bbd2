// The CMDI's trainings as a person reads them (spec 2.7): the tabs 'Pending (n)', 'Approved (n)',
// 'Rejected (n)', the groups TTC, ETTC and Kalamilan with their counts, a row's name, city, status
// and start date and its link to /training; an empty tab and an empty group say so; loading,
// failed and offline; a tab chosen goes to the address.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { trainingTabs, type Training } from "../../codecs/training.ts";
import { TrainingListPageView, TrainingListView, type TrainingListViewProps } from "./TrainingListView.tsx";
import { trainingOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { TrainingView } from "../training/TrainingView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const tr = trainingOf;

function show(rows: Training[], over: Partial<TrainingListViewProps> = {}, language: "en" | "hi" = "en") {
  const calls: unknown[] = [];
  const props: TrainingListViewProps = {
    title: "Trainings",
    back: "/homeCMDI",
    tabs: trainingTabs(rows),
    tab: "pending",
    onTab: (id) => void calls.push(id),
    loading: false,
    refreshing: false,
    error: null,
    onRetry: () => {},
    source: { kind: "whole" },
    ...over,
  };
  return { ui: renderView(<TrainingListView {...props} />, { path: "/listTraining", language }).ui, calls };
}

test("tabs with counts; in the tab, the groups with counts and their rows; a row opens /training with its four parameters", () => {
  const { ui, calls } = show([
    tr(1, "AMMD Approval", "TTC"),
    tr(2, "AMMD Approval", "TTC"),
    tr(3, "AMMD Approval", "Kalamilan"),
    tr(4, "Accounts", "ETTC"),
  ]);
  assert.equal(
    ui.getAllByRole("tab").map((t) => t.textContent),
    ["Pending (3)", "Approved (1)", "Rejected (0)"],
  );
  const summaries = [...ui.getByRole("tabpanel").querySelectorAll("summary")].map((s) => s.textContent);
  assert.equal(summaries, ["TTC (2)", "ETTC (0)", "Kalamilan (1)"]);
  const ttc = ui.getByRole("list", { name: "TTC trainings" });
  const first = within(within(ttc).getAllByRole("listitem")[0]!);
  assert.is(
    first.getByRole("link").getAttribute("href"),
    "/training?id=1&sfid=7015g0000000001AAA&publish__c=true&heroku_id__c=0f8fad5b-d9cb-469f-a165-70867728950e",
  );
  assert.match(first.getByRole("link").closest("li")!.textContent!, /TTC Batch 1.*City Pune.*Status Pending.*Starts 05-07-26/);
  assert.ok(ui.getByText("No ETTC trainings here."), "an empty group says so");
  fireEvent.click(ui.getByRole("tab", { name: "Approved (1)" }));
  assert.equal(calls, ["approved"]);
});

test("an empty tab says so; the group of a type outside the three shows only when there is one", () => {
  const { ui } = show([tr(1, "Accounts", "TTC")], { tab: "rejected" });
  assert.ok(ui.getByText("No rejected trainings."));
  cleanup();
  const other = show([tr(1, "AMMD Approval", "Workshop")]);
  assert.equal(
    [...other.ui.getByRole("tabpanel").querySelectorAll("summary")].map((s) => s.textContent),
    ["TTC (0)", "ETTC (0)", "Kalamilan (0)", "Other (1)"],
  );
});

test("loading shows a spinner; a failed refresh says why and offers to try again", () => {
  assert.ok(show([], { loading: true }).ui.getByLabelText("Loading trainings"));
  cleanup();
  let retried = false;
  const { ui } = show([tr(1, "AMMD Approval", "TTC")], {
    error: "Could not reach the server.",
    onRetry: () => {
      retried = true;
    },
  });
  assert.match(ui.getByRole("alert").textContent!, /Could not reach the server/);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.ok(retried);
});

test("offline over saved trainings: one calm note with when they were saved, no alert; Try again", () => {
  let retried = 0;
  const at = Date.UTC(2026, 10, 28, 4, 12);
  const { ui } = show([tr(1, "AMMD Approval", "TTC")], {
    error: "Could not reach the server.",
    cached: true,
    offline: true,
    savedAt: at,
    onRetry: () => retried++,
  });
  assert.match(ui.getByRole("status").textContent!, /^Offline: showing the list saved on 28-11-26, 9:42 am\./);
  assert.is(ui.queryByRole("alert"), null);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  assert.ok(ui.getByRole("link", { name: "TTC Batch 1" }), "the saved rows show");
});

test("the page: a tab chosen replaces the address with ?tab= (kept on a reload and on the way back)", () => {
  const { ui, history } = renderView(
    <TrainingListPageView
      title="Trainings"
      back="/homeCMDI"
      tabs={trainingTabs([tr(1, "Accounts", "TTC")])}
      tab="pending"
      loading={false}
      refreshing={false}
      error={null}
      onRetry={() => {}}
      source={{ kind: "whole" }}
    />,
    { path: "/listTraining" },
  );
  fireEvent.click(ui.getByRole("tab", { name: "Approved (1)" }));
  assert.equal(history, ["/listTraining?tab=approved"]);
});

test("in Hindi: the tabs with their counts, a group, a row's facts and an empty tab; one training's facts (names, cities and TTC as they are)", () => {
  const rows = [tr(1, "AMMD Approval", "TTC"), tr(2, "AMMD Rejected", "ETTC", { rejection_reason: "Dates clash" })];
  let { ui } = show(rows, { tab: "approved" }, "hi");
  assert.ok(ui.getByRole("heading", { level: 1, name: "प्रशिक्षण" }));
  assert.ok(ui.getByRole("link", { name: "होम पर वापस" }));
  assert.ok(ui.getByRole("tab", { name: "बाकी (1)" }));
  assert.ok(ui.getByRole("tab", { name: "मंज़ूर (0)" }));
  assert.ok(ui.getByRole("tab", { name: "अस्वीकार (1)" }));
  assert.ok(ui.getByText("कोई मंज़ूर प्रशिक्षण नहीं।"));
  cleanup();
  ui = renderView(
    <TrainingView
      title="Training"
      back="/listTraining"
      state="training"
      training={tr(2, "AMMD Rejected", "ETTC", { rejection_reason: "Dates clash" })}
      error={null}
      onRetry={() => {}}
      photosHref="/addTrainingPhotos?id=2"
    />,
    { path: "/training", language: "hi" },
  ).ui;
  assert.ok(ui.getByRole("heading", { level: 1, name: "ETTC Batch 2" }));
  assert.ok(ui.getByRole("link", { name: "प्रशिक्षण की सूची पर वापस" }));
  assert.ok(ui.getByText("अस्वीकार"));
  assert.ok(ui.getByText("शहर"));
  assert.ok(ui.getByText("Pune"));
  assert.ok(ui.getByText("अस्वीकार करने का कारण"));
  assert.ok(ui.getByText("Dates clash"));
  assert.ok(ui.getByRole("link", { name: "प्रशिक्षण की फ़ोटो" }));
});

test("a windowed list (decision 092): what this phone holds with More from the server; the server's trainings of the tab", () => {
  let more = 0;
  let { ui } = show([tr(1, "Accounts", "TTC")], { tab: "approved", source: { kind: "device", held: 500, total: 2000, onMore: () => more++ } });
  assert.ok(ui.getByText("On this phone: the 500 open and most recent of 2,000 records."));
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  assert.is(more, 1);
  cleanup();
  ({ ui } = show([tr(1, "Accounts", "TTC")], { tab: "approved", source: { kind: "server", shown: 100, total: 1200, onMore: () => more++ } }));
  assert.ok(ui.getByText(/From the server: 100 of 1,200 records that match\./));
});

test.run();
