// A log recorded by the real app in Chromium (v0.1.0: a refused and a wrong sign-in, the FCP's
// sign-in, dark theme, the carousel, a page of another role, the QA page) must keep replaying
// into the app's current machines as the app evolves. Old event versions are upcast, never rejected.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { APP } from "../../../src/features/index.ts";
import { replayLogText, stopAll } from "../../../src/views/qa/replayLog.ts";

const text = readFileSync(new URL("../../fixtures/golden-app-v1.json", import.meta.url), "utf8");

test("the golden app log replays without divergence to the recorded screen, each page load with its own actors", () => {
  const r = replayLogText(text, { machines: APP.machines, store: APP.store });
  assert.ok(r.ok, r.ok ? "" : r.error);
  if (!r.ok) return;
  assert.equal([r.result.divergences, r.result.unknown, r.unreadable], [[], [], []]);
  const s = r.result.snapshots;
  assert.equal(s.session.value, { loggedIn: "active" });
  assert.is((s.session.context as { user: { name: string; role: string } }).user.name, "Asha Verma");
  assert.is((s.shellUi.context as { theme: string }).theme, "dark");
  assert.is(s.signInGate.value, "authenticated");
  // the page before the reload (its own session) had the home's news and carousel running
  assert.is(s["shellNews@89BACP"].value, "ready");
  assert.is(s["shellCarousel@89BACP"].value, "playing");
  assert.is(s.shellNews, undefined, "the reloaded page never showed the news");
  assert.equal(r.result.state.location, { path: "/qa/log", search: "" });
  assert.is(r.result.state.session.role, "FCP");
  assert.ok((r.result.state.lists.news?.length ?? 0) > 0, "the news list was cached from the recorded fetch (a v1 effect result, migrated)");
  stopAll(r.result);
});

test("the golden app log holds no password and no token", () => {
  for (const secret of ["demo1234", "not-the-password"]) assert.not.ok(text.includes(secret), secret);
  assert.not.ok(/"token"\s*:\s*"[^"]{8,}/.test(text), "no token value");
  assert.ok(text.includes('"[redacted]"'), "typed passwords show as redacted");
});

test.run();
