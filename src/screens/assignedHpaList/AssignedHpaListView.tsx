// /listFCPAssignedHPA, presentational (decision 041; its screen: ./screen.tsx): the HPAs a CMDI
// assigned to the FCP, from the same cached list as /listHPA (shown at once, offline too, then refreshed).
import { useMemo } from "react";
import type { Hpa } from "../../codecs/hpa.ts";
import { msg } from "../../codecs/i18n.ts";
import { ListFrame } from "../../views/ListFrame.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { HpaRows } from "../hpaList/HpaListView.tsx";

export interface AssignedHpaListViewProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  /** The FCP's HPAs (cached): the assigned ones are shown. */
  rows: readonly Hpa[];
  load: ListLoad;
  failed: boolean;
}

export function AssignedHpaListView({ title, back, rows, load, failed }: AssignedHpaListViewProps) {
  const assigned = useMemo(() => rows.filter((h) => h.assigned), [rows]);
  const empty =
    load.loading || failed || assigned.length > 0
      ? null
      : { icon: "people" as const, title: msg("No assigned HPAs"), description: msg("HPAs your CMDI assigns to you show here.") };
  return (
    <ListFrame title={title} back={back} className="hpa-list" what={msg("assigned HPAs")} state={load} empty={empty}>
      {assigned.length > 0 && <HpaRows rows={assigned} label={msg("Assigned HPAs")} />}
    </ListFrame>
  );
}
