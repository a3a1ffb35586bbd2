// The totals above a payments list: workshops, paid, pending (and participants for the AMMD),
// counted by totalsOf (src/codecs/payments.ts), the same rules the reports use.
import { countText, rupees } from "../../codecs/display.ts";
import type { PaymentTotals as Totals } from "../../codecs/payments.ts";
import "./PaymentTotals.css";
import { useT } from "../i18n.tsx";

export function PaymentTotals({ totals, participants = false, label }: { totals: Totals; participants?: boolean; label: string }) {
  const t = useT();
  const items: Array<[string, string]> = [
    [t("Workshops"), countText(totals.workshops)],
    [t("Paid"), rupees(totals.paid)],
    [t("Pending"), rupees(totals.pending)],
    ...(participants ? [[t("Participants"), countText(totals.participants)] as [string, string]] : []),
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
