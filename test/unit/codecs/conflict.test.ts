// The field merge of decision 079, as the server and the conflict's answer both run it.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { mergeFields, resolvedValues } from "../../../src/codecs/conflict.ts";

const keys = ["city", "district", "region", "address"] as const;
const base = { city: "Pune", district: "Haveli", region: "", address: "1 Road" };

test("a field one side changed takes that side's value; both to different values is a conflict; both to the same is not", () => {
  const mine = { ...base, city: "Bhopal", region: "West", address: "2 Road" };
  const current = { ...base, city: "Agra", district: "Agra District", address: "2 Road" };
  assert.equal(mergeFields(keys, base, mine, current), {
    merged: { city: "Bhopal", district: "Agra District", region: "West", address: "2 Road" },
    conflicts: ["city"],
  });
});

test("a stored NULL is the form's empty text", () => {
  assert.equal(mergeFields(["region"], { region: "" }, { region: "" }, { region: null }).conflicts, []);
  assert.equal(mergeFields(["region"], { region: null }, { region: "West" }, { region: "" }).merged, { region: "West" });
});

test("the answer: every field as merged, each conflicting one as chosen (mine when not chosen)", () => {
  const c = { base, mine: { ...base, city: "Bhopal", district: "Mine" }, current: { ...base, city: "Agra", district: "Theirs", region: "North" } };
  assert.equal(resolvedValues(keys, c, { city: "current" }), { city: "Agra", district: "Mine", region: "North", address: "1 Road" });
  assert.equal(resolvedValues(keys, c, { city: "mine", district: "current" }), {
    city: "Bhopal",
    district: "Theirs",
    region: "North",
    address: "1 Road",
  });
});

test.run();
