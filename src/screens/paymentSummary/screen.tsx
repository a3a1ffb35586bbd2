// /payment-Summary hosted: the FCP's own payments (src/screens/ownPayments.ts) as cards.
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { ownPaymentsFlows, retryOwnPayments, selectOwnPayments } from "../ownPayments.ts";
import { PaymentSummaryView } from "./PaymentSummaryView.tsx";

export default hosted<ScreenProps>()({
  flows: ownPaymentsFlows,
  select: selectOwnPayments,
  View: PaymentSummaryView,
  onReconnect: retryOwnPayments,
});
