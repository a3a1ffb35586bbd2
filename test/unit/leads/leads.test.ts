// Leads on the device (decision 042): the row a write shows at once (before the server has it), the
// list's search and status filter, and the forms' messages.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as E from "fp-ts/Either";
import { decodeForm } from "../../../src/codecs/form.ts";

const errorsOf = (r: E.Either<unknown, unknown>) => (E.isLeft(r) ? r.left : null);
import { createActor, fromPromise, waitFor } from "xstate";
import { LEAD_QUEUED, leadWriteMachine, type LeadWrite } from "../../../src/machines/leadWrite.machine.ts";
import type { WriteOutcome } from "../../../src/codecs/contract.ts";
import { filterLeads, followUpProblem, LEAD_MESSAGES, MoveForm, ConvertForm, AssignForm, type Lead } from "../../../src/codecs/lead.ts";
import { mobileRefusal } from "../../../src/codecs/mobile.ts";
import { addLead, assignLead, convertLead, leadMoveMessage, moveLead } from "../../../src/features/leads.ts";
import { optimisticOf, type Mutation } from "../../../src/store/mutators.ts";
import { initialState, type StoreState } from "../../../src/store/state.ts";
import { userOf } from "../fixtures.ts";

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: 3,
  name: "Nisha Rao",
  mobile__c: "9876543210",
  email__c: null,
  city__c: "Pune",
  institute__c: null,
  source: "Entered by CMDI",
  status: "New",
  follow_up: null,
  fcp_id: null,
  fcp_name: null,
  cmdi_name: "Ravi Kumar",
  hpa_id: null,
  createddate: "2026-11-01T10:00:00",
  moves: [{ from: null, to: "New", note: "Entered by CMDI", by: "Ravi Kumar", at: "2026-11-01T10:00:00" }],
  ...over,
});
const state = (rows: Lead[], fcps: unknown[] = []): StoreState => ({
  ...initialState,
  session: { user: userOf(), role: "FCP" },
  lists: { leads: rows, fcpsAll: fcps },
});

/** The lead a write's named mutator shows at once (decision 072); undefined: no change. */
const leadAfter = (s: StoreState, m: Mutation) => optimisticOf(m.change(s))?.upsert as Lead | undefined;

test("a move shows at once: the new status, the follow-up date and the move appended (by the person, not sent yet)", () => {
  const after = leadAfter(state([lead()]), moveLead({ id: 3, from: "New", values: { to: "Contacted", note: "Called", follow_up: "2030-01-02" } }));
  assert.equal(
    [after?.status, after?.follow_up, after?.moves.at(-1)],
    ["Contacted", "2030-01-02", { from: "New", to: "Contacted", note: "Called", by: "Asha Verma", at: null }],
  );
  assert.is(after?.moves.length, 2);
});

test("a conversion shows Converted; an assignment the FCP's name; a lead the device does not hold shows nothing", () => {
  const s = state([lead({ status: "Interested" })], [{ id: 9, name: "Asha Verma" }]);
  assert.is(leadAfter(s, convertLead({ id: 3, values: { type: "Art Maker", mobile__c: "9876543210", note: "Joined" } }))?.status, "Converted");
  const assigned = leadAfter(s, assignLead({ id: 3, values: { fcp: "9" } }));
  assert.equal([assigned?.fcp_id, assigned?.fcp_name], [9, "Asha Verma"]);
  assert.is(assignLead({ id: 4, values: { fcp: "9" } }).change(s), null);
  const added = leadAfter(s, addLead({ values: { name: "Kiran", mobile__c: "9876500000", email__c: "", city__c: "", institute__c: "" } }));
  assert.equal(
    [added?.status, added?.fcp_id, added?.email__c, added?.moves.length, added?.id],
    ["New", null, null, 1, undefined],
    "a new lead, keyed by its write",
  );
});

test("the Undo toast names an assignment's lead and FCP, two namesakes told apart (issue 49 item 6)", () => {
  const twins = [
    { id: 9, name: "Swati Pillai", phone: "9000000101" },
    { id: 10, name: "Swati Pillai", phone: "9000000202" },
  ];
  const s = state([lead(), lead({ id: 4, name: "Kiran", fcp_id: 9, fcp_name: "Swati Pillai" })], twins);
  assert.is(leadMoveMessage(s, { kind: "assign", id: 3, values: { fcp: "10" } }), 'Assigned "Nisha Rao" to Swati Pillai · …0202');
  assert.is(leadMoveMessage(s, { kind: "assign", id: 4, values: { fcp: "10" } }), 'Moved "Kiran" to Swati Pillai · …0202');
  assert.is(leadMoveMessage(s, { kind: "assign", id: 4, values: { fcp: "11" } }), 'Moved "Kiran" to FCP 11', "an FCP the device does not hold");
});

test("an assignment held for the Undo toast leaves no notice at its row; a status change queued offline still says so", async () => {
  const pending: WriteOutcome = { status: "pending", id: null };
  const actor = createActor(leadWriteMachine.provide({ actors: { saveLead: fromPromise<WriteOutcome, LeadWrite>(async () => pending) } })).start();
  actor.send({ type: "write.submitted", write: { kind: "assign", id: 3, values: { fcp: "9" } } });
  await waitFor(actor, (s) => s.matches("idle"));
  assert.equal([actor.getSnapshot().context.notice, actor.getSnapshot().context.write?.kind], [null, "assign"]);
  actor.send({ type: "write.submitted", write: { kind: "move", id: 3, from: "New", values: { to: "Contacted", note: "Called", follow_up: "" } } });
  await waitFor(actor, (s) => s.matches("idle"));
  assert.is(actor.getSnapshot().context.notice?.message, LEAD_QUEUED);
  actor.stop();
});

test("search by name, mobile, city or institute; filter by status", () => {
  const rows = [lead(), lead({ id: 4, name: "Kiran", mobile__c: "9000000000", city__c: "Nagpur", status: "Contacted" })];
  assert.equal(
    filterLeads(rows, "pune", "").map((l) => l.id),
    [3],
  );
  assert.equal(
    filterLeads(rows, "9000", "").map((l) => l.id),
    [4],
  );
  assert.equal(
    filterLeads(rows, "", "Contacted").map((l) => l.id),
    [4],
  );
  assert.equal(filterLeads(rows, "kiran", "New"), []);
});

test("a follow-up date before today is refused, unless it is the lead's own (issue 49 item 4)", () => {
  assert.is(followUpProblem("2026-11-27", "2026-11-28", null), LEAD_MESSAGES.followUpPast);
  assert.is(followUpProblem("2026-11-27", "2026-11-28", "2026-11-20"), LEAD_MESSAGES.followUpPast);
  assert.is(followUpProblem("2026-11-27", "2026-11-28", "2026-11-27"), null, "the lead's own date, left as it was");
  for (const d of ["", "2026-11-28", "2027-01-01"]) assert.is(followUpProblem(d, "2026-11-28", null), null, d);
  // the write flow refuses it at the field, and sends nothing
  const actor = createActor(leadWriteMachine).start();
  const move = (follow_up: string) =>
    actor.send({
      type: "write.submitted",
      write: { kind: "move", id: 3, from: "New", values: { to: "Contacted", note: "Called", follow_up } },
      followUp: { today: "2026-11-28", kept: null },
    });
  move("2026-11-01");
  assert.equal(actor.getSnapshot().context.fieldErrors, { follow_up: "The follow-up date cannot be in the past." });
  assert.ok(actor.getSnapshot().matches("idle"));
  actor.stop();
});

test("the forms' messages, each at its field", () => {
  assert.equal(errorsOf(decodeForm(MoveForm, { to: "", note: " ", follow_up: "2026-02-30" })), {
    to: LEAD_MESSAGES.to,
    note: LEAD_MESSAGES.note,
    follow_up: LEAD_MESSAGES.followUp,
  });
  assert.ok(decodeForm(MoveForm, { to: "Not interested", note: "No", follow_up: "2028-02-29" })._tag === "Right");
  assert.equal(errorsOf(decodeForm(ConvertForm, { type: "", mobile__c: "12", note: "" })), {
    type: LEAD_MESSAGES.type,
    mobile__c: mobileRefusal(LEAD_MESSAGES.mobileInvalid),
    note: LEAD_MESSAGES.note,
  });
  assert.equal(errorsOf(decodeForm(AssignForm, { fcp: "" })), { fcp: LEAD_MESSAGES.fcp });
});

test.run();
