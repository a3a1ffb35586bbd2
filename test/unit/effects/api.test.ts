import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { createApi } from "../../../src/effects/api.ts";
import { NETWORK_FAILED } from "../../../src/codecs/apiFailure.ts";
import { fakeFetch } from "../../../src/effects/fakes.ts";
import { defineRead, noParams } from "../../../src/codecs/contract.ts";
import { outletsDelete } from "../../../src/codecs/outlet.ts";
import { NewsItem, newsList } from "../../../src/codecs/news.ts";
import { userOf } from "../fixtures.ts";

const user = userOf();

test("login posts the form and decodes token and user", async () => {
  const fetch = fakeFetch({ "POST /api/auth/login": () => ({ status: 200, body: { token: "tok", expiresAt: "2030-01-01T00:00:00Z", user } }) });
  const api = createApi({ fetch, getToken: () => null });
  const r = await api.login({ role: "FCP", mobile: "9000000001", password: "pw" });
  assert.equal(r, { ok: true, value: { token: "tok", expiresAt: "2030-01-01T00:00:00Z", user } });
  assert.equal(fetch.requests[0].body, { role: "FCP", mobile: "9000000001", password: "pw" });
  assert.is(fetch.requests[0].headers.authorization, undefined);
});

test("an error answer becomes an http failure carrying its status, code, message and field", async () => {
  const body = { error: "unknown_user", field: "mobile", message: "Sorry, we don’t have any User with this Mobile Number" };
  const api = createApi({ fetch: fakeFetch({ "POST /api/auth/login": () => ({ status: 401, body }) }), getToken: () => null });
  const r = await api.login({ role: "FCP", mobile: "9000000009", password: "pw" });
  assert.equal(r, { ok: false, failure: { kind: "http", status: 401, code: body.error, message: body.message, field: body.field } });
});

test("an error answer without the refusal body's shape is still an http failure", async () => {
  const api = createApi({ fetch: fakeFetch({ "GET /api/me": () => ({ status: 502, raw: "<html>bad gateway</html>" }) }), getToken: () => "t" });
  const r = await api.me();
  assert.is(r.ok, false);
  if (!r.ok) {
    assert.is(r.failure.kind, "http");
    assert.ok(r.failure.kind === "http" && r.failure.status === 502);
  }
});

test("a 200 with the wrong shape or not JSON is a decode failure, not a throw", async () => {
  const api = createApi({
    fetch: fakeFetch({
      "POST /api/auth/login": () => ({ status: 200, body: { token: 5 } }),
      "GET /api/me": () => ({ status: 200, raw: "not json" }),
    }),
    getToken: () => "t",
  });
  const a = await api.login({ role: "FCP", mobile: "9000000001", password: "pw" });
  const b = await api.me();
  assert.is(!a.ok && a.failure.kind, "decode");
  assert.is(!b.ok && b.failure.kind, "decode");
});

test("a thrown fetch is a network failure", async () => {
  const api = createApi({ fetch: fakeFetch({ "GET /api/me": () => "network-error" }), getToken: () => "t" });
  const r = await api.me();
  assert.is(!r.ok && r.failure.kind, "network");
});

test("an answer whose body is cut off while it is read is a network failure, not a bad answer", async () => {
  const cut = () =>
    new Response(new ReadableStream({ start: (c) => c.error(new TypeError("network error")) }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  const api = createApi({ fetch: async () => cut(), getToken: () => "t" });
  const r = await api.me();
  assert.equal(r, { ok: false, failure: { kind: "network", message: NETWORK_FAILED } });
});

test("me sends the bearer token and unwraps the user; logout accepts 204", async () => {
  const fetch = fakeFetch({ "GET /api/me": () => ({ status: 200, body: { user } }), "POST /api/auth/logout": () => ({ status: 204 }) });
  const api = createApi({ fetch, getToken: () => "secret" });
  assert.equal(await api.me(), { ok: true, value: user });
  assert.equal(await api.logout(), { ok: true, value: null });
  assert.is(fetch.requests[0].headers.authorization, "Bearer secret");
  assert.is(fetch.requests[1].headers.authorization, "Bearer secret");
});

test("query posts {op, params} by its contract and decodes every row with the contract's row codec", async () => {
  const row = { id: 1, name: "Launch", sequence: 1, url: "/files/a.jpg", systemmodstamp: "2026-01-01T00:00:00Z" };
  const fetch = fakeFetch({
    "POST /api/query": (req) => ({ status: 200, body: { rows: (req.body as { op: string }).op === "news.list" ? [row] : [{ id: "x" }] } }),
  });
  const api = createApi({ fetch, getToken: () => "t" });
  assert.equal(await api.query(newsList, {}), { ok: true, value: [row] });
  assert.equal(fetch.requests[0].body, { op: "news.list", params: {} });
  const other = defineRead("other", { params: noParams, row: NewsItem, roles: "any" });
  const bad = await api.query(other, {});
  assert.is(!bad.ok && bad.failure.kind, "decode", "an answer that does not match its codec is a failure, never a cast");
  const any = await api.query(defineRead("other", { params: noParams, row: t.unknown, roles: "any" }), {});
  assert.ok(any.ok);
});

test("write sends the idempotency key and decodes the answer's rows too", async () => {
  const fetch = fakeFetch({
    "POST /api/query": (req) => ({
      status: 200,
      body: { rows: [(req.body as { params: { id: number } }).params.id === 7 ? { id: 7 } : { id: "x" }] },
    }),
  });
  const api = createApi({ fetch, getToken: () => "t" });
  assert.equal(await api.write(outletsDelete, { id: 7 }, "key-00000001"), { ok: true, value: [{ id: 7 }] });
  assert.is(fetch.requests[0].headers["idempotency-key"], "key-00000001");
  const bad = await api.write(outletsDelete, { id: 8 }, "key-00000002");
  assert.is(!bad.ok && bad.failure.kind, "decode");
});

test.run();
