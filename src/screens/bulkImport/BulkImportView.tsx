// /import, presentational (decision 086; its screen: ./screen.tsx): what to import (outlets, HPAs, people:
// the kinds the person may import), the template to download, a CSV
// file to choose, its check's progress, the preview (what will be created, updated, left as it is,
// and every refused row by its name or most telling value, with its problems and the values they
// refused), the person's word, the import's progress, and the result with its CSV.
import { Button, Callout, Classes, ProgressBar } from "@blueprintjs/core";
import { useMemo } from "react";
import { IMPORT_KIND_LABELS, IMPORT_MESSAGES, IMPORT_XLSX_TYPE, type ImportKind, type ImportLine, type ImportRow } from "../../codecs/bulkImport.ts";
import { msg, type Translate } from "../../codecs/i18n.ts";
import { ExportCsv } from "../../views/ExportCsv.tsx";
import { useT } from "../../views/i18n.tsx";
import type { Column } from "../../views/people/peopleColumns.ts";
import { PeopleTable } from "../../views/people/PeopleTable.tsx";
import { PageHeader } from "../../views/shell/PageStates.tsx";
import { cx } from "../../views/styles.ts";
import "../../views/page.css";
import "./BulkImportView.css";

export type BulkImportStage = "looking" | "ready" | "sending" | "checking" | "preview" | "confirming" | "importing" | "done" | "failed";

export interface BulkImportViewProps {
  title: string;
  back: string;
  stage: BulkImportStage;
  fileName: string;
  /** the import as the server last said it */
  current: ImportRow | null;
  /** the rows loaded for the stage (the preview's refused rows; the result's every row) */
  lines: readonly ImportLine[];
  /** the rows are loading */
  linesLoading: boolean;
  error: string | null;
  /** the kind chosen, and those the person may import */
  kind: ImportKind;
  kinds: readonly ImportKind[];
  /** the person's newest import, when its job stopped for good on the server */
  stopped: ImportRow | null;
  /** the template CSV's address (a data: link) and file name */
  template: { href: string; name: string };
  today: string;
  onKind: (kind: ImportKind) => void;
  onChoose: (file: File) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onAgain: () => void;
}

type Shown = ImportLine & { id: number };

/** Each kind's words at rest and in the preview. */
const KIND_TEXT: Record<ImportKind, { intro: string; file: string; toCreate: string; toUpdate: string }> = {
  outlet: {
    intro: msg("Bring in outlets from a CSV file. Each row is checked with the outlet form's rules; nothing is written until you confirm."),
    file: msg("CSV file of outlets"),
    toCreate: msg("{count, plural, one {# outlet} other {# outlets}} to create"),
    toUpdate: msg("{count, plural, one {# outlet} other {# outlets}} to update"),
  },
  hpa: {
    intro: msg(
      "Bring in HPAs from a CSV file. Each row is checked with the HPA form's rules; an HPA is known by its mobile number; nothing is written until you confirm.",
    ),
    file: msg("CSV file of HPAs"),
    toCreate: msg("{count, plural, one {# HPA} other {# HPAs}} to create"),
    toUpdate: msg("{count, plural, one {# HPA} other {# HPAs}} to update"),
  },
  person: {
    intro: msg(
      "Bring in FCPs, CMDIs and AMMDs from a CSV file. Each row is checked with the person form's rules; a person is known by their mobile number and their manager by the manager's mobile number; another manager moves them; each new person gets their SMS invitation. Nothing is written until you confirm.",
    ),
    file: msg("CSV file of people"),
    toCreate: msg("{count, plural, one {# person} other {# people}} to add"),
    toUpdate: msg("{count, plural, one {# person} other {# people}} to update or move"),
  },
};

const ACTION_LABELS: Record<ImportLine["action"], string> = {
  create: msg("To create"),
  update: msg("To update"),
  unchanged: msg("Unchanged"),
  refused: msg("Refused"),
  created: msg("Created"),
  updated: msg("Updated"),
};

/**
 * A row as the person finds it in their sheet (decisions 105, 111): its name as given, else its most
 * telling value (an outlet's code, a mobile number, else a value that is not a choice such as the
 * role), else "Empty row". Its line is the Line column's, never said twice.
 */
export function rowShown(r: Pick<ImportLine, "name" | "first">, t: Translate): string {
  return r.name || r.first || t("Empty row");
}

/** A row's problem as the person reads it: its column, the value the file had there (decision 111), the message. */
export function problemShown(x: ImportLine["problems"][number], t: Translate): string {
  if (!x.field) return t(x.message);
  return x.value ? t("{field} “{value}”: {message}", { field: t(x.field), value: x.value, message: t(x.message) }) : `${t(x.field)}: ${t(x.message)}`;
}

export function BulkImportView(p: BulkImportViewProps) {
  const t = useT();
  // the table: each row by what it had, to be found in the sheet (decision 105); the CSV adds the record written
  const { columns, csvColumns } = useMemo(() => {
    const problems = (r: ImportLine) => r.problems.map((x) => problemShown(x, t)).join("; ");
    const line: Column<Shown> = { key: "line", header: msg("Line"), text: (r) => String(r.line) };
    const name: Column<Shown> = { key: "name", header: msg("Name"), text: (r) => rowShown(r, t) };
    const action: Column<Shown> = { key: "action", header: msg("Result"), text: (r) => ACTION_LABELS[r.action], translated: true };
    const record: Column<Shown> = { key: "record", header: msg("Record"), text: (r) => (r.record_id === null ? "-" : String(r.record_id)) };
    const problem: Column<Shown> = { key: "problems", header: msg("Problems"), text: (r) => problems(r) || "-" };
    return { columns: [line, name, action, problem], csvColumns: [line, name, action, record, problem] };
  }, [t]);
  const shown: Shown[] = useMemo(() => p.lines.map((r) => ({ ...r, id: r.line })), [p.lines]);
  const refused = useMemo(() => shown.filter((r) => r.action === "refused"), [shown]);
  const c = p.current;
  const busy = p.stage === "sending" || p.stage === "checking" || p.stage === "confirming" || p.stage === "importing";
  return (
    <div className={cx("page", "bulk-import")}>
      <PageHeader title={t(p.title)} back={{ to: p.back, label: t("Back") }} />
      {(p.stage === "ready" || p.stage === "looking") && (
        <section className="bulk-import-start" aria-label={t("Choose a file")}>
          {p.stopped && (
            <Callout intent="danger" title={t("Your last import, {name}, stopped", { name: p.stopped.file_name })}>
              {t(IMPORT_MESSAGES.stopped)}
            </Callout>
          )}
          <label htmlFor="bulk-import-kind" className="bulk-import-label">
            {t("What to import")}
          </label>
          <div className={Classes.HTML_SELECT}>
            <select
              id="bulk-import-kind"
              className="bulk-import-kind"
              value={p.kind}
              disabled={p.stage === "looking"}
              onChange={(e) => p.onKind(e.currentTarget.value as ImportKind)}
            >
              {p.kinds.map((k) => (
                <option key={k} value={k}>
                  {t(IMPORT_KIND_LABELS[k])}
                </option>
              ))}
            </select>
          </div>
          <p>{t(KIND_TEXT[p.kind].intro)}</p>
          <p>{t("An Excel workbook (.xlsx) may be sent too: its first sheet is read, with the template's columns.")}</p>
          <a className={Classes.BUTTON} href={p.template.href} download={p.template.name}>
            {t("Download the template CSV")}
          </a>
          <label htmlFor="bulk-import-file" className="bulk-import-label">
            {t(KIND_TEXT[p.kind].file)}
          </label>
          <input
            id="bulk-import-file"
            className="bulk-import-input"
            type="file"
            accept={`.csv,text/csv,.xlsx,${IMPORT_XLSX_TYPE}`}
            disabled={p.stage === "looking"}
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              if (f) p.onChoose(f);
            }}
          />
        </section>
      )}
      {busy && (
        <section className="bulk-import-progress" aria-label={t("Progress")}>
          <p role="status">
            {p.stage === "sending"
              ? t("Sending {name}...", { name: p.fileName })
              : p.stage === "checking"
                ? t("Checking rows: {done} of {total}", { done: c?.checked ?? 0, total: c?.total ?? 0 })
                : p.stage === "confirming"
                  ? t("Starting the import...")
                  : t("Importing rows: {done} of {total}", { done: c?.done ?? 0, total: (c?.to_create ?? 0) + (c?.to_update ?? 0) })}
          </p>
          <ProgressBar
            intent="primary"
            aria-label={t("Progress")}
            value={
              p.stage === "checking" && c && c.total > 0
                ? c.checked / c.total
                : p.stage === "importing" && c && c.to_create + c.to_update > 0
                  ? c.done / (c.to_create + c.to_update)
                  : undefined
            }
          />
          <p className="bulk-import-note">{t("You may leave this page: the import goes on and this page comes back to it.")}</p>
        </section>
      )}
      {p.stage === "preview" && c && (
        <section className="bulk-import-preview" aria-label={t("Preview")}>
          <h2>{t("Preview of {name}", { name: c.file_name })}</h2>
          <ul className="bulk-import-counts">
            <li>{t("{count, plural, one {# row} other {# rows}} in the file", { count: c.total })}</li>
            <li>{t(KIND_TEXT[c.kind].toCreate, { count: c.to_create })}</li>
            <li>{t(KIND_TEXT[c.kind].toUpdate, { count: c.to_update })}</li>
            <li>{t("{count, plural, one {# row} other {# rows}} unchanged", { count: c.unchanged })}</li>
            <li>{t("{count, plural, one {# row} other {# rows}} refused", { count: c.refused })}</li>
          </ul>
          {c.refused > 0 && (
            <p>{t("Refused rows are not imported. Correct them in the file and import it again: rows already imported stay as they are.")}</p>
          )}
          <div className="bulk-import-buttons">
            <Button
              intent="primary"
              text={t("Import {count, plural, one {# row} other {# rows}}", { count: c.to_create + c.to_update })}
              disabled={c.to_create + c.to_update === 0}
              onClick={() => p.onConfirm()}
            />
            <Button text={t("Cancel")} onClick={() => p.onCancel()} />
          </div>
          {p.error && <Callout intent="warning">{t(p.error)}</Callout>}
          <PeopleTable rows={refused} columns={columns} label={t("Refused rows")} />
        </section>
      )}
      {p.stage === "done" && c && (
        <section className="bulk-import-done" aria-label={t("Result")}>
          <h2>{t("Import finished")}</h2>
          <Callout intent="success">
            {t("{created} created, {updated} updated, {unchanged} unchanged, {refused} refused", {
              created: c.created,
              updated: c.updated,
              unchanged: c.unchanged,
              refused: c.refused,
            })}
          </Callout>
          <div className="bulk-import-buttons">
            {!p.linesLoading && (
              <ExportCsv what="import-result" today={p.today} columns={csvColumns} rows={shown} label={msg("Download the result as CSV")} />
            )}
            <Button text={t("Import another file")} onClick={() => p.onAgain()} />
          </div>
          <PeopleTable rows={refused} columns={columns} label={t("Refused rows")} />
        </section>
      )}
      {p.stage === "failed" && (
        <section className="bulk-import-failed" aria-label={t("Import failed")}>
          <h2>{p.error === IMPORT_MESSAGES.stopped ? t("The import stopped") : t("The file was not imported")}</h2>
          <Callout intent="danger">{p.error ? t(p.error) : t("Something went wrong. Please try again.")}</Callout>
          <Button text={p.error === IMPORT_MESSAGES.stopped ? t("Start again") : t("Choose another file")} onClick={() => p.onAgain()} />
        </section>
      )}
    </div>
  );
}
