// /listTTCApprovalAMMD through the screen host (src/screens/host.tsx) on the real wiring: the list's
// loader and the decision flow are started by the host; the selector shows only the trainings in
// AMMD Approval, opens the dialog for the row's move, holds a short reason at its field, and says
// where the training went once the server has the move (the row leaves the list).
import "../../../test/unit/setup.ts";
import { windowedServer } from "../../../test/unit/windowedServer.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ApprovalTraining } from "../../codecs/trainingApproval.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import ApprovalScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const row = (id: number, status: string): ApprovalTraining => ({
  id,
  name: `TTC Batch ${id}`,
  type: "TTC",
  city__c: "Pune",
  startdate: "2026-07-05",
  enddate: "2026-07-07",
  status,
  no_of_participants__c: 20,
  assigned_cmdi__c: null,
  cmdi_name: "Ravi Kumar",
  photos: 2,
  approval_version: 4,
});

test("only the trainings awaiting the AMMD; Reject asks a reason, a short one is held at its field; the move leaves the list and the notice says where", async () => {
  const moves: unknown[] = [];
  let rows = [row(1, "AMMD Approval"), row(2, "Accounts")];
  const fetch = fakeFetch({
    "POST /api/query": (req) => {
      const body = req.body as { op: string; params: { id: number; event: string; version: number; reason?: string } };
      if (body.op === "trainings.approvals") return { status: 200, body: { rows } };
      moves.push(body.params);
      rows = [{ ...row(1, "AMMD Rejected"), approval_version: 5 }, row(2, "Accounts")];
      return { status: 200, body: { rows: [{ id: 1, status: "AMMD Rejected", approval_version: 5 }] } };
    },
  });
  const user = userOf({ role: "AMMD" });
  const actors = createAppActors({
    fetch,
    storage: memoryKeyValue({ token: "t", authData: JSON.stringify(user), role: "AMMD" }),
    navigate: () => {},
    now: () => 1000,
  });
  actors.outbox.start();
  const r = render(
    <Router hook={memoryLocation({ path: "/listTTCApprovalAMMD" }).hook}>
      <ActorsProvider value={actors}>
        <ApprovalScreen title="Trainings for approval" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  const card = within(await ui.findByRole("group", { name: "TTC Batch 1" }));
  assert.is(ui.queryByRole("group", { name: "TTC Batch 2" }), null, "a training in Accounts is not listed");
  assert.ok(ui.getByText("1 training waiting"));
  fireEvent.click(card.getByRole("button", { name: "Reject" }));
  const dialog = within(await within(document.body).findByRole("dialog"));
  assert.match(dialog.getByText(/moves to/).textContent!, /TTC Batch 1 moves to AMMD Rejected\./);
  fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: "no" } });
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Reject" })));
  assert.ok(await dialog.findByText("Please give a reason."));
  assert.equal(moves, []);
  fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: "The dates are wrong" } });
  await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Reject" })));
  assert.ok(await within(document.body).findByText("Rejected: TTC Batch 1 is now in AMMD Rejected."));
  assert.equal(moves, [{ id: 1, event: "training.reject", version: 4, reason: "The dates are wrong" }]);
  assert.is(ui.queryByRole("group", { name: "TTC Batch 1" }), null, "the row left the list");
  assert.ok(ui.getByText("No trainings are waiting for your approval."));
});

test("a windowed list (decision 092): the phone's trainings, then More from the server brings the rest after them", async () => {
  const user = userOf({ role: "AMMD" });
  const held = [row(1, "AMMD Approval"), row(2, "AMMD Approval")];
  const server = windowedServer(user, { op: "trainings.approvals", held, total: 4, page: [row(3, "AMMD Approval"), row(4, "AMMD Approval")] });
  const { ui } = renderView(<ApprovalScreen title="Trainings for approval" params={{}} />, {
    path: "/listTTCApprovalAMMD",
    fetch: server.fetch,
    storage: { token: "t", authData: JSON.stringify(user), role: "AMMD" },
  });
  assert.ok(await ui.findByText("On this phone: the 2 open and most recent of 4 records."));
  assert.ok(ui.getByText("4 trainings waiting"));
  assert.is(ui.queryByRole("group", { name: "TTC Batch 3" }), null);
  await act(async () => fireEvent.click(ui.getByRole("button", { name: "Show more from the server" })));
  assert.ok(await ui.findByRole("group", { name: "TTC Batch 4" }));
  assert.ok(ui.getByRole("group", { name: "TTC Batch 1" }), "the phone's rows stay, the rest after them");
  assert.ok(ui.getByText(/From the server: 4 of 4 records that match\./));
  assert.is(ui.queryByRole("button", { name: "Show more from the server" }), null, "nothing more");
  assert.equal(server.pages, [{ offset: 2, limit: 100 }]);
});

test.run();
