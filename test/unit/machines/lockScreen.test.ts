// The lock screen's flow with a simulated clock: it locks after the idle time, activity restarts
// the wait, the password unlocks, a wrong one says so, and a lock kept on the device survives a reload.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { lockScreenMachine } from "../../../src/machines/lockScreen.machine.ts";
import { LOCK_PASSWORD_REQUIRED } from "../../../src/codecs/recovery.ts";

function start(o: { kept?: boolean; right?: string } = {}) {
  const clock = new SimulatedClock();
  const stored: string[] = [];
  const machine = lockScreenMachine.provide({
    actors: {
      unlock: fromPromise<void, { password: string }>(async ({ input }) => {
        if (input.password !== (o.right ?? "demo1234"))
          throw { kind: "http", status: 401, code: "invalid_credentials", message: "Invalid Credentials!" };
      }),
    },
    actions: { rememberLock: () => void stored.push("locked"), forgetLock: () => void stored.push("unlocked") },
    guards: { wasLocked: () => o.kept ?? false },
  });
  return { actor: createActor(machine, { input: { idleMs: 1000 }, clock }).start(), clock, stored };
}

test("locks after the idle time; activity restarts the wait", () => {
  const { actor, clock, stored } = start();
  clock.increment(900);
  actor.send({ type: "lock.activity" });
  clock.increment(900);
  assert.ok(actor.getSnapshot().matches("active"), "activity 900 ms in: still open at 1800 ms");
  clock.increment(101);
  assert.ok(actor.getSnapshot().matches("locked"));
  assert.equal(stored, ["locked"], "the lock is kept on the device");
});

test("the password unlocks; an empty or wrong one says why and keeps it locked", async () => {
  const { actor, stored } = start();
  actor.send({ type: "lock.now" });
  actor.send({ type: "form.submitted" });
  assert.is(actor.getSnapshot().context.error, LOCK_PASSWORD_REQUIRED);
  actor.send({ type: "form.changed", field: "password", value: "nope" });
  actor.send({ type: "form.submitted" });
  await waitFor(actor, (s) => s.matches("locked") && s.context.error !== null);
  assert.is(actor.getSnapshot().context.error, "Invalid Credentials!");
  assert.is(actor.getSnapshot().context.password, "", "a refused password is not kept");
  actor.send({ type: "form.changed", field: "password", value: "demo1234" });
  actor.send({ type: "form.submitted" });
  await waitFor(actor, (s) => s.matches("active"));
  assert.equal([stored[0], stored.at(-1)], ["locked", "unlocked"], "kept while locked, cleared once unlocked");
});

test("a lock kept on the device: the flow starts locked (a reload does not unlock)", () => {
  assert.ok(start({ kept: true }).actor.getSnapshot().matches("locked"));
  assert.ok(start({ kept: false }).actor.getSnapshot().matches("active"));
});

test.run();
