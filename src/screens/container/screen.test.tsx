// /viewContainer?id= through the screen host on the real wiring: the containers' flow and the
// FCP's own container drawn in its form, itself hosted (./editor.tsx: the form's flow and the
// HPAs' flow), its members checked among the FCP's HPAs; a manager reads the same container; a save
// refused as a conflict (decision 079) shows the conflict panel, answered as a new write.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { SessionUser } from "../../codecs/session.ts";
import { fakeFetch, memoryKeyValue, type FakeRequest } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { conflictOnce, userOf } from "../../../test/unit/fixtures.ts";
import ContainerScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const CONTAINER = {
  id: 1,
  name: "Pune teachers",
  description: "Diwali",
  fcp_name: "Asha Verma",
  members: [{ kind: "hpa", id: 11, name: "Meena Arts", type: "Art Maker", mobile: "9000000011" }],
  createddate: null,
  version: 2,
};
const hpa = (id: number, name: string) => ({
  id,
  name,
  type: "Art Maker",
  mobile__c: `90000000${id}`,
  email__c: null,
  city__c: null,
  state__c: null,
  institute__c: null,
  fcp_name: null,
  assigned: false,
  createddate: null,
});

function open(user: SessionUser, write?: (params: unknown) => { status: number; body: unknown }) {
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const { op, params } = req.body as { op: string; params: unknown };
      if (op === "containers.update" && write) return write(params);
      return op === "containers.list"
        ? { status: 200, body: { rows: [CONTAINER] } }
        : op === "hpas.list"
          ? { status: 200, body: { rows: [hpa(11, "Meena Arts"), hpa(12, "Ravi Crafts")] } }
          : { status: 400, body: { error: "bad_op", message: "Unknown op" } };
    },
  });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  if (write) actors.outbox.start();
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/viewContainer?id=1" }).hook}>
        <ActorsProvider value={actors}>
          <ContainerScreen title="View Container" params={{ id: 1 }} />
        </ActorsProvider>
      </Router>
    </BlueprintProvider>,
  );
  return within(r.container);
}

test("the FCP's own container opens in its form: its name, and its members checked among the FCP's HPAs", async () => {
  const ui = open(userOf());
  const list = within(await ui.findByRole("list", { name: "Your HPAs" }));
  assert.is((ui.getByLabelText(/^Name/) as HTMLInputElement).value, "Pune teachers");
  assert.is((list.getByLabelText(/^Meena Arts/) as HTMLInputElement).checked, true);
  assert.is((list.getByLabelText(/^Ravi Crafts/) as HTMLInputElement).checked, false);
  assert.ok(ui.getByText("1 HPA chosen"));
  assert.ok(ui.getByRole("button", { name: "Remove container" }));
});

test("a manager reads the same container: its FCP, purpose and members, no form", async () => {
  const ui = open(userOf({ id: 2, role: "CMDI", sfid: "005CMDI", name: "Ravi Kumar", firstName: "Ravi" }));
  assert.ok(await ui.findByRole("heading", { name: "Pune teachers" }));
  assert.ok(ui.getByText("Meena Arts · Art Maker · 9000000011"));
  assert.ok(ui.getByText("Diwali"));
  assert.is(ui.queryByRole("list", { name: "Your HPAs" }), null);
});

test("a save refused as a conflict (decision 079): yours beside current per field, the members by name; Keep mine for all writes from the new version", async () => {
  const current = { name: "Pune teachers", description: "Holi", members: "11,12" };
  const { sent, ...server } = conflictOnce({ version: 3, current, fields: ["description"] }, { id: 1, version: 4 });
  const ui = open(userOf(), server.write);
  await ui.findByRole("list", { name: "Your HPAs" });
  fireEvent.change(ui.getByLabelText(/^Purpose/), { target: { value: "Eid" } });
  fireEvent.submit(document.getElementById("container-form")!);
  const panel = within(await ui.findByRole("form", { name: "Changed by someone else" }));
  assert.equal(sent[0], {
    id: 1,
    values: { name: "Pune teachers", description: "Eid", members: [11] },
    base: { version: 2, values: { name: "Pune teachers", description: "Diwali", members: [11] } },
  });
  assert.ok(panel.getByRole("group", { name: "Purpose" }));
  assert.ok(panel.getByLabelText("Yours: Eid"));
  assert.ok(panel.getByLabelText("Current: Holi"));
  assert.ok(panel.getByText("Kept without asking (changed on one side only): Members"));
  fireEvent.click(panel.getByRole("button", { name: "Keep mine for all" }));
  assert.ok(await ui.findByText("Your choice was saved."));
  // the answer: from the version the refusal named, their members kept, my purpose
  assert.equal(sent[1], {
    id: 1,
    values: { name: "Pune teachers", description: "Eid", members: [11, 12] },
    base: { version: 3, values: { name: "Pune teachers", description: "Holi", members: [11, 12] } },
  });
});

test.run();
