// /listPaymentsAMMD: the payments of the workshops assigned to the AMMD this financial year,
// filtered by CMDI and FCP (the FCP choices follow the CMDI), with the totals of what is shown and
// the shown rows as a CSV file.
import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { Button, Classes, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { currentFinancialYear, inFinancialYear, programmeDate } from "../../codecs/calendar.ts";
import { ammdPaymentsSlot, filterPayments, paymentChoices, totalsOf, type Choice } from "../../codecs/payments.ts";
import { homeOf } from "../../codecs/session.ts";
import { ammdPaymentsMachine } from "../../machines/ammdPayments.machine.ts";
import { useAppActors } from "../actors.tsx";
import { ExportCsv } from "../ExportCsv.tsx";
import { useFlow, useList } from "../flows.ts";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import { AMMD_PAYMENT_COLUMNS } from "./paymentColumns.tsx";
import { PaymentTable } from "./PaymentTable.tsx";
import { PaymentTotals } from "./PaymentTotals.tsx";
import "./PaymentSummaryView.css";

const options = (choices: Choice[]) => [{ value: "", label: "All" }, ...choices];

export default function AmmdPaymentsPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const cached = useList(ammdPaymentsSlot);
  const [now] = useMemo(() => [new Date()], []);
  const fy = useMemo(() => currentFinancialYear(now), [now]);
  const mine = (user?.sfid ?? "").slice(0, 15);
  const rows = useMemo(
    () => cached.filter((r) => (r.assigned_ammd__c ?? "").slice(0, 15) === mine && inFinancialYear(fy, r.start_date_time__c)),
    [cached, mine, fy],
  );
  const [snap, send] = useFlow("ammdPayments", ammdPaymentsMachine, { hasCached: rows.length > 0 });
  const { cmdi, fcp } = snap.context;
  const choices = useMemo(() => paymentChoices(rows, cmdi), [rows, cmdi]);
  const shown = useMemo(() => filterPayments(rows, { cmdi, fcp }), [rows, cmdi, fcp]);
  const totals = useMemo(() => totalsOf(shown), [shown]);
  const loading = snap.hasTag("loading") && rows.length === 0;
  const failed = snap.matches({ data: "failed" }) || snap.matches({ data: "stale" });
  const settled = !snap.hasTag("loading") && !snap.matches({ data: "failed" });
  const filtered = cmdi !== "" || fcp !== "";
  return (
    <ListFrame
      title={title}
      back={user ? homeOf(user) : "/"}
      className="payment-summary"
      what="payments"
      state={{
        loading: loading,
        refreshing: snap.hasTag("loading") && rows.length > 0,
        error: failed ? snap.context.error : null,
        onRetry: () => send({ type: "ammdPayments.retry" }),
      }}
      empty={
        settled && shown.length === 0
          ? {
              icon: "bank-account",
              title: "No payments",
              description: filtered ? "No workshop matches these filters." : `No workshops assigned to you in the financial year ${fy.label}.`,
            }
          : null
      }
      actions={
        <ExportCsv
          what="payments-ammd"
          today={programmeDate(now)}
          columns={AMMD_PAYMENT_COLUMNS}
          rows={shown}
          label="Download the payments shown as CSV"
        />
      }
    >
      <p className={Classes.TEXT_MUTED}>Financial year {fy.label}</p>
      <div className="payment-summary-filters">
        <FormGroup label="CMDI Name" labelFor="payments-cmdi">
          <HTMLSelect
            id="payments-cmdi"
            value={cmdi}
            options={options(choices.cmdis)}
            onChange={(e) => send({ type: "filter.cmdi", cmdi: e.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label="FCP Name" labelFor="payments-fcp">
          <HTMLSelect
            id="payments-fcp"
            value={fcp}
            options={options(choices.fcps)}
            onChange={(e) => send({ type: "filter.fcp", fcp: e.currentTarget.value })}
          />
        </FormGroup>
        {filtered && <Button text="Show all" variant="minimal" onClick={() => send({ type: "filter.cleared" })} />}
      </div>
      {rows.length > 0 && (
        <PaymentTotals totals={totals} participants label={filtered ? "Totals of the workshops shown" : `Totals for ${fy.label}`} />
      )}
      <PaymentTable rows={shown} columns={AMMD_PAYMENT_COLUMNS} label="Payments" />
    </ListFrame>
  );
}
