// The running actors, the flow host, the store and the screens the views use, given by main.ts
// (through src/screens/actors.tsx's ActorsProvider). The views know no machine: the session's and
// the shell UI's actors are typed here by what the views read of them; the screens get them typed
// by their machines (src/screens/actors.tsx).
import { createContext, useContext } from "react";
import type { ActorRef, EventObject, Snapshot } from "xstate";
import type { Clock } from "../codecs/clock.ts";
import type { SessionUser } from "../codecs/session.ts";
import type { Language } from "../codecs/language.ts";
import type { UiSettings } from "../codecs/uiSettings.ts";
import type { ConnectionView } from "../store/connection.ts";
import type { ReplayEnv } from "../store/replay.ts";
import type { FlowHost, StoreView } from "./flows.ts";
import type { RouteTable } from "./routes.ts";

/** The QA tools: the current log as a file, saving a file, and what a replay needs. */
export interface QaTools {
  appVersion: string;
  /**
   * The stored log (and what is still queued) as the JSON text of an export. `atRead` runs in the
   * same task as the log's read (the live flows taken there agree with the log).
   */
  exportLog(atRead?: () => void): Promise<string>;
  download(filename: string, text: string): void;
  /** The live actors by recorded key, to compare a replay of this tab's log with. */
  liveActors(): Record<string, { getSnapshot(): unknown }>;
  /** What a replay of a log needs: the app's machines and store, built from its features. */
  replayEnv: ReplayEnv;
}

export type { ReplayEnv };

/** The toast of a removal (decision 067): what it says, and whether Undo is offered or under way. */
export interface UndoToastView {
  message: string;
  undo: "offered" | "busy" | null;
  /** danger: the Undo was refused (too late), read out as an alert (decision 109). */
  intent: "primary" | "success" | "danger";
}

/** The app's Undo toast (its flow runs in the wiring): what it shows now, and the person's answers. */
export interface UndoToastPort {
  view(): UndoToastView | null;
  subscribe(fn: () => void): () => void;
  undo(): void;
  dismiss(): void;
}

/** What the views read of the session's snapshot: the person, whether a token is kept, why the
 * server ended the last session, whether signed in, and the login form's flow (its child). */
export interface SessionSnapshotView {
  context: { user: SessionUser | null; hasToken: boolean; notice: string | null };
  matches(state: "loggedIn"): boolean;
  children: { loginForm?: unknown };
}

/** The language a person takes on this device before signing in (the shell UI's event). */
export type LanguageAdopted = { type: "ui.language.adopted"; language: Language };

/** An actor the views only read (`useSelector`): its snapshot, typed by what they read of it. */
export type ReadOnlyActor<S> = Pick<ActorRef<Snapshot<unknown> & S, EventObject>, "getSnapshot" | "subscribe">;

export interface ViewActors {
  /** The session (its machine: src/machines/session.machine.ts), as the views read it. */
  session: ReadOnlyActor<SessionSnapshotView>;
  /** The shell's UI state (theme, direction, drawers, fullscreen), as the views read it: the settings; the
   * sign-in page sends the one event a view may, a language taken on this device (decision 074). */
  ui: ReadOnlyActor<{ context: UiSettings }> & Pick<ActorRef<Snapshot<unknown>, LanguageAdopted>, "send">;
  /** Timers of the actors the views create (lazy screens, carousel, preload); tests pass a SimulatedClock. */
  clock: Clock;
  /** Starts the flows the views create, each by its machine as defined: bound to its effects and
   * recorded when live, restored with stubbed effects in a replay. */
  flows: FlowHost;
  /** The event-sourced store (cached lists, outbox, warnings). */
  store: StoreView;
  /** Whether the device can reach the server (the offline indicator; the gate checks again when it
   * is back), and when it last did. */
  connection: ConnectionView;
  /** The route table the features' screens make: titles, access, query codecs, menus and the lazily loaded pages. */
  routes: RouteTable;
  /** Records where the person is (the screen a replay shows). */
  onNavigated(path: string, search: string): void;
  /** The toast of the last removal, with its Undo (absent in a replayed screen). */
  undo?: UndoToastPort;
  /** The person has read a store warning. */
  onDismissWarning(id: string): void;
  qa?: QaTools;
  /** Saves text as a file the person downloads (a calendar file: its MIME type given). */
  download?: (filename: string, text: string, type?: string) => void;
  /** An address to show a file at: an uploaded file fetched with the session (an object URL), any other as it is. */
  fileUrl?: (url: string, signal?: AbortSignal) => Promise<string>;
}

const Ctx = createContext<ViewActors | null>(null);
/** Given with the screens' own (src/screens/actors.tsx's ActorsProvider gives both). */
export const ViewActorsProvider = Ctx.Provider;

export function useViewActors(): ViewActors {
  const v = useContext(Ctx);
  if (!v) throw new Error("useViewActors outside <ActorsProvider>");
  return v;
}
