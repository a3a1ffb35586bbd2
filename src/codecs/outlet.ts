// Outlets (table `outlets`): the row, the form (19 labelled rows as data) and its validation, the
// operations on them (spec section 7) and the cached list (spec section 3).
import * as t from "io-ts";
import { defineRead, defineWrite, exactObject, exactParams, IdRow, noParams, RowId } from "./contract.ts";
import { limited, optionalMultiline, optionalString, requiredString } from "./form.ts";
import { mobileNumber } from "./mobile.ts";
import { listSlot } from "./lists.ts";
import { STATE_OPTIONS } from "./states.ts";
import { msg } from "./i18n.ts";
import { baseOf } from "./conflict.ts";

export type OutletFieldKey =
  | "outletname__c"
  | "outletcode__c"
  | "mobile_no__c"
  | "address__c"
  | "city_town__c"
  | "district__c"
  | "state__c"
  | "region__c"
  | "wss_tty_name__c"
  | "wss_code__c"
  | "wss_phone__c"
  | "tsi_tty_name__c"
  | "tty_code__c"
  | "tsi_tty_phone__c"
  | "cluster__c"
  | "cluster_bm_mobile_no__c"
  | "cluster_code__c"
  | "rsm_mis_name__c"
  | "rsm_phone__c";

type Rule =
  | { kind: "text" }
  | { kind: "multiline" }
  | { kind: "state" }
  | { kind: "required"; required: string }
  | { kind: "phone"; required: string; invalid: string };

export interface OutletField {
  readonly key: OutletFieldKey;
  readonly label: string;
  readonly rule: Rule;
}

const phone = (required: string, invalid: string): Rule => ({ kind: "phone", required, invalid });

/** The form's rows in the spec's order (section 2, screen 5) with the messages of section 5. */
export const OUTLET_FIELDS: readonly OutletField[] = [
  { key: "outletname__c", label: msg("Outlet Name"), rule: { kind: "required", required: msg("Outlet Name is required") } },
  { key: "outletcode__c", label: msg("Outlet Code"), rule: { kind: "text" } },
  { key: "mobile_no__c", label: msg("Mobile No"), rule: phone(msg("Phone Number is required!"), msg("Phone number is not valid")) },
  { key: "address__c", label: msg("Address"), rule: { kind: "multiline" } },
  { key: "city_town__c", label: msg("City/Town"), rule: { kind: "text" } },
  { key: "district__c", label: msg("District"), rule: { kind: "text" } },
  { key: "state__c", label: msg("State"), rule: { kind: "state" } },
  { key: "region__c", label: msg("Region"), rule: { kind: "text" } },
  { key: "wss_tty_name__c", label: msg("WSS Name"), rule: { kind: "text" } },
  { key: "wss_code__c", label: msg("WSS Code"), rule: { kind: "text" } },
  { key: "wss_phone__c", label: msg("WSS Phone No."), rule: phone(msg("WSS Phone Number is required!"), msg("WSS phone number is not valid")) },
  { key: "tsi_tty_name__c", label: msg("TTY Name"), rule: { kind: "text" } },
  { key: "tty_code__c", label: msg("TSI/TTY Code"), rule: { kind: "text" } },
  {
    key: "tsi_tty_phone__c",
    label: msg("TSI TTY Phone"),
    rule: phone(msg("TSI TTY Phone Number is required!"), msg("TSI TTY phone number is not valid")),
  },
  { key: "cluster__c", label: msg("BM Cluster Name"), rule: { kind: "text" } },
  {
    key: "cluster_bm_mobile_no__c",
    label: msg("Cluster BM Mobile"),
    rule: phone(msg("Cluster Phone Number is required!"), msg("Cluster Phone number is not valid")),
  },
  { key: "cluster_code__c", label: msg("Cluster Code"), rule: { kind: "text" } },
  { key: "rsm_mis_name__c", label: msg("RSM MIS Name"), rule: { kind: "text" } },
  { key: "rsm_phone__c", label: msg("RSM Phone"), rule: phone(msg("RSM Phone Number is required!"), msg("RSM Phone number is not valid")) },
];

export const OUTLET_STATE_INVALID = msg("Choose a state from the list");
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

/** Longest text kept in one outlet field (the client says so before sending; the server checks it too). */
export const OUTLET_VALUE_MAX = 500;

const fieldCodec = ({ rule, label }: OutletField): t.Type<string, string, unknown> => {
  switch (rule.kind) {
    case "required":
      return limited(requiredString(rule.required), OUTLET_VALUE_MAX, label);
    case "phone":
      return mobileNumber(rule.required, rule.invalid);
    case "state":
      return stateValue;
    case "multiline":
      return limited(optionalMultiline, OUTLET_VALUE_MAX, label);
    default:
      return limited(optionalString, OUTLET_VALUE_MAX, label);
  }
};

/** The values of the outlet form, all strings (an empty optional field is ""). */
export type OutletValues = Record<OutletFieldKey, string>;

/** Form codec: decodeForm(OutletForm, values) gives the spec's message per field; a key that is not a field is refused. */
export const OutletForm: t.Type<OutletValues, OutletValues, unknown> = exactObject(
  Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, fieldCodec(f)])) as Record<OutletFieldKey, t.Type<string, string, unknown>>,
  {},
  "outlet field",
);

export const emptyOutletValues = (): OutletValues => Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, ""])) as OutletValues;

const nstr = t.union([t.string, t.null]);

/** A row of `outlets` as the server returns it. */
export const Outlet = t.intersection([
  t.type({ id: t.number }),
  t.type(Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, nstr])) as Record<OutletFieldKey, typeof nstr>),
  // version: the row's version (decision 079; absent in lists cached before it)
  t.partial({ cmdi_name__c: nstr, state_label: nstr, version: t.number }),
]);
export type Outlet = t.TypeOf<typeof Outlet>;

/** Form values from a stored row (nulls become ""). */
export const outletToValues = (o: Outlet): OutletValues => Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, o[f.key] ?? ""])) as OutletValues;

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

/** Spec section 9: outlets fetch limit. */
export const OUTLETS_LIMIT = 1000;
const SEARCH_TEXT_MAX = 100;

/** The search box's text: trimmed, more than two characters (spec section 5), not huge. */
const SearchText = new t.Type<string, string, unknown>(
  "SearchText",
  (u): u is string => typeof u === "string" && canSearchOutlets(u),
  (u, c) => {
    if (typeof u !== "string") return t.failure(u, c, "Search text must be text");
    const q = u.trim();
    if (!canSearchOutlets(q)) return t.failure(u, c, `Type at least ${OUTLET_SEARCH_MIN} characters to search outlets`);
    if (q.length > SEARCH_TEXT_MAX) return t.failure(u, c, `Search text is too long (at most ${SEARCH_TEXT_MAX} characters)`);
    return t.success(q);
  },
  t.identity,
);

/** Every role reads the outlets of its CMDI scope (decision 004); only a CMDI writes its own. */
export const outletsList = defineRead("outlets.list", { params: noParams, row: Outlet, roles: "any" });
export const outletsSearch = defineRead("outlets.search", { params: exactParams({ q: SearchText }), row: Outlet, roles: "any" });
/** The server's 404 for an outlet that is not there or not the person's (every outlet op says it so). */
export const OUTLET_NOT_FOUND = msg("This outlet was not found");
export const outletsGet = defineRead("outlets.get", { params: exactParams({ id: RowId }), row: Outlet, roles: "any" });
export const outletsInsert = defineWrite("outlets.insert", { params: exactParams({ values: OutletForm }), row: IdRow, roles: ["CMDI"] });
/**
 * The values the outlet had where the form started (decision 079): any string (a stored value may
 * break today's form rules), one per field.
 */
export const OutletBaseValues = exactObject(
  Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, t.string])) as Record<OutletFieldKey, t.StringC>,
  {},
  "outlet field",
);
/** An update's answer: the outlet's id and its new version (absent in answers stored before decision 079). */
export const OutletWritten = t.intersection([IdRow, t.partial({ version: t.number })]);
/**
 * `base`: the version and values the form started from (decision 079): a field someone else changed
 * meanwhile merges, one both changed is refused as a conflict. Without it (a write queued before
 * versions) the update is written as it always was: the last write wins.
 */
export const outletsUpdate = defineWrite("outlets.update", {
  params: exactParams({ id: RowId, values: OutletForm }, { base: baseOf(OutletBaseValues) }),
  row: OutletWritten,
  roles: ["CMDI"],
});
export const outletsDelete = defineWrite("outlets.delete", { params: exactParams({ id: RowId }), row: IdRow, roles: ["CMDI"] });

/** The cached outlets (spec section 9, local storage key "outlets"): `outlets.list`'s rows. */
export const outletsSlot = listSlot("outlets", Outlet);
