// A person's workshops as the super admin reads them (/Workshoplist, spec 2.11): the list titled by
// the page, who it is of under the title, each row's end date and stage, its name opening the
// workshop's details; Back to Super Admin on that person's tab. (The list's other states: the shared
// View's test, src/screens/myWorkshops/WorkshopListView.test.tsx.)
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { WorkshopListView, type WorkshopListViewProps } from "../../views/workshops/WorkshopListView.tsx";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";
import { workshopRowOf } from "../../../test/unit/fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

test("whose workshops, each with its end date and stage, its name opening its details; Back to Super Admin", () => {
  const r = recorder();
  const props: WorkshopListViewProps = {
    title: "Workshop List",
    subtitle: "Asha Verma (FCP)",
    back: { to: "/super?tab=FCP", label: "Back to Super Admin" },
    fields: ["end"],
    rows: [
      workshopRowOf(3, { sfid: "a0W3", name: "Clay at Kothrud", stagename: "Completed", end_date_time__c: "2026-10-02T13:00:00" }),
      workshopRowOf(5, { sfid: "a0W5", name: "Paper at Baner", stagename: "Planned", end_date_time__c: null }),
    ],
    hrefOf: (w) => `/WorkshopDetails?id=${w.id}&source=lists&user=0035g000ASHA&type=FCP`,
    onOpen: r.on("open"),
    loading: false,
    refreshing: false,
    error: null,
    onRetry: r.on("retry"),
  };
  const { ui, calls } = { ...renderView(<WorkshopListView {...props} />, { path: "/Workshoplist" }), ...r };
  assert.ok(ui.getByRole("heading", { level: 1, name: "Workshop List" }));
  assert.ok(ui.getByText("Asha Verma (FCP)"));
  assert.is(ui.getByRole("link", { name: "Back to Super Admin" }).getAttribute("href"), "/super?tab=FCP");
  const rows = within(ui.getByRole("list", { name: "Workshops" })).getAllByRole("listitem");
  assert.is(rows.length, 2);
  assert.match(rows[0]!.textContent!, /Clay at Kothrud.*End date 02-10-26.*Completed/);
  assert.match(rows[1]!.textContent!, /Paper at Baner.*End date -.*Planned/);
  assert.not.match(rows[0]!.textContent!, /Start date/, "only the end date");
  fireEvent.click(within(rows[0]!).getByRole("link", { name: "Clay at Kothrud" }));
  assert.equal(calls, [["open", "/WorkshopDetails?id=3&source=lists&user=0035g000ASHA&type=FCP"]]);
});

test.run();
