// What the list screens of payments, people and reports share: the page header (Back, the title,
// the screen's actions: a CSV link, a refresh spinner), a failed refresh with Try again, the first load's
// spinner and the empty state (an illustration and a sentence), around the screen's own content.
import type { ReactNode } from "react";
import { Spinner, type IconName } from "@blueprintjs/core";
import { LoadFailed, PageHeader, TitledState } from "./shell/PageStates.tsx";
import { cx } from "./styles.ts";
import "./page.css";
import "./ListFrame.css";

export interface EmptyState {
  icon: IconName;
  title: string;
  description: string;
}

/** A list's load as the frame shows it: the first load, a refresh over what is shown, a failure with Try again. */
export interface ListLoad {
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  onRetry: () => void;
}

export interface ListFrameProps {
  title: string;
  back: string;
  /** The view's own class (its width, its parts). */
  className: string;
  /** Shown after the title: the CSV link, a period choice. */
  actions?: ReactNode;
  /** What is loading, for the spinner's name ("payments"). */
  what: string;
  /** Where the list's load is (a cached list's hook gives all four). */
  state: ListLoad;
  /** Set when there is nothing to show. */
  empty: EmptyState | null;
  children?: ReactNode;
}

export function ListFrame(p: ListFrameProps) {
  return (
    <div className={cx("page", p.className)}>
      <PageHeader title={p.title} back={{ to: p.back, label: "Back" }}>
        {p.state.refreshing && <Spinner size={16} aria-label="Refreshing" />}
        {p.actions}
      </PageHeader>
      {p.state.error && <LoadFailed error={p.state.error} onRetry={p.state.onRetry} />}
      {p.state.loading && <Spinner aria-label={`Loading ${p.what}`} />}
      {p.empty && !p.state.loading && (
        <div role="status" className="list-frame-empty">
          <TitledState icon={p.empty.icon} title={p.empty.title} description={p.empty.description} />
        </div>
      )}
      {p.children}
    </div>
  );
}
