// /changesNotSaved through the screen host on the real wiring (decision 081): a write the server
// refused while the person was on another screen is in the device's log; the next time the app is
// open (the log read again from storage) the page lists it. Discard asks once and records
// `write.discarded`; Edit and resend keeps the values as the form's draft, records
// `write.reopened` and opens the form.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { draftsSlot } from "../../codecs/drafts.ts";
import { HPA_MESSAGES } from "../../codecs/hpa.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { APP } from "../../features/index.ts";
import { createEventLog } from "../../store/log.ts";
import { fakeIds } from "../../store/ports.ts";
import { factOf, refusedWrites } from "../../store/state.ts";
import { memoryStorage, type LogStorage } from "../../store/storage.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import ChangesNotSavedScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const USER = userOf();
const VALUES = { name: "Kavita Joshi", type: "Art Maker", mobile__c: "9820011111", email__c: "", city__c: "Pune", state__c: "", institute__c: "" };
const REFUSAL = { status: 409, code: "duplicate", message: HPA_MESSAGES.duplicate, field: "mobile__c" };

const logOn = (storage: LogStorage, ids: string) =>
  createEventLog({
    storage,
    clock: { now: () => 1_764_300_000_000 },
    ids: fakeIds(ids),
    fold: APP.store.fold,
    registry: APP.store.registry(),
    actor: () => ({ clientId: "c", sessionId: ids, userId: USER.sfid, role: "FCP" }),
  });

/** The app's last visit: the HPA was added offline on /addNewHPA; the outbox sent it while the person was on /listHPA, and the server refused it. */
async function lastVisit(storage: LogStorage): Promise<string> {
  const log = logOn(storage, "a");
  await log.open();
  log.append("session.loggedIn", { user: USER, role: "FCP" }, { origin: "effect" });
  log.append("nav.changed", { path: "/addNewHPA", search: "" }, { origin: "user" });
  const { id } = log.append("write.queued", { op: "hpas.add", params: { values: VALUES } }, { origin: "user" });
  log.append("nav.changed", { path: "/listHPA", search: "" }, { origin: "user" });
  log.append("write.sent", { attempt: 1 }, { causationId: id, origin: "system" });
  log.append("write.rejected", REFUSAL, { causationId: id, origin: "effect" });
  await log.flush();
  return id;
}

async function openApp(storage: LogStorage) {
  const log = logOn(storage, "b");
  await log.open();
  const went: string[] = [];
  const actors = createAppActors({
    fetch: fakeFetch({ "GET /api/me": () => ({ status: 200, body: { user: USER } }) }),
    storage: memoryKeyValue({ token: "tok", authData: JSON.stringify(USER), role: "FCP" }),
    navigate: (to) => void went.push(to),
    now: () => 1_764_300_000_000,
    log,
  });
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/changesNotSaved" }).hook}>
        <ActorsProvider value={actors}>
          <ChangesNotSavedScreen title="Changes not saved" params={{}} />
        </ActorsProvider>
      </Router>
    </BlueprintProvider>,
  );
  return { ui: within(r.container), body: within(document.body), log, went };
}

test("a refusal recorded while the person was on another screen is listed the next time the app is open; Discard asks once and is recorded", async () => {
  const storage = memoryStorage();
  const id = await lastVisit(storage);
  const { ui, body, log } = await openApp(storage);
  const card = within(await ui.findByRole("listitem"));
  assert.ok(card.getByRole("heading", { name: "HPA: Kavita Joshi" }));
  assert.ok(card.getByText(HPA_MESSAGES.duplicate));
  assert.ok(card.getByText("9820011111"));
  fireEvent.click(card.getByRole("button", { name: "Discard Kavita Joshi" }));
  const dialog = within(await body.findByRole("alertdialog"));
  assert.equal(refusedWrites(log.state(), USER.sfid).length, 1, "asking drops nothing");
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Discard" })));
  await ui.findByRole("heading", { name: "Nothing waits" });
  assert.equal(refusedWrites(log.state(), USER.sfid), []);
  await log.flush();
  const discarded = (await log.readAll()).events.filter((e) => e.type === "write.discarded");
  assert.equal(
    discarded.map((e) => e.causationId),
    [id],
  );
});

test("Edit and resend keeps the values typed as the form's draft, records it, and opens the form", async () => {
  const storage = memoryStorage();
  const id = await lastVisit(storage);
  const { ui, log, went } = await openApp(storage);
  const card = within(await ui.findByRole("listitem"));
  await act(async () => fireEvent.click(card.getByRole("button", { name: "Edit and resend Kavita Joshi" })));
  await act(async () => {
    await log.flush();
  });
  assert.equal(went, ["/addNewHPA"]);
  assert.equal(factOf(log.state(), draftsSlot)?.[`${USER.id}:hpa:new`]?.values, VALUES);
  assert.ok(log.state().outbox.find((e) => e.id === id)?.reopened);
});

test.run();
