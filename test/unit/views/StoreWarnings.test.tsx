// A full storage is never silent: the store's warning shows on every signed-in page until dismissed,
// and dismissing it is an event too.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { ActorsProvider, type AppActors } from "../../../src/screens/actors.tsx";
import { StoreWarnings } from "../../../src/views/shell/StoreWarnings.tsx";
import { createEventLog } from "../../../src/store/log.ts";
import { fakeClock, fakeIds } from "../../../src/store/ports.ts";
import { memoryStorage } from "../../../src/store/storage.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

test("a quota warning shows as an alert and goes away when dismissed (an event, not a deletion)", async () => {
  const log = createEventLog({ storage: memoryStorage(), clock: fakeClock(), ids: fakeIds(), actor: () => ({ clientId: "c", sessionId: "s" }) });
  await log.open();
  const actors = {
    store: log,
    onDismissWarning: (id: string) => void log.append("warning.dismissed", { id }, { origin: "user" }),
  } as unknown as AppActors;
  const ui = within(
    render(
      <ActorsProvider value={actors}>
        <StoreWarnings />
      </ActorsProvider>,
    ).container,
  );
  assert.is(ui.queryByRole("alert"), null, "nothing to say");
  // The views hear of a store change after the code that made it (useStore): an async act.
  await act(async () => {
    log.append("storage.quotaExceeded", { unsaved: 12 }, { origin: "system" });
  });
  const alert = ui.getByRole("alert");
  assert.match(alert.textContent!, /Storage is full: 12 recent events are kept in memory only/);
  await act(async () => {
    fireEvent.click(within(alert).getByRole("button", { name: "Dismiss" }));
  });
  assert.is(ui.queryByRole("alert"), null);
  await log.flush();
  assert.equal(
    (await log.readAll()).events.map((e) => e.type),
    ["storage.quotaExceeded", "warning.dismissed"],
  );
});

test.run();
