// /today, presentational (its screen: ./screen.tsx): the person's Today part as the page (decision 076).
import type { ComponentType } from "react";
import { H1 } from "@blueprintjs/core";
import { useT } from "../../views/i18n.tsx";
import type { TodayPartProps } from "./TodayView.tsx";
import "../../views/page.css";

export interface TodayPageViewProps {
  title: string;
  /** The role's Today, hosted with its flows (null: nobody signed in). */
  Today: ComponentType<TodayPartProps> | null;
}

export function TodayPageView({ title, Today }: TodayPageViewProps) {
  const t = useT();
  return <div className="page today-page">{Today ? <Today variant="page" title={title} /> : <H1 className="page-title">{t(title)}</H1>}</div>;
}
