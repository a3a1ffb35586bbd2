// A workshop list as a person reads it (an FCP's /homeFCP, a CMDI's /listWorkshopCMDI, the super
// admin's /Workshoplist): the rows with their fields and stage, a plan waiting to be sent, Back
// and the list's own action, loading, empty and failed states, and 25 rows at a time.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import type { WorkshopRow } from "../../codecs/workshop.ts";
import { PAGE, WorkshopListView, type WorkshopListViewProps } from "../../views/workshops/WorkshopListView.tsx";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";
import { workshopRowOf } from "../../../test/unit/fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const row = (id: number, over: Partial<WorkshopRow> = {}): WorkshopRow =>
  workshopRowOf(id, {
    sfid: `a0W${id}`,
    name: `Workshop ${id}`,
    stagename: "Planned",
    start_date_time__c: "2026-12-18T10:00:00",
    ...over,
  });

function draw(over: Partial<WorkshopListViewProps> = {}, language: "en" | "hi" = "en") {
  const r = recorder();
  const props: WorkshopListViewProps = {
    title: "My Workshops",
    subtitle: null,
    back: null,
    fields: ["start", "cmdi"],
    rows: [row(1)],
    hrefOf: (w) => (w.sfid ? `/workshop?id=${w.id}` : ""),
    onOpen: r.on("open"),
    loading: false,
    refreshing: false,
    error: null,
    onRetry: r.on("retry"),
    ...over,
  };
  return { ...renderView(<WorkshopListView {...props} />, { path: "/homeFCP", language }), ...r };
}

test("a row: its name opens the workshop in the app, its fields by label and its stage", () => {
  const { ui, calls } = draw({ back: { to: "/homeCMDI", label: "Back to home" }, action: { href: "/planWorkshop", label: "Plan a Workshop" } });
  const list = ui.getByRole("list", { name: "Workshops" });
  assert.match(list.textContent ?? "", /Start date 18-12-26/);
  assert.match(list.textContent ?? "", /CMDI Ravi Kumar/);
  assert.match(list.textContent ?? "", /Planned/);
  fireEvent.click(ui.getByRole("link", { name: "Workshop 1" }));
  assert.equal(calls, [["open", "/workshop?id=1"]]);
  assert.is(ui.getByRole("link", { name: "Back to home" }).getAttribute("href"), "/homeCMDI");
  assert.is(ui.getByRole("link", { name: "Plan a Workshop" }).getAttribute("href"), "/planWorkshop");
});

test("a plan not sent yet opens nothing and says it is waiting", () => {
  const { ui } = draw({ rows: [row(2, { sfid: null, name: "Diwali Rangoli" })] });
  assert.is(ui.queryByRole("link", { name: "Diwali Rangoli" }), null);
  assert.ok(ui.getByText("(waiting to be sent)"));
});

test("a new plan not sent yet is named by its category and place in the reader's language, as the server will store it (decision 115)", () => {
  const pending = [
    { ...row(3, { sfid: null, name: null }), plan_category: "College", plan_place: "Lotus College" },
    { ...row(4, { sfid: null, name: null }), plan_category: "Art Avenue", plan_place: null },
  ];
  let { ui } = draw({ rows: pending });
  assert.ok(ui.getByText("College Workshop - Lotus College"));
  assert.ok(ui.getByText("Art Avenue Workshop"));
  cleanup();
  ({ ui } = draw({ rows: pending }, "hi"));
  assert.ok(ui.getByText("कॉलेज वर्कशॉप - Lotus College"));
  assert.is(ui.queryByText(/College Workshop/), null);
});

test("loading shows the spinner; none: 'No data available'; a failed load says so with Try again", () => {
  let v = draw({ rows: [], loading: true });
  assert.ok(v.ui.getByLabelText("Loading workshops"));
  assert.is(v.ui.queryByText("No data available"), null);
  cleanup();
  v = draw({ rows: [] });
  assert.is(v.ui.getByRole("status").textContent, "No data available");
  cleanup();
  v = draw({ rows: [], error: "Could not load the workshops." });
  assert.is(v.ui.queryByText("No data available"), null);
  assert.ok(v.ui.getByText(/Could not load the workshops/));
  fireEvent.click(v.ui.getByRole("button", { name: /Try again/ }));
  assert.equal(
    v.calls.map(([name]) => name),
    ["retry"],
  );
});

test(`${PAGE} rows at first, the rest with Show more`, () => {
  const { ui } = draw({ rows: Array.from({ length: PAGE + 5 }, (_, i) => row(i + 1)) });
  assert.is(ui.getAllByRole("listitem").length, PAGE);
  fireEvent.click(ui.getByRole("button", { name: "Show more (5 more)" }));
  assert.is(ui.getAllByRole("listitem").length, PAGE + 5);
});

test.run();
