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
    signInGateMachine.provide({
      actors: {
        currentUser: fromPromise<SessionUser, void>(() => {
          calls++;
          return answer();
        }),
      },
    }),
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

test("a user the server gave in this page (the sign-in just now): authenticated at once, no server call (decision 089)", () => {
  let calls = 0;
  const actor = createActor(
    signInGateMachine.provide({
      actors: {
        currentUser: fromPromise<SessionUser, void>(async () => {
          calls++;
          return user;
        }),
      },
    }),
    { input: { hasToken: true, stored: user, confirmed: true } },
  ).start();
  const s = actor.getSnapshot();
  assert.ok(s.matches("authenticated"));
  assert.equal(s.context.user, user);
  assert.is(calls, 0);
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

test("only a 401 redirects (with the server's message); any other failure is 'failed' with its reason, and Try again asks again", async () => {
  const a = start(true, () => Promise.reject({ kind: "http", status: 401, code: "unauthenticated", message: "Unauthenticated" }));
  assert.is((await waitFor(a.actor, (x) => x.matches("redirectToSignin"))).context.reason, "Unauthenticated");
  let answer: () => Promise<SessionUser> = () =>
    Promise.reject({ kind: "http", status: 500, code: "http_error", message: "The server failed (HTTP 500)" });
  const b = start(true, () => answer());
  const s = await waitFor(b.actor, (x) => x.matches("failed"));
  assert.is(s.context.reason, "The server failed (HTTP 500)");
  assert.is(s.context.user, null);
  answer = async () => user;
  b.actor.send({ type: "gate.retry" });
  assert.ok((await waitFor(b.actor, (x) => x.status === "done")).matches("authenticated"));
  assert.is(b.calls(), 2);
  const c = start(true, () => Promise.reject(new Error("boom")));
  assert.ok((await waitFor(c.actor, (x) => x.matches("failed"))).context.reason, "a thrown bug is 'failed' with a sentence, never a sign-out");
});

test("every state node is reachable (xstate/graph)", () => {
  assertEveryStateReachable(signInGateMachine, [{ hasToken: true }, { hasToken: false }, { hasToken: true, stored: user }], [
    { type: "xstate.done.actor.currentUser", output: user },
    { type: "xstate.error.actor.currentUser", error: { kind: "network", message: "x" } },
    { type: "xstate.error.actor.currentUser", error: { kind: "http", status: 401, code: "unauthenticated", message: "Unauthenticated" } },
    { type: "gate.online" },
    { type: "gate.retry" },
  ] as never[]);
});

test("no network with a person kept on the device: open offline, asked again once back online; a server error keeps it open, a refusal then signs out", async () => {
  let answer: () => Promise<SessionUser> = async () => {
    throw { kind: "network", message: "Could not reach the server." };
  };
  const gate = createActor(signInGateMachine.provide({ actors: { currentUser: fromPromise(() => answer()) } }), {
    input: { hasToken: true, stored: user },
  }).start();
  await waitFor(gate, (s) => s.matches("offline"));
  assert.is(gate.getSnapshot().context.user?.sfid, user.sfid, "the person the device kept");
  answer = async () => {
    throw { kind: "http", status: 503, code: "http_error", message: "The server failed (HTTP 503)" };
  };
  gate.send({ type: "gate.online" });
  await waitFor(gate, (s) => s.matches("offline"));
  answer = async () => {
    throw { kind: "http", status: 401, code: "unauthenticated", message: "Unauthenticated" };
  };
  gate.send({ type: "gate.online" });
  await waitFor(gate, (s) => s.matches("redirectToSignin"));
  // no network and no one kept on the device: 'failed' (Try again), not signed out; back online, asked again
  let online = false;
  const nobody = createActor(
    signInGateMachine.provide({
      actors: {
        currentUser: fromPromise<SessionUser, void>(async () => {
          if (!online) throw { kind: "network", message: "x" };
          return user;
        }),
      },
    }),
    { input: { hasToken: true } },
  ).start();
  await waitFor(nobody, (s) => s.matches("failed"), { timeout: 1000 });
  online = true;
  nobody.send({ type: "gate.online" });
  await waitFor(nobody, (s) => s.matches("authenticated"), { timeout: 1000 });
});

test.run();
