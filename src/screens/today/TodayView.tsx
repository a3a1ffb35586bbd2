// Today (issue 47 item 1; decision 076), presentational: what needs the person now, each item the
// record (a link to where it is done) and why it is there; a loading state while the lists load (on
// a home, the places of its first items kept meanwhile), a failed list with Try again, and "Nothing
// needs you today." Drawn as the page /today (its title the page's heading) and at the top of each
// role's home (a heading of its own).
import { useId } from "react";
import { Button, Callout, H1, H2, Spinner } from "@blueprintjs/core";
import { Link } from "wouter";
import { HOME_ITEMS, type TodayLink, type TodayValues } from "../../codecs/today.ts";
import { useT } from "../../views/i18n.tsx";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";
import "./Today.css";

/** One item as drawn: the record's name (or words naming it), why it is there, where it is done. */
export interface TodayViewItem {
  key: string;
  name: string | null;
  label: string | null;
  reason: string;
  values: TodayValues;
  link: TodayLink;
}

/** What a page gives its Today part: /today's own ("page", its title the heading) or a home's ("home"). */
export interface TodayPartProps {
  variant: "page" | "home";
  title?: string;
}

export interface TodayViewProps {
  /** "page": /today, the title its page heading; "home": a part of a role's home under "Today". */
  variant: "page" | "home";
  title: string;
  items: readonly TodayViewItem[];
  /** A list it reads is loading and none has been kept yet. */
  loading: boolean;
  /** Why a list could not be loaded (the items shown leave it out), or null. */
  error: string | null;
  onRetry: () => void;
  /** The device holds a window of a list it reads (decision 092): the items are of what is on this phone. */
  onPhone?: WindowSource;
}

/** The keys of the places a home keeps for its items while lists load. */
const PLACES = Array.from({ length: HOME_ITEMS }, (_, i) => `place-${i}`);

export function TodayView({ variant, title, items, loading, error, onRetry, onPhone }: TodayViewProps) {
  const t = useT();
  const id = useId();
  const heading = variant === "page" ? t(title) : t("Today");
  const shown = variant === "home" ? items.slice(0, HOME_ITEMS) : items;
  return (
    <section className={`today today-${variant}`} aria-labelledby={id}>
      {variant === "page" ? (
        <H1 id={id} className="page-title">
          {heading}
        </H1>
      ) : (
        <H2 id={id} className="today-heading">
          {heading}
        </H2>
      )}
      {error && (
        <Callout intent="warning" className="today-failed" title={t("Some of today's list could not be loaded")}>
          <p>{t(error)}</p>
          <Button text={t("Try again")} onClick={onRetry} />
        </Callout>
      )}
      {onPhone && <WindowNote source={onPhone} />}
      {items.length > 0 ? (
        <>
          <ul className="today-list" aria-labelledby={id}>
            {shown.map((item) => (
              <li key={item.key} className="today-item">
                <Link href={item.link.href} className="today-link" aria-describedby={`${id}-${item.key}`}>
                  {item.name ?? t(item.label ?? "Untitled")}
                </Link>
                <span id={`${id}-${item.key}`} className="today-reason">
                  {t(item.reason, item.values)}
                </span>
              </li>
            ))}
          </ul>
          {shown.length < items.length && (
            <Link href="/today" className="today-more">
              {t("See all {count} that need you on Today", { count: items.length })}
            </Link>
          )}
        </>
      ) : (
        !loading && !error && <p className="today-empty">{t("Nothing needs you today.")}</p>
      )}
      {/* a home keeps its first items' places while lists load, so what follows it (the shortcuts)
          stays put as items arrive list by list rather than moving under a finger (decision 076) */}
      {variant === "home" && loading && shown.length < HOME_ITEMS && (
        <div className="today-placeholders" aria-hidden="true">
          {PLACES.slice(shown.length).map((place) => (
            <div key={place} className="today-item today-placeholder">
              <span className="today-placeholder-name" />
              <span className="today-placeholder-reason" />
            </div>
          ))}
        </div>
      )}
      {/* said while any list still loads, under what the others gave: more may come */}
      {loading && (
        <div className="today-loading" role="status">
          <Spinner size={16} aria-hidden="true" />
          <span>{t("Loading today's list...")}</span>
        </div>
      )}
    </section>
  );
}
