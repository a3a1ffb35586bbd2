// Renders the whole app on a memory location with fake fetch and storage.
import "../setup.ts";
import { render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { App } from "../../../src/views/App.tsx";
import { ActorsProvider } from "../../../src/screens/actors.tsx";
import { WithShellParts } from "../../../src/screens/shell/parts.tsx";
import { fakeFetch, memoryKeyValue } from "../../../src/effects/fakes.ts";
import { createAppActors } from "../../../src/wiring.ts";

export function renderApp(path: string, routes: Parameters<typeof fakeFetch>[0] = {}, storage: Record<string, string> = {}) {
  const mem = memoryLocation({ path, record: true });
  const kv = memoryKeyValue(storage);
  const fetch = fakeFetch(routes);
  const actors = createAppActors({ fetch, storage: kv, navigate: (to) => mem.navigate(to), now: () => 1000 });
  const r = render(
    <Router hook={mem.hook} searchHook={mem.searchHook}>
      <ActorsProvider value={actors}>
        <WithShellParts>
          <App />
        </WithShellParts>
      </ActorsProvider>
    </Router>,
  );
  const path_ = () => mem.history[mem.history.length - 1];
  return { ...r, ui: within(r.container), mem, kv, fetch, actors, path: path_ };
}

/** Polls until `check` passes (for navigation driven by actors). */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
