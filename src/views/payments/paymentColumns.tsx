// The columns of the payments screens as data: what a card or a table shows and what the CSV
// file holds are the same list, so a download equals the screen. A date or a figure is drawn in
// the reader's language (`shown`, the one format of decision 075); the file holds English's.
import { Tag } from "@blueprintjs/core";
import { type CsvColumn, formatted as csvFormatted } from "../../codecs/csv.ts";
import { orDash } from "../../codecs/display.ts";
import type { Formats } from "../../codecs/formats.ts";
import { amountShown, badgeOf, dueBadgeOf, type Badge, type PaymentRow } from "../../codecs/payments.ts";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../i18n.tsx";

export interface PaymentColumn extends CsvColumn<PaymentRow> {
  key: string;
  /** Drawn as this badge of the payment (its text is the cell's text). */
  badge?: (r: PaymentRow) => Badge;
  /** Right-aligned figures. */
  figure?: true;
  /** A date, a code or a figure: never broken inside (a card's value, a table's cell). */
  keep?: true;
}

export { cellText } from "../../codecs/csv.ts";
/** A column drawn by the one format: `shown` in the reader's language, `text` (the CSV file's) in English. */
const formatted = (c: Omit<PaymentColumn, "text" | "shown">, value: (r: PaymentRow, f: Formats) => string): PaymentColumn => csvFormatted(c, value);

const col = {
  name: { key: "name", header: msg("Name"), text: (r) => orDash(r.name) },
  workshop: { key: "workshop", header: msg("Workshop"), text: (r) => orDash(r.name) },
  fcp: { key: "fcp", header: msg("FCP Name"), text: (r) => orDash(r.fcpname__c) },
  cmdi: { key: "cmdi", header: msg("CMDI Name"), text: (r) => orDash(r.cmdi_name__c) },
  stage: { key: "stage", header: msg("Stage Name"), text: (r) => orDash(r.stagename), translated: true },
  end: formatted({ key: "end", header: msg("End Date"), keep: true }, (r, f) => f.date(r.end_date_time__c)),
  paymentDate: formatted({ key: "paymentDate", header: msg("Payment Date"), keep: true }, (r, f) => f.date(r.payment_date__c)),
  approvalDate: formatted({ key: "approvalDate", header: msg("Account Approval Date"), keep: true }, (r, f) => f.date(r.account_approval_date__c)),
  pd: { key: "pd", header: msg("PD Number"), text: (r) => orDash(r.payment_document_number__c), keep: true },
  invoice: { key: "invoice", header: msg("Invoice No"), text: (r) => orDash(r.invoice_number__c), keep: true },
  amount: formatted({ key: "amount", header: msg("Amount"), figure: true, keep: true }, (r, f) => f.rupees(amountShown(r))),
  participants: formatted({ key: "participants", header: msg("Participants"), figure: true, keep: true }, (r, f) =>
    f.count(r.actual_participants_count__c),
  ),
  status: { key: "status", header: msg("Status"), text: (r) => badgeOf(r).text, badge: badgeOf, keep: true, translated: true },
  /** Payment Details' status: not due yet before the payment stage, none due for a cancelled workshop (decision 108). */
  dueStatus: { key: "status", header: msg("Status"), text: (r) => dueBadgeOf(r).text, badge: dueBadgeOf, keep: true, translated: true },
} satisfies Record<string, PaymentColumn>;

/** A Payment Summary card (spec 2.13), in the order it reads. */
export const SUMMARY_COLUMNS: readonly PaymentColumn[] = [
  col.name,
  col.paymentDate,
  col.approvalDate,
  col.stage,
  col.status,
  col.pd,
  col.invoice,
  col.amount,
];
/** The FCP's payments table (/listPayments). */
export const MY_PAYMENT_COLUMNS: readonly PaymentColumn[] = [
  col.workshop,
  col.end,
  col.stage,
  col.dueStatus,
  col.pd,
  col.invoice,
  col.paymentDate,
  col.amount,
];
/** The AMMD's payments table (/listPaymentsAMMD). */
export const AMMD_PAYMENT_COLUMNS: readonly PaymentColumn[] = [
  col.workshop,
  col.fcp,
  col.cmdi,
  col.end,
  col.stage,
  col.participants,
  col.status,
  col.pd,
  col.invoice,
  col.paymentDate,
  col.amount,
];

/** A payment's badge as its column gives it: green 'PAYMENT SUCCESSFUL', 'PAYMENT PENDING', or Payment Details' 'NOT DUE YET' and 'NO PAYMENT DUE'. */
export function PaymentBadge({ badge: b }: { badge: Badge }) {
  const t = useT();
  return (
    <Tag intent={b.intent} icon={b.intent === "success" ? "tick" : undefined} round minimal={b.intent === "none"}>
      {t(b.text)}
    </Tag>
  );
}
