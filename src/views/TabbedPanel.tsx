// Blueprint's tabs over one body: the selected tab's panel holds the screen's content, and every
// other tab has an empty (hidden) panel, so each tab's aria-controls names a real panel (axe's
// aria-valid-attr-value) and a screen reader reads the content as the selected tab's. Not animated:
// the sliding indicator measures the tabs (a forced layout) on each switch.
//
// The panels are Blueprint's TabPanel, drawn beside the tab list rather than by it: the selected
// tab's panel is one element whose id and label follow the selected tab, so a switch keeps the body
// mounted and patches what changed (a list of hundreds of filter choices and rows was made and
// removed whole at each switch). A part of the body that must start again on another tab is keyed
// by the tab where it is used.
//
// The tab list is made again only when the id, a tab's title, the selected tab or onChange changes:
// a filter change in the body (the same tabs, a stable onChange) does not draw Blueprint's tabs again.
import { createElement, Fragment, useMemo, type ReactNode } from "react";
import { Tab, TabPanel, Tabs } from "@blueprintjs/core";
import { useT } from "./i18n.tsx";

export interface TabbedPanelProps<T extends string> {
  id: string;
  /** Each tab's title is an English text, drawn in the reader's language. */
  tabs: ReadonlyArray<{ id: T; title: string }>;
  selected: T;
  onChange: (tab: T) => void;
  className?: string;
  children: ReactNode;
}

export function TabbedPanel<T extends string>({ id, tabs, selected, onChange, className, children }: TabbedPanelProps<T>) {
  const tr = useT();
  // the tabs as one text (a new array with the same titles is the same list), read back in the memo
  const titles = JSON.stringify(tabs.map((t) => [t.id, tr(t.title)]));
  const list = useMemo(
    () => (
      <Tabs id={id} selectedTabId={selected} onChange={(t) => onChange(t as T)} animate={false}>
        {(JSON.parse(titles) as [T, string][]).map(([tab, title]) => (
          <Tab key={tab} id={tab} title={title} />
        ))}
      </Tabs>
    ),
    [id, titles, selected, onChange],
  );
  return (
    <div className={className}>
      {list}
      {/* a panel must be an element (the body is any node) */}
      <TabPanel id={selected} parentId={id} selectedTabId={selected} panel={createElement(Fragment, null, children)} />
      {tabs
        .filter((t) => t.id !== selected)
        .map((t) => (
          // an unselected tab's panel is empty but present
          <TabPanel key={t.id} id={t.id} parentId={id} selectedTabId={selected} panel={createElement(Fragment)} />
        ))}
    </div>
  );
}
