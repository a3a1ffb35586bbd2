// Events Planned's page (decision 035) as an FCP uses it: "Add to calendar" makes the calendar file
// of that workshop and "Add all to calendar" of every one to come (a workshop with no page to link
// to is left out), each saved under its own name with the app's download; a file that could not be
// made or saved says so, and the next try clears it.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, waitFor } from "@testing-library/react";
import { agendaByMonth, ICS_TYPE } from "../../codecs/eventsPlanned.ts";
import type { WorkshopRow } from "../../codecs/workshop.ts";
import { workshopHref } from "../../views/workshops/links.ts";
import { EventsPlannedPageView, EXPORT_FAILED, type EventsPlannedPageProps } from "./EventsPlannedPageView.tsx";
import { renderView } from "../../../test/unit/renderView.tsx";
import { workshopRowOf } from "../../../test/unit/fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const TODAY = "2026-11-26";
const ROWS = [
  workshopRowOf(4, { name: "Clay at Kothrud", start_date_time__c: "2026-12-03T10:30:00" }),
  workshopRowOf(1, { name: "Paper at Baner", start_date_time__c: "2027-01-05T09:00:00" }),
  workshopRowOf(9, { name: "No page", start_date_time__c: "2027-01-09T09:00:00" }),
];
const hrefOf = (w: WorkshopRow) => (w.id === 9 ? "" : workshopHref(w, "events"));

type Saved = { filename: string; text: string; type: string | undefined };

function draw(download: (filename: string, text: string, type?: string) => void) {
  const props: EventsPlannedPageProps = {
    title: "Events Planned",
    back: "/newHomeFCP",
    months: agendaByMonth(ROWS, TODAY),
    hrefOf,
    onOpen: () => {},
    loading: false,
    refreshing: false,
    error: null,
    onRetry: () => {},
    today: TODAY,
  };
  return renderView(<EventsPlannedPageView {...props} />, { path: "/listFCPEventsPlanned", download });
}

/** The events (SUMMARY lines) of a calendar file. */
const summaries = (ics: string) => [...ics.matchAll(/^SUMMARY:(.*)$/gm)].map((m) => m[1]!.trim());

test("Add to calendar saves that workshop's file, named after it, with a link to its page", async () => {
  const saved: Saved[] = [];
  const { ui } = draw((filename, text, type) => void saved.push({ filename, text, type }));
  fireEvent.click(ui.getByRole("button", { name: /^Add to calendar: Clay at Kothrud/ }));
  await waitFor(() => assert.is(saved.length, 1));
  const [file] = saved;
  assert.is(file!.filename, "workshop-4.ics");
  assert.is(file!.type, ICS_TYPE);
  assert.match(file!.text, /^BEGIN:VCALENDAR/);
  assert.equal(summaries(file!.text), ["Clay at Kothrud"]);
  assert.ok(file!.text.replace(/\r?\n /g, "").includes(new URL(workshopHref(ROWS[0]!, "events"), location.origin).href), "a link to its page");
  await waitFor(() => assert.not.ok(ui.getByRole("button", { name: "Add all to calendar" }).hasAttribute("disabled")));
});

test("Add all to calendar saves every workshop to come that has a page, named after today", async () => {
  const saved: Saved[] = [];
  const { ui } = draw((filename, text, type) => void saved.push({ filename, text, type }));
  fireEvent.click(ui.getByRole("button", { name: "Add all to calendar" }));
  await waitFor(() => assert.is(saved.length, 1));
  assert.is(saved[0]!.filename, "events-planned-2026-11-26.ics");
  assert.equal(summaries(saved[0]!.text), ["Clay at Kothrud", "Paper at Baner"]);
});

test("a file that could not be saved says so; the next try that works clears it", async () => {
  let fail = true;
  const saved: string[] = [];
  const { ui } = draw((filename) => {
    if (fail) throw new Error("disk full");
    saved.push(filename);
  });
  assert.is(ui.queryByRole("alert"), null);
  fireEvent.click(ui.getByRole("button", { name: "Add all to calendar" }));
  await waitFor(() => assert.is(ui.getByRole("alert").textContent, EXPORT_FAILED));
  fail = false;
  fireEvent.click(ui.getByRole("button", { name: /^Add to calendar: Paper at Baner/ }));
  await waitFor(() => assert.equal(saved, ["workshop-1.ics"]));
  await waitFor(() => assert.is(ui.queryByRole("alert"), null));
});

test.run();
