// The HPAs a CMDI assigned to an FCP (/listFCPAssignedHPA, decision 041) as the FCP reads them: only
// the assigned ones, each name opening its HPA; none assigned says so; the first load, a failure
// with Try again, and Back to the person's home.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { AssignedHpaListView, type AssignedHpaListViewProps } from "./AssignedHpaListView.tsx";
import { renderView } from "../../../test/unit/renderView.tsx";
import { hpaOf, loadOf } from "../../../test/unit/fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const draw = (over: Partial<AssignedHpaListViewProps> = {}) =>
  renderView(
    <AssignedHpaListView
      title="Assigned HPAs"
      back="/homeFCP"
      rows={[hpaOf(1), hpaOf(2, { assigned: true }), hpaOf(4, { assigned: true })]}
      load={loadOf()}
      failed={false}
      {...over}
    />,
    { path: "/listFCPAssignedHPA" },
  ).ui;

test("only the HPAs a CMDI assigned, each name opening its HPA; Back to home", () => {
  const ui = draw();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Assigned HPAs" }));
  const rows = within(ui.getByRole("list", { name: "Assigned HPAs" })).getAllByRole("listitem");
  assert.equal(
    rows.map((li) => within(li).getByRole("link").textContent),
    ["HPA 2", "HPA 4"],
  );
  assert.is(within(rows[0]!).getByRole("link", { name: "HPA 2" }).getAttribute("href"), "/assignedHPA?id=2");
  assert.is(ui.getByRole("link", { name: /Back/ }).getAttribute("href"), "/homeFCP");
  assert.is(ui.queryByText("No assigned HPAs"), null);
});

test("none assigned says so; not while the list loads, nor when it failed, which offers Try again", () => {
  let ui = draw({ rows: [hpaOf(1)] });
  assert.ok(ui.getByText("No assigned HPAs"));
  assert.is(ui.queryByRole("list", { name: "Assigned HPAs" }), null);
  cleanup();
  ui = draw({ rows: [], load: loadOf({ loading: true }) });
  assert.is(ui.queryByText("No assigned HPAs"), null);
  cleanup();
  let retried = 0;
  ui = draw({ rows: [], failed: true, load: loadOf({ error: "Could not reach the server.", onRetry: () => retried++ }) });
  assert.match(ui.getByRole("alert").textContent!, /Could not reach the server\./);
  assert.is(ui.queryByText("No assigned HPAs"), null);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test.run();
