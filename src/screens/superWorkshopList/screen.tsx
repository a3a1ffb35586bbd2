// /Workshoplist hosted (spec 2.11): the workshops of the person the super admin opened (sfid and
// type in the address), scoped by that person's type, by end date newest first; a row opens
// /WorkshopDetails; Back goes to /super (on the person's tab). Another person is another list
// flow (its key names the person).
import { navHref, superLink, workshopDetailsLink, type WorkshopListParams } from "../../codecs/navParams.ts";
import { superPeopleSlot, superWorkshopsSlot } from "../../codecs/superAdmin.ts";
import { scopeColumnOf, type WorkshopRow } from "../../codecs/workshop.ts";
import { workshopListMachine } from "../../machines/workshopList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { WorkshopListView } from "../../views/workshops/WorkshopListView.tsx";
import type { RowField } from "../../views/workshops/WorkshopRow.tsx";
import { flow, hosted, type HostInput } from "../host.tsx";
import { keptError, rowsOf } from "../lists.ts";
import { msg } from "../../codecs/i18n.ts";
import { pagesFlow, retryPages, windowedRows } from "../myWorkshops/pages.ts";

const FIELDS: readonly RowField[] = ["end"];
type Props = ScreenProps<WorkshopListParams>;

/** The cached rows of this person (the slot holds whoever was opened last). */
const rowsOfPerson = (h: HostInput<Props>): WorkshopRow[] => {
  const { sfid, type } = h.props.params;
  const column = scopeColumnOf(type);
  return rowsOf(h, superWorkshopsSlot).filter((w) => w[column] === sfid);
};

const detailsOf =
  ({ sfid, type }: WorkshopListParams) =>
  (w: WorkshopRow) =>
    navHref(workshopDetailsLink, {
      id: w.id,
      source: "lists",
      user: sfid,
      type,
      ...(w.sfid ? { workshopSFID: w.sfid } : {}),
      ...(w.stagename ? { stagename: w.stagename } : {}),
      ...(w.heroku_id__c && /^[0-9a-f-]{36}$/i.test(w.heroku_id__c) ? { heroku_id__c: w.heroku_id__c } : {}),
    });

export default hosted<Props>()({
  flows: {
    list: flow({
      machine: workshopListMachine,
      key: ({ props: { params: p } }) => `workshopList:${p.type}:${p.sfid}`,
      input: (h) => ({
        source: { list: "person" as const, sfid: h.props.params.sfid, type: h.props.params.type },
        hasCached: rowsOfPerson(h).length > 0,
      }),
    }),
    pages: pagesFlow<Props>(
      (h) => ({ list: "person", sfid: h.props.params.sfid, type: h.props.params.type }),
      ({ props: { params: p } }) => `workshopPages:${p.type}:${p.sfid}`,
    ),
  },
  select: (s) => {
    const { sfid, type } = s.props.params;
    const held = rowsOfPerson(s);
    const { snap, send } = s.flows.list;
    // decision 092: the device holds a window of the person's list; the rest page by page when asked
    const { rows, source } = windowedRows(s, s.flows.pages, superWorkshopsSlot, held);
    const busy = snap.hasTag("loading");
    return {
      title: s.props.title,
      subtitle: `${rowsOf(s, superPeopleSlot).find((p) => p.sfid === sfid)?.name ?? sfid} (${type})`,
      back: { to: navHref(superLink, { tab: type }), label: msg("Back to Super Admin") },
      rows,
      source,
      fields: FIELDS,
      hrefOf: detailsOf(s.props.params),
      onOpen: s.navigate,
      loading: busy && held.length === 0,
      refreshing: busy && held.length > 0,
      error: keptError(snap),
      onRetry: () => send({ type: "workshops.retry" }),
    };
  },
  View: WorkshopListView,
  onReconnect: (s) => retryPages(s.flows.pages),
});
