// The lead statechart (decision 042): the machine the page asks and the table the server enforces
// (LEAD_MOVES) are the same rule; a move the table refuses leaves the machine where it was.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor } from "xstate";
import { canMove, LEAD_STATUSES } from "../../../src/codecs/lead.ts";
import { leadStatusMachine, moveEvent, nextStatuses, stateOf } from "../../../src/machines/leadStatus.machine.ts";

test("from every status, the machine takes exactly the moves the server allows", () => {
  for (const from of LEAD_STATUSES) {
    assert.equal(
      nextStatuses(from),
      LEAD_STATUSES.filter((to) => canMove(from, to)),
      from,
    );
    for (const to of LEAD_STATUSES) {
      const snap = leadStatusMachine.resolveState({ value: stateOf(from) });
      const actor = createActor(leadStatusMachine, { snapshot: snap }).start();
      actor.send({ type: moveEvent(to) });
      assert.is(actor.getSnapshot().value, canMove(from, to) ? stateOf(to) : stateOf(from), `${from} -> ${to}`);
      actor.stop();
    }
  }
});

test("Converted is final; New is only where a lead starts", () => {
  assert.equal(nextStatuses("Converted"), []);
  assert.ok(LEAD_STATUSES.every((from) => !canMove(from, "New")));
  assert.is(stateOf("Not interested"), "notInterested");
  assert.is(moveEvent("Not interested"), "lead.notInterested");
});

test.run();
