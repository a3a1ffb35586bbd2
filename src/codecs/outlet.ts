// Outlets (table `outlets`): the row, the form (19 labelled rows as data) and its validation.
import * as t from "io-ts";
import { optionalString, requiredPattern, requiredString } from "./form.ts";
import { STATE_OPTIONS } from "./states.ts";

/** Indian number (spec section 5): optional +91 with an optional dash or space, then optional 0 or 91, then ten digits. */
export const INDIAN_PHONE = /^(?:\+91[-\s]?)?(?:0|91)?\d{10}$/;

export type OutletFieldKey =
  | "outletname__c" | "outletcode__c" | "mobile_no__c" | "address__c" | "city_town__c" | "district__c"
  | "state__c" | "region__c" | "wss_tty_name__c" | "wss_code__c" | "wss_phone__c" | "tsi_tty_name__c"
  | "tty_code__c" | "tsi_tty_phone__c" | "cluster__c" | "cluster_bm_mobile_no__c" | "cluster_code__c"
  | "rsm_mis_name__c" | "rsm_phone__c";

type Rule =
  | { kind: "text" }
  | { kind: "multiline" }
  | { kind: "state" }
  | { kind: "required"; required: string }
  | { kind: "phone"; required: string; invalid: string };

export interface OutletField { readonly key: OutletFieldKey; readonly label: string; readonly rule: Rule }

const phone = (required: string, invalid: string): Rule => ({ kind: "phone", required, invalid });

/** The form's rows in the spec's order (section 2, screen 5) with the messages of section 5. */
export const OUTLET_FIELDS: readonly OutletField[] = [
  { key: "outletname__c", label: "Outlet Name", rule: { kind: "required", required: "Outlet Name is required" } },
  { key: "outletcode__c", label: "Outlet Code", rule: { kind: "text" } },
  { key: "mobile_no__c", label: "Mobile No", rule: phone("Phone Number is required!", "Phone number is not valid") },
  { key: "address__c", label: "Address", rule: { kind: "multiline" } },
  { key: "city_town__c", label: "City/Town", rule: { kind: "text" } },
  { key: "district__c", label: "District", rule: { kind: "text" } },
  { key: "state__c", label: "State", rule: { kind: "state" } },
  { key: "region__c", label: "Region", rule: { kind: "text" } },
  { key: "wss_tty_name__c", label: "WSS Name", rule: { kind: "text" } },
  { key: "wss_code__c", label: "WSS Code", rule: { kind: "text" } },
  { key: "wss_phone__c", label: "WSS Phone No.", rule: phone("WSS Phone Number is required!", "WSS phone number is not valid") },
  { key: "tsi_tty_name__c", label: "TTY Name", rule: { kind: "text" } },
  { key: "tty_code__c", label: "TSI/TTY Code", rule: { kind: "text" } },
  { key: "tsi_tty_phone__c", label: "TSI TTY Phone", rule: phone("TSI TTY Phone Number is required!", "TSI TTY phone number is not valid") },
  { key: "cluster__c", label: "BM Cluster Name", rule: { kind: "text" } },
  { key: "cluster_bm_mobile_no__c", label: "Cluster BM Mobile", rule: phone("Cluster Phone Number is required!", "Cluster Phone number is not valid") },
  { key: "cluster_code__c", label: "Cluster Code", rule: { kind: "text" } },
  { key: "rsm_mis_name__c", label: "RSM MIS Name", rule: { kind: "text" } },
  { key: "rsm_phone__c", label: "RSM Phone", rule: phone("RSM Phone Number is required!", "RSM Phone number is not valid") },
];

export const OUTLET_STATE_INVALID = "Choose a state from the list";
const STATE_VALUES: ReadonlySet<string> = new Set(STATE_OPTIONS.map((o) => o.value));

/** Empty, or one of the 35 state values (the select offers nothing else; the server enforces it). */
const stateValue = new t.Type<string, string, unknown>(
  "StateValue",
  (u): u is string => typeof u === "string" && (u === "" || STATE_VALUES.has(u)),
  (u, c) => {
    const r = optionalString.validate(u, c);
    return r._tag === "Right" && r.right !== "" && !STATE_VALUES.has(r.right) ? t.failure(u, c, OUTLET_STATE_INVALID) : r;
  },
  t.identity,
);

const fieldCodec = (rule: Rule): t.Type<string, string, unknown> => {
  switch (rule.kind) {
    case "required": return requiredString(rule.required);
    case "phone": return requiredPattern(INDIAN_PHONE, rule.required, rule.invalid);
    case "state": return stateValue;
    default: return optionalString;
  }
};

/** The values of the outlet form, all strings (an empty optional field is ""). */
export type OutletValues = Record<OutletFieldKey, string>;

/** Form codec: decodeForm(OutletForm, values) gives the spec's message per field. */
export const OutletForm: t.Type<OutletValues, OutletValues, unknown> = t.type(
  Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, fieldCodec(f.rule)])) as Record<OutletFieldKey, t.Type<string, string, unknown>>,
) as unknown as t.Type<OutletValues, OutletValues, unknown>;

export const emptyOutletValues = (): OutletValues =>
  Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, ""])) as OutletValues;

const nstr = t.union([t.string, t.null]);

/** A row of `outlets` as the server returns it. */
export const Outlet = t.intersection([
  t.type({ id: t.number }),
  t.type(Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, nstr])) as Record<OutletFieldKey, typeof nstr>),
  t.partial({ cmdi_name__c: nstr, state_label: nstr }),
]);
export type Outlet = t.TypeOf<typeof Outlet>;

/** Form values from a stored row (nulls become ""). */
export const outletToValues = (o: Outlet): OutletValues =>
  Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, o[f.key] ?? ""])) as OutletValues;

/** Search runs only with more than two characters (spec section 5). */
export const OUTLET_SEARCH_MIN = 3;
export const canSearchOutlets = (q: string) => q.trim().length >= OUTLET_SEARCH_MIN;

/**
 * The outlet search on the cached list (spec section 5): only with more than two characters,
 * name or code, case-insensitive. `null` means "no search": the whole list, no result message.
 */
export function searchOutlets<O extends Pick<Outlet, "outletname__c" | "outletcode__c">>(rows: readonly O[], query: string): O[] | null {
  if (!canSearchOutlets(query)) return null;
  const q = query.trim().toLowerCase();
  return rows.filter((o) => (o.outletname__c ?? "").toLowerCase().includes(q) || (o.outletcode__c ?? "").toLowerCase().includes(q));
}
