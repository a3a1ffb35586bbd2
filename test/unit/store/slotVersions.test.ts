// A list slot whose rows changed shape reads its older records (src/store/README.md): the AMMD's
// reports slot held a year's payment rows (version 1) and holds the year's counted row today
// (decision 092). A version 1 load is counted into its year's row by the same rules, its versions
// dropped; a version 1 refresh only forgets them; neither is left unread, nor crashes the fold. An
// import's rows (version 2, decision 105) gained their name and first value.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { financialYearStarting } from "../../../src/codecs/calendar.ts";
import type { PaymentRow } from "../../../src/codecs/payments.ts";
import { ammdReportSlot, yearReportOf } from "../../../src/codecs/reports.ts";
import { importLinesSlot } from "../../../src/codecs/bulkImport.ts";
import { APP } from "../../../src/features/index.ts";
import type { Envelope } from "../../../src/store/envelope.ts";
import { initialState } from "../../../src/store/state.ts";
import { paymentRowOf } from "../fixtures.ts";

const fy = financialYearStarting(2025);
const row = (id: number, o: Partial<PaymentRow> = {}): PaymentRow =>
  paymentRowOf(id, { start_date_time__c: `${fy.start}T10:00:00`, payment_date__c: "2025-06-02", ...o });

let seq = 0;
const record = (type: string, payload: unknown) => ({
  id: `r${++seq}`,
  seq,
  type,
  v: 1,
  at: 1000,
  actor: { clientId: "c", sessionId: "s" },
  origin: "effect",
  causationId: null,
  payload,
});
const read = (raw: unknown): Envelope => {
  const r = APP.store.registry().decode(raw);
  assert.ok(r.ok, JSON.stringify(r));
  return (r as { event: Envelope }).event;
};

test("a version 1 load of the reports' payment rows reads as the year's counted row, without versions", () => {
  const rows = [row(1), row(2, { start_date_time__c: "2026-03-31T18:00:00", stagename: "Execution", payment_status_remark__c: null })];
  const e = read(record(ammdReportSlot.fetched, { rows, digests: ["a", "b"] }));
  assert.is(e.v, 2);
  assert.equal(e.payload, { rows: [yearReportOf(rows, 2025)] });
  const s = APP.store.fold(initialState, e);
  assert.equal(s.lists.ammdReport, [yearReportOf(rows, 2025)]);
  // a refresh recorded then only forgets the versions: the row stays, the next refresh asks for all of it
  const after = APP.store.fold(s, read(record(ammdReportSlot.synced, { removed: ["a"], rows: [], at: [], digests: [], n: 1, check: "x" })));
  assert.equal(after.lists.ammdReport, [yearReportOf(rows, 2025)]);
  assert.is((after.digests as Record<string, unknown>).ammdReport, undefined);
});

test("a version 1 load of no rows, or of rows of another shape, reads as no row", () => {
  assert.equal(read(record(ammdReportSlot.fetched, { rows: [] })).payload, { rows: [] });
  assert.equal(read(record(ammdReportSlot.fetched, { rows: [{ id: 1 }] })).payload, { rows: [] });
});

test("a version 1 load of an import's rows reads with no name nor first value (shown by their line, decision 105)", () => {
  const old = {
    line: 4,
    key: "code:a",
    action: "refused",
    problems: [{ field: "Outlet Name", message: "Outlet Name is required" }],
    record_id: null,
  };
  const e = read(record(importLinesSlot.fetched, { rows: [old], digests: ["a"] }));
  assert.is(e.v, 2);
  assert.equal(e.payload, { rows: [{ name: "", first: "", ...old }] });
  assert.equal(APP.store.fold(initialState, e).lists.importLines, [{ name: "", first: "", ...old }]);
});

test.run();
