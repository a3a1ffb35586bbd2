// The HPA list as an FCP reads it (decision 041): each row's name (opening the HPA), type, mobile
// and city; the search and the type filter; none yet, none matching, the first load, a failure with
// Try again, offline with the saved list.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Hpa } from "../../codecs/hpa.ts";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { HpaListView } from "./HpaListView.tsx";
import { hpaOf } from "../../../test/unit/fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function wrap(ui: ReactNode) {
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/listHPA" }).hook}>{ui}</Router>
    </BlueprintProvider>,
  );
  return within(r.container);
}

const hpa = hpaOf;
const idle: ListLoad = { loading: false, refreshing: false, error: null, onRetry: () => {} };
const list = (rows: Hpa[], load: Partial<ListLoad> = {}, failed = false) =>
  wrap(<HpaListView title="List HPA" back="/homeFCP" rows={rows} load={{ ...idle, ...load }} failed={failed} />);
const names = (ui: ReturnType<typeof wrap>) => ui.queryAllByRole("listitem").map((li) => li.querySelector("a")?.textContent);

test("rows: the name opens the HPA; the type, mobile and city; the search and the type filter narrow them", () => {
  const ui = list([hpa(1), hpa(2, { name: "Meena Arts", type: "Vocational", city__c: "Nashik", assigned: true })]);
  assert.equal(names(ui), ["HPA 1", "Meena Arts"]);
  assert.is(ui.getByRole("link", { name: "Meena Arts" }).getAttribute("href"), "/assignedHPA?id=2");
  assert.ok(ui.getByText("Assigned by CMDI"));
  assert.ok(ui.getByRole("link", { name: "Add New HPA" }));
  assert.ok(ui.getByRole("link", { name: "Add FCP HPA" }));
  fireEvent.change(ui.getByLabelText("Search HPAs"), { target: { value: "nashik" } });
  assert.equal(names(ui), ["Meena Arts"]);
  fireEvent.change(ui.getByLabelText("Search HPAs"), { target: { value: "" } });
  fireEvent.change(ui.getByLabelText("HPA Type"), { target: { value: "Art Maker" } });
  assert.equal(names(ui), ["HPA 1"]);
  fireEvent.change(ui.getByLabelText("Search HPAs"), { target: { value: "zzz" } });
  assert.ok(ui.getByText("No HPA matches"));
});

test("none yet, the first load, a failed load with Try again, offline with the saved list", () => {
  assert.ok(list([]).getByText("No HPAs yet"));
  cleanup();
  const loading = list([], { loading: true });
  assert.is(loading.queryByText("No HPAs yet"), null);
  assert.is(loading.queryByLabelText("Search HPAs"), null, "no search before the first rows");
  cleanup();
  let retried = 0;
  const failed = list([], { error: "Could not load the HPAs.", onRetry: () => void retried++ }, true);
  assert.ok(failed.getByText(/Could not load the HPAs/));
  assert.is(failed.queryByText("No HPAs yet"), null);
  fireEvent.click(failed.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  cleanup();
  const offline = list([hpa(1)], { error: "You are offline.", cached: true, offline: true });
  assert.ok(offline.getByText(/Offline: showing the list saved/));
  assert.equal(names(offline), ["HPA 1"]);
});

test.run();
