// A payments table (the FCP's, the AMMD's): the columns as data (paymentColumns.tsx), a page of
// rows at a time, scrolling sideways on a phone instead of widening the page.
import { useState } from "react";
import { HTMLTable } from "@blueprintjs/core";
import { ShowMore } from "../ShowMore.tsx";
import type { PaymentRow } from "../../codecs/payments.ts";
import { cx } from "../styles.ts";
import { cellText, PaymentBadge, type PaymentColumn } from "./paymentColumns.tsx";
import "../page.css";
import { ScrollRegion } from "../ScrollRegion.tsx";
import "./PaymentTable.css";
import { useT } from "../i18n.tsx";
import { useFormats } from "../useFormats.ts";

export const PAGE = 50;

export function PaymentTable({ rows, columns, label }: { rows: readonly PaymentRow[]; columns: readonly PaymentColumn[]; label: string }) {
  const t = useT();
  const f = useFormats();
  const [shown, setShown] = useState(PAGE);
  if (rows.length === 0) return null;
  return (
    <>
      <ScrollRegion label={label}>
        <HTMLTable compact striped className="payment-table page-table-pinned" aria-label={label}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={cx(c.figure && "payment-table-figure")}>
                  {t(c.header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((r) => (
              <tr key={r.id}>
                {columns.map((c) => (
                  <td key={c.key} className={cx(c.figure && "payment-table-figure", c.keep && "page-keep")}>
                    {c.badge ? <PaymentBadge badge={c.badge(r)} /> : cellText(c, r, t, f)}
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
