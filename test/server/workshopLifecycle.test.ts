// The workshop lifecycle on the server (decisions 023, 024), through POST /api/query on PGlite and
// PostgreSQL, with the server's clock fixed to 22 Nov 2026 (India): every transition of the table
// by each of its owners moves the workshop and writes exactly one history row; every (stage, event,
// person) the table does not allow is refused and changes nothing (generated from the table); a
// workshop of another's scope is a 404; a stale version is a 409 naming the stage and who moved it;
// two transitions at once on one workshop (over two connection pools on PostgreSQL): one wins;
// bad params are a 400 with the field; a repeated key is answered once; the history cannot be edited.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { randomUUID } from "node:crypto";
import { PHOTO_TYPES, type WorkshopDetail, WORKSHOP_STAGES, type WorkshopStage } from "../../src/codecs/workshop.ts";
import {
  actorOf,
  EVENT_TYPES,
  PAID_AMOUNT_MAX,
  PAID_AMOUNT_RULE,
  UNCONFIRMED_AMOUNT,
  refusalOf,
  TRANSITIONS,
  type Actor,
  type LifecycleEventType,
  type Owner,
} from "../../src/codecs/workshopLifecycle.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { applyDueEverywhere, loadLifecycle } from "../../server/ops/workshopLifecycle.ts";
import { WORKSHOP_NOTICES } from "../../server/notices.ts";
import { demoWorld, firstSync, type TestApp, type TestDb } from "./harness.ts";
import { PAGE_MAX } from "../../src/codecs/window.ts";
import type { MessageValues } from "../../src/codecs/i18n.ts";
import { msg } from "../../src/codecs/language.ts";
import { ENGLISH } from "../../src/codecs/translate.ts";

/** 11:30 in India on 22 Nov 2026, the day the demo data was made for. */
const NOW = new Date("2026-11-22T06:00:00Z");
const TODAY = "2026-11-22";
const AHEAD = "2026-12-10T10:00:00";
let db: TestDb;
let s: TestApp;
/** a second app over another connection pool (a second server instance on PostgreSQL) */
let s2: TestApp;
type Who = "asha" | "ravi" | "meera" | "sunil" | "otherFcp";
const tok = {} as Record<Who, string>;
const PEOPLE: Record<Exclude<Who, "otherFcp">, { role: "FCP" | "CMDI" | "AMMD"; sfid: string; superAdmin: boolean; name: string }> = {
  asha: { role: "FCP", sfid: DEMO_FCP.sfid, superAdmin: false, name: DEMO_FCP.name },
  ravi: { role: "CMDI", sfid: DEMO_CMDI.sfid, superAdmin: false, name: DEMO_CMDI.name },
  meera: { role: "AMMD", sfid: DEMO_AMMD.sfid, superAdmin: false, name: DEMO_AMMD.name },
  sunil: { role: "AMMD", sfid: DEMO_SUPER.sfid, superAdmin: true, name: DEMO_SUPER.name },
};
const OWNER_PERSON: Record<Exclude<Owner, "system">, keyof typeof PEOPLE> = { FCP: "asha", CMDI: "ravi", AMMD: "meera", accounts: "sunil" };
let otherFcpSfid = "";

let rows: Awaited<ReturnType<typeof demoWorld>>["rows"];

test.before(async () => {
  const w = await demoWorld(NOW);
  ({ db, s, s2, rows } = w);
  Object.assign(tok, w.tok);
  const { signIn } = w;
  const [other] = await rows("SELECT sfid, phone FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c <> $2 AND active__c ORDER BY id LIMIT 1", [
    FCP_RECORD_TYPE,
    DEMO_CMDI.sfid,
  ]);
  otherFcpSfid = other.sfid;
  tok.otherFcp = await signIn("FCP", other.phone);
  assert.ok(
    Object.values(tok).every((x) => typeof x === "string" && x.length > 10),
    "every test user signs in",
  );
  const [asha] = await rows("SELECT assigned_cmdi__c, assigned_ammd__c FROM account WHERE sfid = $1", [DEMO_FCP.sfid]);
  assert.equal([asha.assigned_cmdi__c, asha.assigned_ammd__c], [DEMO_CMDI.sfid, DEMO_AMMD.sfid], "Asha's CMDI is Ravi and her AMMD Meera");
  // the demo's allowance (10) is below what the demo made for Asha; the allowance has its own test below
  await db.db.query("UPDATE account SET allowed_workshop__c = 500 WHERE sfid = $1", [DEMO_FCP.sfid]);
});
test.after(async () => {
  await s2.app.close();
  await s.app.close();
  await db.close();
});

let n = 0;
/**
 * A workshop of Asha's (Ravi's, Meera's) in `stage` whose every fact passes: a complete plan with
 * two articles, the evidence of day 1 (each photo type, the finalized photo, 28 participants).
 * `start` ahead for the stages before the day, today after it.
 */
async function workshop(stage: WorkshopStage, o: { start?: string; verified?: boolean; account?: string } = {}): Promise<number> {
  n++;
  const sfid = `006TEST${String(n).padStart(11, "0")}`;
  const heroku = randomUUID();
  const early = ["Planning", "Awaiting Workshop Confirmation", "Awaiting AMMD Approval"].includes(stage);
  const start = o.start ?? (early ? AHEAD : `${TODAY}T10:00:00`);
  const account = o.account ?? DEMO_FCP.sfid;
  const [school] = await rows("SELECT sfid FROM account WHERE recordtypeid IS DISTINCT FROM $1 AND sfid IS NOT NULL ORDER BY id LIMIT 1", [
    FCP_RECORD_TYPE,
  ]);
  const [w] = await rows(
    `INSERT INTO opportunity (sfid, heroku_id__c, name, accountid, stagename, start_date_time__c, end_date_time__c, no_of_participants__c,
        actual_participants_count__c, category__c, expense_head__c, hpa_school__c, assigned_cmdi__c, assigned_ammd__c, cmdi_name__c, ammd_name__c,
        fcpname__c, artical_finalized_photo__c, cmdi_verified_at)
     SELECT $1, $2, $3, $4::text, $5, $6::timestamp, $6::timestamp + interval '3 hours', 30, 28, 'School', 'Material', $7, a.assigned_cmdi__c, a.assigned_ammd__c,
        'CMDI', 'AMMD', a.name, '/media/photo/1.svg', $8
       FROM account a WHERE a.sfid = $4::text RETURNING id`,
    [sfid, heroku, `Lifecycle test ${n}`, account, stage, start, school.sfid, o.verified ? NOW.toISOString() : null],
  );
  for (const q of [5, 12]) {
    await db.db.query(
      "INSERT INTO workshop_article__c (article__c, quantity__c, opportunity__c, opportunity__heroku_id__c) SELECT sfid, $1, $2, $3 FROM article__c WHERE active__c ORDER BY id LIMIT 1",
      [q, sfid, heroku],
    );
  }
  for (const type of PHOTO_TYPES) {
    await db.db.query(
      "INSERT INTO workshop_photo__c (image_url__c, workshop_heroku_id__c, workshop__c, day__c, type__c, photodatetime__c) VALUES ('/media/photo/2.svg', $1, $2, 1, $3, $4::timestamp)",
      [heroku, sfid, type, start],
    );
  }
  return w.id;
}

let keyNo = 0;
async function transition(who: Who, params: Record<string, unknown>, o: { key?: string; app?: TestApp } = {}) {
  const r = await (o.app ?? s).app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "workshops.transition", params },
    headers: { authorization: `Bearer ${tok[who]}`, "idempotency-key": o.key ?? `lifecycle-${++keyNo}-${process.pid}` },
  });
  return {
    status: r.statusCode,
    body: r.json() as {
      rows?: Array<{ id: number; stagename: string; lifecycle_version: number }>;
      values?: MessageValues;
      error?: string;
      message?: string;
      field?: string;
    },
    replayed: r.headers["idempotent-replayed"],
  };
}
const state = async (id: number) =>
  (await rows("SELECT stagename, lifecycle_version, cmdi_verified_at IS NOT NULL AS verified FROM opportunity WHERE id = $1", [id]))[0];
/** The notifications made about a workshop (decision 045), oldest first. */
const notices = (id: number) =>
  rows("SELECT recipient, kind, title, body FROM app_notification WHERE link = $1 ORDER BY id", [`/workshop?id=${id}`]) as Promise<
    Array<{ recipient: string; kind: string; title: string; body: string }>
  >;
const history = (id: number) =>
  rows(
    "SELECT actor, actor_name, actor_role, event, from_stage, to_stage, reason, version FROM workshop_history WHERE workshop_id = $1 ORDER BY id",
    [id],
  );

/** Side data that passes the checks of an event. */
function sideData(event: LifecycleEventType): Record<string, unknown> {
  switch (event) {
    case "workshop.sendBack":
    case "workshop.reject":
    case "workshop.returnReport":
    case "workshop.cancel":
      return { reason: "  The venue is closed that week " };
    case "workshop.pay":
      return { payment: { paymentDate: "2026-11-20", documentNumber: "PD51009999", paidAmount: 3600, remark: "Paid via NEFT" } };
    case "workshop.approveAccount":
      return { invoiceNumber: "INV/26-27/09999" };
    default:
      return {};
  }
}

test("every transition of the table by each of its owners moves the workshop and writes exactly one history row", async () => {
  let checked = 0;
  for (const t of TRANSITIONS) {
    for (const owner of t.by) {
      if (owner === "system") continue;
      const who = OWNER_PERSON[owner];
      const id = await workshop(t.from, { verified: t.event === "workshop.approveAccount" });
      const r = await transition(who, { id, event: t.event, version: 0, ...sideData(t.event) });
      const what = `${t.event} from ${t.from} by ${owner}`;
      assert.is(r.status, 200, `${what}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.rows, [{ id, stagename: t.to, lifecycle_version: 1 }], what);
      assert.equal(
        await state(id),
        { stagename: t.to, lifecycle_version: 1, verified: t.event === "workshop.verify" || t.event === "workshop.approveAccount" },
        what,
      );
      const h = await history(id);
      assert.is(h.length, 1, `${what}: one history row`);
      assert.equal(
        { ...h[0], actor: undefined },
        {
          actor: undefined,
          actor_name: PEOPLE[who].name,
          actor_role: owner,
          event: t.event,
          from_stage: t.from,
          to_stage: t.to,
          reason: "reason" in sideData(t.event) ? "The venue is closed that week" : null,
          version: 1,
        },
        what,
      );
      assert.match(h[0].actor, /^(account|product_user):\d+$/, what);
      // exactly one notification, to the person the event concerns (decision 045)
      const told = WORKSHOP_NOTICES[t.event];
      const to = { FCP: DEMO_FCP.sfid, CMDI: DEMO_CMDI.sfid, AMMD: DEMO_AMMD.sfid }[told.to];
      const notes = await notices(id);
      assert.equal(
        notes.map((x) => [x.recipient, x.kind, x.title]),
        [[to, t.event, told.title]],
        `${what}: one notification`,
      );
      if ("reason" in sideData(t.event)) assert.match(notes[0]!.body, /Reason: The venue is closed that week$/, what);
      checked++;
    }
  }
  assert.ok(checked >= 16, `every owned transition (${checked})`);
});

test("the side data lands in the workshop's own columns: approval date, invoice, payment, accounts' cancellation remark", async () => {
  const approved = await workshop("CMDI Verification", { verified: true });
  assert.is(
    (await transition("sunil", { id: approved, event: "workshop.approveAccount", version: 0, invoiceNumber: "INV/26-27/12345" })).status,
    200,
  );
  assert.equal((await rows("SELECT account_approval_date__c::text AS d, invoice_number__c FROM opportunity WHERE id = $1", [approved]))[0], {
    d: TODAY,
    invoice_number__c: "INV/26-27/12345",
  });
  assert.is((await transition("sunil", { id: approved, event: "workshop.pay", version: 1, ...sideData("workshop.pay") })).status, 200);
  assert.equal(
    (
      await rows(
        "SELECT payment_date__c::text AS d, payment_document_number__c AS doc, paid_amount__c AS amount, payment_status_remark__c AS remark, stagename FROM opportunity WHERE id = $1",
        [approved],
      )
    )[0],
    { d: "2026-11-20", doc: "PD51009999", amount: 3600, remark: "Paid via NEFT", stagename: "Paid" },
  );
  assert.equal(
    (await history(approved)).map((h) => [h.from_stage, h.to_stage, h.version]),
    [
      ["CMDI Verification", "Account Approved", 1],
      ["Account Approved", "Paid", 2],
    ],
  );
  const cancelled = await workshop("Account Approved");
  assert.is(
    (await transition("sunil", { id: cancelled, event: "workshop.cancel", version: 0, reason: "Invoice not matching the participant count" })).status,
    200,
  );
  assert.is(
    (await rows("SELECT invoice_booking_rejection_remark__c AS r FROM opportunity WHERE id = $1", [cancelled]))[0].r,
    "Invoice not matching the participant count",
  );
});

test("every (stage, event, person) the table does not allow is refused with its reason and changes nothing (generated)", async () => {
  const ids = new Map<WorkshopStage, number>();
  for (const stage of WORKSHOP_STAGES) ids.set(stage, await workshop(stage));
  let refused = 0,
    allowed = 0;
  for (const stage of WORKSHOP_STAGES) {
    const id = ids.get(stage)!;
    const w = (await loadLifecycle(db.db, id, { superAdmin: true, sfid: DEMO_SUPER.sfid, role: "AMMD" } as never, NOW, false))!;
    for (const event of EVENT_TYPES) {
      for (const who of Object.keys(PEOPLE) as Array<keyof typeof PEOPLE>) {
        const actor: Actor = actorOf(PEOPLE[who], w);
        const expected = refusalOf(stage, w.facts, {
          type: event,
          actor,
          reason: "A good reason",
          payment: sideData("workshop.pay").payment,
          invoiceNumber: undefined,
        } as never);
        if (expected === null) {
          allowed++;
          continue;
        }
        const r = await transition(who, { id, event, version: 0, ...sideData(event) });
        const what = `${event} in ${stage} by ${who}`;
        assert.ok([403, 409].includes(r.status), `${what}: ${r.status} ${JSON.stringify(r.body)}`);
        assert.is(r.body.values ? msg(r.body.message!, r.body.values) : r.body.message, expected.message, what);
        assert.is(r.status, expected.kind === "owner" ? 403 : 409, what);
        refused++;
      }
    }
    assert.equal(await state(id), { stagename: stage, lifecycle_version: 0, verified: false }, `${stage}: unchanged`);
    assert.equal(await history(id), [], `${stage}: no history`);
    assert.equal(await notices(id), [], `${stage}: nobody told`);
  }
  assert.ok(refused > 300 && allowed >= 12, `refused ${refused}, allowed ${allowed}`);
});

test("a guard that fails is a 409 saying what is missing; side data that breaks a rule is a 400 naming its field (a payment's own field: the dialog shows it there)", async () => {
  const bare = await workshop("Execution");
  await db.db.query("UPDATE opportunity SET actual_participants_count__c = NULL, artical_finalized_photo__c = NULL WHERE id = $1", [bare]);
  const r = await transition("asha", { id: bare, event: "workshop.report", version: 0 });
  assert.is(r.status, 409);
  assert.is(ENGLISH(msg(r.body.message!, r.body.values!)), "The report needs the actual participant count and the 'Finalized Article Photo'.");
  const review = await workshop("AMMD Confirmation");
  const blank = await transition("meera", { id: review, event: "workshop.reject", version: 0, reason: "  " });
  assert.equal([blank.status, blank.body.field, blank.body.message], [400, "reason", "Please give a reason."]);
  const unpaid = await workshop("Account Approved");
  const future = await transition("sunil", {
    id: unpaid,
    event: "workshop.pay",
    version: 0,
    payment: { paymentDate: "2027-01-01", documentNumber: "PD1", paidAmount: 10, remark: "Paid" },
  });
  assert.equal([future.status, future.body.field, future.body.message], [400, "paymentDate", "The payment date cannot be in the future."]);
  // a paid amount above the ceiling (decision 108: a typing mistake, ₹9,99,999 for ₹2,300) is refused at its field, whatever its size
  await db.db.query("UPDATE opportunity SET stamped_amount__c = 2300 WHERE id = $1", [unpaid]);
  for (const paidAmount of [999_999, 1e300]) {
    const typo = await transition("sunil", {
      id: unpaid,
      event: "workshop.pay",
      version: 0,
      payment: { paymentDate: TODAY, documentNumber: "PD1", paidAmount, remark: "Paid" },
    });
    assert.equal([typo.status, typo.body.field, typo.body.message], [400, "paidAmount", PAID_AMOUNT_RULE], String(paidAmount));
  }
  // above the workshop's own amount the person's confirmation of that amount goes with it (decision 115): without it, or
  // confirming another amount, a 400 at the field, nothing recorded
  for (const confirmation of [{}, { confirmedAmount: 2300 }]) {
    const unconfirmed = await transition("sunil", {
      id: unpaid,
      event: "workshop.pay",
      version: 0,
      payment: { paymentDate: TODAY, documentNumber: "PD1", paidAmount: 23_000, remark: "Paid", ...confirmation },
    });
    assert.equal([unconfirmed.status, unconfirmed.body.field, unconfirmed.body.message], [400, "paidAmount", UNCONFIRMED_AMOUNT]);
  }
  const notANumber = await transition("sunil", {
    id: unpaid,
    event: "workshop.pay",
    version: 0,
    payment: { paymentDate: TODAY, documentNumber: "PD1", paidAmount: 23_000, remark: "Paid", confirmedAmount: "yes" },
  });
  assert.equal(
    [notANumber.status, notANumber.body.field],
    [400, "confirmedAmount"],
    "a confirmation that is not an amount: the params' codec, never a 500",
  );
  for (const id of [bare, review, unpaid]) assert.equal(await history(id), []);
  // the details carry the workshop's own amount (its stamped amount, else its Amount), which the dialog compares with the payment
  const amountOf = async (id: number) => {
    const r = await s.app.inject({
      method: "POST",
      url: "/api/query",
      payload: { op: "workshops.details", params: { id } },
      headers: { authorization: `Bearer ${tok.sunil}` },
    });
    return (r.json() as { rows: WorkshopDetail[] }).rows[0]!.facts.workshopAmount;
  };
  assert.is(await amountOf(unpaid), 2300);
  await db.db.query("UPDATE opportunity SET stamped_amount__c = NULL, amount = 2400 WHERE id = $1", [unpaid]);
  assert.is(await amountOf(unpaid), 2400);
  await db.db.query("UPDATE opportunity SET amount = NULL WHERE id = $1", [unpaid]);
  assert.is(await amountOf(unpaid), null);
  // at the ceiling, confirmed, it is recorded (the dialog asks; the server requires the answer)
  await db.db.query("UPDATE opportunity SET stamped_amount__c = 2300 WHERE id = $1", [unpaid]);
  const paid = await transition("sunil", {
    id: unpaid,
    event: "workshop.pay",
    version: 0,
    payment: { paymentDate: TODAY, documentNumber: "PD1", paidAmount: PAID_AMOUNT_MAX, remark: "Paid", confirmedAmount: PAID_AMOUNT_MAX },
  });
  assert.is(paid.status, 200);
  assert.is((await rows("SELECT paid_amount__c::int AS paid FROM opportunity WHERE id = $1", [unpaid]))[0].paid, PAID_AMOUNT_MAX);
});

test("a plan beyond the account's allowance for the year is refused, and the message says so", async () => {
  const [{ n: planned }] = await rows(
    "SELECT count(*)::int AS n FROM opportunity WHERE accountid = $1 AND stagename NOT IN ('Planning', 'Cancelled') AND start_date_time__c >= '2026-04-01' AND start_date_time__c < '2027-04-01'",
    [DEMO_FCP.sfid],
  );
  const id = await workshop("Planning");
  await db.db.query("UPDATE account SET allowed_workshop__c = $2 WHERE sfid = $1", [DEMO_FCP.sfid, planned]);
  try {
    const r = await transition("asha", { id, event: "workshop.submit", version: 0 });
    assert.equal(
      [r.status, ENGLISH(msg(r.body.message!, r.body.values!))],
      [409, `You may plan ${planned} workshops in this financial year, and ${planned} are planned.`],
    );
    await db.db.query("UPDATE account SET allowed_workshop__c = $2 WHERE sfid = $1", [DEMO_FCP.sfid, planned + 1]);
    assert.is((await transition("asha", { id, event: "workshop.submit", version: 0 })).status, 200, "one more allowed: it goes");
  } finally {
    await db.db.query("UPDATE account SET allowed_workshop__c = 500 WHERE sfid = $1", [DEMO_FCP.sfid]);
  }
});

test("a workshop of another's scope is a 404, whether it exists or not", async () => {
  const theirs = await workshop("Planning", { account: otherFcpSfid });
  for (const who of ["asha", "ravi", "meera"] as const) {
    const r = await transition(who, { id: theirs, event: "workshop.cancel", version: 0, reason: "Not mine to cancel" });
    assert.equal([r.status, r.body.error], [404, "not_found"], who);
  }
  const mine = await workshop("Planning");
  assert.is((await transition("otherFcp", { id: mine, event: "workshop.cancel", version: 0, reason: "Not mine to cancel" })).status, 404);
  assert.is((await transition("asha", { id: 2_000_000_000, event: "workshop.cancel", version: 0, reason: "No such workshop" })).status, 404);
  assert.equal(await state(theirs), { stagename: "Planning", lifecycle_version: 0, verified: false });
  assert.equal(await state(mine), { stagename: "Planning", lifecycle_version: 0, verified: false });
});

test("a stale version is a 409 naming the stage now and who moved it, and changes nothing", async () => {
  const id = await workshop("Awaiting Workshop Confirmation");
  assert.is((await transition("ravi", { id, event: "workshop.confirm", version: 0 })).status, 200);
  const stale = await transition("asha", { id, event: "workshop.cancel", version: 0, reason: "Changed my mind" });
  assert.equal([stale.status, stale.body.error], [409, "stale"]);
  assert.is(
    ENGLISH(msg(stale.body.message!, stale.body.values!)),
    "This workshop has changed since you opened it: it is now in Awaiting AMMD Approval. Ravi Kumar (its CMDI) moved it on 22-11-26, 11:30 am. Check it again before you act.",
    "the message a catalogue key, its values beside it (decision 074)",
  );
  assert.equal(await state(id), { stagename: "Awaiting AMMD Approval", lifecycle_version: 1, verified: false });
  assert.is((await history(id)).length, 1);
  assert.is(
    (await transition("asha", { id, event: "workshop.cancel", version: 1, reason: "Changed my mind" })).status,
    200,
    "the current version goes through",
  );
});

test("two transitions at once on one workshop (two server instances): exactly one wins, the other is a 409, one history row", async () => {
  for (let round = 0; round < 3; round++) {
    const id = await workshop("AMMD Confirmation");
    const [a, b, c] = await Promise.all([
      transition("meera", { id, event: "workshop.approve", version: 0 }),
      transition("meera", { id, event: "workshop.approve", version: 0 }, { app: s2 }),
      transition("asha", { id, event: "workshop.cancel", version: 0, reason: "Rain" }, { app: s2 }),
    ]);
    const statuses = [a.status, b.status, c.status];
    assert.is(statuses.filter((x) => x === 200).length, 1, `one wins: ${statuses} ${JSON.stringify([a.body, b.body, c.body])}`);
    assert.is(statuses.filter((x) => x === 409).length, 2, `the others are told: ${statuses}`);
    const h = await history(id);
    assert.is(h.length, 1, "one history row");
    assert.equal(await state(id), { stagename: h[0].to_stage, lifecycle_version: 1, verified: false });
  }
});

test("the same idempotency key sent again is answered once (replayed), and writes one history row", async () => {
  const id = await workshop("AMMD Confirmation");
  const key = `lifecycle-repeat-${process.pid}`;
  const first = await transition("meera", { id, event: "workshop.approve", version: 0 }, { key });
  const again = await transition("meera", { id, event: "workshop.approve", version: 0 }, { key });
  assert.equal([first.status, again.status, again.replayed], [200, 200, "true"]);
  assert.equal(again.body.rows, first.body.rows);
  assert.is((await history(id)).length, 1);
});

test("bad params are a 400 with a clear message, never a 500", async () => {
  const id = await workshop("AMMD Confirmation");
  const bad: Array<[Record<string, unknown>, RegExp]> = [
    [{ id, event: "workshop.approve" }, /version/],
    [{ id, event: "workshop.approve", version: -1 }, /version/],
    [{ id, event: "workshop.approve", version: 1.5 }, /version/],
    [{ id, event: "workshop.fly", version: 0 }, /event/],
    [{ id: "7", event: "workshop.approve", version: 0 }, /id/],
    [{ id, event: "workshop.approve", version: 0, stagename: "Paid" }, /Unknown parameter: stagename/],
    [{ id, event: "workshop.reject", version: 0, reason: "x".repeat(1001) }, /The reason is too long/],
    [{ id, event: "workshop.pay", version: 0, payment: { paymentDate: "2026-11-01" } }, /payment/],
    [
      { id, event: "workshop.pay", version: 0, payment: { paymentDate: "2026-11-01", documentNumber: "D", paidAmount: "10", remark: "r" } },
      /paidAmount/,
    ],
  ];
  for (const [params, message] of bad) {
    const r = await transition("meera", params);
    assert.is(r.status, 400, JSON.stringify(params).slice(0, 80));
    assert.match(r.body.message ?? "", message, JSON.stringify(params).slice(0, 80));
  }
  assert.equal(await state(id), { stagename: "AMMD Confirmation", lifecycle_version: 0, verified: false });
});

test("the server's own step: a confirmed workshop whose day has come is in AMMD Confirmation when it is read, with a history row by the server", async () => {
  const id = await workshop("Awaiting AMMD Approval", { start: `${TODAY}T15:00:00` });
  const ahead = await workshop("Awaiting AMMD Approval");
  const listedOnly = await workshop("Awaiting AMMD Approval", { start: `${TODAY}T09:00:00` });
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "workshops.details", params: { id } },
    headers: { authorization: `Bearer ${tok.asha}` },
  });
  const d = (r.json() as { rows: WorkshopDetail[] }).rows[0]!;
  assert.equal([d.stagename, d.lifecycle_version], ["AMMD Confirmation", 1]);
  assert.equal(
    d.history.map((h) => [h.actor_name, h.actor_role, h.from_stage, h.to_stage, h.at]),
    [["The server", "system", "Awaiting AMMD Approval", "AMMD Confirmation", "2026-11-22T11:30:00"]],
  );
  assert.equal(d.facts.photoTypes, [...PHOTO_TYPES].sort());
  // the AMMD's list moves hers before it reads: the one ahead stays
  const list = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "workshops.ammd", params: {} },
    headers: { authorization: `Bearer ${tok.meera}` },
  });
  assert.ok((list.json() as { rows: Array<{ id: number }> }).rows.some((w) => w.id === id));
  assert.equal(await state(ahead), { stagename: "Awaiting AMMD Approval", lifecycle_version: 0, verified: false });
  // one nobody opened is moved by the list itself, with its one history row by the server
  const listed = (list.json() as { rows: Array<{ id: number; stagename: string }> }).rows.find((w) => w.id === listedOnly);
  assert.is(listed?.stagename, "AMMD Confirmation");
  assert.equal(await state(listedOnly), { stagename: "AMMD Confirmation", lifecycle_version: 1, verified: false });
  assert.equal(
    (await history(listedOnly)).map((h: { actor_role: string; event: string; version: number }) => [h.actor_role, h.event, h.version]),
    [["system", "workshop.due", 1]],
  );
  // the AMMD is told once of each (by the details' step and by the list's)
  for (const moved of [id, listedOnly])
    assert.equal(
      (await notices(moved)).map((x) => [x.recipient, x.kind]),
      [[DEMO_AMMD.sfid, "workshop.due"]],
    );
  assert.equal(await notices(ahead), []);
  // read again: nothing more happens
  await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "workshops.details", params: { id } },
    headers: { authorization: `Bearer ${tok.ravi}` },
  });
  assert.is((await history(id)).length, 1);
  // and the AMMD approves at the version she was shown
  assert.is((await transition("meera", { id, event: "workshop.approve", version: 1 })).status, 200);
});

test("the AMMD's list moves her workshops whose day has come before a device's window and before a page, each read once", async () => {
  const forWindow = await workshop("Awaiting AMMD Approval", { start: `${TODAY}T09:30:00` });
  const held = await firstSync<{ id: number; stagename: string }>(s.app, tok.meera, "workshops.ammd", {});
  assert.is(held.rows.find((w) => w.id === forWindow)?.stagename, "AMMD Confirmation");
  assert.equal(await state(forWindow), { stagename: "AMMD Confirmation", lifecycle_version: 1, verified: false });
  // a page filtered by the stage finds one moved by the page's own read
  const forPage = await workshop("Awaiting AMMD Approval", { start: `${TODAY}T09:45:00` });
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "workshops.ammd.page", params: { offset: 0, limit: PAGE_MAX, params: {}, filters: { stagename: "AMMD Confirmation" } } },
    headers: { authorization: `Bearer ${tok.meera}` },
  });
  const page = (r.json() as { rows: Array<{ rows: Array<{ id: number }>; total: number }> }).rows[0]!;
  assert.ok(page.rows.some((w) => w.id === forPage));
  for (const id of [forWindow, forPage]) assert.equal((await history(id)).length, 1);
});

test("notifications: each person lists only their own, newest first; opening one marks it read; another's is a 404; read again is still read", async () => {
  const call = async (who: Who, op: string, params: Record<string, unknown>) => {
    const r = await s.app.inject({
      method: "POST",
      url: "/api/query",
      payload: { op, params },
      headers: { authorization: `Bearer ${tok[who]}`, "idempotency-key": `notify-${++keyNo}-${process.pid}` },
    });
    return { status: r.statusCode, rows: (r.json() as { rows?: Array<Record<string, unknown>> }).rows ?? [] };
  };
  const id = await workshop("AMMD Confirmation");
  assert.is((await transition("meera", { id, event: "workshop.approve", version: 0 })).status, 200);
  const mine = await call("asha", "notifications.mine", {});
  assert.is(mine.status, 200);
  // newest first by the time each was made (the demo's, made from older events, have later ids than their times)
  const order = mine.rows.map((n) => `${n.at as string} ${String(n.id).padStart(9, "0")}`);
  assert.ok(mine.rows.length > 5, "the demo FCP has notifications");
  assert.equal(order, [...order].sort().reverse(), "newest first");
  const approved = mine.rows.find((n) => n.link === `/workshop?id=${id}`)!;
  assert.equal([approved.title, approved.read], ["Workshop approved", false]);
  assert.match(approved.body as string, / was approved by the AMMD\.$/);
  const theirs = await call("ravi", "notifications.mine", {});
  assert.not.ok(
    theirs.rows.some((n) => n.id === approved.id),
    "nobody else lists it",
  );
  assert.is((await call("ravi", "notifications.read", { id: approved.id })).status, 404, "another's is not found");
  assert.is((await call("asha", "notifications.read", { id: approved.id })).status, 200);
  const after = await call("asha", "notifications.mine", {});
  assert.is(after.rows.find((n) => n.id === approved.id)!.read, true);
  // "Mark all read" is a read of each unread one
  for (const n of after.rows.filter((x) => !x.read)) assert.is((await call("asha", "notifications.read", { id: n.id })).status, 200);
  assert.ok((await call("asha", "notifications.mine", {})).rows.every((n) => n.read));
  assert.is((await call("asha", "notifications.read", { id: approved.id })).status, 200, "read again: still read");
  assert.ok(
    (await call("ravi", "notifications.mine", {})).rows.some((n) => !n.read),
    "another's stay unread",
  );
});

test("the history cannot be edited: no op writes it but a transition, and the table refuses UPDATE and DELETE", async () => {
  const id = await workshop("AMMD Confirmation");
  assert.is((await transition("meera", { id, event: "workshop.approve", version: 0 })).status, 200);
  for (const sql of ["UPDATE workshop_history SET reason = 'edited' WHERE workshop_id = $1", "DELETE FROM workshop_history WHERE workshop_id = $1"]) {
    let error = "";
    try {
      await db.db.query(sql, [id]);
    } catch (e) {
      error = String(e);
    }
    assert.match(error, /append-only/, sql);
  }
  assert.is((await history(id)).length, 1);
});

test("the scheduled sweep (job workshops.day-reached) moves a workshop nobody reads on its day, once; one ahead stays", async () => {
  const due = await workshop("Awaiting AMMD Approval", { start: `${TODAY}T08:00:00` });
  const ahead = await workshop("Awaiting AMMD Approval");
  const moved = await applyDueEverywhere(db.db, NOW);
  assert.ok(moved >= 1, `the sweep moved ${moved}`);
  assert.equal(await state(due), { stagename: "AMMD Confirmation", lifecycle_version: 1, verified: false });
  assert.equal(await state(ahead), { stagename: "Awaiting AMMD Approval", lifecycle_version: 0, verified: false });
  assert.equal(
    (await history(due)).map((h: { actor_role: string; event: string }) => [h.actor_role, h.event]),
    [["system", "workshop.due"]],
  );
  const [told] = await rows("SELECT count(*)::int AS n FROM app_notification WHERE kind = 'workshop.due' AND link = $1", [`/workshop?id=${due}`]);
  assert.is(told.n, 1, "its AMMD is told once");
  assert.is(await applyDueEverywhere(db.db, NOW), 0, "a second run finds nothing left to move");
  assert.is((await history(due)).length, 1);
});

test.run();
