// The FCP's Events Planned (/listFCPEventsPlanned, decision 035), presentational: the coming
// workshops as an agenda, a heading per month (India's calendar), each workshop's date and time,
// its name (the link to its details) and its stage; "Add to calendar" per workshop and "Add all to
// calendar" for the agenda (.ics files); the first load's spinner, a failed load with Try again,
// and an empty state.
import type { MouseEvent } from "react";
import { Button, Classes, H2 } from "@blueprintjs/core";
import type { AgendaMonth } from "../../codecs/eventsPlanned.ts";
import type { WorkshopRow } from "../../codecs/workshop.ts";
import { ListFrame } from "../../views/ListFrame.tsx";
import { orDash } from "../../views/format.ts";
import { cx } from "../../views/styles.ts";
import { StageIcon } from "../../views/workshops/StageIcon.tsx";
import { msg } from "../../codecs/i18n.ts";
import { nameShown } from "../../codecs/workshopPlan.ts";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";
import "./EventsPlannedView.css";

export interface EventsPlannedViewProps {
  title: string;
  back: string;
  months: readonly AgendaMonth[];
  /** Where a workshop's name leads; "" for a plan waiting to be sent (it opens nothing yet). */
  hrefOf: (w: WorkshopRow) => string;
  onOpen: (href: string) => void;
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  onRetry: () => void;
  /** Saves a calendar file of these workshops (one, or the whole agenda). */
  onExport: (workshops: readonly WorkshopRow[], all: boolean) => void;
  /** A calendar file is being made. */
  exporting: boolean;
  /** Why the last calendar file could not be made. */
  exportError: string | null;
}

export const EMPTY = {
  icon: "calendar",
  title: msg("No events planned"),
  description: msg("Your workshops with a date to come are shown here."),
} as const;

const inApp = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function EventsPlannedView(p: EventsPlannedViewProps) {
  const t = useT();
  const fmt = useFormats();
  const all = p.months.flatMap((m) => m.events);
  const empty = !p.loading && p.error === null && all.length === 0;
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="events-planned"
      what={msg("events")}
      state={p}
      empty={empty ? EMPTY : null}
      actions={
        all.length > 0 && <Button icon="download" text={t("Add all to calendar")} disabled={p.exporting} onClick={() => p.onExport(all, true)} />
      }
    >
      {p.exportError && (
        <p role="alert" className={Classes.INTENT_DANGER}>
          {t(p.exportError)}
        </p>
      )}
      {p.months.map((m) => (
        <section key={m.month} aria-labelledby={`events-${m.month}`} className="events-planned-month">
          <H2 id={`events-${m.month}`} className="events-planned-month-title">
            {fmt.month(m.month)}
          </H2>
          <ul className="events-planned-list">
            {m.events.map((w) => {
              const href = p.hrefOf(w);
              return (
                <li key={w.id} className={cx(Classes.CARD, Classes.COMPACT, "events-planned-event")}>
                  <time dateTime={w.start_date_time__c ?? undefined} className="events-planned-when">
                    {fmt.dateTime(w.start_date_time__c)}
                  </time>
                  {href === "" ? (
                    <span className="events-planned-name">
                      {orDash(nameShown(t, w))} <span className={Classes.TEXT_MUTED}>{t("(waiting to be sent)")}</span>
                    </span>
                  ) : (
                    <a
                      href={href}
                      className="events-planned-name"
                      onClick={(e) => {
                        if (inApp(e)) {
                          e.preventDefault();
                          p.onOpen(href);
                        }
                      }}
                    >
                      {orDash(w.name)}
                    </a>
                  )}
                  <span className={cx("events-planned-stage", Classes.TEXT_MUTED)}>
                    <StageIcon stage={w.stagename} />
                    <span>{w.stagename === null ? orDash(null) : t(w.stagename)}</span>
                  </span>
                  {href !== "" && (
                    <Button
                      variant="minimal"
                      size="small"
                      icon="calendar"
                      text={t("Add to calendar")}
                      aria-label={t("Add to calendar: {name}, {when}", { name: orDash(w.name), when: fmt.dateTime(w.start_date_time__c) })}
                      disabled={p.exporting}
                      onClick={() => p.onExport([w], false)}
                      className="events-planned-add"
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </ListFrame>
  );
}
