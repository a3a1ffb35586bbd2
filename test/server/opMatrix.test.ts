// Every operation against every role, generated from the registry (issue 17): for each op in
// ALL_OPS (present and future), each role's session, and params aimed at another CMDI's records,
// the answer is a refusal or rows of the caller's own scope, never the other scope's; and a
// fast-check property sends random and hostile params (NUL, unpaired surrogates, huge strings,
// prototype keys, wrong types, deep nesting) to every op: never a 500, never internals.
// How each op is called lives in ./opParams.ts; an op without an entry there fails here.
import { test } from "uvu";
import { TRAINING_STATUSES } from "../../src/codecs/training.ts";
import * as assert from "uvu/assert";
import * as fc from "fast-check";
import { randomBytes } from "node:crypto";
import { ROLES } from "../../src/codecs/role.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import { defineRead, exactParams } from "../../src/codecs/contract.ts";
import { defineOp, type Op } from "../../server/ops/registry.ts";
import * as t from "io-ts";
import { login, openSeededDb, testApp, type TestApp, type TestDb } from "./harness.ts";
import { healthReportOf } from "../unit/fixtures.ts";
import {
  missingGenerators,
  OP_PARAMS,
  SUPER_READS_EVERY_SCOPE,
  SUPER_WRITES_EVERY_SCOPE,
  validOutletValues,
  validPlanValues,
  type Targets,
} from "./opParams.ts";

let db: TestDb;
let s: TestApp;
let targets: Targets;
/** the signed-in callers of scope A: one per demo account (every role, and the super admin) */
const callers: Array<{ who: string; role: string; token: string }> = [];
/** the other scope's CMDI, for the control that the marker is visible to its owner */
let ownerOfForeign = "";
/** texts that only the other scope's records hold */
let foreignTexts: string[] = [];

const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;

/** The other scope's records as they are stored: the matrix must leave them exactly so. */
const foreignSnapshot = async (cmdi: string) =>
  JSON.stringify([
    await rows("SELECT * FROM outlets WHERE cmdi_name__c = $1 ORDER BY id", [cmdi]),
    await rows("SELECT * FROM wss_territory_mapping__c WHERE assigned_cmdi__c = $1 ORDER BY id", [cmdi]),
    await rows("SELECT id, name, phone, active__c FROM account WHERE assigned_cmdi__c = $1 ORDER BY id", [cmdi]),
    await rows(
      "SELECT p.id, p.stored_file_id FROM training_photo p JOIN campaign c ON c.id = p.campaign_id WHERE c.assigned_cmdi__c = $1 ORDER BY p.id",
      [cmdi],
    ),
    await rows("SELECT h.* FROM hpa__c h JOIN account a ON a.sfid = h.fcp__c WHERE a.assigned_cmdi__c = $1 ORDER BY h.id", [cmdi]),
    await rows("SELECT c.* FROM container__c c JOIN account a ON a.sfid = c.fcp__c WHERE a.assigned_cmdi__c = $1 ORDER BY c.id", [cmdi]),
    await rows(
      "SELECT m.* FROM container_member__c m JOIN container__c c ON c.id = m.container_id JOIN account a ON a.sfid = c.fcp__c WHERE a.assigned_cmdi__c = $1 ORDER BY m.id",
      [cmdi],
    ),
    await rows("SELECT * FROM lead__c WHERE cmdi__c = $1 ORDER BY id", [cmdi]),
    await rows("SELECT h.* FROM lead_history__c h JOIN lead__c l ON l.id = h.lead__c WHERE l.cmdi__c = $1 ORDER BY h.id", [cmdi]),
  ]);
let foreignCmdi = "";

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db, { config: { logLevel: "error" } });
  for (const d of [DEMO_FCP, DEMO_CMDI, DEMO_AMMD, DEMO_SUPER])
    callers.push({ who: d.label, role: d.role, token: (await login(s.app, d.role, d.mobile)).body.token });
  // the other scope: a second CMDI, its outlets and WSS mappings, and an FCP assigned to it, marked
  const marker = `FOREIGN${randomBytes(4).toString("hex").toUpperCase()}`;
  // a CMDI reporting to another AMMD than the demo one (the demo AMMD oversees her CMDIs' FCPs and payments)
  const cmdi = (
    await rows(
      "SELECT id, sfid, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 AND reporting_to_ammd__c IS DISTINCT FROM $2 ORDER BY id LIMIT 1",
      [DEMO_CMDI.sfid, DEMO_AMMD.sfid],
    )
  )[0];
  foreignCmdi = cmdi.sfid;
  const outlet = (await rows("SELECT id FROM outlets WHERE cmdi_name__c = $1 ORDER BY id LIMIT 1", [cmdi.sfid]))[0];
  const code = `${marker}C`;
  await db.db.query("UPDATE outlets SET outletname__c = $2, outletcode__c = $3 WHERE id = $1", [outlet.id, `${marker} Paints`, code]);
  await db.db.query(
    "UPDATE wss_territory_mapping__c SET name = $2 WHERE id = (SELECT id FROM wss_territory_mapping__c WHERE assigned_cmdi__c = $1 ORDER BY id LIMIT 1)",
    [cmdi.sfid, `${marker} WSS`],
  );
  const fcp = (
    await rows("SELECT id, sfid FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 ORDER BY id LIMIT 1", [FCP_RECORD_TYPE, cmdi.sfid])
  )[0];
  await db.db.query("UPDATE account SET name = $2 WHERE id = $1", [fcp.id, `${marker} Fcp`]);
  await db.db.query("UPDATE product_user__c SET name = $2 WHERE id = $1", [cmdi.id, `${marker} Cmdi`]);
  foreignTexts = [marker, cmdi.sfid, fcp.sfid];
  // an HPA of that FCP, its name marked
  const hpa = (
    await rows("UPDATE hpa__c SET name = $2 WHERE id = (SELECT id FROM hpa__c WHERE fcp__c = $1 ORDER BY id LIMIT 1) RETURNING id, mobile__c", [
      fcp.sfid,
      `${marker} Hpa`,
    ])
  )[0];
  // a container of that FCP, its name marked
  const container = (
    await rows("UPDATE container__c SET name = $2 WHERE id = (SELECT id FROM container__c WHERE fcp__c = $1 ORDER BY id LIMIT 1) RETURNING id", [
      fcp.sfid,
      `${marker} Container`,
    ])
  )[0];
  // an Interested lead of that CMDI, assigned to that FCP, its name marked
  const lead = (
    await rows(
      "UPDATE lead__c SET name = $3, fcp__c = $2 WHERE id = (SELECT id FROM lead__c WHERE cmdi__c = $1 AND status__c = 'Interested' ORDER BY id LIMIT 1) RETURNING id, mobile__c",
      [cmdi.sfid, fcp.sfid, `${marker} Lead`],
    )
  )[0];
  const workshop = (await rows("SELECT id FROM opportunity WHERE assigned_cmdi__c = $1 ORDER BY id LIMIT 1", [cmdi.sfid]))[0];
  const content = (await rows("SELECT id FROM content_categorization__c WHERE active__c ORDER BY id LIMIT 1"))[0];
  // a photo of one of the other CMDI's trainings, uploaded by them (its file name marked)
  const training = (
    await rows("SELECT id FROM campaign WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[]) ORDER BY id LIMIT 1", [
      cmdi.sfid,
      [...TRAINING_STATUSES],
    ])
  )[0];
  const file = (
    await rows(
      "INSERT INTO stored_file (owner_sfid, uploaded_by, kind, sha256, mime, size, file_name) VALUES ($1, $2, 'training', $3, 'image/png', 3, $4) RETURNING id",
      [cmdi.sfid, `product_user:${cmdi.id}`, "e".repeat(64), `${marker}.png`],
    )
  )[0];
  await db.db.query("INSERT INTO file_bytes (file_id, bytes) VALUES ($1, $2)", [file.id, Buffer.from([1, 2, 3])]);
  const photo = (
    await rows("INSERT INTO training_photo (campaign_id, stored_file_id, uploaded_by) VALUES ($1, $2, $3) RETURNING id", [
      training.id,
      file.id,
      `product_user:${cmdi.id}`,
    ])
  )[0];
  targets = {
    foreign: {
      outletId: outlet.id,
      outletCode: code,
      marker,
      workshopId: workshop.id,
      cmdiSfid: cmdi.sfid,
      contentId: content.id,
      fcpId: fcp.id,
      trainingId: training.id,
      trainingPhotoId: photo.id,
      hpaId: hpa.id,
      hpaMobile: hpa.mobile__c,
      containerId: container.id,
      leadId: lead.id,
      leadMobile: lead.mobile__c,
    },
    outletValues: validOutletValues("Matrix Paints"),
    planValues: validPlanValues((await rows("SELECT sfid FROM article__c WHERE active__c ORDER BY id LIMIT 1"))[0].sfid),
  };
  ownerOfForeign = (await login(s.app, "CMDI", cmdi.mobile)).body.token;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

let keyNo = 0;
/** Sends one request as raw JSON text (so own `__proto__` keys and unpaired surrogates go as they are). */
async function send(token: string, op: string, params: unknown, write: boolean) {
  const payload = JSON.stringify({ op, params });
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload,
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      ...(write ? { "idempotency-key": `matrix-${++keyNo}-${process.pid}` } : {}),
    },
  });
  return { status: r.statusCode, text: r.body };
}

const leaked = (text: string) => foreignTexts.find((x) => text.includes(x));
/** The super admin reads every person's workshops (spec 6): for these ops, every scope is theirs. */
const readsEveryScope = (op: string, who: string) => who === DEMO_SUPER.label && SUPER_READS_EVERY_SCOPE.has(op);

test("every op has a params generator, and every generated params set passes its op's codec", () => {
  assert.equal(missingGenerators(ALL_OPS), [], "add the ops above to OP_PARAMS in test/server/opParams.ts");
  for (const op of ALL_OPS) {
    for (const p of OP_PARAMS.get(op.name)!(targets)) {
      const d = op.decode(p);
      assert.ok(d.ok, `${op.name} ${JSON.stringify(p).slice(0, 80)}: ${d.ok ? "" : d.message}`);
    }
  }
  // the check itself: an op nobody described is named
  const newOp: Op = defineOp(defineRead("reports.secret", { roles: "any", params: exactParams({ id: t.number }), row: t.unknown }), async () => []);
  assert.equal(missingGenerators([...ALL_OPS, newOp]), ["reports.secret"]);
});

test("every op x every role x the other scope's records: a refusal or the caller's own rows, never another scope's; its records unchanged", async () => {
  for (const role of ROLES)
    assert.ok(
      callers.some((c) => c.role === role),
      `a caller with role ${role}`,
    );
  const before = await foreignSnapshot(foreignCmdi);
  const seen: string[] = [];
  for (const op of ALL_OPS) {
    for (const params of OP_PARAMS.get(op.name)!(targets)) {
      for (const caller of callers) {
        const what = `${op.name} as ${caller.who} with ${JSON.stringify(params).slice(0, 60)}`;
        const r = await send(caller.token, op.name, params, op.write);
        assert.ok([200, 400, 403, 404, 409, 422].includes(r.status), `${what}: ${r.status} ${r.text.slice(0, 200)}`);
        if (!readsEveryScope(op.name, caller.who))
          assert.is(leaked(r.text), undefined, `${what} answered another scope's data: ${r.text.slice(0, 300)}`);
        seen.push(`${op.name}:${caller.who}:${r.status}`);
      }
    }
  }
  assert.is(await foreignSnapshot(foreignCmdi), before, "the other scope's outlets, WSS mappings and FCPs are as they were");
  // the other scope's CMDI sees its marked records through the same ops (so a leak would be seen)
  let visible = 0;
  for (const op of ALL_OPS.filter((o) => !o.write)) {
    for (const params of OP_PARAMS.get(op.name)!(targets)) if (leaked((await send(ownerOfForeign, op.name, params, false)).text)) visible++;
  }
  assert.ok(visible >= 3, `the owner of the other scope sees its marked records (${visible} answers)`);
  assert.ok(seen.includes("outlets.update:CMDI:404") && seen.includes("outlets.update:FCP:403"), seen.join(" "));
});

// ---- the fuzz ----

const PROTO_KEYS = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype"];
const protoKey = fc.constantFrom(...PROTO_KEYS);
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom("\u0000", "a\u0000b", "\uD800", "x\uDFFFy", "\uDBFF\uDBFF", "😀", "'; DROP TABLE outlets; --", "%_\\%", "1 OR 1=1", "   ", ""),
  protoKey,
  fc.constantFrom(101, 501, 5_000, 70_000).map((n) => "é".repeat(n)),
);
const hostileScalar = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -0, 1e308, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
);
/** Lists nested `depth` deep, built only when the request is written (so a counterexample prints short). */
class Deep {
  constructor(readonly depth: number) {}
  toJSON(): unknown {
    let v: unknown = [];
    for (let i = 1; i < this.depth; i++) v = [v];
    return v;
  }
  [fc.toStringMethod](): string {
    return `Deep(${this.depth})`;
  }
}
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, hostileScalar, tie("list"), tie("object"), tie("deep")),
  list: fc.array(tie("value"), { maxLength: 3 }),
  object: fc.dictionary(fc.oneof(protoKey, fc.string({ unit: "binary", maxLength: 8 })), tie("value"), { maxKeys: 3 }),
  deep: fc.constantFrom(33, 2_000).map((n) => new Deep(n)),
}));

/** A copy of plain objects and lists (Deep values and scalars are kept as they are). */
const copyOf = (x: unknown): unknown =>
  Array.isArray(x)
    ? x.map(copyOf)
    : x && typeof x === "object" && !(x instanceof Deep)
      ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, copyOf(v)]))
      : x;

/** Text PostgreSQL cannot store: NUL, unpaired surrogates (high, low, two highs). */
const POISON = ["\u0000", "\uD800", "\uDFFF", "\uDBFF\uDBFF"];

type Place = { parent: Record<string, unknown> | unknown[]; key: string | number };
/** Every place (an object's key or a list's position, at any depth) of a copy of `params`, and the copy. */
function placesOf(params: unknown): { copy: unknown; places: Place[] } {
  const copy = copyOf(params);
  const places: Place[] = [];
  const walk = (x: unknown) => {
    if (Array.isArray(x))
      x.forEach((y, i) => {
        places.push({ parent: x, key: i });
        walk(y);
      });
    else if (x && typeof x === "object" && !(x instanceof Deep))
      for (const [k, y] of Object.entries(x)) {
        places.push({ parent: x as Record<string, unknown>, key: k });
        walk(y);
      }
  };
  walk(copy);
  return { copy, places };
}
const get = (p: Place) => (p.parent as Record<string | number, unknown>)[p.key];
const set = (p: Place, v: unknown) => {
  (p.parent as Record<string | number, unknown>)[p.key] = v;
};

/** `params` with the value at one of its places replaced by `v` (or `v` itself when it has none). */
function replaceAt(params: unknown, pick: number, v: unknown): unknown {
  const { copy, places } = placesOf(params);
  if (places.length === 0) return v;
  set(places[pick % places.length]!, v);
  return copy;
}

/** `params` with a poison character put into one of its strings (at `at`), so the rest stays valid. */
function poisonAt(params: unknown, pick: number, at: number, poison: string): unknown {
  const { copy, places } = placesOf(params);
  const strings = places.filter((p) => typeof get(p) === "string");
  if (strings.length === 0) return replaceAt(params, pick, `abc${poison}def`);
  const place = strings[pick % strings.length]!;
  const text = get(place) as string;
  const i = at % (text.length + 1);
  set(place, text.slice(0, i) + poison + text.slice(i));
  return copy;
}

function paramsArbitrary(op: Op): fc.Arbitrary<unknown> {
  const valid = OP_PARAMS.get(op.name)!(targets);
  const base = fc.constantFrom(...valid);
  const key = fc.oneof(protoKey, fc.string({ unit: "binary", maxLength: 8 }));
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(base, fc.nat(), fc.nat(), fc.constantFrom(...POISON)).map(([p, i, at, x]) => poisonAt(p, i, at, x)) },
    { weight: 2, arbitrary: fc.tuple(base, fc.nat(), hostileValue).map(([p, i, v]) => replaceAt(p, i, v)) },
    { weight: 1, arbitrary: fc.tuple(base, key, hostileValue).map(([p, k, v]) => ({ ...(p as object), [k]: v })) },
    { weight: 1, arbitrary: fc.tuple(base, fc.nat(), protoKey, hostileValue).map(([p, i, k, v]) => replaceAt(p, i, { [k]: v })) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: base },
  );
}

/** Words that only an error's internals would show: stack frames, SQL errors, driver names, object dumps. */
const INTERNALS =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d|SQLSTATE|syntax error|relation "|column "|violates|invalid input syntax|pglite|node-postgres|\[object |TypeError|RangeError|is not a function|Cannot read prop/i;

test("fuzz: random and hostile params to every op as every role: never a 500, never internals, never another scope's rows", async () => {
  const runs = Number(process.env.FUZZ_RUNS ?? 250);
  const seed = Number(process.env.FUZZ_SEED ?? 20261117);
  const opName = fc.oneof({ weight: 19, arbitrary: fc.constantFrom(...ALL_OPS.map((o) => o.name)) }, { weight: 1, arbitrary: hostileText });
  const request = opName.chain((name) => {
    const op = ALL_OPS.find((o) => o.name === name);
    return fc.record({
      name: fc.constant(name),
      write: fc.constant(op?.write ?? false),
      params: op ? paramsArbitrary(op) : hostileValue,
      caller: fc.constantFrom(...callers),
    });
  });
  const before = await foreignSnapshot(foreignCmdi);
  await fc.assert(
    fc.asyncProperty(request, async ({ name, write, params, caller }) => {
      // the super admin's people writes may change anyone (their fuzz is people.test.ts's)
      if (caller.who === DEMO_SUPER.label && SUPER_WRITES_EVERY_SCOPE.has(name)) return;
      const r = await send(caller.token, name, params, write);
      // 409: a workshop whose stage or version is not the one the op needs (decisions 024, 030)
      if (r.status >= 500 || ![200, 400, 403, 404, 409, 413, 422].includes(r.status)) throw new Error(`${r.status} ${r.text.slice(0, 300)}`);
      const body = JSON.parse(r.text) as { rows?: unknown[]; error?: unknown; message?: unknown };
      if (r.status === 200) {
        if (!Array.isArray(body.rows)) throw new Error(`200 without rows: ${r.text.slice(0, 200)}`);
        const leak = leaked(r.text);
        if (leak && !readsEveryScope(name, caller.who)) throw new Error(`another scope's data (${leak}): ${r.text.slice(0, 300)}`);
      } else {
        if (typeof body.error !== "string" || typeof body.message !== "string") throw new Error(`not a refusal body: ${r.text.slice(0, 200)}`);
        if (INTERNALS.test(r.text)) throw new Error(`internals in the answer: ${r.text.slice(0, 300)}`);
      }
    }),
    { numRuns: runs, seed },
  );
  assert.is(await foreignSnapshot(foreignCmdi), before, "the other scope's records are as they were");
  assert.not.match(s.logs(), /request failed|operation failed/, "no 500 was logged");
});

test("fuzz: hostile health reports riding on a refresh (decision 078), as every role: the refresh answered, never a 500, stored only for the caller", async () => {
  const runs = Number(process.env.FUZZ_RUNS ?? 250);
  const seed = Number(process.env.FUZZ_SEED ?? 20261117);
  const valid = healthReportOf({ errors: [{ message: "boom", top: "/assets/a.js:1:2", at: 1_764_000_000_000 }] });
  const health = fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...POISON)).map(([i, at, x]) => poisonAt(valid, i, at, x)) },
    { weight: 3, arbitrary: fc.tuple(fc.nat(), hostileValue).map(([i, v]) => replaceAt(valid, i, v)) },
    { weight: 1, arbitrary: fc.tuple(protoKey, hostileValue).map(([k, v]) => ({ ...valid, [k]: v })) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(valid) },
  );
  const before = await foreignSnapshot(foreignCmdi);
  await fc.assert(
    fc.asyncProperty(health, fc.constantFrom(...callers), async (h, caller) => {
      const r = await s.app.inject({
        method: "POST",
        url: "/api/query",
        payload: JSON.stringify({ op: "news.list", params: {}, sync: null, health: h }),
        headers: { "content-type": "application/json", authorization: `Bearer ${caller.token}` },
      });
      if (r.statusCode !== 200 && r.statusCode !== 400 && r.statusCode !== 413) throw new Error(`${r.statusCode} ${r.body.slice(0, 300)}`);
      if (r.statusCode !== 200 && INTERNALS.test(r.body)) throw new Error(`internals in the answer: ${r.body.slice(0, 300)}`);
    }),
    { numRuns: runs, seed },
  );
  // the reports stored are the callers' own (the demo people's), none of another person's
  const subjects = (await rows("SELECT DISTINCT subject FROM app_device_health")).map((x) => x.subject as string);
  const own = (await rows("SELECT DISTINCT subject_kind || ':' || subject_id AS s FROM app_session WHERE token_hash IS NOT NULL")).map(
    (x) => x.s as string,
  );
  assert.ok(
    subjects.every((x) => own.includes(x)),
    subjects.join(" "),
  );
  assert.is(await foreignSnapshot(foreignCmdi), before);
  assert.not.match(s.logs(), /request failed|operation failed/, "no 500 was logged");
});

test.run();
