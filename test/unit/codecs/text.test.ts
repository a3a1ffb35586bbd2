// Text PostgreSQL can store (src/codecs/text.ts): NUL and unpaired surrogates are named; pairs pass.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { isLeft, isRight } from "fp-ts/Either";
import { decodeForm } from "../../../src/codecs/form.ts";
import { LoginForm } from "../../../src/codecs/auth.ts";
import { QueryRequest } from "../../../src/codecs/query.ts";
import { findUnstorableText, MAX_PARAMS_DEPTH, unstorableReason } from "../../../src/codecs/text.ts";

test("NUL and unpaired surrogates are refused; surrogate pairs, other control characters and scripts pass", () => {
  assert.match(unstorableReason("a\u0000b")!, /NUL character \(U\+0000\)/);
  assert.match(unstorableReason("\uD800")!, /unpaired surrogate \(U\+D800\)/);
  assert.match(unstorableReason("x\uDFFFy")!, /unpaired surrogate \(U\+DFFF\)/);
  assert.match(unstorableReason("\uDE00\uD83D")!, /unpaired surrogate \(U\+DE00\)/, "a pair in the wrong order is two halves");
  for (const ok of ["", "plain", "😀 emoji", "हिन्दी पेंट्स", "tab\tnew\nline\u0001", "\uFFFD"]) assert.is(unstorableReason(ok), null, ok);
});

test("findUnstorableText names the first bad place by its path, keys included", () => {
  assert.is(findUnstorableText({ a: "x", b: [1, "y", { c: null }] }, "params"), null);
  assert.match(findUnstorableText({ values: { name: "a\u0000" } }, "params")!, /^values\.name contains the NUL/);
  assert.match(findUnstorableText({ tags: ["ok", "\uD800"] }, "params")!, /^tags\[1\] contains an unpaired/);
  assert.match(findUnstorableText({ "odd key": { "k\u0000": 1 } }, "params")!, /^A parameter name in \["odd key"\] contains the NUL/);
  assert.match(findUnstorableText("\u0000", "op")!, /^op contains/);
});

test("nesting deeper than the limit is refused without recursion, however deep", () => {
  let deep: unknown = "x";
  for (let i = 0; i < 100_000; i++) deep = [deep];
  assert.match(findUnstorableText({ a: deep }, "params")!, /nested too deeply/);
  let ok: unknown = "x";
  for (let i = 0; i < MAX_PARAMS_DEPTH - 1; i++) ok = [ok];
  assert.is(findUnstorableText({ a: ok }, "params"), null);
});

test("the query request and the login form refuse such text where they are decoded", () => {
  assert.ok(isRight(QueryRequest.decode({ op: "news.list", params: { limit: 2 } })));
  assert.ok(isRight(QueryRequest.decode({ op: "news.list" })));
  const bad = QueryRequest.decode({ op: "outlets.search", params: { q: "ab\u0000c" } });
  assert.ok(isLeft(bad) && bad.left.some((e) => e.message === "q contains the NUL character (U+0000), which cannot be stored"));
  assert.ok(isLeft(QueryRequest.decode({ op: "a\uD800", params: {} })));
  const form = decodeForm(LoginForm, { role: "FCP", mobile: "9000000001", password: "pw\u0000" });
  assert.ok(isLeft(form) && /^Password contains the NUL/.test(form.left.password ?? ""));
  assert.ok(isRight(decodeForm(LoginForm, { role: "FCP", mobile: "9000000001", password: "pässwörd 😀" })));
});

test.run();
