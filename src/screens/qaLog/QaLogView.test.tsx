// The QA log as QA reads it: this device's writes (another person's only counted), Download log
// with a dated file name, a log that could not be read said so, and no export where the app has no
// QA tools.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import type { OutboxEntry } from "../../store/state.ts";
import type { QaTools } from "../../views/actors.tsx";
import { QaLogView, type QaLogViewProps } from "./QaLogView.tsx";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const OUTBOX: OutboxEntry[] = [
  { id: "w1", op: "leads.move", params: {}, status: "synced", attempts: 1, queuedAt: 1000 },
  {
    id: "w2",
    op: "outlets.add",
    params: {},
    status: "rejected",
    attempts: 2,
    queuedAt: 1000,
    refusal: { status: 409, code: "taken", message: "Mobile number is taken" },
  },
];

const Replayed = () => <p>the replayed screen</p>;
const page = (over: Partial<QaLogViewProps> = {}, language: "en" | "hi" = "en") =>
  renderView(<QaLogView title="Event log (QA)" outbox={OUTBOX} others={0} qa={null} ReplayScreen={Replayed} {...over} />, { language }).ui;

test("the writes of the person signed in, another person's counted; without QA tools nothing can be exported", () => {
  let ui = page({ others: 1 });
  assert.ok(ui.getByRole("heading", { level: 1, name: "Event log (QA)" }));
  const rows = within(ui.getByRole("table", { name: "Writes" }))
    .getAllByRole("row")
    .slice(1);
  assert.equal(
    rows.map((r) => r.textContent),
    ["leads.movesynced1", "outlets.addrejected2Mobile number is taken"],
  );
  assert.ok(ui.getByText("1 write of another person on this device is not shown."));
  assert.ok(ui.getByText("The event log is not available here."));
  assert.ok((ui.getByRole("button", { name: "Download log" }) as HTMLButtonElement).disabled);
  cleanup();
  ui = page({ outbox: [], others: 3 });
  assert.ok(ui.getByText("No writes yet."));
  assert.ok(ui.getByText("3 writes of another person on this device are not shown."));
});

test("Download log saves the exported log under a dated name; a log that cannot be read says why", async () => {
  const saved: string[] = [];
  let fail = false;
  const qa: QaTools = {
    appVersion: "test",
    exportLog: async () => {
      if (fail) throw new Error("storage is closed");
      return "{}";
    },
    download: (name: string, text: string) => void saved.push(`${name}:${text}`),
    liveActors: () => ({}),
    replayEnv: {} as QaTools["replayEnv"],
  };
  const ui = page({ qa });
  assert.is(ui.queryByText("The event log is not available here."), null);
  const button = () => ui.getByRole("button", { name: "Download log" }) as HTMLButtonElement;
  fireEvent.click(button());
  await waitFor(() => assert.is(saved.length, 1));
  assert.match(saved[0]!, /^field-ops-log-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json:\{\}$/);
  // while the export runs the button is loading (and takes no click): the next click waits for it
  await waitFor(() => assert.is(button().disabled, false));
  fail = true;
  fireEvent.click(button());
  assert.is((await ui.findByRole("alert")).textContent, "The log could not be read: storage is closed");
});

test("in Hindi: the title, the writes' table and the count of another person's, the file's field, no QA tools", () => {
  const ui = page({ others: 2 }, "hi");
  assert.ok(ui.getByRole("heading", { level: 1, name: "इवेंट लॉग (QA)" }));
  const table = within(ui.getByRole("table", { name: "बदलाव" }));
  assert.ok(table.getByRole("columnheader", { name: "कोशिशें" }));
  assert.ok(ui.getByText("इस डिवाइस पर किसी दूसरे व्यक्ति के 2 बदलाव नहीं दिखाए गए हैं।"));
  assert.ok(ui.getByLabelText("लॉग फ़ाइल"));
  assert.ok(ui.getByText("इवेंट लॉग यहाँ उपलब्ध नहीं है।"));
  assert.ok((ui.getByRole("button", { name: "लॉग डाउनलोड करें" }) as HTMLButtonElement).disabled);
});

test.run();
