// /viewFCPLeads, presentational (decision 042; its screen: ./screen.tsx): for a CMDI or an AMMD, one
// FCP's leads or those of all their FCPs ("All my FCPs", decision 068), grouped by status, each with
// how it moved (who, when, from, to, the note), from the cached list of the manager's leads (shown
// at once, offline too; the server lists only the leads of the FCPs in the session's scope). The
// FCPs are those in the scope with leads, named as every FCP picker names them (fcpLabel).
import { useMemo, useState } from "react";
import { Card, Classes, FormGroup, H2, HTMLSelect } from "@blueprintjs/core";
import { Link } from "wouter";
import { fcpLabel } from "../../codecs/display.ts";
import { LEAD_STATUSES, type Lead, type LeadStatus } from "../../codecs/lead.ts";
import { ListFrame } from "../../views/ListFrame.tsx";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";
import { Moves } from "../../views/leads/leadParts.tsx";
import { ShowMore } from "../../views/ShowMore.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";

/** The choice that shows the leads of every FCP of the manager. */
const ALL_FCPS = "all";
/** Leads drawn at first under each status (more with "Show more"). */
const PAGE = 20;

const labelOf = (l: Lead) => (l.fcp_id === null ? "" : fcpLabel({ name: l.fcp_name, phone: l.fcp_phone, id: l.fcp_id }));

const Fact = ({ name, value }: { name: string; value: string }) => (
  <span>
    <span className={Classes.TEXT_MUTED}>{name}</span> {value}
  </span>
);

function StatusSection({ status, rows, all }: { status: LeadStatus; rows: readonly Lead[]; all: boolean }) {
  const t = useT();
  const f = useFormats();
  const [shown, setShown] = useState(PAGE);
  return (
    <section aria-label={t(status)}>
      <H2 className="leads-section">
        {t(status)} ({rows.length})
      </H2>
      {rows.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t("None")}</p>
      ) : (
        <ul className="leads-rows" aria-label={t("{status} leads", { status: t(status) })}>
          {rows.slice(0, shown).map((l) => (
            <li key={l.id}>
              <Card compact className="leads-row">
                <span className="leads-name">{l.name}</span>
                <div className="leads-facts">
                  {all && <Fact name="FCP" value={labelOf(l)} />}
                  <Fact name={t("Mobile")} value={l.mobile__c} />
                  {l.follow_up && <Fact name={t("Follow up")} value={f.date(l.follow_up)} />}
                </div>
                <Moves lead={l} label={t("How {name} moved", { name: l.name })} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ShowMore total={rows.length} shown={shown} onMore={() => setShown((n) => n + PAGE)} />
    </section>
  );
}

export interface FcpLeadsViewProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  /** A CMDI may go on to assign leads. */
  canAssign: boolean;
  /** The leads of the manager's FCPs (cached). */
  rows: readonly Lead[];
  /** The list's load: the first load's spinner, a refresh, offline, a failure with Try again. */
  load: ListLoad;
  /** The list failed to load (no empty state then). */
  failed: boolean;
  /** The manager's FCPs the phone holds (id, label), offered beside those with leads shown (decision 092). */
  fcps?: readonly (readonly [number, string])[];
  /** Where the leads shown come from (decision 092): this phone's window, the server's pages, offline. */
  source?: WindowSource;
  /** The FCP chosen ("" none, "all", or an account id), told to the flow (a windowed list asks the server). */
  onFcp?: (fcp: string) => void;
}

export function FcpLeadsView({ title, back, canAssign, rows, load, failed, fcps: known = [], source = { kind: "whole" }, onFcp }: FcpLeadsViewProps) {
  const t = useT();
  const fcps = useMemo(() => {
    const byId = new Map<number, string>(known);
    // a server's page holds one FCP's leads: the FCPs offered come from `known` then (the screen's)
    if (known.length === 0) for (const l of rows) if (l.fcp_id !== null) byId.set(l.fcp_id, labelOf(l));
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [rows, known]);
  const [fcp, setFcpHere] = useState("");
  const setFcp = (v: string) => {
    setFcpHere(v);
    onFcp?.(v);
  };
  const all = fcp === ALL_FCPS;
  const theirs = useMemo(() => {
    const shown = rows.filter((l) => l.fcp_id !== null && (all || String(l.fcp_id) === fcp));
    // all: by FCP, each one's leads in the list's order
    return all ? shown.sort((a, b) => labelOf(a).localeCompare(labelOf(b))) : shown;
  }, [rows, fcp, all]);
  const empty =
    load.loading || failed || fcps.length > 0
      ? null
      : {
          icon: "people" as const,
          title: msg("No FCP has leads yet"),
          description: msg("Leads assigned to your FCPs show here, with how they moved."),
        };
  return (
    <ListFrame
      title={title}
      back={back}
      className="leads"
      what={msg("leads")}
      state={load}
      empty={empty}
      actions={
        canAssign && (
          <Link href="/listAssignLead" className={Classes.BUTTON}>
            {t("Assign Leads")}
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
            options={[
              { value: "", label: t("Choose an FCP") },
              { value: ALL_FCPS, label: t("All my FCPs") },
              ...fcps.map(([id, label]) => ({ value: String(id), label })),
            ]}
          />
        </FormGroup>
      )}
      {!load.loading && fcp !== "" && <WindowNote source={source} />}
      {fcps.length > 0 && fcp === "" && <p className={Classes.TEXT_MUTED}>{t("Choose an FCP, or All my FCPs, to see their leads.")}</p>}
      {fcp !== "" &&
        LEAD_STATUSES.map((status) => (
          <StatusSection key={`${fcp}:${status}`} status={status} rows={theirs.filter((l) => l.status === status)} all={all} />
        ))}
    </ListFrame>
  );
}
