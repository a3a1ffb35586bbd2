// /listWorkshopsAMMD (spec 2.6): the AMMD's approval list. The rows come from the store at once and
// refresh in the background (the list machine); the tab and filters are the filter-restore
// machine's, which starts from the state a link carried back from /workshop, else the one the
// event log kept for this person (browser Back, a reload), else Awaiting Approval with All. A
// carried state is then taken off the address, so a later reload restores what the log keeps.
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSelector } from "@xstate/react";
import { useLocation } from "wouter";
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
  type AmmdTab,
  type CarriedFilters,
} from "../../codecs/ammdWorkshops.ts";
import { homeOf } from "../../codecs/session.ts";
import { ammdCmdisSlot, ammdWorkshopsSlot } from "../../codecs/workshop.ts";
import { ammdFiltersMachine } from "../../machines/ammdFilters.machine.ts";
import { workshopListMachine } from "../../machines/workshopList.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow, useList } from "../flows.ts";
import { factOf } from "../../store/state.ts";
import { kept } from "../kept.ts";
import type { ScreenProps } from "../routes.ts";
import { AmmdWorkshopsView, type Choice, type FilterChoices } from "./AmmdWorkshopsView.tsx";
import { workshopHrefs } from "./links.ts";

const SORT_CHOICES = [
  { value: "desc", label: "Newest created first" },
  { value: "asc", label: "Oldest created first" },
] as const;
const choicesOfStages = (tab: AmmdTab) => TAB_STAGES[tab].map((s) => ({ value: s, label: s }));
const STAGE_CHOICES: Record<AmmdTab, readonly Choice[]> = { awaiting: choicesOfStages("awaiting"), approved: choicesOfStages("approved") };

export function useAmmdWorkshops(carried: CarriedFilters) {
  const { session, store } = useAppActors();
  const [, navigate] = useLocation();
  const user = useSelector(session, (s) => s.context.user)!;
  // where this visit starts: what Back carried, else what the log kept for this person, else All
  // (read once: the list does not follow the kept state, it makes it)
  const [start] = useState<AmmdFilters>(() => {
    if (carriesFilters(carried)) return filtersFromCarried(carried);
    const kept = factOf(store.state(), ammdFiltersSlot);
    if (!kept || kept.user !== user.sfid) return DEFAULT_FILTERS;
    const { user: _who, ...filters } = kept;
    return filters;
  });
  useEffect(() => {
    if (carriesFilters(carried)) navigate("/listWorkshopsAMMD", { replace: true });
  }, [carried, navigate]);

  const cached = useList(ammdWorkshopsSlot);
  const cmdis = useList(ammdCmdisSlot);
  const rows = useMemo(() => cached.filter((w) => w.assigned_ammd__c === user.sfid), [cached, user]);
  const [list, retry] = useFlow("workshopList:ammd", workshopListMachine, { source: { list: "ammd" }, hasCached: rows.length > 0 });
  const [snap, send] = useFlow("ammdFilters", ammdFiltersMachine, { user: user.sfid, filters: start });

  const index = useMemo(() => indexAmmdRows(rows, cmdis), [rows, cmdis]);
  const { tab, cmdi, fcp, stage, sort } = snap.context;
  const filters = useMemo(() => effectiveFilters({ tab, cmdi, fcp, stage, sort }, index), [tab, cmdi, fcp, stage, sort, index]);
  // The rows follow a change in the same render, so they are painted with the select or tab that
  // changed (decision 053); each state's rows and counts are kept while the list stays (a choice
  // undone, or made again, costs no pass over the 10,000 rows).
  const shown = useMemo(
    () =>
      kept(index, JSON.stringify(["rows", filters.tab, filters.cmdi, filters.fcp, filters.stage, filters.sort]), () =>
        filterAmmdRows(index, filters),
      ),
    [index, filters],
  );
  const counts = useMemo(() => kept(index, JSON.stringify(["counts", filters.cmdi, filters.fcp]), () => tabCounts(index, filters)), [index, filters]);
  // each filter's choices made again only when what they come from changes (a CMDI change remakes
  // the FCP choices alone, a tab the stages alone): a select whose choices stay is not drawn again
  const cmdiChoices = useMemo(() => index.cmdis.map((c) => ({ value: c.sfid, label: c.name })), [index]);
  // an FCP is chosen by their sfid and named as every FCP picker names them (decision 068)
  const fcps = fcpChoices(index, filters.cmdi);
  const fcpChoiceList = useMemo(() => fcps.map((c) => ({ value: c.sfid, label: c.label })), [fcps]);
  const stageChoices = STAGE_CHOICES[tab];
  const choices = useMemo<FilterChoices>(
    () => ({ cmdi: cmdiChoices, fcp: fcpChoiceList, stage: stageChoices, sort: SORT_CHOICES }),
    [cmdiChoices, fcpChoiceList, stageChoices],
  );
  const carry = useMemo(() => Object.fromEntries(Object.entries(carriedOf(filters)).map(([k, v]) => [k, String(v)])), [filters]);
  return {
    back: homeOf(user),
    filters,
    counts,
    choices,
    onTab: useCallback((t: AmmdTab) => send({ type: "filters.tab", tab: t }), [send]),
    onFilter: useCallback((filter: AmmdFilterName, value: string | null) => send({ type: "filters.set", filter, value }), [send]),
    rows: shown,
    hrefOf: useMemo(() => workshopHrefs("ammd", carry), [carry]),
    onOpen: navigate,
    loading: list.hasTag("loading") && rows.length === 0,
    refreshing: list.hasTag("loading") && rows.length > 0,
    error: list.matches("failed") || list.matches("stale") ? list.context.error : null,
    onRetry: () => retry({ type: "workshops.retry" }),
  };
}

export default function AmmdWorkshopsPage({ title, params }: ScreenProps<CarriedFilters>) {
  return <AmmdWorkshopsView title={title} {...useAmmdWorkshops(params)} />;
}
