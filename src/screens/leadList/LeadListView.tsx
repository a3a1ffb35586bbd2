// /listLead, presentational (decision 042; its screen: ./screen.tsx): the leads assigned to the FCP,
// from the cached list (shown at once, offline too, then refreshed), with a search box (name,
// mobile, city, institute) and a status filter; a row opens the lead.
import { useMemo, useState } from "react";
import { Card, Classes } from "@blueprintjs/core";
import { Link } from "wouter";
import { filterLeads, LEAD_STATUSES, type Lead } from "../../codecs/lead.ts";
import { ListFrame } from "../../views/ListFrame.tsx";
import { SearchAndFilter } from "../../views/ListFilters.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import "../../views/leads/Leads.css";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";

export interface LeadListViewProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  /** The FCP's leads (cached). */
  rows: readonly Lead[];
  /** The list's load: the first load's spinner, a refresh, offline, a failure with Try again. */
  load: ListLoad;
  /** The list failed to load (no empty state then). */
  failed: boolean;
}

export function LeadListView({ title, back, rows, load, failed }: LeadListViewProps) {
  const t = useT();
  const f = useFormats();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("");
  const shown = useMemo(() => filterLeads(rows, query, status), [rows, query, status]);
  const filtered = query.trim() !== "" || status !== "";
  const empty =
    load.loading || failed || shown.length > 0
      ? null
      : filtered
        ? { icon: "search" as const, title: msg("No lead matches"), description: msg("Try another name, number or status.") }
        : { icon: "people" as const, title: msg("No leads yet"), description: msg("Leads your CMDI assigns to you show here.") };
  return (
    <ListFrame title={title} back={back} className="leads" what={msg("leads")} state={load} empty={empty}>
      {!load.loading && (
        <SearchAndFilter
          className="leads-filters"
          search={{
            id: "lead-search",
            label: msg("Search leads"),
            value: query,
            onChange: setQuery,
            placeholder: msg("Name, mobile, city or institute"),
          }}
          filter={{
            id: "lead-status-filter",
            label: msg("Status"),
            value: status,
            onChange: setStatus,
            all: msg("All statuses"),
            options: LEAD_STATUSES,
          }}
        />
      )}
      {shown.length > 0 && (
        <ul aria-label={t("Leads")} className="leads-rows">
          {shown.map((l) => (
            <li key={l.id}>
              <Card compact className="leads-row">
                <Link href={`/lead?id=${l.id}`} className="leads-name">
                  {l.name}
                </Link>
                <div className="leads-facts">
                  <span className="leads-status">{t(l.status)}</span>
                  <span>
                    <span className={Classes.TEXT_MUTED}>{t("Mobile")}</span> {l.mobile__c}
                  </span>
                  <span>
                    <span className={Classes.TEXT_MUTED}>{t("City")}</span> {l.city__c ?? "-"}
                  </span>
                  {l.follow_up && (
                    <span>
                      <span className={Classes.TEXT_MUTED}>{t("Follow up")}</span> {f.date(l.follow_up)}
                    </span>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
