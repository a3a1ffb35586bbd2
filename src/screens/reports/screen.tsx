// /reportsAMMD hosted: the ammdReports flow (the chosen financial year and its load) and the store's
// cached row of that year: its reports and totals, counted by the server with the same rules as the
// AMMD's payments list (src/codecs/reports.ts yearReportOf; decision 092), as the View's props.
import { currentFinancialYear, financialYearStarting, programmeDate } from "../../codecs/calendar.ts";
import { ammdReportSlot, reportYears, YearReport, yearReportOf } from "../../codecs/reports.ts";
import { homeOf } from "../../codecs/session.ts";
import { ammdReportsMachine } from "../../machines/ammdReports.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { ReportsView } from "./ReportsView.tsx";

const yearsNow = () => reportYears(currentFinancialYear(new Date()));
/** The cached row of `year`'s reports (a row of another shape, say an older app's, is none). */
const reportOf = (rows: readonly unknown[], year: number) => rows.find((r): r is YearReport => YearReport.is(r) && r.year === year);

export default hosted<ScreenProps>()({
  flows: {
    list: flow({
      machine: ammdReportsMachine,
      key: "ammdReports",
      input: (h) => {
        const years = yearsNow();
        // the year the cached row holds, when it is this one (it shows at once while it refreshes)
        return { years, cachedYear: reportOf(rowsOf(h, ammdReportSlot), years[0]!) ? years[0]! : null };
      },
    }),
  },
  select: (s) => {
    const { snap, send } = s.flows.list;
    const fy = financialYearStarting(snap.context.year);
    const cached = reportOf(rowsOf(s, ammdReportSlot), snap.context.year);
    const { stages, paid, cmdis, totals } = cached ?? yearReportOf([], snap.context.year);
    const loading = snap.hasTag("loading");
    const failed = snap.matches({ data: "failed" }) || snap.matches({ data: "stale" });
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: {
        loading: loading && !cached,
        refreshing: loading && !!cached,
        error: failed ? snap.context.error : null,
        onRetry: () => send({ type: "reports.retry" }),
      },
      settled: !loading && !snap.matches({ data: "failed" }),
      today: programmeDate(new Date()),
      year: snap.context.year,
      years: snap.context.years,
      fy,
      any: totals.workshops > 0,
      reports: { stages, paid, cmdis },
      totals,
      onYear: (year: number) => send({ type: "period.changed", year }),
    };
  },
  View: ReportsView,
});
