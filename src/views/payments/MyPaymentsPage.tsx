// /listPayments (spec 2.14, "Payment details (FCP)"): the FCP's own payments of this financial
// year as a table, with the year's totals paid and pending, and the table as a CSV file.
import { Classes } from "@blueprintjs/core";
import { ExportCsv } from "../ExportCsv.tsx";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import { MY_PAYMENT_COLUMNS } from "./paymentColumns.tsx";
import { PaymentTable } from "./PaymentTable.tsx";
import { PaymentTotals } from "./PaymentTotals.tsx";
import { usePayments } from "./usePayments.ts";
import "./PaymentSummaryView.css";

export default function MyPaymentsPage({ title }: ScreenProps) {
  const p = usePayments();
  return (
    <ListFrame
      title={title} back={p.back} className="payment-summary" what="payments" loading={p.loading} refreshing={p.refreshing}
      error={p.error} onRetry={p.onRetry}
      empty={p.settled && p.rows.length === 0 ? { icon: "bank-account", title: "No payments yet", description: `You have no workshops with payments in the financial year ${p.fy.label}.` } : null}
      actions={<ExportCsv what="payments" today={p.today} columns={MY_PAYMENT_COLUMNS} rows={p.rows} label="Download the payments as CSV" />}
    >
      {p.rows.length > 0 && (
        <>
          <p className={Classes.TEXT_MUTED}>Financial year {p.fy.label}</p>
          <PaymentTotals totals={p.totals} label={`Totals for ${p.fy.label}`} />
        </>
      )}
      <PaymentTable rows={p.rows} columns={MY_PAYMENT_COLUMNS} label="Payments" />
    </ListFrame>
  );
}
