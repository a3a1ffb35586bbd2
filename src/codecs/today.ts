// Today (issue 47 item 1; decision 076): what needs each role now, as ONE table of rules over the
// rows the device caches (and the server can load the same way: reminders, issue 47 item 3). Each
// rule names its role, the list it reads, a predicate over one row and India's today, why the item
// is there (a message with ICU values) and where it is done (a screen's PageLink and params, or a
// path). "Awaiting X" is asked of the statecharts the server enforces (the workshop lifecycle's
// TRANSITIONS and guards, the training approval's table, the lead statechart), never of stage
// names written again here. Pure: no clock, no I/O, no React; the caller gives India's today.
import { addDays, differenceInCalendarDays, format, parseISO } from "date-fns";
import { programmeDate, type IsoDate } from "./calendar.ts";
import { dateText } from "./display.ts";
import { msg } from "./i18n.ts";
import { LEAD_MOVES, type Lead } from "./lead.ts";
import { navHref, leadLink, trainingLink, workshopLink, type NavParams, type PageLink, type WorkshopSource } from "./navParams.ts";
import type { Role } from "./role.ts";
import type { Training } from "./training.ts";
import { ownsTraining, TRAINING_TRANSITIONS, type ApprovalTraining } from "./trainingApproval.ts";
import type { MyWorkshopRow, WorkshopRow } from "./workshop.ts";
import { emptyFacts, guardRefusal, type LifecycleEventType, type Owner, TRANSITIONS } from "./workshopLifecycle.ts";

/** How many items a home shows; the rest are a link away, on /today (decision 076). */
export const HOME_ITEMS = 5;

/** India's today and tomorrow (YYYY-MM-DD): the `now` every rule reads. */
export interface TodayNow {
  today: IsoDate;
  tomorrow: IsoDate;
}
export const todayNow = (instant: Date): TodayNow => nowOn(programmeDate(instant));
/** The `now` of a calendar day (YYYY-MM-DD). */
export const nowOn = (today: IsoDate): TodayNow => ({ today, tomorrow: format(addDays(parseISO(today), 1), "yyyy-MM-dd") });

/** What the FCP's own account says (one row: the signed-in FCP's): whether the ETTC document is there or on its way. */
export interface AccountFacts {
  id: number;
  ettc: boolean;
}

/** The lists the rules read (each only for its role; a list not loaded is empty). */
export interface TodaySources {
  /** The FCP's or the CMDI's own workshops (workshops.mine). */
  myWorkshops: readonly MyWorkshopRow[];
  /** The AMMD's workshops (workshops.ammd). */
  ammdWorkshops: readonly WorkshopRow[];
  leads: readonly Lead[];
  /** The CMDI's trainings (trainings.list). */
  trainings: readonly Training[];
  /** The trainings awaiting the AMMD (trainings.approvals). */
  trainingApprovals: readonly ApprovalTraining[];
  account: readonly AccountFacts[];
}
export type TodaySource = keyof TodaySources;
type RowOf<K extends TodaySource> = TodaySources[K][number];

/** Where an item is done: a screen's address. */
export interface TodayLink {
  path: string;
  href: string;
}
/** A link to a screen with query parameters, typed by its PageLink's codec. */
export const linkTo = <L extends PageLink>(page: L, params: NavParams<L>): TodayLink => ({ path: page.path, href: navHref(page, params) });
/** A link to a screen without parameters. */
export const pathTo = (path: string): TodayLink => ({ path, href: path });

/** Every role has its Today (the super admin, an AMMD, sees the AMMD's). */
export type TodayRole = Role;
export type TodayValues = Record<string, string | number>;

/** One rule of the table. */
export interface TodayRule<K extends TodaySource = TodaySource> {
  kind: string;
  role: TodayRole;
  source: K;
  /** Whether the row is an item today. */
  when: (row: RowOf<K>, now: TodayNow) => boolean;
  /** Why it is there: English with ICU values (translated where it is drawn). */
  reason: string;
  values?: (row: RowOf<K>, now: TodayNow) => TodayValues;
  /** The record's own name (data, drawn as it is); `label` instead names it in words to translate. */
  name?: (row: RowOf<K>) => string | null;
  label?: string;
  link: (row: RowOf<K>) => TodayLink;
  /** The day the item dates from (the list's order: oldest first within a rank). */
  since: (row: RowOf<K>) => IsoDate | null;
  /** The rows it matches are one item with their `count` (a list of them is a page of its own). */
  counted?: { link: TodayLink };
  /** The order of the lists' items: lower first; rules of one rank are merged by `since`, oldest first. */
  rank: number;
}
/** A rule of any list. */
export type AnyTodayRule = { [K in TodaySource]: TodayRule<K> }[TodaySource];
const rule = <K extends TodaySource>(r: TodayRule<K>): TableRule => ({
  ...(r as AnyTodayRule),
  items: (sources, now) => itemsOf(r, sources[r.source], now),
});

// ---- what the statecharts say ----

const dayOf = (timestamp: string | null): IsoDate | null => (timestamp && /^\d{4}-\d{2}-\d{2}/.test(timestamp) ? timestamp.slice(0, 10) : null);
const timeOf = (timestamp: string | null): string => (timestamp && /T\d{2}:\d{2}/.test(timestamp) ? timestamp.slice(11, 16) : "");

/**
 * Whether the workshop waits for `owner` today: a transition of `events` leaves its stage, is owned
 * by `owner`, and its guard passes on what the row tells (the start and, for the CMDI's check, whether
 * the report was verified); a carried check (a reason typed later) is not asked here.
 */
export function awaitsOwner(
  owner: Owner,
  events: readonly LifecycleEventType[],
  row: WorkshopRow & { cmdi_verified?: boolean | null },
  today: IsoDate,
): boolean {
  const facts = { ...emptyFacts(today), start: row.start_date_time__c, verified: row.cmdi_verified === true };
  return TRANSITIONS.some(
    (t) => t.from === row.stagename && events.includes(t.event) && t.by.includes(owner) && guardRefusal(t.guard, facts, null) === null,
  );
}
/** Whether the stage is still before the report: the FCP may still cancel the workshop there. */
const aheadOfReport = (stage: string | null): boolean =>
  TRANSITIONS.some((t) => t.from === stage && t.event === "workshop.cancel" && t.by.includes("FCP"));
/** Whether the training waits for its AMMD (a move of the approval table leaves its status, owned by the AMMD). */
export const awaitsAmmd = (status: string | null): boolean =>
  TRAINING_TRANSITIONS.some((x) => x.from === status && ownsTraining(x.by, { role: "AMMD" }));
/** A lead still in play: the statechart moves it on, and it has not been marked not interested. */
const openLead = (l: Lead): boolean => LEAD_MOVES[l.status].length > 0 && l.status !== "Not interested";

/** Whole days from `since` to `today` (0 on the day, never below 0). */
export const daysWaited = (since: IsoDate | null, today: IsoDate): number =>
  since === null ? 0 : Math.max(0, differenceInCalendarDays(parseISO(today), parseISO(since)));

const workshopName = (w: WorkshopRow) => w.name;
const workshopAt = (source: WorkshopSource) => (w: WorkshopRow) =>
  linkTo(workshopLink, { id: w.id, source, ...(w.sfid ? { workshopSFID: w.sfid } : {}), ...(w.stagename ? { stagename: w.stagename } : {}) });
const startOf = (w: WorkshopRow) => dayOf(w.start_date_time__c);
/**
 * A workshop whose stage takes the FCP's report (Execution: approved, or its report returned) and
 * whose day is over. Its row says whether the report and the photos are in (`report_in`,
 * `photos_in`: decision 099); one not known (a list cached before them) is read as missing.
 */
function reportDue(w: MyWorkshopRow, now: TodayNow): boolean {
  const day = startOf(w);
  return day !== null && day < now.today && TRANSITIONS.some((t) => t.from === w.stagename && t.event === "workshop.report" && t.by.includes("FCP"));
}

/**
 * The FCP's rule for a workshop whose report is due (reportDue) and whose row says `parts` of what
 * is in (decision 099): why it is there, dated from its day; linked to the workshop.
 */
const heldRule = (kind: string, parts: (w: MyWorkshopRow) => boolean, reason: string): TableRule =>
  rule({
    kind,
    role: "FCP",
    source: "myWorkshops",
    when: (w, now) => reportDue(w, now) && parts(w),
    reason,
    values: (w) => ({ date: dateText(startOf(w)) }),
    name: workshopName,
    link: workshopAt("fcp"),
    since: startOf,
    rank: 1,
  });

// ---- the table ----

/** Every rule, each role's in the order its list shows them. */
export const TODAY_RULES: readonly TableRule[] = [
  // FCP: a workshop whose day is over and whose report is due says what is missing (decision 099);
  // neither part known to be in (a row cached before the list said) reads as before
  heldRule("workshopPassed", (w) => w.report_in !== true && w.photos_in !== true, msg("Report and photos missing since {date}")),
  heldRule("workshopPhotosMissing", (w) => w.report_in === true && w.photos_in !== true, msg("Photos missing since {date}")),
  heldRule("workshopReportMissing", (w) => w.report_in !== true && w.photos_in === true, msg("Participants and articles used missing since {date}")),
  heldRule("workshopToSubmit", (w) => w.report_in === true && w.photos_in === true, msg("Report and photos in: submit for verification")),
  rule({
    kind: "workshopToday",
    role: "FCP",
    source: "myWorkshops",
    when: (w, now) => startOf(w) === now.today && aheadOfReport(w.stagename),
    reason: msg("Workshop today at {time}"),
    values: (w) => ({ time: timeOf(w.start_date_time__c) }),
    name: workshopName,
    link: workshopAt("fcp"),
    since: startOf,
    rank: 2,
  }),
  rule({
    kind: "workshopTomorrow",
    role: "FCP",
    source: "myWorkshops",
    when: (w, now) => startOf(w) === now.tomorrow && aheadOfReport(w.stagename),
    reason: msg("Workshop tomorrow at {time}"),
    values: (w) => ({ time: timeOf(w.start_date_time__c) }),
    name: workshopName,
    link: workshopAt("fcp"),
    since: startOf,
    rank: 3,
  }),
  rule({
    kind: "leadOverdue",
    role: "FCP",
    source: "leads",
    when: (l, now) => openLead(l) && l.follow_up !== null && l.follow_up < now.today,
    reason: msg("Follow-up overdue since {date}"),
    values: (l) => ({ date: dateText(l.follow_up) }),
    name: (l) => l.name,
    link: (l) => linkTo(leadLink, { id: l.id }),
    since: (l) => l.follow_up,
    rank: 4,
  }),
  rule({
    kind: "leadDue",
    role: "FCP",
    source: "leads",
    when: (l, now) => openLead(l) && l.follow_up === now.today,
    reason: msg("Follow-up due today"),
    name: (l) => l.name,
    link: (l) => linkTo(leadLink, { id: l.id }),
    since: (l) => l.follow_up,
    rank: 5,
  }),
  rule({
    kind: "ettcMissing",
    role: "FCP",
    source: "account",
    when: (a) => !a.ettc,
    reason: msg("Your ETTC document has not been uploaded"),
    label: msg("ETTC document"),
    link: () => pathTo("/ettc-Upload"),
    since: () => null,
    rank: 6,
  }),
  // CMDI
  rule({
    kind: "workshopToVerify",
    role: "CMDI",
    source: "myWorkshops",
    when: (w, now) => awaitsOwner("CMDI", ["workshop.verify", "workshop.returnReport"], w, now.today),
    reason: msg("Report awaiting your verification since {date}"),
    values: (w) => ({ date: dateText(startOf(w)) }),
    name: workshopName,
    link: workshopAt("cmdi"),
    since: startOf,
    rank: 1,
  }),
  rule({
    kind: "workshopToConfirm",
    role: "CMDI",
    source: "myWorkshops",
    when: (w, now) => awaitsOwner("CMDI", ["workshop.confirm", "workshop.sendBack"], w, now.today),
    reason: msg("Plan awaiting your confirmation; workshop on {date}"),
    values: (w) => ({ date: dateText(startOf(w)) }),
    name: workshopName,
    link: workshopAt("cmdi"),
    since: startOf,
    rank: 2,
  }),
  rule({
    kind: "leadsUnassigned",
    role: "CMDI",
    source: "leads",
    // an assignment refuses only a converted lead (LEAD_MESSAGES.converted)
    when: (l) => l.fcp_id === null && l.status !== "Converted",
    reason: msg("{count, plural, one {# lead is} other {# leads are}} not assigned to an FCP"),
    label: msg("Unassigned leads"),
    link: () => pathTo("/listAssignLead"),
    since: (l) => dayOf(l.createddate),
    counted: { link: pathTo("/listAssignLead") },
    rank: 3,
  }),
  rule({
    kind: "trainingSoon",
    role: "CMDI",
    source: "trainings",
    when: (x, now) => x.status !== "AMMD Rejected" && (x.startdate === now.today || x.startdate === now.tomorrow),
    reason: msg("{when, select, today {Training today} other {Training tomorrow}}"),
    values: (x, now) => ({ when: x.startdate === now.today ? "today" : "tomorrow" }),
    name: (x) => x.name,
    link: (x) => linkTo(trainingLink, { id: x.id }),
    since: (x) => x.startdate,
    rank: 4,
  }),
  // AMMD: one list, oldest first
  rule({
    kind: "workshopToApprove",
    role: "AMMD",
    source: "ammdWorkshops",
    when: (w, now) => awaitsOwner("AMMD", ["workshop.approve", "workshop.reject"], w, now.today),
    // it reached AMMD Confirmation on its day (the server's `workshop.due`)
    reason: msg("Workshop awaiting your approval; waited {days, plural, =0 {since today} one {# day} other {# days}}"),
    values: (w, now) => ({ days: daysWaited(startOf(w), now.today) }),
    name: workshopName,
    link: workshopAt("ammd"),
    since: startOf,
    rank: 1,
  }),
  rule({
    kind: "trainingToApprove",
    role: "AMMD",
    source: "trainingApprovals",
    when: (x) => awaitsAmmd(x.status),
    reason: msg("Training awaiting your approval; waited {days, plural, =0 {since today} one {# day} other {# days}}"),
    values: (x, now) => ({ days: daysWaited(x.startdate, now.today) }),
    name: (x) => x.name,
    link: () => pathTo("/listTTCApprovalAMMD"),
    since: (x) => x.startdate,
    rank: 1,
  }),
];

/** One item of a person's Today. */
export interface TodayItem {
  /** Unique in the list: the rule's kind and the record's id. */
  key: string;
  kind: string;
  /** The record's name as stored (null: `label` names it). */
  name: string | null;
  label: string | null;
  reason: string;
  values: TodayValues;
  link: TodayLink;
  since: IsoDate | null;
  rank: number;
}

/** The items one rule finds in its list (typed by the list it reads). */
function itemsOf<K extends TodaySource>(r: TodayRule<K>, rows: readonly RowOf<K>[], now: TodayNow): TodayItem[] {
  const found = rows.filter((row) => r.when(row, now));
  if (found.length === 0) return [];
  if (r.counted) {
    const dates = found.map((row) => r.since(row)).filter((d): d is IsoDate => d !== null);
    return [
      {
        key: r.kind,
        kind: r.kind,
        name: null,
        label: r.label ?? r.kind,
        reason: r.reason,
        values: { count: found.length },
        link: r.counted.link,
        since: dates.sort()[0] ?? null,
        rank: r.rank,
      },
    ];
  }
  return found.map((row) => {
    const name = r.name?.(row) ?? null;
    return {
      key: `${r.kind}:${row.id}`,
      kind: r.kind,
      name,
      label: name === null ? (r.label ?? msg("Untitled")) : null,
      reason: r.reason,
      values: r.values ? r.values(row, now) : {},
      link: r.link(row),
      since: r.since(row),
      rank: r.rank,
    };
  });
}

/** A rule of the table with the items it finds in the lists. */
export type TableRule = AnyTodayRule & { items: (sources: TodaySources, now: TodayNow) => TodayItem[] };

/** The items of a role's Today from the lists it reads, in the list's order. */
export function todayItems(role: TodayRole, sources: TodaySources, now: TodayNow): TodayItem[] {
  const out = TODAY_RULES.filter((r) => r.role === role).flatMap((r) => r.items(sources, now));
  // by rank, then oldest first (an undated item last), then by name
  return out.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.since ?? "9999").localeCompare(b.since ?? "9999") ||
      (a.name ?? a.label ?? "").localeCompare(b.name ?? b.label ?? "") ||
      a.key.localeCompare(b.key),
  );
}
