// An FCP's lead as they read it (decision 042): its details and history with its forms, the list's
// load (the first load's spinner, offline over the saved leads, a failure with Try again) and a lead
// not in the list; the forms: only the allowed moves, a message at its field and in the summary,
// what is typed sent with India's today, Convert to HPA once Interested, the write's notice.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Lead } from "../../codecs/lead.ts";
import { LeadFormsView, type LeadFormsViewProps } from "./LeadFormsView.tsx";
import { LeadView, type LeadViewProps } from "./LeadView.tsx";
import { keptFormOf, loadOf } from "../../../test/unit/fixtures.ts";
import { translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";
import { TranslateProvider } from "../../views/i18n.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const LEAD: Lead = {
  id: 7,
  name: "Asha Patil",
  mobile__c: "9000000007",
  email__c: null,
  city__c: "Pune",
  institute__c: null,
  source: "Entered by CMDI",
  status: "Interested",
  follow_up: null,
  fcp_id: 3,
  fcp_name: "Ravi",
  fcp_phone: null,
  cmdi_name: "Meera Iyer",
  hpa_id: null,
  createddate: null,
  moves: [{ from: null, to: "New", note: "Entered by CMDI", by: "Meera Iyer", at: "2026-11-20T10:30:00" }],
} as Lead;

const load = loadOf;
const wrap = (ui: React.ReactNode) =>
  within(
    render(
      <BlueprintProvider>
        <Router hook={memoryLocation({ path: "/lead" }).hook}>{ui}</Router>
      </BlueprintProvider>,
    ).container,
  );
const FormsStub = ({ lead }: { lead: Lead }) => <p>the forms of {lead.name}</p>;
const page = (over: Partial<LeadViewProps> = {}) =>
  wrap(<LeadView title="Lead" lead={LEAD} load={load()} busy={false} failed={false} Forms={FormsStub} {...over} />);

test("the lead: its name as the title, its details, its forms and its history; Back to leads", () => {
  const ui = page();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Asha Patil" }));
  assert.equal(
    ui.getAllByRole("definition").map((d) => d.textContent),
    ["Interested", "9000000007", "-", "Pune", "-", "Entered by CMDI", "-", "Meera Iyer"],
  );
  assert.ok(ui.getByText("the forms of Asha Patil"));
  assert.match(
    within(ui.getByRole("list", { name: "History" })).getByRole("listitem").textContent!,
    /Entered as New.*20-11-26, 10:30 am, Meera Iyer/,
  );
  assert.is(ui.getByRole("link", { name: "Back to leads" }).getAttribute("href"), "/listLead");
});

test("the first load's spinner; a lead not in the list says so; a failed load says why with Try again; offline over saved leads", () => {
  let ui = page({ lead: null, load: load({ loading: true }), busy: true });
  assert.ok(ui.getByLabelText("Loading the lead"));
  assert.ok(ui.getByRole("heading", { level: 1, name: "Lead" }));
  cleanup();
  ui = page({ lead: null });
  assert.ok(ui.getByText("It may be assigned to another FCP."));
  cleanup();
  let retried = 0;
  ui = page({ lead: null, failed: true, load: load({ error: "Could not reach the server.", onRetry: () => retried++ }) });
  assert.match(ui.getByRole("alert").textContent!, /Could not reach the server/);
  assert.is(ui.queryByText("It may be assigned to another FCP."), null);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  cleanup();
  ui = page({ load: load({ error: "Could not reach the server.", cached: true, offline: true, savedAt: Date.UTC(2026, 10, 28, 4, 12) }) });
  assert.match(ui.getByRole("status").textContent!, /^Offline: showing the list saved on 28-11-26, 9:42 am\./);
  assert.ok(ui.getByText("the forms of Asha Patil"));
});

const MOVE = { to: "", note: "", follow_up: "" };
const CONVERT = { type: "", mobile__c: LEAD.mobile__c, note: "" };

function forms(over: Partial<LeadFormsViewProps> = {}) {
  const calls: unknown[] = [];
  const ui = wrap(
    <LeadFormsView
      lead={LEAD}
      moves={["Not interested"]}
      canConvert
      saving={false}
      kind={null}
      fieldErrors={{}}
      notice={null}
      formError={null}
      moveForm={keptFormOf(MOVE, { onChange: (field, value) => void calls.push(["move typed", field, value]) })}
      convertForm={keptFormOf(CONVERT, { onChange: (field, value) => void calls.push(["convert typed", field, value]) })}
      onMove={(values, today) => void calls.push(["move", values, /^\d{4}-\d\d-\d\d$/.test(today)])}
      onConvert={(values) => void calls.push(["convert", values])}
      {...over}
    />,
  );
  return { ui, calls };
}

test("the forms: only the allowed moves; what is typed goes to its form; a move sends its values with today; Convert to HPA sends its values", () => {
  let { ui, calls } = forms();
  const to = ui.getByLabelText(/New status/) as HTMLSelectElement;
  assert.equal(
    [...to.options].map((o) => o.textContent),
    ["Choose a status", "Not interested"],
  );
  fireEvent.change(to, { target: { value: "Not interested" } });
  fireEvent.change(ui.getByLabelText(/^Note/, { selector: "#lead-move-note" }), { target: { value: "Moved away" } });
  fireEvent.change(ui.getByLabelText(/HPA Type/), { target: { value: (ui.getByLabelText(/HPA Type/) as HTMLSelectElement).options[1]!.value } });
  fireEvent.change(ui.getByLabelText(/^Mobile No/), { target: { value: "9000000008" } });
  assert.equal(calls, [
    ["move typed", "to", "Not interested"],
    ["move typed", "note", "Moved away"],
    ["convert typed", "type", (ui.getByLabelText(/HPA Type/) as HTMLSelectElement).options[1]!.value],
    ["convert typed", "mobile__c", "9000000008"],
  ]);
  assert.is((ui.getByLabelText(/^Mobile No/) as HTMLInputElement).value, "9000000007", "the lead's mobile number to start with");
  cleanup();
  const typed = { to: "Not interested", note: "Moved away", follow_up: "2026-12-01" };
  ({ ui, calls } = forms({ moveForm: keptFormOf(typed), convertForm: keptFormOf({ ...CONVERT, type: "Art Maker" }) }));
  assert.is((ui.getByLabelText(/New status/) as HTMLSelectElement).value, "Not interested");
  assert.is((ui.getByLabelText(/^Follow-up date/) as HTMLInputElement).value, "2026-12-01");
  assert.ok(ui.getByText("Chosen: 1 December 2026 (01-12-26)"), "the day in the app's form under the browser's own");
  assert.is((ui.getByLabelText(/HPA Type/) as HTMLSelectElement).value, "Art Maker");
  fireEvent.click(ui.getByRole("button", { name: "Save status" }));
  fireEvent.click(ui.getByRole("button", { name: "Convert to HPA" }));
  assert.equal(calls, [
    ["move", typed, true],
    ["convert", { type: "Art Maker", mobile__c: "9000000007", note: "" }],
  ]);
});

test("a kept draft says 'Draft restored' at its own form, whose Discard goes back; none for a form without one", () => {
  let discarded = 0;
  const { ui } = forms({ convertForm: keptFormOf(CONVERT, { restored: true, changed: true, onDiscard: () => discarded++ }) });
  const note = ui.getByRole("status");
  assert.match(note.textContent!, /^Draft restored: what you typed last time on this device is back\./);
  assert.ok(ui.getByRole("region", { name: "Convert to HPA" }).contains(note), "at the conversion's form");
  fireEvent.click(within(note).getByRole("button", { name: "Discard" }));
  assert.is(discarded, 1);
});

test("a refusal at its field and in the summary, for its own form only; the notice; while saving nothing is sent again", () => {
  let { ui, calls } = forms({ kind: "move", fieldErrors: { note: "Please enter a note." }, formError: "Could not save." });
  assert.ok(ui.getByText("One field needs attention"));
  assert.is(ui.getByRole("link", { name: "Note" }).getAttribute("href"), "#lead-move-note");
  assert.is(ui.getByRole("link", { name: "Note" }).closest("ul")?.className, "form-errors-list", "the app's one summary list (its links underlined)");
  assert.ok(ui.getAllByRole("alert").some((a) => a.textContent === "Could not save."));
  cleanup();
  ({ ui, calls } = forms({ kind: "convert", notice: { message: "Lead converted: the new HPA is in your HPA list", intent: "success" } }));
  assert.ok(ui.getByText("Lead converted: the new HPA is in your HPA list"));
  assert.is(ui.queryByText("One field needs attention"), null);
  cleanup();
  ({ ui, calls } = forms({ saving: true, kind: "move" }));
  fireEvent.submit(ui.getByRole("button", { name: "Save status" }).closest("form")!);
  assert.equal(calls, []);
  cleanup();
  ({ ui } = forms({ lead: { ...LEAD, status: "Converted", hpa_id: 12 }, moves: [], canConvert: false }));
  assert.ok(ui.getByText(/This lead is now an HPA\./));
  assert.is(ui.getByRole("link", { name: "Open the HPA" }).getAttribute("href"), "/assignedHPA?id=12");
  assert.is(ui.queryByRole("button", { name: "Convert to HPA" }), null);
});

test("in Hindi: the details' names, the status and source, the history and Back to leads", () => {
  const ui = wrap(
    <TranslateProvider value={translator("hi", hi)}>
      <LeadView title="Lead" lead={LEAD} load={load()} busy={false} failed={false} Forms={FormsStub} />
    </TranslateProvider>,
  );
  assert.ok(ui.getByText("स्थिति"));
  assert.equal(ui.getAllByRole("definition")[0].textContent, "रुचि है");
  assert.equal(ui.getAllByRole("definition")[5].textContent, "CMDI ने दर्ज की");
  assert.match(within(ui.getByRole("list", { name: "इतिहास" })).getByRole("listitem").textContent!, /नई के रूप में दर्ज/);
  assert.ok(within(ui.getByRole("list", { name: "इतिहास" })).getByText("CMDI ने दर्ज की"), "the app's note of how the lead came in");
  assert.ok(ui.getByRole("link", { name: "लीड की सूची पर वापस" }));
});

test.run();
