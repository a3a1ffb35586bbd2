import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, fromPromise, waitFor } from "xstate";
import { sessionMachine, type SessionInput, type LoginFormActorRef } from "../../../src/machines/session.machine.ts";
import { loginFormMachine } from "../../../src/machines/loginForm.machine.ts";
import type { LoginForm } from "../../../src/codecs/auth.ts";
import type { SessionUser } from "../../../src/codecs/session.ts";
import { assertEveryStateReachable } from "./reach.ts";
import { userOf } from "../fixtures.ts";

const asha = userOf();
const sunil = userOf({ id: 4, firstName: "Sunil", name: "Sunil Admin", role: "AMMD", superAdmin: true });

function start(input: SessionInput, opts: { user?: SessionUser; signOutFails?: boolean } = {}) {
  const went: string[] = [];
  let signOuts = 0;
  const machine = sessionMachine.provide({
    actors: {
      loginForm: loginFormMachine.provide({ actors: { login: fromPromise<SessionUser, LoginForm>(async () => opts.user ?? asha) } }),
      signOut: fromPromise<void, void>(async () => {
        signOuts++;
        if (opts.signOutFails) throw new Error("offline");
      }),
    },
    actions: { navigate: (_, params) => void went.push(params.to) },
  });
  const actor = createActor(machine, { input }).start();
  const form = () => actor.getSnapshot().children.loginForm as LoginFormActorRef | undefined;
  return { actor, went, form, signOuts: () => signOuts };
}

async function signIn(form: LoginFormActorRef | undefined) {
  assert.ok(form, "the login form runs while logged out");
  form.send({ type: "form.changed", field: "mobile", value: "9000000001" });
  form.send({ type: "form.changed", field: "password", value: "demo1234" });
  form.send({ type: "form.submitted" });
}

test("logged out with the remembered role; the login form starts with it", () => {
  const { actor, form } = start({ role: "AMMD", user: null, hasToken: false });
  assert.ok(actor.getSnapshot().matches("loggedOut"));
  assert.is(form()?.getSnapshot().context.values.role, "AMMD");
});

test("no remembered role: the form defaults to FCP", () => {
  const { form } = start({ role: null, user: null, hasToken: false });
  assert.is(form()?.getSnapshot().context.values.role, "FCP");
});

test("a stored user with a token starts logged in (reload keeps the session)", () => {
  const { actor } = start({ role: "FCP", user: asha, hasToken: true });
  assert.ok(actor.getSnapshot().matches("loggedIn"));
  assert.is(actor.getSnapshot().context.user?.firstName, "Asha");
  const noToken = start({ role: "FCP", user: asha, hasToken: false });
  assert.ok(noToken.actor.getSnapshot().matches("loggedOut"));
});

test("login -> loggedIn and goes to the role home (super admin to /super)", async () => {
  for (const [u, home] of [
    [asha, "/newHomeFCP"],
    [sunil, "/super"],
  ] as const) {
    const { actor, went, form } = start({ role: "FCP", user: null, hasToken: false }, { user: u });
    await signIn(form());
    const s = await waitFor(actor, (x) => x.matches("loggedIn"));
    assert.equal(s.context, { user: u, role: u.role, hasToken: true, notice: null, confirmed: true }, "the server gave the user in this page");
    assert.equal(went, [home]);
    assert.is(form(), undefined, "the login form stops once logged in");
  }
});

test("sign out clears the user, keeps the role, and goes to /signin", async () => {
  const { actor, went, signOuts } = start({ role: "CMDI", user: userOf({ role: "CMDI" }), hasToken: true });
  assert.ok(actor.getSnapshot().can({ type: "session.signOut" }));
  actor.send({ type: "session.signOut" });
  assert.ok(actor.getSnapshot().matches("signingOut"));
  assert.ok(actor.getSnapshot().hasTag("busy"));
  const s = await waitFor(actor, (x) => x.matches("loggedOut"));
  assert.equal(s.context, { user: null, role: "CMDI", hasToken: false, notice: null, confirmed: false });
  assert.equal(went, ["/signin"]);
  assert.is(signOuts(), 1);
  assert.not.ok(s.can({ type: "session.signOut" }));
});

test("a failing sign-out effect still ends logged out at /signin", async () => {
  const { actor, went } = start({ role: "FCP", user: asha, hasToken: true }, { signOutFails: true });
  actor.send({ type: "session.signOut" });
  await waitFor(actor, (x) => x.matches("loggedOut"));
  assert.equal(went, ["/signin"]);
});

test("the gate's verdicts: restored logs in or refreshes the user; expired signs out", async () => {
  const { actor } = start({ role: "FCP", user: null, hasToken: true });
  actor.send({ type: "session.restored", user: asha });
  assert.ok(actor.getSnapshot().matches("loggedIn"));
  actor.send({ type: "session.restored", user: { ...asha, firstName: "Ash" } });
  assert.is(actor.getSnapshot().context.user?.firstName, "Ash");
  actor.send({ type: "session.expired" });
  await waitFor(actor, (x) => x.matches("loggedOut"));
});

test("every state node is reachable (xstate/graph)", () => {
  assertEveryStateReachable(sessionMachine, [{ role: "FCP", user: null, hasToken: false }], [
    { type: "xstate.done.actor.loginForm", output: { user: asha } },
    { type: "session.signOut" },
    { type: "session.signOut", pending: 1 },
    { type: "xstate.done.actor.signOut" },
    { type: "xstate.error.actor.signOut", error: new Error("x") },
  ] as never[]);
});

test("signing out with changes not yet sent asks first; staying keeps the session, confirming signs out", async () => {
  const { actor } = start({ role: "FCP", user: asha, hasToken: true });
  actor.send({ type: "session.signOut", pending: 2 });
  assert.ok(actor.getSnapshot().matches({ loggedIn: "confirmingSignOut" }), "asks, still signed in");
  actor.send({ type: "signOut.cancelled" });
  assert.ok(actor.getSnapshot().matches("loggedIn"), "stays signed in");
  actor.send({ type: "session.signOut", pending: 2 });
  actor.send({ type: "signOut.confirmed" });
  await waitFor(actor, (x) => x.matches("loggedOut"));
  const plain = start({ role: "FCP", user: asha, hasToken: true }).actor;
  plain.send({ type: "session.signOut", pending: 0 });
  assert.ok(!plain.getSnapshot().matches({ loggedIn: "confirmingSignOut" }), "nothing unsent: no question");
});

test("a session the server ended signs out and keeps the reason for /signin until the next sign-in", async () => {
  const { actor, went, form } = start({ role: "FCP", user: asha, hasToken: true });
  actor.send({ type: "session.expired", reason: "Your role has changed, so you were signed out. Please sign in again." });
  await waitFor(actor, (x) => x.matches("loggedOut"));
  assert.is(actor.getSnapshot().context.notice, "Your role has changed, so you were signed out. Please sign in again.");
  assert.equal(went, ["/signin"]);
  await signIn(form());
  await waitFor(actor, (x) => x.matches("loggedIn"));
  assert.is(actor.getSnapshot().context.notice, null, "a new sign-in clears it");
});

test.run();
