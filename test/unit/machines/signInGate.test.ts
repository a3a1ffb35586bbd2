import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, fromPromise, waitFor } from "xstate";
import { signInGateMachine } from "../../../src/machines/signInGate.machine.ts";
import type { SessionUser } from "../../../src/codecs/session.ts";
import { assertEveryStateReachable } from "./reach.ts";
import { userOf } from "../fixtures.ts";

const user = userOf();

function start(hasToken: boolean, answer: () => Promise<SessionUser>) {
  let calls = 0;
  const actor = createActor(
    signInGateMachine.provide({ actors: { currentUser: fromPromise<SessionUser, void>(() => { calls++; return answer(); }) } }),
    { input: { hasToken } },
  ).start();
  return { actor, calls: () => calls };
}

test("no stored token: straight to redirect with 'Unauthenticated', no server call", () => {
  const { actor, calls } = start(false, async () => user);
  const s = actor.getSnapshot();
  assert.ok(s.matches("redirectToSignin"));
  assert.is(s.context.reason, "Unauthenticated");
  assert.is(calls(), 0);
});

test("loading while the server answers, then authenticated with the user", async () => {
  let resolve!: (u: SessionUser) => void;
  const { actor, calls } = start(true, () => new Promise((r) => (resolve = r)));
  assert.ok(actor.getSnapshot().matches("loading"));
  assert.ok(actor.getSnapshot().hasTag("loading"));
  resolve(user);
  const s = await waitFor(actor, (x) => x.status === "done");
  assert.ok(s.matches("authenticated"));
  assert.equal(s.context.user, user);
  assert.is(calls(), 1);
});

test("a 401 redirects with the server's message; any other failure redirects too", async () => {
  const a = start(true, () => Promise.reject({ kind: "http", status: 401, error: "unauthenticated", message: "Unauthenticated" }));
  assert.is((await waitFor(a.actor, (x) => x.matches("redirectToSignin"))).context.reason, "Unauthenticated");
  const b = start(true, () => Promise.reject(new Error("boom")));
  const s = await waitFor(b.actor, (x) => x.matches("redirectToSignin"));
  assert.ok(s.context.reason);
  assert.is(s.context.user, null);
});

test("every state node is reachable (xstate/graph)", () => {
  assertEveryStateReachable(signInGateMachine, [{ hasToken: true }, { hasToken: false }, { hasToken: true, stored: user }], [
    { type: "xstate.done.actor.currentUser", output: user },
    { type: "xstate.error.actor.currentUser", error: { kind: "network", message: "x" } },
    { type: "gate.online" },
  ] as never[]);
});

test("no network with a person kept on the device: open offline, asked again once back online; a refusal then signs out", async () => {
  let answer: () => Promise<SessionUser> = async () => { throw { kind: "network", message: "Could not reach the server." }; };
  const gate = createActor(signInGateMachine.provide({ actors: { currentUser: fromPromise(() => answer()) } }), { input: { hasToken: true, stored: user } }).start();
  await waitFor(gate, (s) => s.matches("offline"));
  assert.is(gate.getSnapshot().context.user?.sfid, user.sfid, "the person the device kept");
  answer = async () => { throw { kind: "http", status: 401, error: "unauthenticated", message: "Unauthenticated" }; };
  gate.send({ type: "gate.online" });
  await waitFor(gate, (s) => s.matches("redirectToSignin"));
  const nobody = createActor(signInGateMachine.provide({ actors: { currentUser: fromPromise<SessionUser, void>(async () => { throw { kind: "network", message: "x" }; }) } }), { input: { hasToken: true } }).start();
  await waitFor(nobody, (s) => s.matches("redirectToSignin"), { timeout: 1000 });
});

test.run();
