// The AMMD's approval list, presentational (spec 2.6; its screen: ./screen.tsx): the tabs 'Awaiting Approval (n)' and
// 'Approved (n)', the filters CMDI Name, FCP Name, Stage Name (each with 'All') and Sort By (whose
// none-chosen names the order then in force, the server's: newest start first), and the rows a
// page at a time. It stays quick with 10,000 workshops:
// - the header, the tab list, each filter, each select's choices and the rows are memoised parts:
//   a change redraws the select that changed and the rows, not the hundreds of choices of the
//   others (decisions 053, 058);
// - the rows are patched in place and follow a change in the same render (the page keeps each
//   state's rows), and rows out of sight are not laid out or painted (content-visibility, decision 053).
import { memo, useState } from "react";
import { Classes, H1, HTMLSelect, Icon, Spinner } from "@blueprintjs/core";
import { ShowMore } from "../../views/ShowMore.tsx";
import { LoadFailed } from "../../views/shell/PageStates.tsx";
import { Link } from "wouter";
import { AMMD_TABS, type AmmdFilterName, type AmmdFilters, type AmmdTab } from "../../codecs/ammdWorkshops.ts";
import { cx } from "../../views/styles.ts";
import { TabbedPanel } from "../../views/TabbedPanel.tsx";
import { WorkshopRow, type RowField } from "../../views/workshops/WorkshopRow.tsx";
import { PAGE, type WorkshopRowsProps } from "../../views/workshops/WorkshopListView.tsx";
import "../../views/page.css";
import "./AmmdWorkshopsView.css";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";

export interface Choice {
  value: string;
  label: string;
}
export type FilterChoices = Record<AmmdFilterName, readonly Choice[]>;

export interface AmmdWorkshopsViewProps extends WorkshopRowsProps {
  title: string;
  back: string;
  /** The state shown (unknown values already 'All'). */
  filters: AmmdFilters;
  counts: Record<AmmdTab, number>;
  choices: FilterChoices;
  onTab: (tab: AmmdTab) => void;
  onFilter: (name: AmmdFilterName, value: string | null) => void;
  /** Where the rows come from when the device holds a window of the list (decision 092): the tabs count those. */
  source?: WindowSource;
}

const FIELDS: readonly RowField[] = ["start", "cmdi", "fcp"];
/** The list's own order, with no sort chosen: the server's (AMMD_LIST_ORDER, start newest first), kept by `filterAmmdRows`. */
export const LIST_ORDER = msg("Newest start first");
/** Each filter, and what its none-chosen choice says: 'All' for a filter, the order in force for Sort By (issue 49 item 7). */
const FILTERS: ReadonlyArray<{ name: AmmdFilterName; label: string; none: string }> = [
  { name: "cmdi", label: msg("CMDI Name"), none: msg("All") },
  { name: "fcp", label: msg("FCP Name"), none: msg("All") },
  { name: "stage", label: msg("Stage Name"), none: msg("All") },
  { name: "sort", label: msg("Sort By"), none: LIST_ORDER },
];
const ALL = "";

/** A select's choices, one part: when only the value changes, React skips it whole rather than going over each of hundreds of options. `translated`: the labels are texts of the app (stages, orders), not names. */
const Options = memo(function Options({ choices, translated }: { choices: readonly Choice[]; translated: boolean }) {
  const t = useT();
  return choices.map((c) => (
    <option key={c.value} value={c.value}>
      {translated ? t(c.label) : c.label}
    </option>
  ));
});

const FilterSelect = memo(function FilterSelect({
  name,
  label,
  none,
  value,
  choices,
  onFilter,
}: {
  name: AmmdFilterName;
  label: string;
  none: string;
  value: string | null;
  choices: readonly Choice[];
  onFilter: AmmdWorkshopsViewProps["onFilter"];
}) {
  const t = useT();
  const id = `ammd-filter-${name}`;
  return (
    <div className="ammd-workshops-filter">
      <label htmlFor={id} className={Classes.LABEL}>
        {t(label)}
      </label>
      <HTMLSelect id={id} value={value ?? ALL} fill onChange={(e) => onFilter(name, e.currentTarget.value === ALL ? null : e.currentTarget.value)}>
        <option value={ALL}>{t(none)}</option>
        <Options choices={choices} translated={name === "stage" || name === "sort"} />
      </HTMLSelect>
    </div>
  );
});

/** The rows, a page at a time; other rows (another state) start again at one page. */
const Rows = memo(function Rows({ rows, hrefOf, onOpen }: Pick<AmmdWorkshopsViewProps, "rows" | "hrefOf" | "onOpen">) {
  const t = useT();
  const [page, setPage] = useState({ rows, shown: PAGE });
  const shown = page.rows === rows ? page.shown : PAGE;
  if (page.rows !== rows) setPage({ rows, shown: PAGE });
  return (
    <>
      <ul aria-label={t("Workshops")} className="ammd-workshops-rows">
        {/* keyed by position: a filter change then patches the rows in place (text and links) instead of
            making and removing every element of 25 rows; a row has no state of its own to lose */}
        {rows.slice(0, shown).map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: keyed by position on purpose (above)
          <WorkshopRow key={i} workshop={w} fields={FIELDS} href={hrefOf(w)} onOpen={onOpen} />
        ))}
      </ul>
      <ShowMore total={rows.length} shown={shown} onMore={() => setPage({ rows, shown: shown + PAGE })} />
    </>
  );
});

/** The page's header: not drawn again by a filter change. */
const Header = memo(function Header({ back, title, refreshing }: { back: string; title: string; refreshing: boolean }) {
  const t = useT();
  return (
    <div className="page-header">
      <Link href={back} className={cx(Classes.BUTTON, Classes.MINIMAL)} aria-label={t("Back")} title={t("Back")}>
        <Icon icon="arrow-left" />
      </Link>
      <H1 className="page-title">{t(title)}</H1>
      {refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
    </div>
  );
});

export function AmmdWorkshopsView(p: AmmdWorkshopsViewProps) {
  const t = useT();
  const f = p.filters;
  const inTab = p.counts[f.tab];
  return (
    <div className="page ammd-workshops">
      <Header back={p.back} title={p.title} refreshing={p.refreshing} />
      <TabbedPanel
        id="ammd-workshops-tabs"
        tabs={AMMD_TABS.map((tab) => ({
          id: tab,
          title: tab === "awaiting" ? t("Awaiting Approval ({count})", { count: p.counts[tab] }) : t("Approved ({count})", { count: p.counts[tab] }),
        }))}
        selected={f.tab}
        onChange={p.onTab}
        className="ammd-workshops-tabs"
      >
        <div className="ammd-workshops-filters" role="group" aria-label={t("Filters")}>
          {FILTERS.map(({ name, label, none }) => (
            // the FCP select is made anew for another CMDI's choices: replaced whole, rather than its
            // options taken out one by one (each removal makes the browser go over the select's list again)
            <FilterSelect
              key={name === "fcp" ? `fcp:${f.cmdi ?? ""}` : name}
              name={name}
              label={label}
              none={none}
              value={f[name]}
              choices={p.choices[name]}
              onFilter={p.onFilter}
            />
          ))}
        </div>
        {p.source && <WindowNote source={p.source} />}
        {p.error && <LoadFailed error={p.error} onRetry={p.onRetry} />}
        {p.loading && <Spinner aria-label={t("Loading workshops")} />}
        {!p.loading && inTab === 0 && !p.error && <p role="status">{t("No data available")}</p>}
        {!p.loading && inTab > 0 && p.rows.length === 0 && <p role="status">{t("No workshop matches these filters.")}</p>}
        {inTab > 0 && p.rows.length > 0 && (
          <p className={Classes.TEXT_MUTED} role="status">
            {p.rows.length === inTab
              ? t("{count, plural, one {# workshop} other {# workshops}}", { count: inTab })
              : t("{shown} of {count, plural, one {# workshop} other {# workshops}}", { shown: p.rows.length, count: inTab })}
          </p>
        )}
        <Rows rows={p.rows} hrefOf={p.hrefOf} onOpen={p.onOpen} />
      </TabbedPanel>
    </div>
  );
}
