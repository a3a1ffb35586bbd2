// The workshop lifecycle's one rule (decision 023): for every stage of the statechart, every event
// it defines, every kind of actor, several sets of facts and a valid and an invalid payload,
// `refusal` (the server's check) and `allowedEvents` (what a person is offered) agree with the
// machine itself. Stages and events are read from the machine's definition, so a new transition
// is covered without writing a test.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, fromPromise, type AnyStateNode } from "xstate";
import { workshopLifecycleMachine as machine } from "../../../src/machines/workshopLifecycle.machine.ts";
import { paymentToConfirm, workshopActionMachine } from "../../../src/machines/workshopAction.machine.ts";
import {
  actorOf,
  allowedEvents,
  carriedProblems,
  emptyFacts,
  PAID_AMOUNT_MAX,
  PAID_AMOUNT_RULE,
  refusal,
  refusalOf,
  SIDE_TEXT_MAX,
  UNCONFIRMED_AMOUNT,
  transitionOf,
  type Actor,
  type AllowedEvent,
  type LifecycleEvent,
  type LifecycleEventType,
  type LifecycleFacts,
  type TransitionParams,
} from "../../../src/codecs/workshopLifecycle.ts";
import { AMMD_STAGES, TAB_STAGES } from "../../../src/codecs/ammdWorkshops.ts";
import { WORKSHOP_STAGES } from "../../../src/codecs/workshop.ts";
import { ENGLISH } from "../../../src/codecs/translate.ts";
import { formatsOf } from "../../../src/codecs/formats.ts";

/** A message as English draws it (one with values is one text: decision 074). */
const en = (s: string | null | undefined) => (s === null || s === undefined ? s : ENGLISH(s));
import { ACTORS, TODAY, invalidPayload, readyFacts, validPayload } from "./lifecycleFixtures.ts";

const nodes = Object.values(machine.root.states) as AnyStateNode[];
/** The stages as the machine defines them (less its opening step), and one it does not know. */
const STAGES = [...nodes.filter((n) => n.key !== "opening" && n.key !== "unknownStage").map((n) => n.key), "Bogus"];
/** Every event any stage of the machine takes. */
const EVENTS = [...new Set(nodes.flatMap((n) => n.ownEvents))].sort() as LifecycleEventType[];

const FACTS: Record<string, LifecycleFacts> = {
  ready: readyFacts,
  verified: { ...readyFacts, verified: true },
  empty: emptyFacts(TODAY),
  past: { ...readyFacts, start: "2026-11-20T10:00:00" },
  ahead: { ...readyFacts, start: "2026-12-20T10:00:00" },
  nextYear: { ...readyFacts, start: "2027-04-02T10:00:00" },
  overAllowance: { ...readyFacts, allowedWorkshops: 3, plannedInYear: 3 },
  noGeoPhoto: { ...readyFacts, photoTypes: readyFacts.photoTypes.filter((t) => t !== "geo_tagged_Location_pictures") },
  tooMany: { ...readyFacts, actualParticipants: 5000 },
  badQuantity: { ...readyFacts, badArticles: 1 },
  otherUnnamed: { ...readyFacts, otherExpenseHeadName: null },
};

const opened = (stage: string, facts: LifecycleFacts) => createActor(machine, { input: { stage, facts } }).start();

/** Whether the machine takes the event in the stage with every fact there (verified or not yet). */
const ownsHere = (stage: string, event: LifecycleEvent) =>
  [readyFacts, { ...readyFacts, verified: true }].some((facts) => opened(stage, facts).getSnapshot().can(event));

type Allowed = (stage: string | null, actor: Actor, facts: LifecycleFacts) => AllowedEvent[];
type Refusal = (stage: string | null, facts: LifecycleFacts, event: LifecycleEvent) => string | null;

/** Every (stage, event, actor, facts, payload) where the helpers disagree with the machine. */
function mismatches(allowed: Allowed, refuse: Refusal): string[] {
  const out: string[] = [];
  for (const stage of STAGES)
    for (const [factsName, facts] of Object.entries(FACTS)) {
      const start = opened(stage, facts).getSnapshot();
      for (const [who, actor] of Object.entries(ACTORS)) {
        const offered = allowed(stage, actor, facts);
        for (const type of EVENTS) {
          const at = `${stage} / ${type} / ${who} / ${factsName}`;
          const valid = validPayload(type, actor);
          const can = start.can(valid);
          const why = refuse(stage, facts, valid);
          if (can !== (why === null)) out.push(`${at}: machine ${can ? "allows" : "refuses"}, refusal says ${why ?? "allowed"}`);
          if (can) {
            const after = opened(stage, facts);
            after.send(valid);
            const to = transitionOf(stage, valid)?.to;
            if (after.getSnapshot().value !== to) out.push(`${at}: machine goes to ${String(after.getSnapshot().value)}, the table to ${to}`);
          }
          const bad = invalidPayload(type, actor);
          if (bad && start.can(bad)) out.push(`${at}: machine allows an invalid payload`);
          if (bad && refuse(stage, facts, bad) === null) out.push(`${at}: refusal allows an invalid payload`);
          // offered: exactly the actions of this stage the actor owns; ok exactly when the machine takes a valid one
          const offer = offered.find((o) => o.type === type);
          // the actor owns the action here when the machine takes it from them once every fact is there
          const owned = ownsHere(stage, valid);
          if (owned !== (offer !== undefined))
            out.push(`${at}: ${owned ? "the actor's action is not offered" : "offered to someone who does not own it"}`);
          if (can && !offer?.ok) out.push(`${at}: the machine allows it but it is not offered as ok`);
          if (offer?.ok && !can) out.push(`${at}: offered as ok but the machine refuses it`);
          if (offer && !offer.ok && offer.reason !== why) out.push(`${at}: offered with reason "${offer.reason}", the server says "${why}"`);
        }
      }
    }
  return out;
}

test("allowedEvents and refusal agree with the statechart for every stage, event, actor, facts and payload", () => {
  assert.ok(STAGES.length === 10 && EVENTS.length === 12, `the machine defines ${STAGES.length - 1} stages and ${EVENTS.length} events`);
  assert.equal(mismatches(allowedEvents, refusal), []);
});

test("the comparison can fail: helpers that ignore the owner, the facts or the payload disagree", () => {
  const anyone: Allowed = (stage, _actor, facts) => allowedEvents(stage, ACTORS.fcp, facts).concat(allowedEvents(stage, ACTORS.accounts, facts));
  assert.ok(mismatches(anyone, refusal).length > 0, "offering every role's actions");
  const factBlind: Refusal = (stage, facts, event) => refusal(stage, { ...readyFacts, today: facts.today }, event);
  assert.ok(mismatches(allowedEvents, factBlind).length > 0, "a refusal blind to the facts");
  const payloadBlind: Refusal = (stage, facts, event) => refusal(stage, facts, validPayload(event.type, event.actor));
  assert.ok(mismatches(allowedEvents, payloadBlind).length > 0, "a refusal blind to the payload");
});

test("every stage is reached from Planning, and the AMMD's tabs hold what the spec says", () => {
  const seen = new Set<string>(["Planning"]);
  const queue = ["Planning"];
  for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
    for (const facts of [readyFacts, FACTS.verified!])
      for (const type of EVENTS)
        for (const actor of Object.values(ACTORS)) {
          const a = opened(s, facts);
          const e = validPayload(type, actor);
          if (!a.getSnapshot().can(e)) continue;
          a.send(e);
          const to = String(a.getSnapshot().value);
          if (!seen.has(to)) {
            seen.add(to);
            queue.push(to);
          }
        }
  }
  assert.equal([...seen].sort(), [...WORKSHOP_STAGES].sort());
  // the AMMD acts in AMMD Confirmation only (Awaiting Approval); Execution and CMDI Verification come after its approval
  const ammdActs = WORKSHOP_STAGES.filter((s) => allowedEvents(s, ACTORS.ammd, readyFacts).length > 0);
  assert.equal(ammdActs, [...TAB_STAGES.awaiting]);
  assert.equal(allowedEvents("AMMD Confirmation", ACTORS.ammd, readyFacts).find((e) => e.type === "workshop.approve")?.to, "Execution");
  assert.equal(AMMD_STAGES, ["AMMD Confirmation", "Execution", "CMDI Verification"]);
});

test("reasons say what is missing", () => {
  const [first] = allowedEvents("Planning", ACTORS.fcp, emptyFacts(TODAY));
  // a reason with values is one text (decision 074): read here as English draws it
  const submit = first?.ok === false ? { ...first, reason: en(first.reason) } : first;
  assert.equal(submit, {
    type: "workshop.submit",
    label: "Submit plan",
    to: "Awaiting Workshop Confirmation",
    ok: false,
    reason:
      "The plan needs the date and time, the category, the school or Art Avenue, the planned participants, the expense head and at least one article with its quantity.",
  });
  assert.is(
    en(refusal("Planning", FACTS.overAllowance!, validPayload("workshop.submit", ACTORS.fcp))),
    "You may plan 3 workshops in this financial year, and 3 are planned.",
  );
  assert.is(
    en(refusal("Execution", FACTS.noGeoPhoto!, validPayload("workshop.report", ACTORS.fcp))),
    "The report needs a photo of 'Geo tagged Location pictures'.",
  );
  assert.is(
    en(refusal("Execution", { ...readyFacts, actualParticipants: null, finalizedPhoto: false }, validPayload("workshop.report", ACTORS.fcp))),
    "The report needs the actual participant count and the 'Finalized Article Photo'.",
  );
  assert.is(
    en(refusal("AMMD Confirmation", readyFacts, validPayload("workshop.approve", ACTORS.cmdi))),
    "Only the workshop's AMMD can do this in AMMD Confirmation.",
  );
  assert.is(en(refusal("Paid", readyFacts, validPayload("workshop.cancel", ACTORS.accounts))), "A workshop in Paid cannot be moved that way.");
  assert.is(
    en(refusal("CMDI Verification", readyFacts, validPayload("workshop.approveAccount", ACTORS.accounts))),
    "The CMDI has not verified it yet.",
  );
  assert.is(en(refusal("AMMD Confirmation", readyFacts, invalidPayload("workshop.reject", ACTORS.ammd)!)), "Please give a reason.");
  assert.is(
    en(refusal("Account Approved", readyFacts, invalidPayload("workshop.pay", ACTORS.accounts)!)),
    "The payment date cannot be in the future.",
  );
  const pay = validPayload("workshop.pay", ACTORS.accounts) as Extract<LifecycleEvent, { type: "workshop.pay" }>;
  const long = "x".repeat(SIDE_TEXT_MAX + 1);
  assert.is(
    en(refusal("Account Approved", readyFacts, { ...pay, payment: { ...pay.payment, documentNumber: long } })),
    `The payment document number must be at most ${SIDE_TEXT_MAX} characters.`,
  );
  assert.is(
    en(refusal("Account Approved", readyFacts, { ...pay, payment: { ...pay.payment, remark: long } })),
    `The payment status remark must be at most ${SIDE_TEXT_MAX} characters.`,
  );
  assert.is(en(refusal("Awaiting AMMD Approval", FACTS.ahead!, validPayload("workshop.due", ACTORS.system))), "The workshop's day has not come yet.");
});

test("a payment's problems: every rule it breaks, each at its field, in the form's order; the server refuses with the first and names its field", () => {
  const pay = validPayload("workshop.pay", ACTORS.accounts) as Extract<LifecycleEvent, { type: "workshop.pay" }>;
  assert.equal(carriedProblems(readyFacts, pay), []);
  const bad = { ...pay, payment: { paymentDate: "2099-01-01", documentNumber: " ", paidAmount: 0, remark: "" } };
  assert.equal(
    carriedProblems(readyFacts, bad).map((p) => [p.field, en(p.message)]),
    [
      ["paymentDate", "The payment date cannot be in the future."],
      ["documentNumber", "Please enter the payment document number."],
      ["paidAmount", "The paid amount must be more than zero."],
      ["remark", "Please enter the payment status remark."],
    ],
  );
  const refused = refusalOf("Account Approved", readyFacts, { ...bad, payment: { ...pay.payment, paidAmount: -1, remark: "" } });
  assert.equal([refused?.kind, refused?.field, en(refused?.message)], ["carried", "paidAmount", "The paid amount must be more than zero."]);
});

test("Record payment's dialog: Confirm with nothing typed marks every field at once; typing in one clears only its message, and what was typed stays", () => {
  const a = createActor(workshopActionMachine, { input: { id: 7, version: 0, facts: readyFacts } }).start();
  a.send({ type: "action.chosen", action: { type: "workshop.pay", label: "Record payment", to: "Paid", needs: ["paymentRecorded"] } });
  a.send({ type: "action.changed", field: "remark", value: "Paid via NEFT" });
  a.send({ type: "action.confirmed" });
  const c = a.getSnapshot().context;
  assert.ok(a.getSnapshot().matches("asking"));
  assert.equal(Object.keys(c.fieldErrors), ["paymentDate", "documentNumber", "paidAmount"]);
  assert.is(c.formError, null);
  a.send({ type: "action.changed", field: "documentNumber", value: "PD51077777" });
  const after = a.getSnapshot().context;
  assert.equal(Object.keys(after.fieldErrors), ["paymentDate", "paidAmount"]);
  assert.equal([after.values.documentNumber, after.values.remark], ["PD51077777", "Paid via NEFT"]);
  a.stop();
});

test("a paid amount above the ceiling (₹1,00,000) is refused at its field with the rest, on both sides; the rule names the ceiling as written", () => {
  assert.ok(PAID_AMOUNT_RULE.includes(formatsOf("en").rupees(PAID_AMOUNT_MAX)), PAID_AMOUNT_RULE);
  const pay = validPayload("workshop.pay", ACTORS.accounts) as Extract<LifecycleEvent, { type: "workshop.pay" }>;
  const typo = { ...pay, payment: { ...pay.payment, paidAmount: 999_999 } };
  assert.equal(
    carriedProblems(readyFacts, { ...typo, payment: { ...typo.payment, remark: "" } }).map((p) => [p.field, en(p.message)]),
    [
      ["paidAmount", "The paid amount cannot be more than ₹1,00,000 for one workshop."],
      ["remark", "Please enter the payment status remark."],
    ],
  );
  const refused = refusalOf("Account Approved", readyFacts, typo);
  assert.equal([refused?.kind, refused?.field, en(refused?.message)], ["carried", "paidAmount", PAID_AMOUNT_RULE]);
  // the ceiling itself passes; a number too large for any ceiling is the same refusal, never "more than zero"
  assert.is(refusal("Account Approved", readyFacts, { ...pay, payment: { ...pay.payment, paidAmount: PAID_AMOUNT_MAX } }), null);
  assert.is(
    en(refusal("Account Approved", readyFacts, { ...pay, payment: { ...pay.payment, paidAmount: Number.POSITIVE_INFINITY } })),
    PAID_AMOUNT_RULE,
  );
});

test("Record payment: an amount above the workshop's own is asked once more (both amounts), then sent; Change the amount goes back with everything typed; at or below it, or with no amount, it is sent at once", () => {
  // what the flow hands the outbox (queued, as offline: the params are kept as sent)
  const sent: TransitionParams[] = [];
  const queued = workshopActionMachine.provide({
    actors: {
      sendTransition: fromPromise(async ({ input }) => {
        sent.push(input.params);
        return { status: "pending" as const, id: null };
      }),
    },
  });
  const typed = (workshopAmount: number | null, paidAmount: string) => {
    const a = createActor(queued, { input: { id: 7, version: 0, facts: { ...readyFacts, workshopAmount } } }).start();
    a.send({ type: "action.chosen", action: { type: "workshop.pay", label: "Record payment", to: "Paid", needs: ["paymentRecorded"] } });
    for (const [field, value] of [
      ["paymentDate", TODAY],
      ["documentNumber", "PD51077777"],
      ["paidAmount", paidAmount],
      ["remark", "Paid via NEFT"],
    ] as const)
      a.send({ type: "action.changed", field, value });
    a.send({ type: "action.confirmed" });
    return a;
  };
  const a = typed(2300, "23000");
  assert.ok(a.getSnapshot().matches("confirmingAmount"));
  assert.equal(paymentToConfirm(a.getSnapshot().context), { paid: 23_000, amount: 2300 });
  a.send({ type: "action.amountRevised" });
  assert.ok(a.getSnapshot().matches("asking"));
  assert.equal([a.getSnapshot().context.values.paidAmount, a.getSnapshot().context.values.remark], ["23000", "Paid via NEFT"]);
  a.send({ type: "action.changed", field: "paidAmount", value: "2300" });
  a.send({ type: "action.confirmed" });
  assert.ok(a.getSnapshot().matches("sending"), "the workshop's own amount is sent at once");
  assert.is(sent.at(-1)?.payment?.confirmedAmount, undefined, "nothing asked, nothing confirmed");
  a.stop();
  const b = typed(2300, "23000");
  b.send({ type: "action.amountConfirmed" });
  assert.ok(b.getSnapshot().matches("sending"), "confirmed: sent");
  // the confirmation goes with the payment (decision 115), so the queued write carries it
  assert.equal(sent.at(-1)?.payment, {
    paymentDate: TODAY,
    documentNumber: "PD51077777",
    paidAmount: 23_000,
    remark: "Paid via NEFT",
    confirmedAmount: 23_000,
  });
  b.stop();
  const c = typed(null, "23000");
  assert.ok(c.getSnapshot().matches("sending"), "a workshop with no amount: nothing to compare");
  c.stop();
  // above the ceiling: refused at the field with the others, never asked
  const d = typed(2300, "999999");
  assert.ok(d.getSnapshot().matches("asking"));
  assert.equal(Object.keys(d.getSnapshot().context.fieldErrors), ["paidAmount"]);
  d.stop();
});

test("the server records a paid amount above the workshop's own only with that amount confirmed, else refuses at paidAmount (decision 115)", () => {
  const pay = validPayload("workshop.pay", ACTORS.accounts) as Extract<LifecycleEvent, { type: "workshop.pay" }>;
  const facts = { ...readyFacts, workshopAmount: 2300 };
  const paying = (paidAmount: number, confirmedAmount?: number) =>
    refusalOf("Account Approved", facts, {
      ...pay,
      payment: { ...pay.payment, paidAmount, ...(confirmedAmount === undefined ? {} : { confirmedAmount }) },
    });
  const unconfirmed = paying(23_000);
  assert.equal([unconfirmed?.kind, unconfirmed?.field, en(unconfirmed?.message)], ["carried", "paidAmount", en(UNCONFIRMED_AMOUNT)]);
  assert.is(paying(23_000, 2300)?.field, "paidAmount", "a confirmation of another amount is none");
  assert.is(paying(23_000, 23_000), null);
  assert.is(paying(2300), null, "at the workshop's amount nothing is asked");
  assert.is(refusalOf("Account Approved", { ...facts, workshopAmount: null }, { ...pay, payment: { ...pay.payment, paidAmount: 23_000 } }), null);
  // the form's own checks do not ask for it: the form asks its question after they pass
  assert.equal(carriedProblems(facts, { ...pay, payment: { ...pay.payment, paidAmount: 23_000 } }), []);
});

test("the CMDI's verification keeps the stage and opens accounts' approval", () => {
  const a = opened("CMDI Verification", readyFacts);
  assert.not.ok(a.getSnapshot().can(validPayload("workshop.approveAccount", ACTORS.accounts)));
  a.send(validPayload("workshop.verify", ACTORS.cmdi));
  assert.is(a.getSnapshot().value, "CMDI Verification");
  assert.ok(a.getSnapshot().can(validPayload("workshop.approveAccount", ACTORS.accounts)));
  assert.not.ok(a.getSnapshot().can(validPayload("workshop.verify", ACTORS.cmdi)));
});

test("actorOf: a person's role on a workshop is their relation to it", () => {
  const w = { accountid: "001FCP", assigned_cmdi__c: "005CMDI", assigned_ammd__c: "005AMMD" };
  assert.equal(actorOf({ role: "FCP", sfid: "001FCP", superAdmin: false }, w), { role: "FCP", superAdmin: false });
  assert.equal(actorOf({ role: "FCP", sfid: "001OTHER", superAdmin: false }, w), { role: null, superAdmin: false });
  assert.equal(actorOf({ role: "CMDI", sfid: "005CMDI", superAdmin: false }, w), { role: "CMDI", superAdmin: false });
  assert.equal(actorOf({ role: "AMMD", sfid: "005CMDI", superAdmin: false }, w), { role: null, superAdmin: false });
  assert.equal(actorOf({ role: "AMMD", sfid: "005SUPER", superAdmin: true }, w), { role: null, superAdmin: true });
  assert.equal(actorOf({ role: "AMMD", sfid: null, superAdmin: false }, { ...w, assigned_ammd__c: null }), { role: null, superAdmin: false });
});

test.run();
