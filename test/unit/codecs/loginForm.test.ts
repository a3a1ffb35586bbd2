import { test } from "uvu";
import * as assert from "uvu/assert";
import * as fc from "fast-check";
import * as E from "fp-ts/Either";
import { decodeForm } from "../../../src/codecs/form.ts";
import { LoginForm, MOBILE_INVALID, MOBILE_REQUIRED } from "../../../src/codecs/auth.ts";
import { ROLE_MESSAGE, ROLES } from "../../../src/codecs/role.ts";
import { mobileRefusal } from "../../../src/codecs/mobile.ts";

const digits = (min: number, max: number) => fc.array(fc.constantFrom(..."0123456789"), { minLength: min, maxLength: max }).map((d) => d.join(""));
const spaces = fc.array(fc.constantFrom(" ", "\t"), { maxLength: 4 }).map((s) => s.join(""));
const mobileError = (mobile: unknown) => {
  const r = decodeForm(LoginForm, { role: "FCP", mobile, password: "x" });
  return E.isLeft(r) ? r.left.mobile : undefined;
};

test("every role of the list is accepted; anything else gets the spec's message", () => {
  for (const role of ROLES) assert.ok(E.isRight(decodeForm(LoginForm, { role, mobile: "9000000001", password: "" })));
  for (const role of ["", "fcp", "Super", undefined, 3]) {
    const r = decodeForm(LoginForm, { role, mobile: "9000000001", password: "" });
    assert.equal(E.isLeft(r) && r.left, { role: ROLE_MESSAGE });
  }
  assert.is(ROLE_MESSAGE, "Should be one of CMDI, FCP, AMMD");
});

test("blank mobile -> 'Mobile No. Required'", () => {
  assert.is(MOBILE_REQUIRED, "Mobile No. Required");
  for (const m of ["", "   ", undefined, null]) assert.is(mobileError(m), "Mobile No. Required");
  fc.assert(fc.property(spaces, (s) => mobileError(s) === "Mobile No. Required"));
});

test("ten digits with optional surrounding spaces are accepted and trimmed", () => {
  fc.assert(
    fc.property(spaces, digits(10, 10), spaces, (a, d, b) => {
      const r = decodeForm(LoginForm, { role: "CMDI", mobile: a + d + b, password: "pw" });
      return E.isRight(r) && r.right.mobile === d;
    }),
  );
});

test("wrong lengths are rejected with 'Phone number is not valid' and an example", () => {
  assert.is(MOBILE_INVALID, "Phone number is not valid");
  const refused = mobileRefusal(MOBILE_INVALID);
  assert.is(refused, "Phone number is not valid (ten digits, for example 98765 43210)");
  // 11 digits are a 0 and ten, 12 are 91 and ten (./mobile.test.ts): these lengths are no number
  const wrongLength = fc.oneof(
    digits(1, 9),
    digits(13, 16),
    digits(11, 11).map((d) => `5${d.slice(1)}`),
  );
  fc.assert(fc.property(spaces, wrongLength, spaces, (a, d, b) => mobileError(a + d + b) === refused));
});

test("letters are rejected with 'Phone number is not valid'; inner spaces and dashes are the person's own", () => {
  const withLetter = fc
    .tuple(digits(10, 10), fc.integer({ min: 0, max: 9 }), fc.constantFrom(..."abcXYZ+."))
    .map(([d, i, c]) => d.slice(0, i) + c + d.slice(i + 1));
  fc.assert(fc.property(withLetter, (m) => mobileError(m) === mobileRefusal(MOBILE_INVALID)));
  const withInnerSpace = fc
    .tuple(digits(10, 10), fc.integer({ min: 1, max: 9 }), fc.constantFrom(" ", "-"))
    .map(([d, i, s]) => [d, `${d.slice(0, i)}${s}${d.slice(i)}`]);
  fc.assert(
    fc.property(withInnerSpace, ([d, m]) => {
      const r = decodeForm(LoginForm, { role: "FCP", mobile: m, password: "x" });
      return E.isRight(r) && r.right.mobile === d;
    }),
  );
});

test("the password has no rule but one: text that can be stored (no NUL, no unpaired surrogate)", () => {
  fc.assert(
    fc.property(fc.string({ unit: "grapheme" }), (password) => E.isRight(decodeForm(LoginForm, { role: "AMMD", mobile: "9000000003", password }))),
  );
  for (const password of ["a\u0000", "\uD800"]) assert.ok(E.isLeft(decodeForm(LoginForm, { role: "AMMD", mobile: "9000000003", password })));
});

test.run();
