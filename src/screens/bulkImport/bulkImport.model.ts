// The model of the bulk import's flow (test/unit/machines/model.test.ts reads it).
import { IMPORT_MESSAGES, type ImportRow } from "../../codecs/bulkImport.ts";
import { bulkImportMachine } from "./bulkImport.machine.ts";

const failure = { kind: "network", message: "Could not reach the server." };
const row = (status: ImportRow["status"], message: string | null = status === "failed" ? "Unknown column: Colour" : null): ImportRow => ({
  id: 7,
  kind: "outlet",
  file_name: "outlets.csv",
  status,
  total: 3,
  checked: status === "checking" ? 1 : 3,
  done: status === "done" ? 2 : 0,
  to_create: 2,
  to_update: 0,
  unchanged: 0,
  refused: 1,
  created: status === "done" ? 2 : 0,
  updated: 0,
  message,
  created_at: "2026-11-29T04:00:00Z",
});

export const model = [
  bulkImportMachine,
  {
    inputs: [{ kind: "outlet" }],
    events: [
      { type: "xstate.done.actor.findLatest", output: null },
      { type: "xstate.done.actor.findLatest", output: row("checking") },
      { type: "xstate.done.actor.findLatest", output: row("checked") },
      { type: "xstate.done.actor.findLatest", output: row("importing") },
      { type: "xstate.done.actor.findLatest", output: row("failed", IMPORT_MESSAGES.stopped) },
      { type: "xstate.done.actor.findLatest", output: row("done") },
      { type: "import.kind", kind: "hpa" },
      { type: "xstate.error.actor.findLatest", error: failure },
      { type: "import.chosen", file: { size: 120, type: "text/csv" }, name: "outlets.csv" },
      { type: "xstate.done.actor.sendFile", output: { id: 7 } },
      { type: "xstate.error.actor.sendFile", error: failure },
      { type: "import.progress", row: row("checking") },
      { type: "import.settled", row: row("checked") },
      { type: "import.settled", row: row("failed") },
      { type: "xstate.done.actor.loadLines", output: { count: 1 } },
      { type: "xstate.error.actor.loadLines", error: failure },
      { type: "import.confirmed" },
      { type: "import.cancelled" },
      { type: "xstate.done.actor.confirmImport", output: [{ id: 7 }] },
      { type: "xstate.error.actor.confirmImport", error: failure },
      { type: "import.progress", row: row("importing") },
      { type: "import.settled", row: row("done") },
      { type: "import.settled", row: row("failed", IMPORT_MESSAGES.stopped) },
      { type: "xstate.done.actor.loadResult", output: { count: 3 } },
      { type: "xstate.error.actor.loadResult", error: failure },
      { type: "import.again" },
    ],
  },
] as const;
