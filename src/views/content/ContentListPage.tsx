// The content lists (decision 018): /fevicryl-Content (spec 2.8), /content ('View training
// content', which also leads to the categories) and each category page of the route table, one
// screen over the cached library, each page a preset filter (src/codecs/content.ts). The seven
// filters and the name search are a flow (contentFilter) that starts from the address and writes
// itself back to it, so they survive the details and back, and a reload. Filtering runs on the
// cached list in memory; the cards follow a choice in the same render, a page at a time (decision 053).
import { memo, useCallback, useEffect, useMemo, useRef } from "react";
import { useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import {
  CONTENT_CATEGORY_PAGES,
  CONTENT_FILTERS,
  contentPageOf,
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
import { useAppActors } from "../actors.tsx";
import { useCachedList } from "../cachedList.ts";
import { useFlow } from "../flows.ts";
import { kept } from "../kept.ts";
import type { ScreenProps } from "../routes.ts";
import { ContentListView, type ContentFilterField } from "./ContentListView.tsx";

/** How long the address waits for the filters to settle before it is rewritten (typing in the search box). */
export const ADDRESS_SYNC_MS = 250;

/** The cached library and its loader flow (`key` names the flow in the log). */
export const useContentLibrary = (key: string) => useCachedList(contentSlot, contentLibraryMachine, key);

const without = (filters: ContentPreset, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(filters).filter(([k]) => !keys.includes(k))) as ContentPreset;

export function useContentList(page: ContentPage, params: Record<string, unknown>) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const [, navigate] = useLocation();
  const library = useContentLibrary("contentLibrary");
  const [filterSnap, send] = useFlow(`contentFilter:${page.path}`, contentFilterMachine, contentQueryOf(params));
  const { filters, q } = filterSnap.context;
  const locked = useMemo(() => Object.keys(page.preset), [page]);

  // The address follows the filters once they settle; opening an item writes it at once (below).
  // The page does not read the address again (a rewrite re-renders none of it): it knows what it wrote.
  const href = contentListHref(page.path, { filters: without(filters, locked), q });
  const written = useRef<string | null>(null);
  const sync = useRef(() => {});
  sync.current = () => {
    if (href === written.current || href === `${location.pathname}${location.search}`) return;
    written.current = href;
    navigate(href, { replace: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts the wait at each new address (a debounce); sync reads it from the ref
  useEffect(() => {
    const t = setTimeout(() => sync.current(), ADDRESS_SYNC_MS);
    return () => clearTimeout(t);
  }, [href]);

  // The page's part of the library, its filters' options (computed when the rows change, not per filter).
  const scoped = useMemo(() => (locked.length ? filterContent(library.rows, page.preset, "") : library.rows), [library.rows, page, locked]);
  const fields = useMemo<ContentFilterField[]>(
    () =>
      CONTENT_FILTERS.map((def) => ({
        key: def.key,
        label: def.label,
        options: filterOptions(scoped, def),
        locked: locked.includes(def.key),
      })),
    [scoped, locked],
  );

  // The cards follow a choice in the same render, so they are painted with it (decision 053): one pass
  // over the page's items, kept per filter state (a choice undone, or made again, costs no pass).
  const items = useMemo(
    () => kept(scoped, JSON.stringify([filters, q]), () => filterContent(scoped, without(filters, locked), q)),
    [scoped, filters, q, locked],
  );
  const narrowed = filterSnap.matches({ scope: "narrowed" });

  // stable, so the filter boxes and cards that did not change are not drawn again
  const actions = useMemo(
    () => ({
      onChoose: (key: ContentFilterKey, value: string) =>
        send(value === "" ? { type: "filter.removed", key } : { type: "filter.chosen", key, value }),
      onSearch: (text: string) => send({ type: "search.changed", q: text }),
      onTogglePanel: () => send({ type: "panel.toggled" }),
      onClear: () => send({ type: "filters.cleared" }),
    }),
    [send],
  );

  const onOpen = useCallback(
    (id: number) => {
      sync.current();
      navigate(`/fevicryl-Details?id=${id}`);
    },
    [navigate],
  );

  const categories = useMemo(
    () =>
      page.path !== "/content"
        ? null
        : CONTENT_CATEGORY_PAGES.map((p) => ({
            path: p.path,
            title: p.title,
            count: filterContent(library.rows, p.preset, "").length,
          })),
    [page, library.rows],
  );

  const home = user ? homeOf(user) : "/";
  const back = useMemo(() => categoryBack(page) ?? { to: home, label: "Back to home" }, [page, home]);
  return {
    back,
    categories,
    fields,
    values: { ...filters, ...page.preset } as Partial<Record<ContentFilterKey, string>>,
    q,
    panelOpen: filterSnap.matches({ panel: "open" }),
    ...actions,
    onClear: narrowed ? actions.onClear : null,
    items,
    libraryEmpty: scoped.length === 0,
    inCategory: locked.length > 0,
    onOpen,
    ...library.load,
    failed: library.failed,
  };
}

/** A category page goes back to the categories (/content). */
const categoryBack = (page: ContentPage) => (CONTENT_CATEGORY_PAGES.includes(page) ? { to: "/content", label: "Back to training content" } : null);

/** `params` only start the filters: a rewrite of the address by the page itself draws nothing again. */
const ContentList = memo(
  function ContentList({ page, title, params }: { page: ContentPage; title: string; params: Record<string, unknown> }) {
    return <ContentListView title={title} {...useContentList(page, params)} />;
  },
  (a, b) => a.page === b.page && a.title === b.title,
);

export default function ContentListPage({ title, params }: ScreenProps<ContentListParams>) {
  const [path] = useLocation();
  const page = contentPageOf(path) ?? { path, title, preset: {} };
  return <ContentList key={page.path} page={page} title={title} params={params} />;
}
