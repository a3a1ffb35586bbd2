// The audit page's flow (/auditLog; decision 080): the newest rows load at once (shown from the
// store while they refresh, ../../machines/refresh.ts); the person edits the filters (person, kind of
// record, its number, action) and applies them, which loads again with them; Clear loads the
// newest again. `loadAudit` (op audit.list with the applied filters, recorded as
// `auditLog.fetched`) is bound by ./feature.ts.
import { msg } from "../../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import { EMPTY_DRAFT, filtersOf, type AuditFilterField, type AuditFilters } from "../../codecs/audit.ts";
import type { ListFetched } from "../../codecs/lists.ts";
import { failedToLoad, refreshStates, type RefreshContext } from "../../machines/refresh.ts";

export interface AuditLogContext extends RefreshContext {
  /** What the filter fields hold now. */
  draft: Record<AuditFilterField, string>;
  /** The filters of the rows shown. */
  applied: AuditFilters;
}
export type AuditLogEvent =
  | { type: "audit.retry" }
  | { type: "filter.changed"; field: AuditFilterField; value: string }
  | { type: "filters.applied" }
  | { type: "filters.cleared" };

export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
    /** `hasCached`: the store holds rows of the newest (unfiltered) load. */
    input: {} as { hasCached: boolean },
  },
  actors: { loadAudit: fromPromise<ListFetched, AuditFilters>(() => Promise.reject(new Error("loadAudit actor not provided"))) },
  actions: {
    fetched: assign({ hasCached: true, error: null }),
    keepError: assign({ error: ({ event, context }) => failedToLoad(event, msg("The audit log"), context.hasCached) }),
    edit: assign({
      draft: ({ context, event }) => (event.type === "filter.changed" ? { ...context.draft, [event.field]: event.value } : context.draft),
    }),
    apply: assign({ applied: ({ context }) => filtersOf(context.draft), hasCached: false, error: null }),
    clear: assign({ draft: EMPTY_DRAFT, applied: {}, hasCached: false, error: null }),
  },
  guards: { hasCached: ({ context }) => context.hasCached },
}).createMachine({
  id: "auditLog",
  type: "parallel",
  context: ({ input }) => ({ draft: EMPTY_DRAFT, applied: {}, hasCached: input.hasCached, error: null }),
  on: {
    "filter.changed": { actions: "edit" },
    "filters.applied": { target: ".data.loading", reenter: true, actions: "apply" },
    "filters.cleared": { target: ".data.loading", reenter: true, actions: "clear" },
  },
  states: { data: refreshStates("loadAudit", "audit.retry", ({ context }: { context: AuditLogContext }) => context.applied) },
});
