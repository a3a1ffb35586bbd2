// What leaves a device by rule (decision 093), through the device's own loader and fold
// (src/features/lists.ts, src/store/fold.ts) against the server's ops on the seeded demo data
// (PGlite), the server's clock moved as a test needs: a notification read more than 90 days ago is
// never sent and leaves a device that held it, by delta sync, though it stays on the server; the
// unread stay whatever their age. At the turn of the financial year, a device holding last year's
// workshops and payments is left with none of them.
import "fake-indexeddb/auto";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FastifyInstance } from "fastify";
import { notificationsMine, notificationsSlot } from "../../src/codecs/notifications.ts";
import { paymentsMine, paymentsSlot } from "../../src/codecs/payments.ts";
import { ammdWorkshopsSlot, myWorkshopsSlot, workshopsAmmd, workshopsMine } from "../../src/codecs/workshop.ts";
import { rowDigest } from "../../src/codecs/sync.ts";
import { createApi } from "../../src/effects/api.ts";
import { loadList } from "../../src/features/lists.ts";
import { appStore } from "../../src/store/appFold.ts";
import { createEventLog } from "../../src/store/log.ts";
import { fakeClock, fakeIds } from "../../src/store/ports.ts";
import { memoryStorage } from "../../src/store/storage.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { READ_KEPT_DAYS } from "../../server/ops/notifications.ts";
import { login, openSeededDb, testApp, type TestApp, type TestDb } from "./harness.ts";

const DAY = 86_400_000;
const STORE = appStore([notificationsSlot, myWorkshopsSlot, ammdWorkshopsSlot, paymentsSlot]);

let db: TestDb;
let s: TestApp;
let now = new Date();

/** A fetch answered by the app in this process. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    const r = await app.inject({
      method: (init?.method ?? "GET") as "GET" | "POST",
      url: String(url),
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string | undefined,
    });
    return new Response(r.payload, { status: r.statusCode, headers: { "content-type": String(r.headers["content-type"] ?? "") } });
  }) as typeof fetch;
}

/** A device signed in as `role` (its own event log and store), loading its lists from the app. */
async function device(role: string, mobile: string) {
  const token = (await login(s.app, role, mobile)).body.token as string;
  const clock = fakeClock();
  const log = createEventLog({
    storage: memoryStorage(),
    clock,
    ids: fakeIds(),
    timers: clock,
    actor: () => ({ clientId: "phone", sessionId: "s" }),
    fold: STORE.fold,
    registry: STORE.registry(),
  });
  await log.open();
  const w = { api: createApi({ fetch: injectFetch(s.app), getToken: () => token }), log };
  const last = async () => (await log.readAll()).events.at(-1)!;
  return { w, log, last };
}

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db, { now: () => now });
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("notifications: read more than 90 days ago, never sent and gone from a device by delta sync; the unread stay; all stay on the server", async () => {
  now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const held = (await db.db.query("SELECT count(*)::int AS n FROM app_notification WHERE recipient = $1", [DEMO_FCP.sfid])).rows[0].n;
  assert.ok(held < 90, `the demo FCP has ${held} notifications: the made ones are within the latest 100`);
  const made: Record<string, number> = {};
  for (const [title, created, read] of [
    ["Unread for long", ago(300 * DAY), null],
    ["Read long ago", ago(120 * DAY), ago((READ_KEPT_DAYS + 1) * DAY)],
    ["Read nearly 90 days ago", ago(100 * DAY), ago(READ_KEPT_DAYS * DAY - 3_600_000)],
    ["Old, read just now", ago(200 * DAY), ago(60_000)],
  ] as const) {
    const r = await db.db.query(
      `INSERT INTO app_notification (recipient, kind, title, body, link, created_at, pushed_at, read_at)
       VALUES ($1, 'workshop.paid', $2, 'A workshop', '/workshop?id=1', $3, $3, $4) RETURNING id`,
      [DEMO_FCP.sfid, title, created, read],
    );
    made[title] = r.rows[0].id;
  }
  const phone = await device("FCP", DEMO_FCP.mobile);
  const titles = () => new Set(phone.log.state().lists.notifications?.map((n) => (n as { title: string }).title));
  await loadList(phone.w, notificationsSlot, notificationsMine, {});
  assert.is((await phone.last()).type, "notifications.fetched");
  assert.ok(titles().has("Unread for long") && titles().has("Read nearly 90 days ago") && titles().has("Old, read just now"));
  assert.not.ok(titles().has("Read long ago"), "read more than 90 days ago: never sent to a device");

  // two hours later the one read nearly 90 days ago passes the rule: the next refresh removes it
  const leaving = phone.log.state().lists.notifications!.find((n) => (n as { title: string }).title === "Read nearly 90 days ago")!;
  now = new Date(now.getTime() + 2 * 3_600_000);
  await loadList(phone.w, notificationsSlot, notificationsMine, {});
  const synced = await phone.last();
  assert.is(synced.type, "notifications.synced", "a delta, not the whole list");
  assert.ok((synced.payload as { removed: string[] }).removed.includes(rowDigest(leaving)));
  assert.not.ok(titles().has("Read nearly 90 days ago"), "gone from the device");
  assert.ok(titles().has("Unread for long") && titles().has("Old, read just now"), "the unread and the recently read stay");
  const server = (await db.db.query("SELECT count(*)::int AS n FROM app_notification WHERE id = ANY($1::int[])", [Object.values(made)])).rows[0].n;
  assert.is(server, 4, "every one is still on the server");
});

test("the financial year turns: a device holding last year's workshops and payments is left with none of them", async () => {
  type World = Parameters<typeof loadList>[0];
  const lists = [
    { role: "CMDI", mobile: DEMO_CMDI.mobile, slot: myWorkshopsSlot.name, load: (w: World) => loadList(w, myWorkshopsSlot, workshopsMine, {}) },
    { role: "FCP", mobile: DEMO_FCP.mobile, slot: myWorkshopsSlot.name, load: (w: World) => loadList(w, myWorkshopsSlot, workshopsMine, {}) },
    { role: "FCP", mobile: DEMO_FCP.mobile, slot: paymentsSlot.name, load: (w: World) => loadList(w, paymentsSlot, paymentsMine, {}) },
    { role: "AMMD", mobile: DEMO_AMMD.mobile, slot: ammdWorkshopsSlot.name, load: (w: World) => loadList(w, ammdWorkshopsSlot, workshopsAmmd, {}) },
  ];
  for (const { role, mobile, slot, load } of lists) {
    const what = `${role} ${slot}`;
    // 23:30 on 31 March 2027 in India: the year that began on 1 April 2026
    now = new Date("2027-03-31T18:00:00Z");
    const phone = await device(role, mobile);
    const starts = () => (phone.log.state().lists[slot] ?? []).map((r) => String((r as { start_date_time__c: string }).start_date_time__c));
    await load(phone.w);
    assert.ok(starts().length > 0, `${what}: the device holds this year's`);
    assert.ok(
      starts().every((d) => d >= "2026-04-01"),
      `${what}: no earlier year's ever reaches it`,
    );
    // midnight in India: 1 April 2027
    now = new Date("2027-03-31T18:30:00Z");
    await load(phone.w);
    assert.ok(
      starts().every((d) => d >= "2027-04-01"),
      `${what}: last year's left the device (${starts().filter((d) => d < "2027-04-01").length} stayed)`,
    );
    const fresh = await device(role, mobile);
    await load(fresh.w);
    assert.equal(phone.log.state().lists[slot], fresh.log.state().lists[slot], `${what}: the same list a new device gets`);
  }
});

test.run();
