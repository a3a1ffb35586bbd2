// /listTraining (spec 2.7): the CMDI's trainings in the tabs 'Pending (n)', 'Approved (n)' and
// 'Rejected (n)', each with the collapsible groups TTC, ETTC and Kalamilan and their counts; a row
// opens /training. The rows come from the cached list (shown at once, refreshed); the tab is kept
// in the address (?tab=), so a reload and the way back from a training keep it.
import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import { homeOf } from "../../codecs/session.ts";
import { trainingsSlot, trainingTabs, type TrainingTabId } from "../../codecs/training.ts";
import { trainingListMachine } from "../../machines/trainingList.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useCachedList } from "../cachedList.ts";
import type { TrainingListParams } from "../../codecs/navParams.ts";
import type { ScreenProps } from "../routes.ts";
import { TrainingListView } from "./TrainingListView.tsx";

/** The CMDI's cached trainings and their loader flow (`key` names the flow in the log); the list page fetches them on every opening (their AMMD moves them: decision 034). */
export const useTrainings = (key: string, refreshOnOpen = false) => useCachedList(trainingsSlot, trainingListMachine, key, { refreshOnOpen });

export default function TrainingListPage({ title, params }: ScreenProps<TrainingListParams>) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const [, navigate] = useLocation();
  const list = useTrainings("trainingList", true);
  const tabs = useMemo(() => trainingTabs(list.rows), [list.rows]);
  const tab: TrainingTabId = params.tab ?? "pending";
  return (
    <TrainingListView
      title={title}
      back={user ? homeOf(user) : "/"}
      tabs={tabs}
      tab={tab}
      onTab={(id) => navigate(`/listTraining?tab=${id}`, { replace: true })}
      {...list.load}
    />
  );
}
