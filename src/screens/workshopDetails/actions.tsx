// The actions the signed-in person may take on a workshop now (a part of Workshop Details, hosted):
// asked of the lifecycle with the facts the server sent; the flow checks and sends with the version
// and facts the page shows now, and a settled transition (done, or refused: the page was stale)
// reloads the workshop.
import { evidencePhotosLink, navHref, participantsLink, planningLink } from "../../codecs/navParams.ts";
import type { WorkshopDetail } from "../../codecs/workshop.ts";
import { actorOf, allowedEvents, type LifecycleEventType } from "../../codecs/workshopLifecycle.ts";
import { EXECUTION_STAGE } from "../../codecs/workshopExecution.ts";
import { paymentToConfirm, workshopActionMachine } from "../../machines/workshopAction.machine.ts";
import { WorkshopActionsView, type WorkshopActionsViewProps } from "../../views/workshops/WorkshopActionsView.tsx";
import { flow, hosted, watching, type Selection } from "../host.tsx";
import { msg } from "../../codecs/i18n.ts";

/** A submitted plan's notice (walk finding: nothing said it was sent): where it went, and the stage it is in now. */
export const PLAN_SENT = msg("Your plan is sent to your CMDI for approval. The workshop is now in {stage}.");
/**
 * What a person reads once an action is done (walk finding: "Done: Confirm." named the button, not
 * what it did): what was done, in words, and the stage the workshop is in now (`{stage}`).
 */
export const DONE: Record<LifecycleEventType, string> = {
  "workshop.submit": PLAN_SENT,
  "workshop.confirm": msg("Plan confirmed. The workshop goes to the AMMD for approval on its day."),
  "workshop.sendBack": msg("Plan sent back to the FCP. The workshop is back in {stage}."),
  "workshop.due": msg("Its day has come: the workshop is now in {stage}."),
  "workshop.approve": msg("Approved. The workshop is now in {stage}."),
  "workshop.reject": msg("Rejected. The workshop is back in {stage} with the FCP."),
  "workshop.report": msg("Report submitted for verification. The workshop is now in {stage}."),
  "workshop.verify": msg("Report verified. The workshop stays in {stage}."),
  "workshop.returnReport": msg("Report returned to the FCP. The workshop is back in {stage}."),
  "workshop.approveAccount": msg("Approved for payment. The workshop is now in {stage}."),
  "workshop.pay": msg("Payment recorded. The workshop is now in {stage}."),
  "workshop.cancel": msg("Workshop cancelled."),
};
/** The same submit kept on a device with no connection: it goes when the connection is back (the outbox). */
export const PLAN_KEPT = msg("Saved on this device: your plan will be sent to your CMDI for approval when the connection is back.");
/**
 * What a person reads when an action is kept on a device with no connection (walk finding: "Saved on
 * this device: Confirm will be sent ..." named the button): what will happen, in words, once the
 * connection is back (`{stage}`: the stage the workshop moves to then).
 */
export const KEPT: Record<LifecycleEventType, string> = {
  "workshop.submit": PLAN_KEPT,
  "workshop.confirm": msg("Saved on this device: your confirmation of the plan will be sent when the connection is back."),
  "workshop.sendBack": msg("Saved on this device: the plan will be sent back to the FCP when the connection is back."),
  "workshop.due": msg("Saved on this device: the workshop will move to {stage} when the connection is back."),
  "workshop.approve": msg("Saved on this device: your approval will be sent when the connection is back."),
  "workshop.reject": msg("Saved on this device: your rejection will be sent when the connection is back."),
  "workshop.report": msg("Saved on this device: the report will be sent for verification when the connection is back."),
  "workshop.verify": msg("Saved on this device: your verification of the report will be sent when the connection is back."),
  "workshop.returnReport": msg("Saved on this device: the report will be returned to the FCP when the connection is back."),
  "workshop.approveAccount": msg("Saved on this device: your approval for payment will be sent when the connection is back."),
  "workshop.pay": msg("Saved on this device: the payment will be recorded when the connection is back."),
  "workshop.cancel": msg("Saved on this device: the workshop will be cancelled when the connection is back."),
};

export interface ActionsProps {
  w: WorkshopDetail;
  reload: () => void;
}

const flows = {
  action: flow<ActionsProps, typeof workshopActionMachine>({
    machine: workshopActionMachine,
    key: (h) => `workshopAction:${h.props.w.id}`,
    input: ({ props: { w } }) => ({ id: w.id, version: w.lifecycle_version, facts: w.facts }),
  }),
};
type S = Selection<ActionsProps, typeof flows>;

const offeredOf = (s: S) => {
  const { w } = s.props;
  const actor = s.user ? actorOf({ role: s.user.role, sfid: s.user.sfid, superAdmin: s.user.superAdmin }, w) : null;
  return { actor, offered: actor ? allowedEvents(w.stagename, actor, w.facts) : [] };
};

export const WorkshopActions = hosted<ActionsProps>()({
  flows,
  select: (s) => {
    const { w } = s.props;
    const { snap, send } = s.flows.action;
    const { actor, offered } = offeredOf(s);
    // the FCP's plan is changed on the plan form while in Planning (decision 029); the report is made on its own screens (decision 030)
    const links =
      actor?.role !== "FCP"
        ? []
        : w.stagename === "Planning"
          ? [{ to: navHref(planningLink, { id: w.id }), label: msg("Edit plan") }]
          : w.stagename === EXECUTION_STAGE
            ? [
                { to: navHref(participantsLink, { id: w.id }), label: msg("Add participants") },
                { to: navHref(evidencePhotosLink, { id: w.id }), label: msg("Add photos") },
              ]
            : [];
    const c = snap.context;
    const confirming = snap.matches("confirmingAmount");
    const open = snap.matches("asking") || snap.matches("validating") || snap.matches("sending") || snap.matches("refused") || confirming;
    const notice: WorkshopActionsViewProps["notice"] =
      snap.matches("sent") && c.choice
        ? {
            message: DONE[c.choice.type],
            values: { stage: c.choice.to },
            intent: "success" as const,
          }
        : snap.matches("queued") && c.choice
          ? { message: KEPT[c.choice.type], values: { stage: c.choice.to }, intent: "warning" as const }
          : null;
    return {
      stage: w.stagename,
      offered,
      links,
      busy: snap.hasTag("busy"),
      values: c.values,
      fieldErrors: c.fieldErrors,
      formError: c.formError,
      notice,
      dialog: open && c.choice ? { label: c.choice.label, to: c.choice.to, type: c.choice.type, needs: c.choice.needs } : null,
      amountToConfirm: confirming ? paymentToConfirm(c) : null,
      onAmountConfirmed: () => send({ type: "action.amountConfirmed" }),
      onAmountRevised: () => send({ type: "action.amountRevised" }),
      onChoose: (type: string) => {
        const a = offered.find((x) => x.type === (type as LifecycleEventType));
        if (a?.ok) send({ type: "action.chosen", action: { type: a.type, label: a.label, to: a.to, needs: a.needs } });
      },
      onChange: (field: keyof typeof c.values, value: string) => send({ type: "action.changed", field, value }),
      onConfirm: () => send({ type: "action.confirmed" }),
      onCancel: () => send({ type: "action.cancelled" }),
      onDismiss: () => send({ type: "notice.dismissed" }),
    };
  },
  View: WorkshopActionsView,
  watch: [
    // the flow checks and sends with the version and facts the page shows now (a reloaded workshop is a new record)
    watching(
      (s: S) => s.props.w,
      (w, s) => s.flows.action.send({ type: "action.refreshed", version: w.lifecycle_version, facts: w.facts }),
    ),
    // a settled transition (done, or refused: the page was stale) reloads the workshop
    watching(
      (s: S) => s.flows.action.snap.matches("sent") || s.flows.action.snap.matches("refused"),
      (settled, s) => {
        if (settled) s.props.reload();
      },
    ),
  ],
});
