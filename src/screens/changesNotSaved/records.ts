// What a refused write was, as "Changes not saved" shows it (decision 081): the kind of record and
// its name, the values typed under their form's labels, and where "Edit and resend" opens its form
// with them (the form's kept draft, decision 038). An operation not listed here is shown by its
// params' keys and values, with Discard only.
import { HPA_FIELDS, isHpaValues } from "../../codecs/hpa.ts";
import { msg } from "../../codecs/i18n.ts";
import { addEditOutletLink, fevicrylDetailsLink, navHref } from "../../codecs/navParams.ts";
import { RATING_FIELD_LABELS } from "../../codecs/content.ts";
import { OUTLET_FIELDS } from "../../codecs/outlet.ts";
import type { TypedValue } from "./ChangesNotSavedView.tsx";

export type { TypedValue };

/** Where "Edit and resend" opens the write's form: its draft's key and values (none: a page that keeps no draft), and the form's address. */
export interface Reopen {
  draftKey?: string;
  values: Record<string, string>;
  href: string;
}

export interface RefusedRecord {
  /** The kind of record (a catalogue text). */
  kind: string;
  /** Its name as typed ("" when the write names none). */
  name: string;
  values: TypedValue[];
  /** The label (a catalogue text) of a field the refusal may name, by key. */
  labels: Readonly<Record<string, string>>;
  /** Null: the write has no form to edit it in; only Discard. */
  reopen: Reopen | null;
}

type Params = Record<string, unknown>;
const asRecord = (v: unknown): Params => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Params) : {});
const text = (v: unknown): string =>
  typeof v === "string" ? v : v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
const strings = (v: Params): Record<string, string> => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, text(x)]));

/** The values of a form's fields that were typed (an empty optional field is left out). */
const typed = (fields: readonly { key: string; label: string }[], values: Params, translated: readonly string[] = []): TypedValue[] =>
  fields.flatMap((f) => {
    const value = text(values[f.key]).trim();
    return value === "" ? [] : [{ key: f.key, label: f.label, known: true, value, ...(translated.includes(f.key) ? { translated: true } : {}) }];
  });

const labelsOf = (fields: readonly { key: string; label: string }[]) => Object.fromEntries(fields.map((f) => [f.key, f.label]));

const outlet = (p: Params): RefusedRecord => {
  const values = asRecord(p.values);
  const id = typeof p.id === "number" ? p.id : null;
  return {
    kind: msg("Outlet"),
    name: text(values.outletname__c),
    values: typed(OUTLET_FIELDS, values),
    labels: labelsOf(OUTLET_FIELDS),
    reopen: {
      draftKey: `outlet:${id ?? "new"}`,
      values: strings(values),
      href: id === null ? addEditOutletLink.path : navHref(addEditOutletLink, { outletid: id }),
    },
  };
};

/** A rating (decision 079): the stars chosen; its item's page shows a conflict's panel (no draft: the page is the answer). */
const rating = (p: Params): RefusedRecord => {
  const fields = Object.entries(RATING_FIELD_LABELS).map(([key, label]) => ({ key, label }));
  return {
    kind: msg("Rating"),
    name: "",
    values: typed(fields, p),
    labels: labelsOf(fields),
    reopen: typeof p.content === "number" ? { values: {}, href: navHref(fevicrylDetailsLink, { id: p.content }) } : null,
  };
};

/** The writes whose records and forms are known, by operation. */
const KNOWN: Readonly<Record<string, (p: Params) => RefusedRecord>> = {
  "outlets.insert": outlet,
  "outlets.update": outlet,
  "outlets.delete": () => ({ kind: msg("Outlet"), name: "", values: [], labels: {}, reopen: null }),
  "reviews.rate": rating,
  "hpas.add": (p) => {
    const values = asRecord(p.values);
    return {
      kind: msg("HPA"),
      name: text(values.name),
      values: typed(HPA_FIELDS, values, ["type"]),
      labels: labelsOf(HPA_FIELDS),
      reopen: isHpaValues(values) ? { draftKey: "hpa:new", values: strings(values), href: "/addNewHPA" } : null,
    };
  },
};

/** What the refused write of `op` with `params` was. */
export function refusedRecord(op: string, params: unknown): RefusedRecord {
  const p = asRecord(params);
  const known = KNOWN[op];
  if (known) return known(p);
  const values = asRecord(p.values);
  const shown = Object.keys(values).length > 0 ? values : p;
  return {
    kind: msg("A change"),
    name: text(values.name ?? p.name),
    values: Object.entries(shown).flatMap(([key, v]) => (text(v).trim() === "" ? [] : [{ key, label: key, known: false, value: text(v) }])),
    labels: {},
    reopen: null,
  };
}
