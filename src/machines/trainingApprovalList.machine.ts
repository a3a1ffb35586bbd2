// The AMMD's cached trainings awaiting approval (trainings.approvals, recorded as
// `trainingApprovals.fetched`), loaded by /listTTCApprovalAMMD (see cachedList.ts); `load` is bound
// by src/features/trainingApproval.ts.
import { cachedListMachine } from "./cachedList.ts";

export const trainingApprovalListMachine = cachedListMachine("trainingApprovalList");
