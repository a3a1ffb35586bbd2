// /auditLog as the super admin reads it (decision 080): When, Who, Action and Record, the action in
// words and the record by its kind and number; the filters, labelled, applied by Apply filters (also
// Enter) and cleared by Clear; nothing matching the filters, or nothing yet, says so; the CSV link;
// a failure with Try again; the newest 500 say how to reach older ones; in Hindi.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import { AUDIT_KINDS, AUDIT_LIMIT, EMPTY_DRAFT, type AuditRow } from "../../codecs/audit.ts";
import { loadOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { AuditLogView, type AuditLogViewProps } from "./AuditLogView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const ROWS: AuditRow[] = [
  { id: 9, at: "2026-11-28T04:30:00.000Z", who: "Ravi Kumar", role: "CMDI", action: "outlet.update", kind: "outlet", record: "12" },
  { id: 8, at: "2026-11-27T10:00:00.000Z", who: null, role: null, action: "login.unknown_user", kind: null, record: null },
  { id: 7, at: "2026-11-27T09:00:00.000Z", who: "Asha Verma", role: "FCP", action: "account.language", kind: null, record: null },
];

function view(over: Partial<AuditLogViewProps> = {}, language: "en" | "hi" = "en") {
  const calls: string[] = [];
  const ui = renderView(
    <AuditLogView
      title="Audit Log"
      back="/super"
      load={loadOf()}
      settled
      today="2026-11-28"
      draft={EMPTY_DRAFT}
      filtered={false}
      kinds={AUDIT_KINDS}
      actions={["outlet.update", "login.ok"]}
      rows={ROWS}
      onFilter={(field, value) => calls.push(`${field}=${value}`)}
      onApply={() => calls.push("apply")}
      onClear={() => calls.push("clear")}
      {...over}
    />,
    { path: "/auditLog", language },
  ).ui;
  return { ui, calls };
}

test("the rows: When, Who, Action, Record; the action in words, an unnamed one as written; the CSV link", () => {
  const { ui } = view();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Audit Log" }));
  const table = ui.getByRole("table", { name: "What happened" });
  const cells = [...table.querySelectorAll("tr")].map((tr) => [...tr.children].map((c) => c.textContent));
  assert.equal(cells, [
    ["When", "Who", "Action", "Record"],
    ["28-11-26, 10:00 am", "Ravi Kumar (CMDI)", "Outlet changed", "Outlet 12"],
    ["27-11-26, 3:30 pm", "-", "Sign-in refused: unknown mobile", "-"],
    ["27-11-26, 2:30 pm", "Asha Verma (FCP)", "Language changed", "-"],
  ]);
  assert.ok(ui.getByRole("status").textContent!.includes("3 entries"));
  assert.is(ui.getByRole("link", { name: "Download the audit log as CSV" }).getAttribute("download"), "audit-2026-11-28.csv");
});

test("the filters: each labelled; typing and choosing tell the flow; Apply filters (and Enter) applies; Clear clears", () => {
  const { ui, calls } = view();
  fireEvent.change(ui.getByLabelText("Person"), { target: { value: "Ravi" } });
  fireEvent.change(ui.getByLabelText("Record"), { target: { value: "outlet" } });
  fireEvent.change(ui.getByLabelText("Record number"), { target: { value: "12" } });
  fireEvent.change(ui.getByLabelText("Action"), { target: { value: "outlet.update" } });
  fireEvent.click(ui.getByRole("button", { name: "Apply filters" }));
  fireEvent.submit(ui.getByRole("form", { name: "Filters" }));
  fireEvent.click(ui.getByRole("button", { name: "Clear" }));
  assert.equal(calls, ["person=Ravi", "kind=outlet", "record=12", "action=outlet.update", "apply", "apply", "clear"]);
  const options = [...(ui.getByLabelText("Action") as HTMLSelectElement).options].map((o) => o.textContent);
  assert.equal(options, ["Any action", "Outlet changed", "Signed in"]);
});

test("empty: nothing yet, or nothing matching the filters; loading; failed with Try again; the newest 500", () => {
  let { ui } = view({ rows: [] });
  assert.ok(ui.getByRole("status").textContent!.includes("Nothing recorded yet"));
  cleanup();
  ({ ui } = view({ rows: [], filtered: true }));
  assert.ok(ui.getByRole("status").textContent!.includes("Nothing matches these filters"));
  cleanup();
  ({ ui } = view({ rows: [], settled: false, load: loadOf({ loading: true }) }));
  assert.ok(ui.getByLabelText("Loading the audit log"));
  assert.is(ui.queryByRole("table"), null);
  cleanup();
  let retried = 0;
  ({ ui } = view({ rows: [], settled: false, load: loadOf({ error: "Could not reach the server.", onRetry: () => retried++ }) }));
  assert.ok(ui.getByRole("alert").textContent!.includes("Could not reach the server."));
  assert.not.ok(document.body.textContent!.includes("Nothing recorded yet"));
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  cleanup();
  const many = Array.from({ length: AUDIT_LIMIT }, (_, i) => ({ ...ROWS[0]!, id: AUDIT_LIMIT - i }));
  ({ ui } = view({ rows: many }));
  assert.ok(ui.getByText("Showing the newest 500: narrow the filters to see older entries."));
});

test("in Hindi: the headers, the action and the kind of record", () => {
  const { ui } = view({}, "hi");
  const table = ui.getByRole("table", { name: "क्या हुआ" });
  const cells = [...table.querySelectorAll("tr")].map((tr) => [...tr.children].map((c) => c.textContent));
  assert.equal(cells[0], ["कब", "किसने", "कार्रवाई", "रिकॉर्ड"]);
  assert.equal(cells[1]!.slice(2), ["आउटलेट बदला गया", "आउटलेट 12"]);
  assert.equal(cells[3]!.slice(2), ["भाषा बदली", "-"], "a registry-named action in words too");
  assert.ok(ui.getByLabelText("व्यक्ति"));
});

test.run();
