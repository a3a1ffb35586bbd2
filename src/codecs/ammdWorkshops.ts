// The AMMD's approval list (spec 2.6): its two tabs, its four filters (CMDI Name, FCP Name, Stage
// Name, Sort By, each with 'All'), the filter state a link carries (to /workshop and back), and
// the filtering itself on the cached rows. Pure; the filter-restore machine keeps the state.
import * as t from "io-ts";
import { fcpLabel } from "./display.ts";
import { factSlot } from "./facts.ts";
import type { AmmdWorkshopRow, CmdiOption, WorkshopRow, WorkshopStage } from "./workshop.ts";

export const AMMD_TABS = ["awaiting", "approved"] as const;
export type AmmdTab = (typeof AMMD_TABS)[number];

/** Spec section 4: Awaiting Approval holds AMMD Confirmation; Approved, Execution and CMDI Verification. */
export const TAB_STAGES: Record<AmmdTab, readonly WorkshopStage[]> = {
  awaiting: ["AMMD Confirmation"],
  approved: ["Execution", "CMDI Verification"],
};
/** A tab's title with its count, as the spec writes it: 'Awaiting Approval (n)', 'Approved (n)'. */
export const tabTitle = (tab: AmmdTab, n: number) => (tab === "awaiting" ? `Awaiting Approval (${n})` : `Approved (${n})`);
/** Every stage the AMMD's list holds. */
export const AMMD_STAGES: readonly WorkshopStage[] = [...TAB_STAGES.awaiting, ...TAB_STAGES.approved];

export const tabOfStage = (stage: string | null): AmmdTab | null =>
  AMMD_TABS.find((tab) => (TAB_STAGES[tab] as readonly (string | null)[]).includes(stage)) ?? null;

export const SORTS = ["asc", "desc"] as const;
export type Sort = (typeof SORTS)[number];

/**
 * The four filters; null is 'All'. `cmdi` is the CMDI's sfid, `fcp` the FCP's (the workshop's
 * `accountid`; a name in a link or a kept state from before issue 49 item 5: see `effectiveFilters`).
 */
export interface AmmdFilterValues {
  cmdi: string | null;
  fcp: string | null;
  stage: string | null;
  sort: Sort | null;
}
export type AmmdFilterName = keyof AmmdFilterValues;
export const FILTER_NAMES: readonly AmmdFilterName[] = ["cmdi", "fcp", "stage", "sort"];
export const ALL_FILTERS: AmmdFilterValues = { cmdi: null, fcp: null, stage: null, sort: null };

/** The tab and its filters: what Back and a reload restore. */
export interface AmmdFilters extends AmmdFilterValues {
  tab: AmmdTab;
}
export const DEFAULT_FILTERS: AmmdFilters = { tab: "awaiting", ...ALL_FILTERS };

/** A query-string value that never fails: what it cannot read is undefined ('All'). */
const lenient = <A>(name: string, read: (s: string) => A | undefined) =>
  new t.Type<A | undefined, string | undefined, unknown>(
    name,
    (u): u is A | undefined => true,
    (u) => t.success(typeof u === "string" && u.length <= 200 ? read(u.trim()) : undefined),
    (a) => (a === undefined ? undefined : String(a)),
  );
const oneOfOr =
  <V extends string>(values: readonly V[]) =>
  (s: string) =>
    (values as readonly string[]).includes(s) ? (s as V) : undefined;
const sfidOr = (s: string) => (/^[A-Za-z0-9]{3,18}$/.test(s) ? s : undefined);
const textOr = (s: string) => (s !== "" ? s : undefined);

/**
 * The filter state a link carries (/workshop, and /listWorkshopsAMMD when Back comes home): a value
 * it cannot read (an unknown tab or sort, a malformed id) is 'All', never a bad link.
 */
export const CarriedFilters = t.partial({
  tab: lenient("tab", oneOfOr(AMMD_TABS)),
  cmdi: lenient("cmdi", sfidOr),
  // the FCP's sfid; a link from before carries a name, still read (see `chosenFcp`)
  fcp: lenient("fcp", textOr),
  stage: lenient("stage", textOr),
  sort: lenient("sort", oneOfOr(SORTS)),
});
export type CarriedFilters = t.TypeOf<typeof CarriedFilters>;

/** The state a carried one gives: the tab (Awaiting Approval if none), a stage only of that tab. */
export function filtersFromCarried(c: CarriedFilters): AmmdFilters {
  const tab = c.tab ?? "awaiting";
  const stage = c.stage !== undefined && (TAB_STAGES[tab] as readonly string[]).includes(c.stage) ? c.stage : null;
  return { tab, cmdi: c.cmdi ?? null, fcp: c.fcp ?? null, stage, sort: c.sort ?? null };
}

/** What a link carries for a state (the filters set; 'All' is left out). */
export function carriedOf(f: AmmdFilters): CarriedFilters {
  const out: CarriedFilters = { tab: f.tab };
  for (const k of FILTER_NAMES) if (f[k] !== null) (out as Record<string, unknown>)[k] = f[k];
  return out;
}

/** Whether a carried state says anything (a bare link to the list carries nothing). */
export const carriesFilters = (c: CarriedFilters) => Object.values(c).some((v) => v !== undefined);

/** The filter state the list keeps for a person (the event log remembers it: see the filters machine). */
export const KeptFilters = t.type({
  user: t.string,
  tab: t.keyof({ awaiting: null, approved: null }),
  cmdi: t.union([t.string, t.null]),
  fcp: t.union([t.string, t.null]),
  stage: t.union([t.string, t.null]),
  sort: t.union([t.literal("asc"), t.literal("desc"), t.null]),
});
export type KeptFilters = t.TypeOf<typeof KeptFilters>;

interface Ordered {
  readonly natural: readonly WorkshopRow[];
  readonly asc: readonly WorkshopRow[];
  readonly desc: readonly WorkshopRow[];
}
/** The rows of a CMDI, FCP or stage that a tab does not hold: the same empty rows every time. */
const NO_ROWS: Ordered = { natural: [], asc: [], desc: [] };

/** What the index splits a tab's rows by: the CMDI (sfid), the FCP (sfid), the stage. */
type PartBy = "cmdi" | "fcp" | "stage";

/** A tab's rows in each order, and those of one CMDI, one FCP or one stage. */
interface TabRows extends Ordered {
  /** The tab's rows of a CMDI, an FCP or a stage in the three orders (sorted when first asked for, then kept). */
  of(by: PartBy, key: string): Ordered;
}

/**
 * An FCP Name choice (decision 068): the FCP's sfid, their name as their newest workshop names them,
 * and the label every FCP picker gives them (`fcpLabel`: the name and their mobile's last four digits).
 */
export interface FcpChoice {
  sfid: string;
  name: string | null;
  label: string;
}

/** The rows of each tab in each order, the counts and the choices: built once per fetched list. */
export interface AmmdIndex {
  tabs: Record<AmmdTab, TabRows>;
  counts: Record<AmmdTab, number>;
  cmdis: readonly { sfid: string; name: string }[];
  /** Every FCP a row names (by `accountid`), by label: two of one name are two choices. */
  fcps: readonly FcpChoice[];
  /** Each CMDI's FCPs (of the rows naming that CMDI), by label: the FCP Name choices once a CMDI is chosen. */
  fcpsOf: ReadonlyMap<string, readonly FcpChoice[]>;
}

const byCreated = (a: WorkshopRow, b: WorkshopRow) => {
  const x = a.createddate ?? "",
    y = b.createddate ?? "";
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};
const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });
const byLabel = (a: FcpChoice, b: FcpChoice) => byName(a.label, b.label) || (a.sfid < b.sfid ? -1 : a.sfid > b.sfid ? 1 : 0);

/** Rows of one tab split by CMDI, by FCP and by stage, in the server's order (made in the index's one pass). */
type Parts = Record<PartBy, Map<string, WorkshopRow[]>>;
const noParts = (): Parts => ({ cmdi: new Map(), fcp: new Map(), stage: new Map() });
const addTo = (parts: Map<string, WorkshopRow[]>, key: string | null | undefined, r: WorkshopRow) => {
  if (key === null || key === undefined) return;
  const part = parts.get(key);
  if (part) part.push(r);
  else parts.set(key, [r]);
};

/**
 * Indexes the AMMD's rows (already in the server's order, newest start first): each tab's rows in
 * that order and by creation date both ways, and split by CMDI, by FCP and by stage (decision
 * 059); the tab counts, the CMDIs (those reporting to the AMMD and any a row names) and the FCPs,
 * each once by their sfid (`accountid`), named by their newest workshop's `fcpname__c` and mobile.
 * A tab is sorted here, once; a part of it only when a sort is chosen with it.
 */
export function indexAmmdRows(rows: readonly AmmdWorkshopRow[], cmdis: readonly CmdiOption[] = []): AmmdIndex {
  const natural: Record<AmmdTab, WorkshopRow[]> = { awaiting: [], approved: [] };
  const names = new Map<string, string>();
  for (const c of cmdis) names.set(c.sfid, c.name ?? c.sfid);
  const fcps = new Map<string, { name: string | null; phone: string | null }>();
  const byCmdi = new Map<string, Set<string>>();
  const parts: Record<AmmdTab, Parts> = { awaiting: noParts(), approved: noParts() };
  for (const r of rows) {
    const tab = tabOfStage(r.stagename);
    if (!tab) continue;
    natural[tab].push(r);
    addTo(parts[tab].cmdi, r.assigned_cmdi__c, r);
    addTo(parts[tab].fcp, r.accountid, r);
    addTo(parts[tab].stage, r.stagename, r);
    if (r.assigned_cmdi__c && !names.has(r.assigned_cmdi__c)) names.set(r.assigned_cmdi__c, r.cmdi_name__c ?? r.assigned_cmdi__c);
    if (r.accountid) {
      // the rows come newest start first: the first names the FCP (a later one fills a missing mobile)
      const fcp = fcps.get(r.accountid);
      if (!fcp) fcps.set(r.accountid, { name: r.fcpname__c, phone: r.fcp_phone ?? null });
      else if (fcp.phone === null && r.fcp_phone) fcp.phone = r.fcp_phone;
      if (r.assigned_cmdi__c) {
        const own = byCmdi.get(r.assigned_cmdi__c) ?? new Set<string>();
        own.add(r.accountid);
        byCmdi.set(r.assigned_cmdi__c, own);
      }
    }
  }
  const orders = (xs: readonly WorkshopRow[]): Ordered => {
    const asc = [...xs].sort(byCreated);
    return { natural: xs, asc, desc: [...asc].reverse() };
  };
  // a part's rows by creation date, sorted when a sort is first chosen with it. The sort is stable
  // and a part keeps its tab's order, so a part sorted alone is in its tab's sorted order (and
  // reversed, in the reversed one)
  const partOrders = (xs: readonly WorkshopRow[]): Ordered => {
    let both: Ordered | undefined;
    return {
      natural: xs,
      get asc() {
        both ??= orders(xs);
        return both.asc;
      },
      get desc() {
        both ??= orders(xs);
        return both.desc;
      },
    };
  };
  const ordered = (tab: AmmdTab): TabRows => {
    const seen: Record<PartBy, Map<string, Ordered>> = { cmdi: new Map(), fcp: new Map(), stage: new Map() };
    const of = (by: PartBy, key: string): Ordered => {
      let o = seen[by].get(key);
      if (!o) {
        // a key the tab does not hold is not kept (only the list's own values are)
        const rows = parts[tab][by].get(key);
        if (!rows) return NO_ROWS;
        o = partOrders(rows);
        seen[by].set(key, o);
      }
      return o;
    };
    return { ...orders(natural[tab]), of };
  };
  const choices = new Map<string, FcpChoice>(
    [...fcps].map(([sfid, f]) => [sfid, { sfid, name: f.name, label: fcpLabel({ name: f.name, phone: f.phone, id: sfid }) }]),
  );
  return {
    tabs: { awaiting: ordered("awaiting"), approved: ordered("approved") },
    counts: { awaiting: natural.awaiting.length, approved: natural.approved.length },
    cmdis: [...names].map(([sfid, name]) => ({ sfid, name })).sort((a, b) => byName(a.name, b.name)),
    fcps: [...choices.values()].sort(byLabel),
    fcpsOf: new Map([...byCmdi].map(([cmdi, ids]) => [cmdi, [...ids].map((id) => choices.get(id)!).sort(byLabel)])),
  };
}

/** The FCP Name choices: the chosen CMDI's FCPs, or every FCP when no CMDI is chosen (decision 037). */
export const fcpChoices = (index: Pick<AmmdIndex, "fcps" | "fcpsOf">, cmdi: string | null): readonly FcpChoice[] =>
  cmdi === null ? index.fcps : (index.fcpsOf.get(cmdi) ?? NO_FCPS);
/** The same empty choices every time (a list's identity says whether its select is drawn again). */
const NO_FCPS: readonly FcpChoice[] = [];

/**
 * The FCP a filter value names among the choices: their sfid; a name (a link or a kept state from
 * before the filter chose by sfid) is the FCP of that name when only one has it, else 'All'
 * (two namesakes cannot be told apart by it).
 */
export function chosenFcp(choices: readonly FcpChoice[], value: string | null): string | null {
  if (value === null) return null;
  if (choices.some((c) => c.sfid === value)) return value;
  const named = choices.filter((c) => c.name === value);
  return named.length === 1 ? named[0]!.sfid : null;
}

/**
 * The tabs' counts under the CMDI and FCP filters (the stage filter is a tab's own, so it does not
 * change the other tab's count): what the list would show in each tab (decision 037).
 */
export function tabCounts(index: AmmdIndex, f: Pick<AmmdFilters, "cmdi" | "fcp">): Record<AmmdTab, number> {
  if (f.cmdi === null && f.fcp === null) return index.counts;
  const count = (tab: AmmdTab) => {
    if (f.fcp === null) return index.tabs[tab].of("cmdi", f.cmdi!).natural.length;
    if (f.cmdi === null) return index.tabs[tab].of("fcp", f.fcp).natural.length;
    let n = 0;
    for (const r of index.tabs[tab].of("fcp", f.fcp).natural) if (f.cmdi === null || r.assigned_cmdi__c === f.cmdi) n++;
    return n;
  };
  return { awaiting: count("awaiting"), approved: count("approved") };
}

/** The filters as they apply: a value that is not one of the choices is 'All' (spec: unknown -> All). */
export function effectiveFilters(f: AmmdFilters, index: Pick<AmmdIndex, "cmdis" | "fcps" | "fcpsOf">): AmmdFilters {
  const cmdi = f.cmdi !== null && index.cmdis.some((c) => c.sfid === f.cmdi) ? f.cmdi : null;
  return {
    tab: f.tab,
    cmdi,
    // an FCP not among the chosen CMDI's FCPs is 'All', as an unknown value is
    fcp: chosenFcp(fcpChoices(index, cmdi), f.fcp),
    stage: f.stage !== null && (TAB_STAGES[f.tab] as readonly string[]).includes(f.stage) ? f.stage : null,
    sort: f.sort,
  };
}

/**
 * The rows the list shows for a state (apply `effectiveFilters` first). They start from the chosen
 * FCP's rows, else the CMDI's, else the stage's, else the tab's, in the order chosen; only those
 * are gone over, for the other filters chosen.
 */
export function filterAmmdRows(index: AmmdIndex, f: AmmdFilters): readonly WorkshopRow[] {
  const tab = index.tabs[f.tab];
  const from = f.fcp !== null ? tab.of("fcp", f.fcp) : f.cmdi !== null ? tab.of("cmdi", f.cmdi) : f.stage !== null ? tab.of("stage", f.stage) : tab;
  const rows = f.sort === "asc" ? from.asc : f.sort === "desc" ? from.desc : from.natural;
  // the filters the starting part has not applied
  const cmdi = f.fcp !== null ? f.cmdi : null;
  const stage = f.fcp !== null || f.cmdi !== null ? f.stage : null;
  if (cmdi === null && stage === null) return rows;
  return rows.filter((r) => (cmdi === null || r.assigned_cmdi__c === cmdi) && (stage === null || r.stagename === stage));
}

/** The AMMD list's last filter state, kept in the event log: a reload or a browser Back restores it. */
export const ammdFiltersSlot = factSlot("ammdFilters", KeptFilters);
