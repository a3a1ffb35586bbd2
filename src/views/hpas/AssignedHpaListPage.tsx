// /listFCPAssignedHPA, the FCP menu's "Assigned HPAs" (decision 041): the HPAs a CMDI assigned to
// the FCP, from the same cached list as /listHPA (shown at once, offline too, then refreshed).
import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { homeOf } from "../../codecs/session.ts";
import { useAppActors } from "../actors.tsx";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import { HpaRows, useHpas } from "./HpaListPage.tsx";

export default function AssignedHpaListPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const list = useHpas("assignedHpaList");
  const assigned = useMemo(() => list.rows.filter((h) => h.assigned), [list.rows]);
  const empty =
    list.loading || list.failed || assigned.length > 0
      ? null
      : { icon: "people" as const, title: "No assigned HPAs", description: "HPAs your CMDI assigns to you show here." };
  return (
    <ListFrame title={title} back={user ? homeOf(user) : "/"} className="hpa-list" what="assigned HPAs" state={list} empty={empty}>
      {assigned.length > 0 && <HpaRows rows={assigned} label="Assigned HPAs" />}
    </ListFrame>
  );
}
