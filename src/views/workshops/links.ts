// The links that open a workshop from a list, saying which list (Back returns to it): shared by the
// FCP's and CMDI's lists, Events Planned and the AMMD's list (src/screens).
import { navHref, workshopLink, type WorkshopSource } from "../../codecs/navParams.ts";
import type { WorkshopRow } from "../../codecs/workshop.ts";
import { kept } from "../kept.ts";

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

/** A plan kept on this device (not sent yet) has no record id: it opens nothing until the server has it. */
export const openable = (w: WorkshopRow, source: WorkshopSource): string => (typeof w.id === "number" ? workshopHref(w, source) : "");
