// Leads (issue 25; decision 042): list, add, assign, move and convert through POST /api/query on the
// seeded demo data, for every role; another scope's lead is never seen (404); bad values a 400 at
// their field; the statechart's disallowed moves a 409 that changes nothing; a conversion creates
// the HPA in the same transaction (a taken mobile: 409 at its field, nothing written); every write
// once per idempotency key.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { msg } from "../../src/codecs/language.ts";

/** A refusal's message as the client keeps it: with its values, when the server sent some (decision 074). */
const said = (b: { message?: string; values?: Record<string, string | number> }) => (b.values ? msg(b.message!, b.values) : b.message);
import * as t from "io-ts";
import { programmeDate } from "../../src/codecs/calendar.ts";
import { HPA_MESSAGES } from "../../src/codecs/hpa.ts";
import { mobileRefusal } from "../../src/codecs/mobile.ts";
import { canMove, Lead, LEAD_MESSAGES, LEAD_STATUSES, type LeadStatus } from "../../src/codecs/lead.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok: Record<"asha" | "ravi" | "meera" | "otherFcp" | "otherCmdi", string> = {} as never;
let otherCmdiSfid = "";
let otherFcpSfid = "";
let ashaId = 0;
let otherFcpId = 0;

const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
let keyNo = 0;
const newKey = () => ({ "idempotency-key": `lead-test-${++keyNo}-${Date.now()}` });
const ids = (r: { body: { rows?: Record<string, unknown>[] } }) => (r.body.rows ?? []).map((o) => o.id as number);
const field = (r: { body: unknown }) => (r.body as { field?: string }).field;
const write = (token: string, op: string, params: unknown, headers = newKey()) => query(s.app, token, op, params, headers);
const leadValues = (over: Record<string, string> = {}) => ({
  name: "Nisha Rao",
  mobile__c: "5300000001",
  email__c: "",
  city__c: "",
  institute__c: "",
  ...over,
});
const move = (id: number, from: string, to: string, note = "Called her", follow_up = "") => ({ id, from, values: { to, note, follow_up } });
/** Every table the lead writes touch, as stored. */
const snapshot = async () =>
  JSON.stringify([
    await rows("SELECT * FROM lead__c ORDER BY id"),
    await rows("SELECT * FROM lead_history__c ORDER BY id"),
    await rows("SELECT count(*)::int AS n FROM hpa__c"),
  ]);
const leadOf = async (where: string, params: unknown[]) =>
  (await rows(`SELECT id, status__c, mobile__c FROM lead__c WHERE ${where} ORDER BY id LIMIT 1`, params))[0]!;

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  const cmdi = (
    await rows(
      "SELECT sfid, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND reporting_to_ammd__c IS DISTINCT FROM $1 ORDER BY id LIMIT 1",
      [DEMO_AMMD.sfid],
    )
  )[0];
  otherCmdiSfid = cmdi.sfid;
  const fcp = (
    await rows("SELECT id, sfid, phone FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 ORDER BY id LIMIT 1", [
      FCP_RECORD_TYPE,
      cmdi.sfid,
    ])
  )[0];
  otherFcpSfid = fcp.sfid;
  otherFcpId = fcp.id;
  ashaId = (await rows("SELECT id FROM account WHERE sfid = $1", [DEMO_FCP.sfid]))[0].id;
  const signIn = async (role: string, mobile: string) => (await login(s.app, role, mobile)).body.token as string;
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.meera = await signIn("AMMD", DEMO_AMMD.mobile);
  tok.otherFcp = await signIn("FCP", fcp.phone);
  tok.otherCmdi = await signIn("CMDI", cmdi.mobile);
  assert.ok(Object.values(tok).every((x) => typeof x === "string" && x.length > 10));
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("the statechart: New -> Contacted -> Interested -> Converted, an open lead -> Not interested -> Contacted; Converted is final", () => {
  const allowed = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`));
  assert.equal(allowed, [
    "New>Contacted",
    "New>Not interested",
    "Contacted>Interested",
    "Contacted>Not interested",
    "Interested>Converted",
    "Interested>Not interested",
    "Not interested>Contacted",
  ]);
});

test("demo data: every FCP has a lead in each status with the moves that brought it there; each CMDI has unassigned leads; a converted lead is its FCP's HPA", async () => {
  const perFcp = await rows("SELECT fcp__c, count(DISTINCT status__c)::int AS n FROM lead__c WHERE fcp__c IS NOT NULL GROUP BY fcp__c");
  const fcps = (await rows("SELECT count(*)::int AS n FROM account WHERE recordtypeid = $1", [FCP_RECORD_TYPE]))[0].n;
  assert.is(perFcp.length, fcps);
  assert.ok(perFcp.every((r) => r.n === 5));
  const cmdis = await rows(
    "SELECT c.sfid, count(l.id)::int AS n FROM product_user__c c LEFT JOIN lead__c l ON l.cmdi__c = c.sfid AND l.fcp__c IS NULL WHERE c.type__c = 'CMDI' GROUP BY c.sfid",
  );
  assert.ok(cmdis.length > 0 && cmdis.every((r) => r.n >= 3));
  const last = await rows(
    "SELECT l.status__c, (SELECT h.to_status__c FROM lead_history__c h WHERE h.lead__c = l.id ORDER BY h.id DESC LIMIT 1) AS last FROM lead__c l",
  );
  assert.ok(
    last.every((r) => r.last === r.status__c),
    "each lead's last move is its status",
  );
  const converted = await rows(
    "SELECT l.fcp__c, l.mobile__c, h.fcp__c AS hpa_fcp, h.mobile__c AS hpa_mobile FROM lead__c l LEFT JOIN hpa__c h ON h.id = l.hpa__c WHERE l.status__c = 'Converted'",
  );
  assert.ok(converted.length >= fcps);
  assert.ok(
    converted.every((r) => r.hpa_fcp === r.fcp__c && r.hpa_mobile === r.mobile__c),
    "linked to their FCP's HPA",
  );
  const bad = await rows("SELECT h.id FROM lead_history__c h LEFT JOIN lead__c l ON l.id = h.lead__c WHERE l.id IS NULL");
  assert.is(bad.length, 0);
});

test("leads.list: an FCP those assigned to them, a CMDI their own, an AMMD their CMDIs'; never another scope's", async () => {
  const asha = await query(s.app, tok.asha, "leads.list", {});
  assert.is(asha.status, 200);
  assert.ok(t.array(Lead).is(asha.body.rows), JSON.stringify(asha.body.rows?.[0]));
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  const idsOf = async (where: string, params: unknown[]) =>
    sorted((await rows(`SELECT l.id FROM lead__c l LEFT JOIN product_user__c c ON c.sfid = l.cmdi__c WHERE ${where}`, params)).map((r) => r.id));
  assert.equal(sorted(ids(asha)), await idsOf("l.fcp__c = $1", [DEMO_FCP.sfid]));
  assert.equal(new Set(asha.body.rows!.map((l) => l.status)).size, 5);
  const moved = asha.body.rows!.find((l) => l.status === "Converted") as Lead;
  assert.equal(
    moved.moves.map((m) => m.to),
    ["New", "Contacted", "Interested", "Converted"],
  );
  assert.ok(moved.hpa_id !== null && moved.fcp_name === DEMO_FCP.name && moved.fcp_phone === DEMO_FCP.mobile);
  const ravi = await query(s.app, tok.ravi, "leads.list", {});
  assert.equal(sorted(ids(ravi)), await idsOf("l.cmdi__c = $1", [DEMO_CMDI.sfid]));
  assert.ok(ravi.body.rows!.some((l) => l.fcp_id === null));
  const meera = await query(s.app, tok.meera, "leads.list", {});
  assert.equal(sorted(ids(meera)), await idsOf("left(c.reporting_to_ammd__c, 15) = left($1, 15)", [DEMO_AMMD.sfid]));
  const foreign = await idsOf("l.cmdi__c = $1", [otherCmdiSfid]);
  assert.ok(foreign.length > 0);
  for (const r of [asha, ravi, meera])
    assert.not.ok(
      ids(r).some((id) => foreign.includes(id)),
      "no other scope's lead",
    );
  assert.is((await query(s.app, tok.asha, "leads.list", { fcp: otherFcpSfid })).status, 400, "the scope cannot be passed in");
});

test("leads.list for a manager (decision 068): their FCPs' leads as the FCPs are now (one moved to another CMDI takes them along), their CMDIs' unassigned ones, each with its FCP's mobile", async () => {
  const moved = (
    await rows("SELECT id, sfid, phone FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 AND sfid <> $3 ORDER BY id LIMIT 1", [
      FCP_RECORD_TYPE,
      DEMO_CMDI.sfid,
      DEMO_FCP.sfid,
    ])
  )[0];
  const theirs = (await rows("SELECT id FROM lead__c WHERE fcp__c = $1 ORDER BY id", [moved.sfid])).map((r) => r.id as number);
  assert.is(theirs.length, 5);
  const otherAmmd = (
    await rows(
      "SELECT a.sfid, a.login_mobile_number__c AS mobile FROM product_user__c c JOIN product_user__c a ON a.sfid = c.reporting_to_ammd__c WHERE c.sfid = $1",
      [otherCmdiSfid],
    )
  )[0];
  const otherAmmdToken = (await login(s.app, "AMMD", otherAmmd.mobile)).body.token as string;
  const listed = async (token: string) => ids(await query(s.app, token, "leads.list", {}));
  const before = { ravi: await listed(tok.ravi), meera: await listed(tok.meera) };
  assert.ok(theirs.every((id) => before.ravi.includes(id) && before.meera.includes(id)));
  const ravi = await query(s.app, tok.ravi, "leads.list", {});
  const phones = new Map((await rows("SELECT id, phone FROM account WHERE recordtypeid = $1", [FCP_RECORD_TYPE])).map((r) => [r.id, r.phone]));
  for (const l of ravi.body.rows as Lead[])
    assert.is(l.fcp_phone ?? null, l.fcp_id === null ? null : phones.get(l.fcp_id), `lead ${l.id}: its FCP's mobile`);
  await db.db.query("UPDATE account SET assigned_cmdi__c = $2, assigned_ammd__c = $3 WHERE id = $1", [moved.id, otherCmdiSfid, otherAmmd.sfid]);
  try {
    const after = {
      ravi: await listed(tok.ravi),
      meera: await listed(tok.meera),
      otherCmdi: await listed(tok.otherCmdi),
      otherAmmd: await listed(otherAmmdToken),
    };
    assert.not.ok(
      after.ravi.some((id) => theirs.includes(id)),
      "the CMDI no longer sees the leads of an FCP who is no longer theirs",
    );
    assert.not.ok(
      after.meera.some((id) => theirs.includes(id)),
      "nor does their AMMD",
    );
    assert.ok(
      theirs.every((id) => after.otherCmdi.includes(id) && after.otherAmmd.includes(id)),
      "the FCP's new CMDI and AMMD see them",
    );
    const unassigned = (await rows("SELECT id FROM lead__c WHERE cmdi__c = $1 AND fcp__c IS NULL", [DEMO_CMDI.sfid])).map((r) => r.id as number);
    assert.ok(unassigned.length > 0 && unassigned.every((id) => after.ravi.includes(id)), "the CMDI's unassigned leads stay theirs");
    assert.not.ok(
      after.otherCmdi.some((id) => unassigned.includes(id)),
      "and no one else's",
    );
    assert.equal(after.ravi.length + theirs.length, before.ravi.length);
  } finally {
    await db.db.query("UPDATE account SET assigned_cmdi__c = $2, assigned_ammd__c = $3 WHERE id = $1", [moved.id, DEMO_CMDI.sfid, DEMO_AMMD.sfid]);
  }
});

/** Decision 068's rule in plain code over the tables as they are now: a manager's live leads, newest first. */
async function leadsByRule(role: "CMDI" | "AMMD", sfid: string): Promise<number[]> {
  const fcps = new Map(
    (
      await rows(
        "SELECT sfid, assigned_cmdi__c, assigned_ammd__c FROM account WHERE recordtypeid = $1 AND isdeleted IS NOT TRUE AND sfid IS NOT NULL",
        [FCP_RECORD_TYPE],
      )
    ).map((r) => [r.sfid as string, r]),
  );
  const ammdOf = new Map(
    (await rows("SELECT sfid, reporting_to_ammd__c FROM product_user__c")).map((r) => [r.sfid as string, r.reporting_to_ammd__c]),
  );
  const same15 = (a: unknown) => typeof a === "string" && a.slice(0, 15) === sfid.slice(0, 15);
  const leads = await rows("SELECT id, cmdi__c, fcp__c FROM lead__c WHERE isdeleted IS NOT TRUE ORDER BY id DESC");
  return leads
    .filter((l) => {
      const fcp = fcps.get(l.fcp__c);
      if (fcp) return role === "CMDI" ? fcp.assigned_cmdi__c === sfid : same15(fcp.assigned_ammd__c);
      return role === "CMDI" ? l.cmdi__c === sfid : same15(ammdOf.get(l.cmdi__c));
    })
    .map((l) => l.id as number);
}

test("leads.list for a manager (decision 068), read by its indexes (decision 094): a lead whose FCP account is deleted, is not an FCP's or is gone is its CMDI's; another CMDI's lead assigned to one of my FCPs is mine; the list and its pages answer exactly the rule's leads", async () => {
  const ravisFcp = (await rows(
    "SELECT a.id, a.sfid FROM account a WHERE a.recordtypeid = $1 AND a.assigned_cmdi__c = $2 AND a.sfid <> $3 AND EXISTS (SELECT 1 FROM lead__c l WHERE l.fcp__c = a.sfid) ORDER BY a.id DESC LIMIT 2",
    [FCP_RECORD_TYPE, DEMO_CMDI.sfid, DEMO_FCP.sfid],
  )) as Array<{ id: number; sfid: string }>;
  const [gone, kept] = [ravisFcp[0]!, ravisFcp[1]!];
  const goneLeads = (await rows("SELECT id FROM lead__c WHERE fcp__c = $1", [gone.sfid])).map((r) => r.id as number);
  const assigned = (await rows("SELECT id, fcp__c FROM lead__c WHERE cmdi__c = $1 AND fcp__c = $2 ORDER BY id LIMIT 3", [
    DEMO_CMDI.sfid,
    kept.sfid,
  ])) as Array<{ id: number; fcp__c: string }>;
  const [toSchool, toNobody, deleted] = [assigned[0]!, assigned[1]!, assigned[2]!];
  const school = (await rows("SELECT sfid FROM account WHERE recordtypeid <> $1 AND sfid IS NOT NULL ORDER BY id LIMIT 1", [FCP_RECORD_TYPE]))[0]
    .sfid as string;
  const foreign = (
    await rows("SELECT id, fcp__c FROM lead__c WHERE cmdi__c = $1 AND fcp__c IS NOT NULL ORDER BY id LIMIT 1", [otherCmdiSfid])
  )[0] as {
    id: number;
    fcp__c: string;
  };
  const wasDeleted = {
    fcp: (await rows("SELECT isdeleted FROM account WHERE id = $1", [gone.id]))[0].isdeleted,
    lead: (await rows("SELECT isdeleted FROM lead__c WHERE id = $1", [deleted.id]))[0].isdeleted,
  };
  await db.db.query("UPDATE account SET isdeleted = true WHERE id = $1", [gone.id]);
  await db.db.query("UPDATE lead__c SET fcp__c = $2 WHERE id = $1", [toSchool.id, school]);
  await db.db.query("UPDATE lead__c SET fcp__c = 'a0Xnoaccount0000AA' WHERE id = $1", [toNobody.id]);
  await db.db.query("UPDATE lead__c SET isdeleted = true WHERE id = $1", [deleted.id]);
  await db.db.query("UPDATE lead__c SET fcp__c = $2 WHERE id = $1", [foreign.id, kept.sfid]);
  try {
    const listed = async (token: string) => ids(await query(s.app, token, "leads.list", {}));
    const paged = async (token: string) => {
      const out: number[] = [];
      let total = -1;
      for (let offset = 0; total < 0 || offset < total; offset += 200) {
        const r = await query(s.app, token, "leads.list.page", { offset, limit: 200 });
        assert.is(r.status, 200);
        const p = (r.body.rows as unknown as Array<{ total: number; rows: Array<{ id: number }> }>)[0]!;
        total = p.total;
        out.push(...p.rows.map((x) => x.id));
      }
      return { total, ids: out };
    };
    for (const [who, token, role, sfid] of [
      ["the CMDI", tok.ravi, "CMDI", DEMO_CMDI.sfid],
      ["the AMMD", tok.meera, "AMMD", DEMO_AMMD.sfid],
      ["another CMDI", tok.otherCmdi, "CMDI", otherCmdiSfid],
    ] as const) {
      const rule = await leadsByRule(role, sfid);
      assert.equal(await listed(token), rule, `${who}'s list`);
      assert.equal(await paged(token), { total: rule.length, ids: rule }, `${who}'s pages`);
    }
    const ravi = await listed(tok.ravi);
    const meera = await listed(tok.meera);
    const other = await listed(tok.otherCmdi);
    assert.ok(
      goneLeads.length > 0 && goneLeads.every((id) => ravi.includes(id) && meera.includes(id)),
      "a deleted FCP's leads are their CMDI's again",
    );
    assert.ok(
      [toSchool.id, toNobody.id].every((id) => ravi.includes(id) && meera.includes(id)),
      "a lead naming no live FCP account is its CMDI's",
    );
    assert.not.ok(ravi.includes(deleted.id) || meera.includes(deleted.id), "a deleted lead is no one's");
    assert.ok(ravi.includes(foreign.id) && meera.includes(foreign.id), "another CMDI's lead assigned to my FCP is mine");
    assert.not.ok(other.includes(foreign.id), "and no longer its CMDI's");
  } finally {
    await db.db.query("UPDATE account SET isdeleted = $2 WHERE id = $1", [gone.id, wasDeleted.fcp]);
    for (const l of [toSchool, toNobody, foreign]) await db.db.query("UPDATE lead__c SET fcp__c = $2 WHERE id = $1", [l.id, l.fcp__c]);
    await db.db.query("UPDATE lead__c SET isdeleted = $2 WHERE id = $1", [deleted.id, wasDeleted.lead]);
  }
});

test("leads.add: a CMDI adds a New lead with its first move; bad values 400 at their field; a taken mobile 409; once per key; others 403", async () => {
  const before = await snapshot();
  const cases: Array<[Record<string, string>, string, string]> = [
    [{ name: " " }, "name", LEAD_MESSAGES.name],
    [{ mobile__c: "" }, "mobile__c", LEAD_MESSAGES.mobileRequired],
    [{ mobile__c: "12345" }, "mobile__c", mobileRefusal(LEAD_MESSAGES.mobileInvalid)],
    [{ email__c: "nope" }, "email__c", LEAD_MESSAGES.email],
    [{ institute__c: "x".repeat(201) }, "institute__c", "Institute is too long (at most 200 characters)"],
  ];
  for (const [over, f, message] of cases) {
    const r = await write(tok.ravi, "leads.add", { values: leadValues(over) });
    assert.equal([r.status, r.body.message, field(r)], [400, message, f], JSON.stringify(over));
  }
  const taken = (await rows("SELECT mobile__c FROM lead__c WHERE cmdi__c = $1 LIMIT 1", [otherCmdiSfid]))[0].mobile__c;
  const dup = await write(tok.ravi, "leads.add", { values: leadValues({ mobile__c: taken }) });
  assert.equal([dup.status, dup.body.message, field(dup)], [409, LEAD_MESSAGES.duplicate, "mobile__c"]);
  for (const token of [tok.asha, tok.meera]) assert.is((await write(token, "leads.add", { values: leadValues() })).status, 403);
  assert.is(await snapshot(), before, "nothing written");
  const key = newKey();
  const a = await write(tok.ravi, "leads.add", { values: leadValues({ city__c: "Pune" }) }, key);
  const b = await write(tok.ravi, "leads.add", { values: leadValues({ city__c: "Pune" }) }, key);
  assert.equal([a.status, b.status, ids(a)], [200, 200, ids(b)]);
  const listed = (await query(s.app, tok.ravi, "leads.list", {})).body.rows!.find((l) => l.id === ids(a)[0]) as Lead;
  assert.equal([listed.status, listed.source, listed.fcp_id, listed.city__c, listed.moves.length], ["New", "Entered by CMDI", null, "Pune", 1]);
});

test("leads.assign: a CMDI assigns their lead to one of their FCPs; another's lead 404, another's FCP 404 at the field, a bad FCP 400", async () => {
  const lead = await leadOf("cmdi__c = $1 AND fcp__c IS NULL", [DEMO_CMDI.sfid]);
  const foreignLead = await leadOf("cmdi__c = $1 AND fcp__c IS NULL", [otherCmdiSfid]);
  const before = await snapshot();
  const other = await write(tok.ravi, "leads.assign", { id: lead.id, values: { fcp: String(otherFcpId) } });
  assert.equal([other.status, field(other), other.body.message], [404, "fcp", LEAD_MESSAGES.fcpNotFound]);
  const theirs = await write(tok.ravi, "leads.assign", { id: foreignLead.id, values: { fcp: String(ashaId) } });
  assert.equal([theirs.status, theirs.body.message], [404, LEAD_MESSAGES.notFound]);
  for (const fcp of ["", "0", "x1", "9999999999"]) {
    const bad = await write(tok.ravi, "leads.assign", { id: lead.id, values: { fcp } });
    assert.equal([bad.status, field(bad), bad.body.message], [400, "fcp", LEAD_MESSAGES.fcp], fcp);
  }
  for (const token of [tok.asha, tok.meera])
    assert.is((await write(token, "leads.assign", { id: lead.id, values: { fcp: String(ashaId) } })).status, 403);
  const converted = await leadOf("cmdi__c = $1 AND status__c = 'Converted'", [DEMO_CMDI.sfid]);
  assert.equal((await write(tok.ravi, "leads.assign", { id: converted.id, values: { fcp: String(ashaId) } })).status, 409);
  assert.is(await snapshot(), before, "nothing written");
  const r = await write(tok.ravi, "leads.assign", { id: lead.id, values: { fcp: String(ashaId) } });
  assert.equal([r.status, ids(r)], [200, [lead.id]]);
  assert.ok(ids(await query(s.app, tok.asha, "leads.list", {})).includes(lead.id), "the FCP sees it");
  // and is told, once (decision 045); the refused assignments above told nobody
  assert.equal(await rows("SELECT recipient, kind, title FROM app_notification WHERE link = $1", [`/lead?id=${lead.id}`]), [
    { recipient: DEMO_FCP.sfid, kind: "lead.assign", title: "Lead assigned" },
  ]);
});

test("leads.move: the FCP moves their lead along the statechart with a note; every disallowed move is a 409 that changes nothing", async () => {
  // the demo FCP's New lead
  const lead = await leadOf("fcp__c = $1 AND status__c = 'New'", [DEMO_FCP.sfid]);
  // every disallowed move from each status the FCP holds a lead in
  for (const from of ["New", "Contacted", "Interested", "Not interested", "Converted"] as LeadStatus[]) {
    const l = await leadOf("fcp__c = $1 AND status__c = $2", [DEMO_FCP.sfid, from]);
    for (const to of LEAD_STATUSES.filter((x) => x !== "Converted" && !canMove(from, x))) {
      const before = await snapshot();
      const r = await write(tok.asha, "leads.move", move(l.id, from, to));
      assert.equal([r.status, said(r.body), field(r)], [409, LEAD_MESSAGES.refused(from, to), "to"], `${from} -> ${to}`);
      assert.is(await snapshot(), before, `${from} -> ${to} changed nothing`);
    }
  }
  const before = await snapshot();
  const stale = await write(tok.asha, "leads.move", move(lead.id, "Interested", "Not interested"));
  assert.equal([stale.status, stale.body.message], [409, LEAD_MESSAGES.stale]);
  const cases: Array<[Record<string, string>, string, string]> = [
    [{ to: "Converted" }, "to", LEAD_MESSAGES.to],
    [{ to: "Asleep" }, "to", LEAD_MESSAGES.to],
    [{ note: "  " }, "note", LEAD_MESSAGES.note],
    [{ follow_up: "2026-02-30" }, "follow_up", LEAD_MESSAGES.followUp],
    [{ follow_up: "tomorrow" }, "follow_up", LEAD_MESSAGES.followUp],
  ];
  for (const [over, f, message] of cases) {
    const r = await write(tok.asha, "leads.move", { id: lead.id, from: "New", values: { to: "Contacted", note: "n", follow_up: "", ...over } });
    assert.equal([r.status, r.body.message, field(r)], [400, message, f], JSON.stringify(over));
  }
  // a follow-up date in the past (India's yesterday) is refused at its field (issue 49 item 4)
  const yesterday = programmeDate(new Date(Date.now() - 86_400_000));
  const past = await write(tok.asha, "leads.move", { id: lead.id, from: "New", values: { to: "Contacted", note: "n", follow_up: yesterday } });
  assert.equal([past.status, past.body.message, field(past)], [400, LEAD_MESSAGES.followUpPast, "follow_up"]);
  for (const token of [tok.ravi, tok.meera]) assert.is((await write(token, "leads.move", move(lead.id, "New", "Contacted"))).status, 403);
  assert.is(await snapshot(), before, "nothing written");
  assert.is((await write(tok.asha, "leads.move", move(lead.id, "New", "Contacted"))).status, 200);
  const now = await leadOf("id = $1", [lead.id]);
  assert.is(now.status__c, "Contacted");
  // the other FCP cannot see or move it
  const theirs = await write(tok.otherFcp, "leads.move", move(lead.id, "Contacted", "Interested"));
  assert.equal([theirs.status, theirs.body.message], [404, LEAD_MESSAGES.notFound]);
  // once per key: the same move sent twice is one move
  const key = newKey();
  const a = await write(tok.asha, "leads.move", move(lead.id, "Contacted", "Interested", "Keen", "2030-05-01"), key);
  const b = await write(tok.asha, "leads.move", move(lead.id, "Contacted", "Interested", "Keen", "2030-05-01"), key);
  assert.equal([a.status, b.status], [200, 200]);
  const listed = (await query(s.app, tok.asha, "leads.list", {})).body.rows!.find((l) => l.id === lead.id) as Lead;
  assert.equal(
    [listed.status, listed.follow_up, listed.moves.map((m) => `${m.from}>${m.to}:${m.note}`).slice(-2)],
    ["Interested", "2030-05-01", ["New>Contacted:Called her", "Contacted>Interested:Keen"]],
  );
  assert.is(listed.moves.at(-1)!.by, DEMO_FCP.name);
});

test("leads.convert: an Interested lead becomes the FCP's HPA in one transaction; a taken mobile is a 409 at its field and nothing changes", async () => {
  const lead = await leadOf("fcp__c = $1 AND status__c = 'Interested'", [DEMO_FCP.sfid]);
  const newLead = await leadOf("fcp__c = $1 AND status__c = 'New'", [DEMO_FCP.sfid]);
  const taken = (await rows("SELECT mobile__c FROM hpa__c WHERE fcp__c = $1 LIMIT 1", [otherFcpSfid]))[0].mobile__c;
  const before = await snapshot();
  const dup = await write(tok.asha, "leads.convert", { id: lead.id, values: { type: "Art Maker", mobile__c: taken, note: "Joined" } });
  assert.equal([dup.status, dup.body.message, field(dup)], [409, HPA_MESSAGES.duplicate, "mobile__c"]);
  const early = await write(tok.asha, "leads.convert", { id: newLead.id, values: { type: "Art Maker", mobile__c: "5300000099", note: "Joined" } });
  assert.equal([early.status, said(early.body)], [409, LEAD_MESSAGES.refused("New", "Converted")]);
  const badType = await write(tok.asha, "leads.convert", { id: lead.id, values: { type: "", mobile__c: "5300000099", note: "Joined" } });
  assert.equal([badType.status, field(badType), badType.body.message], [400, "type", LEAD_MESSAGES.type]);
  for (const token of [tok.ravi, tok.otherFcp])
    assert.ok(
      [403, 404].includes(
        (await write(token, "leads.convert", { id: lead.id, values: { type: "Art Maker", mobile__c: "5300000099", note: "x" } })).status,
      ),
    );
  assert.is(await snapshot(), before, "nothing written");
  const key = newKey();
  const params = { id: lead.id, values: { type: "Vocational", mobile__c: lead.mobile__c, note: "Joined as a teacher" } };
  const a = await write(tok.asha, "leads.convert", params, key);
  const b = await write(tok.asha, "leads.convert", params, key);
  assert.equal([a.status, b.status, ids(a)], [200, 200, ids(b)]);
  const hpaId = ids(a)[0]!;
  const hpa = (await rows("SELECT fcp__c, assigned_by__c, mobile__c FROM hpa__c WHERE id = $1", [hpaId]))[0];
  assert.equal(hpa, { fcp__c: DEMO_FCP.sfid, assigned_by__c: DEMO_CMDI.sfid, mobile__c: lead.mobile__c });
  const stored = await rows("SELECT status__c, hpa__c FROM lead__c WHERE id = $1", [lead.id]);
  assert.equal(stored, [{ status__c: "Converted", hpa__c: hpaId }]);
  assert.is((await rows("SELECT count(*)::int AS n FROM lead_history__c WHERE lead__c = $1 AND to_status__c = 'Converted'", [lead.id]))[0].n, 1);
  const hpas = await query(s.app, tok.asha, "hpas.list", {});
  assert.ok(ids(hpas).includes(hpaId), "the new HPA is in the FCP's list");
  const ravi = (await query(s.app, tok.ravi, "leads.list", {})).body.rows!.find((l) => l.id === lead.id) as Lead;
  assert.equal([ravi.status, ravi.hpa_id, ravi.moves.at(-1)!.note], ["Converted", hpaId, "Joined as a teacher"]);
  const again = await write(tok.asha, "leads.move", move(lead.id, "Converted", "Contacted"));
  assert.equal([again.status, said(again.body)], [409, LEAD_MESSAGES.refused("Converted", "Contacted")]);
});

test.run();
