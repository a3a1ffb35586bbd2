// /listTTCApprovalAMMD hosted (issue 24 item 1; decision 034): the trainings of the AMMD's CMDIs
// waiting in AMMD Approval, from the cached list (shown at once, refreshed), and the decision flow:
// Approve or Reject (with a reason) on a row opens a dialog; the move leaves the list at once and
// the notice says where the training went. A failed load loads again when the connection is back.
import { homeOf } from "../../codecs/session.ts";
import { allowedTrainingEvents, approvalsSlot, AWAITING_AMMD, type ApprovalTraining } from "../../codecs/trainingApproval.ts";
import { trainingApprovalListMachine } from "../../machines/trainingApprovalList.machine.ts";
import { trainingDecisionMachine } from "../../machines/trainingDecision.machine.ts";
import { isFresh } from "../lists.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { keptError, listLoad, rowsOf } from "../lists.ts";
import { TrainingApprovalView, type DecisionChoice } from "./TrainingApprovalView.tsx";
import { msg } from "../../codecs/i18n.ts";

/** The AMMD owns every move of a listed training: the list holds only her CMDIs' trainings (the server's scope). */
const AMMD_ACTOR = { role: "AMMD" } as const;

export default hosted<ScreenProps>()({
  flows: {
    list: flow({
      machine: trainingApprovalListMachine,
      key: "trainingApprovalList",
      input: (h) => ({ hasCached: rowsOf(h, approvalsSlot).length > 0, fresh: isFresh(h.state.fetchedAt[approvalsSlot.name]) }),
    }),
    decision: flow({ machine: trainingDecisionMachine, key: "trainingDecision" }),
  },
  select: (s) => {
    const all = rowsOf(s, approvalsSlot);
    const { list, decision } = s.flows;
    const load = listLoad(s, list.snap, all.length, keptError(list.snap), approvalsSlot, () => list.send({ type: "list.retry" }));
    const { snap, send } = decision;
    const c = snap.context;
    const open = snap.matches("asking") || snap.matches("validating") || snap.matches("sending") || snap.matches("refused");
    const notice =
      snap.matches("sent") && c.done
        ? {
            message: c.done.label === "Approve" ? msg("Approved: {name} is now in {stage}.") : msg("Rejected: {name} is now in {stage}."),
            values: { name: c.done.name, stage: c.done.to },
            intent: "success" as const,
          }
        : snap.matches("queued") && c.done
          ? {
              message: msg("Saved on this device: the decision on {name} will be sent when the connection is back."),
              values: { name: c.done.name },
              intent: "warning" as const,
            }
          : null;
    const choose = (r: ApprovalTraining, d: DecisionChoice) => {
      const move = allowedTrainingEvents(r.status, AMMD_ACTOR).find((x) => x.type === d);
      if (move)
        send({
          type: "decision.chosen",
          decision: {
            id: r.id,
            version: r.approval_version,
            name: r.name ?? msg("Untitled training"),
            type: move.type,
            label: move.label,
            to: move.to,
          },
        });
    };
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      rows: all.filter((r) => r.status === AWAITING_AMMD),
      loading: load.loading,
      refreshing: load.refreshing,
      error: load.error,
      onRetry: load.onRetry,
      dialog: open && c.choice ? { type: c.choice.type, label: c.choice.label, to: c.choice.to, name: c.choice.name } : null,
      busy: snap.hasTag("busy"),
      reason: c.reason,
      reasonError: c.fieldErrors.reason ?? null,
      formError: c.formError,
      notice,
      onChoose: choose,
      onReason: (value: string) => send({ type: "decision.reason", value }),
      onConfirm: () => send({ type: "decision.confirmed" }),
      onCancel: () => send({ type: "decision.cancelled" }),
      onDismiss: () => send({ type: "notice.dismissed" }),
    };
  },
  View: TrainingApprovalView,
  onReconnect: ({ flows: { list } }) => {
    if (keptError(list.snap) !== null) list.send({ type: "list.retry" });
  },
});
