// What the list screens of payments, people and reports share: Back, the title and the screen's
// actions (a CSV link, a refresh spinner), a failed refresh with Try again, the first load's
// spinner and the empty state (an illustration and a sentence), around the screen's own content.
import type { ReactNode } from "react";
import { Button, Callout, Classes, H1, Icon, NonIdealState, Spinner, type IconName } from "@blueprintjs/core";
import { Link } from "wouter";
import { cx } from "./styles.ts";
import "./page.css";
import "./ListFrame.css";

export interface EmptyState { icon: IconName; title: string; description: string }

export interface ListFrameProps {
  title: string;
  back: string;
  /** The view's own class (its width, its parts). */
  className: string;
  /** Shown after the title: the CSV link, a period choice. */
  actions?: ReactNode;
  /** What is loading, for the spinner's name ("payments"). */
  what: string;
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  onRetry: () => void;
  /** Set when there is nothing to show. */
  empty: EmptyState | null;
  children?: ReactNode;
}

export function ListFrame(p: ListFrameProps) {
  return (
    <div className={cx("page", p.className)}>
      <div className="page-header">
        <Link href={p.back} className={cx(Classes.BUTTON, Classes.MINIMAL, "page-back")} aria-label="Back"><Icon icon="arrow-left" /></Link>
        <H1 className="page-title">{p.title}</H1>
        {p.refreshing && <Spinner size={16} aria-label="Refreshing" />}
        {p.actions}
      </div>
      {p.error && (
        <Callout intent="warning" role="alert" className="page-callout">
          {p.error} <Button text="Try again" variant="minimal" onClick={p.onRetry} />
        </Callout>
      )}
      {p.loading && <Spinner aria-label={`Loading ${p.what}`} />}
      {p.empty && !p.loading && (
        <div role="status" className="list-frame-empty">
          <NonIdealState icon={p.empty.icon} title={p.empty.title} description={p.empty.description} />
        </div>
      )}
      {p.children}
    </div>
  );
}
