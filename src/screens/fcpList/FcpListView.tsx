// /listMyFCP, presentational (its screen: ./screen.tsx): a manager's FCPs in three tabs (all,
// active, inactive: the spec's cached FCP lists), a search by name, SAP code, phone, email or city,
// each name opening the FCP's page (/viewFCP), and the rows shown as a CSV file.
import { useMemo } from "react";
import { FormGroup, InputGroup } from "@blueprintjs/core";
import { FILTER_TEXT_MAX, navHref, viewFcpLink } from "../../codecs/navParams.ts";
import { FCP_STATUSES, type FcpRow, type FcpStatus } from "../../codecs/people.ts";
import { ExportCsv } from "../../views/ExportCsv.tsx";
import { ListFrame } from "../../views/ListFrame.tsx";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";
import { fcpColumns, numbered } from "../../views/people/peopleColumns.ts";
import { PeopleTable } from "../../views/people/PeopleTable.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { TabbedPanel } from "../../views/TabbedPanel.tsx";
import "../../views/people/FcpList.css";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";

const TAB_TITLES: Record<FcpStatus, string> = { all: msg("All"), active: msg("Active"), inactive: msg("Inactive") };
const TABLE_LABELS: Record<FcpStatus, string> = { all: msg("All FCPs"), active: msg("Active FCPs"), inactive: msg("Inactive FCPs") };
const TABS = FCP_STATUSES.map((id) => ({ id, title: TAB_TITLES[id] }));

export interface FcpListViewProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  /** The shown tab's load: the first load's spinner, a refresh, offline, a failure with Try again. */
  load: ListLoad;
  /** The tab is loaded (not loading, not failed): no rows then means none. */
  settled: boolean;
  /** Today (YYYY-MM-DD, India's), the CSV file's date. */
  today: string;
  /** The CMDI column (an AMMD oversees several CMDIs). */
  withCmdi: boolean;
  tab: FcpStatus;
  query: string;
  /** The tab's FCPs before the search. */
  total: number;
  /** The tab's FCPs the search keeps. */
  shown: readonly FcpRow[];
  /** Where the FCPs shown come from (decision 092): this phone's window or the server's search. */
  source: WindowSource;
  onTab: (tab: FcpStatus) => void;
  onSearch: (query: string) => void;
}

export function FcpListView(p: FcpListViewProps) {
  const t = useT();
  const { tab, query, shown } = p;
  const columns = useMemo(() => numbered(shown, fcpColumns(p.withCmdi)), [shown, p.withCmdi]);
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="fcp-list"
      what={msg("FCPs")}
      state={p.load}
      empty={null}
      actions={<ExportCsv what={`fcps-${tab}`} today={p.today} columns={columns} rows={shown} label={msg("Download the FCPs shown as CSV")} />}
    >
      <TabbedPanel id="fcp-list-tabs" tabs={TABS} selected={tab} onChange={p.onTab}>
        <FormGroup label={t("Search FCPs")} labelFor="fcp-search" className="fcp-list-search">
          <InputGroup
            id="fcp-search"
            type="search"
            maxLength={FILTER_TEXT_MAX}
            leftIcon="search"
            placeholder={t("Name, SAP code, phone, email or city")}
            value={query}
            onValueChange={p.onSearch}
          />
        </FormGroup>
        <WindowNote source={p.source} />
        {p.settled && shown.length === 0 && (
          <p role="status">
            {p.total > 0
              ? t('No FCP matches "{query}".', { query: query.trim() })
              : tab === "all"
                ? t("You have no FCPs.")
                : tab === "active"
                  ? t("You have no active FCPs.")
                  : t("You have no inactive FCPs.")}
          </p>
        )}
        {/* another tab's FCPs start again at one page */}
        <PeopleTable
          key={tab}
          rows={shown}
          columns={columns}
          label={t(TABLE_LABELS[tab])}
          link={{ key: "name", href: (r) => navHref(viewFcpLink, { id: r.id }) }}
        />
      </TabbedPanel>
    </ListFrame>
  );
}
