// The calendar file (.ics, RFC 5545) of the FCP's coming workshops (decision 035), made with the
// `ics` package. Loaded by the Events Planned screen with a dynamic import when a person asks for
// it, so neither this module nor `ics` is in any first load. Times: a workshop's start is the
// programme's wall-clock time (India's, src/codecs/workshop.ts); it is written as the UTC instant
// of that time in Asia/Kolkata, whatever the zone of the phone, so a calendar app shows the
// programme's time in India (and the same instant anywhere else). Each event has the workshop's
// own UID (whatever address the file was saved from), where it is held, and two reminders.
import { TZDate } from "@date-fns/tz";
import { createEvents, type Alarm, type EventAttributes } from "ics";
import { PROGRAMME_TIME_ZONE } from "./calendar.ts";
import type { WorkshopRow, WorkshopVenue } from "./workshop.ts";
import type { Translate } from "./i18n.ts";
import { ENGLISH } from "./translate.ts";

/** A workshop without an end lasts this long in the calendar. */
export const DEFAULT_HOURS = 3;

/** A workshop as the calendar file reads it: the row, with its venue when the list sent one. */
export type CalendarWorkshop = WorkshopRow & WorkshopVenue;

/**
 * The reminders before each workshop's start (decision 035): a day before, to gather the articles
 * and plan the way there, and an hour before, to set out. In hours: `ics` writes a duration of days
 * as "P1DT", which RFC 5545 does not allow; "PT24H" it writes right.
 */
export const REMINDER_HOURS = [24, 1] as const;

/** The event's UID: the workshop's own, so saving it again (from any address) updates the same event. */
export const uidOf = (w: Pick<WorkshopRow, "id">) => `workshop-${w.id}@field-ops`;

/** Where the workshop is held, as the list has it ("Sunrise Public School, Pune", "Art Avenue"); null when it does not say. */
export function workshopLocation(w: CalendarWorkshop): string | null {
  const parts = [w.venue, w.venue_city].map((x) => x?.trim() ?? "").filter((x) => x !== "");
  return parts.length > 0 ? parts.join(", ") : null;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/** The instant (ms since the epoch) of a wall-clock time in India ("2026-12-03T10:30:00" is 05:00Z); null if unreadable. */
export function indiaInstant(wallClock: string | null): number | null {
  const m = wallClock ? WALL.exec(wallClock) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0));
  return new TZDate(y!, mo! - 1, d!, h!, mi!, s!, PROGRAMME_TIME_ZONE).getTime();
}

export interface CalendarOptions {
  /** The address a workshop's details open at (absolute: the calendar app opens it). */
  urlOf: (w: WorkshopRow) => string;
  /** The language of the file's texts (the reminders, the stage, the calendar's name): the reader's; English when not given. Times stay the format's (UTC). */
  t?: Translate;
}

function eventOf(w: CalendarWorkshop, o: CalendarOptions): EventAttributes {
  const start = indiaInstant(w.start_date_time__c);
  if (start === null) throw new Error(`workshop ${w.id} has no start`);
  const end = indiaInstant(w.end_date_time__c);
  const t = o.t ?? ENGLISH;
  const title = w.name ?? t("Workshop");
  const location = workshopLocation(w);
  const alarms: Alarm[] = REMINDER_HOURS.map((hours) => ({
    action: "display",
    description: t("{title} starts in {hours, plural, one {# hour} other {# hours}}", { title, hours }),
    trigger: { hours, before: true },
  }));
  const common = {
    start,
    startInputType: "utc",
    startOutputType: "utc",
    title,
    description: t("Stage: {stage}", { stage: w.stagename ? t(w.stagename) : "-" }),
    url: o.urlOf(w),
    uid: uidOf(w),
    productId: "field-ops/events-planned",
    alarms,
    ...(location === null ? {} : { location }),
  } satisfies Partial<EventAttributes>;
  return end !== null && end > start
    ? { ...common, end, endInputType: "utc", endOutputType: "utc" }
    : { ...common, duration: { hours: DEFAULT_HOURS } };
}

/** The calendar file's text: one VEVENT per workshop. Throws when `ics` refuses the events. */
export function calendarText(workshops: readonly CalendarWorkshop[], o: CalendarOptions): string {
  const { error, value } = createEvents(
    workshops.map((w) => eventOf(w, o)),
    { calName: (o.t ?? ENGLISH)("Events Planned"), productId: "field-ops/events-planned" },
  );
  if (error || !value) throw error ?? new Error("no calendar text");
  return value;
}
