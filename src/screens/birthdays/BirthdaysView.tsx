// /birthday-Info, presentational (spec 2.15; its screen: ./screen.tsx): a table with No., Name,
// Date and Email ID of the manager's FCPs born in this month, in date order; an illustration when
// there are none; the table as a CSV file.
import { useMemo } from "react";
import type { BirthdayRow } from "../../codecs/people.ts";
import { ExportCsv } from "../../views/ExportCsv.tsx";
import { ListFrame } from "../../views/ListFrame.tsx";
import { BIRTHDAY_COLUMNS, numbered } from "../../views/people/peopleColumns.ts";
import { PeopleTable } from "../../views/people/PeopleTable.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import "../../views/people/FcpList.css";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";

export interface BirthdaysViewProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  /** The birthdays' load: the first load's spinner, a refresh, offline, a failure with Try again. */
  load: ListLoad;
  /** Loaded (not loading, not failed): no rows then means none this month. */
  settled: boolean;
  /** This month's name ("November"). */
  month: string;
  /** Today (YYYY-MM-DD, India's), the CSV file's date. */
  today: string;
  rows: readonly BirthdayRow[];
}

export function BirthdaysView({ title, back, load, settled, month, today, rows }: BirthdaysViewProps) {
  const t = useT();
  const columns = useMemo(() => numbered(rows, BIRTHDAY_COLUMNS), [rows]);
  return (
    <ListFrame
      title={title}
      back={back}
      className="fcp-list"
      what={msg("birthdays")}
      state={load}
      empty={
        settled && rows.length === 0
          ? {
              icon: "calendar",
              title: msg("No birthdays this month"),
              description: t("None of your FCPs has a birthday in {month}.", { month: t(month) }),
            }
          : null
      }
      actions={<ExportCsv what="birthdays" today={today} columns={columns} rows={rows} label={msg("Download the birthdays as CSV")} />}
    >
      <PeopleTable rows={rows} columns={columns} label={t("Birthdays in {month}", { month: t(month) })} />
    </ListFrame>
  );
}
