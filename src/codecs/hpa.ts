// HPAs (issue 25; docs/decisions/041): the people and places an FCP works with. The row, the eight
// kinds (each the build configuration's fixed record-type id), the add form with its messages, the
// operations (list, get, add, link) and the cached list (local key "FCPHPAList").
import * as t from "io-ts";
import { defineRead, defineWrite, exactObject, exactParams, IdRow, noParams, RowId } from "./contract.ts";
import { limited, optionalString, requiredString } from "./form.ts";
import { mobileNumber } from "./mobile.ts";
import { listSlot } from "./lists.ts";
import { msg } from "./i18n.ts";
import { pageOf, windowed } from "./window.ts";

/** The eight kinds of HPA, in the spec's order, with their account record-type ids (server/db/demo.ts RECORD_TYPES). */
export const HPA_TYPES = [
  { label: msg("Art Maker"), recordTypeId: "0125g000000ARTxAAA" },
  { label: msg("Hobby Class Teacher"), recordTypeId: "0125g000000HCTxAAA" },
  { label: msg("Hobby Centres"), recordTypeId: "0125g000000HCExAAA" },
  { label: msg("Hobby Professional"), recordTypeId: "0125g000000HPRxAAA" },
  { label: msg("Others"), recordTypeId: "0125g000000OTHxAAA" },
  { label: msg("Professional"), recordTypeId: "0125g000000PROxAAA" },
  { label: msg("Recreational"), recordTypeId: "0125g000000RECxAAA" },
  { label: msg("Vocational"), recordTypeId: "0125g000000VOCxAAA" },
] as const;
export type HpaType = (typeof HPA_TYPES)[number]["label"];
export const HPA_TYPE_LABELS: readonly HpaType[] = HPA_TYPES.map((h) => h.label);
export const recordTypeOf = (label: HpaType): string => HPA_TYPES.find((h) => h.label === label)!.recordTypeId;
export const typeOfRecord = (id: string | null): HpaType | null => HPA_TYPES.find((h) => h.recordTypeId === id)?.label ?? null;

export type HpaFieldKey = "name" | "type" | "mobile__c" | "email__c" | "city__c" | "state__c" | "institute__c";

export interface HpaField {
  readonly key: HpaFieldKey;
  readonly label: string;
  readonly kind: "text" | "type" | "tel" | "email";
}

/** The add form's rows, in order. */
export const HPA_FIELDS: readonly HpaField[] = [
  { key: "name", label: msg("Name"), kind: "text" },
  { key: "type", label: msg("HPA Type"), kind: "type" },
  { key: "mobile__c", label: msg("Mobile No"), kind: "tel" },
  { key: "email__c", label: msg("Email"), kind: "email" },
  { key: "city__c", label: msg("City"), kind: "text" },
  { key: "state__c", label: msg("State"), kind: "text" },
  { key: "institute__c", label: msg("Institute"), kind: "text" },
];

export const HPA_MESSAGES = {
  name: msg("Name is required"),
  type: msg("Choose the HPA type"),
  mobileRequired: msg("Mobile number is required"),
  mobileInvalid: msg("Mobile number is not valid"),
  email: msg("Email is not valid"),
  /**
   * A new HPA's number that is already taken by anyone but the caller: the same words whether it is
   * another FCP's HPA, one in nobody's list or a removed one (issue 43 item 6: a stranger learns
   * only that the number cannot be added, never whose it is), with what to do instead.
   */
  duplicate: msg("This mobile number cannot be used for a new HPA. If you work with this HPA, add them on Add FCP HPA; otherwise ask your CMDI"),
  notFound: msg("This HPA was not found"),
  linkNone: msg("No HPA with this mobile number is free to add"),
  linkMine: msg("This HPA is already in your list"),
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const HPA_VALUE_MAX = 200;

const hpaType = new t.Type<string, string, unknown>(
  "HpaType",
  (u): u is string => typeof u === "string" && (HPA_TYPE_LABELS as readonly string[]).includes(u),
  (u, c) => (typeof u === "string" && (HPA_TYPE_LABELS as readonly string[]).includes(u) ? t.success(u) : t.failure(u, c, HPA_MESSAGES.type)),
  t.identity,
);

const optionalEmail = new t.Type<string, string, unknown>(
  "OptionalEmail",
  (u): u is string => typeof u === "string" && (u === "" || EMAIL.test(u)),
  (u, c) => {
    const r = limited(optionalString, HPA_VALUE_MAX, "Email").validate(u, c);
    return r._tag === "Right" && r.right !== "" && !EMAIL.test(r.right) ? t.failure(u, c, HPA_MESSAGES.email) : r;
  },
  t.identity,
);

/** The HPA's mobile number, kept as its ten digits (./mobile.ts): the HPA's identity, one HPA per number. */
export const hpaMobile = mobileNumber(HPA_MESSAGES.mobileRequired, HPA_MESSAGES.mobileInvalid);

/** The values of the add form, all strings (an empty optional field is ""). */
export type HpaValues = Record<HpaFieldKey, string>;

/** Form codec: decodeForm(HpaForm, values) gives each field's message; a key that is not a field is refused. */
export const HpaForm: t.Type<HpaValues, HpaValues, unknown> = exactObject(
  {
    name: limited(requiredString(HPA_MESSAGES.name), HPA_VALUE_MAX, "Name"),
    type: hpaType,
    mobile__c: hpaMobile,
    email__c: optionalEmail,
    city__c: limited(optionalString, HPA_VALUE_MAX, "City"),
    state__c: limited(optionalString, HPA_VALUE_MAX, "State"),
    institute__c: limited(optionalString, HPA_VALUE_MAX, "Institute"),
  },
  {},
  "HPA field",
) as t.Type<HpaValues, HpaValues, unknown>;

/** Whether a kept draft has the form's shape (every field's text). */
export const isHpaValues = (v: unknown): v is HpaValues =>
  typeof v === "object" && v !== null && HPA_FIELDS.every((f) => typeof (v as Record<string, unknown>)[f.key] === "string");

export const emptyHpaValues = (): HpaValues => Object.fromEntries(HPA_FIELDS.map((f) => [f.key, ""])) as HpaValues;

const nstr = t.union([t.string, t.null]);

/** An HPA as the server returns it: `assigned` when a CMDI assigned it to the FCP. */
export const Hpa = t.type({
  id: t.number,
  name: t.string,
  type: nstr,
  mobile__c: t.string,
  email__c: nstr,
  city__c: nstr,
  state__c: nstr,
  institute__c: nstr,
  fcp_name: nstr,
  assigned: t.boolean,
  createddate: nstr,
});
export type Hpa = t.TypeOf<typeof Hpa>;

/** The list's search (name, mobile, city or institute, case-insensitive) and type filter ("" = every type). */
export function filterHpas<H extends Pick<Hpa, "name" | "mobile__c" | "city__c" | "institute__c" | "type">>(
  rows: readonly H[],
  query: string,
  type: string,
): H[] {
  const q = query.trim().toLowerCase();
  return rows.filter(
    (h) =>
      (type === "" || h.type === type) &&
      (q === "" || [h.name, h.mobile__c, h.city__c, h.institute__c].some((v) => (v ?? "").toLowerCase().includes(q))),
  );
}

/** The most HPAs the search's server part answers (decision 082); the list itself is windowed (decision 092). */
export const HPAS_LIMIT = 2000;

/** Every role reads the HPAs of its scope (an FCP theirs, a CMDI their FCPs', an AMMD their CMDIs'), newest first; only an FCP adds or links. */
export const hpasList = windowed(defineRead("hpas.list", { params: noParams, row: Hpa, roles: "any" }), {
  // decision 092: a device holds the 300 newest HPAs (none is open work); /listHPA's search and type filter ask for the rest
  cap: 300,
  filters: ["type"],
  search: ["name", "mobile__c", "city__c", "institute__c"],
});
/** The HPAs the device does not hold: a page of them, by the same filter and search, from the server (decision 092). */
export const hpasListPage = pageOf(hpasList);
export const hpasGet = defineRead("hpas.get", { params: exactParams({ id: RowId }), row: Hpa, roles: "any" });
export const hpasAdd = defineWrite("hpas.add", { params: exactParams({ values: HpaForm }), row: IdRow, roles: ["FCP"] });
/** The link form: the mobile number of an HPA nobody works with yet. */
export const HpaLinkForm = exactObject({ mobile__c: hpaMobile }, {}, "HPA field");
export type HpaLinkValues = t.TypeOf<typeof HpaLinkForm>;
export const hpasLink = defineWrite("hpas.link", { params: exactParams({ values: HpaLinkForm }), row: IdRow, roles: ["FCP"] });

/** The cached HPAs (the spec's local key FCPHPAList): `hpas.list`'s rows. */
export const hpasSlot = listSlot("hpas", Hpa);
