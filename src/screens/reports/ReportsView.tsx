// /reportsAMMD, presentational (its screen: ./screen.tsx): the AMMD's reports of a financial year
// (this one at first, the period selectable): workshops per stage, amounts paid per month,
// participants per CMDI, each a bar chart with its figures as a table, above the year's totals.
import { Classes, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { type FinancialYear, financialYearStarting } from "../../codecs/calendar.ts";
import type { PaymentTotals as Totals } from "../../codecs/payments.ts";
import type { Report } from "../../codecs/reports.ts";
import { ListFrame } from "../../views/ListFrame.tsx";
import { PaymentTotals } from "../../views/payments/PaymentTotals.tsx";
import { ReportChart } from "../../views/reports/ReportChart.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import "../../views/page.css";
import "../../views/reports/ReportsView.css";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";

export interface ReportsViewProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  /** The chosen year's load: the first load's spinner, a refresh, a failure with Try again. */
  load: ListLoad;
  /** Loaded (not loading, not failed): no rows then means no workshops that year. */
  settled: boolean;
  /** Today (YYYY-MM-DD, India's): the charts' CSV files' date. */
  today: string;
  /** The chosen financial year (by its 1 April's year), the years offered, the chosen one's dates. */
  year: number;
  years: readonly number[];
  fy: FinancialYear;
  /** Whether the chosen year has any workshop. */
  any: boolean;
  reports: { stages: Report; paid: Report; cmdis: Report };
  totals: Totals;
  onYear: (year: number) => void;
}

export function ReportsView(p: ReportsViewProps) {
  const t = useT();
  const fmt = useFormats();
  const { fy, today } = p;
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="reports"
      what={msg("the reports")}
      state={p.load}
      empty={
        p.settled && !p.any
          ? {
              icon: "office",
              title: msg("No workshops"),
              description: t("No workshops assigned to you in the financial year {year}.", { year: fy.label }),
            }
          : null
      }
    >
      <FormGroup label={t("Financial year")} labelFor="reports-year" inline className="reports-period">
        <HTMLSelect
          id="reports-year"
          value={p.year}
          options={p.years.map((y) => ({ value: y, label: financialYearStarting(y).label }))}
          onChange={(e) => p.onYear(Number(e.currentTarget.value))}
        />
      </FormGroup>
      <p className={Classes.TEXT_MUTED}>{t("Financial year {year}, 1 April to 31 March", { year: fy.label })}</p>
      {p.any && (
        <>
          <PaymentTotals totals={p.totals} participants label={t("Totals for {year}", { year: fy.label })} />
          <div className="reports-grid">
            <ReportChart
              id="stages"
              report={p.reports.stages}
              format={fmt.count}
              labelHeader={msg("Stage")}
              valueHeader={msg("Workshops")}
              horizontal
              today={today}
            />
            <ReportChart
              id="paid"
              report={p.reports.paid}
              format={fmt.rupees}
              labelHeader={msg("Month")}
              valueHeader={msg("Amount paid")}
              today={today}
            />
            <ReportChart
              id="cmdis"
              report={p.reports.cmdis}
              format={fmt.count}
              labelHeader="CMDI"
              valueHeader={msg("Participants")}
              horizontal
              today={today}
            />
          </div>
        </>
      )}
    </ListFrame>
  );
}
