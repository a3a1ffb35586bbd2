// A training's approval statechart (decision 034): a state per status of spec section 7, each move
// owned by the training's AMMD and guarded as the table of src/codecs/trainingApproval.ts says
// (which `allowedTrainingEvents` and `trainingRefusalOf` also read, so the page, the server and this
// machine give one answer). Pure: no effects; it starts in the status the training was loaded in
// (`input.status`); a status the programme does not list allows nothing.
import { setup } from "xstate";
import { TRAINING_STATUSES, type TrainingStatus } from "../codecs/training.ts";
import {
  TRAINING_FINAL,
  TRAINING_TRANSITIONS,
  trainingMoveAllowed,
  type TrainingEvent,
  type TrainingOwner,
  type TrainingTransition,
} from "../codecs/trainingApproval.ts";

export interface TrainingApprovalInput {
  status: string | null;
}
export interface TrainingApprovalContext {
  opened: string | null;
}

const describe = (x: TrainingTransition) => `${x.by.join(" or ")}: ${x.label}`;

function onOf(status: TrainingStatus) {
  const on: Record<
    string,
    {
      target: TrainingStatus;
      guard: { type: string; params: { by: readonly TrainingOwner[]; event: TrainingTransition["event"] } };
      description: string;
    }[]
  > = {};
  for (const x of TRAINING_TRANSITIONS.filter((y) => y.from === status)) {
    on[x.event] ??= [];
    on[x.event]!.push({ target: x.to, guard: { type: x.guard, params: { by: x.by, event: x.event } }, description: describe(x) });
  }
  return on;
}

const states = Object.fromEntries(
  TRAINING_STATUSES.map((s) => [s, TRAINING_FINAL.includes(s) ? { type: "final" as const } : { on: onOf(s) }]),
) as Record<TrainingStatus, object>;

type Guard = (args: { event: TrainingEvent }, params: { by: readonly TrainingOwner[]; event: TrainingTransition["event"] }) => boolean;
const moveGuard: Guard = ({ event }, { by, event: type }) => trainingMoveAllowed({ by, event: type }, event);

export const trainingApprovalMachine = setup({
  types: { context: {} as TrainingApprovalContext, events: {} as TrainingEvent, input: {} as TrainingApprovalInput },
  guards: {
    /** The actor owns the move (the training's AMMD). */
    byOwner: moveGuard,
    /** The actor owns the move and gives a reason of 3 to 255 characters. */
    withReason: moveGuard,
    /** The training was loaded in this status. */
    inStatus: ({ context }, params: { status: TrainingStatus }) => context.opened === params.status,
  },
}).createMachine({
  id: "trainingApproval",
  initial: "opening",
  context: ({ input }) => ({ opened: input.status }),
  states: {
    opening: {
      always: [
        ...TRAINING_STATUSES.map((status) => ({ target: status, guard: { type: "inStatus" as const, params: { status } } })),
        { target: "unknownStatus" },
      ],
    },
    ...states,
    unknownStatus: { type: "final", description: "A status the programme does not list: nothing is allowed." },
  },
});
