// A chart's long category label in lines (src/views/reports/chartLabels.ts, decision 106): broken
// only between words, each line as long as the room allows, a word too long alone on its line; a
// label that fits stays one string.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { wrapLabel } from "../../../src/views/reports/chartLabels.ts";

const chars = (n: number) => (line: string) => line.length <= n;

test("a label that fits is itself", () => {
  assert.is(wrapLabel("Paid", chars(17)), "Paid");
  assert.is(wrapLabel("Awaiting Workshop Confirmation", chars(40)), "Awaiting Workshop Confirmation");
});

test("a long label is broken between words, each line as full as the room allows", () => {
  assert.equal(wrapLabel("Awaiting Workshop Confirmation", chars(17)), ["Awaiting Workshop", "Confirmation"]);
  assert.equal(wrapLabel("Awaiting AMMD Approval", chars(14)), ["Awaiting AMMD", "Approval"]);
  assert.equal(wrapLabel("कार्यशाला की पुष्टि का इंतज़ार", chars(12)), ["कार्यशाला की", "पुष्टि का", "इंतज़ार"]);
});

test("a word wider than the room is a line of its own, never split; one word stays a string", () => {
  assert.equal(wrapLabel("Verification pending", chars(8)), ["Verification", "pending"]);
  assert.is(wrapLabel("Verification", chars(8)), "Verification");
});

test.run();
