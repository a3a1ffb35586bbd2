// A CMDI's workshops (/listWorkshopCMDI) and an FCP's (/homeFCP), hosted: the person's own list; a
// row opens the workshop, whose Back returns here; an FCP plans their workshops here (decision 029).
import type { RowField } from "../../views/workshops/WorkshopRow.tsx";
import { WorkshopListView } from "../../views/workshops/WorkshopListView.tsx";
import type { ScreenProps } from "../../views/routes.ts";
import { openable } from "../../views/workshops/links.ts";
import { hosted } from "../host.tsx";
import { msg } from "../../codecs/i18n.ts";
import { mine, mineFlow, retryMine } from "./mine.ts";

const FIELDS: readonly RowField[] = ["start", "cmdi", "fcp"];
const fromCmdi = (w: Parameters<typeof openable>[0]) => openable(w, "cmdi");
const fromFcp = (w: Parameters<typeof openable>[0]) => openable(w, "fcp");

export default hosted<ScreenProps>()({
  flows: { list: mineFlow<ScreenProps>() },
  select: (s) => ({
    title: s.props.title,
    subtitle: null,
    fields: FIELDS,
    action: s.user?.role === "FCP" ? { href: "/planningWorkshop", label: msg("Plan a Workshop") } : null,
    hrefOf: s.user?.role === "CMDI" ? fromCmdi : fromFcp,
    onOpen: s.navigate,
    ...mine(s, s.flows.list),
  }),
  View: WorkshopListView,
  onReconnect: (s) => retryMine(s.flows.list),
});
