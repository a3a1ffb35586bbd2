// /fevicryl-Details?id=N hosted (spec 2.9): one item of the library, found in the cached list by its
// id, so a deep link works without navigation state (the list is fetched when the cache is old or
// empty); an unknown or inactive id says so and offers the list. Without an id: the hard-coded
// sample content, marked as a sample (no flow runs). An FCP rates it (the rating flow); others see
// the average and count. A rating refused as a conflict (decision 079: their other phone rated
// meanwhile), from this page or sent later from the outbox, shows the conflict panel (the item's
// conflict flow): their stars beside the stars stored now, answered as a new rating.
import { contentPageOf, contentSlot, RATING_FIELD_LABELS, ratingSides, SAMPLE_CONTENT } from "../../codecs/content.ts";
import type { FevicrylDetailsParams } from "../../codecs/navParams.ts";
import { contentLibraryMachine } from "../../machines/contentLibrary.machine.ts";
import { ratingMachine } from "../../machines/rating.machine.ts";
import type { StoreState } from "../../store/state.ts";
import { isFresh } from "../lists.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { conflictFlow, conflictPanelOf, watchConflict } from "../conflicts.ts";
import { keptError, listLoad, rowsOf } from "../lists.ts";
import { ContentDetailsView } from "./ContentDetailsView.tsx";

const LIBRARY = "/fevicryl-Content";

/** Where Back goes: the content list the person came from, with its filters (the store records where they went). */
export function backToList(history: StoreState["history"]): string {
  for (let i = history.length - 1; i >= 0; i--) {
    const { path, search } = history[i]!;
    if (contentPageOf(path)) return search ? `${path}${search.startsWith("?") ? "" : "?"}${search}` : path;
  }
  return LIBRARY;
}

type Props = ScreenProps<FevicrylDetailsParams>;

/** The sample (no id): nothing to load or rate. */
const Sample = hosted<Props>()({
  flows: {},
  select: (s) => ({
    title: s.props.title,
    back: backToList(s.state.history),
    state: "sample" as const,
    item: SAMPLE_CONTENT,
    rating: null,
    error: null,
    onRetry: () => {},
  }),
  View: ContentDetailsView,
});

const idOf = (p: Props) => p.params.id ?? 0;

/** An item of the library by its id, and its rating. */
const Item = hosted<Props>()({
  flows: {
    library: flow({
      machine: contentLibraryMachine,
      key: "contentLibrary:details",
      input: (h) => ({ hasCached: rowsOf(h, contentSlot).length > 0, fresh: isFresh(h.state.fetchedAt[contentSlot.name]) }),
    }),
    rating: flow({
      machine: ratingMachine,
      key: (h) => `rating:${idOf(h.props)}`,
      input: (h) => ({ itemId: idOf(h.props), canRate: h.user?.role === "FCP" }),
    }),
    // a rating refused as a conflict (decision 079): this page's own, or one sent later from the outbox
    conflict: conflictFlow<Props>(contentSlot, (h) => idOf(h.props), { sides: ratingSides }),
  },
  watch: [watchConflict<Props>(contentSlot, (s) => idOf(s.props), { sides: ratingSides })],
  select: (s) => {
    const id = idOf(s.props);
    const rows = rowsOf(s, contentSlot);
    const item = rows.find((c) => c.id === id) ?? null;
    const { library, rating } = s.flows;
    const error = keptError(library.snap);
    const load = listLoad(s, library.snap, rows.length, error, contentSlot, () => library.send({ type: "list.retry" }));
    const c = rating.snap.context;
    const mine = c.next ?? c.saving ?? item?.my_rating ?? null;
    const state = item ? "item" : library.snap.hasTag("loading") ? "loading" : library.snap.matches("failed") ? "failed" : "notFound";
    return {
      title: s.props.title,
      back: backToList(s.state.history),
      state,
      item,
      rating: item
        ? {
            average: item.rating_average ?? null,
            count: item.rating_count ?? 0,
            canRate: s.user?.role === "FCP",
            mine,
            busy: rating.snap.hasTag("busy"),
            notice: c.notice,
            error: c.error,
            onRate: (value: number) => rating.send({ type: "rating.chosen", value, current: mine }),
            onDismiss: () => rating.send({ type: "notice.dismissed" }),
            conflict: conflictPanelOf(s.flows.conflict, (f) => RATING_FIELD_LABELS[f] ?? f),
          }
        : null,
      error: load.error,
      onRetry: load.onRetry,
    } as const;
  },
  View: ContentDetailsView,
  onReconnect: ({ flows: { library } }) => {
    if (keptError(library.snap) !== null) library.send({ type: "list.retry" });
  },
});

/** With an id, the item (its flows keyed by it); without, the sample. */
export default function ContentDetailsScreen(p: Props) {
  return p.params.id == null ? <Sample {...p} /> : <Item key={p.params.id} {...p} />;
}
