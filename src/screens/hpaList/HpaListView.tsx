// /listHPA, presentational (decision 041; its screen: ./screen.tsx): the FCP's HPAs from the cached
// list (shown at once, offline too, then refreshed), a search box (name, mobile, city, institute) and
// a type filter; a row opens the HPA. HpaRows is also the assigned HPAs' list.
import { useMemo, useState } from "react";
import { Card, Classes } from "@blueprintjs/core";
import { Link } from "wouter";
import { filterHpas, HPA_TYPE_LABELS, type Hpa } from "../../codecs/hpa.ts";
import { msg } from "../../codecs/i18n.ts";
import { ListFrame } from "../../views/ListFrame.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import "./HpaListView.css";
import { SearchAndFilter } from "../../views/ListFilters.tsx";
import { useT } from "../../views/i18n.tsx";

export function HpaRows({ rows, label }: { rows: readonly Hpa[]; label: string }) {
  const t = useT();
  return (
    <ul aria-label={t(label)} className="hpa-list-rows">
      {rows.map((h) => (
        <li key={h.id}>
          <Card compact className="hpa-list-row">
            <Link href={`/assignedHPA?id=${h.id}`} className="hpa-list-name">
              {h.name}
            </Link>
            <div className="hpa-list-facts">
              <span>
                <span className={Classes.TEXT_MUTED}>{t("Type")}</span> {h.type ? t(h.type) : "-"}
              </span>
              <span>
                <span className={Classes.TEXT_MUTED}>{t("Mobile")}</span> {h.mobile__c}
              </span>
              <span>
                <span className={Classes.TEXT_MUTED}>{t("City")}</span> {h.city__c ?? "-"}
              </span>
              {h.assigned && <span className="hpa-list-assigned">{t("Assigned by CMDI")}</span>}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export interface HpaListViewProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  /** The FCP's HPAs (cached). */
  rows: readonly Hpa[];
  /** The list's load: the first load's spinner, a refresh, offline, a failure with Try again. */
  load: ListLoad;
  /** The list failed to load (no empty state then). */
  failed: boolean;
}

export function HpaListView({ title, back, rows, load, failed }: HpaListViewProps) {
  const t = useT();
  const [query, setQuery] = useState("");
  const [type, setType] = useState("");
  const shown = useMemo(() => filterHpas(rows, query, type), [rows, query, type]);
  const filtered = query.trim() !== "" || type !== "";
  const empty =
    load.loading || failed || shown.length > 0
      ? null
      : filtered
        ? { icon: "search" as const, title: msg("No HPA matches"), description: msg("Try another name, number or type.") }
        : { icon: "people" as const, title: msg("No HPAs yet"), description: msg("Add the hobby teachers, art makers and centres you work with.") };
  return (
    <ListFrame
      title={title}
      back={back}
      className="hpa-list"
      what={msg("HPAs")}
      state={load}
      empty={empty}
      actions={
        <>
          <Link href="/addNewHPA" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
            {t("Add New HPA")}
          </Link>
          <Link href="/addFCPHPA" className={Classes.BUTTON}>
            {t("Add FCP HPA")}
          </Link>
        </>
      }
    >
      {!load.loading && (
        <SearchAndFilter
          className="hpa-list-filters"
          search={{
            id: "hpa-search",
            label: msg("Search HPAs"),
            value: query,
            onChange: setQuery,
            placeholder: msg("Name, mobile, city or institute"),
          }}
          filter={{ id: "hpa-type-filter", label: msg("HPA Type"), value: type, onChange: setType, all: msg("All types"), options: HPA_TYPE_LABELS }}
        />
      )}
      {shown.length > 0 && <HpaRows rows={shown} label={msg("HPAs")} />}
    </ListFrame>
  );
}
