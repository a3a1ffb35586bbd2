// The workshop lifecycle (decision 023): every transition between the stages of spec section 4,
// who owns it, and the checks it must pass, as one table of data. The statechart
// (src/machines/workshopLifecycle.machine.ts) is built from this table and its guards are the
// checks below; `allowedEvents` and `refusal` read the same table, so the server op and the
// client answer exactly as the machine does (test/unit/machines/workshopLifecycle.test.ts
// compares them for every stage, event and role). Pure: no clock, no I/O; the facts are given.
import { financialYearOf, inFinancialYear } from "./calendar.ts";
import * as t from "io-ts";
import { defineWrite, exactObject, exactParams, RowId } from "./contract.ts";
import { controlIn, controlMessage } from "./text.ts";
import { listOf, msg } from "./language.ts";
import { limited, optionalMultiline, optionalString } from "./form.ts";
import { PHOTO_TYPES, WORKSHOP_STAGES, type PhotoType, type WorkshopStage, type WorkshopFacts } from "./workshop.ts";

/** Who may fire a transition: a person by their relation to the workshop, accounts (the super admin), or the server's clock. */
export type Owner = "FCP" | "CMDI" | "AMMD" | "accounts" | "system";

/**
 * Who fires an event: `role` is the person's relation to THIS workshop (its FCP, its assigned
 * CMDI or AMMD; null for anyone else: see `actorOf`), `superAdmin` the session's flag (the super
 * admin acts for accounts on any workshop); "system" is the server itself.
 */
export interface Actor {
  role: "FCP" | "CMDI" | "AMMD" | "system" | null;
  superAdmin: boolean;
}

/** The payment accounts record (side data of `workshop.pay`), written to the workshop's payment fields. */
export interface Payment {
  paymentDate: string;
  documentNumber: string;
  paidAmount: number;
  remark: string;
  /**
   * The paid amount the person confirmed as meant when it is above the workshop's own (decision
   * 115): the server records such an amount only with it, equal to the amount paid.
   */
  confirmedAmount?: number;
}

export type LifecycleEvent =
  | { type: "workshop.submit"; actor: Actor }
  | { type: "workshop.confirm"; actor: Actor }
  | { type: "workshop.sendBack"; actor: Actor; reason: string }
  | { type: "workshop.due"; actor: Actor }
  | { type: "workshop.approve"; actor: Actor }
  | { type: "workshop.reject"; actor: Actor; reason: string }
  | { type: "workshop.report"; actor: Actor }
  | { type: "workshop.verify"; actor: Actor }
  | { type: "workshop.returnReport"; actor: Actor; reason: string }
  | { type: "workshop.approveAccount"; actor: Actor; invoiceNumber?: string }
  | { type: "workshop.pay"; actor: Actor; payment: Payment }
  | { type: "workshop.cancel"; actor: Actor; reason: string };
export type LifecycleEventType = LifecycleEvent["type"];

/** The photo types an execution report needs at least one of (day 1); 'Other Pictures' is optional. */
export const REQUIRED_PHOTO_TYPES: readonly PhotoType[] = PHOTO_TYPES.filter((t) => t !== "other_pictures");
/** A sane bound on a participant count (planned or actual). */
export const MAX_PARTICIPANTS = 500;
/** A reason (rejection, send-back, cancellation) is 3 to 255 characters once trimmed. */
export const REASON_MAX = 255;
/** The longest payment document number, payment status remark or invoice number (the form stops there; the server checks it). */
export const SIDE_TEXT_MAX = 255;
/** The rules with a number, written out (a catalogue key is a literal text; a test checks each against its number). */
export const PLANNED_RULE = msg("The planned participants must be a whole number from 1 to 500.");
export const ACTUAL_RULE = msg("The actual participant count must be a whole number from 1 to 500.");
export const REASON_RULE = msg("The reason must be at most 255 characters.");
/**
 * The most one workshop is paid (decision 108): ₹1,00,000. A workshop is at most 500 participants
 * (MAX_PARTICIPANTS) and the programme's rates run to ₹150 a head, so no workshop's amount passes
 * ₹75,000; above the ceiling a paid amount is a typing mistake (₹9,99,999 for ₹2,300), refused on
 * both sides. Between the workshop's own amount and the ceiling it is asked to be confirmed.
 */
export const PAID_AMOUNT_MAX = 100_000;
export const PAID_AMOUNT_RULE = msg("The paid amount cannot be more than ₹1,00,000 for one workshop.");

/** What the workshop's rows say, as the server loads them (and the client's cache shows them). */
export interface LifecycleFacts {
  /** India's today, YYYY-MM-DD (the server's clock: decision 013). */
  today: string;
  /** The workshop's start, YYYY-MM-DDTHH:MM:SS, or null. */
  start: string | null;
  category: string | null;
  /** The school's sfid or the Art Avenue named (hpa_school__c, or the Art Avenue category). */
  venue: string | null;
  plannedParticipants: number | null;
  expenseHead: string | null;
  otherExpenseHeadName: string | null;
  /** Article lines with a positive whole quantity (planned, then used). */
  articles: number;
  /** Article lines whose quantity is not a positive whole number. */
  badArticles: number;
  /** The account's Allowed_Workshop__c (null: no limit set). */
  allowedWorkshops: number | null;
  /** The FCP's other workshops of the start's financial year past Planning and not Cancelled. */
  plannedInYear: number;
  actualParticipants: number | null;
  /** The types with at least one day-1 photo. */
  photoTypes: readonly string[];
  /** Whether the finalized article photo is there. */
  finalizedPhoto: boolean;
  /** Whether the CMDI has verified the execution report (the workshop stays in CMDI Verification). */
  verified: boolean;
  /**
   * The workshop's own amount ('Workshop amount' on Workshop Details: stamped_amount__c, else its
   * Amount), or null when it has none: a payment above it is asked to be confirmed (decision 108).
   */
  workshopAmount: number | null;
}

/** A fact-free workshop: nothing planned, nothing done. */
export const emptyFacts = (today: string): LifecycleFacts => ({
  today,
  start: null,
  category: null,
  venue: null,
  plannedParticipants: null,
  expenseHead: null,
  otherExpenseHeadName: null,
  articles: 0,
  badArticles: 0,
  allowedWorkshops: null,
  plannedInYear: 0,
  actualParticipants: null,
  photoTypes: [],
  finalizedPhoto: false,
  verified: false,
  workshopAmount: null,
});

const blank = (s: string | null | undefined) => s === null || s === undefined || s.trim() === "";
const wholeIn = (n: number | null, lo: number, hi: number) => n !== null && Number.isInteger(n) && n >= lo && n <= hi;
/** A required photo a report lacks, in words (each a message of its own). */
const PHOTO_MISSING: Record<string, string> = {
  picture_showing_products: msg("a photo of 'Picture Showing Products'"),
  entire_class_making_articles: msg("a photo of 'Picture of entire class making articles'"),
  entire_class_finished_articles: msg("a photo of 'Picture of entire class holding finished articles'"),
  geo_tagged_Location_pictures: msg("a photo of 'Geo tagged Location pictures'"),
};

/** Checks over the facts alone: what `allowedEvents` reports before anything is typed. */
const FACT_CHECKS = {
  planComplete: (f) => {
    const missing: string[] = [];
    if (f.start === null) missing.push(msg("the date and time"));
    if (blank(f.category)) missing.push(msg("the category"));
    if (blank(f.venue)) missing.push(msg("the school or Art Avenue"));
    if (f.plannedParticipants === null) missing.push(msg("the planned participants"));
    if (blank(f.expenseHead)) missing.push(msg("the expense head"));
    else if (f.expenseHead === "Other" && blank(f.otherExpenseHeadName)) missing.push(msg("the name of the 'Other' expense head"));
    if (f.articles === 0) missing.push(msg("at least one article with its quantity"));
    if (missing.length) return msg("The plan needs {missing}.", { missing: listOf(missing) });
    if (!wholeIn(f.plannedParticipants, 1, MAX_PARTICIPANTS)) return PLANNED_RULE;
    if (f.badArticles > 0) return msg("Every article's quantity must be a positive whole number.");
    return null;
  },
  startAhead: (f) => {
    if (f.start === null) return msg("The workshop has no date."); // (planComplete names it first when planning)
    if (f.start.slice(0, 10) < f.today) return msg("The workshop's date is in the past; choose a new date.");
    if (!inFinancialYear(financialYearOf(f.today), f.start)) return msg("The workshop's date must be in this financial year (April to March).");
    return null;
  },
  withinAllowance: (f) =>
    f.allowedWorkshops !== null && f.plannedInYear >= f.allowedWorkshops
      ? msg("You may plan {allowed, plural, one {# workshop} other {# workshops}} in this financial year, and {planned} are planned.", {
          allowed: f.allowedWorkshops,
          planned: f.plannedInYear,
        })
      : null,
  startDayReached: (f) => (f.start !== null && f.start.slice(0, 10) <= f.today ? null : msg("The workshop's day has not come yet.")),
  evidenceComplete: (f) => {
    const missing: string[] = [];
    if (f.actualParticipants === null) missing.push(msg("the actual participant count"));
    if (f.articles === 0) missing.push(msg("the articles used"));
    const photos = REQUIRED_PHOTO_TYPES.filter((t) => !f.photoTypes.includes(t)).map((t) => PHOTO_MISSING[t]!);
    missing.push(...photos);
    if (!f.finalizedPhoto) missing.push(msg("the 'Finalized Article Photo'"));
    if (missing.length) return msg("The report needs {missing}.", { missing: listOf(missing) });
    if (!wholeIn(f.actualParticipants, 1, MAX_PARTICIPANTS)) return ACTUAL_RULE;
    if (f.badArticles > 0) return msg("Every article's quantity must be a positive whole number.");
    return null;
  },
  notVerified: (f) => (f.verified ? msg("The CMDI has verified it already.") : null),
  verified: (f) => (f.verified ? null : msg("The CMDI has not verified it yet.")),
} satisfies Record<string, (f: LifecycleFacts) => string | null>;

const reasonOf = (e: LifecycleEvent) => ("reason" in e ? e.reason : "");

/** A field of a payment, as the dialog names its inputs (and the server its refusal's field). */
/** A field of the payment form (the confirmation is a question, not a field). */
export type PaymentField = Exclude<keyof Payment, "confirmedAmount">;
/** The form field a carried check names: the reason, or one field of the payment. */
export type CarriedField = "reason" | PaymentField;
/** What a carried check finds wrong, in its form's order: each at its field (none: the form as a whole). */
export type CarriedProblem = { field?: CarriedField; message: string };

/** Every rule a payment breaks, each at its field, in the form's order (the dialog shows them all at once; the server the first). */
function paymentProblems(today: string, p: Payment): CarriedProblem[] {
  const out: CarriedProblem[] = [];
  const at = (field: PaymentField, message: string) => out.push({ field, message });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.paymentDate) || Number.isNaN(Date.parse(p.paymentDate))) at("paymentDate", msg("Please enter the payment date."));
  else if (p.paymentDate > today) at("paymentDate", msg("The payment date cannot be in the future."));
  if (blank(p.documentNumber)) at("documentNumber", msg("Please enter the payment document number."));
  else if (p.documentNumber.trim().length > SIDE_TEXT_MAX)
    at("documentNumber", msg("The payment document number must be at most {max} characters.", { max: SIDE_TEXT_MAX }));
  if (Number.isNaN(p.paidAmount) || p.paidAmount <= 0) at("paidAmount", msg("The paid amount must be more than zero."));
  else if (p.paidAmount > PAID_AMOUNT_MAX) at("paidAmount", PAID_AMOUNT_RULE);
  if (blank(p.remark)) at("remark", msg("Please enter the payment status remark."));
  else if (p.remark.trim().length > SIDE_TEXT_MAX)
    at("remark", msg("The payment status remark must be at most {max} characters.", { max: SIDE_TEXT_MAX }));
  return out;
}

/**
 * A paid amount above the workshop's own amount (decision 108): not refused, but the person is
 * asked to confirm it, both amounts named. Null: nothing to confirm (at or below the amount, or the
 * workshop has no amount; a facts record from before the amount was one of them has none).
 */
export function amountToConfirm(facts: Pick<LifecycleFacts, "workshopAmount">, paidAmount: number): { paid: number; amount: number } | null {
  const amount = facts.workshopAmount;
  return typeof amount === "number" && paidAmount > amount ? { paid: paidAmount, amount } : null;
}

export const UNCONFIRMED_AMOUNT = msg("The paid amount is more than this workshop's amount. Record payment again and confirm the amount.");

/**
 * A paid amount above the workshop's own that the person has not confirmed (decision 115): the
 * form asks after its checks pass (`confirmingAmount` of the action's flow) and sends the amount
 * confirmed; the server refuses an amount above without it, at `paidAmount`. Not one of the form's
 * checks (`carriedProblems`): the form's question is how it is given.
 */
function unconfirmedAmount(facts: LifecycleFacts, event: LifecycleEvent): CarriedProblem | undefined {
  if (event.type !== "workshop.pay") return undefined;
  const above = amountToConfirm(facts, event.payment.paidAmount);
  return above && event.payment.confirmedAmount !== above.paid ? { field: "paidAmount", message: UNCONFIRMED_AMOUNT } : undefined;
}

/** A check of what the event carries: everything it breaks (none: it passes). */
type CarriedCheck = (facts: LifecycleFacts, event: LifecycleEvent) => CarriedProblem[];

/** Checks over what the event carries: field errors of the form that fires it. */
const EVENT_CHECKS = {
  reasonGiven: (_f, e) => {
    const r = reasonOf(e).trim();
    const control = controlIn(r);
    const message = control ? controlMessage(control) : r.length < 3 ? msg("Please give a reason.") : r.length > REASON_MAX ? REASON_RULE : null;
    return message === null ? [] : [{ field: "reason", message }];
  },
  paymentRecorded: (f, e) =>
    e.type === "workshop.pay" ? paymentProblems(f.today, e.payment) : [{ message: msg("The payment details are missing.") }],
} satisfies Record<string, CarriedCheck>;

export type FactCheck = keyof typeof FACT_CHECKS;
export type EventCheck = keyof typeof EVENT_CHECKS;

/** One transition: the event, its source and target stages, who owns it, the checks it must pass. */
export interface Transition {
  event: LifecycleEventType;
  from: WorkshopStage;
  to: WorkshopStage;
  by: readonly Owner[];
  /** The guard's name in the statechart (decision 023 lists each). */
  guard: string;
  facts: readonly FactCheck[];
  carried: readonly EventCheck[];
  /** What the action is called where a person meets it. */
  label: string;
}

/** The stages before the workshop's report, which its FCP may still cancel. */
const FCP_CANCELS: readonly WorkshopStage[] = [
  "Planning",
  "Awaiting Workshop Confirmation",
  "Awaiting AMMD Approval",
  "AMMD Confirmation",
  "Execution",
];
/** The stages a workshop ends in. */
export const FINAL_STAGES: readonly WorkshopStage[] = ["Paid", "Cancelled"];

/** Every transition of the lifecycle (decision 023). */
export const TRANSITIONS: readonly Transition[] = [
  {
    event: "workshop.submit",
    from: "Planning",
    to: "Awaiting Workshop Confirmation",
    by: ["FCP"],
    guard: "planReady",
    facts: ["planComplete", "startAhead", "withinAllowance"],
    carried: [],
    label: msg("Submit plan"),
  },
  {
    event: "workshop.confirm",
    from: "Awaiting Workshop Confirmation",
    to: "Awaiting AMMD Approval",
    by: ["CMDI"],
    guard: "dateStillAhead",
    facts: ["startAhead"],
    carried: [],
    label: msg("Confirm"),
  },
  {
    event: "workshop.sendBack",
    from: "Awaiting Workshop Confirmation",
    to: "Planning",
    by: ["CMDI"],
    guard: "withReason",
    facts: [],
    carried: ["reasonGiven"],
    label: msg("Send back"),
  },
  {
    event: "workshop.due",
    from: "Awaiting AMMD Approval",
    to: "AMMD Confirmation",
    by: ["system"],
    guard: "dayReached",
    facts: ["startDayReached"],
    carried: [],
    label: msg("Workshop day reached"),
  },
  {
    event: "workshop.approve",
    from: "AMMD Confirmation",
    to: "Execution",
    by: ["AMMD"],
    guard: "byOwner",
    facts: [],
    carried: [],
    label: msg("Approve"),
  },
  {
    event: "workshop.reject",
    from: "AMMD Confirmation",
    to: "Planning",
    by: ["AMMD"],
    guard: "withReason",
    facts: [],
    carried: ["reasonGiven"],
    label: msg("Reject"),
  },
  {
    event: "workshop.report",
    from: "Execution",
    to: "CMDI Verification",
    by: ["FCP"],
    guard: "evidenceReady",
    facts: ["startDayReached", "evidenceComplete"],
    carried: [],
    label: msg("Submit for verification"),
  },
  {
    event: "workshop.verify",
    from: "CMDI Verification",
    to: "CMDI Verification",
    by: ["CMDI"],
    guard: "notYetVerified",
    facts: ["notVerified"],
    carried: [],
    label: msg("Verify"),
  },
  {
    event: "workshop.returnReport",
    from: "CMDI Verification",
    to: "Execution",
    by: ["CMDI"],
    guard: "unverifiedWithReason",
    facts: ["notVerified"],
    carried: ["reasonGiven"],
    label: msg("Return to FCP"),
  },
  {
    event: "workshop.approveAccount",
    from: "CMDI Verification",
    to: "Account Approved",
    by: ["accounts"],
    guard: "cmdiVerified",
    facts: ["verified"],
    carried: [],
    label: msg("Approve for payment"),
  },
  {
    event: "workshop.pay",
    from: "Account Approved",
    to: "Paid",
    by: ["accounts"],
    guard: "paymentValid",
    facts: [],
    carried: ["paymentRecorded"],
    label: msg("Record payment"),
  },
  ...WORKSHOP_STAGES.filter((s) => !FINAL_STAGES.includes(s)).map(
    (from): Transition => ({
      event: "workshop.cancel",
      from,
      to: "Cancelled",
      by: FCP_CANCELS.includes(from) ? ["FCP", "accounts"] : ["accounts"],
      guard: "withReason",
      facts: [],
      carried: ["reasonGiven"],
      label: msg("Cancel workshop"),
    }),
  ),
];

export const EVENT_TYPES: readonly LifecycleEventType[] = [...new Set(TRANSITIONS.map((t) => t.event))];

/** The guards of the statechart by name: the fact and event checks each one runs. */
export const GUARDS: Record<string, { facts: readonly FactCheck[]; carried: readonly EventCheck[] }> = Object.fromEntries(
  TRANSITIONS.map((t) => [t.guard, { facts: t.facts, carried: t.carried }]),
);
// one guard name stands for one set of checks (the table cannot give a name two meanings)
for (const t of TRANSITIONS) {
  const g = GUARDS[t.guard]!;
  if (g.facts.join() !== t.facts.join() || g.carried.join() !== t.carried.join()) throw new Error(`guard ${t.guard} has two meanings`);
}

/** Who owns a transition, in words (the refusals and the Info page name them). */
export const OWNER_WORDS: Record<Owner, string> = {
  FCP: msg("the workshop's FCP"),
  CMDI: msg("the workshop's CMDI"),
  AMMD: msg("the workshop's AMMD"),
  accounts: msg("accounts (the super admin)"),
  system: msg("the server"),
};

/** Whether the actor is one of the owners. */
export const ownedBy = (by: readonly Owner[], actor: Actor): boolean => by.some((o) => (o === "accounts" ? actor.superAdmin : o === actor.role));

/** The first failing check of a transition's guard, or null when it passes (the owner is checked apart). */
export function guardRefusal(guard: string, facts: LifecycleFacts, event: LifecycleEvent | null): string | null {
  const g = GUARDS[guard];
  if (!g) return `Unknown guard ${guard}.`;
  for (const c of g.facts) {
    const r = FACT_CHECKS[c](facts);
    if (r) return r;
  }
  if (event)
    for (const c of g.carried) {
      const r = EVENT_CHECKS[c](facts, event)[0];
      if (r) return r.message;
    }
  return null;
}

/** The statechart's guard: the actor owns the transition and every check passes. */
export const transitionAllowed = (t: Pick<Transition, "by" | "guard">, facts: LifecycleFacts, event: LifecycleEvent): boolean =>
  ownedBy(t.by, event.actor) && guardRefusal(t.guard, facts, event) === null;

export const isStage = (s: string | null): s is WorkshopStage => (WORKSHOP_STAGES as readonly (string | null)[]).includes(s);

/** An action a person may take on a workshop now, or the reason it is not available yet. */
export type AllowedEvent =
  | { type: LifecycleEventType; label: string; to: WorkshopStage; ok: true; needs: readonly EventCheck[] }
  | { type: LifecycleEventType; label: string; to: WorkshopStage; ok: false; reason: string };

/**
 * The actions of this stage that the actor owns, each ok (`needs` names what the form must carry:
 * a reason, the payment) or with the reason it is not available yet. Actions owned by others are
 * left out; the server's clock (`workshop.due`) is nobody's action.
 */
export function allowedEvents(stage: string | null, actor: Actor, facts: LifecycleFacts): AllowedEvent[] {
  return TRANSITIONS.filter((t) => t.from === stage && ownedBy(t.by, actor)).map((t) => {
    const reason = guardRefusal(t.guard, facts, null);
    return reason === null
      ? { type: t.event, label: t.label, to: t.to, ok: true as const, needs: t.carried }
      : { type: t.event, label: t.label, to: t.to, ok: false as const, reason };
  });
}

/**
 * A refusal and what kind it is: `stage` (this stage does not take the event, or the stage is not
 * the programme's), `owner` (the actor does not own it), `facts` (the workshop is not ready: what is
 * missing), `carried` (the side data breaks a rule; `field` names the form field: reason, payment).
 */
export interface Refusal {
  kind: "stage" | "owner" | "facts" | "carried";
  message: string;
  field?: CarriedField;
}

/** Why the server refuses an event, with its kind (null: allowed). `refusal` is its message. */
export function refusalOf(stage: string | null, facts: LifecycleFacts, event: LifecycleEvent): Refusal | null {
  if (!isStage(stage))
    return { kind: "stage", message: msg("The workshop's stage ({stage}) is not one the programme knows.", { stage: stage ?? "none" }) };
  const here = TRANSITIONS.filter((t) => t.from === stage && t.event === event.type);
  if (here.length === 0) return { kind: "stage", message: msg("A workshop in {stage} cannot be moved that way.", { stage }) };
  const mine = here.find((t) => ownedBy(t.by, event.actor));
  if (!mine)
    return {
      kind: "owner",
      message: msg("Only {owners} can do this in {stage}.", {
        owners: listOf([...new Set(here.flatMap((t) => t.by))].map((o) => OWNER_WORDS[o])),
        stage,
      }),
    };
  const g = GUARDS[mine.guard]!;
  for (const c of g.facts) {
    const r = FACT_CHECKS[c](facts);
    if (r) return { kind: "facts", message: r };
  }
  const bad = g.carried.flatMap((c) => EVENT_CHECKS[c](facts, event))[0] ?? unconfirmedAmount(facts, event);
  return bad ? { kind: "carried", ...bad } : null;
}

/**
 * Everything the side data of an event breaks (the form's messages, all at once, each at its field),
 * whoever sends it: the carried checks of its transition, in the form's order.
 */
export function carriedProblems(facts: LifecycleFacts, event: LifecycleEvent): CarriedProblem[] {
  const t = TRANSITIONS.find((x) => x.event === event.type);
  return (t?.carried ?? []).flatMap((c) => EVENT_CHECKS[c](facts, event));
}

/**
 * Why the server refuses an event (null: it is allowed, and `transitionOf` gives where it goes):
 * a stage the programme does not list, an event this stage does not take, an actor who does not
 * own it, or the first failing check.
 */
export const refusal = (stage: string | null, facts: LifecycleFacts, event: LifecycleEvent): string | null =>
  refusalOf(stage, facts, event)?.message ?? null;

/** The transition an event takes from a stage for its actor (the first the actor owns), if any. */
export const transitionOf = (stage: string | null, event: Pick<LifecycleEvent, "type" | "actor">): Transition | undefined =>
  TRANSITIONS.find((t) => t.from === stage && t.event === event.type && ownedBy(t.by, event.actor));

/**
 * The actor for a person on a workshop: their relation to it (its FCP by account, its assigned CMDI
 * or AMMD) and the session's super admin flag. Anyone else has no role here.
 */
export function actorOf(
  person: { role: "FCP" | "CMDI" | "AMMD"; sfid: string | null; superAdmin: boolean },
  w: { accountid: string | null; assigned_cmdi__c: string | null; assigned_ammd__c: string | null },
): Actor {
  const column = person.role === "FCP" ? w.accountid : person.role === "CMDI" ? w.assigned_cmdi__c : w.assigned_ammd__c;
  return { role: person.sfid !== null && column === person.sfid ? person.role : null, superAdmin: person.superAdmin };
}

// ---- the transition op (decision 024) ----

/** The owner a transition was allowed for (the history's role): the actor's role when it owns it, else accounts or the server. */
export function ownerActing(t: Pick<Transition, "by">, actor: Actor): Owner {
  if (actor.role !== null && t.by.includes(actor.role)) return actor.role;
  return actor.superAdmin && t.by.includes("accounts") ? "accounts" : (actor.role ?? "accounts");
}

/** Text of a transition's side data; its rules (3 to 255 for a reason) are the lifecycle's checks, so only the bound here. */
const sideText = (label: string, lines: "single" | "multi" = "single") =>
  limited(lines === "multi" ? optionalMultiline : optionalString, SIDE_TEXT_MAX, label);

/** The payment accounts record, as sent (its rules are `paymentRecorded`'s, so a person sees them in words). */
export const PaymentParams = exactObject(
  {
    paymentDate: sideText("The payment date"),
    documentNumber: sideText("The payment document number"),
    paidAmount: t.number,
    remark: sideText("The payment status remark"),
  },
  { confirmedAmount: t.number },
  "payment field",
);

const EventType = t.keyof(Object.fromEntries(EVENT_TYPES.map((e) => [e, null])) as Record<LifecycleEventType, null>);
/** A version the client saw (0 for a workshop never moved here). */
export const WorkshopVersion = new t.Type<number, number, unknown>(
  "a workshop version",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= 2_147_483_647,
  (u, c) =>
    typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= 2_147_483_647
      ? t.success(u)
      : t.failure(u, c, "version must be a whole number from 0"),
  t.identity,
);

export const TransitionParams = exactParams(
  { id: RowId, event: EventType, version: WorkshopVersion },
  { reason: sideText("The reason", "multi"), invoiceNumber: sideText("The invoice number"), payment: PaymentParams },
);
export type TransitionParams = t.TypeOf<typeof TransitionParams>;

/** What a transition answers: the workshop's stage and version now. */
export const TransitionRow = t.type({ id: t.number, stagename: t.string, lifecycle_version: t.number });
export type TransitionRow = t.TypeOf<typeof TransitionRow>;

/**
 * Moves a workshop on (decision 024): the server loads it, checks the version the client saw
 * (409 when it moved, naming the stage now and who moved it), asks `refusalOf` with the person's
 * actor, and writes the stage, the side data and one history row in one transaction.
 */
export const workshopsTransition = defineWrite("workshops.transition", { params: TransitionParams, row: TransitionRow, roles: "any" });

const NO_PAYMENT: Payment = { paymentDate: "", documentNumber: "", paidAmount: 0, remark: "" };

/** The lifecycle event of a transition's params for an actor (missing side data is empty, so the checks name it). */
export function eventOf(p: Pick<TransitionParams, "event" | "reason" | "invoiceNumber" | "payment">, actor: Actor): LifecycleEvent {
  switch (p.event) {
    case "workshop.sendBack":
    case "workshop.reject":
    case "workshop.returnReport":
    case "workshop.cancel":
      return { type: p.event, actor, reason: p.reason ?? "" };
    case "workshop.pay":
      return { type: p.event, actor, payment: p.payment ?? NO_PAYMENT };
    case "workshop.approveAccount":
      return p.invoiceNumber ? { type: p.event, actor, invoiceNumber: p.invoiceNumber } : { type: p.event, actor };
    default:
      return { type: p.event, actor };
  }
}

// the facts the server sends with the details are the facts the guards read
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const factsCodecMatches: Same<
  t.TypeOf<typeof WorkshopFacts>,
  { [K in keyof LifecycleFacts]: LifecycleFacts[K] extends readonly string[] ? string[] : LifecycleFacts[K] }
> = true;
void factsCodecMatches;

/** What a person types in an action's dialog (all text, as typed). */
export interface ActionValues {
  reason: string;
  invoiceNumber: string;
  paymentDate: string;
  documentNumber: string;
  paidAmount: string;
  remark: string;
}
export const emptyActionValues = (): ActionValues => ({
  reason: "",
  invoiceNumber: "",
  paymentDate: "",
  documentNumber: "",
  paidAmount: "",
  remark: "",
});

/**
 * The params of `workshops.transition` for an action and what was typed (only the side data the
 * event carries); a payment carries the paid amount the person confirmed, when they were asked.
 */
export function transitionParams(
  id: number,
  version: number,
  type: LifecycleEventType,
  v: ActionValues,
  confirmedAmount: number | null = null,
): TransitionParams {
  const base = { id, event: type, version };
  switch (type) {
    case "workshop.sendBack":
    case "workshop.reject":
    case "workshop.returnReport":
    case "workshop.cancel":
      return { ...base, reason: v.reason.trim() };
    case "workshop.pay": {
      const amount = Number(v.paidAmount.trim() === "" ? NaN : v.paidAmount);
      return {
        ...base,
        payment: {
          paymentDate: v.paymentDate.trim(),
          documentNumber: v.documentNumber.trim(),
          paidAmount: Number.isFinite(amount) ? amount : 0,
          remark: v.remark.trim(),
          ...(confirmedAmount === null ? {} : { confirmedAmount }),
        },
      };
    }
    case "workshop.approveAccount":
      return v.invoiceNumber.trim() ? { ...base, invoiceNumber: v.invoiceNumber.trim() } : base;
    default:
      return base;
  }
}
