// The FCP list's tabs (/listMyFCP) through the whole app: a tab switch keeps the tabbed body
// mounted (TabbedPanel, decision 057), so what must start again on another tab is keyed by it: the
// table's "Show more" count.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import type { FakeRequest } from "../../../src/effects/fakes.ts";
import type { FcpRow } from "../../../src/codecs/people.ts";
import { fcpRowOf, userOf } from "../fixtures.ts";
import { renderApp, until } from "./harness.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const ravi = userOf({ id: 7, sfid: "005CMDI", name: "Ravi Kumar", firstName: "Ravi", role: "CMDI", recordtypeid: null, assigned_cmdi__c: null });
const fcp = (id: number, active: boolean): FcpRow => fcpRowOf(id, { active });
const all = Array.from({ length: 60 }, (_, i) => fcp(i + 1, i < 55));
const byStatus = { all, active: all.filter((f) => f.active), inactive: all.filter((f) => !f.active) };

test("another tab's FCPs start again at one page after 'Show more'", async () => {
  const app = renderApp(
    "/listMyFCP",
    {
      "GET /api/me": () => ({ status: 200, body: { user: ravi } }),
      "POST /api/query": (req: FakeRequest) => {
        const { op, params } = req.body as { op: string; params: { status?: keyof typeof byStatus } };
        return { status: 200, body: { rows: op === "fcps.list" && params.status ? byStatus[params.status] : [] } };
      },
    },
    { token: "tok", authData: JSON.stringify(ravi), role: "CMDI" },
  );
  const rowsShown = () => {
    const table = app.ui.queryByRole("table", { name: /FCPs$/ });
    return table ? within(table).getAllByRole("row").length - 1 : 0;
  };
  await until(() => rowsShown() === 50, "the first page of all FCPs");
  fireEvent.click(app.ui.getByRole("button", { name: /Show more/ }));
  assert.is(rowsShown(), 60);
  fireEvent.click(app.ui.getByRole("tab", { name: "Active" }));
  await until(() => app.ui.queryByRole("table", { name: "Active FCPs" }) !== null && rowsShown() > 0, "the active FCPs");
  assert.is(rowsShown(), 50);
  assert.ok(app.ui.getByRole("button", { name: "Show more (5 more)" }));
});

test.run();
