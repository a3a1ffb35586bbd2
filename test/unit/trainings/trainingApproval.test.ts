// The training approval's one rule (decision 034): for every status of the statechart (and one it
// does not know), every event it takes, every kind of actor and a valid and an invalid reason,
// `trainingRefusalOf` (the server's check) and `allowedTrainingEvents` (the page's buttons) agree
// with the machine itself, and a move lands where the table says.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, type AnyStateNode } from "xstate";
import { trainingApprovalMachine as machine } from "../../../src/machines/trainingApproval.machine.ts";
import {
  allowedTrainingEvents,
  REASON_MAX,
  TRAINING_TRANSITIONS,
  trainingActorOf,
  trainingCarriedRefusal,
  trainingRefusalOf,
  trainingTransitionOf,
  trainingTransitionParams,
  type TrainingActor,
  type TrainingEvent,
  type TrainingEventType,
} from "../../../src/codecs/trainingApproval.ts";
import { TRAINING_STATUSES } from "../../../src/codecs/training.ts";
import { ENGLISH } from "../../../src/codecs/translate.ts";

/** A refusal with its message as English draws it (one with values is one text: decision 074). */
const en = <R extends { message: string }>(r: R | null) => r && { ...r, message: ENGLISH(r.message) };

const nodes = Object.values(machine.root.states) as AnyStateNode[];
const STATUSES = [...nodes.filter((x) => x.key !== "opening" && x.key !== "unknownStatus").map((x) => x.key), "Draft"];
const EVENTS = [...new Set(nodes.flatMap((x) => x.ownEvents))].sort() as TrainingEventType[];
const ACTORS: Record<string, TrainingActor> = { ammd: { role: "AMMD" }, cmdi: { role: "CMDI" }, nobody: { role: null } };
const event = (type: TrainingEventType, actor: TrainingActor, reason: string): TrainingEvent =>
  type === "training.reject" ? { type, actor, reason } : { type, actor };

test("the machine's statuses are the listed ones, and its events are the table's", () => {
  assert.equal(STATUSES.slice(0, -1).sort(), [...TRAINING_STATUSES].sort());
  assert.equal(EVENTS, ["training.approve", "training.reject"]);
});

test("for every status, event, actor and reason, the server's refusal and the page's offer agree with the machine", () => {
  const out: string[] = [];
  let cases = 0;
  for (const status of STATUSES)
    for (const [who, actor] of Object.entries(ACTORS)) {
      const offered = allowedTrainingEvents(status, actor).map((x) => x.type);
      for (const type of EVENTS)
        for (const reason of ["The photos do not show the class", "", "no", "x".repeat(REASON_MAX + 1)]) {
          cases++;
          const e = event(type, actor, reason);
          const start = createActor(machine, { input: { status } }).start();
          const can = start.getSnapshot().can(e);
          const why = trainingRefusalOf(status, e);
          const at = `${status} / ${type} / ${who} / ${reason.length}`;
          if (can !== (why === null)) out.push(`${at}: machine ${can ? "allows" : "refuses"}, refusal says ${why?.message ?? "allowed"}`);
          // offered: the actor owns it from here (a reason is asked in the dialog)
          const owns = why === null || why.kind === "carried";
          if (owns !== offered.includes(type)) out.push(`${at}: offered ${offered.includes(type)}, owns ${owns}`);
          if (can) {
            start.send(e);
            const to = trainingTransitionOf(status, e)!.to;
            if (start.getSnapshot().value !== to) out.push(`${at}: machine went to ${String(start.getSnapshot().value)}, table says ${to}`);
          }
        }
    }
  assert.equal(out, []);
  assert.ok(cases >= 96);
});

test("the table: Approve to Accounts, Reject to AMMD Rejected with a reason, both the AMMD's, only from AMMD Approval", () => {
  assert.equal(
    TRAINING_TRANSITIONS.map((x) => [x.event, x.from, x.to, x.by.join()]),
    [
      ["training.approve", "AMMD Approval", "Accounts", "AMMD"],
      ["training.reject", "AMMD Approval", "AMMD Rejected", "AMMD"],
    ],
  );
});

test("the reason's rule and words, and what a refusal says", () => {
  const ammd = ACTORS.ammd!;
  assert.is(trainingCarriedRefusal(event("training.reject", ammd, "  ab ")), "Please give a reason.");
  assert.is(trainingCarriedRefusal(event("training.reject", ammd, "x".repeat(256))), "The reason must be at most 255 characters.");
  assert.is(trainingCarriedRefusal(event("training.reject", ammd, ` ${"x".repeat(255)} `)), null);
  assert.is(trainingCarriedRefusal(event("training.approve", ammd, "")), null);
  assert.equal(en(trainingRefusalOf("Accounts", event("training.approve", ammd, ""))), {
    kind: "stage",
    message: "A training in Accounts cannot be moved that way.",
  });
  assert.equal(en(trainingRefusalOf("AMMD Approval", event("training.approve", ACTORS.cmdi!, ""))), {
    kind: "owner",
    message: "Only the AMMD the training's CMDI reports to can do this in AMMD Approval.",
  });
  assert.equal(trainingRefusalOf("AMMD Approval", event("training.reject", ammd, "")), {
    kind: "carried",
    message: "Please give a reason.",
    field: "reason",
  });
});

test("the actor is the person's relation to the training; the params carry a trimmed reason only for a rejection", () => {
  const t = { assigned_cmdi__c: "C1", cmdi_ammd: "A1" };
  assert.equal(trainingActorOf({ role: "AMMD", sfid: "A1" }, t), { role: "AMMD" });
  assert.equal(trainingActorOf({ role: "AMMD", sfid: "A2" }, t), { role: null });
  assert.equal(trainingActorOf({ role: "CMDI", sfid: "C1" }, t), { role: "CMDI" });
  assert.equal(trainingActorOf({ role: "FCP", sfid: "C1" }, t), { role: null });
  assert.equal(trainingActorOf({ role: "AMMD", sfid: null }, { ...t, cmdi_ammd: null }), { role: null });
  assert.equal(trainingTransitionParams(7, 2, "training.reject", "  Why  "), { id: 7, event: "training.reject", version: 2, reason: "Why" });
  assert.equal(trainingTransitionParams(7, 2, "training.approve", "ignored"), { id: 7, event: "training.approve", version: 2 });
});

test.run();
