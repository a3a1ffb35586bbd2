// A content list hosted (decision 018): /fevicryl-Content, /content and each category page, one
// screen over the cached library, each page a preset filter. The seven filters and the name search
// are a flow (contentFilter:<path>) that starts from the address and that the View writes back to
// it, so they survive the details and back, and a reload. Filtering runs on the cached list in
// memory; the cards follow a choice in the same render, a page at a time (decision 053): each pass
// is kept per list and filter state (kept), and the callbacks are the same while the flow runs, so
// the filter boxes and cards that did not change are not drawn again.
import type { ComponentType } from "react";
import {
  CONTENT_CATEGORY_PAGES,
  CONTENT_FILTERS,
  byName,
  contentSlot,
  filterContent,
  filterOptions,
  type ContentFilterKey,
  type ContentPage,
  type ContentPreset,
} from "../../codecs/content.ts";
import { contentListHref, contentQueryOf, type ContentListParams } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { contentFilterMachine } from "../../machines/contentFilter.machine.ts";
import { contentLibraryMachine } from "../../machines/contentLibrary.machine.ts";
import { kept } from "../../views/kept.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted, type Running } from "../host.tsx";
import { keptError, listLoad, rowsOf } from "../lists.ts";
import { ContentListPageView, type ContentFilterField } from "./ContentListView.tsx";
import { msg } from "../../codecs/i18n.ts";

type Props = ScreenProps<ContentListParams> & { page: ContentPage };

const without = (filters: ContentPreset, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(filters).filter(([k]) => !keys.includes(k))) as ContentPreset;

/** A category page goes back to the categories (/content). */
const categoryBack = (page: ContentPage) =>
  CONTENT_CATEGORY_PAGES.includes(page) ? { to: "/content", label: msg("Back to training content") } : null;

/** The filter's callbacks, one set per running flow (its `send`), so memoised parts keep them. */
const actionsOf = (send: Running<typeof contentFilterMachine>["send"]) =>
  kept(send, "actions", () => ({
    onChoose: (key: ContentFilterKey, value: string) => send(value === "" ? { type: "filter.removed", key } : { type: "filter.chosen", key, value }),
    onSearch: (text: string) => send({ type: "search.changed", q: text }),
    onTogglePanel: () => send({ type: "panel.toggled" }),
    onClear: () => send({ type: "filters.cleared" }),
  }));

const ContentList = hosted<Props>()({
  flows: {
    library: flow({
      machine: contentLibraryMachine,
      key: "contentLibrary",
      // asked again on every opening, however fresh: the super admin changes the library (decision 085),
      // and a delta sync that finds nothing changed is a few dozen bytes
      input: (h) => ({ hasCached: rowsOf(h, contentSlot).length > 0, fresh: false }),
    }),
    filter: flow({ machine: contentFilterMachine, key: (h) => `contentFilter:${h.props.page.path}`, input: (h) => contentQueryOf(h.props.params) }),
  },
  select: (s) => {
    const { page } = s.props;
    const { library, filter } = s.flows;
    // by name, as the library is shown (the list comes latest first for its device window, decision 092)
    const cached = rowsOf(s, contentSlot);
    const rows = kept(cached, "byName", () => byName(cached));
    const { filters, q } = filter.snap.context;
    const locked = Object.keys(page.preset);
    // The page's part of the library, its filters' options (computed when the rows change, not per filter).
    const scoped = locked.length ? kept(rows, `scoped:${page.path}`, () => filterContent(rows, page.preset, "")) : rows;
    const fields = kept(scoped, `fields:${locked.join()}`, () =>
      CONTENT_FILTERS.map<ContentFilterField>((def) => ({
        key: def.key,
        label: def.label,
        options: filterOptions(scoped, def),
        fixed: def.fixed ?? [],
        locked: locked.includes(def.key),
      })),
    );
    // one pass over the page's items, kept per filter state (a choice undone, or made again, costs no pass)
    const items = kept(scoped, JSON.stringify([filters, q]), () => filterContent(scoped, without(filters, locked), q));
    const categories =
      page.path !== "/content"
        ? null
        : kept(rows, "categories", () =>
            CONTENT_CATEGORY_PAGES.map((p) => ({ path: p.path, title: p.title, count: filterContent(rows, p.preset, "").length })),
          );
    const home = s.user ? homeOf(s.user) : "/";
    const actions = actionsOf(filter.send);
    const error = keptError(library.snap);
    return {
      title: s.props.title,
      href: contentListHref(page.path, { filters: without(filters, locked), q }),
      back: kept(page, home, () => categoryBack(page) ?? { to: home, label: msg("Back to home") }),
      categories,
      fields,
      values: { ...filters, ...page.preset } as Partial<Record<ContentFilterKey, string>>,
      q,
      panelOpen: filter.snap.matches({ panel: "open" }),
      ...actions,
      onClear: filter.snap.matches({ scope: "narrowed" }) ? actions.onClear : null,
      items,
      libraryEmpty: scoped.length === 0,
      inCategory: locked.length > 0,
      ...listLoad(s, library.snap, rows.length, error, contentSlot, () => library.send({ type: "list.retry" })),
      failed: library.snap.matches("failed"),
    };
  },
  View: ContentListPageView,
  onReconnect: ({ flows: { library } }) => {
    if (keptError(library.snap) !== null) library.send({ type: "list.retry" });
  },
});

const byPage = new Map<ContentPage, ComponentType<ScreenProps<ContentListParams>>>();

/** The screen of one content page (its registration's view). */
export function contentListOf(page: ContentPage): ComponentType<ScreenProps<ContentListParams>> {
  let shown = byPage.get(page);
  if (!shown) {
    shown = (p: ScreenProps<ContentListParams>) => <ContentList {...p} page={page} />;
    byPage.set(page, shown);
  }
  return shown;
}
