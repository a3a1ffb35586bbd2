// /reportsAMMD hosted: the ammdReports flow (the chosen financial year and its load) and the store's
// cached rows of that year, counted into the reports and the year's totals (src/codecs/reports.ts,
// payments.ts: the same rules as the AMMD's payments list), as the View's props.
import { currentFinancialYear, financialYearStarting, inFinancialYear, programmeDate } from "../../codecs/calendar.ts";
import { ammdReportSlot, totalsOf } from "../../codecs/payments.ts";
import { paidPerMonth, participantsPerCmdi, reportYears, workshopsPerStage } from "../../codecs/reports.ts";
import { homeOf } from "../../codecs/session.ts";
import { ammdReportsMachine } from "../../machines/ammdReports.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { ReportsView } from "./ReportsView.tsx";

const yearsNow = () => reportYears(currentFinancialYear(new Date()));

export default hosted<ScreenProps>()({
  flows: {
    list: flow({
      machine: ammdReportsMachine,
      key: "ammdReports",
      input: (h) => {
        const years = yearsNow();
        // the year the cached rows hold, when it is this one (they show at once while they refresh)
        const fy = financialYearStarting(years[0]!);
        return { years, cachedYear: rowsOf(h, ammdReportSlot).some((r) => inFinancialYear(fy, r.start_date_time__c)) ? years[0]! : null };
      },
    }),
  },
  select: (s) => {
    const { snap, send } = s.flows.list;
    const fy = financialYearStarting(snap.context.year);
    const rows = rowsOf(s, ammdReportSlot).filter((r) => inFinancialYear(fy, r.start_date_time__c));
    const loading = snap.hasTag("loading");
    const failed = snap.matches({ data: "failed" }) || snap.matches({ data: "stale" });
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: {
        loading: loading && rows.length === 0,
        refreshing: loading && rows.length > 0,
        error: failed ? snap.context.error : null,
        onRetry: () => send({ type: "reports.retry" }),
      },
      settled: !loading && !snap.matches({ data: "failed" }),
      today: programmeDate(new Date()),
      year: snap.context.year,
      years: snap.context.years,
      fy,
      any: rows.length > 0,
      reports: { stages: workshopsPerStage(rows), paid: paidPerMonth(rows, fy), cmdis: participantsPerCmdi(rows) },
      totals: totalsOf(rows),
      onYear: (year: number) => send({ type: "period.changed", year }),
    };
  },
  View: ReportsView,
});
