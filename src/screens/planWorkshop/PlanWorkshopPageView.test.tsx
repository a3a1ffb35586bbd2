// The plan's page (decision 038) as an FCP meets it: the plan form, and while typed changes would be
// lost, leaving by a link or a menu asks "Leave this page?" first: Stay keeps the form, Leave goes;
// with nothing changed it goes at once.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { emptyPlan } from "../../codecs/workshopPlan.ts";
import { LEAVE_QUESTION } from "../../views/drafts.tsx";
import type { PlanWorkshopViewProps } from "../../views/workshops/PlanWorkshopView.tsx";
import { PlanWorkshopPageView } from "./PlanWorkshopPageView.tsx";
import { navigateInApp, recorder, renderView } from "../../../test/unit/renderView.tsx";

const HERE = "/planningWorkshop";

test.before.each(() => history.replaceState(null, "", HERE));
test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function draw(changed: boolean) {
  const r = recorder();
  const props: PlanWorkshopViewProps = {
    title: "Plan a Workshop",
    back: { to: "/homeFCP", label: "Back to workshops" },
    mode: "editing",
    values: { ...emptyPlan(), category: "School" },
    fieldErrors: {},
    formError: null,
    message: null,
    workshopHref: null,
    saving: false,
    today: "2026-11-28",
    lastDay: "2027-03-31",
    schools: [],
    schoolsHeld: false,
    schoolsFailed: false,
    articles: [],
    onChange: r.on("change"),
    onAddArticle: r.on("add"),
    onArticleChange: r.on("article"),
    onRemoveArticle: r.on("remove"),
    onSave: r.on("save"),
    onRetry: r.on("retry"),
    onRetrySchools: r.on("retrySchools"),
  };
  return { ...renderView(<PlanWorkshopPageView {...props} changed={changed} />, { path: HERE }), ...r };
}

test("the plan form is the page: its fields reach the flow and Save and preview saves", () => {
  const { ui, calls } = draw(false);
  assert.ok(ui.getByRole("heading", { level: 1, name: "Plan a Workshop" }));
  assert.is((ui.getByLabelText(/^Category/) as HTMLSelectElement).value, "School");
  fireEvent.change(ui.getByLabelText(/^Planned participants/), { target: { value: "25" } });
  fireEvent.submit(ui.getByRole("button", { name: "Save and preview" }).closest("form")!);
  assert.equal(
    calls.map(([n, ...a]) => (n === "change" ? [n, ...a] : [n])),
    [["change", "planned", "25"], ["save"]],
  );
});

test("a changed plan: leaving asks first; Stay keeps the form, Leave goes where the person was going", async () => {
  const { body } = draw(true);
  assert.is(body.queryByText(LEAVE_QUESTION), null);
  assert.is(navigateInApp("/homeFCP"), HERE, "held");
  const dialog = within(body.getByRole("alertdialog"));
  assert.ok(dialog.getByText(LEAVE_QUESTION));
  fireEvent.click(dialog.getByRole("button", { name: "Stay" }));
  assert.is(location.pathname, HERE);
  await waitFor(() => assert.is(body.queryByText(LEAVE_QUESTION), null));
  navigateInApp("/homeFCP");
  fireEvent.click(within(body.getByRole("alertdialog")).getByRole("button", { name: "Leave" }));
  assert.is(location.pathname, "/homeFCP");
});

test("nothing changed: leaving goes at once, nothing asked", () => {
  const { body } = draw(false);
  assert.is(navigateInApp("/homeFCP"), "/homeFCP");
  assert.is(body.queryByText(LEAVE_QUESTION), null);
});

test.run();
