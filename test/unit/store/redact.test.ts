import "fake-indexeddb/auto";
import { Blob } from "node:buffer";
import { test } from "uvu";
import * as assert from "uvu/assert";
import localforage from "localforage";
import { assign, fromPromise, setup } from "xstate";
import { isSecretKey, redact, REDACTED, revive } from "../../../src/store/redact.ts";
import { recordActor } from "../../../src/store/recorder.ts";
import { localforageStorage, memoryStorage } from "../../../src/store/storage.ts";
import { userOf } from "../fixtures.ts";
import { tick, world } from "./helpers.ts";

test("secret keys are recognised by word, not by accident", () => {
  for (const k of [
    "password",
    "newPassword",
    "confirm_password",
    "otp",
    "otpCode",
    "token",
    "user-token",
    "accessToken",
    "Authorization",
    "clientSecret",
  ])
    assert.ok(isSecretKey(k), k);
  for (const k of ["footprint", "passport", "mobile", "pin_code__c", "key", "outletname__c"]) assert.not.ok(isSecretKey(k), k);
});

test("bytes are replaced by size, type and hash; secrets by {redacted:true}", () => {
  const out = redact({
    password: "hunter2",
    nested: { otp: "123456", list: [{ authorization: "Bearer abc" }] },
    header: "Bearer xyz",
    photo: new Uint8Array([1, 2, 3]),
    buf: new ArrayBuffer(4),
    doc: "data:application/pdf;base64,JVBERi0xLjQK",
    blob: new Blob(["hello"], { type: "text/plain" }) as unknown,
    when: new Date(0),
    err: new Error("bad"),
    n: 1,
    empty: "",
  }) as Record<string, unknown>;
  assert.equal(out.password, REDACTED);
  assert.equal(out.nested, { otp: REDACTED, list: [{ authorization: REDACTED }] });
  assert.equal(out.header, REDACTED);
  assert.equal(
    redact({ otp: 482913, field: "password", value: "x" }),
    { otp: { redacted: true }, field: "password", value: REDACTED },
    "a number, and a form edit of a secret field",
  );
  assert.equal(redact({ hasToken: false, token: "" }), { hasToken: false, token: "" }, "a boolean or an empty value says nothing secret");
  assert.equal(out.photo, { redacted: true, size: 3, type: "application/octet-stream", hash: (out.photo as { hash: string }).hash });
  assert.equal((out.buf as { size: number }).size, 4);
  assert.equal((out.doc as { type: string }).type, "application/pdf");
  assert.not.ok(JSON.stringify(out).includes("JVBERi0"));
  assert.equal(out.blob, { redacted: true, size: 5, type: "text/plain" });
  assert.is(out.when, "1970-01-01T00:00:00.000Z");
  assert.ok((revive(out.err) as Error) instanceof Error);
  assert.is((revive(out.err) as Error).message, "bad");
});

const PASSWORD = "S3cret-Pa55!";
const TOKEN = "tok_8f7a6b5c4d3e2f1a0b9c";
const OTP = "482913";

const signIn = setup({
  types: {
    context: {} as { mobile: string; user: unknown; error: string | null },
    events: {} as { type: "login.submitted"; mobile: string; password: string; role: string } | { type: "otp.entered"; otp: string },
  },
  actors: {
    login: fromPromise<{ token: string; user: unknown }, { mobile: string; password: string }>(async () => ({ token: TOKEN, user: userOf() })),
  },
}).createMachine({
  id: "signIn",
  initial: "form",
  context: { mobile: "", user: null, error: null },
  states: {
    form: { on: { "login.submitted": { target: "submitting", actions: assign({ mobile: ({ event }) => event.mobile }) } } },
    submitting: {
      invoke: {
        id: "login",
        src: "login",
        input: ({ event }) => event as never,
        onDone: { target: "otp", actions: assign({ user: ({ event }) => event.output.user }) },
      },
    },
    otp: { on: { "otp.entered": "done" } },
    done: {},
  },
});

async function recordSignIn(storage: ReturnType<typeof memoryStorage> | ReturnType<typeof localforageStorage>) {
  const { log } = world({ storage });
  await log.open();
  const actor = recordActor(signIn, log).start();
  actor.send({ type: "login.submitted", mobile: "9000000001", password: PASSWORD, role: "FCP" });
  await tick();
  actor.send({ type: "otp.entered", otp: OTP });
  log.append("session.loggedIn", { user: userOf(), role: "FCP" });
  await log.flush();
  assert.equal(actor.getSnapshot().value, "done");
  return log;
}

test("a recorded sign-in session: the password, OTP and token never reach the stored log", async () => {
  const storage = memoryStorage();
  const log = await recordSignIn(storage);
  const text = storage.dump();
  assert.ok(text.includes("login.submitted") && text.includes("xstate.done.actor.login") && text.includes("9000000001"));
  for (const secret of [PASSWORD, TOKEN, OTP]) assert.not.ok(text.includes(secret), `found ${secret}`);
  assert.ok(log.state().session.user !== null);
});

test("the same holds in IndexedDB through localforage", async () => {
  await recordSignIn(localforageStorage("redact-test", "log"));
  const db = localforage.createInstance({ name: "redact-test", storeName: "log" });
  let text = "";
  await db.iterate((v, k) => {
    text += k + JSON.stringify(v);
  });
  assert.ok(text.includes("login.submitted"));
  for (const secret of [PASSWORD, TOKEN, OTP]) assert.not.ok(text.includes(secret), `found ${secret}`);
});

test.run();
