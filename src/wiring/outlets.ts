// The outlet flows (and the reference lists outlets and workshops use) bound to the world: lists and rows through the API, every write through the
// outbox (queued as an event, sent when online, deduplicated by the server), optimistic in the store.
import { fromPromise } from "xstate";
import { UNEXPECTED_ANSWER, type ApiFailure } from "../codecs/apiFailure.ts";
import { Outlet, type OutletValues } from "../codecs/outlet.ts";
import { stateOption } from "../codecs/states.ts";
import type { Api } from "../effects/api.ts";
import { outletFormMachine, type SaveResult } from "../machines/outletForm.machine.ts";
import { outletListMachine } from "../machines/outletList.machine.ts";
import { referenceDataMachine } from "../machines/referenceData.machine.ts";
import { Article, WssMapping } from "../codecs/reference.ts";
import { listQuery } from "./lists.ts";
import type { EventLog } from "../store/log.ts";
import { settled, type createOutbox, type OnlineSignal } from "../store/outbox.ts";
import type { Timers } from "../store/ports.ts";

export interface OutletDeps {
  api: Api;
  log: Pick<EventLog, "state" | "subscribe">;
  outbox: Pick<ReturnType<typeof createOutbox>, "write">;
  online: OnlineSignal;
  timers: Timers;
  /** How long a save waits for the server before it says "saved on this device". */
  settleMs?: number;
}

const NOT_FOUND: ApiFailure = { kind: "http", status: 404, error: "not_found", message: "This outlet was not found" };

/** The row the list shows at once for a saved form (empty fields as the server keeps them: null). */
export const outletRow = (id: number | null, v: OutletValues) => ({
  ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === "" ? null : x])),
  state_label: stateOption(v.state__c)?.label ?? (v.state__c || null),
  ...(id !== null ? { id } : {}),
});

export function outletMachines({ api, log, outbox, online, timers, settleMs = 15_000 }: OutletDeps) {
  const outletList = outletListMachine.provide({
    actors: {
      loadOutlets: listQuery(api, "outlets.list", Outlet),
      deleteOutlet: fromPromise<void, { id: number }>(async ({ input }) => {
        outbox.write("outlets.delete", { id: input.id }, { list: "outlets", remove: input.id });
      }),
    },
  });
  const outletForm = outletFormMachine.provide({
    actors: {
      loadOutlet: fromPromise<Outlet, { id: number }>(async ({ input, signal }) => {
        const r = await api.query("outlets.get", { id: input.id }, Outlet, signal);
        if (!r.ok) throw r.failure;
        if (!r.value[0]) throw NOT_FOUND;
        return r.value[0];
      }),
      saveOutlet: fromPromise<SaveResult, { id: number | null; values: OutletValues }>(async ({ input: { id, values } }) => {
        const key = outbox.write(
          id === null ? "outlets.insert" : "outlets.update",
          id === null ? { values } : { id, values },
          { list: "outlets", key: "id", upsert: outletRow(id, values) },
        );
        const e = await settled(log, key, { timers, online, ms: settleMs });
        if (!e || e.status === "pending") return { status: "pending", id };
        if (e.status === "rejected") {
          throw { kind: "http", status: 400, error: "rejected", message: e.error ?? UNEXPECTED_ANSWER, ...(e.field ? { field: e.field } : {}) } satisfies ApiFailure;
        }
        const saved = Array.isArray(e.result) ? (e.result[0] as { id?: unknown } | undefined)?.id : undefined;
        return { status: "synced", id: typeof saved === "number" ? saved : id };
      }),
    },
  });
  const referenceData = referenceDataMachine.provide({
    actors: { loadWss: listQuery(api, "wss.list", WssMapping), loadArticles: listQuery(api, "articles.list", Article) },
  });
  return { outletList, outletForm, referenceData };
}
