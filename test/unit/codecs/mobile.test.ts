// One rule for every mobile number field (issue 49 item 1): the examples of the issue, through the
// codec and through every form that has a mobile field.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as fc from "fast-check";
import * as E from "fp-ts/Either";
import type * as t from "io-ts";
import { decodeForm } from "../../../src/codecs/form.ts";
import { LoginForm } from "../../../src/codecs/auth.ts";
import { OtpRequestForm } from "../../../src/codecs/recovery.ts";
import { HpaForm, HpaLinkForm, emptyHpaValues } from "../../../src/codecs/hpa.ts";
import { ConvertForm, LeadForm, emptyLeadValues } from "../../../src/codecs/lead.ts";
import { OutletForm, emptyOutletValues } from "../../../src/codecs/outlet.ts";
import { MOBILE_TEXT_MAX, mobileDigits, mobileNumber } from "../../../src/codecs/mobile.ts";

/** As people type 98765 43210 (the examples and their kin). */
const TYPED = [
  "9876543210",
  " 9876543210 ",
  "+91 98765 43210",
  "+91-9876543210",
  "+919876543210",
  "919876543210",
  "09876543210",
  "98765 43210",
  "98765-43210",
  "+91 98765-43210",
  "0 98765 43210",
  "+91 0 98765 43210",
  "\t9876543210\n",
  "98765\u00a043210",
  "98765\u201343210",
];
const REFUSED = [
  "98765",
  "987654321",
  "98765432100",
  "+92 98765 43210",
  "+1 9876543210",
  "98765 4321x",
  "9876.543.210",
  "+ 9876543210",
  "00 98765 43210",
];

/** Every form with a mobile field: the values with `mobile` in that field, decoded; the field's result. */
const FORMS: Array<[string, (mobile: string) => E.Either<Record<string, string | undefined>, string>]> = [
  ["sign-in", (m) => field(decodeForm(LoginForm, { role: "FCP", mobile: m, password: "x" }), "mobile")],
  ["password recovery", (m) => field(decodeForm(OtpRequestForm, { role: "FCP", mobile: m }), "mobile")],
  ["HPA form", (m) => field(decodeForm(HpaForm, { ...emptyHpaValues(), name: "Asha", type: "Art Maker", mobile__c: m }), "mobile__c")],
  ["HPA link form", (m) => field(decodeForm(HpaLinkForm, { mobile__c: m }), "mobile__c")],
  ["lead form", (m) => field(decodeForm(LeadForm, { ...emptyLeadValues(), name: "Asha", mobile__c: m }), "mobile__c")],
  ["lead conversion", (m) => field(decodeForm(ConvertForm, { type: "Art Maker", mobile__c: m, note: "Met at the workshop" }), "mobile__c")],
  ...(["mobile_no__c", "wss_phone__c", "tsi_tty_phone__c", "cluster_bm_mobile_no__c", "rsm_phone__c"] as const).map(
    (k): [string, (m: string) => E.Either<Record<string, string | undefined>, string>] => [
      `outlet form ${k}`,
      (m) => {
        const phones = {
          mobile_no__c: "9876543210",
          wss_phone__c: "9876543210",
          tsi_tty_phone__c: "9876543210",
          cluster_bm_mobile_no__c: "9876543210",
        };
        const values = { ...emptyOutletValues(), ...phones, rsm_phone__c: "9876543210", outletname__c: "Sharma Paints", [k]: m };
        return field(decodeForm(OutletForm, values), k);
      },
    ],
  ),
];

function field(r: E.Either<Record<string, string | undefined>, unknown>, key: string): E.Either<Record<string, string | undefined>, string> {
  return E.isLeft(r) ? r : E.right((r.right as Record<string, string>)[key]!);
}

test("every way of typing a number the issue names is kept as its ten digits, by every form", () => {
  for (const typed of TYPED) {
    assert.is(mobileDigits(typed.trim()), "9876543210", JSON.stringify(typed));
    for (const [name, decode] of FORMS) assert.equal(decode(typed), E.right("9876543210"), `${name}: ${JSON.stringify(typed)}`);
  }
});

test("a refused number says so with an example, on its field, in every form", () => {
  for (const typed of REFUSED) {
    assert.is(mobileDigits(typed), null, typed);
    for (const [name, decode] of FORMS) {
      const r = decode(typed);
      assert.ok(E.isLeft(r), `${name}: ${typed}`);
      const message = E.isLeft(r) ? Object.values(r.left)[0]! : "";
      assert.match(message, /not valid \(ten digits, for example 98765 43210\)$/, `${name}: ${typed}`);
    }
  }
});

test("the spec's messages stay as written, the example after them", () => {
  const c = mobileNumber("Phone Number is required!", "Phone number is not valid");
  const left = (u: unknown) => {
    const r = c.decode(u);
    return E.isLeft(r) ? r.left.map((e) => e.message) : [];
  };
  assert.equal(left("  "), ["Phone Number is required!"]);
  assert.equal(left("12345"), ["Phone number is not valid (ten digits, for example 98765 43210)"]);
  assert.equal(left("98765\u000743210"), ["Remove the invisible control character (U+0007) from this field"]);
});

test("a field stops only past every way of typing a number: no accepted text is longer than MOBILE_TEXT_MAX", () => {
  for (const typed of TYPED) assert.ok(typed.length <= MOBILE_TEXT_MAX, typed);
  assert.ok("+91 - 98765 - 43210".length <= MOBILE_TEXT_MAX);
  assert.is(mobileDigits("9  ".repeat(10)), null, "longer than the field takes: refused, not cut");
});

test("any ten digits with spaces and dashes between them and a prefix of the rule decode to those digits", () => {
  const digit = fc.constantFrom(..."0123456789");
  const sep = fc.constantFrom("", "", " ", "-");
  fc.assert(
    fc.property(
      fc.constantFrom("", "+91", "+91 ", "+91-", "91", "91 ", "0", "0 "),
      fc.array(fc.tuple(digit, sep), { minLength: 10, maxLength: 10 }),
      (p, ds) => {
        const typed = p + ds.map(([d, s]) => d + s).join("");
        const ten = ds.map(([d]) => d).join("");
        const codec: t.Type<string, string, unknown> = mobileNumber("required", "invalid");
        return typed.trim().length > MOBILE_TEXT_MAX || JSON.stringify(codec.decode(typed)) === JSON.stringify(E.right(ten));
      },
    ),
  );
});

test.run();
