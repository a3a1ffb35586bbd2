// The running actors and the machines (effects already bound) the views use, given by main.tsx.
import { createContext, useContext } from "react";
import type { InspectionEvent } from "xstate";
import type { Clock } from "../machines/shellLoader.machine.ts";
import type { SessionActorRef } from "../machines/session.machine.ts";
import type { signInGateMachine } from "../machines/signInGate.machine.ts";
import type { ShellUiActorRef } from "../machines/shellUi.machine.ts";
import type { shellNewsMachine } from "../machines/shellNews.machine.ts";

export interface AppActors {
  session: SessionActorRef;
  gateMachine: typeof signInGateMachine;
  /** The shell's UI state (theme, direction, drawers, fullscreen). */
  ui: ShellUiActorRef;
  /** The home carousel's news loader. */
  newsMachine: typeof shellNewsMachine;
  /** Timers of the actors the views create (lazy screens, carousel, preload); tests pass a SimulatedClock. */
  clock: Clock;
  /** Passed to actors the views create, so their events are recorded too. */
  inspect?: (event: InspectionEvent) => void;
}

const Ctx = createContext<AppActors | null>(null);
export const ActorsProvider = Ctx.Provider;

export function useAppActors(): AppActors {
  const v = useContext(Ctx);
  if (!v) throw new Error("useAppActors outside <ActorsProvider>");
  return v;
}
