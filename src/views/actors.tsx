// The running actors and the machines (effects already bound) the views use, given by main.tsx.
import { createContext, useContext } from "react";
import type { Clock } from "../machines/shellLoader.machine.ts";
import type { SessionActorRef } from "../machines/session.machine.ts";
import type { signInGateMachine } from "../machines/signInGate.machine.ts";
import type { ShellUiActorRef } from "../machines/shellUi.machine.ts";
import type { shellNewsMachine } from "../machines/shellNews.machine.ts";
import type { shellLoaderMachine } from "../machines/shellLoader.machine.ts";
import type { outletFormMachine } from "../machines/outletForm.machine.ts";
import type { outletListMachine } from "../machines/outletList.machine.ts";
import type { referenceDataMachine } from "../machines/referenceData.machine.ts";
import type { FlowHost, StoreView } from "./flows.ts";

/** The QA tools: the current log as a file, and saving a file. */
export interface QaTools {
  appVersion: string;
  /** The stored log (and what is still queued) as the JSON text of an export. */
  exportLog(): Promise<string>;
  download(filename: string, text: string): void;
  /** The live actors by recorded key, to compare a replay of this tab's log with. */
  liveActors(): Record<string, { getSnapshot(): unknown }>;
}

export interface AppActors {
  session: SessionActorRef;
  gateMachine: typeof signInGateMachine;
  /** The shell's UI state (theme, direction, drawers, fullscreen). */
  ui: ShellUiActorRef;
  /** The home carousel's news loader. */
  newsMachine: typeof shellNewsMachine;
  /** A lazy screen's loader, its build check and its reload bound (the view adds `load`). */
  loaderMachine: typeof shellLoaderMachine;
  /** The screens' machines, effects bound. */
  machines: { outletList: typeof outletListMachine; outletForm: typeof outletFormMachine; referenceData: typeof referenceDataMachine };
  /** Timers of the actors the views create (lazy screens, carousel, preload); tests pass a SimulatedClock. */
  clock: Clock;
  /** Starts the flows the views create: recorded when live, restored in a replay. */
  flows: FlowHost;
  /** The event-sourced store (cached lists, outbox, warnings). */
  store: StoreView;
  /** Records where the person is (the screen a replay shows). */
  onNavigated(path: string, search: string): void;
  /** The person has read a store warning. */
  onDismissWarning(id: string): void;
  qa?: QaTools;
}

const Ctx = createContext<AppActors | null>(null);
export const ActorsProvider = Ctx.Provider;

export function useAppActors(): AppActors {
  const v = useContext(Ctx);
  if (!v) throw new Error("useAppActors outside <ActorsProvider>");
  return v;
}
