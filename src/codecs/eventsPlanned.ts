// The FCP's Events Planned (/listFCPEventsPlanned, decision 035): the coming workshops of the FCP's
// own list (workshops.mine) as a dated agenda, a group per month in India's calendar, soonest
// first. Pure: the caller passes India's today (src/codecs/calendar.ts). The calendar file (.ics)
// is made by ./eventsCalendar.ts, which the screen loads only when a person asks for it.
import { monthLabel, type IsoDate, type IsoMonth } from "./calendar.ts";
import type { WorkshopRow } from "./workshop.ts";

/** The calendar file's MIME type. */
export const ICS_TYPE = "text/calendar";

/** One month of the agenda: "2026-12", "Dec 2026", its workshops by start. */
export interface AgendaMonth {
  month: IsoMonth;
  label: string;
  events: WorkshopRow[];
}

const START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The workshops still to come: a start on India's today or later (a start written as the
 * programme's wall-clock time), not Cancelled; soonest first (then by id, so the order is stable).
 */
export function comingWorkshops(rows: readonly WorkshopRow[], today: IsoDate): WorkshopRow[] {
  return rows
    .filter(
      (w) =>
        w.start_date_time__c !== null &&
        START.test(w.start_date_time__c) &&
        w.start_date_time__c.slice(0, 10) >= today &&
        w.stagename !== "Cancelled",
    )
    .sort((a, b) => (a.start_date_time__c! < b.start_date_time__c! ? -1 : a.start_date_time__c! > b.start_date_time__c! ? 1 : a.id - b.id));
}

/** The coming workshops grouped by the month they start in, months in order. */
export function agendaByMonth(rows: readonly WorkshopRow[], today: IsoDate): AgendaMonth[] {
  const months: AgendaMonth[] = [];
  for (const w of comingWorkshops(rows, today)) {
    const month = w.start_date_time__c!.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.events.push(w);
    else months.push({ month, label: monthLabel(month), events: [w] });
  }
  return months;
}

/** The file names: one workshop's, and every coming workshop's on a day. */
export const icsNameOf = (w: Pick<WorkshopRow, "id">) => `workshop-${w.id}.ics`;
export const icsNameAll = (today: IsoDate) => `events-planned-${today}.ics`;
