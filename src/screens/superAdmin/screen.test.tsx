// /super through the screen host on the real wiring with a windowed list (decision 092): the phone
// holds the staff and some FCPs of the server's many; the FCP tab shows the phone's with where they
// came from; a search in it asks the server (by tab and search) and shows its page; offline the
// phone's matching FCPs show, said to be only what is on this phone.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PersonRow } from "../../codecs/superAdmin.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import SuperScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const person = (type: PersonRow["type"], id: number, name: string): PersonRow => ({
  type,
  id,
  sfid: `a0B${id}`,
  name,
  mobile: null,
  email__c: null,
  ettc_download__c: null,
});

test("the phone's FCPs with where they came from; a search asks the server; offline the phone's", async () => {
  const asked: unknown[] = [];
  let online = true;
  const held = [person("CMDI", 1, "Ravi Kumar"), person("AMMD", 2, "Meera Iyer"), person("FCP", 3, "Asha Verma")];
  const fetch = fakeFetch({
    "POST /api/query": (req) => {
      const b = req.body as { op: string; params: unknown };
      if (b.op === "super.people") return { status: 200, body: { rows: held, sync: { full: true, n: 3, check: "x", total: 40 } } };
      asked.push(b);
      return online
        ? { status: 200, body: { rows: [{ total: 2, offset: 0, rows: [person("FCP", 9, "Asha Rao"), person("FCP", 3, "Asha Verma")] }] } }
        : "network-error";
    },
  });
  const user = userOf({ role: "AMMD", superAdmin: true });
  const actors = createAppActors({
    fetch,
    storage: memoryKeyValue({ token: "t", authData: JSON.stringify(user), role: "AMMD" }),
    navigate: () => {},
    now: () => 1000,
  });
  const r = render(
    <Router hook={memoryLocation({ path: "/super" }).hook}>
      <ActorsProvider value={actors}>
        <SuperScreen title="Super Admin" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  assert.ok(await ui.findByText("On this phone: the 3 open and most recent of 40 records. A filter asks the server for the rest."));
  assert.ok(ui.getByRole("tab", { name: "FCP (38)" }), "the FCPs: the server's people less the staff the phone holds");
  assert.ok(ui.getByRole("tab", { name: "ETTC" }));
  await act(async () => fireEvent.change(ui.getByLabelText("Search by name or id"), { target: { value: "asha" } }));
  assert.ok(await ui.findByText(/From the server: 2 of 2 records that match\./));
  assert.ok(ui.getByText("Asha Rao"));
  assert.equal(asked, [{ op: "super.people.page", params: { offset: 0, limit: 100, params: { tab: "FCP" }, search: "asha" } }]);
  online = false;
  await act(async () => fireEvent.change(ui.getByLabelText("Search by name or id"), { target: { value: "asha v" } }));
  assert.ok(await ui.findByText("Offline: only what is on this phone is shown (1 of 40 records)."));
  assert.ok(ui.getByText("Asha Verma"));
  assert.is(ui.queryByText("Asha Rao"), null);
});

test.run();
