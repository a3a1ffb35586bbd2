// /listLead (decision 042): the leads assigned to the FCP, from the cached list (shown at once,
// offline too, then refreshed), with a search box (name, mobile, city, institute) and a status
// filter; a row opens the lead.
import { useMemo, useState } from "react";
import { useSelector } from "@xstate/react";
import { Card, Classes } from "@blueprintjs/core";
import { Link } from "wouter";
import { filterLeads, LEAD_STATUSES } from "../../codecs/lead.ts";
import { homeOf } from "../../codecs/session.ts";
import { useAppActors } from "../actors.tsx";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import { useLeads } from "./leadParts.tsx";
import { SearchAndFilter } from "../ListFilters.tsx";

export default function LeadListPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const list = useLeads("leadList");
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("");
  const shown = useMemo(() => filterLeads(list.rows, query, status), [list.rows, query, status]);
  const filtered = query.trim() !== "" || status !== "";
  const empty =
    list.loading || list.failed || shown.length > 0
      ? null
      : filtered
        ? { icon: "search" as const, title: "No lead matches", description: "Try another name, number or status." }
        : { icon: "people" as const, title: "No leads yet", description: "Leads your CMDI assigns to you show here." };
  return (
    <ListFrame title={title} back={user ? homeOf(user) : "/"} className="leads" what="leads" state={list} empty={empty}>
      {!list.loading && (
        <SearchAndFilter
          className="leads-filters"
          search={{ id: "lead-search", label: "Search leads", value: query, onChange: setQuery, placeholder: "Name, mobile, city or institute" }}
          filter={{ id: "lead-status-filter", label: "Status", value: status, onChange: setStatus, all: "All statuses", options: LEAD_STATUSES }}
        />
      )}
      {shown.length > 0 && (
        <ul aria-label="Leads" className="leads-rows">
          {shown.map((l) => (
            <li key={l.id}>
              <Card compact className="leads-row">
                <Link href={`/lead?id=${l.id}`} className="leads-name">
                  {l.name}
                </Link>
                <div className="leads-facts">
                  <span className="leads-status">{l.status}</span>
                  <span>
                    <span className={Classes.TEXT_MUTED}>Mobile</span> {l.mobile__c}
                  </span>
                  <span>
                    <span className={Classes.TEXT_MUTED}>City</span> {l.city__c ?? "-"}
                  </span>
                  {l.follow_up && (
                    <span>
                      <span className={Classes.TEXT_MUTED}>Follow up</span> {l.follow_up}
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
