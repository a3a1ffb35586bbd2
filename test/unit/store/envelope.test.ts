import { test } from "uvu";
import { listSlot } from "../../../src/codecs/lists.ts";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { createRegistry, decodeAll, defineEvent } from "../../../src/store/envelope.ts";
import { createStoreRegistry } from "../../../src/store/events.ts";
import { createUlidSource, fakeClock } from "../../../src/store/ports.ts";
import { ACTOR } from "./helpers.ts";

const env = (type: string, v: number, payload: unknown, extra: object = {}) => ({
  id: `id${v}`,
  seq: 1,
  type,
  v,
  at: 5,
  actor: ACTOR,
  origin: "user",
  causationId: null,
  payload,
  ...extra,
});

// v1 {name}, v2 {first,last}, v3 {first,last,nick}
const renamed = defineEvent("person.renamed", t.type({ first: t.string, last: t.string, nick: t.string }), {
  version: 3,
  upcast: {
    1: (p) => {
      const [first = "", last = ""] = String((p as { name: string }).name).split(" ");
      return { first, last };
    },
    2: (p) => ({ ...(p as object), nick: "" }),
  },
});

test("an old event version is upcast through every step, never rejected", () => {
  const reg = createRegistry([renamed]);
  const d = reg.decode(env("person.renamed", 1, { name: "Asha Verma" }));
  assert.ok(d.ok);
  if (d.ok) {
    assert.is(d.event.v, 3);
    assert.equal(d.event.payload, { first: "Asha", last: "Verma", nick: "" });
  }
});

test("unknown types, newer versions, bad payloads and malformed records are kept aside and reported", () => {
  const reg = createRegistry([renamed]);
  const raws = [
    env("person.renamed", 3, { first: "a", last: "b", nick: "c" }),
    env("person.moved", 1, {}),
    env("person.renamed", 4, {}),
    env("person.renamed", 3, { first: 1 }),
    { nonsense: true },
    env("FETCH", 1, { id: "1" }, { machine: "counter" }),
  ];
  const { events, unknown } = decodeAll(reg, raws);
  assert.equal(
    events.map((e) => e.type),
    ["person.renamed", "FETCH"],
  );
  assert.equal(
    unknown.map((u) => u.reason),
    ["unknownType", "unknownVersion", "invalidPayload", "malformed"],
  );
  assert.is(unknown[0].raw, raws[1]);
});

test("a registered type cannot be registered twice", () => {
  assert.throws(() => createRegistry([renamed, renamed]), /already registered/);
});

test("store registry knows the store events and each list's `<slot>.fetched`, decoding rows by the slot's codec", () => {
  const reg = createStoreRegistry([listSlot("outlets", t.type({ id: t.number }))]);
  assert.ok(reg.decode(env("write.rejected", 1, { error: "no" })).ok);
  assert.ok(reg.decode(env("outlets.fetched", 1, { rows: [{ id: 1 }] })).ok);
  const bad = reg.decode(env("outlets.fetched", 1, { rows: [{ id: "one" }] }));
  assert.ok(!bad.ok && bad.reason === "invalidPayload", "a row that breaks the codec");
  const unregistered = reg.decode(env("nope.fetched", 1, { rows: [] }));
  assert.ok(!unregistered.ok && unregistered.reason === "unknownType");
});

test("ULID-like ids are 26 chars and strictly increasing, also within one millisecond", () => {
  const clock = fakeClock(1_700_000_000_000);
  let r = 0;
  const ids = createUlidSource(clock, () => (r = (r + 0.37) % 1));
  const out: string[] = [];
  for (let i = 0; i < 50; i++) {
    out.push(ids.next());
    if (i % 7 === 0) clock.advance(1);
  }
  assert.ok(out.every((id) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id)));
  assert.equal([...out].sort(), out);
  assert.is(new Set(out).size, out.length);
});

test("fake clock fires due timers in order, including ones scheduled by timers", () => {
  const c = fakeClock(0);
  const seen: string[] = [];
  c.setTimeout(() => {
    seen.push(`b@${c.now()}`);
    c.setTimeout(() => seen.push(`c@${c.now()}`), 5);
  }, 10);
  c.setTimeout(() => seen.push(`a@${c.now()}`), 5);
  const h = c.setTimeout(() => seen.push("never"), 12);
  c.clearTimeout(h);
  c.advance(20);
  assert.equal(seen, ["a@5", "b@10", "c@15"]);
  assert.is(c.now(), 20);
});

test.run();
