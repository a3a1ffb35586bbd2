// HPAs in a bulk import (issue 46 item 2; decision 086): an FCP's own, as hpas.add makes them
// (server/ops/hpas.ts). Each row is checked with the HPA form's codec (HpaForm: its exact messages);
// its natural key is the HPA's mobile number (ten digits), which is one HPA's across the programme
// (a unique index). A number that is the FCP's own HPA updates it (or leaves it as it is); one held
// by any other HPA (another FCP's, nobody's, a removed one) is refused with hpas.add's own message,
// which names nobody. The write looks every number up again under the FCP's lock and inserts with
// ON CONFLICT DO NOTHING, so a number taken meanwhile is refused, never made twice.
import { duplicateHpaRow, HPA_IMPORT_COLUMNS, type RowProblem } from "../../src/codecs/bulkImport.ts";
import { decodeForm } from "../../src/codecs/form.ts";
import {
  emptyHpaValues,
  HPA_FIELDS,
  HPA_MESSAGES,
  HPA_TYPE_LABELS,
  HpaForm,
  recordTypeOf,
  typeOfRecord,
  type HpaType,
} from "../../src/codecs/hpa.ts";
import type { NoRows, Queryable } from "../db/db.ts";
import { headersOf, type Existing, type ImportSpec, type RowOutcome } from "./spec.ts";

const KEYS = HPA_FIELDS.map((f) => f.key);
const MOBILE_LABEL = HPA_FIELDS.find((f) => f.key === "mobile__c")!.label;
const TAKEN: RowProblem = { field: MOBILE_LABEL, message: HPA_MESSAGES.duplicate };
/** A type cell in any case ("art maker"): the form's label. */
const TYPE_BY_LOWER = new Map(HPA_TYPE_LABELS.map((l) => [l.toLowerCase(), l]));

const keyOf = (mobile: string) => `mobile:${mobile.trim()}`;

interface HpaRecord {
  id: number;
  name: string;
  recordtypeid: string;
  mobile__c: string;
  email__c: string | null;
  city__c: string | null;
  state__c: string | null;
  institute__c: string | null;
  fcp__c: string | null;
  isdeleted: boolean | null;
}

/** The HPAs holding these numbers, by key: the FCP's own (its values as the form has them) or someone else's (the add op's refusal). */
async function heldBy(q: Queryable, fcp: string, keys: string[]): Promise<Map<string, Existing | RowProblem>> {
  const mobiles = keys.filter((k) => k.startsWith("mobile:")).map((k) => k.slice(7));
  const r = await q.query<HpaRecord>(
    `SELECT id, name, recordtypeid, mobile__c, email__c, city__c, state__c, institute__c, fcp__c, isdeleted
       FROM hpa__c WHERE mobile__c = ANY($1::text[])`,
    [mobiles],
  );
  const held = new Map<string, Existing | RowProblem>();
  for (const h of r.rows) {
    const mine = h.fcp__c === fcp && h.isdeleted !== true;
    held.set(
      keyOf(h.mobile__c),
      mine
        ? {
            id: h.id,
            values: {
              name: h.name,
              type: typeOfRecord(h.recordtypeid) ?? "",
              mobile__c: h.mobile__c,
              email__c: h.email__c ?? "",
              city__c: h.city__c ?? "",
              state__c: h.state__c ?? "",
              institute__c: h.institute__c ?? "",
            },
          }
        : TAKEN,
    );
  }
  return held;
}

const toRow = (v: Record<string, string>) => ({
  name: v.name,
  recordtypeid: recordTypeOf(v.type as HpaType),
  mobile__c: v.mobile__c,
  email__c: v.email__c ?? "",
  city__c: v.city__c ?? "",
  state__c: v.state__c ?? "",
  institute__c: v.institute__c ?? "",
});

const COLUMNS = ["name", "recordtypeid", "mobile__c", "email__c", "city__c", "state__c", "institute__c"] as const;
const OPTIONAL = new Set(["email__c", "city__c", "state__c", "institute__c"]);
const cell = (k: (typeof COLUMNS)[number], from: string) => (OPTIONAL.has(k) ? `NULLIF(${from}->>'${k}', '')` : `${from}->>'${k}'`);

export const hpaSpec: ImportSpec = {
  keys: KEYS,
  nameKey: "name",
  telling: ["mobile__c"],
  choices: ["type", "state__c"],
  labels: new Map(HPA_FIELDS.map((f) => [f.key, f.label])),
  headers: headersOf(HPA_IMPORT_COLUMNS),
  empty: emptyHpaValues,
  normalize(values) {
    values.type = TYPE_BY_LOWER.get((values.type ?? "").trim().toLowerCase()) ?? values.type ?? "";
  },
  decode: (values) => decodeForm(HpaForm, values),
  key: (v) => keyOf(v.mobile__c ?? ""),
  duplicate: duplicateHpaRow,
  lookup: (db, fcp) => (rows) =>
    heldBy(
      db,
      fcp.sfid,
      rows.map((r) => r.key),
    ),
  async write(q, fcp, rows) {
    const now = await heldBy(
      q,
      fcp,
      rows.map((x) => x.key),
    );
    const out: RowOutcome[] = [];
    const creates = rows.filter((x) => !now.has(x.key));
    const updates: { line: number; id: number; values: Record<string, string> }[] = [];
    for (const x of rows) {
      const held = now.get(x.key);
      if (held === undefined) continue;
      if ("message" in held) out.push({ line: x.line, action: "refused", record_id: null, problems: [held] });
      else updates.push({ line: x.line, id: held.id, values: x.values });
    }
    if (creates.length > 0) {
      const ins = await q.query<{ id: number; mobile__c: string }>(
        `INSERT INTO hpa__c (fcp__c, ${COLUMNS.join(", ")})
         SELECT $1, ${COLUMNS.map((k) => cell(k, "v")).join(", ")} FROM json_array_elements($2::json) AS v
         ON CONFLICT (mobile__c) DO NOTHING RETURNING id, mobile__c`,
        [fcp, JSON.stringify(creates.map((x) => toRow(x.values)))],
      );
      const made = new Map(ins.rows.map((r) => [keyOf(r.mobile__c), r.id]));
      for (const x of creates) {
        const id = made.get(x.key);
        // taken since the look-up by an HPA that is not the FCP's (another FCP's import or form)
        out.push(
          id === undefined
            ? { line: x.line, action: "refused", record_id: null, problems: [TAKEN] }
            : { line: x.line, action: "created", record_id: id },
        );
      }
    }
    if (updates.length > 0) {
      await q.query<NoRows>(
        `UPDATE hpa__c h SET ${COLUMNS.filter((k) => k !== "mobile__c")
          .map((k) => `${k} = ${cell(k, "v.j")}`)
          .join(", ")}, systemmodstamp = now()
           FROM (SELECT (e->>'id')::int AS id, e->'values' AS j FROM json_array_elements($2::json) AS e) v
          WHERE h.id = v.id AND h.fcp__c = $1`,
        [fcp, JSON.stringify(updates.map((x) => ({ id: x.id, values: toRow(x.values) })))],
      );
      for (const x of updates) out.push({ line: x.line, action: "updated", record_id: x.id });
    }
    return out;
  },
  audit: { created: "hpa.imported", updated: "hpa.reimported", field: "hpa" },
};
