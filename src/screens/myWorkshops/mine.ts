// The person's own workshops (the CMDI's /listWorkshopCMDI, the FCP's /homeFCP and Events Planned):
// those of the financial year assigned to the CMDI or of the FCP's account, from the store at once
// and refreshed in the background by one flow, "workshopList:mine" (spec section 7).
import { homeOf } from "../../codecs/session.ts";
import { myWorkshopsSlot, scopeColumnOf, type WorkshopRow } from "../../codecs/workshop.ts";
import { workshopListMachine } from "../../machines/workshopList.machine.ts";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { flow, type HostInput, type Running } from "../host.tsx";
import { keptError, listLoad, rowsOf } from "../lists.ts";
import { msg } from "../../codecs/i18n.ts";

/** Only this person's rows: a cache another person left on this device never shows. */
export const myRows = <O>(h: HostInput<O>): WorkshopRow[] => {
  const u = h.user;
  return u ? rowsOf(h, myWorkshopsSlot).filter((w) => w[scopeColumnOf(u.role)] === u.sfid) : [];
};

export const mineFlow = <O>() =>
  flow<O, typeof workshopListMachine>({
    machine: workshopListMachine,
    key: "workshopList:mine",
    input: (h) => ({ source: { list: "mine" }, hasCached: myRows(h).length > 0 }),
  });

export interface Mine extends ListLoad {
  rows: WorkshopRow[];
  back: { to: string; label: string };
}

/** The rows, Back home and the list's load. */
export function mine<O>(h: HostInput<O>, list: Running<typeof workshopListMachine>): Mine {
  const rows = myRows(h);
  return {
    rows,
    back: { to: h.user ? homeOf(h.user) : "/", label: msg("Back to home") },
    ...listLoad(h, list.snap, rows.length, keptError(list.snap), myWorkshopsSlot, () => list.send({ type: "workshops.retry" })),
  };
}

/** A load that failed offline is tried again when the connection comes back. */
export const retryMine = (list: Running<typeof workshopListMachine>) => {
  if (keptError(list.snap) !== null) list.send({ type: "workshops.retry" });
};
