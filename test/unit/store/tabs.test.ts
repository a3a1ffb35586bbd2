import { test } from "uvu";
import * as assert from "uvu/assert";
import { connectTabs, type ChannelLike, type LocksLike } from "../../../src/store/tabs.ts";
import { createEventLog } from "../../../src/store/log.ts";
import { fakeClock, fakeIds } from "../../../src/store/ports.ts";
import { memoryStorage } from "../../../src/store/storage.ts";
import { tick, listsLog } from "./helpers.ts";

/** One lock, granted in request order; released when the holder's callback settles. */
function fakeLocks(): LocksLike {
  let chain = Promise.resolve();
  let held = false;
  return {
    request: (_name, opts, cb) => {
      if (opts.ifAvailable && held) return Promise.resolve(cb(null));
      held = true;
      const run = chain.then(() => cb({}));
      chain = run.then(
        () => {
          held = false;
        },
        () => {
          held = false;
        },
      );
      return run;
    },
  };
}
function hub() {
  const members = new Set<{ fns: Array<(e: { data: unknown }) => void> }>();
  return () => {
    const me = { fns: [] as Array<(e: { data: unknown }) => void> };
    members.add(me);
    const ch: ChannelLike = {
      postMessage: (data) => {
        for (const m of members) if (m !== me) for (const f of m.fns) queueMicrotask(() => f({ data: structuredClone(data) }));
      },
      addEventListener: (_t, f) => {
        me.fns.push(f);
      },
      close: () => {
        members.delete(me);
      },
    };
    return ch;
  };
}

/** Two tabs' logs on one storage, each connected: `a` asked first (the writer), `b` following. */
async function twoTabs() {
  const storage = memoryStorage();
  const locks = fakeLocks();
  const channel = hub();
  const clock = fakeClock();
  const mk = (name: string) =>
    createEventLog({ storage, clock, ids: fakeIds(name), actor: () => ({ clientId: name, sessionId: name }), ...listsLog() });
  const a = mk("a"),
    b = mk("b");
  await a.open();
  await b.open();
  const ta = connectTabs(a, { locks, channel: channel() });
  const tb = connectTabs(b, { locks, channel: channel() });
  await tick();
  return { a, b, ta, tb };
}

test("two tabs: one writer, the other forwards and follows; the log stays one sequence", async () => {
  const { a, b, ta, tb } = await twoTabs();
  assert.ok(ta.isWriter?.() && !tb.isWriter?.());
  const pending = [];
  for (let i = 0; i < 5; i++) {
    pending.push(a.append("news.fetched", { rows: [{ from: "a", i }] }).recorded);
    pending.push(b.append("outlets.fetched", { rows: [{ from: "b", i }] }).recorded);
  }
  await Promise.all(pending);
  await a.flush();
  await tick();
  const all = (await a.readAll()).events;
  assert.equal(
    all.map((e) => e.seq),
    Array.from({ length: 10 }, (_, i) => i + 1),
    "no gaps, no duplicates",
  );
  assert.is(new Set(all.map((e) => e.id)).size, 10);
  assert.equal(b.state(), a.state(), "the follower folded the same events");
  // the writer closes: b takes over and continues the sequence
  ta.close();
  await tick();
  await tick();
  assert.ok(tb.isWriter?.());
  await b.append("wss.fetched", { rows: [] }).recorded;
  assert.equal((await b.readAll()).events.map((e) => e.seq).at(-1), 11);
  tb.close();
});

test("a follower's export holds the event it has just appended, and its atRead runs once, with that read", async () => {
  const { b, ta, tb } = await twoTabs();
  assert.ok(!tb.isWriter?.(), "b follows");
  const { id } = b.append("outlets.fetched", { rows: [{ from: "b" }] });
  let reads = 0;
  const raws = (await b.readRaw(() => reads++)) as Array<{ id: string; seq: number }>;
  const mine = raws.find((r) => r.id === id);
  assert.ok(mine, "the event forwarded to the writer is in the follower's read");
  assert.is(typeof mine.seq, "number");
  assert.is(reads, 1);
  ta.close();
  tb.close();
});

test("without Web Locks the tab writes on its own", async () => {
  const log = createEventLog({
    storage: memoryStorage(),
    clock: fakeClock(),
    ids: fakeIds(),
    actor: () => ({ clientId: "c", sessionId: "s" }),
    ...listsLog(),
  });
  await log.open();
  let writer = false;
  connectTabs(log, {
    onWriter: () => {
      writer = true;
    },
  });
  assert.ok(writer);
  assert.is((await log.append("session.loggedOut", {}).recorded).seq, 1);
});

test.run();
