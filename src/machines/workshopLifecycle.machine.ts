// The workshop lifecycle statechart (decision 023): a state per stage of spec section 4, each
// transition owned by a role and guarded by named pure checks, built from the table of
// src/codecs/workshopLifecycle.ts (which `allowedEvents` and `refusal` also read, so the client, the
// server and this machine give one answer). Pure: no effects, no clock; the facts (what the
// workshop's rows say, India's today) come with the input. It starts in any stage (`input.stage`),
// as the server loads a workshop where it is; a stage the programme does not list allows nothing.
import { assign, setup } from "xstate";
import { WORKSHOP_STAGES, type WorkshopStage } from "../codecs/workshop.ts";
import {
  FINAL_STAGES,
  GUARDS,
  TRANSITIONS,
  transitionAllowed,
  type LifecycleEvent,
  type LifecycleFacts,
  type Owner,
} from "../codecs/workshopLifecycle.ts";

export interface WorkshopLifecycleInput {
  stage: string | null;
  facts: LifecycleFacts;
}
export interface WorkshopLifecycleContext {
  facts: LifecycleFacts;
  /** The stage the workshop was loaded in (where `opening` goes). */
  opened: string | null;
}

type Guard = (args: { context: WorkshopLifecycleContext; event: LifecycleEvent }, params: { by: readonly Owner[] }) => boolean;
/** Each named guard of the table: the actor owns the transition (`params.by`) and its checks pass. */
const guards: Record<string, Guard> = Object.fromEntries(
  Object.keys(GUARDS).map((guard): [string, Guard] => [
    guard,
    ({ context, event }, { by }) => transitionAllowed({ by, guard }, context.facts, event),
  ]),
);

const describe = (by: readonly Owner[], label: string) => `${by.join(" or ")}: ${label}`;

/** The `on` of a stage: its transitions of the table, a stage that stays put taking no target. */
function onOf(stage: WorkshopStage) {
  const on: Record<
    string,
    { target?: WorkshopStage; actions?: "recordVerification"; guard: { type: string; params: { by: readonly Owner[] } }; description: string }[]
  > = {};
  for (const t of TRANSITIONS.filter((x) => x.from === stage)) {
    on[t.event] ??= [];
    on[t.event]!.push({
      ...(t.to === stage ? { actions: "recordVerification" as const } : { target: t.to }),
      guard: { type: t.guard, params: { by: t.by } },
      description: describe(t.by, t.label),
    });
  }
  return on;
}

const states = Object.fromEntries(
  WORKSHOP_STAGES.map((stage) => [stage, FINAL_STAGES.includes(stage) ? { type: "final" as const } : { on: onOf(stage) }]),
) as Record<WorkshopStage, object>;

export const workshopLifecycleMachine = setup({
  types: {
    context: {} as WorkshopLifecycleContext,
    events: {} as LifecycleEvent,
    input: {} as WorkshopLifecycleInput,
  },
  guards: {
    ...(guards as Record<string, never>),
    /** The workshop was loaded in this stage. */
    inStage: ({ context }, params: { stage: WorkshopStage }) => context.opened === params.stage,
  },
  actions: {
    /** The CMDI's verification: the workshop stays in CMDI Verification, now verified. */
    recordVerification: assign(({ context }) => ({ facts: { ...context.facts, verified: true } })),
  },
}).createMachine({
  id: "workshopLifecycle",
  initial: "opening",
  context: ({ input }) => ({ facts: input.facts, opened: input.stage }),
  states: {
    opening: {
      always: [
        ...WORKSHOP_STAGES.map((stage) => ({ target: stage, guard: { type: "inStage" as const, params: { stage } } })),
        { target: "unknownStage" },
      ],
    },
    ...states,
    unknownStage: { type: "final", description: "A stage the programme does not list: nothing is allowed." },
  },
});
