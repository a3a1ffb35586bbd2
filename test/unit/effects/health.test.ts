// The device's health report (decision 078): times counted per CHT band, the last syncs up and
// down, the outbox's counts, errors scrubbed of anything that could be a person's data and kept a
// few a day, a report due at most once a minute unless something changed, kept across a reload.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { bandOf, ERRORS_PER_DAY, HealthReport, timeScore } from "../../../src/codecs/fieldDevices.ts";
import { createHealth, HEALTH_KEY, REPORT_EVERY_MS, reportingApi, scrubMessage, stackTop } from "../../../src/effects/health.ts";
import type { Api } from "../../../src/effects/api.ts";
import { isRight } from "fp-ts/Either";
import { redact } from "../../../src/store/redact.ts";

const store = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
};

test("CHT's bands: satisfied up to 3 s, tolerable up to 12 s, frustrated beyond; the score", () => {
  assert.equal([bandOf(0), bandOf(3000), bandOf(3001), bandOf(12_000), bandOf(12_001)], [0, 0, 1, 1, 2]);
  assert.is(timeScore([0, 0, 0], [0, 0, 0]), null);
  assert.is(timeScore([2, 2, 0], [0, 0, 0]), 75);
});

test("scrubbed: quoted text, long numbers, e-mails and queries never leave; a stack's top is a file and line", () => {
  assert.is(
    scrubMessage('Cannot read "Asha Verma" of 9000000001 at https://x.in/a?token=abc mail asha@example.com'),
    'Cannot read "…" of # at https://x.in/a mail [email]',
  );
  assert.is(scrubMessage("Bearer abc.def", redact), "[redacted]");
  assert.is(scrubMessage("line one\nline two with data"), "line one");
  assert.ok(scrubMessage("x".repeat(500)).length <= 160);
  assert.is(stackTop("TypeError: boom\n    at draw (https://app.example/assets/app-AB12.js?v=3:10:200)\n    at x"), "/assets/app-AB12.js:10:200");
  assert.is(stackTop("draw@http://localhost:8080/assets/app.js:1:2"), "/assets/app.js:1:2");
  assert.is(stackTop(undefined), "");
});

test("the report: counts, last syncs, outbox counts; due once a minute unless something changed; kept across a reload", () => {
  let t = Date.parse("2026-11-28T06:00:00Z");
  const kv = store();
  let outbox = { waiting: 2, refusals: 1 };
  const h = createHealth({ now: () => t, storage: kv, build: "1.2.3", outbox: () => outbox });
  h.page(1000);
  h.page(5000);
  h.sync(20_000, true);
  h.wrote();
  const r = h.due()!;
  assert.ok(isRight(HealthReport.decode(r)), "a report the server decodes");
  assert.equal(r.pages, [1, 1, 0]);
  assert.equal(r.syncs, [0, 0, 1]);
  assert.is(r.down, t);
  assert.is(r.up, t);
  assert.is(r.waiting, 2);
  assert.is(r.refusals, 1);
  assert.is(r.day, "2026-11-28");
  h.sent(r);
  t += 1000;
  assert.is(h.due(), null, "not again within the minute");
  outbox = { waiting: 3, refusals: 1 };
  assert.ok(h.due(), "sooner when the outbox's counts changed");
  h.sent(h.due()!);
  t += REPORT_EVERY_MS;
  assert.ok(h.due());
  // kept across a reload
  const again = createHealth({ now: () => t, storage: kv, build: "1.2.3", outbox: () => outbox });
  assert.equal(again.due()!.pages, [1, 1, 0]);
  assert.ok(kv.m.has(HEALTH_KEY));
});

test("errors: a few a day kept (scrubbed), the rest counted; sent once; a new day starts afresh", () => {
  let t = Date.parse("2026-11-28T06:00:00Z");
  const h = createHealth({ now: () => t, storage: store(), build: "b", outbox: () => ({ waiting: 0, refusals: 0 }) });
  for (let i = 0; i < ERRORS_PER_DAY + 3; i++) h.error(`failed for "Asha" ${i}`, "at x (/assets/a.js:1:2)");
  const r = h.due()!;
  assert.is(r.errors.length, ERRORS_PER_DAY);
  assert.is(r.errors[0]!.message, 'failed for "…" 0');
  assert.is(r.dropped, 3);
  h.sent(r);
  t += REPORT_EVERY_MS;
  const next = h.due()!;
  assert.is(next.errors.length, 0);
  assert.is(next.dropped, 0);
  h.error("one more");
  assert.is(h.due()!.errors.length, 0, "still past the day's errors");
  t += 86_400_000;
  h.error("a new day");
  const day2 = h.due()!;
  assert.is(day2.errors.length, 1);
  assert.equal(day2.pages, [0, 0, 0]);
});

test("the reporting API: a refresh carries the report when due and is timed; a write is the last sync up", async () => {
  let t = 1_764_000_000_000;
  const sent: unknown[] = [];
  const api = {
    sync: async (_c: unknown, _p: unknown, _h: unknown, _s: unknown, extra?: { health?: unknown }) => {
      sent.push(extra?.health);
      t += 4000;
      return { ok: true, value: { rows: [], digests: [], sync: null } };
    },
    write: async () => ({ ok: true, value: [] }),
  } as unknown as Api;
  const h = createHealth({ now: () => t, storage: store(), build: "b", outbox: () => ({ waiting: 0, refusals: 0 }) });
  const r = reportingApi(api, h, () => t);
  await r.sync({} as never, {} as never, null);
  await r.sync({} as never, {} as never, null);
  assert.ok(sent[0], "the first refresh carries a report");
  assert.is(sent[1], undefined, "the next, within the minute, does not");
  await r.write({} as never, {} as never, "k");
  t += REPORT_EVERY_MS;
  const report = h.due()!;
  assert.equal(report.syncs, [0, 2, 0]);
  assert.is(report.up, t - REPORT_EVERY_MS);
});

test.run();
