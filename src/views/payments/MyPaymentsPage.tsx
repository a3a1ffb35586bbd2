// /listPayments (spec 2.14, "Payment details (FCP)"): the FCP's own payments of this financial
// year as a table, with the year's totals paid and pending, and the table as a CSV file.
import { Classes } from "@blueprintjs/core";
import type { ScreenProps } from "../routes.ts";
import { MY_PAYMENT_COLUMNS } from "./paymentColumns.tsx";
import { PaymentTable } from "./PaymentTable.tsx";
import { PaymentTotals } from "./PaymentTotals.tsx";
import { OwnPayments } from "./OwnPayments.tsx";

export default function MyPaymentsPage({ title }: ScreenProps) {
  return (
    <OwnPayments title={title} csv={{ what: "payments", columns: MY_PAYMENT_COLUMNS, label: "Download the payments as CSV" }}>
      {(p) => (
        <>
          {p.rows.length > 0 && (
            <>
              <p className={Classes.TEXT_MUTED}>Financial year {p.fy.label}</p>
              <PaymentTotals totals={p.totals} label={`Totals for ${p.fy.label}`} />
            </>
          )}
          <PaymentTable rows={p.rows} columns={MY_PAYMENT_COLUMNS} label="Payments" />
        </>
      )}
    </OwnPayments>
  );
}
