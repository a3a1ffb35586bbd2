// A content list, presentational (plain props): the search box and the seven filters (each with
// 'Remove Filter' once set; on a phone behind a Filters button), then the cards (thumbnail, name,
// an arrow to the details), a page at a time. /content also lists the categories. Its screen:
// ./screen.tsx; ContentListPageView keeps the address in step with the filters.
import { memo, useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { Button, Classes, H1, H2, HTMLSelect, Icon, InputGroup, Spinner } from "@blueprintjs/core";
import { ShowMore } from "../../views/ShowMore.tsx";
import { type ListLoad, ListLoadNote } from "../../views/shell/PageStates.tsx";
import { Link, useLocation } from "wouter";
import { imageOf, type ContentFilterKey, type ContentItem } from "../../codecs/content.ts";
import { cx } from "../../views/styles.ts";
import { PathIcon } from "../../views/PathIcon.tsx";
import "../../views/page.css";
import "./ContentListView.css";
import { FILTER_TEXT_MAX } from "../../codecs/navParams.ts";
import { byPlace } from "../../views/keys.ts";
import { useT } from "../../views/i18n.tsx";
import { listed } from "../../codecs/i18n.ts";

export interface ContentFilterField {
  key: ContentFilterKey;
  label: string;
  options: readonly string[];
  /** The app's own values of the filter, drawn in the reader's language; any other option as typed. */
  fixed?: readonly string[];
  locked: boolean;
}

export interface ContentListViewProps extends ListLoad {
  title: string;
  back: { to: string; label: string };
  /** /content: the category pages with their counts. */
  categories: ReadonlyArray<{ path: string; title: string; count: number }> | null;
  fields: readonly ContentFilterField[];
  values: Partial<Record<ContentFilterKey, string>>;
  q: string;
  panelOpen: boolean;
  onChoose: (key: ContentFilterKey, value: string) => void;
  onSearch: (q: string) => void;
  onTogglePanel: () => void;
  /** Removes every filter and the search; null when nothing narrows the list. */
  onClear: (() => void) | null;
  /** The items shown: they follow a change of the filters once the choice is painted (the count with them). */
  items: readonly ContentItem[];
  /** The page's part of the library has no item at all. */
  libraryEmpty: boolean;
  inCategory: boolean;
  onOpen: (id: number) => void;
  failed: boolean;
}

/** Cards drawn at first and per "Show more" (a phone's screen shows four to six, a laptop's about twelve). */
export const PAGE = 24;
/** The thumbnail's box on a card (CSS keeps the same size), so the image is fetched for that size and nothing moves as it arrives. */
export const THUMB = { width: 320, height: 240 } as const;

/**
 * A demo picture (/media/<kind>/<n>.svg) as the server's raster thumbnail of `width` px: real items'
 * pictures are photos (decoded off the main thread); an SVG is a document Chromium parses and paints
 * on it, so the demo library would cost what no real one does. Any other address as it is.
 */
export const cardThumb = (url: string, width: number) => (/^\/media\/[a-z]+\/\d+\.svg$/.test(url) ? `${url.slice(0, -4)}.png?w=${width}` : url);

/** A plain click opens in the app; a click with a modifier (a new tab or window) is the browser's. */
const inApp = (e: MouseEvent<HTMLAnchorElement>) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** A demo picture's 1x and 2x thumbnails, `thumb` its 1x; none for another address (used as it is). */
const thumbSet = (src: string, thumb: string) => (thumb === src ? undefined : `${thumb} 1x, ${cardThumb(src, THUMB.width * 2)} 2x`);

/**
 * A card's picture. Its address is given once, by a ref as the element enters the page, not as
 * React props: React sets a new image's src when it makes the element and again when it commits
 * it (to fire `load` for a cached picture in old browsers), so Chromium starts each picture's
 * request twice, about 4 ms of a filter change's task at 4x CPU for a page of cards (decision 055).
 * `loading` is set before the address, so an image out of sight still waits.
 */
const CardPicture = memo(function CardPicture({ src, srcSet }: { src: string; srcSet: string | undefined }) {
  const give = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      if (srcSet) img.setAttribute("srcset", srcSet);
      img.setAttribute("src", src);
    },
    [src, srcSet],
  );
  return <img ref={give} className="content-list-thumb" alt="" loading="lazy" decoding="async" width={THUMB.width} height={THUMB.height} />;
});

// Plain elements with Blueprint's classes rather than its Card and the router's Link, icons from the
// bundled paths rather than Blueprint's Icon (a component with state and effects each): a filter
// change draws 24 cards, and a Link would also follow every change of the address.
const ContentCard = memo(function ContentCard({ item, onOpen }: { item: ContentItem; onOpen: (id: number) => void }) {
  const t = useT();
  const name = item.name ?? t("Untitled");
  const src = imageOf(item);
  const thumb = src ? cardThumb(src, THUMB.width) : "";
  return (
    <li className="content-list-card">
      <div className={cx(Classes.CARD, Classes.COMPACT, "content-list-card-box")}>
        {src ? (
          // keyed by its address: another item's card never shows this one's picture while its own loads
          <CardPicture key={src} src={thumb} srcSet={thumbSet(src, thumb)} />
        ) : (
          <div className="content-list-thumb content-list-thumb-none">
            <PathIcon icon="media" />
          </div>
        )}
        <div className="content-list-card-foot">
          <span className="content-list-name">{name}</span>
          <a
            href={`/fevicryl-Details?id=${item.id}`}
            aria-label={t("Open {name}", { name })}
            title={t("Open details")}
            className={cx(Classes.BUTTON, Classes.MINIMAL)}
            onClick={(e) => {
              if (inApp(e)) {
                e.preventDefault();
                onOpen(item.id);
              }
            }}
          >
            <PathIcon icon="arrow-right" />
          </a>
        </div>
      </div>
    </li>
  );
});

/**
 * The cards a page at a time; another list (another filter or search: its first items differ) starts
 * again at the first page. Keyed by position: a filter change patches the cards in place (names,
 * links, pictures) rather than making 24 anew; a card has no state of its own to lose.
 */
const Cards = memo(function Cards({ items, onOpen }: { items: readonly ContentItem[]; onOpen: (id: number) => void }) {
  const key = cardsKey(items);
  const [page, setPage] = useState({ key, shown: PAGE });
  const shown = page.key === key ? page.shown : PAGE;
  if (page.key !== key) setPage({ key, shown: PAGE });
  const t = useT();
  return (
    <>
      <ul aria-label={t("Content")} className="content-list-cards">
        {byPlace(items.slice(0, shown)).map(({ item, place }) => (
          <ContentCard key={place} item={item} onOpen={onOpen} />
        ))}
      </ul>
      <ShowMore total={items.length} shown={shown} onMore={() => setPage({ key, shown: shown + PAGE })} />
    </>
  );
});

const FilterSelect = memo(function FilterSelect({
  field,
  value,
  onChoose,
}: {
  field: ContentFilterField;
  value: string | undefined;
  onChoose: ContentListViewProps["onChoose"];
}) {
  const t = useT();
  const id = `content-filter-${field.key}`;
  const set = value !== undefined && value !== "";
  // A value from the address that no item has still shows as chosen (and can be removed).
  const options = set && !field.options.includes(value) ? [value, ...field.options] : field.options;
  return (
    <div className="content-list-filter">
      <label htmlFor={id} className={cx(Classes.LABEL, "content-list-label")}>
        {t(field.label)}
      </label>
      <HTMLSelect id={id} fill value={value ?? ""} disabled={field.locked} onChange={(e) => onChoose(field.key, e.currentTarget.value)}>
        <option value="">{set ? t("Remove Filter") : t("All")}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {listed(t, field.fixed ?? [], o)}
          </option>
        ))}
      </HTMLSelect>
    </div>
  );
});

const SearchBox = memo(function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const t = useT();
  return (
    <div className="content-list-search">
      <label htmlFor="content-search" className={cx(Classes.LABEL, "content-list-label")}>
        {t("Search by name")}
      </label>
      <InputGroup
        id="content-search"
        type="search"
        leftIcon="search"
        maxLength={FILTER_TEXT_MAX}
        value={q}
        onValueChange={onSearch}
        placeholder={t("Name of the idea")}
      />
    </div>
  );
});

/** The phone's filter dropdown: the button that shows or hides the filters (hidden on wider screens by CSS). */
const FiltersToggle = memo(function FiltersToggle({ chosen, open, onToggle }: { chosen: number; open: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <Button
      className="content-list-filter-toggle"
      icon="filter"
      endIcon={open ? "chevron-up" : "chevron-down"}
      text={chosen ? t("Filters ({chosen})", { chosen }) : t("Filters")}
      aria-expanded={open}
      aria-controls="content-filters"
      onClick={onToggle}
    />
  );
});

const Heading = memo(function Heading({ title, back, refreshing }: { title: string; back: ContentListViewProps["back"]; refreshing: boolean }) {
  const t = useT();
  return (
    <div className="page-header">
      <Link href={back.to} className={cx(Classes.BUTTON, Classes.MINIMAL)} aria-label={t(back.label)}>
        <Icon icon="arrow-left" />
      </Link>
      <H1 className="page-title">{t(title)}</H1>
      {refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
    </div>
  );
});

const Categories = memo(function Categories({ categories }: { categories: NonNullable<ContentListViewProps["categories"]> }) {
  const t = useT();
  return (
    <>
      <H2 id="content-categories" className="content-list-categories-title">
        {t("Categories")}
      </H2>
      <nav aria-labelledby="content-categories" className="content-list-categories">
        {categories.map((c) => (
          <Link key={c.path} href={c.path} className={Classes.BUTTON}>
            {t(c.title)} ({c.count})
          </Link>
        ))}
      </nav>
    </>
  );
});

export function ContentListView(p: ContentListViewProps) {
  const t = useT();
  const chosen = p.fields.filter((f) => !f.locked && p.values[f.key]).length;
  const nothing = !p.loading && !p.failed && p.items.length === 0;
  return (
    <div className="page content-list">
      <Heading title={p.title} back={p.back} refreshing={p.refreshing} />
      {p.categories && <Categories categories={p.categories} />}
      <div className="content-list-tools">
        <SearchBox q={p.q} onSearch={p.onSearch} />
        <FiltersToggle chosen={chosen} open={p.panelOpen} onToggle={p.onTogglePanel} />
      </div>
      <div
        id="content-filters"
        role="group"
        aria-label={t("Filters")}
        className={cx("content-list-filters", p.panelOpen && "content-list-filters-open")}
      >
        {p.fields.map((f) => (
          <FilterSelect key={f.key} field={f} value={p.values[f.key]} onChoose={p.onChoose} />
        ))}
      </div>
      <ListLoadNote load={p} />
      {p.loading && <Spinner aria-label={t("Loading content")} />}
      <p role="status" className={cx(Classes.TEXT_MUTED, "content-list-count")}>
        {p.loading || p.failed ? "" : t("{count, plural, one {# item} other {# items}}", { count: p.items.length })}
      </p>
      {nothing &&
        (p.libraryEmpty ? (
          <p className="content-list-empty">{p.inCategory ? t("There is no content in this category yet.") : t("There is no content yet.")}</p>
        ) : (
          <div className="content-list-empty">
            <p>{t("No content matches these filters.")}</p>
            {p.onClear && <Button intent="primary" text={t("Remove all filters")} onClick={p.onClear} />}
          </div>
        ))}
      {p.items.length > 0 && <Cards items={p.items} onOpen={p.onOpen} />}
    </div>
  );
}

/** A list starts at its first page again when its first items change (another filter or search). */
const cardsKey = (items: readonly ContentItem[]) => `${items.length}:${items[0]?.id}:${items[items.length - 1]?.id}`;

/** How long the address waits for the filters to settle before it is rewritten (typing in the search box). */
export const ADDRESS_SYNC_MS = 250;

export interface ContentListPageProps extends Omit<ContentListViewProps, "onOpen"> {
  /** The address the filters give (the page's path with its filters and search). */
  href: string;
}

/**
 * The page: the address follows the filters once they settle; opening an item writes it at once
 * (so the way back finds them). The page does not read the address again (a rewrite re-renders none
 * of it): it knows what it wrote.
 */
export function ContentListPageView({ href, ...p }: ContentListPageProps) {
  const [, navigate] = useLocation();
  const written = useRef<string | null>(null);
  const latest = useRef(href);
  latest.current = href;
  const write = useRef((_to: string) => {});
  write.current = (to) => {
    if (to === written.current || to === `${location.pathname}${location.search}`) return;
    written.current = to;
    navigate(to, { replace: true });
  };
  // the wait starts again at each new address (a debounce)
  useEffect(() => {
    const t = setTimeout(() => write.current(href), ADDRESS_SYNC_MS);
    return () => clearTimeout(t);
  }, [href]);
  const onOpen = useCallback(
    (id: number) => {
      write.current(latest.current);
      navigate(`/fevicryl-Details?id=${id}`);
    },
    [navigate],
  );
  return <ContentListView {...p} onOpen={onOpen} />;
}
