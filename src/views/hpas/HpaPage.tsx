// /assignedHPA?id= (decision 041): one HPA of the FCP, from the cached list (shown at once,
// offline too, then refreshed); one the list does not hold is not found.
import { Spinner } from "@blueprintjs/core";
import { HPA_MESSAGES } from "../../codecs/hpa.ts";
import type { HpaParams } from "../../codecs/navParams.ts";
import type * as t from "io-ts";
import type { ScreenProps } from "../routes.ts";
import { ListLoadNote, PageHeader, TitledState } from "../shell/PageStates.tsx";
import { useHpas } from "./HpaListPage.tsx";
import "../page.css";
import "./HpaList.css";

export default function HpaPage({ title, params }: ScreenProps<t.TypeOf<typeof HpaParams>>) {
  const list = useHpas("hpaDetails");
  const h = list.rows.find((r) => r.id === params.id);
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
        {list.refreshing && <Spinner size={16} aria-label="Refreshing" />}
      </PageHeader>
      <ListLoadNote load={list} />
      {list.loading && <Spinner aria-label="Loading the HPA" />}
      {h && <dl className="hpa-list-details">{facts.map(([k, v]) => [<dt key={`${k}-t`}>{k}</dt>, <dd key={`${k}-d`}>{v ?? "-"}</dd>])}</dl>}
      {!h && !list.loading && !list.busy && !list.failed && (
        <TitledState icon="search" title={HPA_MESSAGES.notFound} description="It may belong to another FCP, or it was never added." />
      )}
    </div>
  );
}
