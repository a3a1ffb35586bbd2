// The device windows of the people and trainings lists (decision 092) on the seeded demo data
// (PGlite, or PostgreSQL with TEST_DATABASE_URL), each with a cap small enough to bite at scale 1:
// super.people and people.list (the staff kept, then the first FCPs by name), fcps.list (per
// status), the AMMD's trainings.approvals and the CMDI's trainings.list (the ones still to happen
// or awaiting approval kept). A load with `sync` answers the window and the server's total; the page ops answer the
// rest by the list's params, filters and search, in the caller's scope only.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Contract } from "../../src/codecs/contract.ts";
import { fcpsList, type FcpRow } from "../../src/codecs/people.ts";
import { type ManagedPerson, peopleList } from "../../src/codecs/peopleAdmin.ts";
import { superPeople, type PersonRow } from "../../src/codecs/superAdmin.ts";
import { trainingsList, type Training } from "../../src/codecs/training.ts";
import { trainingsApprovals, type ApprovalTraining } from "../../src/codecs/trainingApproval.ts";
import { type ListWindow, windowed } from "../../src/codecs/window.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import { DEMO_AMMD, DEMO_CMDI } from "../../server/db/demo.ts";
import { demoTokens, firstSync, login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

const CAP = 3;
let db: TestDb;
let s: TestApp;
let tokens: Record<"fcp" | "cmdi" | "ammd" | "super", string>;
let otherCmdi: string;
let otherAmmd: string;

type Windowed = Contract<string, any, any, false> & { window: ListWindow };
const LISTS: Windowed[] = [superPeople, peopleList, fcpsList, trainingsApprovals, trainingsList];

test.before(async () => {
  db = await openSeededDb();
  // the same ops, each list windowed at CAP rows
  const small = new Map(LISTS.map((c) => [c.name, windowed(c, { ...c.window, cap: CAP })]));
  const ops = ALL_OPS.map((op) => (small.has(op.name) ? { ...op, contract: small.get(op.name)! } : op));
  s = await testApp(db.db, { ops });
  tokens = await demoTokens(s.app);
  const other = async (type: string, sfid: string) => {
    const m = (
      await db.db.query<{ mobile: string }>(
        "SELECT login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = $1 AND sfid <> $2 AND super_admin__c IS NOT TRUE ORDER BY id LIMIT 1",
        [type, sfid],
      )
    ).rows[0]!.mobile;
    return (await login(s.app, type, m)).body.token as string;
  };
  otherCmdi = await other("CMDI", DEMO_CMDI.sfid);
  otherAmmd = await other("AMMD", DEMO_AMMD.sfid);
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

const sync = <R>(token: string, op: string, params: unknown) => firstSync<R>(s.app, token, op, params);
const whole = async <R>(token: string, op: string, params: unknown) => (await query(s.app, token, op, params)).body.rows as unknown as R[];
async function page<R>(token: string, op: string, params: Record<string, unknown>) {
  const r = await query(s.app, token, `${op}.page`, params);
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.rows![0] as unknown as { total: number; offset: number; rows: R[] };
}
/** Each row's key (a person's id is unique within their type only). */
const ids = (rows: readonly { id: number; type?: string | null }[]) => rows.map((r) => `${r.type ?? ""}:${r.id}`);

/** The window's rows are the list's, in its order: every open one (up to the cap), then the first others. */
function isWindowOf<R extends { id: number; type?: string | null }>(got: R[], all: R[], w: ListWindow<R>) {
  const keys = ids(all);
  const at = ids(got).map((k) => keys.indexOf(k));
  assert.ok(
    at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]!)),
    "rows of the list, in its order",
  );
  const open = w.open ?? (() => false);
  const opens = all.filter(open);
  assert.is(got.filter(open).length, Math.min(opens.length, CAP), "every open row kept, up to the cap");
  const room = Math.max(0, CAP - opens.length);
  assert.equal(ids(got.filter((r) => !open(r))), ids(all.filter((r) => !open(r)).slice(0, room)), "then the first others");
}

test("super.people: the staff kept, then the first FCPs by name; a tab's page by search; only a super admin", async () => {
  const all = await whole<PersonRow>(tokens.super, "super.people", {});
  const got = await sync<PersonRow>(tokens.super, "super.people", {});
  assert.is(got.sync.total, all.length);
  assert.is(got.rows.length, CAP);
  isWindowOf(got.rows, all, superPeople.window);
  // the list is by name, case aside (decision 112)
  const names = all.map((p) => (p.name ?? "\uffff").toLowerCase());
  assert.ok(
    names.every((x, i) => i === 0 || x >= names[i - 1]!),
    "by name",
  );
  // a tab is the list's param: the ETTC tab's people are FCPs with a download
  const ettc = await whole<PersonRow>(tokens.super, "super.people", { tab: "ETTC" });
  assert.equal(ids(ettc), ids(all.filter((p) => p.type === "FCP" && p.ettc_download__c !== null)));
  assert.is((await sync<PersonRow>(tokens.super, "super.people", { tab: "ETTC" })).sync.total, undefined, "a tab's list is not windowed");
  const fcp = all.find((p) => p.type === "FCP" && p.name)!;
  const word = fcp.name!.split(" ")[0]!;
  const found = await page<PersonRow>(tokens.super, "super.people", { offset: 0, limit: 200, params: { tab: "FCP" }, search: word.toLowerCase() });
  assert.ok(found.rows.some((p) => p.type === "FCP" && p.id === fcp.id));
  assert.ok(found.rows.every((p) => p.type === "FCP" && `${p.name} ${p.sfid}`.toLowerCase().includes(word.toLowerCase())));
  for (const who of [tokens.fcp, tokens.cmdi, tokens.ammd])
    assert.is((await query(s.app, who, "super.people.page", { offset: 0, limit: 10 })).status, 403);
  assert.is((await query(s.app, tokens.super, "super.people.page", { offset: 0, limit: 10, filters: { type: "FCP" } })).status, 400);
  assert.is((await query(s.app, tokens.super, "super.people.page", { offset: 0, limit: 10, params: { tab: "Admin" } })).status, 400);
});

test("people.list: the staff kept, then the first FCPs by name; a page by role and search (managers' names too); only a super admin", async () => {
  const all = await whole<ManagedPerson>(tokens.super, "people.list", {});
  const got = await sync<ManagedPerson>(tokens.super, "people.list", {});
  assert.is(got.sync.total, all.length);
  assert.is(got.rows.length, CAP);
  const typed = (rows: ManagedPerson[]) => rows.map((p) => ({ ...p, type: p.kind }));
  isWindowOf(typed(got.rows), typed(all), { ...peopleList.window, open: (r) => r.kind !== "FCP" });
  // an FCP found by a word of their CMDI's name, the FCPs only
  const fcp = all.find((p) => p.kind === "FCP" && p.cmdi_name && !got.rows.some((r) => r.kind === "FCP" && r.id === p.id))!;
  const word = fcp.cmdi_name!.split(" ")[0]!.toUpperCase();
  const found = await page<ManagedPerson>(tokens.super, "people.list", { offset: 0, limit: 200, filters: { kind: "FCP" }, search: word });
  assert.ok(
    found.rows.some((p) => p.kind === "FCP" && p.id === fcp.id),
    "a person past the window",
  );
  assert.ok(
    found.rows.every((p) => p.kind === "FCP" && `${p.name} ${p.mobile} ${p.cmdi_name} ${p.ammd_name}`.toLowerCase().includes(word.toLowerCase())),
  );
  assert.is(
    found.total,
    all.filter((p) => p.kind === "FCP" && [p.name, p.mobile, p.cmdi_name, p.ammd_name].join(" ").toLowerCase().includes(word.toLowerCase())).length,
  );
  for (const who of [tokens.fcp, tokens.cmdi, tokens.ammd])
    assert.is((await query(s.app, who, "people.list.page", { offset: 0, limit: 10 })).status, 403);
  assert.is((await query(s.app, tokens.super, "people.list.page", { offset: 0, limit: 10, filters: { active: "true" } })).status, 400);
});

test("fcps.list: each status's window of the first by name, its total; the page by status and search, the manager's FCPs only", async () => {
  for (const [who, token] of [
    ["CMDI", tokens.cmdi],
    ["AMMD", tokens.ammd],
  ] as const) {
    for (const status of ["all", "active"] as const) {
      const all = await whole<FcpRow>(token, "fcps.list", { status });
      assert.ok(all.length > CAP, `${who} has more than ${CAP} ${status} FCPs`);
      const got = await sync<FcpRow>(token, "fcps.list", { status });
      assert.is(got.sync.total, all.length);
      isWindowOf(got.rows, all, fcpsList.window);
    }
  }
  const all = await whole<FcpRow>(tokens.cmdi, "fcps.list", { status: "all" });
  const p1 = await page<FcpRow>(tokens.cmdi, "fcps.list", { offset: 0, limit: 2, params: { status: "all" } });
  assert.is(p1.total, all.length);
  assert.equal(ids(p1.rows), ids(all.slice(0, 2)));
  const sap = all.find((f) => f.sap_code__c)!.sap_code__c!;
  const bySap = await page<FcpRow>(tokens.cmdi, "fcps.list", { offset: 0, limit: 200, params: { status: "all" }, search: sap });
  assert.ok(bySap.rows.length >= 1 && bySap.rows.every((f) => [f.name, f.sap_code__c, f.phone, f.email__c, f.billingcity].join(" ").includes(sap)));
  const inactive = await page<FcpRow>(tokens.cmdi, "fcps.list", { offset: 0, limit: 200, params: { status: "inactive" } });
  assert.ok(inactive.rows.every((f) => !f.active));
  // another CMDI's page never holds Ravi's FCPs
  const theirs = await page<FcpRow>(otherCmdi, "fcps.list", { offset: 0, limit: 200, params: { status: "all" }, search: sap });
  assert.ok(theirs.rows.every((f) => f.assigned_cmdi__c !== DEMO_CMDI.sfid));
  assert.is((await query(s.app, tokens.fcp, "fcps.list.page", { offset: 0, limit: 10, params: { status: "all" } })).status, 403);
  assert.is((await query(s.app, tokens.cmdi, "fcps.list.page", { offset: 0, limit: 10 })).status, 400, "the status is the list's param");
  assert.is(
    (await query(s.app, tokens.cmdi, "fcps.list.page", { offset: 0, limit: 10, params: { status: "all" }, filters: { active: "true" } })).status,
    400,
  );
});

test("trainings.approvals: the latest starting awaiting approval up to the cap, the total; the rest paged, the AMMD's only", async () => {
  const all = await whole<ApprovalTraining>(tokens.ammd, "trainings.approvals", {});
  assert.ok(all.length > CAP, `the demo AMMD has more than ${CAP} trainings awaiting (${all.length})`);
  const starts = all.map((r) => r.startdate ?? "");
  assert.ok(
    starts.every((x, i) => i === 0 || x <= starts[i - 1]!),
    "latest start first",
  );
  const got = await sync<ApprovalTraining>(tokens.ammd, "trainings.approvals", {});
  assert.is(got.sync.total, all.length);
  assert.equal(ids(got.rows), ids(all.slice(0, CAP)), "every row is open: the first in the list's order, up to the cap");
  const rest = await page<ApprovalTraining>(tokens.ammd, "trainings.approvals", { offset: CAP, limit: 200 });
  assert.is(rest.total, all.length);
  assert.equal(ids(rest.rows), ids(all.slice(CAP)));
  const theirs = await page<ApprovalTraining>(otherAmmd, "trainings.approvals", { offset: 0, limit: 200 });
  assert.ok(
    theirs.rows.every((r) => !all.some((x) => x.id === r.id)),
    "another AMMD's page holds none of Meera's",
  );
  for (const who of [tokens.cmdi, tokens.fcp]) assert.is((await query(s.app, who, "trainings.approvals.page", { offset: 0, limit: 10 })).status, 403);
  assert.is(
    (await query(s.app, tokens.ammd, "trainings.approvals.page", { offset: 0, limit: 10, search: "x", filters: { status: "x" } })).status,
    400,
  );
});

test("trainings.list: the ones to happen or awaiting approval kept past the cap, then the latest; the page by status, the CMDI's only", async () => {
  const all = await whole<Training>(tokens.cmdi, "trainings.list", {});
  assert.ok(all.length > CAP, `the demo CMDI has more than ${CAP} trainings (${all.length})`);
  const got = await sync<Training>(tokens.cmdi, "trainings.list", {});
  assert.is(got.sync.total, all.length);
  isWindowOf(got.rows, all, trainingsList.window);
  const rejected = all.filter((r) => r.status === "AMMD Rejected");
  const p = await page<Training>(tokens.cmdi, "trainings.list", { offset: 0, limit: 200, filters: { status: "AMMD Rejected" } });
  assert.is(p.total, rejected.length);
  assert.equal(ids(p.rows), ids(rejected));
  const theirs = await page<Training>(otherCmdi, "trainings.list", { offset: 0, limit: 200 });
  assert.ok(
    theirs.rows.every((r) => !all.some((x) => x.id === r.id)),
    "another CMDI's page holds none of Ravi's",
  );
  for (const who of [tokens.ammd, tokens.fcp]) assert.is((await query(s.app, who, "trainings.list.page", { offset: 0, limit: 10 })).status, 403);
  assert.is((await query(s.app, tokens.cmdi, "trainings.list.page", { offset: 0, limit: 10, filters: { type: "TTC" } })).status, 400);
});

test.run();
