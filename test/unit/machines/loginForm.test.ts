import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, fromPromise, waitFor } from "xstate";
import { loginFormMachine, type LoginField } from "../../../src/machines/loginForm.machine.ts";
import { ACCOUNT_OFF, type LoginForm } from "../../../src/codecs/auth.ts";
import type { ApiFailure } from "../../../src/codecs/apiFailure.ts";
import { assertEveryStateReachable } from "./reach.ts";
import { userOf } from "../fixtures.ts";

const user = userOf();
const UNKNOWN = "Sorry, we don’t have any User with this Mobile Number";

function start(answer: (form: LoginForm) => Promise<typeof user>) {
  const calls: LoginForm[] = [];
  const actor = createActor(
    loginFormMachine.provide({
      actors: {
        login: fromPromise<typeof user, LoginForm>(({ input }) => {
          calls.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { role: "CMDI" } },
  ).start();
  const type = (field: LoginField, value: string) => actor.send({ type: "form.changed", field, value });
  return { actor, calls, type, submit: () => actor.send({ type: "form.submitted" }) };
}
const rejectWith = (f: ApiFailure) => () => Promise.reject(f);

test("starts editing with the remembered role and empty fields", () => {
  const { actor } = start(async () => user);
  const s = actor.getSnapshot();
  assert.ok(s.matches("editing"));
  assert.equal(s.context.values, { role: "CMDI", mobile: "", password: "" });
});

test("client validation stops the submit and shows every message of section 5", () => {
  const { actor, calls, type, submit } = start(async () => user);
  submit();
  assert.ok(actor.getSnapshot().matches("editing"));
  assert.equal(actor.getSnapshot().context.fieldErrors, { mobile: "Mobile No. Required" });
  type("mobile", "12345");
  type("role", "Boss");
  submit();
  assert.equal(actor.getSnapshot().context.fieldErrors, {
    role: "Should be one of CMDI, FCP, AMMD",
    mobile: "Phone number is not valid (ten digits, for example 98765 43210)",
  });
  type("role", "FCP");
  assert.equal(
    actor.getSnapshot().context.fieldErrors,
    { mobile: "Phone number is not valid (ten digits, for example 98765 43210)" },
    "editing a field clears its message",
  );
  assert.is(calls.length, 0);
});

test("a valid form is submitted trimmed, and success ends with the user as output", async () => {
  const { actor, calls, type, submit } = start(async () => user);
  type("mobile", "  9000000001 ");
  type("password", "demo1234");
  submit();
  assert.ok(actor.getSnapshot().hasTag("busy"));
  await waitFor(actor, (s) => s.status === "done");
  assert.equal(calls, [{ role: "CMDI", mobile: "9000000001", password: "demo1234" }]);
  assert.ok(actor.getSnapshot().matches("succeeded"));
  assert.equal(actor.getSnapshot().output, { user });
});

test("unknown user: the message goes on the phone field, and what was typed is kept", async () => {
  const { actor, type, submit } = start(rejectWith({ kind: "http", status: 401, code: "unknown_user", field: "mobile", message: UNKNOWN }));
  type("mobile", "9123456789");
  type("password", "pw");
  submit();
  const s = await waitFor(actor, (x) => x.matches("failed"));
  assert.equal(s.context.fieldErrors, { mobile: UNKNOWN });
  assert.is(s.context.formError, null);
  assert.equal(s.context.values, { role: "CMDI", mobile: "9123456789", password: "pw" });
});

test("wrong password: 'Invalid Credentials!' under the form; typing again returns to editing", async () => {
  const { actor, type, submit } = start(rejectWith({ kind: "http", status: 401, code: "invalid_credentials", message: "Invalid Credentials!" }));
  type("mobile", "9000000002");
  submit();
  const s = await waitFor(actor, (x) => x.matches("failed"));
  assert.is(s.context.formError, "Invalid Credentials!");
  assert.equal(s.context.fieldErrors, {});
  type("password", "again");
  assert.ok(actor.getSnapshot().matches("editing"));
  assert.is(actor.getSnapshot().context.formError, null);
});

test("a switched-off account (decision 077): the app's own message under the form, whatever the answer's text", async () => {
  const { actor, type, submit } = start(rejectWith({ kind: "http", status: 401, code: "account_off", message: "anything" }));
  type("mobile", "9000000002");
  type("password", "secret");
  submit();
  const s = await waitFor(actor, (x) => x.matches("failed"));
  assert.is(s.context.formError, ACCOUNT_OFF);
  assert.equal(s.context.fieldErrors, {});
});

test("network, rate-limit and decode failures are shown under the form", async () => {
  const failures: ApiFailure[] = [
    { kind: "network", message: "offline" },
    { kind: "http", status: 429, code: "rate_limited", message: "Too many attempts" },
    { kind: "decode", message: "odd answer" },
  ];
  for (const f of failures) {
    const { actor, type, submit } = start(rejectWith(f));
    type("mobile", "9000000002");
    submit();
    const s = await waitFor(actor, (x) => x.matches("failed"));
    assert.is(s.context.formError, f.message);
    actor.stop();
  }
  const { actor, type, submit } = start(() => Promise.reject(new Error("boom")));
  type("mobile", "9000000002");
  submit();
  assert.ok(/unexpected answer/.test((await waitFor(actor, (x) => x.matches("failed"))).context.formError ?? ""));
});

test("a bad_request naming a field lands on that field; a retry from failed can succeed", async () => {
  let n = 0;
  const { actor, type, submit } = start(() =>
    n++ === 0
      ? Promise.reject({ kind: "http", status: 400, code: "bad_request", field: "role", message: "Should be one of CMDI, FCP, AMMD" })
      : Promise.resolve(user),
  );
  type("mobile", "9000000002");
  submit();
  assert.equal((await waitFor(actor, (x) => x.matches("failed"))).context.fieldErrors, { role: "Should be one of CMDI, FCP, AMMD" });
  submit();
  await waitFor(actor, (x) => x.matches("succeeded"));
});

test("every state node is reachable (xstate/graph)", () => {
  assertEveryStateReachable(loginFormMachine, [{ role: "FCP" }], [
    { type: "form.changed", field: "mobile", value: "9000000001" },
    { type: "form.submitted" },
    { type: "xstate.done.actor.login", output: user },
    { type: "xstate.error.actor.login", error: { kind: "network", message: "x" } },
  ] as never[]);
});

test.run();
