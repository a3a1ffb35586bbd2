// /super and /Userlist hosted (spec 2.10): everyone of the programme from the store at once
// (refreshed in the background), by tab, searched as typed; a person opens their Workshop List.
import { navHref, type SuperParams, superWorkshopListLink } from "../../codecs/navParams.ts";
import { PERSON_TABS, peopleOfTab, superPeopleSlot, type PersonRow, type PersonTab } from "../../codecs/superAdmin.ts";
import { superAdminMachine } from "../../machines/superAdmin.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { keptError, rowsOf } from "../lists.ts";
import { SuperAdminView } from "./SuperAdminView.tsx";

export default hosted<ScreenProps<SuperParams>>()({
  flows: {
    people: flow({
      machine: superAdminMachine,
      key: "superAdmin",
      input: (h) => ({ tab: h.props.params.tab ?? "FCP", hasCached: rowsOf(h, superPeopleSlot).length > 0 }),
    }),
  },
  select: (s) => {
    const rows = rowsOf(s, superPeopleSlot);
    const { snap, send } = s.flows.people;
    const { tab, query } = snap.context;
    const busy = snap.hasTag("loading");
    return {
      title: s.props.title,
      tab,
      counts: Object.fromEntries(PERSON_TABS.map((t) => [t, peopleOfTab(rows, t, "").length])) as Record<PersonTab, number>,
      query,
      people: peopleOfTab(rows, tab, query),
      onTab: (t: PersonTab) => send({ type: "people.tab", tab: t }),
      onQuery: (q: string) => send({ type: "people.search", query: q }),
      hrefOf: (p: PersonRow) => (p.sfid ? navHref(superWorkshopListLink, { sfid: p.sfid, type: tab, count: 0 }) : null),
      onOpen: s.navigate,
      loading: busy && rows.length === 0,
      refreshing: busy && rows.length > 0,
      error: keptError(snap),
      onRetry: () => send({ type: "people.retry" }),
      canSignOut: s.session.snap.can({ type: "session.signOut" }),
      onSignOut: () => s.session.send({ type: "session.signOut" }),
    };
  },
  View: SuperAdminView,
});
