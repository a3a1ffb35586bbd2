// The AMMD's training approval (/listTTCApprovalAMMD; issue 24 item 1, decision 034): the trainings
// in AMMD Approval of the CMDIs reporting to the AMMD, from one cached list, and the decision flow
// (Approve, Reject with a reason) whose move goes through the outbox with the cached list changed at
// once (the row leaves the page; rolled back if the server refuses). The approval statechart is
// registered for the visualiser export and the event log's machine list.
import { fromPromise } from "xstate";
import { approvalsSlot, trainingsApprovals, trainingsTransition, type TrainingTransitionParams } from "../codecs/trainingApproval.ts";
import { trainingApprovalMachine } from "../machines/trainingApproval.machine.ts";
import { trainingApprovalListMachine } from "../machines/trainingApprovalList.machine.ts";
import { trainingDecisionMachine } from "../machines/trainingDecision.machine.ts";
import { trainingApprovalScreen } from "../screens/trainingApproval/index.ts";
import { defineMutator, upsertRow } from "../store/mutators.ts";
import { listOf } from "../store/state.ts";
import { defineFeature } from "./feature.ts";
import { fetchList, loadList } from "./lists.ts";
import { saveAndWait, type WriteOutcome } from "./writes.ts";

/** The decision's named mutator (decision 072): the training shows in its new status (`to`) at once, so it leaves the page. */
export const decideTraining = defineMutator(trainingsTransition, (s, { id }, to: string) => {
  const row = listOf(s, approvalsSlot).find((r) => r.id === id);
  return row ? upsertRow(approvalsSlot, { ...row, status: to }) : null;
});

export const trainingApproval = defineFeature({
  id: "trainingApproval",
  machines: [trainingApprovalListMachine, trainingDecisionMachine, trainingApprovalMachine],
  lists: [approvalsSlot],
  writes: [trainingsTransition],
  startFresh: [trainingApprovalListMachine, trainingDecisionMachine],
  provide: (w) => [
    trainingApprovalListMachine.provide({ actors: { load: fetchList(w, approvalsSlot, trainingsApprovals, {}) } }),
    trainingDecisionMachine.provide({
      actors: {
        sendDecision: fromPromise<WriteOutcome, { params: TrainingTransitionParams; to: string }>(async ({ input: { params, to } }) => {
          // once it settles the list is asked again (the server's rows and versions; after a refusal, what moved it)
          const reload = () => loadList(w, approvalsSlot, trainingsApprovals, {}).catch(() => undefined);
          try {
            const outcome = await saveAndWait(w, decideTraining(params, to));
            if (outcome.status === "synced") void reload();
            return outcome;
          } catch (e) {
            await reload();
            throw e;
          }
        }),
      },
    }),
  ],
  screens: [trainingApprovalScreen],
});
