// /payment-Summary through the screen host (src/screens/host.tsx) on the real wiring: the
// paymentList flow loads payments.mine and the selector (src/screens/ownPayments.ts) keeps the
// person's own payments of this financial year only, a card each.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { currentFinancialYear } from "../../codecs/calendar.ts";
import type { PaymentRow } from "../../codecs/payments.ts";
import { type FakeRequest, fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import PaymentSummaryScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const fy = currentFinancialYear(new Date());
const payment = (id: number, name: string, over: Partial<PaymentRow> = {}): PaymentRow => ({
  id,
  sfid: `006${id}`,
  name,
  accountid: "001FCP",
  fcpname__c: null,
  stagename: "Paid",
  start_date_time__c: `${fy.start}T10:00:00`,
  end_date_time__c: null,
  assigned_cmdi__c: null,
  cmdi_name__c: null,
  assigned_ammd__c: null,
  actual_participants_count__c: null,
  invoice_number__c: null,
  payment_document_number__c: null,
  payment_date__c: null,
  account_approval_date__c: null,
  amount: "1000",
  paid_amount__c: null,
  payment_status_remark__c: null,
  ...over,
});

test("the person's own payments of this financial year, a card each", async () => {
  const user = userOf();
  const rows = [
    payment(1, "Diya Workshop"),
    payment(2, "Another FCP's", { accountid: "001OTHER" }),
    payment(3, "Last year's", { start_date_time__c: "2020-05-01T10:00:00" }),
  ];
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => ({ status: 200, body: { rows: (req.body as { op: string }).op === "payments.mine" ? rows : [] } }),
  });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  const r = render(
    <Router hook={memoryLocation({ path: "/payment-Summary" }).hook}>
      <ActorsProvider value={actors}>
        <PaymentSummaryScreen title="Payment Summary" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  assert.ok(await ui.findByRole("heading", { level: 2, name: "Diya Workshop" }));
  assert.equal(
    within(ui.getByRole("list", { name: "Payments" }))
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent),
    ["Diya Workshop"],
  );
  assert.ok(ui.getByText(`Financial year ${fy.label}`));
});

test.run();
