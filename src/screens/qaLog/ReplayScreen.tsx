// The screen a replay ends on (the QA log's, given to its View as a component): the app's routes at the last recorded location, drawn from the
// replayed actors (effects stubbed, so nothing reaches the server or the real location).
import { useMemo } from "react";
import { Classes, H2 } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createActor, SimulatedClock, type AnyActor } from "xstate";
import { sessionMachine, type SessionActorRef } from "../../machines/session.machine.ts";
import { shellUiMachine, type ShellUiActorRef } from "../../machines/shellUi.machine.ts";
import type { ReplayResult } from "../../store/replay.ts";
import { stubMachine } from "../../store/replay.ts";
import { ActorsProvider, useAppActors, type AppActors } from "../actors.tsx";
import { AppRoutes } from "../../views/App.tsx";
import { ContainOverlays } from "../../views/shell/Notice.tsx";
import type { FlowHost } from "../../views/flows.ts";
import { cx } from "../../views/styles.ts";
import "../../views/page.css";
import "./ReplayScreen.css";
import { useT } from "../../views/i18n.tsx";

/** A host that restores each flow from a replay: effects stubbed (a view's own too), timers never fire by themselves. */
export function replayFlowHost(actors: Readonly<Record<string, AnyActor>>): FlowHost {
  return {
    prepare(key, machine, input) {
      const replayed = actors[key];
      const options = replayed ? { snapshot: replayed.getPersistedSnapshot(), clock: new SimulatedClock() } : { input, clock: new SimulatedClock() };
      return { machine: stubMachine(machine) as typeof machine, options: options as never };
    },
  };
}

const QA_PATH = "/qa/log";

function replayActors(result: ReplayResult, routes: AppActors["routes"]): AppActors {
  const clock = new SimulatedClock();
  const fresh = (machine: typeof sessionMachine | typeof shellUiMachine, input: unknown): AnyActor =>
    createActor(stubMachine(machine), { input, clock } as never).start();
  const user = result.state.session.user;
  return {
    session: (result.actors.session ?? fresh(sessionMachine, { role: result.state.session.role, user, hasToken: user !== null })) as SessionActorRef,
    ui: (result.actors.shellUi ??
      fresh(shellUiMachine, { settings: { theme: "light", direction: "ltr", searchBar: true, language: "en" }, small: false })) as ShellUiActorRef,
    clock,
    routes,
    connection: { isOnline: () => true, subscribe: () => () => {} },
    flows: replayFlowHost(result.actors),
    store: { state: () => result.state, subscribe: () => () => {} },
    onNavigated: () => {},
    onDismissWarning: () => {},
  };
}

export function ReplayScreen({ result }: { result: ReplayResult }) {
  const t = useT();
  const { routes } = useAppActors();
  const actors = useMemo(() => replayActors(result, routes), [result, routes]);
  // the screen the person saw: the last one before they opened this QA page to export the log
  const at = [...result.state.history].reverse().find((l) => l.path !== QA_PATH) ?? result.state.location ?? { path: "/", search: "" };
  const mem = useMemo(() => memoryLocation({ path: at.search ? `${at.path}?${at.search}` : at.path }), [at.path, at.search]);
  const ui = actors.ui.getSnapshot().context;
  return (
    <section aria-labelledby="qa-screen" className="page-section">
      <H2 id="qa-screen" className="page-section-title">
        {t("Replayed screen: {path}", { path: at.search ? `${at.path}?${at.search}` : at.path })}
      </H2>
      <div data-testid="replayed-screen" dir={ui.direction} className={cx("replay-screen-frame", ui.theme === "dark" && Classes.DARK)}>
        <Router hook={mem.hook} searchHook={mem.searchHook}>
          <ActorsProvider value={actors}>
            <ContainOverlays>
              <AppRoutes />
            </ContainOverlays>
          </ActorsProvider>
        </Router>
      </div>
    </section>
  );
}
