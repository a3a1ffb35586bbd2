// Control characters in text fields (issue 43 item 8, decision 061): every form text codec
// (src/codecs/form.ts, built on src/codecs/text.ts) makes a single-line field one line and keeps a
// multi-line field's line breaks as LF, and refuses any other control character with the message
// the person sees at the field; the registry's backstop finds one anywhere else in the params.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { isRight } from "fp-ts/Either";
import { decodeForm, optionalMultiline, optionalString, requiredPattern, requiredString } from "../../../src/codecs/form.ts";
import { LeadForm, MoveForm } from "../../../src/codecs/lead.ts";
import { OutletForm, OUTLET_FIELDS } from "../../../src/codecs/outlet.ts";
import { ContainerForm } from "../../../src/codecs/container.ts";
import { carriedProblems, TransitionParams } from "../../../src/codecs/workshopLifecycle.ts";
import { trainingCarriedRefusal } from "../../../src/codecs/trainingApproval.ts";
import { checkPlan, emptyPlan } from "../../../src/codecs/workshopPlan.ts";
import { controlIn, controlMessage, findControlText, multiLine, singleLine, withoutControls } from "../../../src/codecs/text.ts";

const value = <A>(r: { _tag: string; right?: A; left?: unknown }) => (isRight(r as never) ? r.right : "refused");
const message = (r: unknown) => ((r as { left?: Array<{ message?: string }> }).left ?? [])[0]?.message;

const REFUSED = ["\u0000", "\u0007", "\u0008", "\u000B", "\u000C", "\u001B", "\u007F", "\u0085", "\u009B", "\u202E", "\u2066"];

test("controlIn names C0 (but TAB, LF, CR), DEL, C1 and the bidi overrides; text of any script passes", () => {
  for (const ch of REFUSED) assert.is(controlIn(`a${ch}b`), `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`, ch);
  for (const ok of ["", "Asha Verma", "tab\tnew\nline\r\n", "हिन्दी पेंट्स", "😀", "a\u200Db", "\u00A0", "₹ 1,200"]) assert.is(controlIn(ok), null, ok);
});

test("singleLine makes one line; multiLine keeps LF (CRLF and CR become LF); withoutControls leaves none", () => {
  assert.is(singleLine("  Nisha\r\nRao \t Pune\n"), "Nisha Rao Pune");
  assert.is(singleLine("a  b"), "a  b", "spaces a person typed are kept");
  assert.is(multiLine(" line 1\r\nline 2\rline 3\n\tend "), "line 1\nline 2\nline 3\n end");
  assert.is(withoutControls("a\r\nb\u0007c\u202Ed"), "a  b c d");
});

test("single-line codecs: tabs and line breaks become a space; any other control character is refused with the field's message", () => {
  assert.is(value(requiredString("Please enter name").decode("Nisha\r\nRao")), "Nisha Rao");
  assert.is(value(optionalString.decode("\tPune\n")), "Pune");
  assert.is(value(requiredPattern(/^\d{10}$/, "req", "bad").decode(" 9000000001\r\n")), "9000000001");
  assert.is(message(requiredPattern(/^\d{10}$/, "req", "bad").decode("90000\n00001")), "bad");
  for (const ch of REFUSED) {
    assert.is(message(requiredString("Please enter name").decode(`Nisha${ch}`)), controlMessage(controlIn(ch)!), ch);
    assert.is(message(optionalString.decode(`x${ch}`)), controlMessage(controlIn(ch)!), ch);
    assert.is(message(requiredPattern(/^\d{10}$/, "req", "bad").decode(`900000000${ch}`)), controlMessage(controlIn(ch)!), ch);
  }
});

test("multi-line codecs keep line breaks as LF and refuse the other control characters", () => {
  assert.is(value(optionalMultiline.decode("Shop 4,\r\nMG Road\r\n")), "Shop 4,\nMG Road");
  assert.is(message(optionalMultiline.decode("a\u0007")), controlMessage("U+0007"));
  assert.is(message(requiredString("Write a note", "multi").decode("\u001B[31m")), controlMessage("U+001B"));
});

test("the forms: a name is one line, an address, a note, a purpose and a reason keep LF; a bell is refused at its field", () => {
  const lead = { name: "Nisha\r\nRao", mobile__c: "5300000001", email__c: "", city__c: "Pune\t", institute__c: "" };
  assert.equal(value(LeadForm.decode(lead)), { ...lead, name: "Nisha Rao", city__c: "Pune" });
  assert.equal(decodeForm(LeadForm, { ...lead, name: "Nisha\u0007" }), { _tag: "Left", left: { name: controlMessage("U+0007") } });
  assert.is(
    (value(MoveForm.decode({ to: "Contacted", note: "Called.\r\nCall again", follow_up: "" })) as { note: string }).note,
    "Called.\nCall again",
  );
  const outlet = Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, ""])) as Record<string, string>;
  const decoded = decodeForm(OutletForm, { ...outlet, outletname__c: "Paint\nHouse", address__c: "Shop 4\r\nMG Road" });
  if (decoded._tag === "Right") assert.equal([decoded.right.outletname__c, decoded.right.address__c], ["Paint House", "Shop 4\nMG Road"]);
  else assert.is(decoded.left.outletname__c, undefined, "the name is not refused");
  assert.equal(
    (decodeForm(OutletForm, { ...outlet, address__c: "a\u0085" }) as { left: Record<string, string> }).left.address__c,
    controlMessage("U+0085"),
  );
  const container = value(ContainerForm.decode({ name: "Team\tA", description: "For\r\nPune", members: [1] })) as {
    name: string;
    description: string;
  };
  assert.equal([container.name, container.description], ["Team A", "For\nPune"]);
  const t = value(TransitionParams.decode({ id: 1, event: "workshop.sendBack", version: 0, reason: "Wrong date.\r\nFix it" })) as { reason: string };
  assert.is(t.reason, "Wrong date.\nFix it");
  assert.is(message(TransitionParams.decode({ id: 1, event: "workshop.sendBack", version: 0, reason: "x\u0007" })), controlMessage("U+0007"));
  const plan = checkPlan({ ...emptyPlan(), expense_head: "Other", other_expense_head_name: "Tea\u0007" }, "2026-05-01");
  assert.is(plan.ok ? "accepted" : plan.errors.other_expense_head_name, controlMessage("U+0007"));
});

test("a workshop's and a training's reason: the form's own check names a control character at the Reason field", () => {
  const facts = {} as Parameters<typeof carriedProblems>[0];
  const actor = { role: "CMDI", superAdmin: false } as const;
  assert.equal(carriedProblems(facts, { type: "workshop.sendBack", actor, reason: "Wrong\u0007 date" } as never), [
    { message: controlMessage("U+0007"), field: "reason" },
  ]);
  assert.is(
    trainingCarriedRefusal({ type: "training.reject", actor: { role: "AMMD" }, reason: "Not\u001B enough" } as never),
    controlMessage("U+001B"),
  );
});

test("findControlText: the first text anywhere in the params holding one, by its path; TAB, LF and CR pass", () => {
  assert.is(findControlText({ a: "x\r\n\t", b: [1, "y", { c: null }] }, "params"), null);
  assert.match(
    findControlText({ values: { articles: [{ article: "a", quantity: "1\u0007" }] } }, "params")!,
    /^values\.articles\[0\]\.quantity contains a control character \(U\+0007\)/,
  );
});

test.run();
