// Bulk import with a preview (issue 46 item 2; decision 086): a CSV file of outlets is sent whole to
// POST /api/imports?kind=outlet (the bytes, not JSON: a file of 10,000 rows is megabytes), checked
// row by row on the server by a job with the outlet form's own codec and messages, shown as a preview
// (every row's problems, what will be created, updated or left as it is), and written by a second
// job only once the person confirms. The natural key of an outlet is its code within the CMDI's
// outlets (a row without a code: its name and mobile), so the same file imported twice creates
// nothing new. The import's progress and result are read back by these ops (the page is left and
// come back to), and the result is a CSV the person downloads.
import * as t from "io-ts";
import { defineRead, defineWrite, exactParams, IdRow, noParams, RowId } from "./contract.ts";
import { msg } from "./language.ts";
import { OUTLET_FIELDS, type OutletFieldKey } from "./outlet.ts";
import { HPA_FIELDS, type HpaFieldKey } from "./hpa.ts";
import type { Role } from "./role.ts";
import { listSlot } from "./lists.ts";
import { FCP_TYPES, PERSON_LABELS, type PersonField } from "./peopleAdmin.ts";

/** The kinds of record a file may bring: outlets, HPAs and people (decision 086). */
export const IMPORT_KINDS = ["outlet", "hpa", "person"] as const;
export const ImportKind = t.keyof({ outlet: null, hpa: null, person: null });
export type ImportKind = t.TypeOf<typeof ImportKind>;

/**
 * Who may import each kind: whoever may add one by its form today (the outlet form: a CMDI, decision
 * 004; hpas.add: an FCP; people.add: the super admin, decision 077), into their own records, under
 * the session's sfid.
 */
export const IMPORT_KIND_ROLE: Readonly<Record<ImportKind, Role | "SUPER">> = { outlet: "CMDI", hpa: "FCP", person: "SUPER" };
/** Each kind's name on the page's kind choice. */
export const IMPORT_KIND_LABELS: Readonly<Record<ImportKind, string>> = { outlet: msg("Outlets"), hpa: msg("HPAs"), person: msg("People") };
/** Whether a signed-in person may import a kind (the route's guard). */
export const mayImport = (kind: ImportKind, user: { role: Role; superAdmin: boolean }): boolean =>
  IMPORT_KIND_ROLE[kind] === "SUPER" ? user.superAdmin : IMPORT_KIND_ROLE[kind] === user.role;
/** The kinds a signed-in person may import, in order. */
export const importKindsOf = (user: { role: Role; superAdmin: boolean } | null | undefined): ImportKind[] =>
  user ? IMPORT_KINDS.filter((k) => mayImport(k, user)) : [];

/** The most rows one file may hold. */
export const IMPORT_MAX_ROWS = 20_000;
/** The most bytes one file may hold (the route's body limit). */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/** An Excel workbook's media type: its first sheet is read on the server into the rows a CSV file gives. */
export const IMPORT_XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** The media type a picked file is sent as: a workbook by its name or type, anything else as CSV. */
export const importTypeOf = (file: { name?: string; type?: string }): string =>
  file.type === IMPORT_XLSX_TYPE || /\.xlsx$/i.test(file.name ?? "") ? IMPORT_XLSX_TYPE : "text/csv";

/** The route a file is sent to: `?kind=` and the bytes as text/csv, `x-file-name` its name (URI-encoded). */
export const IMPORT_PATH = "/api/imports";

/**
 * The template's columns: the outlet form's labels in its order (the form's rows are the file's
 * columns). A file's header may name a column by its label or by its field key.
 */
export const OUTLET_IMPORT_COLUMNS: readonly { header: string; key: OutletFieldKey }[] = OUTLET_FIELDS.map((f) => ({ header: f.label, key: f.key }));

/** The HPA template's columns: the HPA form's labels in its order. */
export const HPA_IMPORT_COLUMNS: readonly { header: string; key: HpaFieldKey }[] = HPA_FIELDS.map((f) => ({ header: f.label, key: f.key }));

/** The people template's columns: the person form's labels in its order; a manager is named by their mobile number. */
export const PERSON_IMPORT_LABELS: Readonly<Record<PersonField, string>> = {
  ...PERSON_LABELS,
  cmdi: msg("CMDI's mobile"),
  ammd: msg("AMMD's mobile"),
};
export const PERSON_IMPORT_COLUMNS: readonly { header: string; key: PersonField }[] = (
  ["kind", "name", "mobile", "fcp_type", "cmdi", "ammd"] as const
).map((key) => ({ header: PERSON_IMPORT_LABELS[key], key }));

const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const templateOf = <K extends string>(columns: readonly { header: string; key: K }[], ...examples: Partial<Record<K, string>>[]): string => {
  const head = columns.map((c) => quote(c.header)).join(",");
  const rows = examples.map((example) => `${columns.map((c) => quote(example[c.key] ?? "")).join(",")}\r\n`);
  return `\uFEFF${head}\r\n${rows.join("")}`;
};

/** The template CSV of a kind: its header line and one example row (byte-order mark, CRLF). */
export function importTemplate(kind: ImportKind): string {
  switch (kind) {
    case "person":
      // a CMDI under an AMMD, then an FCP under a CMDI: each manager by their mobile number
      return templateOf(
        PERSON_IMPORT_COLUMNS,
        { kind: "CMDI", name: "Ravi Kumar", mobile: "9876500001", ammd: "9876500000" },
        { kind: "FCP", name: "Kavita Joshi", mobile: "9876500002", fcp_type: FCP_TYPES[0], cmdi: "9876500001" },
      );
    case "hpa":
      return templateOf(HPA_IMPORT_COLUMNS, {
        name: "Anita Verma",
        type: "Art Maker",
        mobile__c: "9876543210",
        email__c: "anita@example.com",
        city__c: "Jaipur",
        state__c: "Rajasthan",
        institute__c: "Jaipur Art School",
      });
    case "outlet": {
      const example: Partial<Record<OutletFieldKey, string>> = {
        outletname__c: "Sharma Paints",
        outletcode__c: "OUT-0001",
        mobile_no__c: "9876543210",
        city_town__c: "Jaipur",
        state__c: "Rajasthan",
        wss_phone__c: "9876543211",
        tsi_tty_phone__c: "9876543212",
        cluster_bm_mobile_no__c: "9876543213",
        rsm_phone__c: "9876543214",
      };
      return templateOf(OUTLET_IMPORT_COLUMNS, example);
    }
  }
}

/** Where an import is: checking its rows, checked (the preview), importing, done, or failed. */
export const ImportStatus = t.keyof({ checking: null, checked: null, importing: null, done: null, failed: null });
export type ImportStatus = t.TypeOf<typeof ImportStatus>;

/** An import as its person follows it. */
export const ImportRow = t.type({
  id: t.number,
  kind: ImportKind,
  file_name: t.string,
  status: ImportStatus,
  /** rows in the file */
  total: t.number,
  /** rows checked so far */
  checked: t.number,
  /** rows written so far (of those to create or update) */
  done: t.number,
  /** the check's (then the import's) counts */
  to_create: t.number,
  to_update: t.number,
  unchanged: t.number,
  refused: t.number,
  created: t.number,
  updated: t.number,
  /** why the file as a whole was refused or the job failed (null otherwise) */
  message: t.union([t.string, t.null]),
  created_at: t.string,
});
export type ImportRow = t.TypeOf<typeof ImportRow>;

/** What a row of the file will do (the preview), then what it did (the result). */
export const RowAction = t.keyof({ create: null, update: null, unchanged: null, refused: null, created: null, updated: null });
export type RowAction = t.TypeOf<typeof RowAction>;

/**
 * A problem of a row: the column's label ("" for the row as a whole) and the form's message (each
 * drawn as `t(text)`); as imports.lines answers it, also the value the file had in that column
 * (decision 111: the mobile number refused, the manager's number no manager has), when it had one.
 */
export const RowProblem = t.intersection([t.type({ field: t.string, message: t.string }), t.partial({ value: t.string })]);
export type RowProblem = t.TypeOf<typeof RowProblem>;

/**
 * One row of the file: its line, its key, what it will do or did, its problems, the record it wrote,
 * and what it had, for the person to find it in their sheet (decisions 105, 111): its name as given
 * and `first`, its most telling other value (an outlet's code, a mobile number, else its first value
 * that is not a choice such as the role; "" for none).
 */
export const ImportLine = t.type({
  line: t.number,
  key: t.string,
  action: RowAction,
  problems: t.array(RowProblem),
  record_id: t.union([t.number, t.null]),
  name: t.string,
  first: t.string,
});
export type ImportLine = t.TypeOf<typeof ImportLine>;

/**
 * Everyone who may import some kind (the ops' roles; the route checks the kind's own role): the
 * super admin is an AMMD; any other AMMD has no import of their own to read (each import answers
 * only its importer).
 */
export const IMPORT_ROLES = ["CMDI", "FCP", "AMMD"] as const;

/** One import of the caller's. */
export const importsGet = defineRead("imports.get", { params: exactParams({ id: RowId }), row: ImportRow, roles: [...IMPORT_ROLES] });
/** The caller's latest imports (the page comes back to the newest). */
export const importsMine = defineRead("imports.mine", { params: noParams, row: ImportRow, roles: [...IMPORT_ROLES] });
/** An import's rows: `problems` only those refused (the preview), else every row (the result CSV). */
export const importsLines = defineRead("imports.lines", {
  params: exactParams({ id: RowId }, { refusedOnly: t.boolean }),
  row: ImportLine,
  roles: [...IMPORT_ROLES],
});
/** The person's word: the checked rows are written by a job (once; a second confirm is the first's answer). */
export const importsConfirm = defineWrite("imports.confirm", { params: exactParams({ id: RowId }), row: IdRow, roles: [...IMPORT_ROLES] });

/** Refusals of the file as a whole and of its rows that are not a form field's. */
export const IMPORT_MESSAGES = {
  notFound: msg("This import was not found"),
  notChecked: msg("This import is not waiting for your word"),
  empty: msg("The file has no rows"),
  tooMany: msg("The file has more than {max} rows", { max: IMPORT_MAX_ROWS }),
  notCsv: msg("The file could not be read as CSV"),
  /** a manager's column whose number no active manager of that role has (decision 111) */
  noCmdi: msg("No active CMDI has this mobile number"),
  noAmmd: msg("No active AMMD has this mobile number"),
  notXlsx: msg("The file could not be read as an Excel workbook (.xlsx)"),
  xlsxTooBig: msg("The workbook is too large once unpacked: keep only the sheet to import, or save it as CSV"),
  forbidden: msg("Only a CMDI can import outlets"),
  forbiddenHpa: msg("Only an FCP can import HPAs"),
  forbiddenPerson: msg("Only the super admin can import people"),
  /** an import whose job the queue gave up on (decision 086) */
  stopped: msg("The import stopped on the server before it finished. Nothing more will happen to it: start again with the same file"),
} as const;
/** The refusal of a kind the caller may not import. */
export const importForbidden = (kind: ImportKind) =>
  kind === "person" ? IMPORT_MESSAGES.forbiddenPerson : kind === "hpa" ? IMPORT_MESSAGES.forbiddenHpa : IMPORT_MESSAGES.forbidden;
export const unknownColumn = (column: string) => msg("Unknown column: {column}", { column });
export const duplicateRow = (line: number) => msg("The same outlet is on line {line} of this file", { line });
export const duplicateHpaRow = (line: number) => msg("The same HPA is on line {line} of this file", { line });
export const duplicatePersonRow = (line: number) => msg("The same person is on line {line} of this file", { line });

/**
 * The rows of the import shown (the preview's refused rows, or the result's every row): imports.lines' rows.
 * Version 2 (decision 105) added each row's name and first value: a version 1 record's rows have
 * none (the page shows their line), and its refresh forgets the versions, so the next asks for all.
 */
export const importLinesSlot = listSlot("importLines", ImportLine, {
  version: 2,
  fetched: {
    1: (old) => {
      const rows = (old as { rows?: unknown } | null)?.rows;
      return { rows: Array.isArray(rows) ? rows.map((r: object) => ({ name: "", first: "", ...r })) : [] };
    },
  },
  synced: { 1: () => ({ removed: [], rows: [], at: [], digests: [], n: -1, check: "" }) },
});
