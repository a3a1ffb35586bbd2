// /payment-Summary (spec 2.13), presentational (its screen: ./screen.tsx): Back; a card per
// payment of this financial year with its name, payment date, account approval date and stage,
// its badge, PD Number, Invoice No and Amount; a dash for a missing value; an illustration when
// there are none; the cards as a CSV file.
import { Card, Classes, H2 } from "@blueprintjs/core";
import type { PaymentRow } from "../../codecs/payments.ts";
import { OwnPayments, type OwnPaymentsProps } from "../../views/payments/OwnPayments.tsx";
import { cellText, PaymentBadge, SUMMARY_COLUMNS } from "../../views/payments/paymentColumns.tsx";
import { cx } from "../../views/styles.ts";
import "../../views/page.css";
import "../../views/payments/PaymentSummaryView.css";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";

const [NAME, ...FIELDS] = SUMMARY_COLUMNS;

export function PaymentCard({ row }: { row: PaymentRow }) {
  const t = useT();
  const f = useFormats();
  return (
    <li>
      <Card compact className="payment-summary-card">
        <H2 className="payment-summary-name">{NAME!.text(row)}</H2>
        <dl className="payment-summary-fields">
          {FIELDS.map((c) => (
            <div key={c.key} className="payment-summary-field">
              <dt className={Classes.TEXT_MUTED}>{t(c.header)}</dt>
              <dd className={cx(c.keep && "page-keep")}>{c.badge ? <PaymentBadge badge={c.badge(row)} /> : cellText(c, row, t, f)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </li>
  );
}

export function PaymentSummaryView(p: OwnPaymentsProps) {
  const t = useT();
  return (
    <OwnPayments p={p} csv={{ what: "payment-summary", columns: SUMMARY_COLUMNS, label: msg("Download the payment summary as CSV") }}>
      {p.rows.length > 0 && <p className={Classes.TEXT_MUTED}>{t("Financial year {year}", { year: p.fy.label })}</p>}
      <ul aria-label={t("Payments")} className="payment-summary-cards">
        {p.rows.map((r) => (
          <PaymentCard key={r.id} row={r} />
        ))}
      </ul>
    </OwnPayments>
  );
}
