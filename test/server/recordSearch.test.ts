// The search's server part (issue 47 item 4; decision 082) on the seeded demo data: each role finds
// by name, code or mobile what its own lists show (the server's hits hold every hit the device's
// rule finds in those lists), never a record of another scope, and a query's LIKE wildcards are
// only text. Too short a query finds nothing; too long a query is refused as bad input.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { searchRecords, type RecordHit, type SearchLists } from "../../src/codecs/recordSearch.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok = { FCP: "", CMDI: "", AMMD: "", super: "" };
type Who = keyof typeof tok;
const rows = async <T>(sql: string, params: unknown[] = []) => (await db.db.query<T>(sql, params)).rows;

const search = async (who: Who, q: string): Promise<RecordHit[]> => {
  const r = await query(s.app, tok[who], "search.records", { q });
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.rows as unknown as RecordHit[];
};
const list = async <T>(who: Who, op: string, params: unknown = {}): Promise<T[]> => {
  const r = await query(s.app, tok[who], op, params);
  return r.status === 200 ? (r.body.rows as T[]) : [];
};
/** What a device of `who` holds after opening their lists. */
async function lists(who: Who): Promise<SearchLists> {
  const manager = who === "CMDI" || who === "AMMD";
  return {
    workshops: who === "AMMD" ? await list(who, "workshops.ammd") : who === "super" ? [] : await list(who, "workshops.mine"),
    hpas: await list(who, "hpas.list"),
    leads: await list(who, "leads.list"),
    outlets: await list(who, "outlets.list"),
    fcps: manager ? await list(who, "fcps.list", { status: "all" }) : [],
    people: who === "super" ? await list(who, "people.list") : [],
  };
}
const keys = (hits: readonly RecordHit[]) => hits.map((h) => `${h.kind}:${h.id}`);

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db, { config: { logLevel: "error" } });
  tok.FCP = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  tok.CMDI = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  tok.AMMD = (await login(s.app, "AMMD", DEMO_AMMD.mobile)).body.token;
  tok.super = (await login(s.app, "AMMD", DEMO_SUPER.mobile)).body.token;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("each role finds on the server every hit its lists give on the device, the same hit drawn the same way", async () => {
  let compared = 0;
  for (const who of ["FCP", "CMDI", "AMMD", "super"] as const) {
    const held = await lists(who);
    const role = who === "super" ? "AMMD" : who;
    // queries from the records held: the first three letters of some names, and a mobile's last digits
    const names = [
      held.hpas[0]?.name,
      held.leads[0]?.name,
      held.outlets[0]?.outletname__c,
      held.fcps[0]?.name,
      held.people[0]?.name,
      held.people.at(-1)?.name,
      held.workshops[0]?.name,
    ];
    const queries = names.filter((n): n is string => typeof n === "string" && n.trim().length >= 3).map((n) => n.trim().slice(0, 4));
    const mobile = held.leads[0]?.mobile__c ?? held.hpas[0]?.mobile__c ?? held.people[0]?.mobile;
    if (mobile) queries.push(mobile.slice(-6));
    assert.ok(queries.length >= 2, `${who} holds records to search for`);
    for (const q of queries) {
      const device = searchRecords(held, q, role);
      const server = await search(who, q);
      for (const kind of new Set(device.map((h) => h.kind))) {
        const d = device.filter((h) => h.kind === kind);
        const sv = server.filter((h) => h.kind === kind);
        // a kind the server capped may show other hits; below the cap every device hit is there, drawn alike
        if (sv.length < 20)
          for (const h of d)
            assert.equal(
              sv.find((x) => x.id === h.id),
              h,
              `${who} "${q}": ${kind} ${h.id}`,
            );
        compared += d.length;
      }
    }
  }
  assert.ok(compared >= 8, `hits compared: ${compared}`);
});

test("a record of another scope is never found: another CMDI's outlet, FCP and workshop", async () => {
  const other = (
    await rows<{ sfid: string }>(
      "SELECT sfid FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 AND sfid IS NOT NULL AND reporting_to_ammd__c IS DISTINCT FROM $2 ORDER BY id LIMIT 1",
      [DEMO_CMDI.sfid, DEMO_AMMD.sfid],
    )
  )[0]!;
  const marker = "Zqxsearchmark";
  await db.db.query("INSERT INTO outlets (outletname__c, outletcode__c, cmdi_name__c) VALUES ($1, 'ZQX-1', $2)", [`${marker} Paints`, other.sfid]);
  const [fcp] = await rows<{ id: number }>("SELECT id FROM account WHERE recordtypeid = $2 AND assigned_cmdi__c = $1 ORDER BY id LIMIT 1", [
    other.sfid,
    FCP_RECORD_TYPE,
  ]);
  if (fcp) await db.db.query("UPDATE account SET name = $2 WHERE id = $1", [fcp.id, `${marker} Person`]);
  for (const who of ["FCP", "CMDI", "AMMD"] as const) assert.equal(keys(await search(who, marker)), [], who);
  // the super admin reaches every person (and no outlet: outlets are a CMDI's)
  const seen = await search("super", marker);
  if (fcp)
    assert.ok(
      seen.some((h) => h.kind === "person" && h.id === fcp.id),
      "the super admin finds the person",
    );
  assert.not.ok(seen.some((h) => h.kind === "outlet"));
  // the other CMDI themselves finds their outlet by its code
  const [them] = await rows<{ login_mobile_number__c: string }>("SELECT login_mobile_number__c FROM product_user__c WHERE sfid = $1", [other.sfid]);
  const theirs = (await login(s.app, "CMDI", them!.login_mobile_number__c)).body.token;
  const r = await query(s.app, theirs, "search.records", { q: "zqx-1" });
  assert.is(r.status, 200);
  assert.equal(
    (r.body.rows as unknown as RecordHit[]).map((h) => [h.kind, h.title]),
    [["outlet", `${marker} Paints`]],
  );
});

test("a mobile is found however it is written; LIKE's wildcards are text; a short query finds nothing; a long one is refused", async () => {
  const [lead] = await list<{ id: number; mobile__c: string }>("FCP", "leads.list");
  assert.ok(lead?.mobile__c, "the demo FCP has a lead with a mobile");
  const m = lead!.mobile__c.replace(/\D/g, "");
  assert.ok(keys(await search("FCP", m.slice(2, 9))).includes(`lead:${lead!.id}`), "part of the digits");
  assert.ok(keys(await search("FCP", `${m.slice(0, 5)} ${m.slice(5)}`)).includes(`lead:${lead!.id}`), "digits with a space");
  assert.equal(await search("FCP", "%%"), []);
  assert.equal(await search("FCP", "__"), []);
  assert.equal(await search("CMDI", "a"), []);
  assert.is((await query(s.app, tok.FCP, "search.records", { q: "x".repeat(81) })).status, 400);
  assert.is((await query(s.app, tok.FCP, "search.records", { q: 5 })).status, 400);
  assert.is((await query(s.app, tok.FCP, "search.records", { q: "ab", sql: "1=1" })).status, 400);
});

test.run();
