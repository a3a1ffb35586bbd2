// Payments (spec 2.13, 2.14) and the AMMD's reports: the FCP's own payments (/payment-Summary,
// /listPayments), the AMMD's (/listPaymentsAMMD) and the reports drawn from them (/reportsAMMD,
// whose chart code is loaded with that screen only; the server counts a year's: one row). Every list is a cached slot of the store.
import { ammdPaymentsSlot, paymentsForAmmd, paymentsForAmmdPage, paymentsMine, paymentsSlot } from "../codecs/payments.ts";
import { ammdReportSlot, paymentsAmmdReport } from "../codecs/reports.ts";
import { ammdPaymentsMachine } from "../machines/ammdPayments.machine.ts";
import { ammdReportsMachine } from "../machines/ammdReports.machine.ts";
import { paymentListMachine } from "../machines/paymentList.machine.ts";
import { defineFeature } from "./feature.ts";
import { ammdPaymentsScreen } from "../screens/ammdPayments/index.ts";
import { myPaymentsScreen } from "../screens/myPayments/index.ts";
import { paymentSummaryScreen } from "../screens/paymentSummary/index.ts";
import { reportsScreen } from "../screens/reports/index.ts";
import { fetchList, fetchListFor, fetchPage } from "./lists.ts";

export const payments = defineFeature({
  id: "payments",
  machines: [paymentListMachine, ammdPaymentsMachine, ammdReportsMachine],
  lists: [paymentsSlot, ammdPaymentsSlot, ammdReportSlot],
  provide: (w) => [
    paymentListMachine.provide({ actors: { loadPayments: fetchList(w, paymentsSlot, paymentsMine, {}) } }),
    ammdPaymentsMachine.provide({
      actors: { loadAmmdPayments: fetchList(w, ammdPaymentsSlot, paymentsForAmmd, {}), pageAmmdPayments: fetchPage(w, paymentsForAmmdPage) },
    }),
    ammdReportsMachine.provide({
      actors: {
        loadReport: fetchListFor<{ year: number }>(w, ({ year }) => ({ slot: ammdReportSlot, contract: paymentsAmmdReport, params: { year } })),
      },
    }),
  ],
  screens: [myPaymentsScreen, paymentSummaryScreen, reportsScreen, ammdPaymentsScreen],
});
