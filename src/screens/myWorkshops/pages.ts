// The rest of a windowed workshop list (decision 092), shared by the own list, the AMMD's and the
// super admin's view of a person: a flow of src/machines/workshopPages.machine.ts per list, and
// the rows a screen shows with where they come from: the device's window (open work, then the
// latest, with "Show more from the server"), or the server's pages once asked, or offline the
// device's rows, said so.
import type { AnyListSlot } from "../../codecs/lists.ts";
import type { WorkshopRow } from "../../codecs/workshop.ts";
import type { WorkshopListSource } from "../../machines/workshopList.machine.ts";
import { WORKSHOP_PAGE, workshopPagesMachine } from "../../machines/workshopPages.machine.ts";
import { totalOf } from "../../store/state.ts";
import type { WindowSource } from "../../views/WindowNote.tsx";
import { flow, type HostInput, type Running } from "../host.tsx";
import { serverAt, sourceOf } from "../windowSource.ts";

/** The pages flow of a list (its key names the list, and the person for the super admin's). */
export const pagesFlow = <O>(source: (h: HostInput<O>) => WorkshopListSource, key: string | ((h: HostInput<O>) => string)) =>
  flow<O, typeof workshopPagesMachine>({ machine: workshopPagesMachine, key, input: (h) => ({ list: source(h) }) });

/** The rows to show (the server's pages once shown, else the device's `rows`: the person's own of the slot) and where they come from. */
export function windowedRows<O, R extends WorkshopRow>(
  h: HostInput<O>,
  { snap, send }: Running<typeof workshopPagesMachine>,
  slot: AnyListSlot,
  rows: R[],
): { rows: R[]; source: WindowSource } {
  const { page, pageError } = snap.context;
  const at = serverAt(snap.value);
  const source = sourceOf(
    { at, page, pageError, more: snap.can({ type: "server.more" }) },
    {
      held: rows.length,
      total: totalOf(h.state, slot),
      onDevice: rows.length,
      send,
      onRest: () => send({ type: "server.ask", query: { limit: WORKSHOP_PAGE } }),
    },
  );
  return { rows: at === "shown" && page ? (page.rows as R[]) : rows, source };
}

/** A page that could not be asked offline is asked again when the connection comes back. */
export const retryPages = ({ snap, send }: Running<typeof workshopPagesMachine>) => {
  if (serverAt(snap.value) === "offline") send({ type: "server.retry" });
};
