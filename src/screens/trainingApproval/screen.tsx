// /listTTCApprovalAMMD hosted (issue 24 item 1; decision 034): the trainings of the AMMD's CMDIs
// waiting in AMMD Approval, from the cached list (shown at once, refreshed), and the decision flow:
// Approve or Reject (with a reason) on a row opens a dialog; the move leaves the list at once and
// the notice says where the training went. A failed load loads again when the connection is back.
// The device holds a window of the list (decision 092): "More from the server" brings the rest.
import { homeOf } from "../../codecs/session.ts";
import { allowedTrainingEvents, approvalsSlot, AWAITING_AMMD, type ApprovalTraining } from "../../codecs/trainingApproval.ts";
import { trainingApprovalListMachine } from "../../machines/trainingApprovalList.machine.ts";
import { LIST_PAGE, listPagesMachine } from "../../machines/listPages.machine.ts";
import { trainingDecisionMachine } from "../../machines/trainingDecision.machine.ts";
import { totalOf } from "../../store/state.ts";
import { serverAt, sourceOf } from "../windowSource.ts";
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
    // decision 092: the trainings past those on this phone, asked of the server
    more: flow({ machine: listPagesMachine, key: "trainingApprovalPage", input: () => ({ list: "trainingApprovals" as const }) }),
  },
  select: (s) => {
    const all = rowsOf(s, approvalsSlot);
    const { list, decision, more } = s.flows;
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
    // decision 092: the device holds the latest starting; "More from the server" brings the rest after them
    const awaiting = all.filter((r) => r.status === AWAITING_AMMD);
    const total = totalOf(s.state, approvalsSlot);
    const page = more.snap.matches("shown") ? more.snap.context.page : null;
    const held = new Set(all.map((r) => r.id));
    const fromServer = ((page?.rows ?? []) as ApprovalTraining[]).filter((r) => !held.has(r.id) && r.status === AWAITING_AMMD);
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      rows: [...awaiting, ...fromServer],
      // the server's count less those decided on this phone since (they left the list)
      waiting: total !== undefined && total > all.length ? total - (all.length - awaiting.length) : awaiting.length,
      source: sourceOf(
        { at: serverAt(more.snap.value), page, pageError: more.snap.context.pageError, more: more.snap.can({ type: "server.more" }) },
        {
          held: all.length,
          total,
          onDevice: awaiting.length,
          send: more.send,
          from: all.length,
          onRest: () => more.send({ type: "server.ask", query: { start: all.length, limit: LIST_PAGE } }),
        },
      ),
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
