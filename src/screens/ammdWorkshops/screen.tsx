// /listWorkshopsAMMD hosted (spec 2.6): the AMMD's approval list. The rows come from the store at
// once and refresh in the background (the list flow 'workshopList:ammd'); the tab and filters are
// the filter-restore flow's ('ammdFilters'), which starts from the state a link carried back from
// /workshop, else the one the event log kept for this person (browser Back, a reload), else
// Awaiting Approval with All. A carried state is then taken off the address (the host's watch), so
// a later reload restores what the log keeps.
//
// The selector is pure and stays quick over 10,000 rows (decision 053): every value the page
// memoised is kept per source in module-level caches (src/views/kept.ts: a WeakMap per source, so a
// refreshed list starts afresh): the person's rows per cached list, the index per rows and CMDIs,
// each filter state's rows and counts per index, each select's choices per what they come from,
// and the callbacks per flow. A redraw with nothing changed gives the View the same props, and the
// View (memoised) is not drawn again.
import { memo } from "react";
import {
  ammdFiltersSlot,
  carriedOf,
  carriesFilters,
  DEFAULT_FILTERS,
  effectiveFilters,
  fcpChoices,
  filterAmmdRows,
  filtersFromCarried,
  indexAmmdRows,
  tabCounts,
  TAB_STAGES,
  type AmmdFilterName,
  type AmmdFilters,
  type AmmdIndex,
  type AmmdTab,
  type CarriedFilters,
} from "../../codecs/ammdWorkshops.ts";
import { homeOf } from "../../codecs/session.ts";
import { msg } from "../../codecs/i18n.ts";
import { ammdCmdisSlot, ammdWorkshopsSlot } from "../../codecs/workshop.ts";
import { ammdFiltersMachine } from "../../machines/ammdFilters.machine.ts";
import { workshopListMachine } from "../../machines/workshopList.machine.ts";
import { factOf } from "../../store/state.ts";
import { kept } from "../../views/kept.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { workshopHrefs } from "../../views/workshops/links.ts";
import { flow, hosted, watching, type HostInput } from "../host.tsx";
import { keptError, rowsOf } from "../lists.ts";
import { pagesFlow, retryPages, windowedRows } from "../myWorkshops/pages.ts";
import { AmmdWorkshopsView, type Choice, type FilterChoices } from "./AmmdWorkshopsView.tsx";

type Props = ScreenProps<CarriedFilters>;

const SORT_CHOICES = [
  { value: "desc", label: msg("Newest created first") },
  { value: "asc", label: msg("Oldest created first") },
] as const;
const choicesOfStages = (tab: AmmdTab) => TAB_STAGES[tab].map((s) => ({ value: s, label: s }));
const STAGE_CHOICES: Record<AmmdTab, readonly Choice[]> = { awaiting: choicesOfStages("awaiting"), approved: choicesOfStages("approved") };

/** A value made from two sources, kept while both live (a WeakMap per the first, keyed by the second). */
const keptOf2 = <T,>(a: object, b: object, key: string, make: () => T): T => {
  const byB = kept(a, key, () => new WeakMap<object, T>());
  if (!byB.has(b)) byB.set(b, make());
  return byB.get(b)!;
};

/** The AMMD's own rows of the cached list (kept per list and person). */
const rowsOfAmmd = (h: HostInput<Props>) => {
  const cached = rowsOf(h, ammdWorkshopsSlot);
  const sfid = h.user?.sfid;
  return kept(cached, `ammd:${sfid}`, () => cached.filter((w) => w.assigned_ammd__c === sfid));
};

/**
 * Where this visit starts: what Back carried, else what the log kept for this person, else All (the
 * flow's input, read once when it starts: the list does not follow the kept state, it makes it).
 */
function startOf(h: HostInput<Props>): AmmdFilters {
  const carried = h.props.params;
  if (carriesFilters(carried)) return filtersFromCarried(carried);
  const keptFilters = factOf(h.state, ammdFiltersSlot);
  if (!keptFilters || keptFilters.user !== h.user?.sfid) return DEFAULT_FILTERS;
  const { user: _who, ...filters } = keptFilters;
  return filters;
}

/** The choices of the four selects, each made again only when what it comes from changes. */
function choicesOf(index: AmmdIndex, filters: AmmdFilters): FilterChoices {
  const cmdi = kept(index, "cmdiChoices", () => index.cmdis.map((c) => ({ value: c.sfid, label: c.name })));
  // an FCP is chosen by their sfid and named as every FCP picker names them (decision 068)
  const fcps = fcpChoices(index, filters.cmdi);
  const fcp = kept(fcps, "choices", () => fcps.map((c) => ({ value: c.sfid, label: c.label })));
  return keptOf2(cmdi, fcp, `choices:${filters.tab}`, () => ({ cmdi, fcp, stage: STAGE_CHOICES[filters.tab], sort: SORT_CHOICES }));
}

export default hosted<Props>()({
  flows: {
    list: flow({
      machine: workshopListMachine,
      key: "workshopList:ammd",
      input: (h) => ({ source: { list: "ammd" as const }, hasCached: rowsOfAmmd(h).length > 0 }),
    }),
    filters: flow({ machine: ammdFiltersMachine, key: "ammdFilters", input: (h) => ({ user: h.user?.sfid ?? "", filters: startOf(h) }) }),
    pages: pagesFlow<Props>(() => ({ list: "ammd" }), "workshopPages:ammd"),
  },
  select: (s) => {
    const held = rowsOfAmmd(s);
    // decision 092: the device holds a window of the list (the Awaiting Approval tab's first); once
    // asked, the server's pages (the list in its order) are what the tabs, filters and counts go over
    const pages = s.flows.pages;
    const { rows, source } = keptOf2(pages.snap, held, "window", () => windowedRows(s, pages, ammdWorkshopsSlot, held));
    const cmdis = rowsOf(s, ammdCmdisSlot);
    const index = keptOf2(rows, cmdis, "index", () => indexAmmdRows(rows, cmdis));
    const { tab, cmdi, fcp, stage, sort } = s.flows.filters.snap.context;
    const filters = kept(index, JSON.stringify(["filters", tab, cmdi, fcp, stage, sort]), () =>
      effectiveFilters({ tab, cmdi, fcp, stage, sort }, index),
    );
    // The rows follow a change in the same render, so they are painted with the select or tab that
    // changed (decision 053); each state's rows and counts are kept while the list stays (a choice
    // undone, or made again, costs no pass over the 10,000 rows).
    const shown = kept(index, JSON.stringify(["rows", filters.tab, filters.cmdi, filters.fcp, filters.stage, filters.sort]), () =>
      filterAmmdRows(index, filters),
    );
    const counts = kept(index, JSON.stringify(["counts", filters.cmdi, filters.fcp]), () => tabCounts(index, filters));
    const send = s.flows.filters.send;
    const list = s.flows.list;
    const busy = list.snap.hasTag("loading");
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      filters,
      counts,
      choices: choicesOf(index, filters),
      onTab: kept(send, "onTab", () => (t: AmmdTab) => send({ type: "filters.tab", tab: t })),
      onFilter: kept(send, "onFilter", () => (filter: AmmdFilterName, value: string | null) => send({ type: "filters.set", filter, value })),
      rows: shown,
      hrefOf: kept(filters, "hrefOf", () =>
        workshopHrefs("ammd", Object.fromEntries(Object.entries(carriedOf(filters)).map(([k, v]) => [k, String(v)]))),
      ),
      onOpen: s.navigate,
      source,
      loading: busy && held.length === 0,
      refreshing: busy && held.length > 0,
      error: keptError(list.snap),
      onRetry: kept(list.send, "onRetry", () => () => list.send({ type: "workshops.retry" })),
    };
  },
  // a redraw of the host with nothing of the list changed (the store's other parts, the kept
  // filters' fact) gives the same props, so the View is not drawn again
  View: memo(AmmdWorkshopsView),
  onReconnect: (s) => retryPages(s.flows.pages),
  // a carried state is taken off the address once the flow has started from it
  watch: [
    watching(
      (s: HostInput<Props>) => s.props.params,
      (carried, s) => {
        if (carriesFilters(carried)) s.navigate("/listWorkshopsAMMD", { replace: true });
      },
    ),
  ],
});
