// The trainings awaiting the AMMD past those on the device (decision 092): /listTTCApprovalAMMD's
// "More from the server" (./listPage.ts; the page op trainings.approvals.page, bound by
// src/features/trainingApproval.ts).
import type { ApprovalTraining } from "../codecs/trainingApproval.ts";
import { listPageMachine } from "./listPage.ts";

export const trainingApprovalPageMachine = listPageMachine<ApprovalTraining>("trainingApprovalPage");
