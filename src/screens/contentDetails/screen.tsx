// /fevicryl-Details?id=N hosted (spec 2.9): one item of the library, found in the cached list by its
// id, so a deep link works without navigation state (the list is fetched when the cache is old or
// empty); an unknown or inactive id says so and offers the list. Without an id: the hard-coded
// sample content, marked as a sample (no flow runs). An FCP rates it (the rating flow); others see
// the average and count. A rating refused as a conflict (decision 079: their other phone rated
// meanwhile), from this page or sent later from the outbox, shows the conflict panel (the item's
// conflict flow): their stars beside the stars stored now, answered as a new rating. The device holds
// a window of the library (decision 092): an item not in it is asked of the server by its id (the
// item flow, op content.list.page), and without a network the page says it opens when online.
import { contentPageOf, contentSlot, ITEM_NOT_ON_PHONE, RATING_FIELD_LABELS, ratingSides, SAMPLE_CONTENT } from "../../codecs/content.ts";
import type { FevicrylDetailsParams } from "../../codecs/navParams.ts";
import { contentItemMachine } from "../../machines/contentItem.machine.ts";
import { contentLibraryMachine } from "../../machines/contentLibrary.machine.ts";
import { ratingMachine } from "../../machines/rating.machine.ts";
import { type StoreState, totalOf } from "../../store/state.ts";
import { isFresh } from "../lists.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, type HostInput, hosted, type Running, watching } from "../host.tsx";
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

/** What the item's watch reads: the library's load and the item flow (decision 092). */
type ItemWatch = HostInput<Props> & {
  flows: { library: { snap: { hasTag: (tag: "loading") => boolean } }; item: Running<typeof contentItemMachine> };
};

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
    // the item when the device's window of the library does not hold it (decision 092)
    item: flow({ machine: contentItemMachine, key: (h) => `contentItem:${idOf(h.props)}` }),
  },
  watch: [
    watchConflict<Props>(contentSlot, (s) => idOf(s.props), { sides: ratingSides }),
    // loaded, windowed and not on the device: ask the server for it, once
    watching(
      (s: ItemWatch) =>
        !s.flows.library.snap.hasTag("loading") &&
        (totalOf(s.state, contentSlot) ?? 0) > rowsOf(s, contentSlot).length &&
        !rowsOf(s, contentSlot).some((c) => c.id === idOf(s.props)),
      (missing: boolean, s: ItemWatch) => {
        if (missing && s.flows.item.snap.matches("device"))
          s.flows.item.send({ type: "server.ask", query: { filters: { id: String(idOf(s.props)) }, limit: 1 } });
      },
    ),
  ],
  select: (s) => {
    const id = idOf(s.props);
    const rows = rowsOf(s, contentSlot);
    const { library, rating, item: asked } = s.flows;
    const fromServer = asked.snap.matches("shown") ? (asked.snap.context.page?.rows[0] ?? null) : null;
    const item = rows.find((c) => c.id === id) ?? fromServer;
    const error = keptError(library.snap);
    const load = listLoad(s, library.snap, rows.length, error, contentSlot, () => library.send({ type: "list.retry" }));
    // the server could not be asked for it: offline (it opens when online) or another failure, with Try again
    const notAsked = asked.snap.matches("offline") || asked.snap.matches("failed");
    const c = rating.snap.context;
    const mine = c.next ?? c.saving ?? item?.my_rating ?? null;
    const state = item
      ? "item"
      : library.snap.hasTag("loading") || asked.snap.matches("asking")
        ? "loading"
        : library.snap.matches("failed") || notAsked
          ? "failed"
          : "notFound";
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
      error: notAsked ? (asked.snap.context.pageError ?? ITEM_NOT_ON_PHONE) : load.error,
      onRetry: notAsked ? () => asked.send({ type: "server.retry" }) : load.onRetry,
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
