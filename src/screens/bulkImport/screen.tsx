// /import hosted (decision 086): the import's flow and the store's rows of the import shown, as the
// View's props. The flow comes back to an import under way when the page is opened again.
import { programmeDate } from "../../codecs/calendar.ts";
import { importKindsOf, importLinesSlot, importTemplate, type ImportKind } from "../../codecs/bulkImport.ts";
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { bulkImportMachine } from "./bulkImport.machine.ts";
import { BulkImportView, type BulkImportStage } from "./BulkImportView.tsx";

const TEMPLATE_NAMES: Record<ImportKind, string> = { outlet: "outlets-template.csv", hpa: "hpas-template.csv", person: "people-template.csv" };
const templateOf = (kind: ImportKind) => ({
  href: `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplate(kind))}`,
  name: TEMPLATE_NAMES[kind],
});

export default hosted<ScreenProps>()({
  flows: {
    run: flow({ machine: bulkImportMachine, key: "bulkImport", input: (s) => ({ kind: importKindsOf(s.user)[0] ?? ("outlet" as const) }) }),
  },
  select: (s) => {
    const { snap, send } = s.flows.run;
    const kind = snap.context.kind;
    const stage: BulkImportStage = snap.matches({ idle: "looking" })
      ? "looking"
      : snap.matches("idle")
        ? "ready"
        : snap.matches({ parsing: "sending" })
          ? "sending"
          : snap.matches("parsing")
            ? "checking"
            : snap.matches("preview")
              ? "preview"
              : snap.matches("confirming")
                ? "confirming"
                : snap.matches("importing")
                  ? "importing"
                  : snap.matches("done")
                    ? "done"
                    : "failed";
    const linesLoading = snap.matches({ preview: "loading" }) || snap.matches({ done: "loading" });
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      stage,
      fileName: snap.context.fileName,
      current: snap.context.current,
      lines: linesLoading ? [] : rowsOf(s, importLinesSlot),
      linesLoading,
      error: snap.context.error,
      kind,
      kinds: importKindsOf(s.user),
      stopped: snap.context.stopped,
      template: templateOf(kind),
      today: programmeDate(new Date()),
      onKind: (k: ImportKind) => send({ type: "import.kind", kind: k }),
      onChoose: (file: File) => send({ type: "import.chosen", file, name: file.name }),
      onConfirm: () => send({ type: "import.confirmed" }),
      onCancel: () => send({ type: "import.cancelled" }),
      onAgain: () => send({ type: "import.again" }),
    };
  },
  View: BulkImportView,
});
