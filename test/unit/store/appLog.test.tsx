// The app's own flows recorded end to end (real machines, fake network): a sign-in session keeps
// no secret in the stored log, and replaying the log reaches the live machine states.
import "fake-indexeddb/auto";
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { fakeFetch, memoryKeyValue } from "../../../src/effects/fakes.ts";
import { APP } from "../../../src/features/index.ts";
import { createEventLog } from "../../../src/store/log.ts";
import { fakeClock, fakeIds } from "../../../src/store/ports.ts";
import { localforageStorage, memoryStorage, type LogStorage } from "../../../src/store/storage.ts";
import fc from "fast-check";
import { liveSummary, replayLogText, sameSummary, stopAll } from "../../../src/views/qa/replayLog.ts";
import { createAppActors } from "../../../src/wiring.ts";
import { userOf } from "../fixtures.ts";
import { tick } from "./helpers.ts";

const PASSWORD = "Typed-S3cret!";
const TOKEN = "tok_live_5f4e3d2c1b0a99887766";

/** The app's actors on a log, against a server that knows one CMDI and one password. */
async function appWorld(storage: LogStorage = memoryStorage()) {
  const log = createEventLog({
    storage,
    clock: fakeClock(),
    ids: fakeIds(),
    fold: APP.store.fold,
    registry: APP.store.registry(),
    actor: () => ({ clientId: "c", sessionId: "s" }),
  });
  await log.open();
  const user = userOf({ role: "CMDI" });
  const fetch = fakeFetch({
    "POST /api/auth/login": (req) =>
      (req.body as { password: string }).password === PASSWORD
        ? { status: 200, body: { token: TOKEN, user, expiresAt: "2027-01-01T00:00:00.000Z" } }
        : { status: 401, body: { error: "invalid_credentials", message: "Invalid Credentials!" } },
    "POST /api/auth/logout": () => ({ status: 204 }),
  });
  return { log, user, actors: createAppActors({ fetch, storage: memoryKeyValue(), navigate: () => {}, log, sessionId: "s" }) };
}

async function signInSession() {
  const storage = localforageStorage("applog", `t${Math.random()}`);
  const { log, actors, user } = await appWorld(storage);
  const form = () => actors.session.getSnapshot().children.loginForm!;
  form().send({ type: "form.changed", field: "role", value: "CMDI" });
  form().send({ type: "form.changed", field: "mobile", value: "9000000002" });
  form().send({ type: "form.changed", field: "password", value: "wrong-one" });
  form().send({ type: "form.submitted" });
  await tick();
  await tick();
  form().send({ type: "form.changed", field: "password", value: PASSWORD });
  form().send({ type: "form.submitted" });
  await tick();
  await tick();
  await log.flush();
  return { actors, log, storage, user };
}

test("a whole sign-in session: the typed password and the token never reach the stored log", async () => {
  const { actors, log } = await signInSession();
  assert.ok(actors.session.getSnapshot().matches("loggedIn"), "the sign-in went through");
  const stored = JSON.stringify(await log.readRaw());
  assert.ok(stored.includes("9000000002"), "the log holds the session's events");
  assert.not.ok(stored.includes(PASSWORD), "no typed password");
  assert.not.ok(stored.includes("wrong-one"), "no mistyped password either");
  assert.not.ok(stored.includes(TOKEN), "no token");
  assert.is(log.state().session.user?.role, "CMDI", "the store folded the signed-in user");
});

test("replaying the recorded sign-in reaches the live states, without divergence", async () => {
  const { actors } = await signInSession();
  const text = await actors.qa!.exportLog();
  const r = replayLogText(text, actors.qa!.replayEnv);
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(r.result.divergences, []);
  assert.equal(r.result.unknown, []);
  const live = actors.qa!.liveActors();
  for (const key of ["session", "shellUi"]) assert.ok(sameSummary(liveSummary(live[key]!), r.result.snapshots[key]!), key);
  const form = r.result.actors.session!.getSnapshot().children.loginForm;
  assert.is(form, undefined, "the form finished, as it did live");
  assert.is(r.result.state.session.user?.name, actors.session.getSnapshot().context.user?.name);
  stopAll(r.result);
});

type Cmd = { k: "type"; field: "role" | "mobile" | "password"; value: string } | { k: "submit" } | { k: "ui"; type: string } | { k: "signOut" };
const arbCmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ k: fc.constant("type" as const), field: fc.constantFrom("role" as const), value: fc.constantFrom("FCP", "CMDI", "AMMD", "BOSS") }),
  fc.record({
    k: fc.constant("type" as const),
    field: fc.constantFrom("mobile" as const),
    value: fc.constantFrom("9000000002", " 9000000002 ", "123", ""),
  }),
  fc.record({ k: fc.constant("type" as const), field: fc.constantFrom("password" as const), value: fc.constantFrom(PASSWORD, "wrong", "") }),
  fc.constant({ k: "submit" as const }),
  fc.record({
    k: fc.constant("ui" as const),
    type: fc.constantFrom(
      "ui.theme.toggle",
      "ui.direction.toggle",
      "ui.drawer.toggle",
      "ui.notifications.open",
      "ui.notifications.close",
      "ui.search.toggle",
    ),
  }),
  fc.constant({ k: "signOut" as const }),
);

test("property: for generated sessions of the app's own machines, replay(log) reaches the live states and store", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(arbCmd, { maxLength: 20 }), async (cmds) => {
      const { log, actors } = await appWorld();
      for (const c of cmds) {
        const form = actors.session.getSnapshot().children.loginForm;
        if (c.k === "type") form?.send({ type: "form.changed", field: c.field, value: c.value });
        else if (c.k === "submit") form?.send({ type: "form.submitted" });
        else if (c.k === "ui") actors.ui.send({ type: c.type } as never);
        else actors.session.send({ type: "session.signOut" });
        await tick();
        await tick();
      }
      await log.flush();
      const r = replayLogText(await actors.qa!.exportLog(), actors.qa!.replayEnv);
      assert.ok(r.ok);
      if (!r.ok) return;
      assert.equal([r.result.divergences, r.result.unknown], [[], []]);
      const live = actors.qa!.liveActors();
      for (const key of ["session", "shellUi"]) assert.ok(sameSummary(liveSummary(live[key]!), r.result.snapshots[key]!), key);
      const liveForm = actors.session.getSnapshot().children.loginForm;
      const replayedForm = r.result.actors.session!.getSnapshot().children.loginForm;
      assert.is(replayedForm === undefined, liveForm === undefined, "the login form runs in both or in neither");
      if (liveForm && replayedForm) assert.ok(sameSummary(liveSummary(liveForm), liveSummary(replayedForm)), "loginForm");
      assert.equal(r.result.state, log.state());
      stopAll(r.result);
      actors.session.stop();
      actors.ui.stop();
    }),
    { numRuns: 40 },
  );
});

test.run();
