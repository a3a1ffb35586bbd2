// A CMDI's workshops (/listWorkshopCMDI) and an FCP's (/homeFCP), hosted: the person's own list; a
// row opens the workshop, whose Back returns here; an FCP plans their workshops here (decision 029).
import type { RowField } from "../../views/workshops/WorkshopRow.tsx";
import { WorkshopListView } from "../../views/workshops/WorkshopListView.tsx";
import type { ScreenProps } from "../../views/routes.ts";
import { openable } from "../../views/workshops/links.ts";
import { hosted } from "../host.tsx";
import { msg } from "../../codecs/i18n.ts";
import { myWorkshopsSlot } from "../../codecs/workshop.ts";
import { mine, mineFlow, retryMine } from "./mine.ts";
import { pagesFlow, retryPages, windowedRows } from "./pages.ts";

const FIELDS: readonly RowField[] = ["start", "cmdi", "fcp"];
const fromCmdi = (w: Parameters<typeof openable>[0]) => openable(w, "cmdi");
const fromFcp = (w: Parameters<typeof openable>[0]) => openable(w, "fcp");

export default hosted<ScreenProps>()({
  flows: { list: mineFlow<ScreenProps>(), pages: pagesFlow<ScreenProps>(() => ({ list: "mine" }), "workshopPages:mine") },
  select: (s) => {
    const list = mine(s, s.flows.list);
    // decision 092: the device holds a window; the rest comes page by page from the server when asked
    return {
      title: s.props.title,
      subtitle: null,
      fields: FIELDS,
      action: s.user?.role === "FCP" ? { href: "/planningWorkshop", label: msg("Plan a Workshop") } : null,
      hrefOf: s.user?.role === "CMDI" ? fromCmdi : fromFcp,
      onOpen: s.navigate,
      ...list,
      ...windowedRows(s, s.flows.pages, myWorkshopsSlot, list.rows),
    };
  },
  View: WorkshopListView,
  onReconnect: (s) => {
    retryMine(s.flows.list);
    retryPages(s.flows.pages);
  },
});
