// The container form's codec (decision 043): each message at its field, the members de-duplicated,
// the checklist's search.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { isRight } from "fp-ts/Either";
import { CONTAINER_MESSAGES, ContainerForm, emptyContainerValues, matchesMember } from "../../../src/codecs/container.ts";
import { decodeForm } from "../../../src/codecs/form.ts";

test("an empty form: the name and the members are missing, each at its field", () => {
  const r = decodeForm(ContainerForm, emptyContainerValues());
  assert.equal(r, { _tag: "Left", left: { name: CONTAINER_MESSAGES.name, members: CONTAINER_MESSAGES.members } });
});

test("too long, not record ids, too many, another key: each refused at its field", () => {
  const ok = { name: "School teachers", description: "", members: [1] };
  const left = (v: unknown) => {
    const r = decodeForm(ContainerForm, v);
    return r._tag === "Left" ? r.left : null;
  };
  assert.equal(left({ ...ok, name: "x".repeat(121) }), { name: "Name is too long (at most 120 characters)" });
  assert.equal(left({ ...ok, description: "x".repeat(501) }), { description: "Purpose is too long (at most 500 characters)" });
  assert.equal(left({ ...ok, members: [1, -2] }), { members: CONTAINER_MESSAGES.memberNotFound });
  assert.equal(left({ ...ok, members: "1" }), { members: "Members must be a list" });
  assert.equal(left({ ...ok, members: Array.from({ length: 501 }, (_, i) => i + 1) }), { members: CONTAINER_MESSAGES.membersTooMany });
  assert.ok(left({ ...ok, fcp__c: "x" }));
});

test("a valid form: the text trimmed, each member once", () => {
  const r = decodeForm(ContainerForm, { name: "  Diwali  ", description: " Camp ", members: [3, 1, 3] });
  assert.ok(isRight(r));
  assert.equal(r.right, { name: "Diwali", description: "Camp", members: [3, 1] });
});

test("the checklist's search: name, mobile or type, any case; blank shows all", () => {
  const h = { name: "Kala Kendra", mobile__c: "9876543210", type: "Hobby Centres" };
  for (const q of ["", "  ", "kala", "98765", "hobby cen"]) assert.ok(matchesMember(h, q), q);
  assert.not.ok(matchesMember(h, "vocational"));
});

test.run();
