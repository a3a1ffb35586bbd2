// A lead, presentational (decision 042; its screen: ./screen.tsx): the lead's details, its forms (a
// hosted part the screen gives: ./forms.tsx) and how it moved; the list's load (the first load's
// spinner, a refresh, offline, a failure with Try again); a lead not in the list says so.
import type { ComponentType } from "react";
import { H2, Spinner } from "@blueprintjs/core";
import { LEAD_MESSAGES, type Lead } from "../../codecs/lead.ts";
import { Moves } from "../../views/leads/leadParts.tsx";
import { type ListLoad, ListLoadNote, PageHeader, TitledState } from "../../views/shell/PageStates.tsx";
import "../../views/page.css";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";

export interface LeadViewProps {
  title: string;
  /** The lead of the address, null while it is not in the cached list. */
  lead: Lead | null;
  load: ListLoad;
  /** The list is being fetched (with or without cached rows). */
  busy: boolean;
  failed: boolean;
  /** The lead's forms (a status change, Convert to HPA), each lead's own. */
  Forms: ComponentType<{ lead: Lead }>;
}

export function LeadView({ title, lead, load, busy, failed, Forms }: LeadViewProps) {
  const t = useT();
  const f = useFormats();
  const facts: Array<[string, string | null]> = lead
    ? [
        [t("Status"), t(lead.status)],
        [t("Mobile No"), lead.mobile__c],
        [t("Email"), lead.email__c],
        [t("City"), lead.city__c],
        [t("Institute"), lead.institute__c],
        [t("Source"), lead.source && t(lead.source)],
        [t("Follow-up date"), lead.follow_up && f.date(lead.follow_up)],
        [t("Assigned by"), lead.cmdi_name],
      ]
    : [];
  return (
    <div className="page leads">
      <PageHeader title={lead ? lead.name : title} back={{ to: "/listLead", label: t("Back to leads") }}>
        {load.refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
      </PageHeader>
      <ListLoadNote load={load} />
      {load.loading && <Spinner aria-label={t("Loading the lead")} />}
      {lead && (
        <>
          <dl className="leads-details">{facts.map(([k, v]) => [<dt key={`${k}-t`}>{k}</dt>, <dd key={`${k}-d`}>{v ?? "-"}</dd>])}</dl>
          <Forms key={lead.id} lead={lead} />
          <H2 className="leads-section">{t("History")}</H2>
          <Moves lead={lead} label={t("History")} />
        </>
      )}
      {!lead && !load.loading && !busy && !failed && (
        <TitledState icon="search" title={t(LEAD_MESSAGES.notFound)} description={t("It may be assigned to another FCP.")} />
      )}
    </div>
  );
}
