// A list as a CSV file a spreadsheet opens cleanly: the columns shown, as shown (rupee signs,
// dashes), written by papaparse (quotes, commas and line breaks escaped), with a byte-order mark so
// a spreadsheet reads it as UTF-8 (the rupee sign stays a rupee sign), CRLF line ends, and a cell
// that a spreadsheet would run as a formula (=, +, @, a leading minus before more text, after any
// spaces, full-width forms too) defused with a quote. Pure: the screen saves the text (src/views/ExportCsv.tsx).
import Papa from "papaparse";
import { type Formats, formatsOf } from "./formats.ts";
import type { Translate } from "./i18n.ts";

export interface CsvColumn<R> {
  header: string;
  /** The cell's text, as the screen shows it (a date or a figure as English writes it: the file's). */
  text: (row: R) => string;
  /** The cell's text is an English text of the app (a stage, a status), put into the reader's language. */
  translated?: true;
  /** A date or a figure as the reader's language writes it on screen (`text` is English's, the file's). */
  shown?: (row: R, f: Formats) => string;
}

/** What a cell shows: a date or a figure in the reader's language, an English text of the app translated, data as it is. */
export const cellText = <R>(c: CsvColumn<R>, r: R, t: Translate, f: Formats): string =>
  c.shown ? c.shown(r, f) : c.translated ? t(c.text(r)) : c.text(r);

const EN = formatsOf("en");
/** A column drawn by the one format (decision 075): `shown` in the reader's language, `text` (the CSV file's) in English. */
export const formatted = <R, C extends Omit<CsvColumn<R>, "text" | "shown">>(c: C, value: (r: R, f: Formats) => string): C & CsvColumn<R> => ({
  ...c,
  text: (r: R) => value(r, EN),
  shown: value,
});

export const CSV_BOM = "\uFEFF";
export const CSV_TYPE = "text/csv;charset=utf-8";

/**
 * Formula-looking cells (issue 43 item 9): one that starts with a tab, CR or LF, or whose first
 * character after any spaces (a spreadsheet skips them) is =, +, @ or a minus before more text, in
 * ASCII or their full-width and small forms (＝ ＋ － ＠ ﹦ ﹢ ﹣, which some spreadsheets read as the
 * ASCII ones). A lone "-" (the dash of a missing value) is left as it is.
 */
const FORMULA = /^[\t\r\n]|^\s*(?:[=+@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63]|-.)/s;

export function toCsv<R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): string {
  const body = Papa.unparse(
    { fields: columns.map((c) => c.header), data: rows.map((r) => columns.map((c) => c.text(r))) },
    { newline: "\r\n", escapeFormulae: FORMULA },
  );
  return `${CSV_BOM + body}\r\n`;
}

/** A file name for a list saved today: "payments-2026-11-23.csv". */
export const csvName = (what: string, today: string) => `${what}-${today}.csv`;
