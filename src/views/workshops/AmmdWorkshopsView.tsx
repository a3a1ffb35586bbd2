// The AMMD's approval list, presentational (spec 2.6): the tabs 'Awaiting Approval (n)' and
// 'Approved (n)', the filters CMDI Name, FCP Name, Stage Name and Sort By (each with 'All'), and
// the rows a page at a time. Each filter is its own memoised select, so a change redraws that
// select and the rows, not every choice of the others.
import { memo, useState } from "react";
import { Button, Callout, Classes, H1, HTMLSelect, Icon, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { Link } from "wouter";
import { AMMD_TABS, TAB_LABELS, type AmmdFilterName, type AmmdFilters, type AmmdTab } from "../../codecs/ammdWorkshops.ts";
import type { WorkshopRow as Row } from "../../codecs/workshop.ts";
import { cx } from "../styles.ts";
import { WorkshopRow, type RowField } from "./WorkshopRow.tsx";
import { PAGE } from "./WorkshopListView.tsx";
import "../page.css";
import "./AmmdWorkshopsView.css";

export interface Choice { value: string; label: string }
export type FilterChoices = Record<AmmdFilterName, readonly Choice[]>;

export interface AmmdWorkshopsViewProps {
  title: string;
  back: string;
  /** The state shown (unknown values already 'All'). */
  filters: AmmdFilters;
  counts: Record<AmmdTab, number>;
  choices: FilterChoices;
  onTab: (tab: AmmdTab) => void;
  onFilter: (name: AmmdFilterName, value: string | null) => void;
  rows: readonly Row[];
  hrefOf: (w: Row) => string;
  onOpen: (href: string) => void;
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  onRetry: () => void;
}

const FIELDS: readonly RowField[] = ["start", "cmdi", "fcp"];
const FILTERS: ReadonlyArray<{ name: AmmdFilterName; label: string }> = [
  { name: "cmdi", label: "CMDI Name" }, { name: "fcp", label: "FCP Name" }, { name: "stage", label: "Stage Name" }, { name: "sort", label: "Sort By" },
];
const ALL = "";

const FilterSelect = memo(function FilterSelect({ name, label, value, choices, onFilter }: {
  name: AmmdFilterName; label: string; value: string | null; choices: readonly Choice[]; onFilter: AmmdWorkshopsViewProps["onFilter"];
}) {
  const id = `ammd-filter-${name}`;
  return (
    <div className="ammd-workshops-filter">
      <label htmlFor={id} className={Classes.LABEL}>{label}</label>
      <HTMLSelect id={id} value={value ?? ALL} fill onChange={(e) => onFilter(name, e.currentTarget.value === ALL ? null : e.currentTarget.value)}>
        <option value={ALL}>All</option>
        {choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
      </HTMLSelect>
    </div>
  );
});

/** The rows of one state: a new state starts again at one page. */
function Rows({ rows, hrefOf, onOpen }: Pick<AmmdWorkshopsViewProps, "rows" | "hrefOf" | "onOpen">) {
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <ul aria-label="Workshops" className="ammd-workshops-rows">
        {rows.slice(0, shown).map((w) => <WorkshopRow key={w.id} workshop={w} fields={FIELDS} href={hrefOf(w)} onOpen={onOpen} />)}
      </ul>
      {rows.length > shown && <Button text={`Show more (${rows.length - shown} more)`} onClick={() => setShown((n) => n + PAGE)} fill />}
    </>
  );
}

export function AmmdWorkshopsView(p: AmmdWorkshopsViewProps) {
  const f = p.filters;
  const inTab = p.counts[f.tab];
  return (
    <div className="page ammd-workshops">
      <div className="page-header">
        <Link href={p.back} className={cx(Classes.BUTTON, Classes.MINIMAL)} aria-label="Back" title="Back"><Icon icon="arrow-left" /></Link>
        <H1 className="page-title">{p.title}</H1>
        {p.refreshing && <Spinner size={16} aria-label="Refreshing" />}
      </div>
      <Tabs id="ammd-workshops-tabs" selectedTabId={f.tab} onChange={(id) => p.onTab(id as AmmdTab)} className="ammd-workshops-tabs">
        {AMMD_TABS.map((tab) => <Tab key={tab} id={tab} title={`${TAB_LABELS[tab]} (${p.counts[tab]})`} />)}
      </Tabs>
      <div className="ammd-workshops-filters" role="group" aria-label="Filters">
        {FILTERS.map(({ name, label }) => <FilterSelect key={name} name={name} label={label} value={f[name]} choices={p.choices[name]} onFilter={p.onFilter} />)}
      </div>
      {p.error && (
        <Callout intent="warning" role="alert" className="page-callout">
          {p.error} <Button text="Try again" variant="minimal" onClick={p.onRetry} />
        </Callout>
      )}
      {p.loading && <Spinner aria-label="Loading workshops" />}
      {!p.loading && inTab === 0 && !p.error && <p role="status">No data available</p>}
      {!p.loading && inTab > 0 && p.rows.length === 0 && <p role="status">No workshop matches these filters.</p>}
      {inTab > 0 && p.rows.length > 0 && <p className={Classes.TEXT_MUTED} role="status">{p.rows.length === inTab ? `${inTab} workshops` : `${p.rows.length} of ${inTab} workshops`}</p>}
      <Rows key={`${f.tab}|${f.cmdi}|${f.fcp}|${f.stage}|${f.sort}`} rows={p.rows} hrefOf={p.hrefOf} onOpen={p.onOpen} />
    </div>
  );
}
