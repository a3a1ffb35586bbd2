// /fieldDevices as a manager reads it (decision 078): the people not synced in the last N days (or
// never) flagged at the top; each device with when it last synced, its changes waiting to be sent
// and not saved, build, storage, speed score and the day's errors, in the heading's words (decision
// 105); the CSV link and its columns; the first load's spinner; no one to show; in Hindi.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, within } from "@testing-library/react";
import type { FieldDevice } from "../../codecs/fieldDevices.ts";
import { FieldDevicesView, type FieldDevicesViewProps } from "./FieldDevicesView.tsx";
import { loadOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const row = (over: Partial<FieldDevice> = {}): FieldDevice => ({
  key: "account:1/7",
  person: "Asha Verma",
  role: "FCP",
  device: 7,
  deviceName: "Chrome on Android",
  lastSync: "2026-11-28T06:30:00.000Z",
  lastUp: "2026-11-28T06:00:00.000Z",
  lastDown: "2026-11-28T06:30:00.000Z",
  build: "1.4.0+a1b2c3d",
  waiting: 14,
  refusals: 2,
  storage: 48_200_000,
  day: "2026-11-28",
  pages: [6, 2, 0],
  syncs: [2, 0, 0],
  errors: [{ message: 'TypeError: Cannot read "…"', top: "/assets/app.js:1:2" }],
  errorCount: 3,
  stale: false,
  staleDays: 3,
  mobile: "9000000001",
  firstSeen: "2026-11-20T04:30:00.000Z",
  ...over,
});
const ROWS = [
  row({
    key: "account:2/-",
    person: "Bina Rao",
    device: null,
    deviceName: null,
    lastSync: null,
    build: null,
    waiting: 0,
    refusals: 0,
    storage: null,
    pages: [0, 0, 0],
    syncs: [0, 0, 0],
    errors: [],
    errorCount: 0,
    stale: true,
  }),
  row({ key: "account:3/9", person: "Chetan Das", device: 9, lastSync: "2026-11-20T06:30:00.000Z", stale: true, errors: [], errorCount: 0 }),
  row(),
  // the same person on a second browser of the same kind, and a namesake whose row was cached without a mobile
  row({ key: "account:1/8", device: 8, firstSeen: "2026-11-27T04:30:00.000Z", lastSync: "2026-11-27T06:30:00.000Z", errors: [], errorCount: 0 }),
  row({ key: "account:4/-", person: "Bina Rao", mobile: "9812345678", device: null, deviceName: null, lastSync: null, stale: true }),
];

function view(over: Partial<FieldDevicesViewProps> = {}, language: "en" | "hi" = "en") {
  return renderView(<FieldDevicesView title="Field devices" back="/homeCMDI" load={loadOf()} settled today="2026-11-28" rows={ROWS} {...over} />, {
    path: "/fieldDevices",
    language,
  }).ui;
}

test("flagged at the top, each under its own heading: not synced in the last N days, then never synced; then each device with its figures; the CSV link", () => {
  const ui = view();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Field devices" }));
  assert.ok(ui.getByRole("heading", { level: 2, name: "Not synced in the last 3 days" }));
  const flagged = within(ui.getByRole("list", { name: "Not synced in the last 3 days" })).getAllByRole("listitem");
  assert.equal(
    flagged.map((li) => li.textContent),
    ["Chetan Das · …0001 (FCP, Chrome on Android, no. 9): last synced 20-11-26, 12:00 pm"],
  );
  // who never synced is not "not synced in the last 3 days" but never: their own heading (decision 111)
  assert.ok(ui.getByRole("heading", { level: 2, name: "Never synced" }));
  const never = within(ui.getByRole("list", { name: "Never synced" })).getAllByRole("listitem");
  // two of one name told apart by their mobile's last four digits, as every list names people
  assert.equal(
    never.map((li) => li.textContent),
    ["Bina Rao · …0001 (FCP)", "Bina Rao · …5678 (FCP)"],
  );
  const cards = within(ui.getByRole("list", { name: "Devices" }))
    .getAllByRole("listitem")
    .filter((li) => li.parentElement?.getAttribute("aria-label") === "Devices");
  assert.is(cards.length, 3, "the devices that reported");
  // one person's two browsers of one kind differ by their number and when each was first seen and last synced
  const [one, two] = [cards[1]!.textContent!, cards[2]!.textContent!];
  assert.ok(one.includes("Chrome on Android, no. 7") && one.includes("First seen20-11-26, 10:00 am"), one);
  assert.ok(two.includes("Chrome on Android, no. 8") && two.includes("First seen27-11-26, 10:00 am"), two);
  const asha = cards[1]!;
  const text = asha.textContent!;
  for (const s of [
    "Asha Verma · …0001",
    "FCP",
    "Chrome on Android",
    "Last synced28-11-26, 12:00 pm",
    "Changes waiting to be sent14",
    "Changes not saved2",
    "Build1.4.0+a1b2c3d",
    "Storage48.2 MB",
    "Speed score90%",
    "pages: 6 fast, 2 slow, 0 too slow; syncs: 2 fast, 0 slow, 0 too slow",
    "Errors today3",
  ])
    assert.ok(text.includes(s), `${s} in ${text}`);
  assert.ok(within(asha).getByRole("list", { name: "Errors of Asha Verma's device" }).textContent!.includes('TypeError: Cannot read "…"'));
  assert.ok(within(cards[0]!).getByText("Not synced in the last 3 days"), "a stale device is tagged in the heading's words");
  const csv = ui.getByRole("link", { name: "Download the field devices as CSV" });
  assert.is(csv.getAttribute("download"), "field-devices-2026-11-28.csv");
});

test("the first load's spinner; no one to show once loaded; a failure with Try again", () => {
  let ui = view({ rows: [], settled: false, load: loadOf({ loading: true }) });
  assert.ok(ui.getByLabelText("Loading field devices"));
  cleanup();
  ui = view({ rows: [] });
  assert.ok(ui.getByText("No one to show"));
  cleanup();
  let retried = 0;
  ui = view({ rows: [], settled: false, load: loadOf({ error: "The field devices could not be loaded.", onRetry: () => retried++ }) });
  ui.getByRole("button", { name: "Try again" }).click();
  assert.is(retried, 1);
});

test("in Hindi", () => {
  const ui = view({}, "hi");
  assert.ok(ui.getByRole("heading", { level: 1, name: "फ़ील्ड डिवाइस" }));
  assert.ok(ui.getByRole("list", { name: "पिछले 3 दिनों में सिंक नहीं हुआ" }));
  assert.ok(ui.getByRole("list", { name: "कभी सिंक नहीं हुआ" }));
});

test.run();
