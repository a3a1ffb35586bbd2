// A CMDI's workshops (/listWorkshopCMDI) and an FCP's (/homeFCP): those of the financial year
// assigned to the CMDI or of the FCP's account, with an sfid (spec section 7), from the store at
// once and refreshed in the background; a row opens the workshop, whose Back returns here.
import { useCallback, useMemo } from "react";
import { useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import { navHref, workshopLink, type WorkshopSource } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { myWorkshopsSlot, scopeColumnOf, type WorkshopRow } from "../../codecs/workshop.ts";
import { workshopListMachine } from "../../machines/workshopList.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useListLoad } from "../cachedList.ts";
import { useFlow, useList } from "../flows.ts";
import { kept } from "../kept.ts";
import type { ScreenProps } from "../routes.ts";
import type { RowField } from "./WorkshopRow.tsx";
import { WorkshopListView } from "./WorkshopListView.tsx";

const FIELDS: readonly RowField[] = ["start", "cmdi", "fcp"];

/** The link that opens a workshop from a list, saying which list (Back returns to it). */
export const workshopHref = (w: WorkshopRow, source: WorkshopSource, extra: Record<string, string> = {}) =>
  navHref(workshopLink, {
    id: w.id,
    source,
    ...(w.sfid ? { workshopSFID: w.sfid } : {}),
    ...(w.stagename ? { stagename: w.stagename } : {}),
    ...extra,
  });

/**
 * `workshopHref(w, source, carry)` for the rows of one state of a list (the AMMD list draws 25 at
 * each filter change, every link carrying the filters): a row's own part is made once per row and
 * kept with it (../kept.ts), the carried part once per call. The same addresses
 * (test/unit/workshops/ammdWorkshops.test.ts).
 */
export function workshopHrefs(source: WorkshopSource, carry: Record<string, string>): (w: WorkshopRow) => string {
  const carried = new URLSearchParams(carry).toString();
  return (w) => {
    const base = kept(w, `href:${source}`, () => workshopHref(w, source));
    return carried ? `${base}&${carried}` : base;
  };
}

export function useMyWorkshops() {
  const { session } = useAppActors();
  const [, navigate] = useLocation();
  const user = useSelector(session, (s) => s.context.user)!;
  const cached = useList(myWorkshopsSlot);
  // only this person's rows: a cache another person left on this device never shows
  const rows = useMemo(() => cached.filter((w) => w[scopeColumnOf(user.role)] === user.sfid), [cached, user]);
  const [snap, send] = useFlow("workshopList:mine", workshopListMachine, { source: { list: "mine" }, hasCached: rows.length > 0 });
  const source = user.role === "CMDI" ? "cmdi" : "fcp";
  return {
    subtitle: null,
    back: { to: homeOf(user), label: "Back to home" },
    rows,
    fields: FIELDS,
    // an FCP plans their workshops here (decision 029)
    action: user.role === "FCP" ? { href: "/planningWorkshop", label: "Plan a Workshop" } : null,
    // a plan kept on this device (not sent yet) has no record id: it opens nothing until the server has it
    hrefOf: useCallback((w: WorkshopRow) => (typeof w.id === "number" ? workshopHref(w, source) : ""), [source]),
    onOpen: navigate,
    ...useListLoad(snap, rows.length, snap.matches("failed") || snap.matches("stale") ? snap.context.error : null, myWorkshopsSlot.name, () =>
      send({ type: "workshops.retry" }),
    ),
  };
}

export default function MyWorkshopsPage({ title }: ScreenProps) {
  return <WorkshopListView title={title} {...useMyWorkshops()} />;
}
