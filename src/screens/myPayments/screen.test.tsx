// /listPayments through the screen host on the real wiring: the totals above the table count as
// Pending only what the table shows as PAYMENT PENDING (the status column's rule, dueBadgeOf;
// decision 115), not a workshop not due yet or cancelled.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { currentFinancialYear } from "../../codecs/calendar.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { paymentRowOf, userOf } from "../../../test/unit/fixtures.ts";
import MyPaymentsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

test("Pending counts the workshops the table calls PAYMENT PENDING only", async () => {
  const user = userOf();
  const fy = currentFinancialYear(new Date());
  const unpaid = { accountid: user.sfid, start_date_time__c: `${fy.start}T10:00:00`, paid_amount__c: null, payment_status_remark__c: null };
  const rows = [
    paymentRowOf(1, { ...unpaid, amount: "100", stagename: "Planning" }),
    paymentRowOf(2, { ...unpaid, amount: "200", stagename: "Cancelled" }),
    paymentRowOf(3, { ...unpaid, amount: "400", stagename: "Account Approved" }),
  ];
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": () => ({ status: 200, body: { rows } }),
  });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  const r = render(
    <Router hook={memoryLocation({ path: "/listPayments" }).hook}>
      <ActorsProvider value={actors}>
        <MyPaymentsScreen title="Payment Details" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  const totals = within(await ui.findByLabelText(`Totals for ${fy.label}`));
  const pending = totals.getByText("Pending").nextElementSibling!.textContent;
  assert.is(pending, "₹400");
  assert.is(ui.getAllByText("PAYMENT PENDING").length, 1);
});

test.run();
