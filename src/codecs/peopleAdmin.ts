// The super admin manages people (issue 46 item 1; docs/decisions/077-people.md): adds a person
// (name, mobile, role; an FCP's CMDI and record type, a CMDI's AMMD), edits them, switches them
// off and on again, moves an FCP to another CMDI or a CMDI to another AMMD, and sends the SMS
// invitation (a one-time code to set their own password) again. Nobody but a super admin may call
// these operations; no admin ever sets or sees a password.
import * as t from "io-ts";
import { defineRead, defineWrite, exactObject, exactParams, noParams, RowId } from "./contract.ts";
import { limited, oneOf, optionalString, requiredString } from "./form.ts";
import { msg } from "./i18n.ts";
import { listSlot } from "./lists.ts";
import { mobileNumber } from "./mobile.ts";
import { type ListQuery, matchesQuery, pageOf, windowed } from "./window.ts";

/** The kinds of person the super admin manages: an FCP is an account, a CMDI or an AMMD a staff user. */
export const PERSON_KINDS = ["FCP", "CMDI", "AMMD"] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** An FCP's record type (account.user_type__c). */
export const FCP_TYPES = [msg("Teacher"), msg("Hobby Centre"), msg("Art Maker"), msg("Professional")] as const;
export type FcpType = (typeof FCP_TYPES)[number];

/** How many hours an invitation's code lets its person set their password. */
export const INVITE_TTL_HOURS = 72;

export const PEOPLE_MESSAGES = {
  kind: msg("Choose FCP, CMDI or AMMD"),
  name: msg("Enter the person's name"),
  mobileRequired: msg("Enter the mobile number"),
  mobileInvalid: msg("Enter a valid mobile number"),
  mobileInUse: msg("This mobile number is already in use by another person"),
  fcpType: msg("Choose the FCP's record type"),
  cmdiRequired: msg("Choose the FCP's CMDI"),
  notCmdi: msg("The person chosen is not an active CMDI"),
  ammdRequired: msg("Choose the CMDI's AMMD"),
  notAmmd: msg("The person chosen is not an active AMMD"),
  notFound: msg("This person has not been found"),
  kindChanged: msg("A person's role cannot be changed: switch them off and add them again"),
  ownAccount: msg("You cannot switch off your own account"),
  switchedOff: msg("This person is switched off: switch them on first"),
  sameManager: msg("The person already reports there"),
  cannotMove: msg("Only an FCP (to another CMDI) or a CMDI (to another AMMD) can be moved"),
} as const;

const str = t.union([t.string, t.null]);

/** A person as the super admin's list shows them. */
export const ManagedPerson = t.type({
  kind: t.keyof({ FCP: null, CMDI: null, AMMD: null }),
  id: t.number,
  sfid: str,
  name: str,
  mobile: str,
  active: t.boolean,
  /** an FCP's record type */
  fcp_type: str,
  /** an FCP's CMDI (sfid and name) */
  cmdi: str,
  cmdi_name: str,
  /** the AMMD an FCP or a CMDI reports to (sfid and name) */
  ammd: str,
  ammd_name: str,
  /** whether the person has set a password */
  password_set: t.boolean,
  /** when the last invitation was sent (YYYY-MM-DDTHH:MM:SS), or null */
  invited_at: str,
});
export type ManagedPerson = t.TypeOf<typeof ManagedPerson>;

const PersonKindCodec = oneOf(PERSON_KINDS, PEOPLE_MESSAGES.kind);
/** The longest name the form takes. */
export const NAME_MAX = 80;

/** The add and edit form: an FCP's record type and CMDI, a CMDI's AMMD ("" where the role has none). */
export const PersonForm = exactObject(
  {
    kind: PersonKindCodec,
    name: limited(requiredString(PEOPLE_MESSAGES.name), NAME_MAX, "Name"),
    mobile: mobileNumber(PEOPLE_MESSAGES.mobileRequired, PEOPLE_MESSAGES.mobileInvalid),
    fcp_type: limited(optionalString, 40, "Record type"),
    cmdi: limited(optionalString, 18, "CMDI"),
    ammd: limited(optionalString, 18, "AMMD"),
  },
  {},
);
export type PersonForm = t.TypeOf<typeof PersonForm>;
export type PersonField = keyof PersonForm;

/** The person form's labels (the form's, the import's template and its refusals). */
export const PERSON_LABELS: Readonly<Record<PersonField, string>> = {
  kind: msg("Role"),
  name: msg("Name"),
  mobile: msg("Mobile No"),
  fcp_type: msg("Record type"),
  cmdi: msg("CMDI"),
  ammd: msg("AMMD"),
};

export const emptyPersonForm = (): PersonForm => ({ kind: "FCP", name: "", mobile: "", fcp_type: "", cmdi: "", ammd: "" });

/** The form of a person as stored (what the edit form starts from). */
export const formOfPerson = (p: ManagedPerson): PersonForm => ({
  kind: p.kind,
  name: p.name ?? "",
  mobile: p.mobile ?? "",
  fcp_type: p.fcp_type ?? "",
  cmdi: p.cmdi ?? "",
  ammd: p.ammd ?? "",
});

/** What a write did: the person's id and kind, whether an invitation went, what a move took along. */
export const PeopleAnswer = t.type({
  id: t.number,
  kind: t.keyof({ FCP: null, CMDI: null, AMMD: null }),
  /** an invitation's SMS was queued */
  invited: t.boolean,
  /** sessions ended (a switch-off) */
  sessions_ended: t.number,
  /** a move: the workshops that were waiting for the old manager and now wait for the new one */
  awaiting_moved: t.number,
  /** a move: every workshop that moved */
  workshops_moved: t.number,
});
export type PeopleAnswer = t.TypeOf<typeof PeopleAnswer>;

const Target = { kind: PersonKindCodec, id: RowId };
const MoveForm = exactObject({ to: requiredString(msg("Choose where to move them")) }, {});

/**
 * Everyone, by name (decision 112): a device keeps the staff (CMDIs and AMMDs, open) and the first
 * FCPs by name up to the cap (decision 092); a search, or "Show more from the server", asks
 * people.list.page for the rest.
 */
export const peopleList = windowed(defineRead("people.list", { params: noParams, row: ManagedPerson, roles: "superAdmin" }), {
  cap: 2000,
  open: (r) => r.kind !== "FCP",
  filters: ["kind"],
  search: ["name", "mobile", "cmdi_name", "ammd_name"],
});
/** The people the device does not hold: a page of them by role and search, from the server (decision 092). */
export const peopleListPage = pageOf(peopleList);
/** Adds the person and sends their invitation. */
export const peopleAdd = defineWrite("people.add", { params: exactParams({ values: PersonForm }), row: PeopleAnswer, roles: "superAdmin" });
/** Name, mobile and an FCP's record type (the role stays; the CMDI or AMMD changes by people.move). */
export const peopleEdit = defineWrite("people.edit", {
  params: exactParams({ ...Target, values: PersonForm }),
  row: PeopleAnswer,
  roles: "superAdmin",
});
/** Switches the person off: their sessions end, their pushes stop, their sign-in is refused. */
export const peopleDeactivate = defineWrite("people.deactivate", { params: exactParams(Target), row: PeopleAnswer, roles: "superAdmin" });
export const peopleReactivate = defineWrite("people.reactivate", { params: exactParams(Target), row: PeopleAnswer, roles: "superAdmin" });
/** An FCP to another CMDI (`to`: the CMDI's sfid), a CMDI to another AMMD; their records move along. */
export const peopleMove = defineWrite("people.move", {
  params: exactParams({ ...Target, values: MoveForm }),
  row: PeopleAnswer,
  roles: "superAdmin",
});
/** Sends the invitation again: a new one-time code by SMS. */
export const peopleInvite = defineWrite("people.invite", { params: exactParams(Target), row: PeopleAnswer, roles: "superAdmin" });

export const managedPeopleSlot = listSlot("managedPeople", ManagedPerson);

/** A person's key in the list (an FCP and a staff user may share a number id). */
export const personKey = (p: { kind: PersonKind; id: number }) => `${p.kind}:${p.id}`;

/**
 * The people of a kind (or all) whose name, mobile and managers' names hold every word of the text
 * (case-insensitive): the list's window rule, the server's page alike (decision 092).
 */
export function searchPeople<P extends ManagedPerson>(rows: readonly P[], kind: PersonKind | "all", query: string): P[] {
  const q: ListQuery = { filters: kind === "all" ? {} : { kind }, search: query };
  return rows.filter((p) => matchesQuery(p, q, peopleList.window));
}
