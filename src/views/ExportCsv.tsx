// "Download CSV" for a list: the rows given, in the columns given (what the screen shows), as a
// file built by src/codecs/csv.ts. A real link with a `download` name, so it works from the
// keyboard and a browser saves it; its address is made when it is used. Its headers and the app's
// texts in it are in the reader's language.
import { Classes, Icon } from "@blueprintjs/core";
import { csvName, CSV_TYPE, toCsv, type CsvColumn } from "../codecs/csv.ts";
import { cx } from "./styles.ts";
import type { Translate } from "../codecs/i18n.ts";
import { useT } from "./i18n.tsx";

export interface ExportCsvProps<R> {
  /** The file's name before the date: "payments". */
  what: string;
  /** Today's date, YYYY-MM-DD (India's). */
  today: string;
  columns: readonly CsvColumn<R>[];
  rows: readonly R[];
  /** What the link says to a screen reader: "Download the payments as CSV". */
  label: string;
}

/**
 * The columns with their headers, and the cells that are texts of the app (a stage, a status), in
 * the reader's language (decision 074); data, dates and figures as they are (English's forms, which
 * a spreadsheet reads).
 */
export const inLanguage = <R,>(columns: readonly CsvColumn<R>[], t: Translate): CsvColumn<R>[] =>
  columns.map((c) => ({ ...c, header: t(c.header), ...(c.translated ? { text: (r: R) => t(c.text(r)) } : {}) }));

export function ExportCsv<R>({ what, today, columns, rows, label }: ExportCsvProps<R>) {
  const t = useT();
  const name = csvName(what, today);
  return (
    // biome-ignore lint/a11y/useValidAnchor: a download link; its blob address is set on the click that downloads it
    <a
      href="#csv"
      download={name}
      aria-label={t(label)}
      className={cx(Classes.BUTTON, rows.length === 0 && Classes.DISABLED)}
      aria-disabled={rows.length === 0 || undefined}
      onClick={(e) => {
        if (rows.length === 0) {
          e.preventDefault();
          return;
        }
        const link = e.currentTarget;
        const url = URL.createObjectURL(new Blob([toCsv(inLanguage(columns, t), rows)], { type: CSV_TYPE }));
        link.href = url;
        setTimeout(() => {
          URL.revokeObjectURL(url);
          link.href = "#csv";
        }, 60_000);
      }}
    >
      <Icon icon="download" /> <span>CSV</span>
    </a>
  );
}
