// The AMMD's training approval (/listTTCApprovalAMMD; issue 24 item 1, decision 034): the trainings
// (campaigns) of the CMDIs reporting to the AMMD that wait in "AMMD Approval", and the two moves out
// of it, as ONE table of data like the workshop lifecycle's (decision 023): Approve (to "Accounts")
// and Reject (to "AMMD Rejected", with a reason). The statechart
// (src/machines/trainingApproval.machine.ts) is built from this table; `allowedTrainingEvents` (the
// client's buttons) and `trainingRefusalOf` (the server's op, server/ops/trainingApproval.ts) read
// the same table, so the page, the server and the machine give one answer
// (test/unit/trainings/trainingApproval.test.ts compares them). Pure: no clock, no I/O.
import * as t from "io-ts";
import { defineRead, defineWrite, exactParams, noParams, RowId } from "./contract.ts";
import { controlIn, controlMessage } from "./text.ts";
import { limited, optionalMultiline } from "./form.ts";
import { listSlot } from "./lists.ts";
import { pageOf, windowed } from "./window.ts";
import { TRAINING_STATUSES, type TrainingStatus } from "./training.ts";
import { REASON_MAX, REASON_RULE } from "./workshopLifecycle.ts";
import { listOf, msg } from "./language.ts";

export { REASON_MAX };
/** The status a training waits in for the AMMD (spec section 4: shown to the CMDI as Pending). */
export const AWAITING_AMMD: TrainingStatus = "AMMD Approval";

/** Who may move a training: the AMMD its CMDI reports to. */
export type TrainingOwner = "AMMD";
/** Who fires an event: the person's relation to THIS training (its AMMD, its CMDI; null for anyone else). */
export interface TrainingActor {
  role: "AMMD" | "CMDI" | null;
}

export type TrainingEvent = { type: "training.approve"; actor: TrainingActor } | { type: "training.reject"; actor: TrainingActor; reason: string };
export type TrainingEventType = TrainingEvent["type"];

/** A check over what the event carries: null when it passes, else the sentence the person reads. */
const reasonOf = (e: TrainingEvent) => ("reason" in e ? e.reason : "");
const TRAINING_CHECKS = {
  /** A reason of 3 to REASON_MAX characters once trimmed (the workshop lifecycle's rule and words). */
  reasonGiven: (e: TrainingEvent) => {
    const r = reasonOf(e).trim();
    const control = controlIn(r);
    if (control) return controlMessage(control);
    return r.length < 3 ? msg("Please give a reason.") : r.length > REASON_MAX ? REASON_RULE : null;
  },
} satisfies Record<string, (e: TrainingEvent) => string | null>;
export type TrainingCheck = keyof typeof TRAINING_CHECKS;

/** One move: the event, its source and target statuses, who owns it, what it must carry. */
export interface TrainingTransition {
  event: TrainingEventType;
  from: TrainingStatus;
  to: TrainingStatus;
  by: readonly TrainingOwner[];
  /** The guard's name in the statechart. */
  guard: "byOwner" | "withReason";
  carried: readonly TrainingCheck[];
  /** What the action is called where a person meets it. */
  label: string;
}

/** Every move of a training's approval (decision 034). */
export const TRAINING_TRANSITIONS: readonly TrainingTransition[] = [
  { event: "training.approve", from: "AMMD Approval", to: msg("Accounts"), by: ["AMMD"], guard: "byOwner", carried: [], label: msg("Approve") },
  {
    event: "training.reject",
    from: "AMMD Approval",
    to: msg("AMMD Rejected"),
    by: ["AMMD"],
    guard: "withReason",
    carried: ["reasonGiven"],
    label: msg("Reject"),
  },
];
export const TRAINING_EVENT_TYPES: readonly TrainingEventType[] = [...new Set(TRAINING_TRANSITIONS.map((x) => x.event))];
/** The statuses no move leaves (within this table). */
export const TRAINING_FINAL: readonly TrainingStatus[] = TRAINING_STATUSES.filter((s) => !TRAINING_TRANSITIONS.some((x) => x.from === s));

const OWNER_WORDS: Record<TrainingOwner, string> = { AMMD: msg("the AMMD the training's CMDI reports to") };

export const ownsTraining = (by: readonly TrainingOwner[], actor: TrainingActor) => by.some((o) => o === actor.role);
export const isTrainingStatus = (s: string | null): s is TrainingStatus => (TRAINING_STATUSES as readonly (string | null)[]).includes(s);

/** The first failing carried check of a move, or null. */
export function trainingCarriedRefusal(e: TrainingEvent): string | null {
  const x = TRAINING_TRANSITIONS.find((y) => y.event === e.type);
  for (const c of x?.carried ?? []) {
    const r = TRAINING_CHECKS[c](e);
    if (r) return r;
  }
  return null;
}

/** The statechart's guard: the actor owns the move and what it carries passes. */
export const trainingMoveAllowed = (x: Pick<TrainingTransition, "by" | "event">, e: TrainingEvent) =>
  ownsTraining(x.by, e.actor) && trainingCarriedRefusal(e) === null;

/** A refusal and its kind: `stage` (this status does not take the event), `owner` (not theirs to move), `carried` (the reason breaks the rule). */
export interface TrainingRefusal {
  kind: "stage" | "owner" | "carried";
  message: string;
  field?: "reason";
}

/** Why the server refuses an event on a training in `status` (null: allowed). */
export function trainingRefusalOf(status: string | null, e: TrainingEvent): TrainingRefusal | null {
  const here = TRAINING_TRANSITIONS.filter((x) => x.from === status && x.event === e.type);
  if (here.length === 0) {
    return {
      kind: "stage",
      message:
        isTrainingStatus(status) || status === null
          ? msg("A training in {status} cannot be moved that way.", { status: status ?? "no status" })
          : msg("The training's status ({status}) is not one the programme knows.", { status }),
    };
  }
  const mine = here.find((x) => ownsTraining(x.by, e.actor));
  if (!mine)
    return {
      kind: "owner",
      message: msg("Only {owners} can do this in {status}.", {
        owners: listOf([...new Set(here.flatMap((x) => x.by))].map((o) => OWNER_WORDS[o])),
        status: status ?? "no status",
      }),
    };
  const bad = trainingCarriedRefusal(e);
  return bad ? { kind: "carried", message: bad, field: "reason" } : null;
}

/** Where an allowed event moves a training from `status`. */
export const trainingTransitionOf = (status: string | null, e: Pick<TrainingEvent, "type" | "actor">) =>
  TRAINING_TRANSITIONS.find((x) => x.from === status && x.event === e.type && ownsTraining(x.by, e.actor));

/** The moves the actor owns from this status (the page's buttons), with what each must carry. */
export const allowedTrainingEvents = (status: string | null, actor: TrainingActor) =>
  TRAINING_TRANSITIONS.filter((x) => x.from === status && ownsTraining(x.by, actor)).map((x) => ({
    type: x.event,
    label: x.label,
    to: x.to,
    needs: x.carried,
  }));

/** The actor for a person on a training: its AMMD (its CMDI reports to them), its CMDI, or nobody. */
export function trainingActorOf(
  person: { role: string; sfid: string | null },
  w: { assigned_cmdi__c: string | null; cmdi_ammd: string | null },
): TrainingActor {
  if (!person.sfid) return { role: null };
  if (person.role === "AMMD" && w.cmdi_ammd === person.sfid) return { role: "AMMD" };
  if (person.role === "CMDI" && w.assigned_cmdi__c === person.sfid) return { role: "CMDI" };
  return { role: null };
}

// ---- the read and the write ----

const nstr = t.union([t.string, t.null]);

/** A training waiting for the AMMD, as trainings.approvals returns it (dates as YYYY-MM-DD). */
export const ApprovalTraining = t.type({
  id: t.number,
  name: nstr,
  type: nstr,
  city__c: nstr,
  startdate: nstr,
  enddate: nstr,
  status: t.string,
  no_of_participants__c: t.union([t.number, t.null]),
  /** The CMDI it is assigned to (sfid and name). */
  assigned_cmdi__c: nstr,
  cmdi_name: nstr,
  /** How many photos the CMDI attached (decision 028). */
  photos: t.number,
  /** The version the AMMD's move names (campaign.approval_version). */
  approval_version: t.number,
});
export type ApprovalTraining = t.TypeOf<typeof ApprovalTraining>;

/** The trainings in AMMD Approval of the CMDIs reporting to the AMMD, latest start first (decision 092). */
export const trainingsApprovals = windowed(defineRead("trainings.approvals", { params: noParams, row: ApprovalTraining, roles: ["AMMD"] }), {
  // decision 092: every row awaits approval (open), so the device holds the 500 latest starting
  cap: 500,
  open: (r) => r.status === AWAITING_AMMD,
  // the screen narrows by nothing: its rest is reached by "More from the server"
  filters: [],
  search: [],
});
/** The trainings awaiting the AMMD the device does not hold: a page, from the server (decision 092). */
export const trainingsApprovalsPage = pageOf(trainingsApprovals);
/** The cached trainings awaiting the AMMD. */
export const approvalsSlot = listSlot("trainingApprovals", ApprovalTraining);

const Version = new t.Type<number, number, unknown>(
  "a training version",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= 2_147_483_647,
  (u, c) =>
    typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= 2_147_483_647
      ? t.success(u)
      : t.failure(u, c, "version must be a whole number from 0"),
  t.identity,
);
const EventType = t.keyof(Object.fromEntries(TRAINING_EVENT_TYPES.map((e) => [e, null])) as Record<TrainingEventType, null>);

/** A move's params: the training, the event, the version the page saw, and the reason a rejection carries (its rule is `reasonGiven`'s). */
export const TrainingTransitionParams = exactParams(
  { id: RowId, event: EventType, version: Version },
  { reason: limited(optionalMultiline, 1000, "The reason") },
);
export type TrainingTransitionParams = t.TypeOf<typeof TrainingTransitionParams>;
/** What a move answers: the training's status and version now. */
export const TrainingTransitionRow = t.type({ id: t.number, status: t.string, approval_version: t.number });
export type TrainingTransitionRow = t.TypeOf<typeof TrainingTransitionRow>;

/** Approves or rejects a training (decision 034): scope, version and rules checked on the server. */
export const trainingsTransition = defineWrite("trainings.transition", {
  params: TrainingTransitionParams,
  row: TrainingTransitionRow,
  roles: ["AMMD", "CMDI"],
});

/** The event of a move's params for an actor (a missing reason is empty, so the check names it). */
export const trainingEventOf = (p: Pick<TrainingTransitionParams, "event" | "reason">, actor: TrainingActor): TrainingEvent =>
  p.event === "training.reject" ? { type: p.event, actor, reason: p.reason ?? "" } : { type: p.event, actor };

/** The params of a move as the page sends them (the reason trimmed, only for a rejection). */
export const trainingTransitionParams = (id: number, version: number, event: TrainingEventType, reason: string): TrainingTransitionParams =>
  event === "training.reject" ? { id, event, version, reason: reason.trim() } : { id, event, version };
