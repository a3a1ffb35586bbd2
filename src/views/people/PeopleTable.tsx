// A people table (birthdays, a manager's FCPs): the columns as data (peopleColumns.ts), the first
// column a link when the row opens a page, a page of rows at a time, scrolling sideways on a phone.
import { useState } from "react";
import { HTMLTable } from "@blueprintjs/core";
import { ShowMore } from "../ShowMore.tsx";
import { Link } from "wouter";
import type { Column } from "./peopleColumns.ts";
import "../page.css";
import { ScrollRegion } from "../ScrollRegion.tsx";
import "./PeopleTable.css";
import { useT } from "../i18n.tsx";
import { useFormats } from "../useFormats.ts";
import { cellText } from "../../codecs/csv.ts";

export const PAGE = 50;
/** The columns of dates, codes and phone numbers: never broken inside. */
const KEEP = new Set(["dob", "date", "sap", "phone"]);

export interface PeopleTableProps<R extends { id: number }> {
  rows: readonly R[];
  columns: readonly Column<R>[];
  label: string;
  /** The column whose cell links to the row's page, and where it links. */
  link?: { key: string; href: (row: R) => string };
}

export function PeopleTable<R extends { id: number }>({ rows, columns, label, link }: PeopleTableProps<R>) {
  const t = useT();
  const f = useFormats();
  const [shown, setShown] = useState(PAGE);
  if (rows.length === 0) return null;
  return (
    <>
      <ScrollRegion label={label}>
        <HTMLTable compact striped className="people-table page-table-pinned" aria-label={label}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {t(c.header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((r) => (
              <tr key={r.id}>
                {columns.map((c) => (
                  <td key={c.key} className={c.key === "no" ? "people-table-no" : KEEP.has(c.key) ? "page-keep" : undefined}>
                    {link?.key === c.key ? <Link href={link.href(r)}>{cellText(c, r, t, f)}</Link> : cellText(c, r, t, f)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </ScrollRegion>
      <ShowMore total={rows.length} shown={shown} onMore={() => setShown((n) => n + PAGE)} />
    </>
  );
}
