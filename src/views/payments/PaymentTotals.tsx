// The totals above a payments list: workshops, paid, pending (and participants for the AMMD),
// counted by totalsOf (src/codecs/payments.ts), the same rules the reports use.
import type { PaymentTotals as Totals } from "../../codecs/payments.ts";
import "./PaymentTotals.css";
import { useT } from "../i18n.tsx";
import { useFormats } from "../useFormats.ts";

export function PaymentTotals({ totals, participants = false, label }: { totals: Totals; participants?: boolean; label: string }) {
  const t = useT();
  const f = useFormats();
  const items: Array<[string, string]> = [
    [t("Workshops"), f.count(totals.workshops)],
    [t("Paid"), f.rupees(totals.paid)],
    [t("Pending"), f.rupees(totals.pending)],
    ...(participants ? [[t("Participants"), f.count(totals.participants)] as [string, string]] : []),
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
