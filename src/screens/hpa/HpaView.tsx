// /assignedHPA?id=, presentational (decision 041; its screen: ./screen.tsx): one HPA of the FCP,
// from the cached list (shown at once, offline too, then refreshed); one the list does not hold is not found.
import { Spinner } from "@blueprintjs/core";
import { HPA_MESSAGES, type Hpa } from "../../codecs/hpa.ts";
import { type ListLoad, ListLoadNote, PageHeader, TitledState } from "../../views/shell/PageStates.tsx";
import "../../views/page.css";
import "../hpaList/HpaListView.css";
import { useT } from "../../views/i18n.tsx";

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
  const t = useT();
  const facts: Array<[string, string | null]> = h
    ? [
        [t("Name"), h.name],
        [t("HPA Type"), h.type && t(h.type)],
        [t("Mobile No"), h.mobile__c],
        [t("Email"), h.email__c],
        [t("City"), h.city__c],
        [t("State"), h.state__c],
        [t("Institute"), h.institute__c],
        [t("Assigned by CMDI"), h.assigned ? t("Yes") : t("No")],
      ]
    : [];
  return (
    <div className="page hpa-list hpa-list-form">
      <PageHeader title={h ? h.name : title} back={{ to: "/listHPA", label: t("Back to HPAs") }}>
        {load.refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
      </PageHeader>
      <ListLoadNote load={load} />
      {load.loading && <Spinner aria-label={t("Loading the HPA")} />}
      {h && <dl className="hpa-list-details">{facts.map(([k, v]) => [<dt key={`${k}-t`}>{k}</dt>, <dd key={`${k}-d`}>{v ?? "-"}</dd>])}</dl>}
      {!h && !load.loading && !busy && !failed && (
        <TitledState icon="search" title={t(HPA_MESSAGES.notFound)} description={t("It may belong to another FCP, or it has not been added.")} />
      )}
    </div>
  );
}
