// /assignedHPA?id=, presentational (decision 041; its screen: ./screen.tsx): one HPA of the FCP,
// from the cached list (shown at once, offline too, then refreshed); one the list does not hold is not found.
import { Spinner } from "@blueprintjs/core";
import { HPA_MESSAGES, type Hpa } from "../../codecs/hpa.ts";
import { type ListLoad, ListLoadNote, PageHeader, TitledState } from "../../views/shell/PageStates.tsx";
import "../../views/page.css";
import "../hpaList/HpaListView.css";

export interface HpaViewProps {
  title: string;
  /** The HPA of the address, when the cached list holds it. */
  hpa: Hpa | null;
  load: ListLoad;
  /** The list is being fetched (with or without cached rows). */
  busy: boolean;
  failed: boolean;
}

export function HpaView({ title, hpa: h, load, busy, failed }: HpaViewProps) {
  const facts: Array<[string, string | null]> = h
    ? [
        ["Name", h.name],
        ["HPA Type", h.type],
        ["Mobile No", h.mobile__c],
        ["Email", h.email__c],
        ["City", h.city__c],
        ["State", h.state__c],
        ["Institute", h.institute__c],
        ["Assigned by CMDI", h.assigned ? "Yes" : "No"],
      ]
    : [];
  return (
    <div className="page hpa-list hpa-list-form">
      <PageHeader title={h ? h.name : title} back={{ to: "/listHPA", label: "Back to HPAs" }}>
        {load.refreshing && <Spinner size={16} aria-label="Refreshing" />}
      </PageHeader>
      <ListLoadNote load={load} />
      {load.loading && <Spinner aria-label="Loading the HPA" />}
      {h && <dl className="hpa-list-details">{facts.map(([k, v]) => [<dt key={`${k}-t`}>{k}</dt>, <dd key={`${k}-d`}>{v ?? "-"}</dd>])}</dl>}
      {!h && !load.loading && !busy && !failed && (
        <TitledState icon="search" title={HPA_MESSAGES.notFound} description="It may belong to another FCP, or it was never added." />
      )}
    </div>
  );
}
