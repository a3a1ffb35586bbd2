// The FCP's cached HPAs on a hosted screen (decision 041): the loader flow of /listHPA,
// /listFCPAssignedHPA, /assignedHPA and a container's member list (each its own key), fetched on
// every opening however fresh, and its load as the screens draw it. A failed load is tried again
// when the connection comes back (hpasReconnect).
import { hpasSlot } from "../../codecs/hpa.ts";
import { hpaListMachine } from "../../machines/hpaList.machine.ts";
import { flow, type HostInput, type Running } from "../host.tsx";
import { keptError, listLoad, rowsOf } from "../lists.ts";

export const hpasFlow = <O>(key: string) =>
  flow<O, typeof hpaListMachine>({ machine: hpaListMachine, key, input: (h) => ({ hasCached: rowsOf(h, hpasSlot).length > 0, fresh: false }) });

/** The rows, the load (ListLoad) and the flow's own state, as useCachedList gave them. */
export function hpasOf<O>(h: HostInput<O>, { snap, send }: Running<typeof hpaListMachine>) {
  const rows = rowsOf(h, hpasSlot);
  const load = listLoad(h, snap, rows.length, keptError(snap), hpasSlot, () => send({ type: "list.retry" }));
  return { rows, load, busy: snap.hasTag("loading"), failed: snap.matches("failed") };
}

export const hpasReconnect = ({ snap, send }: Running<typeof hpaListMachine>) => {
  if (keptError(snap) !== null) send({ type: "list.retry" });
};
