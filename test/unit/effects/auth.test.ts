import { test } from "uvu";
import * as assert from "uvu/assert";
import { createApi } from "../../../src/effects/api.ts";
import { createAuthEffects } from "../../../src/effects/auth.ts";
import { fakeFetch, memoryKeyValue } from "../../../src/effects/fakes.ts";
import { createSessionStore, StorageKey } from "../../../src/effects/storage.ts";
import { userOf } from "../fixtures.ts";

const user = userOf({ role: "CMDI", firstName: "Ravi" });

function setup(routes: Parameters<typeof fakeFetch>[0], initial: Record<string, string> = {}) {
  const kv = memoryKeyValue(initial);
  const store = createSessionStore(kv, () => 1234);
  const fetch = fakeFetch(routes);
  return { kv, store, fetch, auth: createAuthEffects(createApi({ fetch, getToken: store.token }), store) };
}

test("login stores token, tokenSetAt, role and authData and resolves with the user", async () => {
  const { kv, auth } = setup({ "POST /api/auth/login": () => ({ status: 200, body: { token: "tok", expiresAt: "x", user } }) });
  assert.equal(await auth.login({ role: "CMDI", mobile: "9000000002", password: "pw" }), user);
  assert.equal(kv.entries(), { token: "tok", tokenSetAt: "1234", role: "CMDI", authData: JSON.stringify(user) });
});

test("a failed login rejects with the ApiFailure and stores nothing", async () => {
  const { kv, auth } = setup({
    "POST /api/auth/login": () => ({ status: 401, body: { error: "invalid_credentials", message: "Invalid Credentials!" } }),
  });
  const err = await auth.login({ role: "CMDI", mobile: "9000000002", password: "no" }).catch((e: unknown) => e);
  assert.equal(err, { kind: "http", status: 401, code: "invalid_credentials", message: "Invalid Credentials!" });
  assert.equal(kv.entries(), {});
});

test("currentUser without a stored token rejects with 'Unauthenticated' and makes no request", async () => {
  const { fetch, auth } = setup({});
  const err = await auth.currentUser().catch((e: unknown) => e);
  assert.equal(err, { kind: "http", status: 401, code: "unauthenticated", message: "Unauthenticated" });
  assert.is(fetch.requests.length, 0);
});

test("currentUser with a token asks /api/me", async () => {
  const { auth, fetch } = setup({ "GET /api/me": () => ({ status: 200, body: { user } }) }, { token: "tok" });
  assert.equal(await auth.currentUser(), user);
  assert.is(fetch.requests[0].headers.authorization, "Bearer tok");
});

test("signOut revokes the server session and clears everything but the role", async () => {
  const { kv, auth, fetch } = setup(
    { "POST /api/auth/logout": () => ({ status: 204 }) },
    {
      token: "tok",
      tokenSetAt: "1",
      role: "AMMD",
      authData: "{}",
      fcpLogoutMS: "5",
      FCPHPAList: "[]",
      "user-token": "u",
      lat: "1",
    },
  );
  await auth.signOut();
  assert.is(fetch.requests[0].path, "/api/auth/logout");
  assert.equal(kv.entries(), { role: "AMMD", lat: "1" });
});

test("signOut still clears the stored session when the server cannot be reached", async () => {
  const { kv, auth } = setup({ "POST /api/auth/logout": () => "network-error" }, { token: "tok", authData: "{}", role: "FCP" });
  await auth.signOut();
  assert.equal(kv.entries(), { role: "FCP" });
});

test("the store reads back only valid users and roles", () => {
  const kv = memoryKeyValue({ [StorageKey.authData]: JSON.stringify(user), [StorageKey.role]: "AMMD" });
  const store = createSessionStore(kv);
  assert.equal(store.user(), user);
  assert.is(store.role(), "AMMD");
  kv.setItem(StorageKey.authData, "{broken");
  kv.setItem(StorageKey.role, "Boss");
  assert.is(store.user(), null);
  assert.is(store.role(), null);
  kv.setItem(StorageKey.authData, JSON.stringify({ ...user, role: "X" }));
  assert.is(store.user(), null);
});

test.run();
