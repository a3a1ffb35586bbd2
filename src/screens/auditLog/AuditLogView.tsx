// /auditLog, presentational (decision 080; its screen: ./screen.tsx): who did what to which record
// and when, newest first. Filters (a person's name or mobile, a kind of record and its number, an
// action) apply together with Apply filters; Clear shows the newest again. The table as a CSV file.
import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useMemo, type FormEvent } from "react";
import { actionLabel, type AuditFilterField, AUDIT_KIND_LABELS, AUDIT_LIMIT, type AuditKind, type AuditRow } from "../../codecs/audit.ts";
import { msg } from "../../codecs/i18n.ts";
import { ExportCsv } from "../../views/ExportCsv.tsx";
import { useT } from "../../views/i18n.tsx";
import { ListFrame } from "../../views/ListFrame.tsx";
import type { Column } from "../../views/people/peopleColumns.ts";
import { PeopleTable } from "../../views/people/PeopleTable.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { useFormats } from "../../views/useFormats.ts";
import "../../views/page.css";
import "./AuditLogView.css";

export interface AuditLogViewProps {
  title: string;
  back: string;
  load: ListLoad;
  /** Loaded (not loading, not failed): no rows then means nothing matches. */
  settled: boolean;
  /** Today (YYYY-MM-DD, India's), the CSV file's date. */
  today: string;
  draft: Record<AuditFilterField, string>;
  /** The rows shown were loaded with filters. */
  filtered: boolean;
  kinds: readonly AuditKind[];
  actions: readonly string[];
  rows: readonly AuditRow[];
  onFilter: (field: AuditFilterField, value: string) => void;
  onApply: () => void;
  onClear: () => void;
}

const FILTER_MAX = 80;

export function AuditLogView(p: AuditLogViewProps) {
  const t = useT();
  const f = useFormats();
  const columns = useMemo(
    (): Column<AuditRow>[] => [
      { key: "date", header: msg("When"), text: (r) => f.dateTime(r.at) },
      { key: "who", header: msg("Who"), text: (r) => (r.who === null ? "-" : r.role ? `${r.who} (${r.role})` : r.who) },
      { key: "action", header: msg("Action"), text: (r) => actionLabel(r.action), translated: true },
      {
        key: "record",
        header: msg("Record"),
        text: (r) => (r.kind === null ? "-" : `${t(AUDIT_KIND_LABELS[r.kind as AuditKind] ?? r.kind)} ${r.record ?? ""}`),
      },
    ],
    [f, t],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onApply();
  };
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="audit-log"
      what={msg("the audit log")}
      state={p.load}
      empty={
        p.settled && p.rows.length === 0
          ? p.filtered
            ? { icon: "search", title: msg("Nothing matches these filters"), description: msg("Change or clear the filters to see more.") }
            : { icon: "history", title: msg("Nothing recorded yet"), description: msg("What people do in the app will be listed here.") }
          : null
      }
      actions={<ExportCsv what="audit" today={p.today} columns={columns} rows={p.rows} label={msg("Download the audit log as CSV")} />}
    >
      <form className="audit-log-filters" onSubmit={submit} aria-label={t("Filters")}>
        <label htmlFor="audit-person">{t("Person")}</label>
        <InputGroup
          id="audit-person"
          type="search"
          value={p.draft.person}
          maxLength={FILTER_MAX}
          placeholder={t("Name or mobile")}
          onValueChange={(v) => p.onFilter("person", v)}
        />
        <label htmlFor="audit-kind">{t("Record")}</label>
        <HTMLSelect id="audit-kind" value={p.draft.kind} onChange={(e) => p.onFilter("kind", e.currentTarget.value)}>
          <option value="">{t("Any record")}</option>
          {p.kinds.map((k) => (
            <option key={k} value={k}>
              {t(AUDIT_KIND_LABELS[k])}
            </option>
          ))}
        </HTMLSelect>
        <label htmlFor="audit-record">{t("Record number")}</label>
        <InputGroup
          id="audit-record"
          inputMode="numeric"
          value={p.draft.record}
          maxLength={FILTER_MAX}
          onValueChange={(v) => p.onFilter("record", v)}
        />
        <label htmlFor="audit-action">{t("Action")}</label>
        <HTMLSelect id="audit-action" value={p.draft.action} onChange={(e) => p.onFilter("action", e.currentTarget.value)}>
          <option value="">{t("Any action")}</option>
          {p.actions.map((a) => (
            <option key={a} value={a}>
              {t(actionLabel(a))}
            </option>
          ))}
        </HTMLSelect>
        <div className="audit-log-buttons">
          <Button type="submit" intent="primary" text={t("Apply filters")} />
          <Button text={t("Clear")} onClick={p.onClear} />
        </div>
      </form>
      {p.rows.length > 0 && (
        <p role="status" className="audit-log-count">
          {p.rows.length >= AUDIT_LIMIT
            ? t("Showing the newest {count}: narrow the filters to see older entries.", { count: p.rows.length })
            : t("{count, plural, one {# entry} other {# entries}}", { count: p.rows.length })}
        </p>
      )}
      <PeopleTable rows={p.rows} columns={columns} label={t("What happened")} />
    </ListFrame>
  );
}
