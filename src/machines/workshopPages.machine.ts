// The rest of a windowed workshop list from the server (decision 092): a CMDI's or an FCP's own
// workshops, the AMMD's approval list and the super admin's view of a person hold a window on the
// device (open work, then the latest) and their screens narrow by nothing the server is asked
// for; "Show more from the server" (`server.more`) asks the list's page op (`pageWorkshops`, bound
// by src/features/workshops.ts: workshops.mine.page, workshops.ammd.page, super.workshops.page)
// for the list in its own order, a page at a time, through the shared region of ./serverPage.ts
// (`device`, `asking`, `shown`, `offline`, `failed`). The pages live in the context (not cached).
import { assign, fromPromise, setup } from "xstate";
import type { Page } from "../codecs/window.ts";
import type { WorkshopRow } from "../codecs/workshop.ts";
import { hasMore, nextPage, noPage, offline, pageFailed, serverPageStates, type ServerPageContext } from "./serverPage.ts";
import type { WorkshopListSource } from "./workshopList.machine.ts";

export interface WorkshopPagesContext extends ServerPageContext<WorkshopRow> {
  source: WorkshopListSource;
}
/** What a page is asked with: the list, the first row wanted and how many. */
export interface WorkshopPageInput {
  source: WorkshopListSource;
  offset: number;
  limit: number;
}
export type WorkshopPagesEvent = { type: "server.more" } | { type: "server.retry" };

/** Rows one ask brings (the page op's most). */
export const WORKSHOP_PAGE = 200;

const server = serverPageStates<WorkshopRow, "pageWorkshops", WorkshopPagesContext, WorkshopPageInput>(
  "pageWorkshops",
  ({ context }: { context: WorkshopPagesContext }) => ({ source: context.source, offset: context.page?.rows.length ?? 0, limit: WORKSHOP_PAGE }),
);

export const workshopPagesMachine = setup({
  types: { context: {} as WorkshopPagesContext, events: {} as WorkshopPagesEvent, input: {} as { source: WorkshopListSource } },
  actors: {
    pageWorkshops: fromPromise<Page<WorkshopRow>, WorkshopPageInput>(() => Promise.reject(new Error("pageWorkshops actor not provided"))),
  },
  actions: {
    gotPage: assign({ page: ({ context }, output: Page<WorkshopRow>) => nextPage(context.page, output), pageError: null }),
    keepPageError: assign({ pageError: ({ event }) => pageFailed(event) }),
  },
  guards: { offline, hasMore },
}).createMachine({
  id: "workshopPages",
  context: ({ input }) => ({ source: input.source, ...noPage, windowed: true }),
  initial: server.initial,
  // the device's window shows until the person asks for more
  states: { ...server.states, device: { on: { "server.more": "asking" } } },
});
