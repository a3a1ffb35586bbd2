// A workshop's execution report (issue 15, /addParticipants and /addPhotos; decision 030): the FCP
// of a workshop in Execution records the actual participant count, the articles used (the
// workshop's article lines, edited here: decision 023 chose that planned and used articles are the
// same lines) and the day-1 photos of each type with the finalized article photo. Only the
// workshop's own FCP, only in Execution: another's or a missing workshop is a 404, another stage a
// 409 saying which stage it is in. The rules of the report (`reportErrors`) are one function that
// the form and the server both run, so a person reads the same sentence either way.
import * as t from "io-ts";
import { defineRead, defineWrite, exactObject, exactParams, IdRow, RowId } from "./contract.ts";
import { msg } from "./i18n.ts";
import { listSlot } from "./lists.ts";
import { Sha256 } from "./upload.ts";
import { PhotoLocation, PhotoPlaceColumns } from "./photoLocation.ts";
import { PHOTO_GALLERIES, FINALIZED_PHOTO_TITLE } from "./workshop.ts";
import { ACTUAL_RULE, MAX_PARTICIPANTS } from "./workshopLifecycle.ts";
import { baseOf } from "./conflict.ts";

const str = t.union([t.string, t.null]);
const num = t.union([t.number, t.null]);

/** The stage a report is made in. */
export const EXECUTION_STAGE = "Execution";
/** A quantity of one article used: a whole number from 1 to this. */
export const MAX_QUANTITY = 100_000;
/** A report lists at most this many articles. */
export const MAX_LINES = 50;
/** The type a finalized article photo is stored under (workshop_photo__c.type__c, beside the five of day 1). */
export const FINALIZED_PHOTO_TYPE = "finalized_article_photo";
/** The six galleries of /addPhotos: the five day-1 types of spec 2.12 and the finalized article photo. */
export const EVIDENCE_GALLERIES: ReadonlyArray<{ type: string; title: string }> = [
  ...PHOTO_GALLERIES,
  { type: FINALIZED_PHOTO_TYPE, title: FINALIZED_PHOTO_TITLE },
];
const EVIDENCE_TYPES = EVIDENCE_GALLERIES.map((g) => g.type);

export const EVIDENCE_PHOTO_NOT_FOUND = msg("This photo was not found");
/** The 409 of a workshop that is not in Execution. */
export const wrongStageMessage = (stage: string | null) =>
  msg("The participants, articles and photos can be added while the workshop is in {execution}; it is in {stage} now.", {
    execution: EXECUTION_STAGE,
    stage: stage ?? "no stage",
  });

/** One article line of the report: the article (article__c sfid), its name, the quantity used. */
export const ReportLine = t.type({ article: t.string, name: str, quantity: num });
export type ReportLine = t.TypeOf<typeof ReportLine>;

/** A workshop as the execution screens show it: its name, stage and the report as saved. */
export const ExecutionWorkshop = t.intersection([
  t.type({
    id: t.number,
    name: str,
    stagename: str,
    start_date_time__c: str,
    actual_participants_count__c: num,
    /** The workshop's finalized article photo (its address), when there is one. */
    artical_finalized_photo__c: str,
    /** One line per article, in the order they were added. */
    lines: t.array(ReportLine),
  }),
  // version: the report's version (decision 079; absent in reports cached before it)
  t.partial({ version: t.number }),
]);
export type ExecutionWorkshop = t.TypeOf<typeof ExecutionWorkshop>;

/** The FCP's own workshop in Execution, with its report as saved (404: not theirs; 409: another stage). */
export const workshopsExecution = defineRead("workshops.execution", { params: exactParams({ id: RowId }), row: ExecutionWorkshop, roles: ["FCP"] });
/** The workshops last opened for their report (rows carry their id: a page shows only its own). */
export const workshopExecutionSlot = listSlot("workshopExecution", ExecutionWorkshop);

const ArticleSfid = new t.Type<string, string, unknown>(
  "an article id",
  (u): u is string => typeof u === "string" && u.length >= 1 && u.length <= 18,
  (u, c) => (typeof u === "string" && u.length >= 1 && u.length <= 18 ? t.success(u) : t.failure(u, c)),
  t.identity,
);
/** The report as sent: the count and the article lines (their rules are `reportErrors`'s, with a field each). */
export const ReportValues = exactObject(
  { participants: t.number, lines: t.array(exactObject({ article: ArticleSfid, quantity: t.number }, {}, "article line")) },
  {},
  "report",
);
export type ReportValues = t.TypeOf<typeof ReportValues>;

/** What an article line's quantity must be, planned or used (decision 029 shares it with the plan). */
/** Written out (a catalogue key is a literal; a test checks it against MAX_QUANTITY). */
export const QUANTITY_RULE = msg("The quantity must be a whole number from 1 to 1,00,000.");

/** The form field a line's quantity is: `quantity:<article>`. */
export const quantityField = (article: string) => `quantity:${article}`;

/**
 * What is wrong with a report, by form field (`participants`, `lines`, `quantity:<article>`); empty
 * when it may be saved. NaN stands for a blank or unreadable number.
 */
export function reportErrors(v: ReportValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Number.isFinite(v.participants)) errors.participants = msg("Please enter the actual participant count.");
  else if (!Number.isInteger(v.participants) || v.participants < 1 || v.participants > MAX_PARTICIPANTS) {
    errors.participants = ACTUAL_RULE;
  }
  if (v.lines.length === 0) errors.lines = msg("Add at least one article used.");
  else if (v.lines.length > MAX_LINES) errors.lines = msg("A report lists at most {max} articles.", { max: MAX_LINES });
  else if (new Set(v.lines.map((l) => l.article)).size !== v.lines.length) errors.lines = msg("Each article may be listed once.");
  for (const l of v.lines) {
    const q = l.quantity;
    if (!Number.isFinite(q)) errors[quantityField(l.article)] = msg("Please enter the quantity used.");
    else if (!Number.isInteger(q) || q < 1 || q > MAX_QUANTITY) errors[quantityField(l.article)] = QUANTITY_RULE;
  }
  return errors;
}

/** The report's fields as a conflict names them (decision 079): the count and the article lines as one field. */
export type ReportFieldKey = "participants" | "lines";
export const REPORT_FIELDS: readonly ReportFieldKey[] = ["participants", "lines"];
/** A report field's label (the form's, and a conflict's). */
export const REPORT_FIELD_LABELS: Record<ReportFieldKey, string> = { participants: msg("Actual participant count"), lines: msg("Articles used") };
/** The report a form started from (decision 079): the count and a quantity may be none (a report not made yet). */
export const ReportBaseValues = exactObject(
  { participants: num, lines: t.array(exactObject({ article: ArticleSfid, quantity: num }, {}, "article line")) },
  {},
  "report",
);
export type ReportBaseValues = t.TypeOf<typeof ReportBaseValues>;
const numberText = (n: number | null) => (n !== null && Number.isFinite(n) ? String(n) : "");
/** The merge's texts of a report (decision 079): the count ("" for none), the lines "article:quantity" sorted and joined by commas. */
export const reportTexts = (v: ReportBaseValues): Record<ReportFieldKey, string> => ({
  participants: numberText(v.participants),
  lines: v.lines
    .map((l) => `${l.article}:${numberText(l.quantity)}`)
    .sort()
    .join(","),
});
/** A report write's values as the merge's texts, or null when `v` is not a report's values. */
export const reportTextsOf = (v: unknown): Record<ReportFieldKey, string> | null => (ReportBaseValues.is(v) ? reportTexts(v) : null);
/** A report's form from the merge's texts (a conflict's `current`, its answer), each line named by `names` (its article's id where none). */
export const reportFormOfTexts = (v: Readonly<Record<string, string>>, names: ReadonlyMap<string, string> = new Map()): ReportForm => ({
  participants: v.participants ?? "",
  lines: (v.lines ? v.lines.split(",") : []).map((line) => {
    const at = line.lastIndexOf(":");
    const article = line.slice(0, at);
    return { article, name: names.get(article) ?? article, quantity: line.slice(at + 1) };
  }),
});
/** A report's values from the merge's texts (a blank number is NaN, which `reportErrors` names). */
export const reportOfTexts = (v: Readonly<Record<string, string>>): ReportValues => reportValuesOf(reportFormOfTexts(v));
/** A report form as the base an update names (decision 079): none where a number is blank. */
export const reportBaseOf = (f: ReportForm): ReportBaseValues => {
  const v = reportValuesOf(f);
  const orNone = (n: number) => (Number.isFinite(n) ? n : null);
  return { participants: orNone(v.participants), lines: v.lines.map((l) => ({ article: l.article, quantity: orNone(l.quantity) })) };
};

/**
 * Saves the report of the FCP's own workshop in Execution (idempotent, through the outbox); answers
 * the report as saved, with its version. `base` (decision 079): the report's version and values the
 * form started from: a field changed meanwhile by someone else merges (the lines as one field), one
 * both changed is refused as a conflict; without it (a save queued before) the last write wins.
 */
export const workshopsSaveReport = defineWrite("workshops.saveReport", {
  params: exactParams({ id: RowId, values: ReportValues }, { base: baseOf(ReportBaseValues) }),
  row: ExecutionWorkshop,
  roles: ["FCP"],
});
export type SaveReportParams = t.TypeOf<typeof workshopsSaveReport.params>;

/** What a person types in the report form (numbers as text; a line keeps its article's name). */
export interface ReportForm {
  participants: string;
  lines: Array<{ article: string; name: string; quantity: string }>;
}
const numberOf = (s: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(s) ? Number(s) : NaN);
/** The report a form sends (a blank or unreadable number is NaN, which `reportErrors` names). */
export const reportValuesOf = (f: ReportForm): ReportValues => ({
  participants: numberOf(f.participants),
  lines: f.lines.map((l) => ({ article: l.article, quantity: numberOf(l.quantity) })),
});
/** The form of a saved report. */
export const reportFormOf = (w: ExecutionWorkshop): ReportForm => ({
  participants: w.actual_participants_count__c === null ? "" : String(w.actual_participants_count__c),
  lines: w.lines.map((l) => ({ article: l.article, name: l.name ?? l.article, quantity: l.quantity === null ? "" : String(l.quantity) })),
});

// ---- photos ----

export const EvidenceType = t.keyof(Object.fromEntries(EVIDENCE_TYPES.map((x) => [x, null])) as Record<string, null>, "a workshop photo type");

/** A photo of the workshop's evidence; one the FCP uploaded here carries its receipt (hash, taken, uploaded) and where it was taken (decision 047). */
export const EvidencePhoto = t.type({
  ...PhotoPlaceColumns,
  id: t.number,
  workshop: t.number,
  type: t.string,
  name: t.string,
  url: t.string,
  /** Empty for a photo that did not come through the uploads pipeline (the demo's). */
  sha256: t.string,
  captured_at: str,
  uploaded_at: t.string,
  /** The caller attached it (only they may delete it). */
  mine: t.boolean,
});
export type EvidencePhoto = t.TypeOf<typeof EvidencePhoto>;

/** The day-1 photos and finalized article photos of the FCP's own workshop in Execution. */
export const workshopPhotosList = defineRead("workshopPhotos.list", { params: exactParams({ workshop: RowId }), row: EvidencePhoto, roles: ["FCP"] });
export const workshopPhotosSlot = listSlot("workshopPhotos", EvidencePhoto);

/**
 * Attaches stored bytes (sent first to POST /api/files?kind=workshop) to the workshop as a photo of a
 * type, once per workshop, type and file. `location`: where it was taken, or null: sent without one
 * ("no location"); absent (a write queued before decision 047): not known.
 */
export const workshopPhotosAdd = defineWrite("workshopPhotos.add", {
  params: exactParams({ workshop: RowId, type: EvidenceType, sha256: Sha256 }, { location: t.union([PhotoLocation, t.null]) }),
  row: EvidencePhoto,
  roles: ["FCP"],
});
export type WorkshopPhotoParams = t.TypeOf<typeof workshopPhotosAdd.params>;

/** Removes a photo the FCP attached to their workshop in Execution (another's is a 404). */
export const workshopPhotosDelete = defineWrite("workshopPhotos.delete", { params: exactParams({ id: RowId }), row: IdRow, roles: ["FCP"] });
