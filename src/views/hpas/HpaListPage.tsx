// /listHPA (decision 041): the FCP's HPAs from the cached list (shown at once, offline too, then
// refreshed), a search box (name, mobile, city, institute) and a type filter; a row opens the HPA.
import { useMemo, useState } from "react";
import { useSelector } from "@xstate/react";
import { Card, Classes } from "@blueprintjs/core";
import { Link } from "wouter";
import { filterHpas, HPA_TYPE_LABELS, hpasSlot, type Hpa } from "../../codecs/hpa.ts";
import { homeOf } from "../../codecs/session.ts";
import { hpaListMachine } from "../../machines/hpaList.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useCachedList } from "../cachedList.ts";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import "./HpaList.css";
import { SearchAndFilter } from "../ListFilters.tsx";

export const useHpas = (key: string) => useCachedList(hpasSlot, hpaListMachine, key, { refreshOnOpen: true });

export function HpaRows({ rows, label }: { rows: readonly Hpa[]; label: string }) {
  return (
    <ul aria-label={label} className="hpa-list-rows">
      {rows.map((h) => (
        <li key={h.id}>
          <Card compact className="hpa-list-row">
            <Link href={`/assignedHPA?id=${h.id}`} className="hpa-list-name">
              {h.name}
            </Link>
            <div className="hpa-list-facts">
              <span>
                <span className={Classes.TEXT_MUTED}>Type</span> {h.type ?? "-"}
              </span>
              <span>
                <span className={Classes.TEXT_MUTED}>Mobile</span> {h.mobile__c}
              </span>
              <span>
                <span className={Classes.TEXT_MUTED}>City</span> {h.city__c ?? "-"}
              </span>
              {h.assigned && <span className="hpa-list-assigned">Assigned by CMDI</span>}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export default function HpaListPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const list = useHpas("hpaList");
  const [query, setQuery] = useState("");
  const [type, setType] = useState("");
  const shown = useMemo(() => filterHpas(list.rows, query, type), [list.rows, query, type]);
  const filtered = query.trim() !== "" || type !== "";
  const empty =
    list.loading || list.failed || shown.length > 0
      ? null
      : filtered
        ? { icon: "search" as const, title: "No HPA matches", description: "Try another name, number or type." }
        : { icon: "people" as const, title: "No HPAs yet", description: "Add the hobby teachers, art makers and centres you work with." };
  return (
    <ListFrame
      title={title}
      back={user ? homeOf(user) : "/"}
      className="hpa-list"
      what="HPAs"
      state={list}
      empty={empty}
      actions={
        <>
          <Link href="/addNewHPA" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
            Add New HPA
          </Link>
          <Link href="/addFCPHPA" className={Classes.BUTTON}>
            Add FCP HPA
          </Link>
        </>
      }
    >
      {!list.loading && (
        <SearchAndFilter
          className="hpa-list-filters"
          search={{ id: "hpa-search", label: "Search HPAs", value: query, onChange: setQuery, placeholder: "Name, mobile, city or institute" }}
          filter={{ id: "hpa-type-filter", label: "HPA Type", value: type, onChange: setType, all: "All types", options: HPA_TYPE_LABELS }}
        />
      )}
      {shown.length > 0 && <HpaRows rows={shown} label="HPAs" />}
    </ListFrame>
  );
}
