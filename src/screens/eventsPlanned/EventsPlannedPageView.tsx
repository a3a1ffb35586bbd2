// Events Planned's page (decision 035): the agenda (EventsPlannedView) and "Add to calendar", which
// loads the calendar module (and `ics`) only then, and saves the file with the app's download effect.
import { useCallback, useState } from "react";
import type { IsoDate } from "../../codecs/calendar.ts";
import { ICS_TYPE, icsNameAll, icsNameOf } from "../../codecs/eventsPlanned.ts";
import type { WorkshopRow } from "../../codecs/workshop.ts";
import { useViewActors } from "../../views/actors.tsx";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { EventsPlannedView, type EventsPlannedViewProps } from "./EventsPlannedView.tsx";

export const EXPORT_FAILED = msg("The calendar file could not be made. Please try again.");

export type EventsPlannedPageProps = Omit<EventsPlannedViewProps, "onExport" | "exporting" | "exportError"> & {
  /** Today in India (YYYY-MM-DD): the name of the file of every event. */
  today: IsoDate;
};

export function EventsPlannedPageView({ today, ...p }: EventsPlannedPageProps) {
  const { download } = useViewActors();
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const { hrefOf } = p;
  const onExport = useCallback(
    async (workshops: readonly WorkshopRow[], all: boolean) => {
      setExporting(true);
      setExportError(null);
      try {
        const { calendarText } = await import("../../codecs/eventsCalendar.ts");
        const text = calendarText(
          workshops.filter((w) => hrefOf(w) !== ""),
          // the file's texts in the reader's language (decision 074); its times are the format's
          { urlOf: (w) => new URL(hrefOf(w), location.origin).href, t },
        );
        download?.(all ? icsNameAll(today) : icsNameOf(workshops[0]!), text, ICS_TYPE);
      } catch {
        setExportError(EXPORT_FAILED);
      } finally {
        setExporting(false);
      }
    },
    [download, hrefOf, today, t],
  );
  return <EventsPlannedView {...p} onExport={(w, all) => void onExport(w, all)} exporting={exporting} exportError={exportError} />;
}
