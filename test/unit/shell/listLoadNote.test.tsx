// What a list says of its load over its rows (issue 49 item 3): offline with saved rows, one calm
// note of what is shown and from when, not an alert; a server slow to answer says so, with or
// without saved rows; any other failure says why and offers Try again.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render } from "@testing-library/react";
import { type ListLoad, ListLoadNote, savedOn } from "../../../src/views/shell/PageStates.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const base: ListLoad = { loading: false, refreshing: false, error: null, onRetry: () => {} };
const show = (over: Partial<ListLoad>) => render(<ListLoadNote load={{ ...base, ...over }} />);

test("the time a saved list was fetched, as the header writes its last sync: India's date and time", () => {
  assert.is(savedOn(Date.parse("2026-11-28T04:12:00Z")), "28-11-26, 9:42 am");
  assert.is(savedOn(Date.parse("2026-11-27T19:00:00Z")), "28-11-26, 12:30 am", "after midnight in India is the next day there");
});

test("offline over saved rows: one calm status with the time, no alert, and Try again", () => {
  let retried = 0;
  const at = Date.now() - 60_000;
  const ui = show({ error: "Could not reach the server.", cached: true, offline: true, savedAt: at, onRetry: () => void retried++ });
  const note = ui.getByRole("status");
  assert.is(note.textContent, `Offline: showing the list saved on ${savedOn(at)}. Try again`);
  assert.is(ui.queryByRole("alert"), null, "no alarm over rows that are there");
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test("offline over saved rows never fetched on this device says they are saved on it", () => {
  const ui = show({ error: "Could not reach the server.", cached: true, offline: true });
  assert.match(ui.getByRole("status").textContent!, /^Offline: showing the list saved on this device\./);
});

test("a failure while online, or with nothing saved, still says why in an alert", () => {
  let ui = show({ error: "The outlets could not be loaded: the server had a problem.", cached: true, offline: false });
  assert.match(ui.getByRole("alert").textContent!, /the server had a problem/);
  cleanup();
  ui = show({ error: "Not on this device yet: connect once to load it.", cached: false, offline: true });
  assert.match(ui.getByRole("alert").textContent!, /Not on this device yet/);
});

test("a slow server: said with the saved rows' time, or that it is still trying; nothing while it is not slow", () => {
  const at = Date.now() - 5 * 60_000;
  let ui = show({ refreshing: true, slow: true, cached: true, savedAt: at });
  assert.is(ui.getByRole("status").textContent, `The server is slow to answer: showing the list saved on ${savedOn(at)}.`);
  cleanup();
  ui = show({ loading: true, slow: true, cached: false });
  assert.is(ui.getByRole("status").textContent, "The server is slow to answer. Still trying…");
  cleanup();
  ui = show({ refreshing: true, cached: true });
  assert.is(ui.container.textContent, "");
});

test.run();
