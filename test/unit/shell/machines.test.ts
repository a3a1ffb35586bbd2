// The shell's machines with a simulated clock: loader timings, carousel timing and pauses,
// news states, UI toggles and what they persist.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ENGLISH, translate } from "../../../src/codecs/translate.ts";
import hi from "../../../src/codecs/catalogue.hi.json";
import { createActor, fromPromise, SimulatedClock, waitFor, fromCallback } from "xstate";
import { shellLoaderMachine } from "../../../src/machines/shellLoader.machine.ts";
import { shellCarouselMachine } from "../../../src/machines/shellCarousel.machine.ts";
import { shellNewsMachine } from "../../../src/machines/shellNews.machine.ts";
import { shellUiMachine, type ShellUiEvent } from "../../../src/machines/shellUi.machine.ts";
import type { UiSettings } from "../../../src/codecs/uiSettings.ts";
import type { ListFetched } from "../../../src/codecs/lists.ts";
import { appUpdateMachine, OFFLINE_NOTE_MS } from "../../../src/machines/appUpdate.machine.ts";

const never = () => new Promise<void>(() => {});
const loader = (load: () => Promise<void>, clock = new SimulatedClock()) => ({
  clock,
  actor: createActor(shellLoaderMachine.provide({ actors: { load: fromPromise(load) } }), { clock }).start(),
});

test("loader: no spinner before 200 ms, a spinner from 200 ms, a timeout at 10000 ms", () => {
  const { clock, actor } = loader(never);
  clock.increment(199);
  assert.not.ok(actor.getSnapshot().hasTag("spinner"));
  clock.increment(1);
  assert.ok(actor.getSnapshot().hasTag("spinner"));
  clock.increment(9_799);
  assert.ok(actor.getSnapshot().matches("loading"));
  clock.increment(1);
  assert.ok(actor.getSnapshot().matches("timedOut"));
  assert.ok(actor.getSnapshot().hasTag("error"));
});

test("loader: a chunk that loads ends in loaded; one that fails ends in failed and can retry", async () => {
  let calls = 0;
  const { actor } = loader(async () => {
    calls++;
    if (calls === 1) throw new Error("chunk failed");
  });
  await waitFor(actor, (s) => s.matches("failed"));
  assert.ok(actor.getSnapshot().hasTag("error"));
  actor.send({ type: "loader.retry" });
  await waitFor(actor, (s) => s.matches("loaded"));
  assert.is(calls, 2);
});

const carousel = (count: number, reducedMotion = false) => {
  const clock = new SimulatedClock();
  return { clock, actor: createActor(shellCarouselMachine, { input: { count, reducedMotion }, clock }).start() };
};
const idx = (a: ReturnType<typeof carousel>["actor"]) => a.getSnapshot().context.index;

test("carousel: advances every 3000 ms and loops endlessly", () => {
  const { clock, actor } = carousel(3);
  assert.ok(actor.getSnapshot().hasTag("playing"));
  clock.increment(2999);
  assert.is(idx(actor), 0);
  clock.increment(1);
  assert.is(idx(actor), 1);
  clock.increment(3000);
  clock.increment(3000);
  assert.is(idx(actor), 0, "after the last slide comes the first");
  actor.send({ type: "carousel.prev" });
  assert.is(idx(actor), 2, "previous from the first is the last");
});

test("carousel: hover and focus pause it; leaving resumes with a full interval", () => {
  const { clock, actor } = carousel(3);
  actor.send({ type: "carousel.hover", on: true });
  clock.increment(10_000);
  assert.is(idx(actor), 0);
  actor.send({ type: "carousel.focus", on: true });
  actor.send({ type: "carousel.hover", on: false });
  clock.increment(10_000);
  assert.is(idx(actor), 0, "still focused");
  actor.send({ type: "carousel.focus", on: false });
  clock.increment(2999);
  assert.is(idx(actor), 0);
  clock.increment(1);
  assert.is(idx(actor), 1);
});

test("carousel: reduced motion means no auto-play until Play; Pause stops it", () => {
  const { clock, actor } = carousel(3, true);
  assert.not.ok(actor.getSnapshot().context.autoplay);
  clock.increment(9000);
  assert.is(idx(actor), 0);
  actor.send({ type: "carousel.next" });
  assert.is(idx(actor), 1, "manual controls still work");
  actor.send({ type: "carousel.toggleAutoplay" });
  clock.increment(3000);
  assert.is(idx(actor), 2);
  actor.send({ type: "carousel.toggleAutoplay" });
  clock.increment(9000);
  assert.is(idx(actor), 2);
});

test("carousel: a change to reduced motion stops auto-play at once; allowing motion again resumes it", () => {
  const { clock, actor } = carousel(3);
  clock.increment(3000);
  assert.is(idx(actor), 1);
  actor.send({ type: "carousel.motion", reduced: true });
  assert.not.ok(actor.getSnapshot().hasTag("playing"));
  clock.increment(9000);
  assert.is(idx(actor), 1, "no auto-play once motion is reduced");
  assert.not.ok(actor.getSnapshot().context.autoplay, "the control offers Play");
  actor.send({ type: "carousel.motion", reduced: false });
  clock.increment(3000);
  assert.is(idx(actor), 2);
});

test("carousel: one slide or none never auto-plays; a shrinking list keeps the index in range", () => {
  const { clock, actor } = carousel(1);
  clock.increment(9000);
  assert.not.ok(actor.getSnapshot().hasTag("playing"));
  const b = carousel(4);
  for (let i = 0; i < 3; i++) b.clock.increment(3000);
  assert.is(idx(b.actor), 3);
  b.actor.send({ type: "carousel.count", count: 2 });
  assert.is(idx(b.actor), 1);
});

const fetched = (count: number) => fromPromise<ListFetched, void>(async () => ({ count }));

test("news: a fetch is ready (an empty one leaves nothing cached: the carousel says so); a failure can retry", async () => {
  const ok = createActor(shellNewsMachine.provide({ actors: { loadNews: fetched(3) } }), { input: { hasCached: false } }).start();
  await waitFor(ok, (s) => s.matches("ready"));
  assert.is(ok.getSnapshot().context.hasCached, true);
  const empty = createActor(shellNewsMachine.provide({ actors: { loadNews: fetched(0) } }), { input: { hasCached: true } }).start();
  await waitFor(empty, (s) => s.matches("ready"));
  assert.is(empty.getSnapshot().context.hasCached, false, "nothing is cached any more");
  let n = 0;
  const flaky = createActor(
    shellNewsMachine.provide({
      actors: {
        loadNews: fromPromise<ListFetched, void>(async () => {
          if (n++ === 0) throw { kind: "network", message: "Could not reach the server." };
          return { count: 1 };
        }),
      },
    }),
    { input: { hasCached: false } },
  ).start();
  await waitFor(flaky, (s) => s.matches("failed"));
  assert.is(
    ENGLISH(flaky.getSnapshot().context.error!),
    "The news could not be loaded: the server cannot be reached. Check your connection, then try again.",
  );
  // the saved news' note in Hindi is Hindi, what failed included (it stayed English: walk finding)
  assert.is(
    translate("hi", hi, flaky.getSnapshot().context.error!),
    "समाचार को लोड नहीं किया जा सका: सर्वर से संपर्क नहीं हो पा रहा है। अपना कनेक्शन जाँचें, फिर दोबारा कोशिश करें।",
  );
  flaky.send({ type: "news.retry" });
  await waitFor(flaky, (s) => s.matches("ready"));
});

test("news: with cached items a failed refresh is stale (they stay), until a retry", async () => {
  let fail = true;
  const a = createActor(
    shellNewsMachine.provide({
      actors: {
        loadNews: fromPromise<ListFetched, void>(async () => {
          if (fail) throw { kind: "network", message: "offline" };
          return { count: 1 };
        }),
      },
    }),
    { input: { hasCached: true } },
  ).start();
  assert.ok(a.getSnapshot().hasTag("loading"));
  await waitFor(a, (s) => s.matches("stale"));
  assert.match(ENGLISH(a.getSnapshot().context.error!), /^The news could not be loaded/);
  fail = false;
  a.send({ type: "news.retry" });
  await waitFor(a, (s) => s.matches("ready"));
});

function ui(small = false, settings: UiSettings = { theme: "light", direction: "ltr", searchBar: true, language: "en" }) {
  const saved: UiSettings[] = [];
  const calls: string[] = [];
  let report: ((e: ShellUiEvent) => void) | null = null;
  const actor = createActor(
    shellUiMachine.provide({
      actions: {
        persist: (_, s) => void saved.push(s),
        enterFullscreen: () => void calls.push("enter"),
        exitFullscreen: () => void calls.push("exit"),
      },
      actors: {
        fullscreen: fromCallback<ShellUiEvent>(({ sendBack }) => {
          report = sendBack;
          return () => {};
        }),
      },
    }),
    { input: { settings, small } },
  ).start();
  return { actor, saved, calls, report: (on: boolean) => report?.({ type: "ui.fullscreen.changed", on }) };
}

test("ui: theme and direction toggle and persist every time", () => {
  const { actor, saved } = ui();
  actor.send({ type: "ui.theme.toggle" });
  actor.send({ type: "ui.direction.toggle" });
  assert.equal(saved, [
    { theme: "dark", direction: "ltr", searchBar: true, language: "en" },
    { theme: "dark", direction: "rtl", searchBar: true, language: "en" },
  ]);
  actor.send({ type: "ui.theme.toggle" });
  assert.is(actor.getSnapshot().context.theme, "light");
});

test("ui: the chosen language is kept with the other settings", () => {
  const { actor, saved } = ui();
  actor.send({ type: "ui.language.chosen", language: "hi" });
  assert.is(actor.getSnapshot().context.language, "hi");
  assert.equal(saved, [{ theme: "light", direction: "ltr", searchBar: true, language: "hi" }]);
});

test("ui: the drawer starts open on large screens, closed on small; a mobile-size screen closes it", () => {
  assert.ok(ui(false).actor.getSnapshot().context.drawerOpen);
  assert.not.ok(ui(true).actor.getSnapshot().context.drawerOpen);
  const { actor } = ui(false);
  actor.send({ type: "ui.screen.changed", small: true });
  assert.not.ok(actor.getSnapshot().context.drawerOpen);
  actor.send({ type: "ui.drawer.toggle" });
  assert.ok(actor.getSnapshot().context.drawerOpen);
  actor.send({ type: "ui.screen.changed", small: true });
  assert.ok(actor.getSnapshot().context.drawerOpen, "the same size again changes nothing");
  actor.send({ type: "ui.drawer.close" });
  assert.not.ok(actor.getSnapshot().context.drawerOpen);
});

test("ui: fullscreen asks the port and follows what the page reports", () => {
  const { actor, calls, report } = ui();
  actor.send({ type: "ui.fullscreen.toggle" });
  assert.equal(calls, ["enter"]);
  assert.not.ok(actor.getSnapshot().context.fullscreen, "only the page's report flips the state");
  report(true);
  actor.send({ type: "ui.fullscreen.toggle" });
  assert.equal(calls, ["enter", "exit"]);
  report(false);
  assert.not.ok(actor.getSnapshot().context.fullscreen);
});

test("ui: notifications and the small-screen search open and close", () => {
  const { actor } = ui(true);
  actor.send({ type: "ui.notifications.open" });
  assert.ok(actor.getSnapshot().context.notificationsOpen);
  actor.send({ type: "ui.notifications.close" });
  assert.not.ok(actor.getSnapshot().context.notificationsOpen);
  actor.send({ type: "ui.search.toggle" });
  assert.ok(actor.getSnapshot().context.searchOpen);
});

test("'Ready to work offline' goes by itself after a few seconds, at once when dismissed, and waits while the focus is in it (decision 107)", () => {
  const clock = new SimulatedClock();
  const a = createActor(appUpdateMachine, { clock }).start();
  a.send({ type: "update.offlineReady" });
  assert.ok(a.getSnapshot().matches("offlineReady"));
  clock.increment(OFFLINE_NOTE_MS);
  assert.ok(a.getSnapshot().matches("current"), "gone by itself");
  a.send({ type: "update.offlineReady" });
  a.send({ type: "update.dismissed" });
  assert.ok(a.getSnapshot().matches("current"), "gone at once");
  a.send({ type: "update.offlineReady" });
  a.send({ type: "update.held" });
  clock.increment(OFFLINE_NOTE_MS * 3);
  assert.ok(a.getSnapshot().matches("offlineReady"), "the focus is in it: it waits");
  a.send({ type: "update.released" });
  clock.increment(OFFLINE_NOTE_MS - 1);
  assert.ok(a.getSnapshot().matches("offlineReady"), "its few seconds start again");
  clock.increment(1);
  assert.ok(a.getSnapshot().matches("current"));
  a.stop();
});

test.run();
