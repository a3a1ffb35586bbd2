// /super and /Userlist hosted (spec 2.10): everyone of the programme from the store at once
// (refreshed in the background), by tab, searched as typed; a person opens their Workshop List.
// The device holds the staff and the first FCPs by name (decisions 092, 112): the ETTC tab, and a search
// in the FCP tab, ask the server (the page op, by tab and search); offline the phone's rows show.
import { navHref, type SuperParams, superWorkshopListLink } from "../../codecs/navParams.ts";
import { PERSON_TABS, peopleOfTab, superPeopleSlot, type PersonRow, type PersonTab } from "../../codecs/superAdmin.ts";
import { superAdminMachine } from "../../machines/superAdmin.machine.ts";
import { LIST_PAGE, listPagesMachine } from "../../machines/listPages.machine.ts";
import { totalOf } from "../../store/state.ts";
import { serverAt, sourceOf } from "../windowSource.ts";
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
    more: flow({ machine: listPagesMachine, key: "superPeoplePage", input: () => ({ list: "superPeople" as const }) }),
  },
  select: (s) => {
    const rows = rowsOf(s, superPeopleSlot);
    const { snap, send } = s.flows.people;
    const { tab, query } = snap.context;
    const busy = snap.hasTag("loading");
    const { more } = s.flows;
    const total = totalOf(s.state, superPeopleSlot);
    const windowed = total !== undefined && total > rows.length;
    // a tab the phone may not hold whole (the FCPs: the staff are all kept) asks the server for a search, the ETTC tab always
    const ask = (t: PersonTab, q: string) =>
      windowed && (t === "ETTC" || (t === "FCP" && q.trim() !== ""))
        ? more.send({ type: "server.ask", query: { params: { tab: t }, search: q, limit: LIST_PAGE } })
        : more.send({ type: "server.cleared" });
    const page = more.snap.matches("shown") ? more.snap.context.page : null;
    const onDevice = peopleOfTab(rows, tab, query);
    const counts = Object.fromEntries(PERSON_TABS.map((t) => [t, peopleOfTab(rows, t, "").length])) as Record<PersonTab, number | null>;
    if (windowed) {
      // the FCPs are the rest of the server's people; how many have an ETTC download the phone cannot tell
      counts.FCP = total - counts.CMDI! - counts.AMMD!;
      counts.ETTC = null;
    }
    return {
      title: s.props.title,
      tab,
      counts,
      query,
      people: page ? (page.rows as PersonRow[]) : onDevice,
      source: sourceOf(
        { at: serverAt(more.snap.value), page, pageError: more.snap.context.pageError, more: more.snap.can({ type: "server.more" }) },
        { held: rows.length, total, onDevice: onDevice.length, send: more.send, byName: true },
      ),
      onTab: (t: PersonTab) => {
        send({ type: "people.tab", tab: t });
        ask(t, query);
      },
      onQuery: (q: string) => {
        send({ type: "people.search", query: q });
        ask(tab, q);
      },
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
