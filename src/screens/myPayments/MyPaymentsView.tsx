// /listPayments (spec 2.14, "Payment details (FCP)"), presentational (its screen: ./screen.tsx):
// the FCP's own payments of this financial year as a table, with the year's totals paid and
// pending, and the table as a CSV file.
import { Classes } from "@blueprintjs/core";
import { OwnPayments, type OwnPaymentsProps } from "../../views/payments/OwnPayments.tsx";
import { MY_PAYMENT_COLUMNS } from "../../views/payments/paymentColumns.tsx";
import { PaymentTable } from "../../views/payments/PaymentTable.tsx";
import { PaymentTotals } from "../../views/payments/PaymentTotals.tsx";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";

export function MyPaymentsView(p: OwnPaymentsProps) {
  const t = useT();
  return (
    <OwnPayments p={p} csv={{ what: "payments", columns: MY_PAYMENT_COLUMNS, label: msg("Download the payments as CSV") }}>
      {p.rows.length > 0 && (
        <>
          <p className={Classes.TEXT_MUTED}>{t("Financial year {year}", { year: p.fy.label })}</p>
          <PaymentTotals totals={p.totals} label={t("Totals for {year}", { year: p.fy.label })} />
        </>
      )}
      <PaymentTable rows={p.rows} columns={MY_PAYMENT_COLUMNS} label={t("Payments")} />
    </OwnPayments>
  );
}
