// /listTTCApprovalAMMD (issue 24 item 1; decision 034): the trainings of the AMMD's CMDIs waiting in
// AMMD Approval, with Approve and Reject (with a reason).
import { AMMD, screen } from "../../views/routes.ts";

export const trainingApprovalScreen = screen("/listTTCApprovalAMMD", {
  access: AMMD,
  title: "Trainings for approval",
  view: () => import("./screen.tsx"),
});
