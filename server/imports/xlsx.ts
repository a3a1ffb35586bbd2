// An Excel workbook (.xlsx) for a bulk import (issue 46 item 2; decision 086): its first sheet read
// on the server by read-excel-file into the same CSV text a CSV file is, so the check (and the
// file kept with the import) are one path. The workbook is a zip: before anything is unpacked its
// entries' declared sizes are added up (fflate, without inflating), and one that would unpack to
// more than XLSX_MAX_UNPACKED bytes or hold more than XLSX_MAX_ENTRIES files is refused.
import Papa from "papaparse";
import { unzipSync } from "fflate";
import { readSheet } from "read-excel-file/node";

/** The most bytes a workbook's files may unpack to (a 10,000-row sheet is a few megabytes). */
export const XLSX_MAX_UNPACKED = 64 * 1024 * 1024;
/** The most files a workbook's zip may hold. */
export const XLSX_MAX_ENTRIES = 1000;

export type XlsxRead = { ok: true; csv: string } | { ok: false; reason: "not_xlsx" | "too_big" };

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return "";
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : v.toISOString().slice(0, 10);
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return String(v);
};

/** The first sheet of `bytes` as CSV text (its first row the header), or why it cannot be read. */
export async function xlsxToCsv(bytes: Uint8Array): Promise<XlsxRead> {
  let unpacked = 0;
  let entries = 0;
  try {
    // the filter sees each entry's declared sizes and inflates none
    unzipSync(bytes, {
      filter: (f) => {
        unpacked += f.originalSize;
        entries++;
        return false;
      },
    });
  } catch {
    return { ok: false, reason: "not_xlsx" };
  }
  if (entries === 0) return { ok: false, reason: "not_xlsx" };
  if (unpacked > XLSX_MAX_UNPACKED || entries > XLSX_MAX_ENTRIES) return { ok: false, reason: "too_big" };
  let rows: unknown[][];
  try {
    // numbers as written (a mobile number stays its ten digits, never 9.87e9)
    rows = await readSheet(Buffer.from(bytes), 1, { parseNumber: (s: string) => s });
  } catch {
    return { ok: false, reason: "not_xlsx" };
  }
  return {
    ok: true,
    csv: Papa.unparse(
      rows.map((r) => r.map(cellText)),
      { newline: "\r\n" },
    ),
  };
}
