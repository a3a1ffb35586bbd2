// Containers (issue 25; decision 043): list, create, update and remove through POST /api/query on
// the seeded demo data, for every role; another scope's container is never seen (404) nor changed;
// bad values a 400 at their field; a foreign HPA as a member a 404 at the members field; a taken
// name a 409 at the name field; each write is done once per idempotency key.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { Container, CONTAINER_MESSAGES, type ContainerValues } from "../../src/codecs/container.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { generate } from "../../server/db/gen/index.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok: Record<"asha" | "ravi" | "meera" | "otherFcp", string> = {} as never;
let otherFcpSfid = "";
let mine: number[] = [];
let foreignHpa = 0;
let foreignContainer = 0;

const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
let keyNo = 0;
const newKey = () => ({ "idempotency-key": `container-test-${++keyNo}-${Date.now()}` });
const ids = (r: { body: { rows?: Record<string, unknown>[] } }) => (r.body.rows ?? []).map((o) => o.id as number);
const values = (over: Partial<ContainerValues> = {}): ContainerValues => ({
  name: "Teachers of DPS",
  description: "",
  members: mine.slice(0, 2),
  ...over,
});
const write = (token: string, op: string, params: unknown, headers = newKey()) => query(s.app, token, op, params, headers);
const field = (r: { body: unknown }) => (r.body as { field?: string }).field;
const count = async (sql: string, params: unknown[] = []) => (await rows(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n as number;
const containerIds = async (where: string, params: unknown[]) =>
  (
    await rows(
      `SELECT c.id FROM container__c c JOIN account a ON a.sfid = c.fcp__c AND a.recordtypeid = $1 WHERE c.isdeleted IS NOT TRUE AND ${where} ORDER BY c.id DESC`,
      [FCP_RECORD_TYPE, ...params],
    )
  ).map((r) => r.id as number);

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  const cmdi = (
    await rows("SELECT sfid FROM product_user__c WHERE type__c = 'CMDI' AND reporting_to_ammd__c IS DISTINCT FROM $1 ORDER BY id LIMIT 1", [
      DEMO_AMMD.sfid,
    ])
  )[0];
  const fcp = (
    await rows("SELECT sfid, phone FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 ORDER BY id LIMIT 1", [FCP_RECORD_TYPE, cmdi.sfid])
  )[0];
  otherFcpSfid = fcp.sfid;
  const signIn = async (role: string, mobile: string) => (await login(s.app, role, mobile)).body.token as string;
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.meera = await signIn("AMMD", DEMO_AMMD.mobile);
  tok.otherFcp = await signIn("FCP", fcp.phone);
  mine = (await rows("SELECT id FROM hpa__c WHERE fcp__c = $1 ORDER BY id", [DEMO_FCP.sfid])).map((r) => r.id as number);
  foreignHpa = (await rows("SELECT id FROM hpa__c WHERE fcp__c = $1 ORDER BY id LIMIT 1", [otherFcpSfid]))[0].id;
  foreignContainer = (await rows("SELECT id FROM container__c WHERE fcp__c = $1 ORDER BY id LIMIT 1", [otherFcpSfid]))[0].id;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("demo data: every FCP with HPAs has one container of some of their own HPAs", async () => {
  const fcps = await count("(SELECT DISTINCT fcp__c FROM hpa__c WHERE fcp__c IS NOT NULL) x");
  assert.is(await count("container__c"), fcps);
  assert.is(await count("(SELECT fcp__c FROM container__c GROUP BY fcp__c HAVING count(*) > 1) x"), 0, "one each");
  assert.is(
    await count(
      "container_member__c m JOIN container__c c ON c.id = m.container_id JOIN hpa__c h ON h.id = m.hpa_id WHERE h.fcp__c IS DISTINCT FROM c.fcp__c",
    ),
    0,
    "every member is its container's FCP's own HPA",
  );
  assert.ok((await count("container_member__c m JOIN container__c c ON c.id = m.container_id WHERE c.fcp__c = $1", [DEMO_FCP.sfid])) >= 2);
  assert.is(await count("(SELECT container_id FROM container_member__c GROUP BY container_id HAVING count(*) < 2) x"), 0, "two members at least");
});

test("demo data: --scale scales the containers with the FCPs; a member is named by its HPA's place in the generated rows", () => {
  const today = new Date(2026, 10, 26);
  const one = generate({ seed: 42, scale: 1, today });
  const ten = generate({ seed: 42, scale: 10, today });
  assert.ok(ten.container__c.length >= 8 * one.container__c.length, `${one.container__c.length} -> ${ten.container__c.length}`);
  for (const d of [one, ten])
    for (const m of d.container_member__c) {
      const c = d.container__c[(m.container_id as number) - 1]!;
      assert.is(d.hpa__c[(m.hpa_id as number) - 1]!.fcp__c, c.fcp__c);
    }
});

test("containers.list: an FCP their own, a CMDI their FCPs', an AMMD their CMDIs' FCPs'; never another scope's", async () => {
  const asha = await query(s.app, tok.asha, "containers.list", {});
  assert.is(asha.status, 200);
  assert.ok(t.array(Container).is(asha.body.rows));
  assert.equal(ids(asha), await containerIds("c.fcp__c = $2", [DEMO_FCP.sfid]));
  const first = asha.body.rows![0] as Container;
  assert.ok(first.members.length >= 2 && first.members.every((m) => m.kind === "hpa" && mine.includes(m.id)));
  assert.is(first.fcp_name, DEMO_FCP.name);
  const ravi = await query(s.app, tok.ravi, "containers.list", {});
  assert.equal(ids(ravi), await containerIds("a.assigned_cmdi__c = $2", [DEMO_CMDI.sfid]));
  assert.ok(ids(ravi).includes(first.id));
  const meera = await query(s.app, tok.meera, "containers.list", {});
  assert.equal(ids(meera), await containerIds("left(a.assigned_ammd__c, 15) = left($2, 15)", [DEMO_AMMD.sfid]));
  for (const r of [asha, ravi, meera]) assert.not.ok(ids(r).includes(foreignContainer), "no other scope's container");
  assert.ok(ids(await query(s.app, tok.otherFcp, "containers.list", {})).includes(foreignContainer), "its own FCP sees it");
  assert.is((await query(s.app, tok.asha, "containers.list", { fcp: otherFcpSfid })).status, 400, "the scope cannot be passed in");
});

test("containers.create: an FCP makes one of their HPAs; it is listed with them; managers may not", async () => {
  const r = await write(tok.asha, "containers.create", { values: values({ description: " School staff " }) });
  assert.is(r.status, 200);
  const id = ids(r)[0]!;
  assert.equal((await rows("SELECT fcp__c, name, description__c FROM container__c WHERE id = $1", [id]))[0], {
    fcp__c: DEMO_FCP.sfid,
    name: "Teachers of DPS",
    description__c: "School staff",
  });
  const listed = (await query(s.app, tok.asha, "containers.list", {})).body.rows![0] as Container;
  assert.equal([listed.id, listed.members.map((m) => m.id).sort()], [id, mine.slice(0, 2).sort()]);
  for (const token of [tok.ravi, tok.meera])
    assert.equal((await write(token, "containers.create", { values: values({ name: "Manager's" }) })).status, 403);
});

test("containers.create/update: bad values are a 400 at their field; a foreign HPA a 404 at members; a taken name a 409 at name; nothing written", async () => {
  const before = [await count("container__c"), await count("container_member__c")];
  const cases: Array<[Partial<ContainerValues> | Record<string, unknown>, number, string, string]> = [
    [{ name: "  " }, 400, "name", CONTAINER_MESSAGES.name],
    [{ name: "x".repeat(121) }, 400, "name", "Name is too long (at most 120 characters)"],
    [{ description: "x".repeat(501) }, 400, "description", "Purpose is too long (at most 500 characters)"],
    [{ members: [] }, 400, "members", CONTAINER_MESSAGES.members],
    [{ members: ["1"] }, 400, "members", CONTAINER_MESSAGES.memberNotFound],
    [{ members: [0] }, 400, "members", CONTAINER_MESSAGES.memberNotFound],
    [{ members: [mine[0], foreignHpa] }, 404, "members", CONTAINER_MESSAGES.memberNotFound],
    [{ members: [2_000_000_000] }, 404, "members", CONTAINER_MESSAGES.memberNotFound],
    [{ name: "teachers of dps" }, 409, "name", CONTAINER_MESSAGES.nameTaken],
  ];
  assert.is((await write(tok.asha, "containers.create", { values: values({ name: "Teachers of DPS" }) })).status, 409, "made by the test above");
  const own = (await containerIds("c.fcp__c = $2", [DEMO_FCP.sfid])).at(-1)!;
  for (const [over, status, at, message] of cases) {
    const c = await write(tok.asha, "containers.create", { values: values({ name: "Never stored", ...(over as Partial<ContainerValues>) }) });
    assert.equal([c.status, c.body.message, field(c)], [status, message, at], `create ${JSON.stringify(over)}`);
    if (status === 409) continue;
    const u = await write(tok.asha, "containers.update", {
      id: own,
      values: values({ name: "Never stored", ...(over as Partial<ContainerValues>) }),
    });
    assert.equal([u.status, u.body.message, field(u)], [status, message, at], `update ${JSON.stringify(over)}`);
  }
  assert.is(
    (await write(tok.asha, "containers.create", { values: { ...values({ name: "Extra" }), fcp__c: otherFcpSfid } })).status,
    400,
    "no other field",
  );
  assert.is((await write(tok.asha, "containers.update", { id: "x", values: values() })).status, 400);
  assert.equal([await count("container__c"), await count("container_member__c")], before);
});

test("containers.update/remove: the FCP's own only; another's is a 404 and stays as it was", async () => {
  const snapshot = async () =>
    JSON.stringify(
      await rows(
        "SELECT c.*, (SELECT array_agg(hpa_id ORDER BY hpa_id) FROM container_member__c WHERE container_id = c.id) AS m FROM container__c c WHERE id = $1",
        [foreignContainer],
      ),
    );
  const before = await snapshot();
  const u = await write(tok.asha, "containers.update", { id: foreignContainer, values: values({ name: "Taken over" }) });
  assert.equal([u.status, u.body.message], [404, CONTAINER_MESSAGES.notFound]);
  assert.is((await write(tok.asha, "containers.remove", { id: foreignContainer })).status, 404);
  for (const token of [tok.ravi, tok.meera]) {
    assert.is((await write(token, "containers.update", { id: foreignContainer, values: values() })).status, 403);
    assert.is((await write(token, "containers.remove", { id: foreignContainer })).status, 403);
  }
  assert.is(await snapshot(), before);
});

test("containers.update: name, purpose and members change; a removed member goes, a kept one stays", async () => {
  const c = ids(await write(tok.asha, "containers.create", { values: values({ name: "Summer", members: [mine[0]!, mine[1]!] }) }))[0]!;
  const r = await write(tok.asha, "containers.update", {
    id: c,
    values: { name: "Summer camp 2026", description: "Camp", members: [mine[1]!, mine[2]!] },
  });
  assert.equal([r.status, ids(r)], [200, [c]]);
  const listed = ((await query(s.app, tok.asha, "containers.list", {})).body.rows as Container[]).find((x) => x.id === c)!;
  assert.equal([listed.name, listed.description, listed.members.map((m) => m.id).sort()], ["Summer camp 2026", "Camp", [mine[1], mine[2]].sort()]);
  // its own name again is not a clash
  assert.is(
    (await write(tok.asha, "containers.update", { id: c, values: { name: "SUMMER CAMP 2026", description: "", members: [mine[1]!] } })).status,
    200,
  );
});

test("containers.update from a version (decision 079): a field nobody else touched merges, a field both changed is a conflict that writes nothing; no base: the last write wins", async () => {
  const c = ids(await write(tok.asha, "containers.create", { values: values({ name: "Versioned", members: [mine[0]!, mine[1]!] }) }))[0]!;
  const listed = async () => ((await query(s.app, tok.asha, "containers.list", {})).body.rows as Container[]).find((x) => x.id === c)!;
  const start = await listed();
  assert.is(start.version, 1, "a new container is at version 1");
  const from: ContainerValues = { name: "Versioned", description: "", members: [mine[0]!, mine[1]!] };
  const base = { version: 1, values: from };
  // phone A: the purpose, from the version both started from
  const a = await write(tok.asha, "containers.update", { id: c, values: { ...from, description: "Phone A" }, base });
  assert.equal(a.body.rows, [{ id: c, version: 2 }], JSON.stringify(a.body));
  // phone B, from the same version: the members only (nobody else touched them): merged, A's purpose kept
  const b = await write(tok.asha, "containers.update", { id: c, values: { ...from, members: [mine[0]!, mine[2]!] }, base });
  assert.equal(b.body.rows, [{ id: c, version: 3 }], JSON.stringify(b.body));
  const merged = await listed();
  assert.equal(
    [merged.name, merged.description, merged.members.map((m) => m.id).sort((x, y) => x - y), merged.version],
    ["Versioned", "Phone A", [mine[0]!, mine[2]!].sort((x, y) => x - y), 3],
  );
  // phone C, from the same old version: the purpose too (both changed it, differently) and the name: refused whole
  const before = await rows("SELECT * FROM container__c WHERE id = $1", [c]);
  const membersBefore = await rows("SELECT hpa_id FROM container_member__c WHERE container_id = $1 AND isdeleted IS NOT TRUE ORDER BY hpa_id", [c]);
  const x = (await write(tok.asha, "containers.update", {
    id: c,
    values: { ...from, name: "Renamed C", description: "Phone C" },
    base,
  })) as unknown as {
    status: number;
    body: { error: string; message: string; conflict: { version: number; current: Record<string, string>; fields: string[] } };
  };
  assert.equal(
    [x.status, x.body.error, x.body.message],
    [409, "conflict", "Someone else changed this since you started. Choose which values to keep."],
  );
  assert.equal(x.body.conflict.fields, ["description"]);
  assert.is(x.body.conflict.version, 3);
  assert.equal(x.body.conflict.current, {
    name: "Versioned",
    description: "Phone A",
    members: [mine[0]!, mine[2]!].sort((p, q) => p - q).join(","),
  });
  assert.equal(await rows("SELECT * FROM container__c WHERE id = $1", [c]), before, "a conflict changes nothing");
  assert.equal(
    await rows("SELECT hpa_id FROM container_member__c WHERE container_id = $1 AND isdeleted IS NOT TRUE ORDER BY hpa_id", [c]),
    membersBefore,
  );
  // the members both changed, differently, are one conflicting field too
  const m = (await write(tok.asha, "containers.update", { id: c, values: { ...from, members: [mine[1]!] }, base })) as unknown as {
    status: number;
    body: { conflict: { fields: string[] } };
  };
  assert.equal([m.status, m.body.conflict.fields], [409, ["members"]]);
  // the answer to the conflict: from the version it named, with C's purpose and name
  const now = { version: 3, values: { name: "Versioned", description: "Phone A", members: [mine[0]!, mine[2]!] } };
  const answer = await write(tok.asha, "containers.update", {
    id: c,
    values: { ...now.values, name: "Renamed C", description: "Phone C" },
    base: now,
  });
  assert.equal(answer.body.rows, [{ id: c, version: 4 }]);
  // a write without a base (recorded or queued before versions) is the last write, as before, and moves the version
  const old = await write(tok.asha, "containers.update", { id: c, values: { name: "Old Write", description: "", members: [mine[1]!] } });
  assert.equal(old.body.rows, [{ id: c, version: 5 }]);
  const end = await listed();
  assert.equal([end.name, end.description, end.members.map((mm) => mm.id)], ["Old Write", null, [mine[1]!]]);
});

test("containers.remove: gone from the lists, its name free again; the same key removes once", async () => {
  const c = ids(await write(tok.asha, "containers.create", { values: values({ name: "Festival" }) }))[0]!;
  const key = newKey();
  const a = await write(tok.asha, "containers.remove", { id: c }, key);
  const b = await write(tok.asha, "containers.remove", { id: c }, key);
  assert.equal([a.status, b.status, ids(b)], [200, 200, [c]]);
  assert.not.ok(ids(await query(s.app, tok.asha, "containers.list", {})).includes(c));
  assert.not.ok(ids(await query(s.app, tok.ravi, "containers.list", {})).includes(c));
  assert.is((await write(tok.asha, "containers.remove", { id: c })).status, 404, "a new key: already gone");
  assert.is((await write(tok.asha, "containers.create", { values: values({ name: "Festival" }) })).status, 200, "the name is free");
});

test("containers.create: the same idempotency key writes once and answers the same id", async () => {
  const key = newKey();
  const a = await write(tok.asha, "containers.create", { values: values({ name: "Once" }) }, key);
  const b = await write(tok.asha, "containers.create", { values: values({ name: "Once" }) }, key);
  assert.equal([a.status, b.status], [200, 200]);
  assert.equal(ids(a), ids(b));
  assert.is(await count("container__c WHERE name = 'Once'"), 1);
});

test.run();
