// /listPaymentsAMMD, presentational (its screen: ./screen.tsx): the payments of the workshops
// assigned to the AMMD this financial year, filtered by CMDI and FCP (the FCP choices follow the
// CMDI), with the totals of what is shown and the shown rows as a CSV file.
import { Button, Classes, FormGroup, HTMLSelect } from "@blueprintjs/core";
import type { FinancialYear } from "../../codecs/calendar.ts";
import type { Choice, PaymentRow, PaymentTotals as Totals } from "../../codecs/payments.ts";
import { ExportCsv } from "../../views/ExportCsv.tsx";
import { ListFrame } from "../../views/ListFrame.tsx";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";
import { AMMD_PAYMENT_COLUMNS } from "../../views/payments/paymentColumns.tsx";
import { PaymentTable } from "../../views/payments/PaymentTable.tsx";
import { PaymentTotals } from "../../views/payments/PaymentTotals.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import "../../views/payments/PaymentSummaryView.css";
import { msg, type Translate } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";

export interface AmmdPaymentsViewProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  /** The payments' load: the first load's spinner, a refresh, a failure with Try again. */
  load: ListLoad;
  /** Loaded (not loading, not failed): nothing shown then means none. */
  settled: boolean;
  /** This financial year (India's). */
  fy: FinancialYear;
  /** Today (YYYY-MM-DD, India's), the CSV file's date. */
  today: string;
  /** Whether the AMMD has any payment this year (before the filters). */
  any: boolean;
  /** The CMDI and FCP chosen ("" for all). */
  cmdi: string;
  fcp: string;
  choices: { cmdis: readonly Choice[]; fcps: readonly Choice[] };
  /** The rows the filters keep, and their totals. */
  shown: readonly PaymentRow[];
  totals: Totals;
  /** The device holds a window of the list (decision 092): the totals are of what is shown. */
  windowed: boolean;
  /** Where the rows shown come from (decision 092). */
  source: WindowSource;
  onCmdi: (cmdi: string) => void;
  onFcp: (fcp: string) => void;
  onClear: () => void;
}

const options = (choices: readonly Choice[], t: Translate) => [{ value: "", label: t("All") }, ...choices];

export function AmmdPaymentsView(p: AmmdPaymentsViewProps) {
  const t = useT();
  const { cmdi, fcp, fy, shown } = p;
  const filtered = cmdi !== "" || fcp !== "";
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="payment-summary"
      what={msg("payments")}
      state={p.load}
      empty={
        p.settled && shown.length === 0
          ? {
              icon: "bank-account",
              title: msg("No payments"),
              description: filtered
                ? t("No workshop matches these filters.")
                : t("No workshops assigned to you in the financial year {year}.", { year: fy.label }),
            }
          : null
      }
      actions={
        <ExportCsv
          what="payments-ammd"
          today={p.today}
          columns={AMMD_PAYMENT_COLUMNS}
          rows={shown}
          label={msg("Download the payments shown as CSV")}
        />
      }
    >
      <p className={Classes.TEXT_MUTED}>{t("Financial year {year}", { year: fy.label })}</p>
      <div className="payment-summary-filters">
        <FormGroup label={t("CMDI Name")} labelFor="payments-cmdi">
          <HTMLSelect id="payments-cmdi" value={cmdi} options={options(p.choices.cmdis, t)} onChange={(e) => p.onCmdi(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={t("FCP Name")} labelFor="payments-fcp">
          <HTMLSelect id="payments-fcp" value={fcp} options={options(p.choices.fcps, t)} onChange={(e) => p.onFcp(e.currentTarget.value)} />
        </FormGroup>
        {filtered && <Button text={t("Show all")} variant="minimal" onClick={p.onClear} />}
      </div>
      <WindowNote source={p.source} />
      {p.any && (
        <PaymentTotals
          totals={p.totals}
          participants
          label={filtered || p.windowed ? t("Totals of the workshops shown") : t("Totals for {year}", { year: fy.label })}
        />
      )}
      <PaymentTable rows={shown} columns={AMMD_PAYMENT_COLUMNS} label={t("Payments")} />
    </ListFrame>
  );
}
