// Leads (issue 25; docs/decisions/042): people who may become an HPA or host a workshop. The
// statuses and the moves between them (the lead statechart: the server refuses any other move, the
// client offers only these), the forms (a CMDI's new lead, an assignment, a move with its note,
// a conversion into an HPA) with their messages, the row with its history, the operations and the
// cached list.
import * as t from "io-ts";
import { defineRead, defineWrite, exactObject, exactParams, IdRow, noParams, RowId } from "./contract.ts";
import { limited, oneOf, optionalString, requiredString } from "./form.ts";
import { HPA_MESSAGES, HPA_TYPE_LABELS, HPA_VALUE_MAX, hpaMobile, type HpaType } from "./hpa.ts";
import { listSlot } from "./lists.ts";
import { msg } from "./i18n.ts";
import { pageOf, windowed } from "./window.ts";

export const LEAD_STATUSES = [msg("New"), msg("Contacted"), msg("Interested"), msg("Converted"), msg("Not interested")] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The lead statechart: from each status, where it may go. Converted is reached only by converting
 * (which creates the HPA) and is final; a lead that is not interested may be contacted again.
 */
export const LEAD_MOVES: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  New: ["Contacted", "Not interested"],
  Contacted: ["Interested", "Not interested"],
  Interested: ["Converted", "Not interested"],
  "Not interested": ["Contacted"],
  Converted: [],
};
export const canMove = (from: LeadStatus, to: LeadStatus): boolean => LEAD_MOVES[from].includes(to);
/** The moves a status change (not a conversion) may make from `from`. */
export const plainMovesFrom = (from: LeadStatus): LeadStatus[] => LEAD_MOVES[from].filter((s) => s !== "Converted");

export const LEAD_SOURCES = [msg("Workshop participant"), msg("Entered by CMDI")] as const;

export const LEAD_MESSAGES = {
  name: msg("Name is required"),
  mobileRequired: HPA_MESSAGES.mobileRequired,
  mobileInvalid: HPA_MESSAGES.mobileInvalid,
  email: HPA_MESSAGES.email,
  duplicate: msg("A lead with this mobile number already exists"),
  notFound: msg("This lead was not found"),
  fcp: msg("Choose an FCP"),
  fcpNotFound: msg("This FCP is not one of yours"),
  converted: msg("A converted lead cannot be assigned again"),
  to: msg("Choose the new status"),
  note: msg("Write a note about this change"),
  followUp: msg("Follow-up date must be a date (YYYY-MM-DD)"),
  followUpPast: msg("The follow-up date cannot be in the past."),
  type: HPA_MESSAGES.type,
  hpaDuplicate: HPA_MESSAGES.duplicate,
  stale: msg("This lead was changed meanwhile: reload it and try again"),
  refused: (from: LeadStatus, to: LeadStatus) => msg("A lead that is {from} cannot be moved to {to}", { from, to }),
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) =>
  DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
export const NOTE_MAX = 500;

const optionalMatching = (test: (s: string) => boolean, message: string, label: string) =>
  new t.Type<string, string, unknown>(
    label,
    (u): u is string => typeof u === "string" && (u === "" || test(u)),
    (u, c) => {
      const r = limited(optionalString, HPA_VALUE_MAX, label).validate(u, c);
      return r._tag === "Right" && r.right !== "" && !test(r.right) ? t.failure(u, c, message) : r;
    },
    t.identity,
  );

export type LeadFieldKey = "name" | "mobile__c" | "email__c" | "city__c" | "institute__c";
export type LeadValues = Record<LeadFieldKey, string>;
export const LEAD_FIELDS: ReadonlyArray<{ key: LeadFieldKey; label: string; kind: "text" | "tel" | "email"; required?: true }> = [
  { key: "name", label: msg("Name"), kind: "text", required: true },
  { key: "mobile__c", label: msg("Mobile No"), kind: "tel", required: true },
  { key: "email__c", label: msg("Email"), kind: "email" },
  { key: "city__c", label: msg("City"), kind: "text" },
  { key: "institute__c", label: msg("Institute"), kind: "text" },
];
export const emptyLeadValues = (): LeadValues => ({ name: "", mobile__c: "", email__c: "", city__c: "", institute__c: "" });

/** A CMDI's new lead. */
export const LeadForm = exactObject(
  {
    name: limited(requiredString(LEAD_MESSAGES.name), HPA_VALUE_MAX, "Name"),
    mobile__c: hpaMobile,
    email__c: optionalMatching((s) => EMAIL.test(s), LEAD_MESSAGES.email, "Email"),
    city__c: limited(optionalString, HPA_VALUE_MAX, "City"),
    institute__c: limited(optionalString, HPA_VALUE_MAX, "Institute"),
  },
  {},
  "lead field",
) as t.Type<LeadValues, LeadValues, unknown>;

/** An assignment: the FCP (their account id, as the select gives it: a whole number that fits the id column). */
export const AssignForm = exactObject({ fcp: fcpChoice() }, {}, "lead field");
function fcpChoice() {
  return new t.Type<string, string, unknown>(
    "FcpChoice",
    (u): u is string => typeof u === "string" && /^[1-9]\d{0,8}$/.test(u),
    (u, c) => (typeof u === "string" && /^[1-9]\d{0,8}$/.test(u.trim()) ? t.success(u.trim()) : t.failure(u, c, LEAD_MESSAGES.fcp)),
    t.identity,
  );
}
export type AssignValues = t.TypeOf<typeof AssignForm>;

const note = limited(requiredString(LEAD_MESSAGES.note, "multi"), NOTE_MAX, "Note");
/** A status change: where to, why, and when to follow up ("" for no date). */
export const MoveForm = exactObject(
  {
    to: oneOf(
      LEAD_STATUSES.filter((s) => s !== "Converted"),
      LEAD_MESSAGES.to,
    ),
    note,
    follow_up: optionalMatching(validDate, LEAD_MESSAGES.followUp, "Follow-up date"),
  },
  {},
  "lead field",
);
export type MoveValues = t.TypeOf<typeof MoveForm>;

/**
 * A follow-up date before `today` (India's, YYYY-MM-DD) is refused, as the plan form refuses a past
 * date (issue 49 item 4), unless it is the date the lead has (`kept`: the form starts with it, and a
 * status change leaves it as it is). The form checks with the device's today, the server again
 * with its own.
 */
export const followUpProblem = (followUp: string, today: string, kept: string | null): string | null =>
  followUp !== "" && followUp < today && followUp !== kept ? LEAD_MESSAGES.followUpPast : null;

/** What the follow-up date of a move is checked against: India's today, and the lead's own date. */
export type FollowUpCheck = { today: string; kept: string | null };
export type MoveFieldKey = keyof MoveValues;

/** A conversion: the HPA's kind and mobile number (the lead's, unless it changed), and a note. */
export const ConvertForm = exactObject({ type: oneOf(HPA_TYPE_LABELS, LEAD_MESSAGES.type), mobile__c: hpaMobile, note }, {}, "lead field");
export type ConvertValues = { type: HpaType | ""; mobile__c: string; note: string };
export type ConvertFieldKey = keyof ConvertValues;

const nstr = t.union([t.string, t.null]);
const Status = oneOf(LEAD_STATUSES, "Unknown status");

/** One move of a lead's history (`from` null: the lead was entered). */
export const LeadMove = t.type({ from: t.union([Status, t.null]), to: Status, note: t.string, by: nstr, at: nstr });
export type LeadMove = t.TypeOf<typeof LeadMove>;

/** A lead as the server lists it, with its moves (oldest first). */
export const Lead = t.intersection([
  t.type({
    id: t.number,
    name: t.string,
    mobile__c: t.string,
    email__c: nstr,
    city__c: nstr,
    institute__c: nstr,
    source: t.string,
    status: Status,
    follow_up: nstr,
    /** the FCP's account id and name; null: not assigned yet */
    fcp_id: t.union([t.number, t.null]),
    fcp_name: nstr,
    cmdi_name: nstr,
    hpa_id: t.union([t.number, t.null]),
    createddate: nstr,
    moves: t.array(LeadMove),
  }),
  t.partial({
    /** the FCP's mobile, for the pickers' label (fcpLabel; decision 068); absent in rows cached before it */
    fcp_phone: nstr,
  }),
]);
export type Lead = t.TypeOf<typeof Lead>;

/** The list's search (name, mobile, city or institute) and status filter ("" = every status). */
export function filterLeads(rows: readonly Lead[], query: string, status: string): Lead[] {
  const q = query.trim().toLowerCase();
  return rows.filter(
    (l) =>
      (status === "" || l.status === status) &&
      (q === "" || [l.name, l.mobile__c, l.city__c, l.institute__c].some((v) => (v ?? "").toLowerCase().includes(q))),
  );
}

/** The most leads the search's server part answers (decision 082); the list itself is windowed (decision 092). */
export const LEADS_LIMIT = 2000;

/** Every role reads the leads of its scope: an FCP those assigned to them, a CMDI their own, an AMMD their CMDIs'; newest first. */
export const leadsList = windowed(defineRead("leads.list", { params: noParams, row: Lead, roles: "any" }), {
  // decision 092: a device holds the leads not assigned to an FCP yet and not converted (the CMDI's
  // /listAssignLead and Today's count), then the newest others, 500 in all
  cap: 500,
  open: (l) => l.fcp_id === null && l.status !== "Converted",
  filters: ["status", "fcp_id"],
  search: ["name", "mobile__c", "city__c", "institute__c"],
});
/** The leads the device does not hold: a page of them, by the same filters, from the server (decision 092). */
export const leadsListPage = pageOf(leadsList);
export const leadsAdd = defineWrite("leads.add", { params: exactParams({ values: LeadForm }), row: IdRow, roles: ["CMDI"] });
export const leadsAssign = defineWrite("leads.assign", { params: exactParams({ id: RowId, values: AssignForm }), row: IdRow, roles: ["CMDI"] });
/** `from`: the status the FCP saw (a lead moved meanwhile is a 409, nothing changed). */
export const leadsMove = defineWrite("leads.move", {
  params: exactParams({ id: RowId, from: Status, values: MoveForm }),
  row: IdRow,
  roles: ["FCP"],
});
/** Answers the new HPA's id. */
export const leadsConvert = defineWrite("leads.convert", { params: exactParams({ id: RowId, values: ConvertForm }), row: IdRow, roles: ["FCP"] });

/** The cached leads: `leads.list`'s rows. */
export const leadsSlot = listSlot("leads", Lead);
