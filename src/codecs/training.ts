// Trainings (table `campaign`, spec sections 2.7, 3, 4 and 7): the row, the CMDI's list operation
// and its cached list, and how the list is shown: a tab per status (AMMD Approval shown as
// Pending, Accounts as Approved, AMMD Rejected as Rejected) with a group per type (TTC, ETTC,
// Kalamilan). Which trainings a CMDI sees is decision 017.
import * as t from "io-ts";
import { defineRead, noParams } from "./contract.ts";
import { listSlot } from "./lists.ts";
import { msg } from "./i18n.ts";
import { programmeDate } from "./calendar.ts";
import { pageOf, windowed } from "./window.ts";

/** The statuses listed (spec section 7), in tab order. */
export const TRAINING_STATUSES = ["AMMD Approval", "Accounts", "AMMD Rejected"] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];
/** Training types (spec section 9), in group order. */
export const TRAINING_TYPES = ["TTC", "ETTC", "Kalamilan"] as const;

/** The tabs of /listTraining (spec 2.7): each shows one status, named as spec section 4 says. */
export const TRAINING_TABS = [
  { id: "pending", label: msg("Pending"), status: "AMMD Approval" },
  { id: "approved", label: msg("Approved"), status: "Accounts" },
  { id: "rejected", label: msg("Rejected"), status: "AMMD Rejected" },
] as const satisfies ReadonlyArray<{ id: string; label: string; status: TrainingStatus }>;
export type TrainingTabId = (typeof TRAINING_TABS)[number]["id"];
export const TRAINING_TAB_IDS = TRAINING_TABS.map((x) => x.id) as readonly TrainingTabId[];

/** The tab a status is listed under (undefined: not a listed status). */
export const tabOfStatus = (status: string | null) => TRAINING_TABS.find((x) => x.status === status);
/** A status as a person reads it: Pending, Approved, Rejected (another value as stored). */
export const statusLabel = (status: string | null): string => tabOfStatus(status)?.label ?? status ?? "-";

const nstr = t.union([t.string, t.null]);

/** A row of `campaign` as trainings.list returns it (dates as YYYY-MM-DD). */
export const Training = t.intersection([
  t.type({
    id: t.number,
    sfid: nstr,
    name: nstr,
    type: nstr,
    city__c: nstr,
    startdate: nstr,
    enddate: nstr,
    publish__c: t.union([t.boolean, t.null]),
    heroku_id__c: nstr,
    status: t.string,
    no_of_participants__c: t.union([t.number, t.null]),
  }),
  t.partial({
    /** A rejected training's reason, from its AMMD's rejection (decision 034); null for the others (absent in rows cached before it). */
    rejection_reason: nstr,
  }),
]);
export type Training = t.TypeOf<typeof Training>;

/** The CMDI's trainings with a listed status, newest start first (decision 017). */
export const trainingsList = windowed(defineRead("trainings.list", { params: noParams, row: Training, roles: ["CMDI"] }), {
  // decision 092: the trainings still to happen (from today in India) or awaiting approval, then the latest up to the cap
  cap: 500,
  open: (r) => r.status === "AMMD Approval" || (r.startdate ?? "") >= programmeDate(new Date()),
  // the screen's tabs are statuses
  filters: ["status"],
  search: [],
});
/** The CMDI's trainings the device does not hold: a page, by status, from the server (decision 092). */
export const trainingsListPage = pageOf(trainingsList);

/** The cached trainings: `trainings.list`'s rows. */
export const trainingsSlot = listSlot("trainings", Training);

export interface TrainingGroup {
  type: string;
  rows: readonly Training[];
}
export interface TrainingTabView {
  id: TrainingTabId;
  label: string;
  count: number;
  groups: readonly TrainingGroup[];
}

const OTHER_TYPE = msg("Other");

/**
 * The tabs with their counts and, in each, the groups TTC, ETTC and Kalamilan (always, so an
 * empty one can say so) plus "Other" for a type outside the three when there is one; rows keep
 * their order.
 */
export function trainingTabs(rows: readonly Training[]): TrainingTabView[] {
  return TRAINING_TABS.map(({ id, label, status }) => {
    const mine = rows.filter((r) => r.status === status);
    const groups: TrainingGroup[] = TRAINING_TYPES.map((type) => ({ type, rows: mine.filter((r) => r.type === type) }));
    const other = mine.filter((r) => !(TRAINING_TYPES as readonly (string | null)[]).includes(r.type));
    if (other.length) groups.push({ type: OTHER_TYPE, rows: other });
    return { id, label, count: mine.length, groups };
  });
}

/** The tab label with its count, as spec 2.7 writes it: 'Pending (3)'. */
export const tabTitle = (tab: Pick<TrainingTabView, "label" | "count">) => `${tab.label} (${tab.count})`;
