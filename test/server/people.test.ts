// The super admin manages people (issue 46 item 1; decision 077), through POST /api/query on the
// seeded demo data: only the super admin may call the ops; an added FCP gets an SMS invitation whose
// code sets their own password through Forgot Password; a mobile in use, a CMDI who is not one, a
// wrong record type are refused at their field; switching someone off ends their sessions at once,
// drops their pushes and refuses their sign-in with a clear message, keeping their records; a move
// takes the FCP's workshops (those awaiting a CMDI included), leads and HPAs to the new CMDI in the
// same transaction.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as fc from "fast-check";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ACCOUNT_OFF } from "../../src/codecs/auth.ts";
import { PEOPLE_MESSAGES as M } from "../../src/codecs/peopleAdmin.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { SMS_OUTBOX_FILE } from "../../server/sms/sms.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok: Record<"fcp" | "cmdi" | "ammd" | "super", string> = { fcp: "", cmdi: "", ammd: "", super: "" };
let otherCmdi = { id: 0, sfid: "", name: "" };

const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
let keyNo = 0;
const write = (op: string, params: unknown, token = tok.super) =>
  query(s.app, token, op, params, { "idempotency-key": `people-test-${++keyNo}-${Date.now()}` });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  s.app.inject({ method: "POST", url, payload: payload as object, headers }).then((r) => ({ status: r.statusCode, body: r.body ? r.json() : null }));
const fcpValues = (over: Record<string, string> = {}) => ({
  kind: "FCP",
  name: "Kavita Joshi",
  mobile: "98200 11111",
  fcp_type: "Teacher",
  cmdi: DEMO_CMDI.sfid,
  ammd: "",
  ...over,
});
function outbox(): Array<{ to: string; text: string }> {
  const file = join(s.dataDir, SMS_OUTBOX_FILE);
  return existsSync(file)
    ? readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
}
const lastCode = (mobile: string) => {
  const m = outbox()
    .filter((x) => x.to === mobile)
    .at(-1);
  assert.ok(m, `an SMS to ${mobile}`);
  const code = /code (\d{6})/.exec(m!.text)?.[1];
  assert.ok(code, m!.text);
  return code!;
};

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  tok.fcp = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  tok.cmdi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  tok.ammd = (await login(s.app, "AMMD", DEMO_AMMD.mobile)).body.token;
  tok.super = (await login(s.app, "AMMD", DEMO_SUPER.mobile)).body.token;
  otherCmdi = (
    await rows("SELECT id, sfid, name FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 AND active__c IS NOT FALSE ORDER BY id LIMIT 1", [
      DEMO_CMDI.sfid,
    ])
  )[0];
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("only the super admin may call the people ops; the list has every FCP, CMDI and AMMD with their managers", async () => {
  for (const who of ["fcp", "cmdi", "ammd"] as const) {
    assert.is((await query(s.app, tok[who], "people.list", {})).status, 403, who);
    assert.is((await write("people.deactivate", { kind: "FCP", id: 1 }, tok[who])).status, 403, who);
  }
  const r = await query(s.app, tok.super, "people.list", {});
  assert.is(r.status, 200);
  const list = r.body.rows!;
  const asha = list.find((p) => p.kind === "FCP" && p.sfid === DEMO_FCP.sfid)!;
  assert.equal([asha.name, asha.cmdi, asha.cmdi_name, asha.active, asha.password_set], [DEMO_FCP.name, DEMO_CMDI.sfid, DEMO_CMDI.name, true, true]);
  const ravi = list.find((p) => p.kind === "CMDI" && p.sfid === DEMO_CMDI.sfid)!;
  assert.equal([ravi.ammd, ravi.ammd_name], [DEMO_AMMD.sfid, DEMO_AMMD.name]);
  assert.ok(list.some((p) => p.kind === "AMMD"));
});

test("people by name (decision 112): Manage People's, the super admin's and a manager's lists and their pages, case aside, the key last", async () => {
  const byName = <R extends { name: string | null }>(rows: readonly R[], key: (r: R) => string) => {
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!,
        b = rows[i]!;
      const [x, y] = [(a.name ?? "\uffff").toLowerCase(), (b.name ?? "\uffff").toLowerCase()];
      assert.ok(x < y || (x === y && key(a) !== key(b)), `${a.name} before ${b.name}`);
    }
    return rows.length;
  };
  type Named = { name: string | null; kind?: string; type?: string; id: number };
  const people = (await query(s.app, tok.super, "people.list", {})).body.rows! as unknown as Named[];
  assert.ok(byName(people, (p) => `${p.kind}:${p.id}`) > 20);
  const superPeople = (await query(s.app, tok.super, "super.people", {})).body.rows! as unknown as Named[];
  assert.ok(byName(superPeople, (p) => `${p.type}:${p.id}`) > 20);
  const fcps = (await query(s.app, tok.cmdi, "fcps.list", { status: "all" })).body.rows! as unknown as Named[];
  assert.ok(byName(fcps, (f) => String(f.id)) > 2);
  // a page of the server continues the list in the same order
  const page = (await query(s.app, tok.super, "people.list.page", { offset: 5, limit: 10 })).body.rows![0] as unknown as {
    rows: { kind: string; id: number }[];
  };
  assert.equal(
    page.rows.map((p) => `${p.kind}:${p.id}`),
    people.slice(5, 15).map((p) => `${p.kind}:${p.id}`),
  );
});

test("adding an FCP under a CMDI: the CMDI sees them at once; the SMS invitation's code sets their own password", async () => {
  const r = await write("people.add", { values: fcpValues() });
  assert.is(r.status, 200, JSON.stringify(r.body));
  const a = r.body.rows![0]!;
  assert.equal([a.kind, a.invited], ["FCP", true]);
  const stored = (await rows("SELECT name, phone, assigned_cmdi__c, assigned_ammd__c, user_type__c, sfid FROM account WHERE id = $1", [a.id]))[0];
  assert.equal(
    [stored.name, stored.phone, stored.assigned_cmdi__c, stored.assigned_ammd__c, stored.user_type__c],
    ["Kavita Joshi", "9820011111", DEMO_CMDI.sfid, DEMO_AMMD.sfid, "Teacher"],
  );
  assert.match(stored.sfid, /^APP[A-Za-z0-9]{15}$/);
  // the CMDI's list has her
  const mine = await query(s.app, tok.cmdi, "fcps.list", { status: "all" });
  assert.ok(mine.body.rows!.some((f) => f.id === a.id));
  // no password was set by anyone: she cannot sign in yet
  assert.is((await login(s.app, "FCP", "9820011111", "anything")).status, 401);
  const code = lastCode("9820011111");
  assert.ok(outbox().at(-1)!.text.includes("Forgot Password"), "the SMS says how to use the code");
  // asking for a code (Forgot Password) keeps the invitation's: nothing new is sent
  const before = outbox().length;
  assert.is((await post("/api/auth/otp", { role: "FCP", mobile: "9820011111" })).status, 200);
  assert.is(outbox().length, before, "the invitation's code stands");
  const v = await post("/api/auth/otp/verify", { role: "FCP", mobile: "9820011111", otp: code });
  assert.is(v.status, 200, JSON.stringify(v.body));
  assert.is((await post("/api/auth/password", { resetToken: v.body.resetToken, password: "her-own-secret" })).status, 204);
  assert.is((await login(s.app, "FCP", "9820011111", "her-own-secret")).status, 200, "she signs in with her own password");
  const listed = (await query(s.app, tok.super, "people.list", {})).body.rows!.find((p) => p.kind === "FCP" && p.id === a.id)!;
  assert.equal([listed.password_set, typeof listed.invited_at], [true, "string"]);
});

test("a mobile in use, a CMDI who is not one, a missing record type or CMDI: refused at the field, nothing added", async () => {
  const count = async () =>
    (await rows("SELECT count(*)::int AS n FROM account"))[0].n + (await rows("SELECT count(*)::int AS n FROM product_user__c"))[0].n;
  const n = await count();
  const inUse = await write("people.add", { values: fcpValues({ mobile: DEMO_CMDI.mobile }) });
  assert.equal([inUse.status, inUse.body.message, (inUse.body as { field?: string }).field], [409, M.mobileInUse, "mobile"]);
  const fcpsNumber = await write("people.add", {
    values: { kind: "CMDI", name: "X", mobile: DEMO_FCP.mobile, fcp_type: "", cmdi: "", ammd: DEMO_AMMD.sfid },
  });
  assert.equal([fcpsNumber.status, fcpsNumber.body.message], [409, M.mobileInUse]);
  const notCmdi = await write("people.add", { values: fcpValues({ mobile: "9820022222", cmdi: DEMO_AMMD.sfid }) });
  assert.equal([notCmdi.status, notCmdi.body.message, (notCmdi.body as { field?: string }).field], [400, M.notCmdi, "cmdi"]);
  const noCmdi = await write("people.add", { values: fcpValues({ mobile: "9820022222", cmdi: "" }) });
  assert.equal([noCmdi.status, noCmdi.body.message], [400, M.cmdiRequired]);
  const noType = await write("people.add", { values: fcpValues({ mobile: "9820022222", fcp_type: "Wizard" }) });
  assert.equal([noType.status, (noType.body as { field?: string }).field], [400, "fcp_type"]);
  const notAmmd = await write("people.add", {
    values: { kind: "CMDI", name: "X", mobile: "9820022222", fcp_type: "", cmdi: "", ammd: DEMO_CMDI.sfid },
  });
  assert.equal([notAmmd.status, notAmmd.body.message], [400, M.notAmmd]);
  const badMobile = await write("people.add", { values: fcpValues({ mobile: "12" }) });
  assert.is(badMobile.status, 400);
  assert.is(await count(), n, "nothing added");
});

test("adding a CMDI under an AMMD and an AMMD; editing a name and number; a role cannot change", async () => {
  const c = await write("people.add", {
    values: { kind: "CMDI", name: "Neha Shah", mobile: "9820033333", fcp_type: "", cmdi: "", ammd: DEMO_AMMD.sfid },
  });
  assert.is(c.status, 200, JSON.stringify(c.body));
  const id = c.body.rows![0]!.id as number;
  assert.equal((await rows("SELECT type__c, reporting_to_ammd__c FROM product_user__c WHERE id = $1", [id]))[0], {
    type__c: "CMDI",
    reporting_to_ammd__c: DEMO_AMMD.sfid,
  });
  const m = await write("people.add", { values: { kind: "AMMD", name: "Arun Rao", mobile: "9820044444", fcp_type: "", cmdi: "", ammd: "" } });
  assert.is(m.status, 200);
  const e = await write("people.edit", {
    kind: "CMDI",
    id,
    values: { kind: "CMDI", name: "Neha S. Shah", mobile: "9820055555", fcp_type: "", cmdi: "", ammd: "" },
  });
  assert.is(e.status, 200, JSON.stringify(e.body));
  assert.equal((await rows("SELECT name, login_mobile_number__c FROM product_user__c WHERE id = $1", [id]))[0], {
    name: "Neha S. Shah",
    login_mobile_number__c: "9820055555",
  });
  assert.is(
    (await rows("SELECT count(*)::int AS n FROM app_otp WHERE subject = $1", [`product_user:${id}`]))[0].n,
    0,
    "the old number's code is gone",
  );
  const k = await write("people.edit", {
    kind: "CMDI",
    id,
    values: { kind: "FCP", name: "N", mobile: "9820055555", fcp_type: "Teacher", cmdi: DEMO_CMDI.sfid, ammd: "" },
  });
  assert.equal([k.status, k.body.message], [400, M.kindChanged]);
  const taken = await write("people.edit", {
    kind: "CMDI",
    id,
    values: { kind: "CMDI", name: "N", mobile: DEMO_FCP.mobile, fcp_type: "", cmdi: "", ammd: "" },
  });
  assert.equal([taken.status, taken.body.message], [409, M.mobileInUse]);
  assert.is((await write("people.edit", { kind: "FCP", id: 2_000_000_000, values: fcpValues() })).status, 404);
});

test("switching off ends the sessions at once, stops the pushes, refuses the sign-in clearly; records stay; switching on again", async () => {
  const fcp = (
    await rows(
      "SELECT id, sfid, phone FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 AND active__c IS NOT FALSE AND sfid <> $3 ORDER BY id LIMIT 1",
      [FCP_RECORD_TYPE, DEMO_CMDI.sfid, DEMO_FCP.sfid],
    )
  )[0];
  const signed = await login(s.app, "FCP", fcp.phone);
  assert.is(signed.status, 200);
  assert.is((await query(s.app, signed.body.token, "me.account", {})).status, 200);
  await db.db.query("INSERT INTO app_push_subscription (owner, endpoint, p256dh, auth) VALUES ($1, 'https://push.example/x1', 'k', 'a')", [fcp.sfid]);
  const workshops = (await rows("SELECT count(*)::int AS n FROM opportunity WHERE accountid = $1", [fcp.sfid]))[0].n;
  const d = await write("people.deactivate", { kind: "FCP", id: fcp.id });
  assert.is(d.status, 200, JSON.stringify(d.body));
  assert.ok((d.body.rows![0]!.sessions_ended as number) >= 1);
  const after = await query(s.app, signed.body.token, "me.account", {});
  assert.equal([after.status, after.body.error], [401, "account_deactivated"]);
  assert.is((await rows("SELECT count(*)::int AS n FROM app_push_subscription WHERE owner = $1", [fcp.sfid]))[0].n, 0);
  const refused = await login(s.app, "FCP", fcp.phone);
  assert.equal([refused.status, refused.body.error, refused.body.message], [401, "account_off", ACCOUNT_OFF]);
  assert.is((await rows("SELECT count(*)::int AS n FROM opportunity WHERE accountid = $1", [fcp.sfid]))[0].n, workshops, "their records stay");
  assert.is((await write("people.invite", { kind: "FCP", id: fcp.id })).status, 409, "no invitation while switched off");
  // the super admin cannot switch themself off
  const own = (await rows("SELECT id FROM product_user__c WHERE sfid = $1", [DEMO_SUPER.sfid]))[0].id;
  assert.equal((await write("people.deactivate", { kind: "AMMD", id: own })).body.message, M.ownAccount);
  assert.is((await write("people.reactivate", { kind: "FCP", id: fcp.id })).status, 200);
  assert.is((await login(s.app, "FCP", fcp.phone)).status, 200, "on again, they sign in");
});

test("moving an FCP to another CMDI takes their workshops (those awaiting a CMDI say so), leads and HPAs along at once", async () => {
  const fcp = (
    await rows(
      `SELECT a.id, a.sfid FROM account a WHERE a.recordtypeid = $1 AND a.assigned_cmdi__c = $2 AND a.sfid <> $3
          AND EXISTS (SELECT 1 FROM opportunity o WHERE o.accountid = a.sfid) ORDER BY a.id LIMIT 1`,
      [FCP_RECORD_TYPE, DEMO_CMDI.sfid, DEMO_FCP.sfid],
    )
  )[0];
  const w = (await rows("SELECT id FROM opportunity WHERE accountid = $1 ORDER BY id LIMIT 1", [fcp.sfid]))[0];
  await db.db.query("UPDATE opportunity SET stagename = 'Awaiting Workshop Confirmation' WHERE id = $1", [w.id]);
  await db.db.query("UPDATE lead__c SET fcp__c = $1 WHERE id = (SELECT id FROM lead__c WHERE cmdi__c = $2 ORDER BY id LIMIT 1)", [
    fcp.sfid,
    DEMO_CMDI.sfid,
  ]);
  const total = (await rows("SELECT count(*)::int AS n FROM opportunity WHERE accountid = $1", [fcp.sfid]))[0].n;
  // an AMMD is not a CMDI; the same CMDI is no move
  assert.equal((await write("people.move", { kind: "FCP", id: fcp.id, values: { to: DEMO_AMMD.sfid } })).body.message, M.notCmdi);
  assert.equal((await write("people.move", { kind: "FCP", id: fcp.id, values: { to: DEMO_CMDI.sfid } })).body.message, M.sameManager);
  const r = await write("people.move", { kind: "FCP", id: fcp.id, values: { to: otherCmdi.sfid } });
  assert.is(r.status, 200, JSON.stringify(r.body));
  const a = r.body.rows![0]!;
  assert.ok((a.awaiting_moved as number) >= 1);
  assert.is(a.workshops_moved, total);
  assert.equal((await rows("SELECT assigned_cmdi__c, cmdi_name__c FROM opportunity WHERE id = $1", [w.id]))[0], {
    assigned_cmdi__c: otherCmdi.sfid,
    cmdi_name__c: otherCmdi.name,
  });
  assert.is((await rows("SELECT count(*)::int AS n FROM lead__c WHERE fcp__c = $1 AND cmdi__c <> $2", [fcp.sfid, otherCmdi.sfid]))[0].n, 0);
  // the old CMDI no longer sees the FCP or the workshop; the new one does
  assert.not.ok((await query(s.app, tok.cmdi, "fcps.list", { status: "all" })).body.rows!.some((f) => f.id === fcp.id));
  assert.is((await query(s.app, tok.cmdi, "workshops.details", { id: w.id })).status, 404);
  const mobile = (await rows("SELECT login_mobile_number__c AS m FROM product_user__c WHERE id = $1", [otherCmdi.id]))[0].m;
  const other = (await login(s.app, "CMDI", mobile)).body.token;
  assert.ok((await query(s.app, other, "fcps.list", { status: "all" })).body.rows!.some((f) => f.id === fcp.id));
});

test("moving a CMDI to another AMMD moves their FCPs' and workshops' AMMD; an AMMD cannot be moved", async () => {
  const ammd = (
    await rows("SELECT sfid FROM product_user__c WHERE type__c = 'AMMD' AND sfid <> $1 AND super_admin__c IS NOT TRUE ORDER BY id LIMIT 1", [
      DEMO_AMMD.sfid,
    ])
  )[0];
  const cmdi = (await rows("SELECT id, sfid FROM product_user__c WHERE sfid = $1", [otherCmdi.sfid]))[0];
  const r = await write("people.move", { kind: "CMDI", id: cmdi.id, values: { to: ammd.sfid } });
  assert.is(r.status, 200, JSON.stringify(r.body));
  assert.is(
    (
      await rows("SELECT count(*)::int AS n FROM account WHERE assigned_cmdi__c = $1 AND assigned_ammd__c IS DISTINCT FROM $2", [
        cmdi.sfid,
        ammd.sfid,
      ])
    )[0].n,
    0,
  );
  assert.is(
    (
      await rows("SELECT count(*)::int AS n FROM opportunity WHERE assigned_cmdi__c = $1 AND assigned_ammd__c IS DISTINCT FROM $2", [
        cmdi.sfid,
        ammd.sfid,
      ])
    )[0].n,
    0,
  );
  const m = (await rows("SELECT id FROM product_user__c WHERE sfid = $1", [DEMO_AMMD.sfid]))[0];
  assert.equal((await write("people.move", { kind: "AMMD", id: m.id, values: { to: ammd.sfid } })).body.message, M.cannotMove);
});

test("sending the invitation again: a new code, the old one no longer works", async () => {
  const id = (await rows("SELECT id FROM account WHERE phone = '9820011111'"))[0].id;
  const first = await write("people.invite", { kind: "FCP", id });
  assert.equal([first.status, first.body.rows?.[0]?.invited], [200, true]);
  const old = lastCode("9820011111");
  await write("people.invite", { kind: "FCP", id });
  const fresh = lastCode("9820011111");
  if (old !== fresh) assert.is((await post("/api/auth/otp/verify", { role: "FCP", mobile: "9820011111", otp: old })).status, 400);
  assert.is((await post("/api/auth/otp/verify", { role: "FCP", mobile: "9820011111", otp: fresh })).status, 200);
});

test("fuzz: hostile params to the people ops as the super admin: never a 500, never internals", async () => {
  const valid: Array<[string, unknown]> = [
    ["people.add", { values: fcpValues({ mobile: "9820077777" }) }],
    ["people.edit", { kind: "FCP", id: 1, values: fcpValues({ mobile: "9820088888" }) }],
    ["people.deactivate", { kind: "FCP", id: 2_000_000_000 }],
    ["people.reactivate", { kind: "CMDI", id: 2_000_000_000 }],
    ["people.move", { kind: "FCP", id: 2_000_000_000, values: { to: DEMO_CMDI.sfid } }],
    ["people.invite", { kind: "AMMD", id: 2_000_000_000 }],
    ["people.list", {}],
  ];
  const hostile = fc.oneof(
    fc.string({ unit: "binary", maxLength: 12 }),
    fc.constantFrom("\u0000", "\uD800", "'; DROP TABLE account; --", "", "   ", "é".repeat(5_000), "__proto__", "CMDI", "AMMD"),
    fc.integer(),
    fc.constantFrom(0, -1, 1.5, 2 ** 31, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 2 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  );
  /** `params` with the value at one of its places (at any depth) replaced by `v`. */
  const mutate = (params: unknown, pick: number, v: unknown): unknown => {
    const copy = JSON.parse(JSON.stringify(params)) as Record<string, unknown>;
    const places: Array<[Record<string, unknown>, string]> = [];
    const walk = (o: Record<string, unknown>) => {
      for (const [k, x] of Object.entries(o)) {
        places.push([o, k]);
        if (x && typeof x === "object") walk(x as Record<string, unknown>);
      }
    };
    walk(copy);
    if (places.length === 0) return v;
    const [o, k] = places[pick % places.length]!;
    o[k] = v;
    return copy;
  };
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...valid), fc.nat(), hostile, async ([op, params], pick, v) => {
      const r = await write(op, mutate(params, pick, v));
      if (r.status >= 500 || ![200, 400, 404, 409, 413].includes(r.status))
        throw new Error(`${op} ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      if (/SQLSTATE|syntax error|relation "|column "|violates|node_modules/.test(JSON.stringify(r.body))) throw new Error(JSON.stringify(r.body));
    }),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 150), seed: Number(process.env.FUZZ_SEED ?? 20261128) },
  );
  assert.not.match(s.logs(), /request failed|operation failed/, "no 500 was logged");
});

test.run();
