// Manage People (/managePeople, decision 077) as the super admin reads it: the people with their
// role, number, manager and state, searched and filtered through the flow, each opening the form;
// Add a person; the form's fields by their labels (an FCP's record type and CMDI, a CMDI's AMMD),
// messages at their fields and summed up; the notice of a save with its values; an open person's
// actions (send the invitation again, switch off or on).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import { emptyPersonForm, type ManagedPerson, PEOPLE_MESSAGES } from "../../codecs/peopleAdmin.ts";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";
import { ManagePeopleView, type ManagePeopleViewProps, type PersonFormProps } from "./ManagePeopleView.tsx";
import { NOTICES } from "./peopleAdmin.machine.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const person = (over: Partial<ManagedPerson> = {}): ManagedPerson => ({
  kind: "FCP",
  id: 7,
  sfid: "APP000000000000007",
  name: "Kavita Joshi",
  mobile: "9820011111",
  active: true,
  fcp_type: "Teacher",
  cmdi: "a0B5g00000DEMO2AAA",
  cmdi_name: "Ravi Kumar",
  ammd: "a0B5g00000DEMO3AAA",
  ammd_name: "Meera Iyer",
  password_set: false,
  invited_at: "2026-11-28T10:00:00",
  ...over,
});
const load = { loading: false, refreshing: false, slow: false, cached: true, error: null, onRetry: () => {}, offline: false };

function draw(over: Partial<ManagePeopleViewProps> = {}, form: Partial<PersonFormProps> | null = null) {
  const r = recorder();
  const formProps: PersonFormProps | null = form
    ? {
        adding: false,
        values: { kind: "FCP", name: "Kavita Joshi", mobile: "9820011111", fcp_type: "Teacher", cmdi: "a0B5g00000DEMO2AAA", ammd: "" },
        fieldErrors: {},
        formError: null,
        notice: null,
        person: person(),
        cmdis: [
          { value: "a0B5g00000DEMO2AAA", label: "Ravi Kumar (9000000002)" },
          { value: "a0B5g00000OTHERAAA", label: "Sita Rao (9000000012)" },
        ],
        ammds: [{ value: "a0B5g00000DEMO3AAA", label: "Meera Iyer (9000000003)" }],
        busy: false,
        editing: true,
        saved: false,
        leaving: false,
        canAct: true,
        onChange: (f, v) => r.on("change")(f, v),
        onSave: () => r.on("save")(),
        onEditAgain: () => r.on("again")(),
        onBack: () => r.on("back")(),
        onStay: () => r.on("stay")(),
        onDiscard: () => r.on("discard")(),
        onAct: (a) => r.on("act")(a),
        ...form,
      }
    : null;
  const props: ManagePeopleViewProps = {
    title: "Manage People",
    back: "/super",
    load,
    query: "",
    kind: "all",
    kinds: ["FCP", "CMDI", "AMMD"],
    source: { kind: "whole" },
    people: [
      { key: "FCP:7", person: person() },
      {
        key: "CMDI:3",
        person: person({ kind: "CMDI", id: 3, name: "Ravi Kumar", mobile: "9000000002", cmdi: null, cmdi_name: null, password_set: true }),
      },
      { key: "FCP:9", person: person({ id: 9, name: "Old Hand", active: false, password_set: true }) },
    ],
    total: 3,
    onQuery: (q) => r.on("query")(q),
    onKind: (k) => r.on("kind")(k),
    onNew: () => r.on("new")(),
    onOpen: (k) => r.on("open")(k),
    form: formProps,
    ...over,
  };
  return { ...renderView(<ManagePeopleView {...props} />, { path: "/managePeople" }), ...r };
}

test("the list: each person with role, number, manager and state; search, role and Add go to the flow; a row opens the person", () => {
  const { ui, calls } = draw();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Manage People" }));
  assert.ok(ui.getByText("3 people"));
  const kavita = ui.getByRole("button", { name: /Kavita Joshi/ });
  assert.match(kavita.textContent ?? "", /FCP.*9820011111.*CMDI Ravi Kumar/);
  assert.match(kavita.textContent ?? "", /Invited/);
  assert.match(ui.getByRole("button", { name: /Old Hand/ }).textContent ?? "", /Switched off/);
  fireEvent.change(ui.getByLabelText("Search people"), { target: { value: "kav" } });
  fireEvent.change(ui.getByLabelText("Role"), { target: { value: "CMDI" } });
  fireEvent.click(ui.getByRole("button", { name: "Add a person" }));
  fireEvent.click(kavita);
  assert.equal(calls, [["query", "kav"], ["kind", "CMDI"], ["new"], ["open", "FCP:7"]]);
});

test("a long list (the walk's 167): the first hundred, then Show more draws the rest (decision 112)", () => {
  const many = Array.from({ length: 167 }, (_, i) => ({ key: `FCP:${i + 1}`, person: person({ id: i + 1, name: `Person ${i + 1}` }) }));
  const { ui } = draw({ people: many, total: 167 });
  const rows = () => document.querySelectorAll(".manage-people-list > li").length;
  assert.is(rows(), 100);
  assert.ok(ui.getByText("Showing 100 of 167 people: search to narrow the list."));
  fireEvent.click(ui.getByRole("button", { name: "Show more (67 more)" }));
  assert.is(rows(), 167);
  assert.is(ui.queryByRole("button", { name: /^Show more/ }), null, "every person drawn, the list whole on the phone: nothing more");
});

test("the phone's window: 'Show more from the server' under the list once every person on it is drawn", () => {
  let asked = 0;
  const { ui } = draw({ source: { kind: "device", held: 3, total: 40, byName: true, onMore: () => asked++ } });
  assert.ok(ui.getByText("On this phone: 3 of 40 records, the first by name."));
  const buttons = ui.getAllByRole("button", { name: "Show more from the server" });
  assert.is(buttons.length, 2);
  fireEvent.click(buttons[1]!);
  assert.is(asked, 1);
});

test("no one yet: the empty state; no match: said so", () => {
  let { ui } = draw({ people: [], total: 0 });
  assert.ok(ui.getByText("No people yet"));
  cleanup();
  ({ ui } = draw({ people: [], total: 3 }));
  assert.ok(ui.getByText("No one matches."));
});

test("adding: every field by its label, the FCP's record type and CMDI; typing and Save go to the flow; the SMS is said", () => {
  const { ui, calls } = draw({}, { adding: true, person: null, values: emptyPersonForm() });
  assert.ok(ui.getByRole("heading", { level: 1, name: "Add a person" }));
  assert.is((ui.getByLabelText(/^Role/) as HTMLSelectElement).disabled, false);
  assert.ok(ui.getByLabelText(/^Record type/));
  assert.ok(ui.getByLabelText(/^CMDI/));
  assert.is(ui.queryByLabelText(/^AMMD/), null);
  assert.ok(ui.getByText("They get an SMS with a code to set their own password."));
  assert.is(ui.queryByRole("button", { name: "Switch off" }), null, "no actions before the person exists");
  fireEvent.change(ui.getByLabelText(/^Name/), { target: { value: "Kavita" } });
  fireEvent.change(ui.getByLabelText(/^CMDI/), { target: { value: "a0B5g00000OTHERAAA" } });
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  assert.equal(calls, [["change", "name", "Kavita"], ["change", "cmdi", "a0B5g00000OTHERAAA"], ["save"]]);
  assert.is(ui.queryByText(/password/i)?.tagName === "INPUT", false, "no password field");
});

test("a CMDI's form has the AMMD, not the record type or CMDI; the role of a stored person cannot change", () => {
  const { ui } = draw({}, { values: { kind: "CMDI", name: "Ravi", mobile: "9000000002", fcp_type: "", cmdi: "", ammd: "a0B5g00000DEMO3AAA" } });
  assert.ok(ui.getByLabelText(/^AMMD/));
  assert.is(ui.queryByLabelText(/^Record type/), null);
  assert.is((ui.getByLabelText(/^Role/) as HTMLSelectElement).disabled, true);
  assert.ok(ui.getByText("Choosing another AMMD moves the CMDI's FCPs and workshops to that AMMD."));
});

test("refusals: the message at its field and in the summary; a form error as an alert", () => {
  const { ui } = draw(
    {},
    { fieldErrors: { mobile: PEOPLE_MESSAGES.mobileInUse, cmdi: PEOPLE_MESSAGES.notCmdi }, formError: "Could not reach the server." },
  );
  assert.ok(ui.getByText("2 fields need attention"));
  assert.is(ui.getByRole("link", { name: "Mobile No" }).getAttribute("href"), "#person-mobile");
  assert.is(ui.getByLabelText(/^Mobile No/).getAttribute("aria-invalid"), "true");
  assert.ok(ui.getAllByText(PEOPLE_MESSAGES.notCmdi).length >= 1);
  assert.ok(ui.getAllByRole("alert").some((a) => a.textContent?.includes("Could not reach the server.")));
});

test("an open person: send the invitation again and switch off go to the flow; switched off, switch on", () => {
  let { ui, calls } = draw({}, {});
  assert.ok(ui.getByText("Invited; no password set yet."));
  fireEvent.click(ui.getByRole("button", { name: "Send the invitation again" }));
  fireEvent.click(ui.getByRole("button", { name: "Switch off" }));
  assert.equal(calls, [
    ["act", "invite"],
    ["act", "deactivate"],
  ]);
  cleanup();
  ({ ui, calls } = draw({}, { person: person({ active: false, password_set: true }) }));
  assert.ok(ui.getByText("Switched off: this person cannot sign in. Their records stay."));
  assert.is(ui.queryByRole("button", { name: "Send the invitation again" }), null);
  fireEvent.click(ui.getByRole("button", { name: "Switch on" }));
  assert.equal(calls, [["act", "reactivate"]]);
});

test("after a move: the notice says how many workshops went along and how many waiting ones now wait for the new manager", () => {
  const { ui, calls } = draw(
    {},
    { saved: true, editing: false, notice: { message: NOTICES.movedAwaiting, values: { workshops: 4, awaiting: 1 }, intent: "success" } },
  );
  assert.ok(ui.getByText("Saved and moved: 4 workshops moved with them; 1 that was waiting for a check now waits for the new manager."));
  assert.is(ui.queryByRole("button", { name: "Save" }), null);
  fireEvent.click(ui.getByRole("button", { name: "Edit again" }));
  assert.equal(calls, [["again"]]);
});

test("Back asks the flow; Discard the changes to this person? with Keep editing and Discard", () => {
  const { ui, body, calls } = draw({}, { leaving: true });
  fireEvent.click(ui.getByRole("link", { name: "Back to people" }));
  assert.ok(body.getByText("Discard the changes to this person?"));
  fireEvent.click(body.getByRole("button", { name: "Keep editing" }));
  fireEvent.click(body.getByRole("button", { name: "Discard" }));
  assert.equal(calls, [["back"], ["stay"], ["discard"]]);
});

test.run();
