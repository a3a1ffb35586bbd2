// Findings of the attack-and-fault probe (issue 17) that live in one request: text PostgreSQL
// cannot store, the error log, idempotency keys reused with other params, names looked up on an
// object's prototype, and request size and time limits.
import { test } from "uvu";
import { connect, type Socket } from "node:net";
import { Readable } from "node:stream";
import type { AddressInfo } from "node:net";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { emptyOutletValues, type OutletValues } from "../../src/codecs/outlet.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import { defineRead, exactParams, noParams } from "../../src/codecs/contract.ts";
import { defineOp } from "../../server/ops/registry.ts";
import { login, openSeededDb, query, testApp, until, type TestApp, type TestDb } from "./harness.ts";

/** A read whose SQL fails with its parameter in the database's message (and, on PGlite, in the error object). */
const failing = defineOp(
  defineRead("test.failing", { roles: "any", params: exactParams({ text: t.string }), row: t.type({ x: t.number }) }),
  async ({ db }, p) => (await db.query<{ x: number }>("SELECT $1::int AS x", [p.text])).rows,
);

let db: TestDb;
let s: TestApp;
const tok: Record<"ravi" | "asha" | "meera", string> = {} as never;

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db, { ops: [...ALL_OPS, failing], config: { logLevel: "info" } });
  tok.ravi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  tok.asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  tok.meera = (await login(s.app, "AMMD", DEMO_AMMD.mobile)).body.token;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

let keyNo = 0;
const newKey = () => ({ "idempotency-key": `probe-${++keyNo}-${process.pid}` });
const valid = (over: Partial<OutletValues> = {}): OutletValues => ({
  ...emptyOutletValues(),
  outletname__c: "Probe Paints",
  outletcode__c: "PRB001",
  mobile_no__c: "9876543210",
  state__c: "Maharashtra - 13",
  wss_phone__c: "+91 9876543211",
  tsi_tty_phone__c: "09876543212",
  cluster_bm_mobile_no__c: "919876543213",
  rsm_phone__c: "+91-9876543214",
  ...over,
});
const count = async (sql: string, params: unknown[] = []) =>
  (await db.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

// ---- 5. text PostgreSQL cannot store: a 400 naming the parameter, never a 500 ----

const UNSTORABLE = [
  ["NUL", "Paints\u0000Hub", /contains the NUL character \(U\+0000\)/],
  ["lone high surrogate", "Paints \uD83D Hub", /contains an unpaired surrogate \(U\+D83D\)/],
  ["lone low surrogate", "\uDE00Paints", /contains an unpaired surrogate \(U\+DE00\)/],
] as const;

test("text with NUL or an unpaired surrogate in any outlet field, the search or the op -> 400 naming it; nothing stored", async () => {
  const before = await count("outlets");
  for (const [what, text, message] of UNSTORABLE) {
    const ins = await query(s.app, tok.ravi, "outlets.insert", { values: valid({ outletname__c: text }) }, newKey());
    assert.is(ins.status, 400, `insert, ${what}: ${JSON.stringify(ins.body)}`);
    assert.is(ins.body.error, "bad_request");
    assert.match(ins.body.message!, /^values\.outletname__c /);
    assert.match(ins.body.message!, message);
    const own = (await db.db.query("SELECT id FROM outlets WHERE cmdi_name__c = $1 ORDER BY id LIMIT 1", [DEMO_CMDI.sfid])).rows[0].id;
    const upd = await query(s.app, tok.ravi, "outlets.update", { id: own, values: valid({ address__c: `12 ${text} Road` }) }, newKey());
    assert.is(upd.status, 400, `update, ${what}`);
    assert.match(upd.body.message!, /^values\.address__c /);
    const search = await query(s.app, tok.asha, "outlets.search", { q: `abc${text}` });
    assert.is(search.status, 400, `search, ${what}`);
    assert.match(search.body.message!, /^q contains/);
    const op = await query(s.app, tok.asha, `news.list${text}`, {});
    assert.is(op.status, 400, `op name, ${what}`);
    assert.match(op.body.message!, /^op contains/);
    const key = await query(s.app, tok.asha, "news.list", { [`limit${text}`]: 1 });
    assert.is(key.status, 400, `parameter name, ${what}`);
    assert.match(key.body.message!, /^A parameter name in params contains/);
    const deep = await query(s.app, tok.asha, "news.list", { a: [{ b: [text] }] });
    assert.is(deep.status, 400);
    assert.match(deep.body.message!, /^a\[0\]\.b\[0\] contains/);
  }
  assert.is(await count("outlets"), before);
});

test("params nested deeper than 32 levels -> 400, however deep", async () => {
  for (const depth of [40, 20_000]) {
    const body = `{"op":"news.list","params":{"a":${"[".repeat(depth)}${"]".repeat(depth)}}}`;
    const r = await s.app.inject({
      method: "POST",
      url: "/api/query",
      payload: body,
      headers: { "content-type": "application/json", authorization: `Bearer ${tok.asha}` },
    });
    assert.is(r.statusCode, 400, String(depth));
    assert.match(r.json().message, /nested too deeply/);
  }
});

test("sign-in with NUL or an unpaired surrogate in the mobile or the password -> 400 on that field", async () => {
  for (const [what, text] of UNSTORABLE) {
    const mobile = await login(s.app, "FCP", `90000${text}00001`.slice(0, 12));
    assert.is(mobile.status, 400, `mobile, ${what}: ${JSON.stringify(mobile.body)}`);
    assert.is(mobile.body.field, "mobile");
    const pw = await login(s.app, "FCP", DEMO_FCP.mobile, `demo${text}1234`);
    assert.is(pw.status, 400, `password, ${what}`);
    assert.is(pw.body.field, "password");
    assert.match(pw.body.message!, /^Password contains/);
  }
  const nul = await s.app.inject({ method: "POST", url: "/api/auth/login", payload: { role: "FCP", mobile: "9000000001\u0000", password: "x" } });
  assert.is(nul.statusCode, 400);
});

test("a query that fails in the database: 500 without details, and the error log holds none of its parameter values", async () => {
  const secret = "secret-9000000001";
  const r = await query(s.app, tok.asha, "test.failing", { text: secret });
  assert.is(r.status, 500);
  assert.is(r.body.error, "internal");
  assert.not.ok(JSON.stringify(r.body).includes(secret));
  const logs = s.logs();
  assert.match(logs, /request failed/);
  assert.match(logs, /22P02/, "the database's error code is logged");
  assert.not.ok(logs.includes(secret), "no parameter value in the log");
});

// ---- the error log: a client that went away is no error; a stream that fails is one ----

/** A promise and what settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
/** test.gated answers once `answer` opens, rows enough that the answer is compressed as a stream. */
const started = gate(),
  answer = gate();
const gated = defineOp(defineRead("test.gated", { roles: "any", params: noParams, row: t.type({ text: t.string }) }), async () => {
  started.open();
  await answer.opened;
  return Array.from({ length: 20_000 }, (_, i) => ({ text: `row ${i} ${"x".repeat(100)}` }));
});

/** The log's lines as objects (pino's JSON). */
const logLines = (a: TestApp) =>
  a
    .logs()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { level: number; msg: string; error?: { message?: string } });

test("a client that goes away before the answer's first byte is logged at info, never as an error (Premature close)", async () => {
  const a = await testApp(db.db, { ops: [...ALL_OPS, gated], config: { logLevel: "info" } });
  await a.app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const sock = await open((a.app.server.address() as AddressInfo).port);
    const body = JSON.stringify({ op: "test.gated", params: {} });
    sock.write(
      `POST /api/query HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer ${tok.asha}\r\nAccept-Encoding: br\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    await started.opened;
    sock.destroy();
    const connections = () => new Promise<number>((resolve) => a.app.server.getConnections((_e, n) => resolve(n)));
    await until(async () => (await connections()) === 0, "the server to see the client gone");
    answer.open();
    await until(() => logLines(a).some((l) => l.level >= 50 || /client closed/.test(l.msg)), "the request's end in the log");
    assert.equal(
      logLines(a).filter((l) => l.level >= 40),
      [],
      "nothing at warn or error",
    );
    assert.ok(logLines(a).some((l) => l.level === 30 && l.msg === "the client closed the connection before the answer was sent"));
  } finally {
    await a.app.close();
  }
});

test("an answer's stream that fails, or closes unfinished, with its client still there is still an error: 500 and logged at error", async () => {
  const a = await testApp(db.db, {
    config: { logLevel: "info" },
    routes(app) {
      app.post("/test/failing-stream", (_req, reply) => {
        const failing = new Readable({ read: () => failing.destroy(new Error("disk read failed")) });
        return reply.type("application/json").send(failing);
      });
      app.post("/test/cut-stream", (_req, reply) => {
        const cut = new Readable({ read: () => cut.destroy() });
        return reply.type("application/json").send(cut);
      });
    },
  });
  try {
    for (const [url, message] of [
      ["/test/failing-stream", "disk read failed"],
      ["/test/cut-stream", "Premature close"],
    ] as const) {
      const r = await a.app.inject({ method: "POST", url, payload: {}, headers: { "accept-encoding": "br" } });
      assert.is(r.statusCode, 500, url);
      assert.ok(
        logLines(a).some((l) => l.level === 50 && l.msg === "request failed" && l.error?.message === message),
        `${url}: logged at error`,
      );
    }
    assert.not.match(a.logs(), /client closed/);
  } finally {
    await a.app.close();
  }
});

// ---- 6. an idempotency key is bound to its operation and its params ----

test("the same idempotency key with other values or another record id -> 422 naming the key, never the first answer", async () => {
  const key = newKey();
  const first = await query(s.app, tok.ravi, "outlets.insert", { values: valid({ outletname__c: "Keyed Paints" }) }, key);
  assert.is(first.status, 200);
  const before = await count("outlets");
  const other = await query(s.app, tok.ravi, "outlets.insert", { values: valid({ outletname__c: "Other Paints" }) }, key);
  assert.is(other.status, 422, JSON.stringify(other.body));
  assert.is(other.body.error, "idempotency_key_reused");
  assert.match(other.body.message!, /already used for a different request/);
  assert.is(other.headers["idempotent-replayed"], undefined);
  assert.is(await count("outlets"), before, "the second write did not run either");
  // the same write again, its values given in another order: the first answer
  const reordered = Object.fromEntries(Object.entries(valid({ outletname__c: "Keyed Paints" })).reverse());
  const again = await query(s.app, tok.ravi, "outlets.insert", { values: reordered }, key);
  assert.is(again.status, 200);
  assert.equal(again.body, first.body);
  assert.is(again.headers["idempotent-replayed"], "true");

  const [a, b] = (await db.db.query("SELECT id FROM outlets WHERE cmdi_name__c = $1 ORDER BY id LIMIT 2", [DEMO_CMDI.sfid])).rows.map(
    (r) => r.id as number,
  );
  const delKey = newKey();
  assert.is((await query(s.app, tok.ravi, "outlets.delete", { id: a }, delKey)).status, 200);
  const otherId = await query(s.app, tok.ravi, "outlets.delete", { id: b }, delKey);
  assert.is(otherId.status, 422, "another record id under the same key");
  assert.is(await count("outlets WHERE id = $1", [b]), 1, "the other outlet is still there");
  const updKey = newKey();
  assert.is((await query(s.app, tok.ravi, "outlets.update", { id: b, values: valid({ city_town__c: "Pune" }) }, updKey)).status, 200);
  assert.is((await query(s.app, tok.ravi, "outlets.update", { id: b, values: valid({ city_town__c: "Nashik" }) }, updKey)).status, 422);
  assert.is((await db.db.query("SELECT city_town__c FROM outlets WHERE id = $1", [b])).rows[0].city_town__c, "Pune");
});

test("a key recorded before keys were bound to params (no hash) still replays its answer", async () => {
  const subject = (await db.db.query("SELECT id FROM product_user__c WHERE sfid = $1", [DEMO_CMDI.sfid])).rows[0].id;
  await db.db.query("INSERT INTO app_idempotency (subject, key, op, response) VALUES ($1, 'legacy-key-0001', 'outlets.delete', $2::jsonb)", [
    `product_user:${subject}`,
    JSON.stringify({ rows: [{ id: 424242 }] }),
  ]);
  const r = await query(s.app, tok.ravi, "outlets.delete", { id: 5 }, { "idempotency-key": "legacy-key-0001" });
  assert.is(r.status, 200);
  assert.equal(r.body.rows, [{ id: 424242 }]);
});

// ---- 7. names from a request are never looked up on an object's prototype ----

const PROTO_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"] as const;
/** JSON text of an object with `name` as its own key (a literal {__proto__: x} would set the prototype instead). */
const withKey = (name: string, value: unknown, rest: Record<string, unknown> = {}) =>
  `{${[`${JSON.stringify(name)}:${JSON.stringify(value)}`, ...Object.entries(rest).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)].join(",")}}`;
const post = (url: string, payload: string, token?: string, headers: Record<string, string> = {}) =>
  s.app.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
/** A 4xx with a refusal body (RefusalBody) naming no internals. */
function refused(r: { statusCode: number; body: string }, what: string) {
  assert.ok(r.statusCode >= 400 && r.statusCode < 500, `${what}: ${r.statusCode} ${r.body.slice(0, 200)}`);
  assert.not.match(r.body, /\[object |TypeError|is not a function|Cannot read prop|at .*\.ts/, what);
}

test("__proto__, constructor, toString ... as every name the server looks up: a 4xx, never a 500 or a prototype's member", async () => {
  for (const name of PROTO_NAMES) {
    for (const ext of ["svg", "pdf"]) {
      const r = await s.app.inject({ method: "GET", url: `/media/${encodeURIComponent(name)}/1.${ext}` });
      assert.is(r.statusCode, 404, `media kind ${name} (.${ext})`);
      assert.is(r.json().error, "not_found");
      refused(await s.app.inject({ method: "GET", url: `/media/news/${encodeURIComponent(name)}.${ext}` }), `media file ${name}`);
    }
    const op = await query(s.app, tok.ravi, name, {});
    assert.is(op.status, 400, `op ${name}`);
    assert.is(op.body.error, "unknown_op");
    for (const o of ALL_OPS) {
      for (const token of [tok.ravi, tok.asha]) {
        refused(
          await post("/api/query", JSON.stringify({ op: o.name, params: JSON.parse(withKey(name, 1)) }), token, newKey()),
          `${o.name} params key ${name}`,
        );
        refused(
          await post("/api/query", `{"op":${JSON.stringify(o.name)},"params":${withKey(name, { id: 1 })}}`, token, newKey()),
          `${o.name} params key ${name} (raw)`,
        );
      }
    }
    const values = await post("/api/query", `{"op":"outlets.insert","params":{"values":${withKey(name, "x", valid())}}}`, tok.ravi, newKey());
    assert.is(values.statusCode, 400, `outlet field ${name}: ${values.body}`);
    // Fastify's JSON parser refuses a body with a __proto__ key outright; any other name is an unknown field
    assert.match(values.json().message, name === "__proto__" ? /not valid JSON/ : /Unknown outlet field/);
    const extra = await post("/api/query", withKey(name, { op: "x" }, { op: "news.list", params: {} }), tok.asha);
    assert.ok(extra.statusCode === 200 || extra.statusCode === 400, `request key ${name}: an extra key is ignored or refused (${extra.statusCode})`);
    const role = await login(s.app, name, DEMO_FCP.mobile);
    assert.is(role.status, 400, `role ${name}`);
    assert.is(role.body.field, "role");
    refused(await post("/api/auth/login", withKey(name, "FCP", { role: "FCP", mobile: DEMO_FCP.mobile, password: "wrong" })), `login key ${name}`);
  }
  assert.not.match(s.logs(), /request failed.*(__proto__|constructor|toString)/);
});

// ---- 4. request size and time limits ----

/** A server listening on a free port with short time limits, closed after `fn`. */
async function listening(fn: (port: number, a: TestApp) => Promise<void>) {
  const a = await testApp(db.db, { timeouts: { requestMs: 1000, headersMs: 500, idleMs: 5000, checkIntervalMs: 100 } });
  await a.app.listen({ port: 0, host: "127.0.0.1" });
  try {
    await fn((a.app.server.address() as AddressInfo).port, a);
  } finally {
    for (const sock of sockets.splice(0)) sock.destroy();
    await a.app.close();
  }
}
const sockets: Socket[] = [];

/** What a raw socket received until the server closed it, or a failure after `limitMs` (a deadline, not a wait). */
function untilClosed(sock: Socket, limitMs = 8000): Promise<string> {
  let got = "";
  sock.on("data", (d) => (got += d));
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      sock.destroy();
      reject(new Error(`the server kept the socket open for ${limitMs} ms; got ${JSON.stringify(got.slice(0, 200))}`));
    }, limitMs);
    sock.on("close", () => {
      clearTimeout(deadline);
      resolve(got);
    });
    sock.on("error", () => undefined);
  });
}

/** Resolves with the first response head the server writes, or fails after `limitMs`. */
function firstAnswer(sock: Socket, limitMs = 8000): Promise<string> {
  let got = "";
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
    sock.on("data", (d) => {
      got += d;
      if (got.includes("\r\n\r\n")) {
        clearTimeout(deadline);
        resolve(got);
      }
    });
    sock.on("error", () => undefined);
  });
}

const open = (port: number) =>
  new Promise<Socket>((resolve) => {
    const c = connect(port, "127.0.0.1", () => resolve(c));
    sockets.push(c);
  });

test("a body trickled one byte at a time is cut off at the request time limit (408, socket closed)", () =>
  listening(async (port) => {
    const sock = await open(port);
    sock.write(
      `POST /api/query HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer ${tok.asha}\r\nContent-Length: 1000\r\n\r\n{`,
    );
    const drip = setInterval(() => {
      if (!sock.destroyed) sock.write(" ");
    }, 50);
    try {
      const got = await untilClosed(sock);
      assert.match(got, /^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
    }
  }));

test("headers trickled one line at a time are cut off at the headers time limit", () =>
  listening(async (port) => {
    const sock = await open(port);
    sock.write("GET /api/me HTTP/1.1\r\nHost: x\r\n");
    let n = 0;
    const drip = setInterval(() => {
      if (!sock.destroyed) sock.write(`X-Slow-${n++}: 1\r\n`);
    }, 50);
    try {
      const got = await untilClosed(sock);
      assert.match(got, /^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
    }
  }));

test("/api/query: a Content-Length over the limit is a 413 before the body is read; no token is a 401 before it is read", () =>
  listening(async (port) => {
    const big = await open(port);
    big.write(
      `POST /api/query HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer ${tok.asha}\r\nContent-Length: 10000000\r\n\r\n`,
    );
    assert.match(await firstAnswer(big), /^HTTP\/1\.1 413 /);
    big.destroy();
    const anon = await open(port);
    anon.write("POST /api/query HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n");
    assert.match(await firstAnswer(anon), /^HTTP\/1\.1 401 /);
    anon.destroy();
  }));

test("a slow body with no valid token: one answer (401) and the connection closed, never a 408 after it (issue 26.5)", () =>
  listening(async (port) => {
    for (const [path, auth] of [
      ["/api/query", ""],
      ["/api/files?kind=ettc", "Authorization: Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\r\n"],
    ] as const) {
      const sock = await open(port);
      sock.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${auth}Content-Length: 1000\r\n\r\n{`);
      const drip = setInterval(() => {
        if (!sock.destroyed) sock.write(" ");
      }, 50);
      try {
        const got = await untilClosed(sock); // the request limit is 1 s here: a 408 would come within it
        assert.match(got, /^HTTP\/1\.1 401 /, path);
        assert.is(got.match(/HTTP\/1\.1 \d{3} /g)?.length, 1, `${path}: one answer on the socket: ${got}`);
      } finally {
        clearInterval(drip);
      }
    }
  }));

test("body limits: /api/query takes its largest write with room to spare and refuses 64 KB more; sign-in bodies are small", async () => {
  const auth = { authorization: `Bearer ${tok.ravi}`, "content-type": "application/json" };
  // the largest outlet write: every field at its 500-character maximum, in a three-byte script
  const widest = Object.fromEntries(Object.keys(valid()).map((k) => [k, "पें".repeat(170)]));
  const body = JSON.stringify({ op: "outlets.insert", params: { values: widest } });
  assert.ok(Buffer.byteLength(body) > 25_000, `${Buffer.byteLength(body)} bytes`);
  const fits = await s.app.inject({ method: "POST", url: "/api/query", payload: body, headers: { ...auth, ...newKey() } });
  assert.is(fits.statusCode, 400, "read and checked (the values break the form's rules), not refused for its size");
  const over = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: JSON.stringify({ op: "news.list", params: { pad: "x".repeat(65 * 1024) } }),
    headers: auth,
  });
  assert.is(over.statusCode, 413);
  assert.equal(over.json(), { error: "payload_too_large", message: over.json().message });
  const login = await s.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { role: "FCP", mobile: DEMO_FCP.mobile, password: "x".repeat(5000) },
  });
  assert.is(login.statusCode, 413);
});

test.run();
