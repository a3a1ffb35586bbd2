// The FCP's cached HPAs on a hosted screen (decision 041): the loader flow of /listHPA,
// /listFCPAssignedHPA, /assignedHPA and a container's member list (each its own key), fetched on
// every opening however fresh, and its load as the screens draw it; the shared cached-list pieces of
// ../lists.ts bound to the HPAs' slot. A failed load is tried again when the connection comes back.
import { hpasSlot } from "../../codecs/hpa.ts";
import { hpaListMachine } from "../../machines/hpaList.machine.ts";
import type { HostInput, Running } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList } from "../lists.ts";

export const hpasFlow = <O>(key: string) => cachedListFlow<O>(hpasSlot, hpaListMachine, key, { refreshOnOpen: true });

/** The rows, the load (ListLoad) and the flow's own state. */
export const hpasOf = <O>(h: HostInput<O>, list: Running<typeof hpaListMachine>) => cachedListOf(h, list, hpasSlot);

export const hpasReconnect = retryCachedList;
