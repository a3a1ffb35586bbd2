// /listMyFCP for a CMDI and an AMMD: their FCPs in three tabs (all, active, inactive: the spec's
// cached FCP lists), a search by name, SAP code, phone, email or city, each name opening the FCP's
// page (/viewFCP), and the rows shown as a CSV file.
import { useCallback, useMemo } from "react";
import { useSelector } from "@xstate/react";
import { FormGroup, InputGroup } from "@blueprintjs/core";
import { programmeDate } from "../../codecs/calendar.ts";
import { FILTER_TEXT_MAX, navHref, viewFcpLink } from "../../codecs/navParams.ts";
import { FCP_SLOTS, FCP_STATUSES, searchFcps, type FcpStatus } from "../../codecs/people.ts";
import { homeOf } from "../../codecs/session.ts";
import { fcpListMachine } from "../../machines/fcpList.machine.ts";
import { listOf } from "../../store/state.ts";
import { useAppActors } from "../actors.tsx";
import { ExportCsv } from "../ExportCsv.tsx";
import { useListLoad } from "../cachedList.ts";
import { useFlow, useStore } from "../flows.ts";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import { TabbedPanel } from "../TabbedPanel.tsx";
import { fcpColumns, numbered } from "./peopleColumns.ts";
import { PeopleTable } from "./PeopleTable.tsx";
import "./FcpListView.css";

const TAB_TITLES: Record<FcpStatus, string> = { all: "All", active: "Active", inactive: "Inactive" };
const TABS = FCP_STATUSES.map((id) => ({ id, title: TAB_TITLES[id] }));

export default function FcpListPage({ title }: ScreenProps) {
  const { session, store } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  // the tabs whose list is cached when the screen opens (they show at once while they refresh)
  const cachedTabs = useMemo(() => FCP_STATUSES.filter((t) => listOf(store.state(), FCP_SLOTS[t]).length > 0), [store]);
  const [snap, send] = useFlow("fcpList", fcpListMachine, { cached: cachedTabs });
  const { tab, query } = snap.context;
  const rows = useStore((s) => listOf(s, FCP_SLOTS[tab]));
  const shown = useMemo(() => searchFcps(rows, query), [rows, query]);
  const columns = useMemo(() => numbered(shown, fcpColumns(user?.role === "AMMD")), [shown, user?.role]);
  const today = useMemo(() => programmeDate(new Date()), []);
  const loading = snap.hasTag("loading");
  const settled = !loading && !snap.matches({ data: "failed" });
  const load = useListLoad(
    snap,
    rows.length,
    snap.matches({ data: "failed" }) || snap.matches({ data: "stale" }) ? snap.context.error : null,
    FCP_SLOTS[tab].name,
    () => send({ type: "fcps.retry" }),
  );
  const onTab = useCallback((t: FcpStatus) => send({ type: "fcps.tab", tab: t }), [send]);
  return (
    <ListFrame
      title={title}
      back={user ? homeOf(user) : "/"}
      className="fcp-list"
      what="FCPs"
      state={load}
      empty={null}
      actions={<ExportCsv what={`fcps-${tab}`} today={today} columns={columns} rows={shown} label="Download the FCPs shown as CSV" />}
    >
      <TabbedPanel id="fcp-list-tabs" tabs={TABS} selected={tab} onChange={onTab}>
        <FormGroup label="Search FCPs" labelFor="fcp-search" className="fcp-list-search">
          <InputGroup
            id="fcp-search"
            type="search"
            maxLength={FILTER_TEXT_MAX}
            leftIcon="search"
            placeholder="Name, SAP code, phone, email or city"
            value={query}
            onValueChange={(v) => send({ type: "fcps.search", query: v })}
          />
        </FormGroup>
        {settled && shown.length === 0 && (
          <p role="status">
            {rows.length === 0 ? `You have no ${tab === "all" ? "" : `${TAB_TITLES[tab].toLowerCase()} `}FCPs.` : `No FCP matches "${query.trim()}".`}
          </p>
        )}
        {/* another tab's FCPs start again at one page */}
        <PeopleTable
          key={tab}
          rows={shown}
          columns={columns}
          label={`${TAB_TITLES[tab]} FCPs`}
          link={{ key: "name", href: (r) => navHref(viewFcpLink, { id: r.id }) }}
        />
      </TabbedPanel>
    </ListFrame>
  );
}
