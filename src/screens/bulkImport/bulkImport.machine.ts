// The bulk import's flow (/import; issue 46 item 2, decision 086). idle (looking for an import of
// the person's under way, to come back to it) -> a file chosen -> parsing (sent, then checked on the
// server row by row, its progress followed) -> preview (every refused row with its problems, the
// counts to create, update and leave) -> confirming (the person's word) -> importing (the job's
// progress followed) -> done (the counts; the result's every row, for its CSV) | failed (the file
// as a whole refused, or the server not reached). Effects, bound by ./feature.ts:
//   findLatest    imports.mine: the person's newest import (null: none); one still checking, checked or
//                 importing is come back to, one whose job the queue gave up on is named at rest
// The kind (outlets, HPAs, people) is chosen at rest (`import.kind`) among those the person may import.
//   sendFile      POST /api/imports with the picked file: the import's id
//   watchImport   imports.get every half second: `import.progress` with the import, `import.settled` once it stops moving
//   loadLines     imports.lines of the import into the store (refused rows only for the preview, every row once done)
//   confirmImport imports.confirm
import { assign, fromCallback, fromPromise, setup } from "xstate";
import { failureMessage } from "../../codecs/apiFailure.ts";
import { IMPORT_MESSAGES, type ImportKind, type ImportRow } from "../../codecs/bulkImport.ts";
import type { ListFetched } from "../../codecs/lists.ts";

export interface BulkImportContext {
  kind: ImportKind;
  fileName: string;
  /** the import followed (null before a file is sent) */
  importId: number | null;
  /** the import as the server last said it */
  current: ImportRow | null;
  error: string | null;
  /** the person's newest import, when its job stopped for good (named at rest, with a way to start again) */
  stopped: ImportRow | null;
}

export type BulkImportEvent =
  /** `file`: the picked File (the effects read it; the log keeps its size and type only) */
  | { type: "import.chosen"; file: unknown; name: string }
  | { type: "import.kind"; kind: ImportKind }
  | { type: "import.progress"; row: ImportRow }
  | { type: "import.settled"; row: ImportRow }
  | { type: "import.confirmed" }
  | { type: "import.cancelled" }
  | { type: "import.again" };

const noActor = (name: string) => () => Promise.reject(new Error(`${name} actor not provided`));

export const bulkImportMachine = setup({
  types: {
    context: {} as BulkImportContext,
    events: {} as BulkImportEvent,
    input: {} as { kind: ImportKind },
  },
  actors: {
    findLatest: fromPromise<ImportRow | null, { kind: ImportKind }>(noActor("findLatest")),
    sendFile: fromPromise<{ id: number }, { kind: ImportKind; file: unknown }>(noActor("sendFile")),
    watchImport: fromCallback<BulkImportEvent, { id: number; while: ImportRow["status"] }>(() => undefined),
    loadLines: fromPromise<ListFetched, { id: number; refusedOnly: boolean }>(noActor("loadLines")),
    confirmImport: fromPromise<unknown, { id: number }>(noActor("confirmImport")),
  },
  actions: {
    chose: assign({
      fileName: ({ event }) => (event.type === "import.chosen" ? event.name : ""),
      importId: null,
      current: null,
      error: null,
    }),
    sent: assign((_, id: number) => ({ importId: id })),
    resumed: assign((_, row: ImportRow | null) => (row ? { importId: row.id, current: row, fileName: row.file_name, kind: row.kind } : {})),
    noteStopped: assign((_, row: ImportRow | null) => (row ? { stopped: row, kind: row.kind } : {})),
    setKind: assign({ kind: ({ event, context }) => (event.type === "import.kind" ? event.kind : context.kind) }),
    moved: assign({
      current: ({ event, context }) => (event.type === "import.progress" || event.type === "import.settled" ? event.row : context.current),
    }),
    keepError: assign({ error: ({ event }) => failureMessage((event as { error?: unknown }).error) }),
    fileRefused: assign({ error: ({ context }) => context.current?.message ?? null }),
    reset: assign({ fileName: "", importId: null, current: null, error: null, stopped: null }),
  },
  guards: {
    found: (_, p: { row: ImportRow | null; status: ImportRow["status"] }) => p.row?.status === p.status,
    stoppedForGood: (_, row: ImportRow | null) => row?.status === "failed" && row.message === IMPORT_MESSAGES.stopped,
    checked: ({ event }) => event.type === "import.settled" && event.row.status === "checked",
    finished: ({ event }) => event.type === "import.settled" && event.row.status === "done",
  },
}).createMachine({
  id: "bulkImport",
  context: ({ input }) => ({ kind: input.kind, fileName: "", importId: null, current: null, error: null, stopped: null }),
  initial: "idle",
  states: {
    idle: {
      initial: "looking",
      on: { "import.chosen": { target: "parsing", actions: "chose" } },
      states: {
        looking: {
          invoke: {
            id: "findLatest",
            src: "findLatest",
            input: ({ context }) => ({ kind: context.kind }),
            onDone: [
              {
                guard: { type: "found", params: ({ event }) => ({ row: event.output, status: "checking" }) },
                target: "#bulkImport.parsing.checking",
                actions: { type: "resumed", params: ({ event }) => event.output },
              },
              {
                guard: { type: "found", params: ({ event }) => ({ row: event.output, status: "checked" }) },
                target: "#bulkImport.preview",
                actions: { type: "resumed", params: ({ event }) => event.output },
              },
              {
                guard: { type: "found", params: ({ event }) => ({ row: event.output, status: "importing" }) },
                target: "#bulkImport.importing",
                actions: { type: "resumed", params: ({ event }) => event.output },
              },
              {
                guard: { type: "stoppedForGood", params: ({ event }) => event.output },
                target: "ready",
                actions: { type: "noteStopped", params: ({ event }) => event.output },
              },
              { target: "ready" },
            ],
            onError: { target: "ready" },
          },
        },
        ready: { on: { "import.kind": { actions: "setKind" } } },
      },
    },
    parsing: {
      tags: ["busy"],
      initial: "sending",
      states: {
        sending: {
          invoke: {
            id: "sendFile",
            src: "sendFile",
            input: ({ event, context }) => ({ kind: context.kind, file: event.type === "import.chosen" ? event.file : null }),
            onDone: { target: "checking", actions: { type: "sent", params: ({ event }) => event.output.id } },
            onError: { target: "#bulkImport.failed", actions: "keepError" },
          },
        },
        checking: {
          invoke: { id: "watchImport", src: "watchImport", input: ({ context }) => ({ id: context.importId ?? 0, while: "checking" as const }) },
          on: {
            "import.progress": { actions: "moved" },
            "import.settled": [
              { guard: "checked", target: "#bulkImport.preview", actions: "moved" },
              { target: "#bulkImport.failed", actions: ["moved", "fileRefused"] },
            ],
          },
        },
      },
    },
    preview: {
      initial: "loading",
      on: { "import.cancelled": { target: "idle.ready", actions: "reset" } },
      states: {
        loading: {
          invoke: {
            id: "loadLines",
            src: "loadLines",
            input: ({ context }) => ({ id: context.importId ?? 0, refusedOnly: true }),
            onDone: "ready",
            onError: { target: "ready", actions: "keepError" },
          },
        },
        ready: { on: { "import.confirmed": "#bulkImport.confirming" } },
      },
    },
    confirming: {
      tags: ["busy"],
      invoke: {
        id: "confirmImport",
        src: "confirmImport",
        input: ({ context }) => ({ id: context.importId ?? 0 }),
        onDone: "importing",
        onError: { target: "failed", actions: "keepError" },
      },
    },
    importing: {
      tags: ["busy"],
      invoke: { id: "watchImport", src: "watchImport", input: ({ context }) => ({ id: context.importId ?? 0, while: "importing" as const }) },
      on: {
        "import.progress": { actions: "moved" },
        "import.settled": [
          { guard: "finished", target: "done", actions: "moved" },
          { target: "failed", actions: ["moved", "fileRefused"] },
        ],
      },
    },
    done: {
      initial: "loading",
      on: { "import.again": { target: "idle.ready", actions: "reset" } },
      states: {
        loading: {
          invoke: {
            id: "loadResult",
            src: "loadLines",
            input: ({ context }) => ({ id: context.importId ?? 0, refusedOnly: false }),
            onDone: "ready",
            onError: { target: "ready", actions: "keepError" },
          },
        },
        ready: {},
      },
    },
    failed: { on: { "import.again": { target: "idle.ready", actions: "reset" } } },
  },
});
