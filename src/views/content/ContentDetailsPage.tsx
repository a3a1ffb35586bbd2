// /fevicryl-Details?id=N (spec 2.9): one item of the library, found in the cached list by its id,
// so a deep link works without navigation state (the list is fetched when the cache is old or
// empty); an unknown or inactive id says so and offers the list. Without an id: the hard-coded
// sample content, marked as a sample. An FCP rates it (the rating machine); others see the
// average and count.
import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { contentPageOf, SAMPLE_CONTENT } from "../../codecs/content.ts";
import { ratingMachine } from "../../machines/rating.machine.ts";
import type { StoreState } from "../../store/state.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow, useStore } from "../flows.ts";
import type { FevicrylDetailsParams } from "../../codecs/navParams.ts";
import type { ScreenProps } from "../routes.ts";
import { useContentLibrary } from "./ContentListPage.tsx";
import { ContentDetailsView, type RatingProps } from "./ContentDetailsView.tsx";

const LIBRARY = "/fevicryl-Content";

/** Where Back goes: the content list the person came from, with its filters (the store records where they went). */
export function backToList(history: StoreState["history"]): string {
  for (let i = history.length - 1; i >= 0; i--) {
    const { path, search } = history[i]!;
    if (contentPageOf(path)) return search ? `${path}${search.startsWith("?") ? "" : "?"}${search}` : path;
  }
  return LIBRARY;
}

const historyOf = (s: StoreState) => s.history;

function useRating(id: number, average: number | null, count: number, saved: number | null): RatingProps {
  const { session } = useAppActors();
  const canRate = useSelector(session, (s) => s.context.user?.role === "FCP");
  const [snap, send] = useFlow(`rating:${id}`, ratingMachine, { itemId: id, canRate });
  const c = snap.context;
  const mine = c.next ?? c.saving ?? saved;
  return {
    average,
    count,
    canRate,
    mine,
    busy: snap.hasTag("busy"),
    notice: c.notice,
    error: c.error,
    onRate: (value) => send({ type: "rating.chosen", value, current: mine }),
    onDismiss: () => send({ type: "notice.dismissed" }),
  };
}

function ContentDetails({ id, title }: { id: number; title: string }) {
  const library = useContentLibrary("contentLibrary:details");
  const item = useMemo(() => library.rows.find((c) => c.id === id) ?? null, [library.rows, id]);
  const back = backToList(useStore(historyOf));
  const rating = useRating(id, item?.rating_average ?? null, item?.rating_count ?? 0, item?.my_rating ?? null);
  const state = item ? "item" : library.busy ? "loading" : library.failed ? "failed" : "notFound";
  return (
    <ContentDetailsView
      title={title}
      back={back}
      state={state}
      item={item}
      rating={item ? rating : null}
      error={library.error}
      onRetry={library.onRetry}
    />
  );
}

export default function ContentDetailsPage({ title, params }: ScreenProps<FevicrylDetailsParams>) {
  const id = params.id ?? null;
  const back = backToList(useStore(historyOf));
  if (id === null)
    return <ContentDetailsView title={title} back={back} state="sample" item={SAMPLE_CONTENT} rating={null} error={null} onRetry={() => {}} />;
  return <ContentDetails key={id} id={id} title={title} />;
}
