// /reportsAMMD through the screen host (src/screens/host.tsx) on the real wiring: the ammdReports
// flow loads payments.ammdReport for this financial year (the server's counted row: here the fake's
// yearReportOf of its rows); choosing last year loads that year (its year sent) and says when it has
// no workshops.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { currentFinancialYear, financialYearStarting } from "../../codecs/calendar.ts";
import type { PaymentRow } from "../../codecs/payments.ts";
import { yearReportOf } from "../../codecs/reports.ts";
import { type FakeRequest, fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { paymentRowOf, userOf } from "../../../test/unit/fixtures.ts";
import ReportsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const fy = currentFinancialYear(new Date());
const row = (id: number): PaymentRow => paymentRowOf(id, { start_date_time__c: `${fy.start}T10:00:00`, payment_date__c: null });

test("this year's reports; last year chosen is loaded by its year and has no workshops", async () => {
  const user = userOf({ role: "AMMD" });
  const years: unknown[] = [];
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const body = req.body as { op: string; params: { year?: number } };
      if (body.op !== "payments.ammdReport") return { status: 200, body: { rows: [] } };
      const year = body.params.year!;
      years.push(year);
      return { status: 200, body: { rows: [yearReportOf(year === fy.startYear ? [row(1), row(2)] : [], year)] } };
    },
  });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  const r = render(
    <Router hook={memoryLocation({ path: "/reportsAMMD" }).hook}>
      <ActorsProvider value={actors}>
        <ReportsScreen title="Reports" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  await ui.findAllByRole("link", { name: /^Download .* as CSV$/ });
  assert.equal([...document.querySelector(`[aria-label="Totals for ${fy.label}"]`)!.querySelectorAll("dd")].map((d) => d.textContent)[0], "2");
  await act(async () => fireEvent.change(ui.getByLabelText("Financial year"), { target: { value: String(fy.startYear - 1) } }));
  const last = financialYearStarting(fy.startYear - 1);
  assert.ok((await ui.findByRole("status")).textContent!.includes(`No workshops assigned to you in the financial year ${last.label}.`));
  assert.equal(years, [fy.startYear, fy.startYear - 1]);
});

test.run();
