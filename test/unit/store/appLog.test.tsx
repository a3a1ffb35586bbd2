// The app's own flows recorded end to end (real machines, fake network): a sign-in session keeps
// no secret in the stored log, and replaying the log reaches the live machine states.
import "fake-indexeddb/auto";
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { fakeFetch, memoryKeyValue } from "../../../src/effects/fakes.ts";
import { appFold } from "../../../src/store/appFold.ts";
import { createEventLog } from "../../../src/store/log.ts";
import { fakeClock, fakeIds } from "../../../src/store/ports.ts";
import { localforageStorage } from "../../../src/store/storage.ts";
import { liveSummary, replayLogText, sameSummary, stopAll } from "../../../src/views/qa/replayLog.ts";
import { createAppActors } from "../../../src/wiring.ts";
import { userOf } from "../fixtures.ts";
import { tick } from "./helpers.ts";

const PASSWORD = "Typed-S3cret!";
const TOKEN = "tok_live_5f4e3d2c1b0a99887766";

async function signInSession() {
  const storage = localforageStorage("applog", `t${Math.random()}`);
  const clock = fakeClock();
  const log = createEventLog({ storage, clock, ids: fakeIds(), fold: appFold, actor: () => ({ clientId: "c", sessionId: "s" }) });
  await log.open();
  const user = userOf({ role: "CMDI" });
  const fetch = fakeFetch({
    "POST /api/auth/login": (req) => ((req.body as { password: string }).password === PASSWORD
      ? { status: 200, body: { token: TOKEN, user, expiresAt: "2027-01-01T00:00:00.000Z" } }
      : { status: 401, body: { error: "invalid_credentials", message: "Invalid Credentials!" } }),
  });
  const actors = createAppActors({ fetch, storage: memoryKeyValue(), navigate: () => {}, log });
  const form = () => actors.session.getSnapshot().children.loginForm!;
  form().send({ type: "form.changed", field: "role", value: "CMDI" });
  form().send({ type: "form.changed", field: "mobile", value: "9000000002" });
  form().send({ type: "form.changed", field: "password", value: "wrong-one" });
  form().send({ type: "form.submitted" });
  await tick(); await tick();
  form().send({ type: "form.changed", field: "password", value: PASSWORD });
  form().send({ type: "form.submitted" });
  await tick(); await tick();
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
  const r = replayLogText(text);
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

test.run();
