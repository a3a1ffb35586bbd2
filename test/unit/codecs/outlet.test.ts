import { test } from "uvu";
import * as assert from "uvu/assert";
import * as E from "fp-ts/Either";
import { decodeForm } from "../../../src/codecs/form.ts";
import {
  OUTLET_FIELDS,
  OUTLET_STATE_INVALID,
  OutletForm,
  canSearchOutlets,
  emptyOutletValues,
  type OutletValues,
} from "../../../src/codecs/outlet.ts";
import { STATE_OPTIONS, filterStates, stateOption } from "../../../src/codecs/states.ts";

// the phone rule itself is ./mobile.test.ts's (one rule for every mobile field, issue 49)

const valid = (): OutletValues => ({
  ...emptyOutletValues(),
  outletname__c: "Sharma Paints",
  mobile_no__c: "9876543210",
  wss_phone__c: "+91 9876543211",
  tsi_tty_phone__c: "09876543212",
  cluster_bm_mobile_no__c: "919876543213",
  rsm_phone__c: "+91-9876543214",
});

test("outlet form: a valid form decodes, trimmed", () => {
  const r = decodeForm(OutletForm, { ...valid(), outletname__c: "  Sharma Paints " });
  assert.ok(E.isRight(r));
  if (E.isRight(r)) assert.is(r.right.outletname__c, "Sharma Paints");
  // every phone kept as its ten digits, whatever prefix it was typed with
  if (E.isRight(r))
    assert.equal(
      [r.right.wss_phone__c, r.right.tsi_tty_phone__c, r.right.cluster_bm_mobile_no__c, r.right.rsm_phone__c],
      ["9876543211", "9876543212", "9876543213", "9876543214"],
    );
});

test("outlet form: every required message, verbatim, on its field", () => {
  const r = decodeForm(OutletForm, emptyOutletValues());
  assert.ok(E.isLeft(r));
  if (!E.isLeft(r)) return;
  assert.equal(r.left, {
    outletname__c: "Outlet Name is required",
    mobile_no__c: "Phone Number is required!",
    wss_phone__c: "WSS Phone Number is required!",
    tsi_tty_phone__c: "TSI TTY Phone Number is required!",
    cluster_bm_mobile_no__c: "Cluster Phone Number is required!",
    rsm_phone__c: "RSM Phone Number is required!",
  });
});

test("outlet form: every invalid-number message, verbatim", () => {
  const bad = {
    ...valid(),
    mobile_no__c: "12345",
    wss_phone__c: "abc",
    tsi_tty_phone__c: "98765 4321",
    cluster_bm_mobile_no__c: "+92 9876543210",
    rsm_phone__c: "987654321",
  };
  const r = decodeForm(OutletForm, bad);
  assert.ok(E.isLeft(r));
  if (!E.isLeft(r)) return;
  assert.equal(r.left, {
    mobile_no__c: "Phone number is not valid (ten digits, for example 98765 43210)",
    wss_phone__c: "WSS phone number is not valid (ten digits, for example 98765 43210)",
    tsi_tty_phone__c: "TSI TTY phone number is not valid (ten digits, for example 98765 43210)",
    cluster_bm_mobile_no__c: "Cluster Phone number is not valid (ten digits, for example 98765 43210)",
    rsm_phone__c: "RSM Phone number is not valid (ten digits, for example 98765 43210)",
  });
});

test("outlet form: state is empty or one of the 35 values", () => {
  for (const state__c of ["", "  ", "West Bengal - 25"]) assert.ok(E.isRight(decodeForm(OutletForm, { ...valid(), state__c })), state__c);
  for (const state__c of ["West Bengal", "Atlantis - 99", "west bengal - 25"]) {
    assert.equal(decodeForm(OutletForm, { ...valid(), state__c }), E.left({ state__c: OUTLET_STATE_INVALID }), state__c);
  }
});

test("outlet form: 19 rows in the spec's order", () => {
  assert.equal(
    OUTLET_FIELDS.map((f) => f.label),
    [
      "Outlet Name",
      "Outlet Code",
      "Mobile No",
      "Address",
      "City/Town",
      "District",
      "State",
      "Region",
      "WSS Name",
      "WSS Code",
      "WSS Phone No.",
      "TTY Name",
      "TSI/TTY Code",
      "TSI TTY Phone",
      "BM Cluster Name",
      "Cluster BM Mobile",
      "Cluster Code",
      "RSM MIS Name",
      "RSM Phone",
    ],
  );
});

test("states: 35 options 'name - code', the spec's examples, West Bengal last", () => {
  assert.is(STATE_OPTIONS.length, 35);
  for (const v of [
    "Andhra Pradesh - 01",
    "Maharashtra - 13",
    "Delhi - 30",
    "Telangana - 36",
    "Chhattisgarh - 33",
    "Jharkhand - 34",
    "Uttaranchal - 35",
  ])
    assert.ok(stateOption(v), v);
  assert.equal(STATE_OPTIONS[STATE_OPTIONS.length - 1], { label: "West Bengal", value: "West Bengal - 25" });
  assert.is(new Set(STATE_OPTIONS.map((o) => o.value)).size, 35);
  assert.equal(
    filterStates("BENG").map((o) => o.label),
    ["West Bengal"],
  );
  assert.is(filterStates("  ").length, 35);
});

test("search runs only with more than two characters", () => {
  assert.not.ok(canSearchOutlets("ab"));
  assert.not.ok(canSearchOutlets("  ab  "));
  assert.ok(canSearchOutlets("abc"));
});

test.run();
