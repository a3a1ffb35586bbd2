// One way to draw a View in a test: inside Blueprint's provider, the app's actors on fakes (a View's
// file addresses and dialogs read them) and a wouter router at `path` (in memory, recording where the
// View went), queried within what it drew; and a recorder of the calls the View made to its callbacks.
import "./setup.ts";
import { act, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeFetch, memoryKeyValue } from "../../src/effects/fakes.ts";
import type { FetchFn } from "../../src/effects/api.ts";
import { ActorsProvider } from "../../src/screens/actors.tsx";
import { createAppActors } from "../../src/wiring.ts";
import { ENGLISH, translator } from "../../src/codecs/translate.ts";
import hi from "../../src/codecs/catalogue.hi.json";
import { TranslateProvider } from "../../src/views/i18n.tsx";
import type { OnlineSignal } from "../../src/store/outbox.ts";

/** `fetch`: the server's answers (none by default); `storage`: the device's kept values (a signed-in session's token and user);
 * `download`: the app's saving of a file (none by default); `language`: the words it is drawn in (English by default; "hi" with
 * the Hindi catalogue). */
export function renderView(
  node: ReactNode,
  {
    path = "/",
    fetch = fakeFetch({}),
    storage = {},
    download,
    language = "en",
    online,
  }: {
    path?: string;
    fetch?: FetchFn;
    storage?: Record<string, string>;
    download?: (filename: string, text: string, type?: string) => void;
    language?: "en" | "hi";
    /** the device's connection (always online by default) */
    online?: OnlineSignal;
  } = {},
) {
  const mem = memoryLocation({ path, record: true });
  const actors = createAppActors({
    fetch,
    storage: memoryKeyValue(storage),
    navigate: () => {},
    now: () => 1000,
    ...(download ? { download } : {}),
    ...(online ? { online } : {}),
  });
  const r = render(
    <TranslateProvider value={language === "hi" ? translator("hi", hi) : ENGLISH}>
      <BlueprintProvider>
        <ActorsProvider value={actors}>
          <Router hook={mem.hook}>{node}</Router>
        </ActorsProvider>
      </BlueprintProvider>
    </TranslateProvider>,
  );
  return { ui: within(r.container), body: within(document.body), history: mem.history, container: r.container, actors };
}

/** Callbacks that note each call (name and arguments) in `calls`. */
export function recorder() {
  const calls: [string, ...unknown[]][] = [];
  const on =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  return { calls, on };
}

/**
 * A record form's flow (src/views/RecordForm.tsx) as a view test gives it: editing, nothing said,
 * each handler noting its call under a short name (save, again, back, stay, discard, retire,
 * confirm, cancel, restore).
 */
export function recordFlowOf(r: ReturnType<typeof recorder>) {
  const call = (name: string) => () => r.on(name)();
  return {
    formError: null,
    notice: null,
    busy: false,
    editing: true,
    saved: false,
    leaving: false,
    confirming: false,
    canAct: true,
    onSave: call("save"),
    onEditAgain: call("again"),
    onBack: call("back"),
    onStay: call("stay"),
    onDiscard: call("discard"),
    onRetire: call("retire"),
    onConfirmRetire: call("confirm"),
    onCancelRetire: call("cancel"),
    onRestore: call("restore"),
  };
}

/** An in-app navigation as the app's links make it (`history.pushState`, which a page's leave guard
 * holds while its form is changed), from `from`; gives where the browser is then. */
export function navigateInApp(to: string): string {
  act(() => history.pushState(null, "", to));
  return location.pathname + location.search;
}
