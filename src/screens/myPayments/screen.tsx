// /listPayments hosted: the FCP's own payments (src/screens/ownPayments.ts) as a table.
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { ownPaymentsFlows, retryOwnPayments, selectOwnPayments } from "../ownPayments.ts";
import { MyPaymentsView } from "./MyPaymentsView.tsx";

export default hosted<ScreenProps>()({
  flows: ownPaymentsFlows,
  select: selectOwnPayments,
  View: MyPaymentsView,
  onReconnect: retryOwnPayments,
});
