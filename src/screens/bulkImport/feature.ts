// The bulk import page (decision 086): its screen, its flow's effects and the rows it shows.
import { fromCallback, fromPromise } from "xstate";
import { NETWORK_FAILED, UNEXPECTED_ANSWER, type ApiFailure } from "../../codecs/apiFailure.ts";
import {
  IMPORT_PATH,
  importTypeOf,
  type ImportRow,
  importLinesSlot,
  importsConfirm,
  importsGet,
  importsLines,
  importsMine,
  type ImportKind,
} from "../../codecs/bulkImport.ts";
import { RefusalBody, refusalOf } from "../../codecs/refusal.ts";
import { defineFeature, type FeatureWorld } from "../../features/feature.ts";
import { loadList } from "../../features/lists.ts";
import { bulkImportMachine, type BulkImportEvent } from "./bulkImport.machine.ts";
import { bulkImportScreen } from "./index.ts";

/** How often the page asks how far the import is. */
export const WATCH_MS = 500;

const sendFile = (w: FeatureWorld) =>
  fromPromise<{ id: number }, { kind: ImportKind; file: unknown }>(async ({ input }) => {
    if (!w.sendFile) throw { kind: "network", message: NETWORK_FAILED } satisfies ApiFailure;
    let r: { status: number; text: string };
    try {
      r = await w.sendFile(`${IMPORT_PATH}?kind=${input.kind}`, input.file, importTypeOf(input.file as { name?: string; type?: string }));
    } catch {
      throw { kind: "network", message: NETWORK_FAILED } satisfies ApiFailure;
    }
    let body: unknown = null;
    try {
      body = JSON.parse(r.text);
    } catch {
      /* not JSON */
    }
    if (r.status === 200 && typeof (body as { id?: unknown } | null)?.id === "number") return { id: (body as { id: number }).id };
    if (RefusalBody.is(body)) throw { kind: "http", ...refusalOf(r.status, body) } satisfies ApiFailure;
    throw { kind: "decode", message: UNEXPECTED_ANSWER } satisfies ApiFailure;
  });

/** Asks for the import every WATCH_MS while it is `while`: its progress, then where it stopped. */
const watchImport = (w: FeatureWorld) =>
  fromCallback<BulkImportEvent, { id: number; while: ImportRow["status"] }>(({ input, sendBack }) => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const look = async () => {
      const r = await w.api.query(importsGet, { id: input.id });
      if (stopped) return;
      const row = r.ok ? r.value[0] : undefined;
      if (row && row.status !== input.while) return sendBack({ type: "import.settled", row });
      if (row) sendBack({ type: "import.progress", row });
      // a network that failed for a moment: asked again (the import goes on on the server)
      timer = setTimeout(() => void look(), WATCH_MS);
    };
    void look();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  });

export const feature = defineFeature({
  id: "bulkImport",
  machines: [bulkImportMachine],
  lists: [importLinesSlot],
  writes: [importsConfirm],
  startFresh: [bulkImportMachine],
  provide: (w) => [
    bulkImportMachine.provide({
      actors: {
        findLatest: fromPromise(async (): Promise<ImportRow | null> => {
          const r = await w.api.query(importsMine, {});
          if (!r.ok) throw r.failure;
          // the newest of the person's imports, whatever its kind (the flow comes back to it or names it)
          return r.value[0] ?? null;
        }),
        sendFile: sendFile(w),
        watchImport: watchImport(w),
        loadLines: fromPromise(({ input, signal }) =>
          loadList(w, importLinesSlot, importsLines, input.refusedOnly ? { id: input.id, refusedOnly: true } : { id: input.id }, signal),
        ),
        confirmImport: fromPromise(async ({ input }) => {
          const r = await w.api.write(importsConfirm, { id: input.id }, `import-confirm-${input.id}`);
          if (!r.ok) throw r.failure;
          return r.value;
        }),
      },
    }),
  ],
  screens: [bulkImportScreen],
});
