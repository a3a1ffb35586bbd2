// /listTraining hosted (spec 2.7): the CMDI's trainings in the tabs 'Pending (n)', 'Approved (n)' and
// 'Rejected (n)', each with the collapsible groups TTC, ETTC and Kalamilan and their counts; a row
// opens /training. The rows come from the cached list (shown at once), fetched on every opening
// (their AMMD moves them: decision 034); a failed load says so with Try again, and loads again when
// the connection comes back. The tab is kept in the address (?tab=). The phone may hold a window of
// them (decision 092: those to happen or awaiting approval, then the latest): a tab's "More from the
// server" asks the server for its status, whose page then shows in that tab.
import type { TrainingListParams } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { TRAINING_TABS, type Training, trainingsSlot, trainingTabs, type TrainingTabId } from "../../codecs/training.ts";
import { trainingListMachine } from "../../machines/trainingList.machine.ts";
import { LIST_PAGE, listPagesMachine } from "../../machines/listPages.machine.ts";
import { totalOf } from "../../store/state.ts";
import { serverAt, sourceOf } from "../windowSource.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { keptError, listLoad, rowsOf } from "../lists.ts";
import { TrainingListPageView } from "./TrainingListView.tsx";

export default hosted<ScreenProps<TrainingListParams>>()({
  flows: {
    list: flow({
      machine: trainingListMachine,
      key: "trainingList",
      input: (h) => ({ hasCached: rowsOf(h, trainingsSlot).length > 0, fresh: false }),
    }),
    more: flow({ machine: listPagesMachine, key: "trainingListPage", input: () => ({ list: "trainings" as const }) }),
  },
  select: (s) => {
    const rows = rowsOf(s, trainingsSlot);
    const { snap, send } = s.flows.list;
    const tab: TrainingTabId = s.props.params.tab ?? "pending";
    const { more } = s.flows;
    const status = TRAINING_TABS.find((x) => x.id === tab)?.status ?? "";
    const total = totalOf(s.state, trainingsSlot);
    // the server's page shows in the tab it was asked for (the tab is the address: another one shows the phone's)
    const asked = more.snap.context.query?.filters?.status === status;
    const page = asked && more.snap.matches("shown") ? more.snap.context.page : null;
    const onDevice = trainingTabs(rows);
    const fromServer = page ? trainingTabs(page.rows as Training[]).find((x) => x.id === tab) : undefined;
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      tabs: fromServer ? onDevice.map((x) => (x.id === tab ? { ...fromServer, count: page!.total } : x)) : onDevice,
      source: sourceOf(
        {
          at: asked ? serverAt(more.snap.value) : "device",
          page,
          pageError: more.snap.context.pageError,
          more: more.snap.can({ type: "server.more" }),
        },
        {
          held: rows.length,
          total,
          onDevice: onDevice.find((x) => x.id === tab)?.count ?? 0,
          send: more.send,
          onRest: () => more.send({ type: "server.ask", query: { filters: { status }, limit: LIST_PAGE } }),
        },
      ),
      tab,
      ...listLoad(s, snap, rows.length, keptError(snap), trainingsSlot, () => send({ type: "list.retry" })),
    };
  },
  View: TrainingListPageView,
  onReconnect: ({ flows: { list } }) => {
    if (keptError(list.snap) !== null) list.send({ type: "list.retry" });
  },
});
