// The FCP's own payments of this financial year in the list frame both of their pages share
// (/payment-Summary, /listPayments): loading, refreshing, failed and empty states, Back, the CSV
// of the columns the page shows; the page draws the rows.
import type { ReactNode } from "react";
import type { PaymentRow } from "../../codecs/payments.ts";
import type { CsvColumn } from "../../codecs/csv.ts";
import { ExportCsv } from "../ExportCsv.tsx";
import { ListFrame } from "../ListFrame.tsx";
import { usePayments } from "./usePayments.ts";
import "./PaymentSummaryView.css";

export function OwnPayments({
  title,
  csv,
  children,
}: {
  title: string;
  csv: { what: string; columns: readonly CsvColumn<PaymentRow>[]; label: string };
  children: (p: ReturnType<typeof usePayments>) => ReactNode;
}) {
  const p = usePayments();
  return (
    <ListFrame
      title={title}
      back={p.back}
      className="payment-summary"
      what="payments"
      state={p}
      empty={
        p.settled && p.rows.length === 0
          ? {
              icon: "bank-account",
              title: "No payments yet",
              description: `You have no workshops with payments in the financial year ${p.fy.label}.`,
            }
          : null
      }
      actions={<ExportCsv what={csv.what} today={p.today} columns={csv.columns} rows={p.rows} label={csv.label} />}
    >
      {children(p)}
    </ListFrame>
  );
}
