// Results kept per source and filter state (src/views/kept.ts, decision 053): made once per key,
// the same result again; another source starts afresh; the oldest dropped past KEPT_MAX.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { kept, KEPT_MAX } from "../../../src/views/kept.ts";

test("made once per source and key; another source or key makes its own", () => {
  const a = [1, 2, 3],
    b = [1, 2, 3];
  let made = 0;
  const evens = (xs: number[]) => () => {
    made++;
    return xs.filter((x) => x % 2 === 0);
  };
  const first = kept(a, "evens", evens(a));
  assert.equal(first, [2]);
  assert.is(kept(a, "evens", evens(a)), first);
  assert.is(made, 1);
  assert.is.not(kept(b, "evens", evens(b)), first);
  assert.equal(
    kept(a, "odds", () => a.filter((x) => x % 2)),
    [1, 3],
  );
  assert.is(made, 2);
});

test("past KEPT_MAX keys a source drops its oldest", () => {
  const src = {};
  let made = 0;
  for (let i = 0; i <= KEPT_MAX; i++) kept(src, `k${i}`, () => ++made);
  assert.is(made, KEPT_MAX + 1);
  assert.is(
    kept(src, `k${KEPT_MAX}`, () => ++made),
    KEPT_MAX + 1,
    "the newest is kept",
  );
  assert.is(
    kept(src, "k0", () => ++made),
    KEPT_MAX + 2,
    "the oldest was dropped and is made again",
  );
});

test.run();
