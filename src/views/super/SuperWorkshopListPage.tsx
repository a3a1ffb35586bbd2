// /Workshoplist (spec 2.11): the workshops of the person the super admin opened (sfid and type in
// the address), scoped by that person's type, by end date newest first; a row opens
// /WorkshopDetails; Back goes to /super (on the person's tab).
import { useCallback, useMemo } from "react";
import { useLocation } from "wouter";
import { navHref, superLink, workshopDetailsLink, type WorkshopListParams } from "../../codecs/navParams.ts";
import { superPeopleSlot, superWorkshopsSlot } from "../../codecs/superAdmin.ts";
import { scopeColumnOf, type WorkshopRow } from "../../codecs/workshop.ts";
import { workshopListMachine } from "../../machines/workshopList.machine.ts";
import { useFlow, useList } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { WorkshopListView } from "../workshops/WorkshopListView.tsx";
import type { RowField } from "../workshops/WorkshopRow.tsx";

const FIELDS: readonly RowField[] = ["end"];

function useSuperWorkshopList({ sfid, type }: WorkshopListParams) {
  const [, navigate] = useLocation();
  const cached = useList(superWorkshopsSlot);
  const person = useList(superPeopleSlot).find((p) => p.sfid === sfid);
  // the cached rows of this person (the slot holds whoever was opened last)
  const column = scopeColumnOf(type);
  const rows = useMemo(() => cached.filter((w) => w[column] === sfid), [cached, column, sfid]);
  const [snap, send] = useFlow(`workshopList:${type}:${sfid}`, workshopListMachine, {
    source: { list: "person", sfid, type },
    hasCached: rows.length > 0,
  });
  return {
    subtitle: `${person?.name ?? sfid} (${type})`,
    back: { to: navHref(superLink, { tab: type }), label: "Back to Super Admin" },
    rows,
    fields: FIELDS,
    hrefOf: useCallback(
      (w: WorkshopRow) =>
        navHref(workshopDetailsLink, {
          id: w.id,
          source: "lists",
          user: sfid,
          type,
          ...(w.sfid ? { workshopSFID: w.sfid } : {}),
          ...(w.stagename ? { stagename: w.stagename } : {}),
          ...(w.heroku_id__c && /^[0-9a-f-]{36}$/i.test(w.heroku_id__c) ? { heroku_id__c: w.heroku_id__c } : {}),
        }),
      [sfid, type],
    ),
    onOpen: navigate,
    loading: snap.hasTag("loading") && rows.length === 0,
    refreshing: snap.hasTag("loading") && rows.length > 0,
    error: snap.matches("failed") || snap.matches("stale") ? snap.context.error : null,
    onRetry: () => send({ type: "workshops.retry" }),
  };
}

function List({ title, params }: { title: string; params: WorkshopListParams }) {
  return <WorkshopListView title={title} {...useSuperWorkshopList(params)} />;
}

export default function SuperWorkshopListPage({ title, params: p }: ScreenProps<WorkshopListParams>) {
  // another person is another list flow
  return <List key={`${p.type}:${p.sfid}`} title={title} params={p} />;
}
