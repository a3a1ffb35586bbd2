// A log recorded by an earlier version must keep replaying as the app evolves.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { importLog } from "../../../src/store/exchange.ts";
import { replay } from "../../../src/store/replay.ts";
import { counterMachine, LISTS } from "./helpers.ts";

test("golden log v1 replays to the recorded end state (its `list.fetched` migrated to `outlets.fetched`)", () => {
  const text = readFileSync(new URL("./fixtures/golden-v1.json", import.meta.url), "utf8");
  const imp = importLog(text, LISTS.registry());
  assert.ok(imp.ok);
  if (!imp.ok) return;
  assert.equal(imp.unknown, []);
  const r = replay(imp.events, { counter: counterMachine }, { fold: LISTS.fold });
  assert.equal(r.unknown, []);
  assert.equal(r.divergences, []);
  assert.equal(r.snapshots.counter.value, "idle");
  assert.equal(r.snapshots.counter.context, { count: 3, result: "thing-7", error: "Error: offline" });
  assert.equal(r.state.lists.outlets, [{ id: 1, outletname__c: "Shop" }], "the rejected write was undone");
  assert.is(r.state.outbox[0].status, "rejected");
  for (const a of Object.values(r.actors)) a.stop();
});

test.run();
