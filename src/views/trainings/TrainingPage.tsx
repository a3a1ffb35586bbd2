// /training?id=N&sfid=..&publish__c=..&heroku_id__c=.. (spec section 2): one of the CMDI's
// trainings, read-only, found in the cached trainings by its id (a deep link fetches them when
// the cache is old or empty); a training outside the list says it was not found.
import { useMemo } from "react";
import { navHref, type TrainingParams, trainingPhotosLink } from "../../codecs/navParams.ts";
import { tabOfStatus } from "../../codecs/training.ts";
import type { ScreenProps } from "../routes.ts";
import { useTrainings } from "./TrainingListPage.tsx";
import { TrainingView } from "./TrainingView.tsx";

export default function TrainingPage({ title, params }: ScreenProps<TrainingParams>) {
  const id = params.id;
  const list = useTrainings("trainingList:detail");
  const row = useMemo(() => list.rows.find((r) => r.id === id) ?? null, [list.rows, id]);
  const tab = tabOfStatus(row?.status ?? null)?.id;
  const state = row ? "training" : list.busy ? "loading" : list.failed ? "failed" : "notFound";
  return (
    <TrainingView
      title={title}
      back={tab ? `/listTraining?tab=${tab}` : "/listTraining"}
      state={state}
      training={row}
      error={list.error}
      onRetry={list.onRetry}
      photosHref={row ? navHref(trainingPhotosLink, { id: row.id }) : null}
    />
  );
}
