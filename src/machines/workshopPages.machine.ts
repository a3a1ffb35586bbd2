// The rest of a windowed workshop list from the server (decision 092): a CMDI's or an FCP's own
// workshops, the AMMD's approval list and the super admin's view of a person hold a window on the
// device (open work, then the latest) and their screens narrow by nothing the server is asked
// for; "Show more from the server" (`server.ask` with the page's size, then `server.more`) asks
// the list's page op (`page`, bound by src/features/workshops.ts: workshops.mine.page,
// workshops.ammd.page, super.workshops.page, by the flow's `list`: its source) for the list in its
// own order, a page at a time: the server page of ./windowPage.ts. The pages live in the context
// (not cached).
import type { WorkshopRow } from "../codecs/workshop.ts";
import { windowPageMachine, type WindowPageInput } from "./windowPage.ts";
import type { WorkshopListSource } from "./workshopList.machine.ts";

/** What a page is asked with: the list (its source) and the page op's params. */
export type WorkshopPageInput = WindowPageInput<WorkshopListSource>;

/** Rows one ask brings (the page op's most). */
export const WORKSHOP_PAGE = 200;

export const workshopPagesMachine = windowPageMachine<WorkshopRow, "workshopPages", WorkshopListSource>("workshopPages");
