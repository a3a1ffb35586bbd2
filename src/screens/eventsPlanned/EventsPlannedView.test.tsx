// The FCP's Events Planned as a person reads it (decision 035): a heading per month, each workshop's
// date and time, its name linking to its details and its stage, "Add to calendar" per workshop and
// "Add all to calendar"; the first load's spinner, a failed load with Try again, the empty state.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { agendaByMonth } from "../../codecs/eventsPlanned.ts";
import type { WorkshopRow } from "../../codecs/workshop.ts";
import { EMPTY, EventsPlannedView, type EventsPlannedViewProps } from "./EventsPlannedView.tsx";
import { workshopHref } from "../../views/workshops/links.ts";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const row = (id: number, start: string, over: Partial<WorkshopRow> = {}): WorkshopRow => ({
  id,
  sfid: `0065g0000000${String(id).padStart(3, "0")}AAA`,
  heroku_id__c: null,
  name: `Workshop ${id}`,
  stagename: "Planning",
  start_date_time__c: start,
  end_date_time__c: null,
  createddate: null,
  accountid: "0015g00000DEMO1AAA",
  fcpname__c: "Asha Verma",
  assigned_cmdi__c: null,
  cmdi_name__c: null,
  assigned_ammd__c: null,
  ...over,
});

function show(rows: WorkshopRow[], over: Partial<EventsPlannedViewProps> = {}, language: "en" | "hi" = "en") {
  const calls: Array<{ ids: number[]; all: boolean }> = [];
  const props: EventsPlannedViewProps = {
    title: "Events Planned",
    back: "/newHomeFCP",
    months: agendaByMonth(rows, "2026-11-26"),
    hrefOf: (w) => workshopHref(w, "events"),
    onOpen: () => {},
    loading: false,
    refreshing: false,
    error: null,
    onRetry: () => {},
    onExport: (ws, all) => void calls.push({ ids: ws.map((w) => w.id), all }),
    exporting: false,
    exportError: null,
    ...over,
  };
  return { ui: renderView(<EventsPlannedView {...props} />, { path: "/listFCPEventsPlanned", language }).ui, calls };
}

test("the agenda: a heading per month, each workshop's date, time, link to its details and stage; Add to calendar per workshop and for all", () => {
  const { ui, calls } = show([
    row(1, "2027-01-05T09:00:00"),
    row(4, "2026-12-03T10:30:00", { stagename: "Awaiting AMMD Approval" }),
    row(2, "2026-11-20T10:00:00"), // past
  ]);
  assert.equal(
    ui.getAllByRole("heading", { level: 2 }).map((h) => h.textContent),
    ["Dec 2026", "Jan 2027"],
  );
  const dec = within(ui.getByRole("region", { name: "Dec 2026" }));
  const item = within(dec.getAllByRole("listitem")[0]!);
  assert.is(
    item.getByRole("link", { name: "Workshop 4" }).getAttribute("href"),
    "/workshop?id=4&source=events&workshopSFID=0065g0000000004AAA&stagename=Awaiting+AMMD+Approval",
  );
  assert.match(dec.getAllByRole("listitem")[0]!.textContent!, /03-12-26, 10:30 am.*Workshop 4.*Awaiting AMMD Approval/);
  assert.not.ok(ui.queryByText("Workshop 2"), "a past workshop is not listed");
  fireEvent.click(item.getByRole("button", { name: "Add to calendar: Workshop 4, 03-12-26, 10:30 am" }));
  fireEvent.click(ui.getByRole("button", { name: "Add all to calendar" }));
  assert.equal(calls, [
    { ids: [4], all: false },
    { ids: [4, 1], all: true },
  ]);
  assert.not.ok(ui.queryByRole("status"), "no empty state");
});

test("nothing to come: the empty state, no export", () => {
  const { ui } = show([row(2, "2026-11-20T10:00:00")]);
  const status = within(ui.getByRole("status"));
  assert.ok(status.getByText(EMPTY.title));
  assert.ok(status.getByText(EMPTY.description));
  assert.not.ok(ui.queryByRole("button", { name: "Add all to calendar" }));
});

test("loading: a spinner and no empty state; a failed load says why and offers to try again", () => {
  const loading = show([], { loading: true });
  assert.ok(loading.ui.getByLabelText("Loading events"));
  assert.not.ok(loading.ui.queryByText(EMPTY.title));
  cleanup();
  let retried = false;
  const { ui } = show([], {
    error: "Could not reach the server.",
    onRetry: () => {
      retried = true;
    },
  });
  assert.ok(ui.getByText("Could not reach the server."));
  assert.not.ok(ui.queryByText(EMPTY.title), "a failed load is not 'nothing planned'");
  fireEvent.click(ui.getByRole("button", { name: /try again/i }));
  assert.ok(retried);
});

test("while a file is made the export buttons wait; a failure is said", () => {
  const { ui } = show([row(4, "2026-12-03T10:30:00")], { exporting: true, exportError: "The calendar file could not be made. Please try again." });
  assert.ok(ui.getByRole("button", { name: "Add all to calendar" }).hasAttribute("disabled"));
  assert.is(ui.getByRole("alert").textContent, "The calendar file could not be made. Please try again.");
});

test("in Hindi: the title, the months, the stage, Add to calendar with the workshop's name and date as they are; the empty state", () => {
  const { ui } = show([row(4, "2026-12-03T10:30:00", { stagename: "Awaiting AMMD Approval" }), row(1, "2027-01-05T09:00:00")], {}, "hi");
  assert.equal(
    ui.getAllByRole("heading", { level: 2 }).map((h) => h.textContent),
    ["दिस॰ 2026", "जन॰ 2027"],
  );
  assert.ok(ui.getByRole("heading", { level: 1, name: "योजना में कार्यक्रम" }));
  assert.ok(ui.getByRole("link", { name: "वापस" }));
  assert.ok(ui.getByText("AMMD की मंज़ूरी का इंतज़ार"));
  assert.ok(ui.getByRole("button", { name: "सब कैलेंडर में जोड़ें" }));
  assert.ok(ui.getByRole("button", { name: /^कैलेंडर में जोड़ें: Workshop 4, / }));
  cleanup();
  const empty = show([], { months: [] }, "hi").ui;
  assert.ok(empty.getByRole("heading", { name: "कोई कार्यक्रम तय नहीं" }));
});

test.run();
