// /payment-Summary (spec 2.13): Back; a card per payment of this financial year with its name,
// payment date, account approval date and stage, its badge, PD Number, Invoice No and Amount;
// a dash for a missing value; an illustration when there are none; the cards as a CSV file.
import { Card, Classes, H2 } from "@blueprintjs/core";
import type { PaymentRow } from "../../codecs/payments.ts";
import { ExportCsv } from "../ExportCsv.tsx";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import { PaymentBadge, SUMMARY_COLUMNS } from "./paymentColumns.tsx";
import { usePayments } from "./usePayments.ts";
import "./PaymentSummaryView.css";

const [NAME, ...FIELDS] = SUMMARY_COLUMNS;

export function PaymentCard({ row }: { row: PaymentRow }) {
  return (
    <li>
      <Card compact className="payment-summary-card">
        <H2 className="payment-summary-name">{NAME!.text(row)}</H2>
        <dl className="payment-summary-fields">
          {FIELDS.map((c) => (
            <div key={c.key} className="payment-summary-field">
              <dt className={Classes.TEXT_MUTED}>{c.header}</dt>
              <dd>{c.badge ? <PaymentBadge row={row} /> : c.text(row)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </li>
  );
}

export default function PaymentSummaryPage({ title }: ScreenProps) {
  const p = usePayments();
  return (
    <ListFrame
      title={title} back={p.back} className="payment-summary" what="payments" loading={p.loading} refreshing={p.refreshing}
      error={p.error} onRetry={p.onRetry}
      empty={p.settled && p.rows.length === 0 ? { icon: "bank-account", title: "No payments yet", description: `You have no workshops with payments in the financial year ${p.fy.label}.` } : null}
      actions={<ExportCsv what="payment-summary" today={p.today} columns={SUMMARY_COLUMNS} rows={p.rows} label="Download the payment summary as CSV" />}
    >
      {p.rows.length > 0 && <p className={Classes.TEXT_MUTED}>Financial year {p.fy.label}</p>}
      <ul aria-label="Payments" className="payment-summary-cards">
        {p.rows.map((r) => <PaymentCard key={r.id} row={r} />)}
      </ul>
    </ListFrame>
  );
}
