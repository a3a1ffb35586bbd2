// The totals above a payments list: workshops, paid, pending (and participants for the AMMD),
// counted by totalsOf (src/codecs/payments.ts), the same rules the reports use.
import { countText, rupees } from "../../codecs/display.ts";
import type { PaymentTotals as Totals } from "../../codecs/payments.ts";
import "./PaymentTotals.css";

export function PaymentTotals({ totals, participants = false, label }: { totals: Totals; participants?: boolean; label: string }) {
  const items: Array<[string, string]> = [
    ["Workshops", countText(totals.workshops)],
    ["Paid", rupees(totals.paid)],
    ["Pending", rupees(totals.pending)],
    ...(participants ? [["Participants", countText(totals.participants)] as [string, string]] : []),
  ];
  return (
    <dl className="payment-totals" aria-label={label}>
      {items.map(([k, v]) => (
        <div key={k} className="payment-totals-item">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
