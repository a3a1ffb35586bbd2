// /reportsAMMD: the AMMD's reports of a financial year (this one at first, the period selectable):
// workshops per stage, amounts paid per month, participants per CMDI, each a bar chart with its
// figures as a table, above the year's totals. Counted from the same rows (payments.forAmmd) by the
// same rules (src/codecs/payments.ts, reports.ts) as the AMMD's payments list, so they agree.
import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { Classes, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { currentFinancialYear, financialYearStarting, inFinancialYear, programmeDate } from "../../codecs/calendar.ts";
import { countText, rupees } from "../../codecs/display.ts";
import { ammdReportSlot, totalsOf } from "../../codecs/payments.ts";
import { paidPerMonth, participantsPerCmdi, reportYears, workshopsPerStage } from "../../codecs/reports.ts";
import { homeOf } from "../../codecs/session.ts";
import { ammdReportsMachine } from "../../machines/ammdReports.machine.ts";
import { listOf } from "../../store/state.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow, useList } from "../flows.ts";
import { ListFrame } from "../ListFrame.tsx";
import { PaymentTotals } from "../payments/PaymentTotals.tsx";
import type { ScreenProps } from "../routes.ts";
import { ReportChart } from "./ReportChart.tsx";
import "../page.css";
import "./ReportsView.css";

export default function ReportsPage({ title }: ScreenProps) {
  const { session, store } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const now = useMemo(() => new Date(), []);
  const today = programmeDate(now);
  const years = useMemo(() => reportYears(currentFinancialYear(now)), [now]);
  // the year the cached rows hold, when it is this one (they show at once while they refresh)
  const cachedYear = useMemo(() => {
    const fy = financialYearStarting(years[0]!);
    return listOf(store.state(), ammdReportSlot).some((r) => inFinancialYear(fy, r.start_date_time__c)) ? years[0]! : null;
  }, [store, years]);
  const [snap, send] = useFlow("ammdReports", ammdReportsMachine, { years, cachedYear });
  const fy = useMemo(() => financialYearStarting(snap.context.year), [snap.context.year]);
  const cached = useList(ammdReportSlot);
  const rows = useMemo(() => cached.filter((r) => inFinancialYear(fy, r.start_date_time__c)), [cached, fy]);
  const reports = useMemo(() => ({ stages: workshopsPerStage(rows), paid: paidPerMonth(rows, fy), cmdis: participantsPerCmdi(rows) }), [rows, fy]);
  const totals = useMemo(() => totalsOf(rows), [rows]);
  const loading = snap.hasTag("loading");
  const failed = snap.matches({ data: "failed" }) || snap.matches({ data: "stale" });
  const settled = !loading && !snap.matches({ data: "failed" });
  return (
    <ListFrame
      title={title}
      back={user ? homeOf(user) : "/"}
      className="reports"
      what="the reports"
      state={{
        loading: loading && rows.length === 0,
        refreshing: loading && rows.length > 0,
        error: failed ? snap.context.error : null,
        onRetry: () => send({ type: "reports.retry" }),
      }}
      empty={
        settled && rows.length === 0
          ? { icon: "office", title: "No workshops", description: `No workshops assigned to you in the financial year ${fy.label}.` }
          : null
      }
    >
      <FormGroup label="Financial year" labelFor="reports-year" inline className="reports-period">
        <HTMLSelect
          id="reports-year"
          value={snap.context.year}
          options={years.map((y) => ({ value: y, label: financialYearStarting(y).label }))}
          onChange={(e) => send({ type: "period.changed", year: Number(e.currentTarget.value) })}
        />
      </FormGroup>
      <p className={Classes.TEXT_MUTED}>Financial year {fy.label}, 1 April to 31 March</p>
      {rows.length > 0 && (
        <>
          <PaymentTotals totals={totals} participants label={`Totals for ${fy.label}`} />
          <div className="reports-grid">
            <ReportChart
              id="stages"
              report={reports.stages}
              format={countText}
              labelHeader="Stage"
              valueHeader="Workshops"
              horizontal
              today={today}
            />
            <ReportChart id="paid" report={reports.paid} format={rupees} labelHeader="Month" valueHeader="Amount paid" today={today} />
            <ReportChart
              id="cmdis"
              report={reports.cmdis}
              format={countText}
              labelHeader="CMDI"
              valueHeader="Participants"
              horizontal
              today={today}
            />
          </div>
        </>
      )}
    </ListFrame>
  );
}
