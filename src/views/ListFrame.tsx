// What the list screens of payments, people and reports share: the page header (Back, the title,
// the screen's actions: a CSV link, a refresh spinner), the load's note (ListLoadNote), the first load's
// spinner and the empty state (an illustration and a sentence), around the screen's own content.
import type { ReactNode } from "react";
import { Spinner } from "@blueprintjs/core";
import type { LargeIconName } from "./shell/icons.ts";
import { type ListLoad, ListLoadNote, PageHeader, TitledState } from "./shell/PageStates.tsx";
import { cx } from "./styles.ts";
import { useT } from "./i18n.tsx";
import "./page.css";
import "./ListFrame.css";

/** Its title and description are English texts (marked `msg(...)` where they are written), translated here. */
export interface EmptyState {
  icon: LargeIconName;
  title: string;
  description: string;
}

export type { ListLoad } from "./shell/PageStates.tsx";

export interface ListFrameProps {
  title: string;
  back: string;
  /** The view's own class (its width, its parts). */
  className: string;
  /** Shown after the title: the CSV link, a period choice. */
  actions?: ReactNode;
  /** What is loading, for the spinner's name ("payments"; translated here as `t(what)`). */
  what: string;
  /** Where the list's load is (a cached list's hook gives all four). */
  state: ListLoad;
  /** Set when there is nothing to show. */
  empty: EmptyState | null;
  children?: ReactNode;
}

export function ListFrame(p: ListFrameProps) {
  const t = useT();
  return (
    <div className={cx("page", p.className)}>
      <PageHeader title={p.title} back={{ to: p.back, label: t("Back") }}>
        {p.state.refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
        {p.actions}
      </PageHeader>
      <ListLoadNote load={p.state} />
      {p.state.loading && <Spinner aria-label={t("Loading {what}", { what: t(p.what) })} />}
      {p.empty && !p.state.loading && (
        <div role="status" className="list-frame-empty">
          <TitledState icon={p.empty.icon} title={t(p.empty.title)} description={t(p.empty.description)} />
        </div>
      )}
      {p.children}
    </div>
  );
}
