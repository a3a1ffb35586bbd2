// A server's refusal in the reader's language (issue 45 item 1; decision 074): a form drawn in Hindi
// shows what the server answered, its message a catalogue key and its values (a lead's statuses)
// put into Hindi too; the same refusal drawn in English reads as the server wrote it.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, screen } from "@testing-library/react";
import { InputGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { LEAD_MESSAGES } from "../../../src/codecs/lead.ts";
import { refusalBody, refusalOf } from "../../../src/codecs/refusal.ts";
import { translator } from "../../../src/codecs/translate.ts";
import hi from "../../../src/codecs/catalogue.hi.json";
import { placeFailure } from "../../../src/machines/formEdit.ts";
import { TranslateProvider } from "../../../src/views/i18n.tsx";
import { Field } from "../../../src/views/Field.tsx";
import { FormProblems } from "../../../src/views/FormErrors.tsx";
import { WORKSHOP_NOT_FOUND } from "../../../src/codecs/workshop.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const inHindi = (node: ReactNode) => render(<TranslateProvider value={translator("hi", hi)}>{node}</TranslateProvider>);

/** What the server answers (its body, as server/http/errors.ts sends it), as the client's form places it. */
const placed = (status: number, message: string, field?: string) => {
  const body = JSON.parse(JSON.stringify(refusalBody("refused", message, field)));
  return placeFailure<"to">({ kind: "http", ...refusalOf(status, body) }, (f) => f === "to");
};

const form = (p: ReturnType<typeof placed>) => (
  <form>
    <FormProblems formError={p.formError} problems={p.fieldErrors.to ? [{ id: "to", label: "Status", message: p.fieldErrors.to }] : []} />
    <Field id="to" label="Status" required error={p.fieldErrors.to}>
      {(input) => <InputGroup {...input} value="" onValueChange={() => {}} />}
    </Field>
  </form>
);

test("a refusal with values under its field, in Hindi: the message and the statuses translated", () => {
  const body = refusalBody("not_allowed", LEAD_MESSAGES.refused("New", "Interested"), "to");
  assert.equal(body.values, { from: "New", to: "Interested" }, "the values travel beside the message on the wire");
  inHindi(form(placed(409, LEAD_MESSAGES.refused("New", "Interested"), "to")));
  const box = screen.getByRole("textbox");
  const said = document.getElementById(box.getAttribute("aria-describedby")!)?.textContent;
  assert.is(said, `जो लीड ${hi.New} है, उसे ${hi.Interested} में नहीं ले जाया जा सकता`);
});

test("a refusal without values at the top of the form, in Hindi", () => {
  inHindi(form(placed(404, WORKSHOP_NOT_FOUND)));
  assert.ok(screen.getByRole("alert").textContent?.includes(hi[WORKSHOP_NOT_FOUND]));
});

test("the same refusal drawn in English reads as the server wrote it", () => {
  render(form(placed(409, LEAD_MESSAGES.refused("New", "Interested"), "to")));
  assert.ok(screen.getByText("A lead that is New cannot be moved to Interested"));
});

test.run();
