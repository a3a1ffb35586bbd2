// Workshops and the super admin's operations through POST /api/query, on demo data made for a
// fixed day (22 Nov 2026) and a server clock fixed to that day, so nothing depends on the real
// date: every op for every role, a record of another scope, the AMMD tabs' counts against SQL,
// and the financial year's bounds on 31 March / 1 April in India's time zone.
import { inflateSync } from "node:zlib";
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { AMMD_STAGES, tabOfStage } from "../../src/codecs/ammdWorkshops.ts";
import { PersonRow } from "../../src/codecs/superAdmin.ts";
import { AmmdWorkshopRow, CmdiOption, MyWorkshopRow, PHOTO_DAY, WorkshopDetail, WorkshopRow } from "../../src/codecs/workshop.ts";
import { guardRefusal, type LifecycleFacts, REQUIRED_PHOTO_TYPES } from "../../src/codecs/workshopLifecycle.ts";
import { migrate } from "../../server/db/migrate.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { seed } from "../../server/db/seed.ts";
import { demoHash, login, openTestDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

/** 11:30 in India on 22 Nov 2026, the day the demo data was made for. */
const NOW = new Date("2026-11-22T06:00:00Z");
let db: TestDb;
let s: TestApp;
type Who = "meera" | "otherAmmd" | "ravi" | "otherCmdi" | "asha" | "otherFcp" | "sunil";
const tok = {} as Record<Who, string>;
const sfidOf = {} as Record<Who, string>;

const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
const ids = (r: { body: { rows?: Record<string, unknown>[] } }) => (r.body.rows ?? []).map((o) => o.id as number);
const asIds = (xs: Record<string, unknown>[]) => xs.map((x) => x.id as number);

test.before(async () => {
  db = await openTestDb();
  await migrate(db.db);
  await seed(db.db, { seed: 42, scale: 1, today: new Date(2026, 10, 22), passwordHash: await demoHash() });
  s = await testApp(db.db, { now: () => NOW });
  const signIn = async (role: string, mobile: string) => (await login(s.app, role, mobile)).body.token;
  const [otherAmmd] = await rows(
    "SELECT sfid, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'AMMD' AND sfid NOT IN ($1, $2) ORDER BY id LIMIT 1",
    [DEMO_AMMD.sfid, DEMO_SUPER.sfid],
  );
  const [otherCmdi] = await rows(
    "SELECT sfid, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND reporting_to_ammd__c = $1 ORDER BY id LIMIT 1",
    [otherAmmd.sfid],
  );
  const [otherFcp] = await rows(
    "SELECT sfid, phone FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 AND active__c ORDER BY id LIMIT 1",
    [FCP_RECORD_TYPE, otherCmdi.sfid],
  );
  Object.assign(sfidOf, {
    meera: DEMO_AMMD.sfid,
    otherAmmd: otherAmmd.sfid,
    ravi: DEMO_CMDI.sfid,
    otherCmdi: otherCmdi.sfid,
    asha: DEMO_FCP.sfid,
    otherFcp: otherFcp.sfid,
    sunil: DEMO_SUPER.sfid,
  });
  tok.meera = await signIn("AMMD", DEMO_AMMD.mobile);
  tok.otherAmmd = await signIn("AMMD", otherAmmd.mobile);
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.otherCmdi = await signIn("CMDI", otherCmdi.mobile);
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.otherFcp = await signIn("FCP", otherFcp.phone);
  tok.sunil = await signIn("AMMD", DEMO_SUPER.mobile);
  assert.ok(
    Object.values(tok).every((x) => typeof x === "string" && x.length > 10),
    "every test user signs in",
  );
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

const STAGE_SLOTS = AMMD_STAGES.map((_, i) => `$${i + 2}`).join(", ");
/** The AMMD's list by direct SQL: assigned, in the tabs' stages, started 1 Apr 2026 .. 22 Nov 2026 (India). */
const ammdBySql = (ammd: string) =>
  rows(
    `SELECT id, stagename FROM opportunity WHERE assigned_ammd__c = $1 AND stagename IN (${STAGE_SLOTS})
     AND start_date_time__c >= '2026-04-01' AND start_date_time__c < '2026-11-23' ORDER BY start_date_time__c DESC, id DESC`,
    [ammd, ...AMMD_STAGES],
  );

test("workshops.ammd: the AMMD's own workshops of the tabs' stages, 1 April to today, newest start first", async () => {
  const r = await query(s.app, tok.meera, "workshops.ammd", {});
  assert.is(r.status, 200);
  assert.ok(t.array(WorkshopRow).is(r.body.rows));
  const expected = await ammdBySql(DEMO_AMMD.sfid);
  assert.ok(expected.length > 30, `the demo AMMD has a real list (${expected.length})`);
  assert.equal(ids(r), asIds(expected));
  assert.ok(r.body.rows!.every((w) => w.assigned_ammd__c === DEMO_AMMD.sfid && tabOfStage(w.stagename as string) !== null));
  assert.ok(
    r.body.rows!.every((w) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(String(w.start_date_time__c))),
    "dates as wall-clock ISO text",
  );
  const theirs = await query(s.app, tok.otherAmmd, "workshops.ammd", {});
  assert.equal(ids(theirs), asIds(await ammdBySql(sfidOf.otherAmmd)));
  assert.ok(ids(theirs).length > 0);
  assert.not.ok(
    ids(theirs).some((id) => ids(r).includes(id)),
    "another AMMD's workshops never show",
  );
  assert.equal(ids(await query(s.app, tok.sunil, "workshops.ammd", {})), [], "the super admin (an AMMD with no workshops) gets only their own: none");
});

test("workshops.ammd: each row carries its FCP's mobile, so the FCP Name filter tells two of one name apart (issue 49 item 5)", async () => {
  const r = await query(s.app, tok.meera, "workshops.ammd", {});
  assert.ok(t.array(AmmdWorkshopRow).is(r.body.rows));
  const phones = new Map((await rows("SELECT sfid, phone FROM account WHERE recordtypeid = $1", [FCP_RECORD_TYPE])).map((a) => [a.sfid, a.phone]));
  const listed = r.body.rows as AmmdWorkshopRow[];
  assert.ok(
    listed.some((w) => w.fcp_phone),
    "the demo AMMD's FCPs have mobiles",
  );
  for (const w of listed) assert.is(w.fcp_phone ?? null, phones.get(w.accountid) ?? null, `workshop ${w.id}: its FCP's mobile`);
});

test("workshops.ammd: the tabs' counts equal a direct SQL count", async () => {
  const r = await query(s.app, tok.meera, "workshops.ammd", {});
  const counted = { awaiting: 0, approved: 0 };
  for (const w of r.body.rows!) counted[tabOfStage(w.stagename as string)!]++;
  const [sql] = await rows(
    `SELECT count(*) FILTER (WHERE stagename = 'AMMD Confirmation')::int AS awaiting,
            count(*) FILTER (WHERE stagename IN ('Execution', 'CMDI Verification'))::int AS approved
       FROM opportunity WHERE assigned_ammd__c = $1 AND start_date_time__c >= '2026-04-01' AND start_date_time__c < '2026-11-23'`,
    [DEMO_AMMD.sfid],
  );
  assert.equal(counted, sql);
  assert.ok(sql.awaiting > 0 && sql.approved > 0, "both tabs have workshops");
});

test("workshops.ammd and workshops.ammdCmdis: only an AMMD may call them (403), and the scope cannot be passed in (400)", async () => {
  for (const who of ["ravi", "asha"] as const) {
    for (const op of ["workshops.ammd", "workshops.ammdCmdis"]) {
      const r = await query(s.app, tok[who], op, {});
      assert.is(r.status, 403, `${who} ${op}`);
      assert.is(r.body.error, "forbidden");
    }
  }
  const r = await query(s.app, tok.meera, "workshops.ammd", { ammd: sfidOf.otherAmmd });
  assert.is(r.status, 400);
  assert.match(r.body.message!, "Unknown parameter: ammd");
});

test("workshops.ammdCmdis: the CMDIs reporting to the AMMD, by name", async () => {
  const r = await query(s.app, tok.meera, "workshops.ammdCmdis", {});
  assert.is(r.status, 200);
  assert.ok(t.array(CmdiOption).is(r.body.rows));
  const expected = await rows("SELECT id FROM product_user__c WHERE type__c = 'CMDI' AND reporting_to_ammd__c = $1 ORDER BY lower(name), id", [
    DEMO_AMMD.sfid,
  ]);
  assert.equal(ids(r), asIds(expected));
  assert.ok(r.body.rows!.some((c) => c.sfid === DEMO_CMDI.sfid));
  const theirs = await query(s.app, tok.otherAmmd, "workshops.ammdCmdis", {});
  assert.not.ok(
    theirs.body.rows!.some((c) => c.sfid === DEMO_CMDI.sfid),
    "another AMMD's CMDIs are theirs only",
  );
});

/** A scope's workshops of the financial year 2026-27 with an sfid, by direct SQL. */
const yearBySql = (column: string, sfid: string, order = "start_date_time__c DESC NULLS LAST, id DESC") =>
  rows(
    `SELECT id FROM opportunity WHERE ${column} = $1 AND sfid IS NOT NULL
     AND start_date_time__c >= '2026-04-01' AND start_date_time__c < '2027-04-01' ORDER BY ${order}`,
    [sfid],
  );

test("workshops.mine: an FCP gets their account's, a CMDI those assigned to them: this financial year, with an sfid", async () => {
  const asha = await query(s.app, tok.asha, "workshops.mine", {});
  assert.is(asha.status, 200);
  assert.ok(t.array(WorkshopRow).is(asha.body.rows));
  assert.equal(ids(asha), asIds(await yearBySql("accountid", DEMO_FCP.sfid)));
  assert.ok(asha.body.rows!.length >= 15 && asha.body.rows!.every((w) => w.accountid === DEMO_FCP.sfid && w.sfid !== null));
  const ravi = await query(s.app, tok.ravi, "workshops.mine", {});
  assert.equal(ids(ravi), asIds(await yearBySql("assigned_cmdi__c", DEMO_CMDI.sfid)));
  const [noSfid] = await rows(
    "SELECT count(*)::int AS n FROM opportunity WHERE assigned_cmdi__c = $1 AND sfid IS NULL AND start_date_time__c >= '2026-04-01'",
    [DEMO_CMDI.sfid],
  );
  assert.ok(noSfid.n > 0, "the demo data has workshops without an sfid, and they are left out");
  const other = await query(s.app, tok.otherFcp, "workshops.mine", {});
  assert.not.ok(
    ids(other).some((id) => ids(asha).includes(id)),
    "another FCP's list has none of Asha's",
  );
  assert.ok(ids(other).length > 0);
  assert.not.ok(ids(await query(s.app, tok.otherCmdi, "workshops.mine", {})).some((id) => ids(ravi).includes(id)));
  const meera = await query(s.app, tok.meera, "workshops.mine", {});
  assert.is(meera.status, 403, "an AMMD has the approval list instead");
});

test("workshops.mine: each workshop says where it is held, the school and its city or 'Art Avenue', as the rows have it (issue 49 item 9)", async () => {
  const asha = await query(s.app, tok.asha, "workshops.mine", {});
  assert.ok(t.array(MyWorkshopRow).is(asha.body.rows));
  const want = await rows(
    `SELECT o.id, coalesce(s.name, CASE WHEN o.category__c = 'Art Avenue' THEN 'Art Avenue' END) AS venue, s.billingcity AS venue_city
       FROM opportunity o LEFT JOIN account s ON s.sfid = o.hpa_school__c WHERE o.id = ANY($1::int[]) ORDER BY o.id`,
    [ids(asha)],
  );
  const got = asha.body
    .rows!.map((w) => ({ id: w.id, venue: w.venue, venue_city: w.venue_city }))
    .sort((a, b) => (a.id as number) - (b.id as number));
  assert.equal(got, want);
  assert.ok(
    want.some((w) => w.venue === "Art Avenue") && want.some((w) => w.venue !== "Art Avenue" && w.venue !== null && w.venue_city !== null),
    "the demo FCP has Art Avenue workshops and workshops at a school with a city",
  );
});

test("workshops.mine: each workshop says whether its CMDI verified the report, as the lifecycle's fact (Today's rules, decision 076)", async () => {
  const ravi = await query(s.app, tok.ravi, "workshops.mine", {});
  assert.ok(t.array(MyWorkshopRow).is(ravi.body.rows));
  const want = await rows(`SELECT id, cmdi_verified_at IS NOT NULL AS cmdi_verified FROM opportunity WHERE id = ANY($1::int[]) ORDER BY id`, [
    ids(ravi),
  ]);
  const got = ravi.body.rows!.map((w) => ({ id: w.id, cmdi_verified: w.cmdi_verified })).sort((a, b) => (a.id as number) - (b.id as number));
  assert.equal(got, want);
});

test("workshops.mine: a workshop in Execution says whether its report and its photos are in, as its details' lifecycle facts say (Today, decision 099); another stage says null", async () => {
  const asha = await query(s.app, tok.asha, "workshops.mine", {});
  assert.ok(t.array(MyWorkshopRow).is(asha.body.rows));
  const mine = asha.body.rows! as Array<Record<string, unknown>>;
  const execution = mine.filter((w) => w.stagename === "Execution");
  assert.ok(execution.length > 0, "the demo FCP has workshops in Execution");
  // one with its photos and report in, one with a required gallery empty and no count: both told
  const [full, bare] = execution.map((w) => w.id as number);
  const heroku = async (id: number) => (await rows("SELECT heroku_id__c, sfid FROM opportunity WHERE id = $1", [id]))[0]!;
  const f = await heroku(full!);
  await db.db.query("UPDATE opportunity SET actual_participants_count__c = 20, artical_finalized_photo__c = 'https://x/f.jpg' WHERE id = $1", [full]);
  for (const type of REQUIRED_PHOTO_TYPES)
    await db.db.query(
      "INSERT INTO workshop_photo__c (workshop_heroku_id__c, workshop__c, day__c, type__c, image_url__c) VALUES ($1, $2, $3, $4, 'https://x/p.jpg')",
      [f.heroku_id__c, f.sfid, PHOTO_DAY, type],
    );
  if (bare !== undefined) {
    const b = await heroku(bare);
    await db.db.query("UPDATE opportunity SET actual_participants_count__c = NULL WHERE id = $1", [bare]);
    await db.db.query("DELETE FROM workshop_photo__c WHERE (workshop_heroku_id__c = $1 OR workshop__c = $2) AND type__c = $3", [
      b.heroku_id__c,
      b.sfid,
      REQUIRED_PHOTO_TYPES[0],
    ]);
  }
  const again = (await query(s.app, tok.asha, "workshops.mine", {})).body.rows! as Array<Record<string, unknown>>;
  for (const w of again) {
    if (w.stagename !== "Execution") {
      assert.equal([w.report_in, w.photos_in], [null, null], `workshop ${w.id}`);
      continue;
    }
    const d = (await query(s.app, tok.asha, "workshops.details", { id: w.id })).body.rows![0] as { facts: Record<string, unknown> };
    const facts = d.facts as { actualParticipants: number | null; articles: number; photoTypes: string[]; finalizedPhoto: boolean };
    const report = facts.actualParticipants !== null && facts.articles > 0;
    const photos = facts.finalizedPhoto && REQUIRED_PHOTO_TYPES.every((x) => facts.photoTypes.includes(x));
    assert.equal([w.report_in, w.photos_in], [report, photos], `workshop ${w.id}`);
  }
  assert.equal([again.find((w) => w.id === full)?.report_in, again.find((w) => w.id === full)?.photos_in], [true, true], "every part in: both said");
  if (bare !== undefined) assert.equal(again.find((w) => w.id === bare)?.photos_in, false, "a required gallery empty");
});

test("workshops.mine: an article whose quantity is not whole is no article used, for Today as for Submit for verification (one piece of SQL reads both)", async () => {
  const mine = (await query(s.app, tok.asha, "workshops.mine", {})).body.rows! as Array<Record<string, unknown>>;
  const id = mine.find((w) => w.stagename === "Execution")?.id as number;
  assert.ok(id, "the demo FCP has a workshop in Execution");
  const [w] = await rows("SELECT heroku_id__c, sfid FROM opportunity WHERE id = $1", [id]);
  await db.db.query("UPDATE opportunity SET actual_participants_count__c = 20, artical_finalized_photo__c = 'https://x/f.jpg' WHERE id = $1", [id]);
  for (const type of REQUIRED_PHOTO_TYPES)
    await db.db.query(
      "INSERT INTO workshop_photo__c (workshop_heroku_id__c, workshop__c, day__c, type__c, image_url__c) VALUES ($1, $2, $3, $4, 'https://x/p.jpg')",
      [w!.heroku_id__c, w!.sfid, PHOTO_DAY, type],
    );
  await db.db.query("DELETE FROM workshop_article__c WHERE opportunity__heroku_id__c = $1", [w!.heroku_id__c]);
  await db.db.query(
    "INSERT INTO workshop_article__c (article__c, quantity__c, opportunity__c, opportunity__heroku_id__c) SELECT sfid, 2.5, $1, $2 FROM article__c WHERE active__c ORDER BY id LIMIT 1",
    [w!.sfid, w!.heroku_id__c],
  );
  const said = async () => {
    const row = ((await query(s.app, tok.asha, "workshops.mine", {})).body.rows! as Array<Record<string, unknown>>).find((x) => x.id === id)!;
    const d = (await query(s.app, tok.asha, "workshops.details", { id })).body.rows![0] as { facts: LifecycleFacts };
    return { today: [row.report_in, row.photos_in], submit: guardRefusal("evidenceReady", d.facts, null) };
  };
  const half = await said();
  assert.equal(half.today, [false, true], "Today: the participants and articles used are missing");
  assert.match(String(half.submit), /the articles used/, "Submit for verification: the articles used are missing");
  await db.db.query("UPDATE workshop_article__c SET quantity__c = 3 WHERE opportunity__heroku_id__c = $1", [w!.heroku_id__c]);
  const whole = await said();
  assert.equal(whole.today, [true, true]);
  assert.is(whole.submit, null);
});

/** Workshops of each scope that have photos and articles. */
async function sampleOf(column: string, sfid: string) {
  const [w] = await rows(
    `SELECT o.id FROM opportunity o WHERE o.${column} = $1 AND o.stagename = 'Paid'
       AND EXISTS (SELECT 1 FROM workshop_photo__c p WHERE p.workshop_heroku_id__c = o.heroku_id__c)
     ORDER BY o.id LIMIT 1`,
    [sfid],
  );
  return w.id as number;
}

test("workshops.details: every field, the numbered articles and day-1 photos, for the workshop's FCP, CMDI and AMMD", async () => {
  const id = await sampleOf("accountid", DEMO_FCP.sfid);
  for (const who of ["asha", "ravi", "meera", "sunil"] as const) {
    const r = await query(s.app, tok[who], "workshops.details", { id });
    assert.is(r.status, 200, who);
    assert.ok(t.array(WorkshopDetail).is(r.body.rows), who);
  }
  const w = (await query(s.app, tok.asha, "workshops.details", { id })).body.rows![0] as unknown as WorkshopDetail;
  const [row] = await rows(`SELECT o.*, s.name AS school FROM opportunity o LEFT JOIN account s ON s.sfid = o.hpa_school__c WHERE o.id = $1`, [id]);
  assert.equal(
    [w.name, w.stagename, w.fcpname__c, w.cmdi_name__c, w.ammd_name__c, w.category__c, w.school_name, w.expense_head__c],
    [row.name, row.stagename, row.fcpname__c, row.cmdi_name__c, row.ammd_name__c, row.category__c, row.school, row.expense_head__c],
  );
  assert.equal(
    [w.no_of_participants__c, w.actual_participants_count__c, w.stamped_amount__c, w.total_tertiary_by_app__c],
    [row.no_of_participants__c, row.actual_participants_count__c, row.stamped_amount__c, row.total_tertiary_by_app__c],
  );
  const articles = await rows(
    `SELECT wa.id, a.material_name__c, wa.quantity__c FROM workshop_article__c wa JOIN article__c a ON a.sfid = wa.article__c
      WHERE wa.opportunity__heroku_id__c = $1 ORDER BY wa.id`,
    [row.heroku_id__c],
  );
  assert.ok(articles.length > 0);
  assert.equal(
    w.articles.map((a) => [a.id, a.sku_name, a.quantity__c]),
    articles.map((a) => [a.id, a.material_name__c, a.quantity__c]),
  );
  const photos = await rows("SELECT id FROM workshop_photo__c WHERE workshop_heroku_id__c = $1 AND day__c = 1 ORDER BY id", [row.heroku_id__c]);
  assert.equal(
    w.photos.map((p) => p.id).sort((a, b) => a - b),
    asIds(photos),
  );
  assert.ok(w.photos.every((p) => p.image_url__c && p.type__c));
});

test("workshops.details: a workshop of another FCP, CMDI or AMMD is 404 (as a missing one), never its data", async () => {
  const foreign = await sampleOf("assigned_ammd__c", sfidOf.otherAmmd);
  const ashas = await sampleOf("accountid", DEMO_FCP.sfid);
  const cases: Array<[Who, number]> = [
    ["asha", foreign],
    ["ravi", foreign],
    ["meera", foreign],
    ["otherFcp", ashas],
    ["otherCmdi", ashas],
    ["otherAmmd", ashas],
  ];
  for (const [who, id] of cases) {
    const r = await query(s.app, tok[who], "workshops.details", { id });
    assert.is(r.status, 404, `${who} -> ${id}`);
    assert.equal([r.body.error, r.body.message, r.body.rows], ["not_found", "This workshop was not found", undefined]);
  }
  const [{ max }] = await rows("SELECT max(id) AS max FROM opportunity");
  assert.is((await query(s.app, tok.sunil, "workshops.details", { id: max + 1000 })).status, 404, "a missing one is 404 for the super admin too");
  assert.is((await query(s.app, tok.sunil, "workshops.details", { id: foreign })).status, 200, "the super admin reads any workshop");
});

test("workshops.details: a bad id is 400 with a clear message, never a 500", async () => {
  for (const id of ["12", 0, -1, 1.5, 2 ** 31, null]) {
    const r = await query(s.app, tok.asha, "workshops.details", { id });
    assert.is(r.status, 400, JSON.stringify(id));
    assert.match(r.body.message!, "a positive record id");
  }
  assert.is((await query(s.app, tok.asha, "workshops.details", {})).status, 400);
  assert.is((await query(s.app, tok.asha, "workshops.details", { id: 1, sfid: "x" })).status, 400);
});

test("super.people: every FCP account, CMDI and AMMD with their ETTC downloads; only for a super admin", async () => {
  const r = await query(s.app, tok.sunil, "super.people", {});
  assert.is(r.status, 200);
  assert.ok(t.array(PersonRow).is(r.body.rows));
  const count = async (sql: string, params: unknown[] = []) => (await rows(sql, params))[0].n as number;
  const by = (type: string) => r.body.rows!.filter((p) => p.type === type).length;
  assert.is(by("FCP"), await count("SELECT count(*)::int AS n FROM account WHERE recordtypeid = $1", [FCP_RECORD_TYPE]));
  assert.is(by("CMDI"), await count("SELECT count(*)::int AS n FROM product_user__c WHERE type__c = 'CMDI'"));
  assert.is(by("AMMD"), await count("SELECT count(*)::int AS n FROM product_user__c WHERE type__c = 'AMMD'"));
  const ettc = r.body.rows!.filter((p) => p.ettc_download__c !== null);
  assert.is(
    ettc.length,
    await count("SELECT count(*)::int AS n FROM account WHERE ettc_download__c IS NOT NULL AND recordtypeid = $1", [FCP_RECORD_TYPE]),
  );
  assert.ok(ettc.length > 0 && ettc.every((p) => p.type === "FCP" && /\.pdf$/.test(String(p.ettc_download__c))));
  for (const who of ["meera", "ravi", "asha"] as const) {
    for (const [op, params] of [
      ["super.people", {}],
      ["super.workshops", { sfid: DEMO_FCP.sfid, type: "FCP" }],
    ] as const) {
      const no = await query(s.app, tok[who], op, params);
      assert.is(no.status, 403, `${who} ${op}`);
      assert.is(no.body.rows, undefined);
    }
  }
});

test("super.workshops: the person's workshops of the year by their type, by end date newest first; bad params 400", async () => {
  const cases: Array<[string, string, string]> = [
    ["FCP", DEMO_FCP.sfid, "accountid"],
    ["ETTC", DEMO_FCP.sfid, "accountid"],
    ["CMDI", DEMO_CMDI.sfid, "assigned_cmdi__c"],
    ["AMMD", DEMO_AMMD.sfid, "assigned_ammd__c"],
  ];
  for (const [type, sfid, column] of cases) {
    const r = await query(s.app, tok.sunil, "super.workshops", { sfid, type });
    assert.is(r.status, 200, type);
    assert.ok(t.array(WorkshopRow).is(r.body.rows));
    assert.equal(ids(r), asIds(await yearBySql(column, sfid, "end_date_time__c DESC NULLS LAST, id DESC")), type);
    assert.ok(r.body.rows!.length > 0, type);
  }
  for (const params of [{ sfid: DEMO_FCP.sfid }, { sfid: "x'; DROP TABLE account; --", type: "FCP" }, { sfid: DEMO_FCP.sfid, type: "ADMIN" }]) {
    const r = await query(s.app, tok.sunil, "super.workshops", params);
    assert.is(r.status, 400, JSON.stringify(params));
  }
});

test("the financial year's bounds: 31 March and 1 April, as days in India", async () => {
  const ammd = "a0B5g00000TESTFYAA",
    cmdi = "a0B5g00000TESTFYCC";
  await db.db.query(
    "INSERT INTO product_user__c (sfid, name, type__c, login_mobile_number__c) VALUES ($1, 'FY Ammd', 'AMMD', '9111111111'), ($2, 'FY Cmdi', 'CMDI', '9111111112')",
    [ammd, cmdi],
  );
  await db.db.query(
    "INSERT INTO app_credential (subject_kind, subject_id, password_hash) SELECT 'product_user', id, $1 FROM product_user__c WHERE sfid IN ($2, $3)",
    [await demoHash(), ammd, cmdi],
  );
  const starts = { before: "2026-03-31 23:59:00", first: "2026-04-01 00:00:00", last: "2027-03-31 23:30:00", next: "2027-04-01 00:15:00" };
  for (const [name, start] of Object.entries(starts)) {
    await db.db.query(
      `INSERT INTO opportunity (sfid, name, stagename, start_date_time__c, end_date_time__c, assigned_ammd__c, assigned_cmdi__c)
       VALUES ($1, $2, 'Execution', $3, $3::timestamp + interval '3 hours', $4, $5)`,
      [`006FY${name.toUpperCase().padEnd(13, "X")}`, `FY ${name}`, start, ammd, cmdi],
    );
  }
  await db.db.query(
    "INSERT INTO opportunity (name, stagename, start_date_time__c, assigned_cmdi__c) VALUES ('FY no sfid', 'Planning', '2026-06-01 10:00', $1)",
    [cmdi],
  );
  const names = (r: { body: { rows?: Record<string, unknown>[] } }) => (r.body.rows ?? []).map((w) => w.name).sort();
  async function at(instant: string, who: "AMMD" | "CMDI", op: string) {
    const app = await testApp(db.db, { now: () => new Date(instant) });
    try {
      const token = (await login(app.app, who, who === "AMMD" ? "9111111111" : "9111111112")).body.token;
      return names(await query(app.app, token, op, {}));
    } finally {
      await app.app.close();
    }
  }
  // 18:00 UTC on 31 March 2027 is 23:30 in India: still 31 March, the year that began 1 April 2026
  assert.equal(await at("2027-03-31T18:00:00Z", "AMMD", "workshops.ammd"), ["FY first", "FY last"]);
  // 18:30 UTC is midnight in India: 1 April 2027, a new year; the list holds what starts on that day
  assert.equal(
    await at("2027-03-31T18:30:00Z", "AMMD", "workshops.ammd"),
    ["FY next"],
    "1 April (India): the new year's list holds what starts that day",
  );
  // a day in the year: 1 April 2026 00:00 counts, 31 March 2026 23:59 does not, the future is not started yet
  assert.equal(await at("2026-11-22T06:00:00Z", "AMMD", "workshops.ammd"), ["FY first"]);
  // the whole year for a CMDI: to 31 March 23:30 inclusive, 1 April 00:15 is next year's; no sfid, not listed
  assert.equal(await at("2026-11-22T06:00:00Z", "CMDI", "workshops.mine"), ["FY first", "FY last"]);
  assert.equal(await at("2026-03-31T18:29:00Z", "CMDI", "workshops.mine"), ["FY before"], "31 March 2026 23:59 in India is the year before's");
});

test("demo media: a workshop report is a PDF; a thumbnail is smaller than the picture; a bad width is 400", async () => {
  const pdf = await s.app.inject({ method: "GET", url: "/media/report/3.pdf" });
  assert.is(pdf.statusCode, 200);
  assert.is(pdf.headers["content-type"], "application/pdf");
  assert.is(pdf.rawPayload.subarray(0, 5).toString("latin1"), "%PDF-");
  const full = await s.app.inject({ method: "GET", url: "/media/photo/7.svg" });
  const thumb = await s.app.inject({ method: "GET", url: "/media/photo/7.svg?w=160" });
  assert.is(thumb.statusCode, 200);
  assert.match(thumb.body, 'width="160" height="120"');
  assert.ok(thumb.rawPayload.length < full.rawPayload.length / 2, `${thumb.rawPayload.length} < ${full.rawPayload.length}/2`);
  for (const w of ["0", "5000", "abc", "-3"]) assert.is((await s.app.inject({ method: "GET", url: `/media/photo/7.svg?w=${w}` })).statusCode, 400, w);
});

test("demo media: .png is the same picture as a raster image, at the asked width in the picture's proportions", async () => {
  const png = await s.app.inject({ method: "GET", url: "/media/content/12.png?w=320" });
  assert.is(png.statusCode, 200);
  assert.is(png.headers["content-type"], "image/png");
  const b = png.rawPayload;
  assert.equal([...b.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "a PNG signature");
  assert.equal([b.readUInt32BE(16), b.readUInt32BE(20)], [320, 240], "IHDR: 320 x 240");
  const rows = inflateSync(b.subarray(41, 41 + b.readUInt32BE(33)));
  assert.is(rows.length, (320 * 3 + 1) * 240, "every row of RGB pixels");
  assert.not.equal([...rows.subarray(1, 4)], [...rows.subarray(rows.length - 3)], "a picture, not a flat colour");
  const again = await s.app.inject({ method: "GET", url: "/media/content/12.png?w=320" });
  assert.ok(again.rawPayload.equals(b), "the same picture every time");
  const other = await s.app.inject({ method: "GET", url: "/media/content/13.png?w=320" });
  assert.not.ok(other.rawPayload.equals(b), "another item, another picture");
  const news = await s.app.inject({ method: "GET", url: "/media/news/2.png?w=600" });
  assert.equal([news.rawPayload.readUInt32BE(16), news.rawPayload.readUInt32BE(20)], [600, 200]);
  assert.is((await s.app.inject({ method: "GET", url: "/media/content/12.png?w=5000" })).statusCode, 400);
  for (const url of ["/media/ettc/1.png", "/media/secret/1.png", "/media/content/0.png"]) {
    assert.is((await s.app.inject({ method: "GET", url })).statusCode, 404, url);
  }
});

test.run();
