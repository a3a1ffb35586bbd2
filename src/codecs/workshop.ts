// Workshops (table `opportunity`, spec section 3): the stages, the row every workshop list shows,
// Workshop Details with its articles and photos, the read operations and the cached lists.
// Scope always comes from the session (server/ops/workshops.ts): an AMMD reads the workshops
// assigned to them, a CMDI those assigned to them, an FCP those of their account.
import * as t from "io-ts";
import { defineRead, exactParams, noParams, RowId } from "./contract.ts";
import { listSlot } from "./lists.ts";
import { PhotoPlaceColumns } from "./photoLocation.ts";
import { msg } from "./i18n.ts";
import { programmeDate } from "./calendar.ts";
import { pageOf, windowed } from "./window.ts";

/** Spec section 4, in the programme's order. */
export const WORKSHOP_STAGES = [
  "Planning",
  "Awaiting Workshop Confirmation",
  "Awaiting AMMD Approval",
  "AMMD Confirmation",
  "Execution",
  "CMDI Verification",
  "Paid",
  "Cancelled",
  "Account Approved",
] as const;
export type WorkshopStage = (typeof WORKSHOP_STAGES)[number];

/** The photo types of a workshop's day 1 (spec section 3) with their galleries' titles (2.12). */
export const PHOTO_GALLERIES = [
  { type: "picture_showing_products", title: msg("Picture Showing Products") },
  { type: "entire_class_making_articles", title: msg("Picture of entire class making articles") },
  { type: "entire_class_finished_articles", title: msg("Picture of entire class holding finished articles") },
  { type: "geo_tagged_Location_pictures", title: msg("Geo tagged Location pictures") },
  { type: "other_pictures", title: msg("Other Pictures") },
] as const;
export const PHOTO_TYPES = PHOTO_GALLERIES.map((g) => g.type);
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const FINALIZED_PHOTO_TITLE = msg("Finalized Article Photo");
/** The gallery whose photos are there for where they were taken (decision 047: the FCP is told when one has no location). */
export const GEO_TAGGED_TYPE: PhotoType = "geo_tagged_Location_pictures";

/** Spec section 9: photos are of day 1. */
export const PHOTO_DAY = 1;

const str = t.union([t.string, t.null]);
const num = t.union([t.number, t.null]);

/**
 * A workshop as every list shows it. Dates are the programme's wall-clock time written
 * YYYY-MM-DDTHH:MM:SS (null when missing); the scope columns (account, assigned CMDI and AMMD)
 * let a view keep only the signed-in person's rows of a cached list.
 */
export const WorkshopRow = t.type({
  id: t.number,
  sfid: str,
  heroku_id__c: str,
  name: str,
  stagename: str,
  start_date_time__c: str,
  end_date_time__c: str,
  createddate: str,
  accountid: str,
  fcpname__c: str,
  assigned_cmdi__c: str,
  cmdi_name__c: str,
  assigned_ammd__c: str,
});
export type WorkshopRow = t.TypeOf<typeof WorkshopRow>;

/**
 * Where a workshop of one's own list is held (the calendar file's LOCATION, issue 49 item 9): the
 * school's name, or "Art Avenue" for an Art Avenue workshop, and the school's city. Absent in a
 * list cached before they were sent.
 */
export const WorkshopVenue = t.partial({ venue: str, venue_city: str });
export type WorkshopVenue = t.TypeOf<typeof WorkshopVenue>;
/**
 * A workshop of the FCP's or the CMDI's own list (workshops.mine): the row with its venue and
 * whether its CMDI has verified the report (the lifecycle's `verified` fact, which Today's rules
 * read: decision 076; absent in a list cached before it was sent, read as not verified).
 */
export const MyWorkshopRow = t.intersection([
  WorkshopRow,
  WorkshopVenue,
  t.partial({
    cmdi_verified: t.union([t.boolean, t.null]),
    /**
     * In Execution: whether the report (the actual participant count, an article line) is recorded,
     * and whether the required day-1 photos and the finalized article photo are there (Today says
     * what is missing: decision 099). Null in another stage; absent in a list cached before them.
     */
    report_in: t.union([t.boolean, t.null]),
    photos_in: t.union([t.boolean, t.null]),
    /**
     * A plan saved on this device and not sent yet (the list's row at once, src/features/workshops.ts):
     * its category and place, its name drawn from them in the reader's language (decision 115).
     * Never sent by the server, whose row names it.
     */
    plan_category: str,
    plan_place: str,
  }),
]);
export type MyWorkshopRow = t.TypeOf<typeof MyWorkshopRow>;

/**
 * A workshop of the AMMD's list: the row with its FCP's mobile (the account's; null when the FCP
 * has none), which names the FCP in the FCP Name filter (decision 068). Absent in a list cached
 * before it was sent: the FCP is then named alone until the list is fetched again.
 */
export const AmmdWorkshopRow = t.intersection([WorkshopRow, t.partial({ fcp_phone: str })]);
export type AmmdWorkshopRow = t.TypeOf<typeof AmmdWorkshopRow>;

/** One line of the article list: the article's sfid, the SKU's name and the quantity used. */
export const WorkshopArticle = t.type({ id: t.number, article__c: str, sku_name: str, quantity__c: num });
export type WorkshopArticle = t.TypeOf<typeof WorkshopArticle>;

/** How a photo's other workshop is named to a person who may not see that workshop (issue 43, item 4). */
export const OUT_OF_SCOPE_WORKSHOP = msg("a workshop outside your area");
/** The mark on a photo that is also another workshop's evidence: "Also used for Diwali Rangoli, a workshop outside your area". */
export const alsoUsedFor = (workshops: readonly string[]): string => `Also used for ${workshops.join(", ")}`;

/**
 * A photo (or PDF) of day 1, with where it was taken (decision 047), and (for the CMDI, the AMMD
 * and the super admin; empty for the FCP) the other workshops whose evidence holds the same photo
 * (absent in a details answer cached before it: no mark).
 */
export const WorkshopPhoto = t.type({
  id: t.number,
  type__c: str,
  image_url__c: str,
  photodatetime__c: str,
  ...PhotoPlaceColumns,
  also_used_for: t.union([t.array(t.string), t.undefined]),
});
export type WorkshopPhoto = t.TypeOf<typeof WorkshopPhoto>;

/**
 * What the lifecycle's guards read of a workshop (`LifecycleFacts` of ./workshopLifecycle.ts, which
 * checks at compile time that this codec is that shape): the server builds them from the rows
 * (server/ops/workshopLifecycle.ts) for its own check and sends them with the details, so the
 * client offers exactly what the server's check would accept now.
 */
export const WorkshopFacts = t.type({
  today: t.string,
  start: str,
  category: str,
  venue: str,
  plannedParticipants: num,
  expenseHead: str,
  otherExpenseHeadName: str,
  articles: t.number,
  badArticles: t.number,
  allowedWorkshops: num,
  plannedInYear: t.number,
  actualParticipants: num,
  photoTypes: t.array(t.string),
  finalizedPhoto: t.boolean,
  verified: t.boolean,
  workshopAmount: num,
});

/** One transition of a workshop as its history shows it (decision 024): who, as what, when, from, to, why. */
export const HistoryRow = t.type({
  id: t.number,
  /** The server's clock, as the programme's wall-clock time YYYY-MM-DDTHH:MM:SS. */
  at: t.string,
  actor_name: t.string,
  actor_role: t.string,
  event: t.string,
  from_stage: t.string,
  to_stage: t.string,
  reason: str,
});
export type HistoryRow = t.TypeOf<typeof HistoryRow>;

/** Workshop Details (spec 2.12): the row, every field of the screen, its articles and photos. */
export const WorkshopDetail = t.intersection([
  WorkshopRow,
  t.type({
    ammd_name__c: str,
    no_of_participants__c: num,
    actual_participants_count__c: num,
    stamped_amount__c: num,
    total_tertiary_by_app__c: num,
    category__c: str,
    /** The school or Art Avenue (the account the workshop is held at). */
    school_name: str,
    expense_head__c: str,
    other_expense_head_name__c: str,
    artical_finalized_photo__c: str,
    /** The server's map tiles (MAP_TILE_URL, a {z}/{x}/{y} template), or null: no map, the coordinates and their link only (decision 047). */
    map_tile_url: str,
    articles: t.array(WorkshopArticle),
    photos: t.array(WorkshopPhoto),
    /** The version a transition must name (optimistic concurrency, decision 024). */
    lifecycle_version: t.number,
    facts: WorkshopFacts,
    /** Every transition, oldest first. */
    history: t.array(HistoryRow),
  }),
]);
export type WorkshopDetail = t.TypeOf<typeof WorkshopDetail>;

/** A CMDI reporting to the AMMD (the CMDI Name filter's choices). */
export const CmdiOption = t.type({ id: t.number, sfid: t.string, name: str });
export type CmdiOption = t.TypeOf<typeof CmdiOption>;

/** Days either side of today in which a workshop not yet paid or cancelled is open work (decision 092). */
export const OPEN_DAYS = 30;
const dayShift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/**
 * Whether a workshop is open work a device keeps whatever the window (decision 092): a stage before
 * Paid (not Paid, not Cancelled) and a start within OPEN_DAYS either side of today (the programme's
 * date at the clock of the side that asks: the server windows, the device only tests).
 */
export function openWorkshop(w: Pick<WorkshopRow, "stagename" | "start_date_time__c">, now: Date = new Date()): boolean {
  if (w.stagename === "Paid" || w.stagename === "Cancelled" || !w.start_date_time__c) return false;
  const days = openDaysAt(now);
  const day = w.start_date_time__c.slice(0, 10);
  return day >= days.from && day <= days.to;
}

let openDays = { minute: Number.NaN, from: "", to: "" };
/**
 * The first and last start days of an open workshop at `now`, worked out once a minute (a window
 * tests every row: the programme's calendar per row cost the server more than its SQL). Exact: a
 * day in India (whole minutes from UTC) begins on a whole minute.
 */
function openDaysAt(now: Date): { from: string; to: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== openDays.minute) {
    const today = programmeDate(now);
    openDays = { minute, from: dayShift(today, -OPEN_DAYS), to: dayShift(today, OPEN_DAYS) };
  }
  return openDays;
}

/**
 * The AMMD's approval list (spec 2.6, 7): workshops assigned to the AMMD in the stages of the two
 * tabs, started from 1 April of the current financial year to today, newest start first.
 */
export const workshopsAmmd = windowed(defineRead("workshops.ammd", { params: noParams, row: AmmdWorkshopRow, roles: ["AMMD"] }), {
  // decision 092: the Awaiting Approval tab's workshops (AMMD Confirmation: the list holds no
  // "Awaiting AMMD Approval") are kept, then the latest started up to the cap
  cap: 1500,
  open: (r) => r.stagename === "AMMD Confirmation",
  // the screen's CMDI, FCP and Stage filters (its sort is the device's only)
  filters: ["assigned_cmdi__c", "accountid", "stagename"],
  search: [],
});
/** The AMMD's workshops the device does not hold: a page of them from the server (decision 092). */
export const workshopsAmmdPage = pageOf(workshopsAmmd);
/** The CMDIs reporting to the AMMD, by name. */
export const workshopsAmmdCmdis = defineRead("workshops.ammdCmdis", { params: noParams, row: CmdiOption, roles: ["AMMD"] });
/**
 * A CMDI's or an FCP's workshops of the financial year (April to March, by start date): assigned
 * to the CMDI, or of the FCP's account; only those with an sfid; newest start first; each with its venue.
 */
export const workshopsMine = windowed(defineRead("workshops.mine", { params: noParams, row: MyWorkshopRow, roles: ["FCP", "CMDI"] }), {
  cap: 1500,
  open: (r) => openWorkshop(r),
  // its screens narrow by nothing: the page op pages the list in its order (the search has its own server part, decision 082)
  filters: [],
  search: [],
});
/** The own workshops the device does not hold: a page of them from the server (decision 092). */
export const workshopsMinePage = pageOf(workshopsMine);
/** One workshop with its articles and photos, if it is in the caller's scope (else 404). */
/** The server's 404 for a workshop that is not there or not the person's (every workshop op says it so). */
export const WORKSHOP_NOT_FOUND = msg("This workshop was not found");
export const workshopsDetails = defineRead("workshops.details", { params: exactParams({ id: RowId }), row: WorkshopDetail, roles: "any" });

/** The cached lists (spec section 3: "CMDI/AMMD workshops", "workshops"). */
export const ammdWorkshopsSlot = listSlot("ammdWorkshops", AmmdWorkshopRow);
export const ammdCmdisSlot = listSlot("ammdCmdis", CmdiOption);
export const myWorkshopsSlot = listSlot("myWorkshops", MyWorkshopRow);

/** Which column of a workshop names a person of each kind (spec section 6: workshop list scope). */
export type ScopeColumn = "assigned_ammd__c" | "assigned_cmdi__c" | "accountid";
export const scopeColumnOf = (type: string): ScopeColumn =>
  type === "AMMD" ? "assigned_ammd__c" : type === "CMDI" ? "assigned_cmdi__c" : "accountid";
