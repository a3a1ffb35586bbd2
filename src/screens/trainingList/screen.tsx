// /listTraining hosted (spec 2.7): the CMDI's trainings in the tabs 'Pending (n)', 'Approved (n)' and
// 'Rejected (n)', each with the collapsible groups TTC, ETTC and Kalamilan and their counts; a row
// opens /training. The rows come from the cached list (shown at once), fetched on every opening
// (their AMMD moves them: decision 034); a failed load says so with Try again, and loads again when
// the connection comes back. The tab is kept in the address (?tab=).
import type { TrainingListParams } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { trainingsSlot, trainingTabs, type TrainingTabId } from "../../codecs/training.ts";
import { trainingListMachine } from "../../machines/trainingList.machine.ts";
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
  },
  select: (s) => {
    const rows = rowsOf(s, trainingsSlot);
    const { snap, send } = s.flows.list;
    const tab: TrainingTabId = s.props.params.tab ?? "pending";
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      tabs: trainingTabs(rows),
      tab,
      ...listLoad(s, snap, rows.length, keptError(snap), trainingsSlot, () => send({ type: "list.retry" })),
    };
  },
  View: TrainingListPageView,
  onReconnect: ({ flows: { list } }) => {
    if (keptError(list.snap) !== null) list.send({ type: "list.retry" });
  },
});
