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

type Answer = { status: number; body: unknown } | "network-error";

function open(
  user: SessionUser,
  write?: (params: unknown) => { status: number; body: unknown },
  server: { list?: () => Answer; page?: (params: unknown) => Answer; id?: number } = {},
) {
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const { op, params } = req.body as { op: string; params: unknown };
      if (op === "containers.update" && write) return write(params);
      if (op === "containers.list" && server.list) return server.list();
      if (op === "containers.list.page" && server.page) return server.page(params);
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
      <Router hook={memoryLocation({ path: server.id === undefined && server.list ? "/viewContainer" : `/viewContainer?id=${server.id ?? 1}` }).hook}>
        <ActorsProvider value={actors}>
          <ContainerScreen title="View Container" params={server.id === undefined && server.list ? {} : { id: server.id ?? 1 }} />
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

const CMDI = { id: 2, role: "CMDI", sfid: "005CMDI", name: "Ravi Kumar", firstName: "Ravi" } as const;
const box = (id: number) => ({ ...CONTAINER, id, name: `Box ${id}`, version: 1 });

test("a manager's windowed containers (decision 092): the phone's part said, more from the server page by page; offline, the phone's only", async () => {
  const pages: unknown[] = [];
  const ui = open(userOf(CMDI), undefined, {
    list: () => ({ status: 200, body: { rows: [box(9), box(8)], sync: { full: true, n: 2, check: "x", total: 5 } } }),
    page: (params) => {
      pages.push(params);
      const { offset } = params as { offset: number };
      return { status: 200, body: { rows: [{ total: 5, offset, rows: offset === 0 ? [box(9), box(8), box(7)] : [box(6), box(5)] }] } };
    },
  });
  await ui.findByText("On this phone: the 2 open and most recent of 5 records.");
  const names = () =>
    within(ui.getByRole("list", { name: "Containers" }))
      .getAllByRole("link")
      .map((a) => a.textContent);
  assert.equal(names(), ["Box 9", "Box 8"]);
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  await ui.findByText(/From the server: 3 of 5 records that match\./);
  assert.equal(names(), ["Box 9", "Box 8", "Box 7"]);
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  await ui.findByText(/From the server: 5 of 5 records that match\./);
  assert.equal(names(), ["Box 9", "Box 8", "Box 7", "Box 6", "Box 5"]);
  assert.is(ui.queryByRole("button", { name: "Show more from the server" }), null);
  assert.equal(pages, [
    { offset: 0, limit: 100 },
    { offset: 3, limit: 100 },
  ]);
});

test("a manager's windowed containers offline: more from the server shows the phone's rows, said to be only those", async () => {
  const ui = open(userOf(CMDI), undefined, {
    list: () => ({ status: 200, body: { rows: [box(9), box(8)], sync: { full: true, n: 2, check: "x", total: 5 } } }),
    page: () => "network-error",
  });
  fireEvent.click(await ui.findByRole("button", { name: "Show more from the server" }));
  await ui.findByText("Offline: only what is on this phone is shown (2 of 5 records).");
  assert.equal(
    within(ui.getByRole("list", { name: "Containers" }))
      .getAllByRole("link")
      .map((a) => a.textContent),
    ["Box 9", "Box 8"],
  );
});

test("a container not on the manager's phone opens from the server by its id", async () => {
  const asked: unknown[] = [];
  const ui = open(userOf(CMDI), undefined, {
    id: 5,
    list: () => ({ status: 200, body: { rows: [box(9), box(8)], sync: { full: true, n: 2, check: "x", total: 5 } } }),
    page: (params) => {
      asked.push(params);
      return { status: 200, body: { rows: [{ total: 1, offset: 0, rows: [box(5)] }] } };
    },
  });
  assert.ok(await ui.findByRole("heading", { name: "Box 5" }));
  assert.equal(asked, [{ offset: 0, limit: 100, filters: { id: "5" } }]);
});

test.run();
