// The containers as their people read them (decision 043): the list (each name opening it, its
// members' count, the FCP's name for a manager), none yet, a failed load with Try again; one
// container read-only for a manager, not found, and the FCP's own in its form (kept while a removal
// takes it out of the list); the form: the members picked from the FCP's HPAs, searched and
// counted, each message under its field, the removal asked first, the HPAs' load.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { CONTAINER_MESSAGES, type Container } from "../../codecs/container.ts";
import type { Hpa } from "../../codecs/hpa.ts";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { ContainerEditorView, type ContainerEditorViewProps } from "./ContainerEditorView.tsx";
import { ContainerView, type ContainerViewProps } from "./ContainerView.tsx";
import { translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";
import { TranslateProvider } from "../../views/i18n.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function wrap(ui: ReactNode) {
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/viewContainer" }).hook}>{ui}</Router>
    </BlueprintProvider>,
  );
  return { ui: within(r.container), body: within(document.body), r };
}

const box = (id: number, over: Partial<Container> = {}): Container => ({
  id,
  name: `Group ${id}`,
  description: null,
  fcp_name: "Asha Verma",
  members: [{ kind: "hpa", id: 5, name: "Meena Arts", type: "Art Maker", mobile: "9000000005" }],
  createddate: null,
  ...over,
});
const idle: ListLoad = { loading: false, refreshing: false, error: null, onRetry: () => {} };
const editors: unknown[] = [];
const Editor: ContainerViewProps["Editor"] = (p) => {
  editors.push(p);
  return <p>The form of {p.title}</p>;
};
const page = (over: Partial<ContainerViewProps> = {}): ContainerViewProps => ({
  title: "View Container",
  back: "/homeFCP",
  isFcp: true,
  id: undefined,
  rows: [box(1), box(2, { members: [] })],
  load: idle,
  busy: false,
  failed: false,
  source: { kind: "whole" },
  Editor,
  ...over,
});

test("the list: each name opens it, its members counted; an FCP creates one, a manager sees the FCP's name", () => {
  const { ui } = wrap(<ContainerView {...page()} />);
  assert.is(ui.getByRole("link", { name: "Group 1" }).getAttribute("href"), "/viewContainer?id=1");
  assert.ok(ui.getByText("1 member"));
  assert.ok(ui.getByText("0 members"));
  assert.ok(ui.getByRole("link", { name: "Create Container" }));
  assert.is(ui.queryByText("Asha Verma"), null);
  cleanup();
  const manager = wrap(<ContainerView {...page({ isFcp: false })} />).ui;
  assert.is(manager.queryByRole("link", { name: "Create Container" }), null);
  assert.is(manager.getAllByText("Asha Verma").length, 2);
});

test("none yet (an FCP's words, a manager's), and a failed load with Try again", () => {
  assert.ok(wrap(<ContainerView {...page({ rows: [] })} />).ui.getByText(/Group the HPAs you work with/));
  cleanup();
  assert.ok(wrap(<ContainerView {...page({ rows: [], isFcp: false })} />).ui.getByText("Your FCPs have made none yet."));
  cleanup();
  let retried = 0;
  const failed = wrap(
    <ContainerView
      {...page({ rows: [], failed: true, load: { ...idle, error: "Could not load the containers.", onRetry: () => void retried++ } })}
    />,
  ).ui;
  assert.ok(failed.getByText(/Could not load the containers/));
  assert.is(failed.queryByText("No containers yet"), null);
  fireEvent.click(failed.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test("one container: a manager reads its members; one not held is not found; the FCP's own opens its form, kept once shown", () => {
  const { ui } = wrap(<ContainerView {...page({ isFcp: false, id: 1 })} />);
  assert.ok(ui.getByRole("heading", { name: "Group 1" }));
  assert.ok(ui.getByText("Meena Arts · Art Maker · 9000000005"));
  cleanup();
  assert.ok(wrap(<ContainerView {...page({ isFcp: false, id: 9 })} />).ui.getByText(CONTAINER_MESSAGES.notFound));
  cleanup();
  editors.length = 0;
  const own = wrap(<ContainerView {...page({ id: 1 })} />);
  assert.ok(own.ui.getByText("The form of Group 1"));
  assert.equal(editors[0], { title: "Group 1", id: 1, cached: { name: "Group 1", description: "", members: [5] } });
  own.r.rerender(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/viewContainer" }).hook}>
        <ContainerView {...page({ id: 1, rows: [box(2)] })} />
      </Router>
    </BlueprintProvider>,
  );
  assert.ok(own.ui.getByText("The form of Group 1"), "removed from the list, the form stays");
});

const hpa = (id: number, name: string): Hpa => ({
  id,
  name,
  type: "Art Maker",
  mobile__c: `90000000${id}`,
  email__c: null,
  city__c: null,
  state__c: null,
  institute__c: null,
  fcp_name: null,
  assigned: false,
  createddate: null,
});
function editor(over: Partial<ContainerEditorViewProps> = {}) {
  const calls: unknown[][] = [];
  const on = (n: string) => () => void calls.push([n]);
  const props: ContainerEditorViewProps = {
    title: "Create Container",
    id: null,
    savedId: null,
    values: { name: "Pune teachers", description: "", members: [11] },
    fieldErrors: {},
    formError: null,
    notice: null,
    initialName: "",
    saving: false,
    editable: true,
    editing: true,
    saved: false,
    done: false,
    leaving: false,
    confirmingRemove: false,
    changed: false,
    draftRestored: false,
    hpas: { rows: [hpa(11, "Meena Arts"), hpa(12, "Ravi Crafts")], loading: false, error: null, failed: false, onRetry: on("retry") },
    onChange: (f, v) => void calls.push(["change", f, v]),
    onToggle: (id) => void calls.push(["toggle", id]),
    onSave: on("save"),
    onBack: on("back"),
    onStay: on("stay"),
    onDiscard: on("discard"),
    onAgain: on("again"),
    onDiscardDraft: on("discardDraft"),
    onRemove: on("remove"),
    onKeep: on("keep"),
    onRemoveConfirmed: on("removeConfirmed"),
    ...over,
  };
  return { ...wrap(<ContainerEditorView {...props} />), calls };
}

test("the form: the members picked from the HPAs, searched and counted; typing, picking and Save go to the flow", () => {
  const { ui, calls } = editor();
  const list = within(ui.getByRole("list", { name: "Your HPAs" }));
  assert.is((list.getByLabelText(/^Meena Arts/) as HTMLInputElement).checked, true);
  assert.ok(ui.getByText("1 HPA chosen"));
  fireEvent.change(ui.getByLabelText("Search HPAs"), { target: { value: "ravi" } });
  assert.equal(
    list.queryAllByRole("checkbox").map((c) => c.closest("label")?.textContent),
    ["Ravi Crafts · Art Maker · 9000000012"],
  );
  fireEvent.click(ui.getByLabelText(/^Ravi Crafts/));
  fireEvent.change(ui.getByLabelText(/^Purpose/), { target: { value: "Diwali" } });
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  fireEvent.change(ui.getByLabelText("Search HPAs"), { target: { value: "zzz" } });
  assert.ok(ui.getByText("No HPA matches"));
  assert.equal(calls, [["toggle", 12], ["change", "description", "Diwali"], ["save"]]);
  assert.is(ui.queryByRole("button", { name: "Remove container" }), null, "a new one has nothing to remove");
});

test("the members' message under them; the HPAs loading, failed with Try again, or none yet", () => {
  const { ui, calls } = editor({ values: { name: "", description: "", members: [] }, fieldErrors: { members: "Choose at least one HPA" } });
  assert.ok(ui.getByText("0 HPAs chosen"));
  assert.is(ui.getByRole("group", { name: /Members/ }).getAttribute("aria-invalid"), "true");
  assert.ok(ui.getAllByText(/Choose at least one HPA/).length >= 1);
  cleanup();
  assert.ok(editor({ hpas: { rows: [], loading: true, error: null, failed: false, onRetry: () => {} } }).ui.getByLabelText("Loading your HPAs"));
  cleanup();
  const failed = editor({
    hpas: { rows: [], loading: false, error: "Could not load your HPAs.", failed: true, onRetry: () => calls.push(["retry"]) },
  });
  fireEvent.click(failed.ui.getByRole("button", { name: "Try again" }));
  assert.equal(calls, [["retry"]]);
  cleanup();
  assert.is(
    editor({ hpas: { rows: [], loading: false, error: null, failed: false, onRetry: () => {} } })
      .ui.getByRole("link", { name: "Add New HPA" })
      .getAttribute("href"),
    "/addNewHPA",
  );
});

test("the FCP's own: Remove container asks first, naming it; Keep it and Remove go to the flow", () => {
  const { ui, calls } = editor({ id: 3, title: "Pune teachers", initialName: "Pune teachers" });
  fireEvent.click(ui.getByRole("button", { name: "Remove container" }));
  cleanup();
  const asking = editor({ id: 3, title: "Pune teachers", initialName: "Pune teachers", confirmingRemove: true });
  const dialog = within(asking.body.getByRole("alertdialog"));
  assert.ok(dialog.getByText('Remove "Pune teachers"? Its HPAs stay in your list.'));
  fireEvent.click(dialog.getByRole("button", { name: "Keep it" }));
  fireEvent.click(dialog.getByRole("button", { name: "Remove" }));
  assert.equal([...calls, ...asking.calls], [["remove"], ["keep"], ["removeConfirmed"]]);
});

test("in Hindi: the members counted, Create Container, and a manager's read-only container", () => {
  const { ui } = wrap(
    <TranslateProvider value={translator("hi", hi)}>
      <ContainerView {...page()} />
    </TranslateProvider>,
  );
  assert.ok(ui.getByText("1 सदस्य"));
  assert.ok(ui.getByRole("link", { name: "कंटेनर बनाएँ" }));
  assert.ok(ui.getByRole("list", { name: "कंटेनर" }));
  cleanup();
  const one = wrap(
    <TranslateProvider value={translator("hi", hi)}>
      <ContainerView {...page({ isFcp: false, id: 1 })} />
    </TranslateProvider>,
  ).ui;
  assert.ok(one.getByText("मकसद"));
  assert.ok(one.getByRole("list", { name: "सदस्य" }));
  assert.ok(one.getByText("Meena Arts · आर्ट मेकर · 9000000005"));
});

test.run();
