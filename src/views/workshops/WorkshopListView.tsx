// A list of workshops, presentational (a CMDI's /listWorkshopCMDI, an FCP's /homeFCP, the super
// admin's /Workshoplist): Back, the title, a spinner while loading, 'No data available' when
// empty, the rows a page at a time.
import { useState } from "react";
import { Classes, H1, Icon, Spinner } from "@blueprintjs/core";
import { ShowMore } from "../ShowMore.tsx";
import { type ListLoad, ListLoadNote } from "../shell/PageStates.tsx";
import { Link } from "wouter";
import type { WorkshopRow as Row } from "../../codecs/workshop.ts";
import { cx } from "../styles.ts";
import { WorkshopRow, type RowField } from "./WorkshopRow.tsx";
import { useT } from "../i18n.tsx";
import { WindowNote, type WindowSource } from "../WindowNote.tsx";
import "../page.css";
import "./WorkshopListView.css";

/** Rows drawn at first and per "Show more" (as the outlets list, decision 007). */
export const PAGE = 25;

/** What every workshop list shows and does: its rows, where a row leads, the load's state. */
export interface WorkshopRowsProps extends ListLoad {
  rows: readonly Row[];
  hrefOf: (w: Row) => string;
  onOpen: (href: string) => void;
}

export interface WorkshopListViewProps extends WorkshopRowsProps {
  title: string;
  /** Who the list is of (the super admin's view of a person); null for one's own. */
  subtitle: string | null;
  back: { to: string; label: string } | null;
  fields: readonly RowField[];
  /** The list's own action in its title row (an FCP's "Plan a Workshop"). */
  action?: { href: string; label: string } | null;
  /** Where the rows come from when the device holds a window of the list (decision 092); absent: whole. */
  source?: WindowSource;
}

export function WorkshopListView(p: WorkshopListViewProps) {
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  const empty = !p.loading && p.rows.length === 0 && p.error === null;
  return (
    <div className="page workshop-list">
      <div className="page-header">
        {p.back && (
          <Link href={p.back.to} className={cx(Classes.BUTTON, Classes.MINIMAL)} aria-label={t(p.back.label)} title={t(p.back.label)}>
            <Icon icon="arrow-left" />
          </Link>
        )}
        <H1 className="page-title">{t(p.title)}</H1>
        {p.refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
        {p.action && (
          <Link href={p.action.href} className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY)}>
            <Icon icon="plus" />
            <span>{t(p.action.label)}</span>
          </Link>
        )}
      </div>
      {p.subtitle && <p className="workshop-list-subtitle">{p.subtitle}</p>}
      <ListLoadNote load={p} />
      {p.source && <WindowNote source={p.source} />}
      {p.loading && <Spinner aria-label={t("Loading workshops")} />}
      {empty && <p role="status">{t("No data available")}</p>}
      <ul aria-label={t("Workshops")} className="workshop-list-rows">
        {p.rows.slice(0, shown).map((w) => (
          <WorkshopRow key={w.id} workshop={w} fields={p.fields} href={p.hrefOf(w)} onOpen={p.onOpen} />
        ))}
      </ul>
      <ShowMore total={p.rows.length} shown={shown} onMore={() => setShown((n) => n + PAGE)} />
    </div>
  );
}
