// The AMMD's training approval on the server (decision 034), through POST /api/query on PGlite and
// PostgreSQL, with the server's clock fixed to 22 Nov 2026 (India): trainings.approvals lists the
// AMMD's CMDIs' trainings in AMMD Approval (with CMDI and photo count) and no other's; every move of
// the table by its owner changes the status and writes exactly one history row; every (status,
// event, person) the table does not allow is refused and changes nothing (generated from the table);
// another AMMD's training is a 404; a stale version is a 409 naming the status and who moved it,
// when; two approvals at once (over two connection pools on PostgreSQL): exactly one wins; a
// reason breaks its rule with a 400 at the field; the CMDI's list carries the rejection's reason;
// the history cannot be edited.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { randomUUID } from "node:crypto";
import { TRAINING_STATUSES } from "../../src/codecs/training.ts";
import {
  AWAITING_AMMD,
  TRAINING_EVENT_TYPES,
  TRAINING_TRANSITIONS,
  trainingRefusalOf,
  type TrainingEventType,
} from "../../src/codecs/trainingApproval.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import { demoWorld, type TestApp, type TestDb } from "./harness.ts";
import type { MessageValues } from "../../src/codecs/i18n.ts";
import { msg } from "../../src/codecs/language.ts";
import { ENGLISH } from "../../src/codecs/translate.ts";
import { TRAINING_NOTICES } from "../../server/notices.ts";

const NOW = new Date("2026-11-22T06:00:00Z");
let db: TestDb;
let s: TestApp;
/** a second app over another connection pool (a second server instance on PostgreSQL) */
let s2: TestApp;
type Who = "asha" | "ravi" | "meera" | "sunil" | "otherAmmd" | "otherCmdi";
const tok = {} as Record<Who, string>;
const NAMES = {} as Record<Who, string>;
/** a CMDI reporting to another AMMD, and that AMMD */
let otherCmdiSfid = "";

let rows: Awaited<ReturnType<typeof demoWorld>>["rows"];

test.before(async () => {
  const w = await demoWorld(NOW);
  ({ db, s, s2, rows } = w);
  Object.assign(tok, w.tok);
  const { signIn } = w;
  const [otherCmdi] = await rows(
    `SELECT c.sfid, c.login_mobile_number__c AS mobile, c.name, a.login_mobile_number__c AS ammd_mobile, a.name AS ammd_name
       FROM product_user__c c JOIN product_user__c a ON a.sfid = c.reporting_to_ammd__c
      WHERE c.type__c = 'CMDI' AND c.active__c AND a.active__c AND a.sfid NOT IN ($1, $2) ORDER BY c.id LIMIT 1`,
    [DEMO_AMMD.sfid, DEMO_SUPER.sfid],
  );
  otherCmdiSfid = otherCmdi.sfid;
  tok.otherCmdi = await signIn("CMDI", otherCmdi.mobile);
  tok.otherAmmd = await signIn("AMMD", otherCmdi.ammd_mobile);
  Object.assign(NAMES, {
    asha: DEMO_FCP.name,
    ravi: DEMO_CMDI.name,
    meera: DEMO_AMMD.name,
    sunil: DEMO_SUPER.name,
    otherCmdi: otherCmdi.name,
    otherAmmd: otherCmdi.ammd_name,
  });
  assert.ok(
    Object.values(tok).every((x) => typeof x === "string" && x.length > 10),
    "every test user signs in",
  );
});
test.after(async () => {
  await s2.app.close();
  await s.app.close();
  await db.close();
});

let n = 0;
/** A training of Ravi's (reporting to Meera), or of `cmdi`, in `status`. */
async function training(status: string | null, cmdi = DEMO_CMDI.sfid): Promise<number> {
  n++;
  const [r] = await rows(
    `INSERT INTO campaign (sfid, name, type, city__c, startdate, enddate, publish__c, heroku_id__c, status, assigned_cmdi__c, no_of_participants__c)
     VALUES ($1, $2, 'TTC', 'Pune', '2026-12-01', '2026-12-03', false, $3, $4, $5, 20) RETURNING id`,
    [`701TEST${String(n).padStart(11, "0")}`, `Approval test ${n}`, randomUUID(), status, cmdi],
  );
  return r.id;
}

let keyNo = 0;
async function move(who: Who, params: Record<string, unknown>, o: { key?: string; app?: TestApp } = {}) {
  const r = await (o.app ?? s).app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "trainings.transition", params },
    headers: { authorization: `Bearer ${tok[who]}`, "idempotency-key": o.key ?? `approval-${++keyNo}-${process.pid}` },
  });
  return {
    status: r.statusCode,
    body: r.json() as {
      rows?: Array<{ id: number; status: string; approval_version: number }>;
      error?: string;
      message?: string;
      field?: string;
      values?: MessageValues;
    },
  };
}
async function read(who: Who, op: string) {
  const r = await s.app.inject({ method: "POST", url: "/api/query", payload: { op, params: {} }, headers: { authorization: `Bearer ${tok[who]}` } });
  return { status: r.statusCode, body: r.json() as { rows?: Array<Record<string, unknown>>; error?: string } };
}
const state = async (id: number) => (await rows("SELECT status, approval_version FROM campaign WHERE id = $1", [id]))[0];
/** The notifications made about a training (decision 045). */
const notices = (id: number) =>
  rows("SELECT recipient, kind, title FROM app_notification WHERE link = $1 ORDER BY id", [`/training?id=${id}`]) as Promise<
    Array<{ recipient: string; kind: string; title: string }>
  >;
const history = (id: number) =>
  rows(
    "SELECT actor, actor_name, actor_role, event, from_status, to_status, reason, version FROM training_history WHERE training_id = $1 ORDER BY id",
    [id],
  );
const sideData = (event: TrainingEventType) => (event === "training.reject" ? { reason: "  The photos do not show the class " } : {});

test("the demo AMMD has trainings of her CMDIs waiting in AMMD Approval", async () => {
  const [r] = await rows(
    `SELECT count(*)::int AS n FROM campaign c JOIN product_user__c u ON u.sfid = c.assigned_cmdi__c WHERE u.reporting_to_ammd__c = $1 AND c.status = $2`,
    [DEMO_AMMD.sfid, AWAITING_AMMD],
  );
  assert.ok(r.n >= 3, `Meera has ${r.n}`);
});

test("trainings.approvals: the AMMD's CMDIs' trainings in AMMD Approval with CMDI and photo count, nobody else's", async () => {
  const mine = await training(AWAITING_AMMD);
  const decided = await training("Accounts");
  const others = await training(AWAITING_AMMD, otherCmdiSfid);
  const r = await read("meera", "trainings.approvals");
  assert.is(r.status, 200);
  const ids = r.body.rows!.map((x) => x.id);
  assert.ok(ids.includes(mine), "hers");
  assert.not.ok(ids.includes(decided), "only AMMD Approval");
  assert.not.ok(ids.includes(others), "not another AMMD's");
  assert.ok(r.body.rows!.every((x) => x.status === AWAITING_AMMD));
  const row = r.body.rows!.find((x) => x.id === mine)!;
  assert.equal([row.cmdi_name, row.photos, row.approval_version, row.type], [DEMO_CMDI.name, 0, 0, "TTC"]);
  const theirs = await read("otherAmmd", "trainings.approvals");
  assert.ok(theirs.body.rows!.some((x) => x.id === others) && !theirs.body.rows!.some((x) => x.id === mine));
  assert.is((await read("ravi", "trainings.approvals")).status, 403, "a CMDI does not call it");
});

test("every move of the table by its owner changes the status and writes exactly one history row", async () => {
  let checked = 0;
  for (const t of TRAINING_TRANSITIONS) {
    for (const owner of t.by) {
      assert.is(owner, "AMMD");
      const id = await training(t.from);
      const r = await move("meera", { id, event: t.event, version: 0, ...sideData(t.event) });
      const what = `${t.event} from ${t.from} by ${owner}`;
      assert.is(r.status, 200, `${what}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.rows, [{ id, status: t.to, approval_version: 1 }], what);
      assert.equal(await state(id), { status: t.to, approval_version: 1 }, what);
      const h = await history(id);
      assert.is(h.length, 1, `${what}: one history row`);
      assert.equal(
        { ...h[0], actor: undefined },
        {
          actor: undefined,
          actor_name: DEMO_AMMD.name,
          actor_role: "AMMD",
          event: t.event,
          from_status: t.from,
          to_status: t.to,
          reason: t.event === "training.reject" ? "The photos do not show the class" : null,
          version: 1,
        },
        what,
      );
      assert.match(h[0].actor, /^product_user:\d+$/, what);
      // the training's CMDI is told, once (decision 045)
      assert.equal(
        (await notices(id)).map((x) => [x.recipient, x.kind, x.title]),
        [[(await rows("SELECT assigned_cmdi__c FROM campaign WHERE id = $1", [id]))[0].assigned_cmdi__c, t.event, TRAINING_NOTICES[t.event].title]],
        what,
      );
      checked++;
    }
  }
  assert.is(checked, 2);
});

test("every (status, event, person) the table does not allow is refused and changes nothing", async () => {
  // the persons: the training's AMMD, its CMDI, an FCP, the super admin (no CMDI reports to him), another AMMD
  const persons: Array<{ who: Who; role: "AMMD" | "CMDI" | null; inScope: boolean }> = [
    { who: "meera", role: "AMMD", inScope: true },
    { who: "ravi", role: "CMDI", inScope: true },
    { who: "asha", role: null, inScope: false },
    { who: "sunil", role: null, inScope: false },
    { who: "otherAmmd", role: null, inScope: false },
  ];
  let refused = 0;
  for (const status of [...TRAINING_STATUSES, "Draft", null]) {
    for (const event of TRAINING_EVENT_TYPES) {
      for (const p of persons) {
        const expected = trainingRefusalOf(status, {
          type: event,
          actor: { role: p.role },
          ...(event === "training.reject" ? { reason: "Not this time" } : {}),
        } as never);
        if (p.inScope && expected === null) continue; // allowed: the test above
        const id = await training(status);
        const r = await move(p.who, { id, event, version: 0, ...sideData(event) });
        const what = `${event} on ${status} by ${p.who}`;
        if (p.who === "asha") assert.is(r.status, 403, `${what}: an FCP may not call it`);
        else if (!p.inScope) assert.equal([r.status, r.body.error], [404, "not_found"], `${what}: ${JSON.stringify(r.body)}`);
        else {
          assert.equal(
            [r.status, r.body.values ? msg(r.body.message!, r.body.values) : r.body.message],
            [expected!.kind === "owner" ? 403 : 409, expected!.message],
            `${what}: ${JSON.stringify(r.body)}`,
          );
        }
        assert.equal(await state(id), { status, approval_version: 0 }, `${what}: unchanged`);
        assert.is((await history(id)).length, 0, `${what}: no history`);
        assert.equal(await notices(id), [], `${what}: nobody told`);
        refused++;
      }
    }
  }
  assert.ok(refused >= 40, `${refused} refusals checked`);
});

test("another AMMD's training is a 404, as is one that does not exist", async () => {
  const theirs = await training(AWAITING_AMMD, otherCmdiSfid);
  for (const id of [theirs, 2_000_000_000]) {
    const r = await move("meera", { id, event: "training.approve", version: 0 });
    assert.equal([r.status, r.body.error, r.body.message], [404, "not_found", "This training was not found"]);
  }
  assert.equal(await state(theirs), { status: AWAITING_AMMD, approval_version: 0 });
  assert.is((await move("otherAmmd", { id: theirs, event: "training.approve", version: 0 })).status, 200, "their own AMMD may");
});

test("a stale version is a 409 naming the status now and who moved it, when, and changes nothing", async () => {
  const id = await training(AWAITING_AMMD);
  assert.is((await move("meera", { id, event: "training.reject", version: 0, reason: "Too few participants" })).status, 200);
  const stale = await move("meera", { id, event: "training.approve", version: 0 });
  assert.equal([stale.status, stale.body.error], [409, "stale"]);
  assert.is(
    ENGLISH(msg(stale.body.message!, stale.body.values!)),
    "This training has changed since you opened it: it is now in AMMD Rejected. Meera Iyer (its AMMD) moved it on 22-11-26, 11:30 am. Check it again before you act.",
    "the message a catalogue key, its values beside it (decision 074)",
  );
  assert.equal(await state(id), { status: "AMMD Rejected", approval_version: 1 });
  assert.is((await history(id)).length, 1);
  const later = await move("meera", { id, event: "training.approve", version: 1 });
  assert.equal([later.status, later.body.error], [409, "not_allowed"], "the current version is told the status does not take it");
});

test("two approvals at once on one training (two server instances): exactly one wins, the other is a 409, one history row", async () => {
  for (let round = 0; round < 3; round++) {
    const id = await training(AWAITING_AMMD);
    const [a, b, c] = await Promise.all([
      move("meera", { id, event: "training.approve", version: 0 }),
      move("meera", { id, event: "training.approve", version: 0 }, { app: s2 }),
      move("meera", { id, event: "training.reject", version: 0, reason: "Wrong city" }, { app: s2 }),
    ]);
    const statuses = [a.status, b.status, c.status];
    assert.is(statuses.filter((x) => x === 200).length, 1, `one wins: ${statuses} ${JSON.stringify([a.body, b.body, c.body])}`);
    assert.is(statuses.filter((x) => x === 409).length, 2, `the others are told: ${statuses}`);
    const h = await history(id);
    assert.is(h.length, 1, "one history row");
    assert.equal(await state(id), { status: h[0].to_status, approval_version: 1 });
  }
});

test("a rejection's reason: missing, too short or over 255 characters is a 400 at the field; params are exact", async () => {
  const id = await training(AWAITING_AMMD);
  for (const [reason, message] of [
    [undefined, "Please give a reason."],
    ["  no ", "Please give a reason."],
    ["x".repeat(256), "The reason must be at most 255 characters."],
  ] as const) {
    const r = await move("meera", { id, event: "training.reject", version: 0, ...(reason === undefined ? {} : { reason }) });
    assert.equal([r.status, r.body.error, r.body.field, r.body.message], [400, "invalid", "reason", message], String(reason));
  }
  for (const bad of [
    { id, event: "training.publish", version: 0 },
    { id, event: "training.approve", version: -1 },
    { id, event: "training.approve", version: 0, extra: 1 },
    { id, event: "training.reject", version: 0, reason: "x".repeat(1001) },
  ]) {
    assert.is((await move("meera", bad)).status, 400, JSON.stringify(bad).slice(0, 80));
  }
  assert.equal(await state(id), { status: AWAITING_AMMD, approval_version: 0 });
  assert.is((await history(id)).length, 0);
});

test("the CMDI's trainings.list follows at once: the moved training in its new status, a rejection with its reason", async () => {
  const approved = await training(AWAITING_AMMD);
  const rejected = await training(AWAITING_AMMD);
  assert.is((await move("meera", { id: approved, event: "training.approve", version: 0 })).status, 200);
  assert.is((await move("meera", { id: rejected, event: "training.reject", version: 0, reason: " Please add the class photos " })).status, 200);
  const r = await read("ravi", "trainings.list");
  const a = r.body.rows!.find((x) => x.id === approved)!;
  const b = r.body.rows!.find((x) => x.id === rejected)!;
  assert.equal([a.status, a.rejection_reason], ["Accounts", null]);
  assert.equal([b.status, b.rejection_reason], ["AMMD Rejected", "Please add the class photos"]);
});

test("the same idempotency key sent again writes once", async () => {
  const id = await training(AWAITING_AMMD);
  const key = `approval-repeat-${process.pid}`;
  const first = await move("meera", { id, event: "training.approve", version: 0 }, { key });
  const again = await move("meera", { id, event: "training.approve", version: 0 }, { key });
  assert.equal([first.status, again.status], [200, 200]);
  assert.equal(again.body.rows, first.body.rows);
  assert.is((await history(id)).length, 1);
});

test("the history is append-only: no UPDATE, no DELETE", async () => {
  const id = await training(AWAITING_AMMD);
  assert.is((await move("meera", { id, event: "training.approve", version: 0 })).status, 200);
  for (const sql of ["UPDATE training_history SET reason = 'edited' WHERE training_id = $1", "DELETE FROM training_history WHERE training_id = $1"]) {
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

test.run();
