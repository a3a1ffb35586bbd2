// The FCP's own payments of this financial year in the list frame both of their screens share
// (src/screens/myPayments, src/screens/paymentSummary; their selector: src/screens/ownPayments.ts):
// loading, refreshing, failed and empty states, Back, the CSV of the columns the screen shows; the
// screen's View draws the rows. Plain props only.
import type { ReactNode } from "react";
import type { FinancialYear } from "../../codecs/calendar.ts";
import type { CsvColumn } from "../../codecs/csv.ts";
import type { PaymentRow, PaymentTotals } from "../../codecs/payments.ts";
import { ExportCsv } from "../ExportCsv.tsx";
import { ListFrame } from "../ListFrame.tsx";
import type { ListLoad } from "../shell/PageStates.tsx";
import "./PaymentSummaryView.css";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../i18n.tsx";

/** The FCP's own payments as both screens get them from their selector. */
export interface OwnPaymentsProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  /** The payments' load: the first load's spinner, a refresh, offline, a failure with Try again. */
  load: ListLoad;
  /** Loaded (not loading, not failed): no rows then means none this year. */
  settled: boolean;
  /** This financial year (India's). */
  fy: FinancialYear;
  /** Today (YYYY-MM-DD, India's), the CSV file's date. */
  today: string;
  /** The person's payments of this financial year. */
  rows: readonly PaymentRow[];
  totals: PaymentTotals;
}

export function OwnPayments({
  p,
  csv,
  children,
}: {
  p: OwnPaymentsProps;
  csv: { what: string; columns: readonly CsvColumn<PaymentRow>[]; label: string };
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="payment-summary"
      what={msg("payments")}
      state={p.load}
      empty={
        p.settled && p.rows.length === 0
          ? {
              icon: "bank-account",
              title: msg("No payments yet"),
              description: t("You have no workshops with payments in the financial year {year}.", { year: p.fy.label }),
            }
          : null
      }
      actions={<ExportCsv what={csv.what} today={p.today} columns={csv.columns} rows={p.rows} label={csv.label} />}
    >
      {children}
    </ListFrame>
  );
}
