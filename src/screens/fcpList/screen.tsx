// /listMyFCP hosted: the fcpList flow (the tab, the search, the tab's load) and the store's cached
// FCP lists, as the View's props. The tabs cached when the screen opens show at once while they
// refresh; a failed load says so with Try again, and loads again when the connection comes back.
// A tab's list may be a device window (decision 092): a search then asks the server for the tab's
// FCPs that match; offline the phone's matching ones show.
import { programmeDate } from "../../codecs/calendar.ts";
import { FCP_SLOTS, FCP_STATUSES, searchFcps, type FcpRow, type FcpStatus } from "../../codecs/people.ts";
import { homeOf } from "../../codecs/session.ts";
import { fcpListMachine } from "../../machines/fcpList.machine.ts";
import { LIST_PAGE, listPagesMachine } from "../../machines/listPages.machine.ts";
import { totalOf } from "../../store/state.ts";
import { serverAt, sourceOf } from "../windowSource.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted, type Running } from "../host.tsx";
import { listLoad, rowsOf } from "../lists.ts";
import { FcpListView } from "./FcpListView.tsx";

/** The tab's kept error (its load failed, or its refresh is stale), else null. */
const dataError = ({ snap }: Running<typeof fcpListMachine>) =>
  snap.matches({ data: "failed" }) || snap.matches({ data: "stale" }) ? snap.context.error : null;

export default hosted<ScreenProps>()({
  flows: {
    // the tabs whose list is cached when the screen opens (they show at once while they refresh)
    list: flow({
      machine: fcpListMachine,
      key: "fcpList",
      input: (h) => ({ cached: FCP_STATUSES.filter((t) => rowsOf(h, FCP_SLOTS[t]).length > 0) }),
    }),
    more: flow({ machine: listPagesMachine, key: "fcpListPage", input: () => ({ list: "fcps" as const }) }),
  },
  select: (s) => {
    const { snap, send } = s.flows.list;
    const { tab, query } = snap.context;
    const rows = rowsOf(s, FCP_SLOTS[tab]);
    const { more } = s.flows;
    const windowedTab = (t: FcpStatus) => (totalOf(s.state, FCP_SLOTS[t]) ?? 0) > rowsOf(s, FCP_SLOTS[t]).length;
    // a search in a tab the phone holds a window of asks the server for that tab's FCPs
    const ask = (t: FcpStatus, q: string) =>
      windowedTab(t) && q.trim() !== ""
        ? more.send({ type: "server.ask", query: { params: { status: t }, search: q, limit: LIST_PAGE } })
        : more.send({ type: "server.cleared" });
    const total = totalOf(s.state, FCP_SLOTS[tab]);
    const page = more.snap.matches("shown") ? more.snap.context.page : null;
    const onDevice = searchFcps(rows, query);
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: listLoad(s, snap, rows.length, dataError(s.flows.list), FCP_SLOTS[tab], () => send({ type: "fcps.retry" })),
      settled: !snap.hasTag("loading") && !snap.matches({ data: "failed" }),
      today: programmeDate(new Date()),
      withCmdi: s.user?.role === "AMMD",
      tab,
      query,
      total: Math.max(total ?? 0, rows.length),
      shown: page ? (page.rows as FcpRow[]) : onDevice,
      source: sourceOf(
        { at: serverAt(more.snap.value), page, pageError: more.snap.context.pageError, more: more.snap.can({ type: "server.more" }) },
        { held: rows.length, total, onDevice: onDevice.length, send: more.send, byName: true },
      ),
      onTab: (t: FcpStatus) => {
        send({ type: "fcps.tab", tab: t });
        ask(t, query);
      },
      onSearch: (q: string) => {
        send({ type: "fcps.search", query: q });
        ask(tab, q);
      },
    };
  },
  View: FcpListView,
  onReconnect: ({ flows: { list } }) => {
    if (dataError(list) !== null) list.send({ type: "fcps.retry" });
  },
});
