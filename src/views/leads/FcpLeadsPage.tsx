// /viewFCPLeads (decision 042): for a CMDI or an AMMD, one FCP's leads grouped by status, each with
// how it moved (who, when, from, to, the note), from the cached list of the manager's leads (shown
// at once, offline too). The FCP is chosen among those in the manager's scope with leads.
import { useMemo, useState } from "react";
import { useSelector } from "@xstate/react";
import { Card, Classes, FormGroup, H2, HTMLSelect } from "@blueprintjs/core";
import { Link } from "wouter";
import { LEAD_STATUSES } from "../../codecs/lead.ts";
import { homeOf } from "../../codecs/session.ts";
import { useAppActors } from "../actors.tsx";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import { Moves, useLeads } from "./leadParts.tsx";

export default function FcpLeadsPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const list = useLeads("fcpLeads");
  const fcps = useMemo(() => {
    const byId = new Map<number, string>();
    for (const l of list.rows) if (l.fcp_id !== null) byId.set(l.fcp_id, l.fcp_name ?? `FCP ${l.fcp_id}`);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [list.rows]);
  const [fcp, setFcp] = useState("");
  const theirs = list.rows.filter((l) => String(l.fcp_id) === fcp);
  const empty =
    list.loading || list.failed || fcps.length > 0
      ? null
      : { icon: "people" as const, title: "No FCP has leads yet", description: "Leads assigned to your FCPs show here, with how they moved." };
  return (
    <ListFrame
      title={title}
      back={user ? homeOf(user) : "/"}
      className="leads"
      what="leads"
      state={list}
      empty={empty}
      actions={
        user?.role === "CMDI" && (
          <Link href="/listAssignLead" className={Classes.BUTTON}>
            Assign Leads
          </Link>
        )
      }
    >
      {fcps.length > 0 && (
        <FormGroup label="FCP" labelFor="fcp-leads-fcp">
          <HTMLSelect
            id="fcp-leads-fcp"
            value={fcp}
            fill
            onChange={(e) => setFcp(e.currentTarget.value)}
            options={[{ value: "", label: "Choose an FCP" }, ...fcps.map(([id, name]) => ({ value: String(id), label: name }))]}
          />
        </FormGroup>
      )}
      {fcps.length > 0 && fcp === "" && <p className={Classes.TEXT_MUTED}>Choose an FCP to see their leads.</p>}
      {fcp !== "" &&
        LEAD_STATUSES.map((status) => {
          const rows = theirs.filter((l) => l.status === status);
          return (
            <section key={status} aria-label={status}>
              <H2 className="leads-section">
                {status} ({rows.length})
              </H2>
              {rows.length === 0 ? (
                <p className={Classes.TEXT_MUTED}>None</p>
              ) : (
                <ul className="leads-rows" aria-label={`${status} leads`}>
                  {rows.map((l) => (
                    <li key={l.id}>
                      <Card compact className="leads-row">
                        <span className="leads-name">{l.name}</span>
                        <div className="leads-facts">
                          <span>
                            <span className={Classes.TEXT_MUTED}>Mobile</span> {l.mobile__c}
                          </span>
                          {l.follow_up && (
                            <span>
                              <span className={Classes.TEXT_MUTED}>Follow up</span> {l.follow_up}
                            </span>
                          )}
                        </div>
                        <Moves lead={l} label={`How ${l.name} moved`} />
                      </Card>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </ListFrame>
  );
}
