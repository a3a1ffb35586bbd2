// /listPaymentsAMMD through the screen host (src/screens/host.tsx) on the real wiring: the
// ammdPayments flow loads payments.forAmmd; the selector keeps the rows assigned to this AMMD
// (by the sfid's first 15 characters) this financial year; choosing a CMDI narrows the table, the
// FCP choices follow it and the totals count what is shown.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { currentFinancialYear } from "../../codecs/calendar.ts";
import type { PaymentRow } from "../../codecs/payments.ts";
import { type FakeRequest, fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import { windowedServer } from "../../../test/unit/windowedServer.ts";
import AmmdPaymentsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const fy = currentFinancialYear(new Date());
const AMMD_SFID = "005AMMD00000001AAA";
const row = (id: number, cmdi: string, fcp: string, over: Partial<PaymentRow> = {}): PaymentRow => ({
  id,
  sfid: `006${id}`,
  name: `Workshop ${id}`,
  accountid: `001${fcp}`,
  fcpname__c: fcp,
  stagename: "Paid",
  start_date_time__c: `${fy.start}T10:00:00`,
  end_date_time__c: null,
  assigned_cmdi__c: `005${cmdi}`,
  cmdi_name__c: cmdi,
  assigned_ammd__c: "005AMMD00000001",
  actual_participants_count__c: 20,
  invoice_number__c: null,
  payment_document_number__c: null,
  payment_date__c: null,
  account_approval_date__c: null,
  amount: "1000",
  paid_amount__c: null,
  payment_status_remark__c: null,
  ...over,
});

/** The screen on the real wiring, signed in as `user`, the server being `fetch`; the table's first column. */
function mount(user: ReturnType<typeof userOf>, fetch: ReturnType<typeof fakeFetch>) {
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  const r = render(
    <Router hook={memoryLocation({ path: "/listPaymentsAMMD" }).hook}>
      <ActorsProvider value={actors}>
        <AmmdPaymentsScreen title="Payments" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  const names = () => [...ui.getByRole("table", { name: "Payments" }).querySelectorAll("tbody tr")].map((tr) => tr.children[0]!.textContent);
  return { ui, names };
}

test("this AMMD's payments of the year; a CMDI chosen narrows the table and the FCP choices", async () => {
  const user = userOf({ role: "AMMD", sfid: AMMD_SFID });
  const rows = [
    row(1, "Ravi", "Asha"),
    row(2, "Meena", "Bina"),
    row(3, "Ravi", "Chitra", { assigned_ammd__c: "005OTHER0000000" }),
    row(4, "Ravi", "Diya", { start_date_time__c: "2020-05-01T10:00:00" }),
  ];
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => ({ status: 200, body: { rows: (req.body as { op: string }).op === "payments.forAmmd" ? rows : [] } }),
  });
  const { ui, names } = mount(user, fetch);
  await ui.findByRole("table", { name: "Payments" });
  assert.equal(names().sort(), ["Workshop 1", "Workshop 2"]);
  assert.equal([...ui.getByLabelText("FCP Name").querySelectorAll("option")].map((o) => o.textContent).sort(), ["All", "Asha", "Bina"]);
  await act(async () => fireEvent.change(ui.getByLabelText("CMDI Name"), { target: { value: "005Ravi" } }));
  assert.equal(names(), ["Workshop 1"]);
  assert.equal(
    [...ui.getByLabelText("FCP Name").querySelectorAll("option")].map((o) => o.textContent),
    ["All", "Asha"],
  );
  assert.ok(document.querySelector('[aria-label="Totals of the workshops shown"]'));
});

test("a windowed list (decision 092): the phone's part said; a CMDI chosen asks the server and says so; offline, the phone's rows only", async () => {
  const user = userOf({ role: "AMMD", sfid: AMMD_SFID });
  const held = [row(1, "Ravi", "Asha"), row(2, "Meena", "Bina")];
  const fromServer = [row(1, "Ravi", "Asha"), row(7, "Ravi", "Esha"), row(8, "Ravi", "Farah")];
  const server = windowedServer(user, { op: "payments.forAmmd", held, total: 500, page: fromServer, pageTotal: 3 });
  const { ui, names } = mount(user, server.fetch);
  await ui.findByText("On this phone: the 2 open and most recent of 500 records. A filter asks the server for the rest.");
  await act(async () => fireEvent.change(ui.getByLabelText("CMDI Name"), { target: { value: "005Ravi" } }));
  await ui.findByText(/From the server: 3 of 3 records that match\./);
  assert.equal(names(), ["Workshop 1", "Workshop 7", "Workshop 8"]);
  assert.equal(server.pages, [{ offset: 0, limit: 100, filters: { assigned_cmdi__c: "005Ravi", accountid: "" } }]);
  // offline: the phone's rows that match, said to be only those
  server.online = false;
  await act(async () => fireEvent.change(ui.getByLabelText("FCP Name"), { target: { value: "001Asha" } }));
  await ui.findByText("Offline: only what is on this phone is shown (1 of 500 records).");
  assert.equal(names(), ["Workshop 1"]);
  // back to All: the phone's part, no ask
  await act(async () => fireEvent.click(ui.getByRole("button", { name: "Show all" })));
  await ui.findByText("On this phone: the 2 open and most recent of 500 records. A filter asks the server for the rest.");
  assert.is(server.pages.length, 2);
});

test.run();
