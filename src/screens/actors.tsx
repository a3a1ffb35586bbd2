// The running actors as the screens use them (given by main.ts): the views' (src/views/actors.tsx),
// with the session's and the shell UI's actors typed by their machines, which the screen host and
// the signed-in shell drive. `ActorsProvider` gives both contexts from one value.
import { createContext, useContext, type ReactNode } from "react";
import type { SessionActorRef } from "../machines/session.machine.ts";
import type { ShellUiActorRef } from "../machines/shellUi.machine.ts";
import { ViewActorsProvider, type ViewActors } from "../views/actors.tsx";

export interface AppActors extends ViewActors {
  session: SessionActorRef;
  /** The shell's UI state (theme, direction, drawers, fullscreen). */
  ui: ShellUiActorRef;
}

const Ctx = createContext<AppActors | null>(null);

export function ActorsProvider({ value, children }: { value: AppActors; children?: ReactNode }) {
  return (
    <Ctx.Provider value={value}>
      <ViewActorsProvider value={value}>{children}</ViewActorsProvider>
    </Ctx.Provider>
  );
}

export function useAppActors(): AppActors {
  const v = useContext(Ctx);
  if (!v) throw new Error("useAppActors outside <ActorsProvider>");
  return v;
}
