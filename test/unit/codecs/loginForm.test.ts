import { test } from "uvu";
import * as assert from "uvu/assert";
import * as fc from "fast-check";
import * as E from "fp-ts/Either";
import { decodeForm } from "../../../src/codecs/form.ts";
import { LoginForm, MOBILE_INVALID, MOBILE_REQUIRED } from "../../../src/codecs/auth.ts";
import { ROLE_MESSAGE, ROLES } from "../../../src/codecs/role.ts";

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

test("wrong lengths are rejected with 'Phone number is not valid'", () => {
  assert.is(MOBILE_INVALID, "Phone number is not valid");
  const wrongLength = fc.oneof(digits(1, 9), digits(11, 16));
  fc.assert(fc.property(spaces, wrongLength, spaces, (a, d, b) => mobileError(a + d + b) === MOBILE_INVALID));
});

test("letters or inner spaces are rejected with 'Phone number is not valid'", () => {
  const withLetter = fc
    .tuple(digits(10, 10), fc.integer({ min: 0, max: 9 }), fc.constantFrom(..."abcXYZ+-."))
    .map(([d, i, c]) => d.slice(0, i) + c + d.slice(i + 1));
  const withInnerSpace = fc.tuple(digits(10, 10), fc.integer({ min: 1, max: 9 })).map(([d, i]) => `${d.slice(0, i)} ${d.slice(i)}`);
  fc.assert(fc.property(fc.oneof(withLetter, withInnerSpace), (m) => mobileError(m) === MOBILE_INVALID));
});

test("the password has no rule but one: text that can be stored (no NUL, no unpaired surrogate)", () => {
  fc.assert(
    fc.property(fc.string({ unit: "grapheme" }), (password) => E.isRight(decodeForm(LoginForm, { role: "AMMD", mobile: "9000000003", password }))),
  );
  for (const password of ["a\u0000", "\uD800"]) assert.ok(E.isLeft(decodeForm(LoginForm, { role: "AMMD", mobile: "9000000003", password })));
});

test.run();
