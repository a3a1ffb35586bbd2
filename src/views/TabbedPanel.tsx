// Blueprint's tabs over one body: the selected tab's panel holds the screen's content, and every
// other tab has an empty (hidden) panel, so each tab's aria-controls names a real panel (axe's
// aria-valid-attr-value) and a screen reader reads the content as the selected tab's. Not animated:
// the sliding indicator measures the tabs (a forced layout) on each switch.
import type { ReactNode } from "react";
import { Tab, Tabs } from "@blueprintjs/core";

export interface TabbedPanelProps<T extends string> {
  id: string;
  tabs: ReadonlyArray<{ id: T; title: string }>;
  selected: T;
  onChange: (tab: T) => void;
  className?: string;
  children: ReactNode;
}

export function TabbedPanel<T extends string>({ id, tabs, selected, onChange, className, children }: TabbedPanelProps<T>) {
  return (
    <Tabs id={id} selectedTabId={selected} onChange={(t) => onChange(t as T)} animate={false} className={className}>
      {tabs.map((t) => (
        // biome-ignore lint/complexity/noUselessFragments: a panel must be an element (the body is any node; an unselected tab's is empty but present)
        <Tab key={t.id} id={t.id} title={t.title} panel={t.id === selected ? <>{children}</> : <></>} />
      ))}
    </Tabs>
  );
}
