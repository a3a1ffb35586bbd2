// One HPA (/assignedHPA?id=, decision 041) as an FCP reads it: its name as the title and its facts,
// a fact not known as a dash, Back to HPAs; one the cached list does not hold is not found, but not
// while the list loads or failed to load; a refresh and offline over the saved list say so.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup } from "@testing-library/react";
import { HPA_MESSAGES } from "../../codecs/hpa.ts";
import { HpaView, type HpaViewProps } from "./HpaView.tsx";
import { renderView } from "../../../test/unit/renderView.tsx";
import { hpaOf, loadOf } from "../../../test/unit/fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const draw = (over: Partial<HpaViewProps> = {}) =>
  renderView(<HpaView title="Assigned HPA" hpa={hpaOf(3)} load={loadOf()} busy={false} failed={false} {...over} />, { path: "/assignedHPA" }).ui;

test("an HPA: its name as the title, each fact by its name (a dash for one not known), Back to HPAs", () => {
  const ui = draw({ hpa: hpaOf(3, { email__c: "a@b.in", assigned: true }) });
  assert.ok(ui.getByRole("heading", { level: 1, name: "HPA 3" }));
  assert.equal(
    ui.getAllByRole("term").map((t) => t.textContent),
    ["Name", "HPA Type", "Mobile No", "Email", "City", "State", "Institute", "Assigned by CMDI"],
  );
  assert.equal(
    ui.getAllByRole("definition").map((d) => d.textContent),
    ["HPA 3", "Art Maker", "9000000003", "a@b.in", "Pune", "-", "-", "Yes"],
  );
  assert.is(ui.getByRole("link", { name: "Back to HPAs" }).getAttribute("href"), "/listHPA");
  cleanup();
  assert.is(draw().getAllByRole("definition").at(-1)!.textContent, "No", "not assigned by a CMDI");
});

test("one the list does not hold: not found, under the page's title; not while it loads, nor when the load failed", () => {
  let ui = draw({ hpa: null });
  assert.ok(ui.getByRole("heading", { level: 1, name: "Assigned HPA" }));
  assert.ok(ui.getByText(HPA_MESSAGES.notFound));
  cleanup();
  ui = draw({ hpa: null, load: loadOf({ loading: true }), busy: true });
  assert.ok(ui.getByLabelText("Loading the HPA"));
  assert.is(ui.queryByText(HPA_MESSAGES.notFound), null);
  cleanup();
  ui = draw({ hpa: null, failed: true, load: loadOf({ error: "Could not reach the server." }) });
  assert.match(ui.getByRole("alert").textContent!, /Could not reach the server\./);
  assert.is(ui.queryByText(HPA_MESSAGES.notFound), null);
});

test("a refresh shows its spinner; offline, the saved list says so and the HPA stays", () => {
  let ui = draw({ load: loadOf({ refreshing: true }), busy: true });
  assert.ok(ui.getByLabelText("Refreshing"));
  cleanup();
  ui = draw({ load: loadOf({ error: "You are offline.", cached: true, offline: true, savedAt: Date.UTC(2026, 10, 28, 4, 12) }) });
  assert.match(ui.getByRole("status").textContent!, /^Offline: showing the list saved on 28-11-26, 9:42 am\./);
  assert.ok(ui.getByRole("heading", { level: 1, name: "HPA 3" }));
});

test.run();
