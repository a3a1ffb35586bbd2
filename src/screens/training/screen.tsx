// /training?id=N&sfid=..&publish__c=..&heroku_id__c=.. hosted (spec section 2): one of the CMDI's
// trainings, read-only, found in the cached trainings by its id (a deep link fetches them when the
// cache is old or empty); a training outside the list says it was not found. A load that failed
// loads again when the connection comes back.
import { navHref, type TrainingParams, trainingPhotosLink } from "../../codecs/navParams.ts";
import { tabOfStatus, trainingsSlot } from "../../codecs/training.ts";
import { trainingListMachine } from "../../machines/trainingList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList } from "../lists.ts";
import { TrainingView } from "./TrainingView.tsx";

type Props = ScreenProps<TrainingParams>;

export default hosted<Props>()({
  flows: { list: cachedListFlow<Props>(trainingsSlot, trainingListMachine, "trainingList:detail") },
  select: (s) => {
    const id = s.props.params.id;
    const list = cachedListOf(s, s.flows.list, trainingsSlot);
    const row = list.rows.find((r) => r.id === id) ?? null;
    const tab = tabOfStatus(row?.status ?? null)?.id;
    return {
      title: s.props.title,
      back: tab ? `/listTraining?tab=${tab}` : "/listTraining",
      state: row ? "training" : list.busy ? "loading" : list.failed ? "failed" : "notFound",
      training: row,
      error: list.error,
      onRetry: list.onRetry,
      photosHref: row ? navHref(trainingPhotosLink, { id: row.id }) : null,
    } as const;
  },
  View: TrainingView,
  onReconnect: (s) => retryCachedList(s.flows.list),
});
