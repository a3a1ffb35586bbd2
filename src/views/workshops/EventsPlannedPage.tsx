// The FCP's Events Planned (/listFCPEventsPlanned, decision 035): the FCP's own workshop list (the
// cached workshops.mine of /homeFCP, refreshed by the same flow) kept to the workshops still to
// come, as an agenda by month. "Add to calendar" loads the calendar module (and `ics`) only then,
// and saves the file with the app's download effect.
import { useCallback, useMemo, useState } from "react";
import { programmeDate } from "../../codecs/calendar.ts";
import { agendaByMonth, ICS_TYPE, icsNameAll, icsNameOf } from "../../codecs/eventsPlanned.ts";
import type { WorkshopRow } from "../../codecs/workshop.ts";
import { useAppActors } from "../actors.tsx";
import type { ScreenProps } from "../routes.ts";
import { EventsPlannedView } from "./EventsPlannedView.tsx";
import { useMyWorkshops, workshopHref } from "./MyWorkshopsPage.tsx";

export const EXPORT_FAILED = "The calendar file could not be made. Please try again.";

export default function EventsPlannedPage({ title }: ScreenProps) {
  const { download } = useAppActors();
  const list = useMyWorkshops();
  const today = useMemo(() => programmeDate(new Date()), []);
  const months = useMemo(() => agendaByMonth(list.rows, today), [list.rows, today]);
  // Back from the details returns here
  const hrefOf = useCallback((w: WorkshopRow) => (typeof w.id === "number" ? workshopHref(w, "events") : ""), []);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const onExport = useCallback(
    async (workshops: readonly WorkshopRow[], all: boolean) => {
      setExporting(true);
      setExportError(null);
      try {
        const { calendarText } = await import("../../codecs/eventsCalendar.ts");
        const text = calendarText(
          workshops.filter((w) => hrefOf(w) !== ""),
          { urlOf: (w) => new URL(hrefOf(w), location.origin).href },
        );
        download?.(all ? icsNameAll(today) : icsNameOf(workshops[0]!), text, ICS_TYPE);
      } catch {
        setExportError(EXPORT_FAILED);
      } finally {
        setExporting(false);
      }
    },
    [download, hrefOf, today],
  );
  return (
    <EventsPlannedView
      title={title}
      back={list.back.to}
      months={months}
      hrefOf={hrefOf}
      onOpen={list.onOpen}
      loading={list.loading}
      refreshing={list.refreshing}
      error={list.error}
      onRetry={list.onRetry}
      onExport={(w, all) => void onExport(w, all)}
      exporting={exporting}
      exportError={exportError}
    />
  );
}
