// The outlet form's page (/addEditOutlet, spec screen 5): the form of the outlet in the address; another
// outlet is another form (what was typed for one is not shown for the next), and a new outlet that
// was just saved keeps its form, and its notice, when the address takes its id.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { useState } from "react";
import { OutletFormPageView } from "./OutletFormView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** A form that notes each time it is made (with the id it was given) and says it was created as 12. */
function stub() {
  const made: Array<number | null> = [];
  function Form({ id, onCreated }: { id: number | null; onCreated: (id: number) => void }) {
    useState(() => made.push(id)); // once, when the form is made
    return (
      <form aria-label="Outlet">
        <p>{id === null ? "A new outlet" : `Outlet ${id}`}</p>
        <button type="button" onClick={() => onCreated(12)}>
          Save
        </button>
      </form>
    );
  }
  return { made, Form };
}

test("the form of the outlet in the address, or of a new one; another outlet is another form", () => {
  const { made, Form } = stub();
  const r = render(<OutletFormPageView id={7} Form={Form} />);
  const ui = () => within(within(r.container).getByRole("form", { name: "Outlet" }));
  assert.ok(ui().getByText("Outlet 7"));
  r.rerender(<OutletFormPageView id={8} Form={Form} />);
  assert.ok(ui().getByText("Outlet 8"));
  r.rerender(<OutletFormPageView id={null} Form={Form} />);
  assert.ok(ui().getByText("A new outlet"));
  assert.equal(made, [7, 8, null], "a form made afresh for each");
});

test("a new outlet just saved keeps its form when the address takes its id; a later outlet gets its own", () => {
  const { made, Form } = stub();
  const r = render(<OutletFormPageView id={null} Form={Form} />);
  fireEvent.click(within(r.container).getByRole("button", { name: "Save" }));
  r.rerender(<OutletFormPageView id={12} Form={Form} />);
  assert.ok(within(r.container).getByText("A new outlet"), "the same form, still the one that created it");
  assert.equal(made, [null]);
  r.rerender(<OutletFormPageView id={13} Form={Form} />);
  assert.ok(within(r.container).getByText("Outlet 13"));
  assert.equal(made, [null, 13]);
});

test.run();
