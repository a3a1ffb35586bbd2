// Bulk import (issue 46 item 2; docs/decisions/086-bulk-import.md): the check and the write of a
// file of outlets or HPAs (each kind an ImportSpec: ./outletImport below, ./hpaImport.ts), each run by a job (server/jobs/jobs.ts) in batches, each batch its own
// transaction, so the person follows the progress and a job taken again after a crash goes on from
// where it stopped.
//
// The check parses the kept file with papaparse, decodes every row with the outlet form's codec
// (OutletForm: the form's exact messages), and finds each row's outlet among the CMDI's by its
// natural key: the outlet code (trimmed, case-insensitive) or, for a row without one, its name and
// mobile. A row is then to create, to update (its outlet differs), unchanged, or refused (its
// problems, or a second row of the same outlet). The write inserts and updates the rows the check
// accepted, looking each key up again under the CMDI's lock (an outlet made meanwhile, by the form
// or a second import of the same file, is updated rather than made twice).
import Papa from "papaparse";
import { isLeft } from "fp-ts/Either";
import {
  duplicateRow,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  OUTLET_IMPORT_COLUMNS,
  unknownColumn,
  type ImportKind,
  type RowProblem,
} from "../../src/codecs/bulkImport.ts";
import { decodeForm } from "../../src/codecs/form.ts";
import { STATE_OPTIONS } from "../../src/codecs/states.ts";
import { emptyOutletValues, OUTLET_FIELDS, OutletForm, type OutletFieldKey, type OutletValues } from "../../src/codecs/outlet.ts";
import type { Db, NoRows, Queryable } from "../db/db.ts";
import { msg } from "../../src/codecs/language.ts";
import { DEFAULT_PROGRAMME, type ProgrammeSettings } from "../ops/registry.ts";
import { hpaSpec } from "./hpaImport.ts";
import { personSpec } from "./personImport.ts";
import { headersOf, type Existing, type ImportSpec, type RowOutcome } from "./spec.ts";

/** Rows checked or written in one transaction (the progress moves by this many). */
export const IMPORT_BATCH = 500;

const KEYS = OUTLET_FIELDS.map((f) => f.key);
const LABELS = new Map(OUTLET_FIELDS.map((f) => [f.key, f.label]));
const ROW_SHAPE = msg("This row's cells do not match the header");

/** The outlet's natural key: its code, or (no code) its name and mobile. */
export function outletKey(v: Pick<OutletValues, "outletcode__c" | "outletname__c" | "mobile_no__c">): string {
  const code = (v.outletcode__c ?? "").trim().toLowerCase();
  if (code) return `code:${code}`;
  return `name:${(v.outletname__c ?? "").trim().toLowerCase()}|${(v.mobile_no__c ?? "").trim()}`;
}

/** A state cell may be the state's name as a person writes it ("Rajasthan"): its form value ("Rajasthan - 20"). */
const STATE_BY_LABEL = new Map(STATE_OPTIONS.map((o) => [o.label.toLowerCase(), o.value]));

/** Keeps a file as an import waiting for its check; its id. */
export async function createImport(
  db: Queryable,
  o: { kind: ImportKind; subject: string; sfid: string; fileName: string; text: string },
): Promise<number> {
  const r = await db.query<{ id: number }>(
    "INSERT INTO bulk_import (kind, owner_subject, owner_sfid, file_name, source) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    [o.kind, o.subject, o.sfid, o.fileName, o.text],
  );
  return r.rows[0]!.id;
}

async function fail(db: Queryable, id: number, message: string): Promise<void> {
  await db.query<NoRows>("UPDATE bulk_import SET status = 'failed', message = $2, source = NULL, finished_at = now() WHERE id = $1", [id, message]);
}

const asValues = (row: Record<string, string | null>): Record<OutletFieldKey, string> =>
  Object.fromEntries(KEYS.map((k) => [k, row[k] ?? ""])) as Record<OutletFieldKey, string>;

/** The CMDI's outlets by natural key (the first of each key, oldest first). */
async function outletsByKey(db: Queryable, sfid: string): Promise<Map<string, Existing>> {
  const r = await db.query<Record<string, string | null> & { id: number }>(
    `SELECT id, ${KEYS.join(", ")} FROM outlets WHERE cmdi_name__c = $1 ORDER BY id`,
    [sfid],
  );
  const byKey = new Map<string, Existing>();
  for (const row of r.rows) {
    const values = asValues(row);
    const key = outletKey(values);
    if (!byKey.has(key)) byKey.set(key, { id: row.id, values });
  }
  return byKey;
}

interface CheckedRow {
  line: number;
  key: string;
  values: Record<string, string>;
  action: "create" | "update" | "unchanged" | "refused";
  problems: RowProblem[];
  record_id: number | null;
}

const isProblem = (x: Existing | RowProblem | undefined): x is RowProblem => x !== undefined && "message" in x;

/** Checks an import's file (status `checking`): its rows kept with what each will do; the import `checked` (or `failed`). */
export async function checkImport(db: Db, id: number, programme: ProgrammeSettings = DEFAULT_PROGRAMME): Promise<void> {
  const found = await db.query<{ status: string; source: string | null; owner_sfid: string; owner_subject: string; kind: ImportKind }>(
    "SELECT status, source, owner_sfid, owner_subject, kind FROM bulk_import WHERE id = $1",
    [id],
  );
  const imp = found.rows[0];
  if (imp?.status !== "checking" || imp.source === null) return;
  const spec = specOf(imp.kind);
  const text = imp.source.replace(/^\uFEFF/, "");
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: "greedy", transformHeader: (h) => h.trim() });
  const fields = (parsed.meta.fields ?? []).filter((h) => h !== "");
  const headerOf = (h: string) => spec.headers.get(h.toLowerCase()) ?? spec.headers.get(h);
  const unknown = fields.find((h) => headerOf(h) === undefined);
  if (unknown !== undefined) return fail(db, id, unknownColumn(unknown));
  const rows = parsed.data;
  if (rows.length === 0 || fields.length === 0) return fail(db, id, IMPORT_MESSAGES.empty);
  if (rows.length > IMPORT_MAX_ROWS) return fail(db, id, IMPORT_MESSAGES.tooMany);
  const badShape = new Set(parsed.errors.filter((e) => e.row !== undefined && e.type === "FieldMismatch").map((e) => e.row!));
  // a check taken again after a crash starts over
  await db.query<NoRows>("DELETE FROM bulk_import_row WHERE import_id = $1", [id]);
  await db.query<NoRows>("UPDATE bulk_import SET total = $2, checked = 0 WHERE id = $1", [id, rows.length]);
  const lookup = spec.lookup(db, { subject: imp.owner_subject, sfid: imp.owner_sfid, programme });
  const seen = new Map<string, number>();
  const counts = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
    const decoded = rows.slice(start, start + IMPORT_BATCH).map((raw, i) => {
      const index = start + i;
      // the header is line 1; skipped empty lines are not counted (papaparse drops them)
      const line = index + 2;
      const values = spec.empty();
      for (const [h, v] of Object.entries(raw)) {
        const key = headerOf(h);
        if (key && typeof v === "string") values[key] = v;
      }
      spec.normalize(values);
      const result = spec.decode(values);
      const problems: RowProblem[] = badShape.has(index) ? [{ field: "", message: ROW_SHAPE }] : [];
      if (isLeft(result)) {
        for (const [k, message] of Object.entries(result.left)) problems.push({ field: spec.labels.get(k) ?? "", message: message ?? "" });
      }
      const v = isLeft(result) ? values : result.right;
      return { line, values: v, key: spec.key(v), problems };
    });
    const existing = await lookup(decoded.filter((r) => r.problems.length === 0));
    const batch: CheckedRow[] = decoded.map(({ line, values: v, key, problems }) => {
      const first = seen.get(key);
      if (problems.length === 0 && first !== undefined) problems.push({ field: "", message: spec.duplicate(first) });
      const was = problems.length === 0 ? existing.get(key) : undefined;
      if (isProblem(was)) problems.push(was);
      if (problems.length === 0) seen.set(key, line);
      const had = isProblem(was) ? undefined : was;
      const action: CheckedRow["action"] =
        problems.length > 0 ? "refused" : !had ? "create" : spec.keys.every((k) => (had.values[k] ?? "") === (v[k] ?? "")) ? "unchanged" : "update";
      counts[action]++;
      return { line, key, values: v, action, problems, record_id: had && problems.length === 0 ? had.id : null };
    });
    await db.tx(async (q) => {
      await q.query<NoRows>(
        `INSERT INTO bulk_import_row (import_id, line, key, "values", action, problems, record_id)
         SELECT $1, r.line, r.key, r."values", r.action, r.problems, r.record_id
           FROM json_to_recordset($2::json) AS r(line integer, key text, "values" jsonb, action text, problems jsonb, record_id integer)`,
        [id, JSON.stringify(batch)],
      );
      await q.query<NoRows>("UPDATE bulk_import SET checked = $2 WHERE id = $1", [id, start + batch.length]);
    });
  }
  await db.query<NoRows>(
    `UPDATE bulk_import SET status = 'checked', source = NULL, to_create = $2, to_update = $3, unchanged = $4, refused = $5
      WHERE id = $1 AND status = 'checking'`,
    [id, counts.create, counts.update, counts.unchanged, counts.refused],
  );
}

/** The advisory lock of an importer's records while an import writes them (two imports of one file take turns). */
const lockOf = "SELECT pg_advisory_xact_lock(727100, hashtext($1))";

/**
 * Writes an import's accepted rows (status `importing`) in batches; the import `done` at the end.
 * `programme`: the settings the kinds' ops read (people: the invitation's SMS, handed over once its
 * batch committed).
 */
export async function runImport(db: Db, id: number, programme: ProgrammeSettings = DEFAULT_PROGRAMME): Promise<void> {
  const found = await db.query<{ status: string; owner_sfid: string; owner_subject: string; kind: ImportKind }>(
    "SELECT status, owner_sfid, owner_subject, kind FROM bulk_import WHERE id = $1",
    [id],
  );
  const imp = found.rows[0];
  if (imp?.status !== "importing") return;
  const spec = specOf(imp.kind);
  const sfid = imp.owner_sfid;
  for (;;) {
    const committed: (() => Promise<void>)[] = [];
    const c = { subject: imp.owner_subject, sfid, programme, now: new Date(), afterCommit: (fn: () => Promise<void>) => void committed.push(fn) };
    const more = await db.tx(async (q) => {
      await q.query<NoRows>(lockOf, [`${imp.kind}:${sfid}`]);
      const r = await q.query<{ line: number; key: string; values: Record<string, string> }>(
        `SELECT line, key, "values" FROM bulk_import_row WHERE import_id = $1 AND action IN ('create', 'update') ORDER BY line LIMIT ${IMPORT_BATCH}`,
        [id],
      );
      if (r.rows.length === 0) return false;
      // each key looked up again now, under the lock: a record made since the check is updated
      const outcome = await spec.write(q, sfid, r.rows, c);
      await q.query<NoRows>(
        `UPDATE bulk_import_row b SET action = o.action, record_id = o.record_id, problems = COALESCE(o.problems, b.problems)
           FROM json_to_recordset($2::json) AS o(line integer, action text, record_id integer, problems jsonb)
          WHERE b.import_id = $1 AND b.line = o.line`,
        [id, JSON.stringify(outcome)],
      );
      const n = (a: RowOutcome["action"]) => outcome.filter((o) => o.action === a).length;
      await q.query<NoRows>(
        "UPDATE bulk_import SET done = done + $2, created = created + $3, updated = updated + $4, refused = refused + $5 WHERE id = $1",
        [id, r.rows.length, n("created"), n("updated"), n("refused")],
      );
      // every record written is audited, naming the import (decision 080)
      const written = outcome.filter((o) => o.action !== "refused");
      await q.query<NoRows>(
        `INSERT INTO app_audit (subject, action, detail)
         SELECT $1, o->>'action', jsonb_build_object($4::text, (o->>'record_id')::int, 'import', $2::int) FROM json_array_elements($3::json) AS o`,
        [
          imp.owner_subject,
          id,
          JSON.stringify(written.map((o) => ({ action: o.action === "created" ? spec.audit.created : spec.audit.updated, record_id: o.record_id }))),
          spec.audit.field,
        ],
      );
      return true;
    });
    // as an op's: what must not happen for a batch that rolled back (an invitation's SMS); a failure is the queue's to retry
    for (const fn of committed) await fn().catch(() => undefined);
    if (!more) break;
  }
  await db.query<NoRows>("UPDATE bulk_import SET status = 'done', finished_at = now() WHERE id = $1 AND status = 'importing'", [id]);
}

/** Marks an import its job gave up on (the queue's dead letter, decision 086) as failed, unless it ended meanwhile. */
export async function failStopped(db: Queryable, id: number): Promise<void> {
  await db.query<NoRows>(
    "UPDATE bulk_import SET status = 'failed', message = $2, source = NULL, finished_at = now() WHERE id = $1 AND status IN ('checking', 'importing')",
    [id, IMPORT_MESSAGES.stopped],
  );
}

/** Outlets (decision 086): a CMDI's, keyed by code (or name and mobile), the outlet form's codec. */
const outletSpec: ImportSpec = {
  keys: KEYS,
  nameKey: "outletname__c",
  telling: ["outletcode__c", "mobile_no__c"],
  choices: ["state__c"],
  labels: LABELS,
  headers: headersOf(OUTLET_IMPORT_COLUMNS),
  empty: emptyOutletValues,
  normalize(values) {
    values.state__c = STATE_BY_LABEL.get((values.state__c ?? "").trim().toLowerCase()) ?? values.state__c ?? "";
  },
  decode: (values) => decodeForm(OutletForm, values),
  key: (v) => outletKey(v as OutletValues),
  duplicate: duplicateRow,
  lookup(db, owner) {
    let all: Promise<Map<string, Existing>> | null = null;
    return async () => {
      all ??= outletsByKey(db, owner.sfid);
      return all;
    };
  },
  async write(q, sfid, rows) {
    const now = await outletsByKeys(
      q,
      sfid,
      rows.map((x) => x.key),
    );
    const creates = rows.filter((x) => !now.has(x.key));
    const updates = rows.filter((x) => now.has(x.key));
    const made = new Map<string, number>();
    if (creates.length > 0) {
      const ins = await q.query<Record<string, string | null> & { id: number }>(
        `INSERT INTO outlets (cmdi_name__c, ${KEYS.join(", ")})
         SELECT $1, ${KEYS.map((k) => `NULLIF(v->>'${k}', '')`).join(", ")} FROM json_array_elements($2::json) AS v
         RETURNING id, outletcode__c, outletname__c, mobile_no__c`,
        [sfid, JSON.stringify(creates.map((x) => x.values))],
      );
      for (const row of ins.rows) made.set(outletKey(asValues(row)), row.id);
    }
    if (updates.length > 0) {
      await q.query<NoRows>(
        `UPDATE outlets o SET ${KEYS.map((k) => `${k} = NULLIF(v.j->>'${k}', '')`).join(", ")}, row_version = o.row_version + 1, systemmodstamp = now()
           FROM (SELECT (e->>'id')::int AS id, e->'values' AS j FROM json_array_elements($2::json) AS e) v
          WHERE o.id = v.id AND o.cmdi_name__c = $1`,
        [sfid, JSON.stringify(updates.map((x) => ({ id: now.get(x.key), values: x.values })))],
      );
    }
    return [
      ...creates.map((x) => ({ line: x.line, action: "created" as const, record_id: made.get(x.key) ?? null })),
      ...updates.map((x) => ({ line: x.line, action: "updated" as const, record_id: now.get(x.key)! })),
    ];
  },
  audit: { created: "outlet.imported", updated: "outlet.reimported", field: "outlet" },
};

/** The spec of each kind. */
export function specOf(kind: ImportKind): ImportSpec {
  return kind === "hpa" ? hpaSpec : kind === "person" ? personSpec : outletSpec;
}

/** The CMDI's outlets among `keys` (by natural key): their ids. */
async function outletsByKeys(q: Queryable, sfid: string, keys: string[]): Promise<Map<string, number>> {
  const codes = keys.filter((k) => k.startsWith("code:")).map((k) => k.slice(5));
  const names = keys.filter((k) => k.startsWith("name:")).map((k) => k.slice(5));
  const r = await q.query<{ id: number; outletcode__c: string | null; outletname__c: string | null; mobile_no__c: string | null }>(
    `SELECT id, outletcode__c, outletname__c, mobile_no__c FROM outlets
      WHERE cmdi_name__c = $1
        AND (lower(btrim(outletcode__c)) = ANY($2::text[])
             OR (COALESCE(btrim(outletcode__c), '') = '' AND lower(btrim(COALESCE(outletname__c, ''))) || '|' || btrim(COALESCE(mobile_no__c, '')) = ANY($3::text[])))
      ORDER BY id`,
    [sfid, codes, names],
  );
  const byKey = new Map<string, number>();
  for (const row of r.rows) {
    const key = outletKey({ outletcode__c: row.outletcode__c ?? "", outletname__c: row.outletname__c ?? "", mobile_no__c: row.mobile_no__c ?? "" });
    if (!byKey.has(key)) byKey.set(key, row.id);
  }
  return byKey;
}

/** How the check and the write are started: as jobs (a queue) or, without one, at once on this server. */
export interface ImportStarter {
  check(id: number): Promise<void>;
  run(id: number): Promise<void>;
}
