// Routes inside the shell: placeholders, another role's page, bad parameters, 404/500, the
// error boundary, lazy screens (spinner, 'Error!', timeout, preload) and the home carousel.
import "../setup.ts";
import { readFileSync } from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, waitFor, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fromPromise, SimulatedClock } from "xstate";
import { shellLoaderMachine, type BuildCheck } from "../../../src/machines/shellLoader.machine.ts";
import { news, renderShell, stubMedia } from "./harness.tsx";
import { userOf } from "../fixtures.ts";
import { ActorsProvider, type AppActors } from "../../../src/screens/actors.tsx";
import { plainFlowHost } from "../../../src/views/flows.ts";
import { LazyScreen } from "../../../src/screens/shell/lazyScreen.tsx";
import type { Loader } from "../../../src/views/shell/lazyLoad.ts";
import { initialState } from "../../../src/store/state.ts";
import { usePreloadAll } from "../../../src/views/shell/screen.ts";
import { ErrorBoundary } from "../../../src/views/shell/ErrorBoundary.tsx";
import { Sidebar } from "../../../src/views/shell/Sidebar.tsx";
import { LoadingImage } from "../../../src/views/LoadingImage.tsx";
import PlaceholderPage from "../../../src/views/PlaceholderPage.tsx";

const asha = userOf();
const ravi = userOf({ id: 2, firstName: "Ravi", role: "CMDI" });

test.before.each(() => {
  stubMedia();
});
test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

// what the shell itself loads on every signed-in page: the reference lists (an FCP's schools too,
// decision 101) and the notifications (decision 045); the rest are the page's own queries
const SHELL_OPS = new Set(["wss.list", "articles.list", "workshops.schools", "notifications.mine"]);
const queries = (app: ReturnType<typeof renderShell>) =>
  app.fetch.requests
    .filter((r) => r.path === "/api/query")
    .map((r) => (r.body as { op: string }).op)
    .filter((op) => !SHELL_OPS.has(op));

test("a page of another role shows 'Not available for your role' and asks for no data", async () => {
  const app = renderShell("/listOutlet", asha);
  await app.ui.findByRole("heading", { name: "Not available for your role" });
  assert.ok(app.ui.getByText(/"Outlets" is not available for your role \(FCP\)/));
  assert.equal(queries(app), []);
  assert.is(app.ui.getByRole("link", { name: "Back to home" }).getAttribute("href"), "/");
  app.mem.navigate("/Userlist");
  await app.ui.findByText(/"User List" is not available/);
});

test("the placeholder page (for a route of the spec's table not built yet; none is left): names it, its parameters and a way back", () => {
  const alone = render(
    <Router hook={memoryLocation({ path: "/x" }).hook}>
      <PlaceholderPage title="Somewhere" params={{ id: 12 }} />
    </Router>,
  );
  assert.ok(alone.getByRole("heading", { name: "Somewhere" }));
  assert.ok(alone.getByText("This page is coming soon."));
  assert.match(alone.getByLabelText("Opened with").textContent!, /id: 12/);
  assert.is(alone.getByRole("link", { name: "Back to home" }).getAttribute("href"), "/");
});

test("the super admin's home (/super) offers no way 'back' to itself but a settings menu; the menu adds their role's Workshops", async () => {
  const sunil = userOf({ id: 4, firstName: "Sunil", role: "AMMD", superAdmin: true });
  const app = renderShell("/super", sunil);
  await app.ui.findByRole("heading", { name: "Super Admin" });
  assert.is(app.ui.queryByRole("link", { name: /^Back/ }), null, "a way back would lead straight back to /super");
  assert.ok(app.ui.getByRole("button", { name: "Settings" }));
  const nav = within(app.ui.getByRole("navigation", { name: "Main menu" }));
  assert.equal(
    nav.getAllByRole("link").map((a) => [a.getAttribute("href"), a.textContent, a.getAttribute("aria-current")]),
    [
      ["/super", "Super Admin", "page"],
      ["/managePeople", "Manage People", null],
      ["/auditLog", "Audit Log", null],
      ["/manageContent", "Manage Content", null],
      ["/manageNews", "Manage News", null],
      ["/import", "Import", null],
      ["/homeAMMD", "Workshops", null],
      ["/fieldDevices", "Field devices", null],
      ["/targets", "Targets", null],
    ],
  );
  fireEvent.click(nav.getByRole("link", { name: "Workshops" }));
  await app.ui.findByRole("region", { name: "News" });
  assert.is(app.path(), "/homeAMMD");
  app.mem.navigate("/Userlist");
  await app.ui.findByRole("heading", { name: "User List" });
  app.mem.navigate("/Workshoplist?sfid=0015g00000DEMO1AAA&type=FCP&count=0");
  await app.ui.findByRole("heading", { name: "Workshop List" });
  assert.is(
    app.ui.getByRole("link", { name: "Back to Super Admin" }).getAttribute("href"),
    "/super?tab=FCP",
    "a person's list leads back to their tab",
  );
});

test("a bad parameter shows a clear error naming it, not a crash", async () => {
  const app = renderShell("/workshop?id=abc", ravi);
  await app.ui.findByRole("heading", { name: "This link is not valid" });
  assert.match(app.ui.getByRole("alert").textContent!, /id must be a positive whole number, not "abc"/);
  app.mem.navigate("/addEditOutlet?outletid=7");
  await app.ui.findByRole("heading", { name: "Outlet" });
});

test("unknown paths go to /404; /500 is a page of its own; / goes to the role home", async () => {
  const lost = renderShell("/nowhere", asha);
  await lost.ui.findByRole("heading", { name: "Page not found" });
  assert.is(lost.path(), "/404");
  cleanup();
  for (const path of ["/SIGNIN", "/Signin", "/LISTOUTLET"]) {
    const other = renderShell(path, null);
    await other.ui.findByRole("heading", { name: "Page not found" });
    assert.is(other.path(), "/404", `${path}: routes match exactly, letter case too`);
    cleanup();
  }
  const err = renderShell("/500", null);
  await err.ui.findByRole("heading", { name: "Something went wrong" });
  cleanup();
  const root = renderShell("/", ravi);
  await root.ui.findByRole("heading", { level: 1, name: "Home" });
  assert.is(root.path(), "/homeCMDI");
});

test("the error boundary shows 'Error!' when a page throws", () => {
  const Boom = () => {
    throw new Error("boom");
  };
  const orig = console.error;
  console.error = () => {};
  try {
    const r = render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    assert.ok(within(r.container).getByRole("heading", { name: "Error!" }));
  } finally {
    console.error = orig;
  }
});

/** The loader with a build check that answers `build` and a reload that is only noted. */
const loaderWith = (build: BuildCheck, reloads: string[] = []) =>
  shellLoaderMachine.provide({
    actors: {
      checkBuild: fromPromise<BuildCheck, void>(async () => build),
      reload: fromPromise<void, { reason: "replaced" | "stuck" }>(async ({ input }) => {
        reloads.push(input.reason);
        await new Promise(() => {});
      }),
    },
  });
// the screen host (src/screens/host.tsx) reads the session, the store and the connection: no one signed in, an empty store, online
const still = <T,>(snap: T) => ({ getSnapshot: () => snap, subscribe: () => ({ unsubscribe() {} }), send() {} });
const actorsWith = (clock: SimulatedClock, build: BuildCheck = "current", reloads: string[] = []) =>
  ({
    clock,
    flows: plainFlowHost(clock, [loaderWith(build, reloads)]),
    session: still({ context: { user: null } }),
    store: { state: () => initialState, subscribe: () => () => {} },
    connection: { isOnline: () => true, subscribe: () => () => {} },
  }) as unknown as AppActors;
const mount = (load: Loader<{ title: string }>, clock = new SimulatedClock(), build: BuildCheck = "current", reloads: string[] = []) => {
  const r = render(
    <ActorsProvider value={actorsWith(clock, build, reloads)}>
      <LazyScreen name="screen" load={load} props={{ title: "Screen" }} />
    </ActorsProvider>,
  );
  return { ui: within(r.container), clock, tick: (ms: number) => act(() => clock.increment(ms)) };
};
const Screen = ({ title }: { title: string }) => <h1>{title}</h1>;

test("lazy screen: nothing for 200 ms, then 'Loading...'; the screen once its chunk arrives", async () => {
  let resolve!: (m: { default: typeof Screen }) => void;
  const load = () =>
    new Promise<{ default: typeof Screen }>((r) => {
      resolve = r;
    });
  const s = mount(load);
  s.tick(199);
  assert.is(s.ui.queryByAltText("Loading..."), null);
  s.tick(1);
  assert.ok(s.ui.getByAltText("Loading..."));
  await act(async () => resolve({ default: Screen }));
  assert.ok(await s.ui.findByRole("heading", { name: "Screen" }));
  cleanup();
  assert.ok(mount(load).ui.getByRole("heading", { name: "Screen" }), "a loaded chunk renders at once next time");
});

test("the shell's own chunk failing is a whole page: 'Error!' is its h1, inside the main landmark", async () => {
  const clock = new SimulatedClock();
  const r = render(
    <ActorsProvider value={actorsWith(clock)}>
      <LazyScreen name="shell" load={() => Promise.reject<{ default: () => null }>(new Error("chunk"))} props={{}} standalone />
    </ActorsProvider>,
  );
  const heading = await within(r.container).findByRole("heading", { name: "Error!", level: 1 });
  assert.ok(heading.closest("main"), "inside <main>");
});

test("lazy screen: a chunk that fails shows 'Error!' with Retry; a chunk that hangs times out at 10000 ms", async () => {
  let attempt = 0;
  const flaky = async () => {
    if (attempt++ === 0) throw new TypeError("Failed to fetch dynamically imported module");
    return { default: Screen };
  };
  const s = mount(flaky);
  assert.ok(await s.ui.findByRole("heading", { name: "Error!" }));
  fireEvent.click(s.ui.getByRole("button", { name: "Retry" }));
  assert.ok(await s.ui.findByRole("heading", { name: "Screen" }));
  cleanup();
  const hang = mount(() => new Promise(() => {}));
  hang.tick(9999);
  assert.is(hang.ui.queryByRole("heading", { name: "Error!" }), null);
  hang.tick(1);
  assert.ok(hang.ui.getByRole("heading", { name: "Error!" }));
  assert.ok(hang.ui.getByText("Loading this page took too long."));
});

test("lazy screen: a chunk the browser keeps failing (its failed import cached) reloads the page on Retry", async () => {
  const reloads: string[] = [];
  let calls = 0;
  const stuck = async () => {
    calls++;
    throw new TypeError("Failed to fetch dynamically imported module");
  };
  const s = mount(stuck, new SimulatedClock(), "current", reloads);
  assert.ok(await s.ui.findByRole("heading", { name: "Error!" }));
  assert.equal(reloads, [], "the first failure waits for the person");
  fireEvent.click(s.ui.getByRole("button", { name: "Retry" }));
  await waitFor(() => assert.equal(reloads, ["stuck"]));
  assert.is(calls, 2, "Retry asked for the chunk again before reloading");
  assert.ok(s.ui.getByAltText("Loading..."), "the reload shows 'Loading...', not 'Error!'");
});

test("lazy screen: a chunk replaced by a newer build reloads the page at once; an unreachable server says so", async () => {
  const reloads: string[] = [];
  const gone = async () => {
    throw new TypeError("Failed to fetch dynamically imported module");
  };
  mount(gone, new SimulatedClock(), "replaced", reloads);
  await waitFor(() => assert.equal(reloads, ["replaced"]));
  cleanup();
  const offline = mount(gone, new SimulatedClock(), "unreachable", reloads);
  assert.ok(await offline.ui.findByRole("heading", { name: "Error!" }));
  assert.ok(offline.ui.getByText(/the server cannot be reached/));
  fireEvent.click(offline.ui.getByRole("button", { name: "Retry" }));
  assert.ok(await offline.ui.findByRole("heading", { name: "Error!" }));
  assert.equal(reloads, ["replaced"], "no reload while the server cannot be reached");
});

test("every lazy screen is preloaded 500 ms after the shell is up", () => {
  const calls: string[] = [];
  const loaders = ["a", "b"].map(
    (n) =>
      (() => {
        calls.push(n);
        return Promise.resolve({ default: Screen });
      }) as Loader<never>,
  );
  const clock = new SimulatedClock();
  const Probe = () => {
    usePreloadAll(loaders, clock);
    return null;
  };
  render(<Probe />);
  act(() => clock.increment(499));
  assert.equal(calls, []);
  act(() => clock.increment(1));
  assert.equal(calls, ["a", "b"]);
});

test("the lazy screens wait for the page to settle, and load two at a time (decision 089)", async () => {
  const calls: string[] = [];
  const done: (() => void)[] = [];
  const loaders = ["a", "b", "c"].map(
    (n) =>
      (() => {
        calls.push(n);
        return new Promise<{ default: typeof Screen }>((r) => done.push(() => r({ default: Screen })));
      }) as Loader<never>,
  );
  let settle!: () => void;
  const settled = new Promise<void>((r) => (settle = r));
  const clock = new SimulatedClock();
  const Probe = () => {
    usePreloadAll(loaders, clock, () => settled);
    return null;
  };
  render(<Probe />);
  act(() => clock.increment(500));
  await Promise.resolve();
  assert.equal(calls, [], "not before the page has settled");
  settle();
  await settled;
  await Promise.resolve();
  assert.equal(calls, ["a", "b"], "two at a time");
  done[0]!();
  for (let i = 0; i < 5; i++) await Promise.resolve();
  assert.equal(calls, ["a", "b", "c"], "the next when one is in");
});

test("home carousel: news images, 3000 ms auto-play in a loop, paused on hover and focus, labelled controls", async () => {
  const app = renderShell("/homeCMDI", ravi, { news: news(3) });
  const region = await app.ui.findByRole("region", { name: "News" });
  const current = () => within(region).getByRole("img").getAttribute("alt");
  // the news, and the lists the CMDI's Today reads (decision 076)
  assert.equal([...queries(app)].sort(), ["leads.list", "news.list", "trainings.list", "workshops.mine"]);
  assert.is(current(), "News 3", "sorted by sequence");
  for (const name of ["Previous slide", "Pause", "Next slide"]) assert.ok(within(region).getByRole("button", { name }));
  assert.is(region.querySelectorAll("img").length, 1, "no thumbnails");
  app.tick(3000);
  assert.is(current(), "News 2");
  app.tick(6000);
  assert.is(current(), "News 3", "endless loop");
  fireEvent.pointerEnter(region, { pointerType: "touch" });
  app.tick(3000);
  assert.is(current(), "News 2", "a finger does not hover");
  app.tick(6000);
  fireEvent.pointerEnter(region, { pointerType: "mouse" });
  app.tick(9000);
  assert.is(current(), "News 3");
  fireEvent.pointerLeave(region, { pointerType: "mouse" });
  fireEvent.focus(within(region).getByRole("button", { name: "Next slide" }));
  app.tick(9000);
  assert.is(current(), "News 3");
  fireEvent.click(within(region).getByRole("button", { name: "Next slide" }));
  assert.is(current(), "News 2");
  fireEvent.click(within(region).getByRole("button", { name: "Pause" }));
  assert.ok(within(region).getByRole("button", { name: "Play" }));
});

test("home carousel: no auto-play under reduced motion; loading, empty and failed states", async () => {
  stubMedia({ reducedMotion: true });
  const app = renderShell("/newHomeFCP", asha, { news: news(3) });
  const region = await app.ui.findByRole("region", { name: "News" });
  app.tick(9000);
  assert.is(within(region).getByRole("img").getAttribute("alt"), "News 3");
  assert.ok(within(region).getByRole("button", { name: "Play" }));
  cleanup();
  const empty = renderShell("/newHomeFCP", asha, { news: [] });
  assert.ok(await empty.ui.findByRole("heading", { name: "No news yet" }));
  cleanup();
  const failed = renderShell("/homeCMDI", ravi, { news: "fail" });
  assert.ok(await failed.ui.findByText("The news could not be loaded: the server had a problem. Please try again in a moment."));
  assert.is(failed.ui.queryByText(/The news service is down/), null, "a server fault's own text is for QA (the event log), not the person");
  // the carousel's own Try again (Today, above it, has one for its lists)
  const newsRetry = failed.ui.getAllByRole("button", { name: "Try again" }).find((b) => !b.closest(".today-failed"));
  fireEvent.click(newsRetry!);
  assert.ok(failed.ui.getByAltText("Loading..."));
});

test("home carousel: a reduced-motion preference turned on while it plays stops it; turned off, it plays again", async () => {
  const media = stubMedia();
  const app = renderShell("/homeCMDI", ravi, { news: news(3) });
  const region = await app.ui.findByRole("region", { name: "News" });
  const current = () => within(region).getByRole("img").getAttribute("alt");
  app.tick(3000);
  assert.is(current(), "News 2");
  media.set({ reducedMotion: true });
  app.tick(9000);
  assert.is(current(), "News 2");
  assert.ok(within(region).getByRole("button", { name: "Play" }));
  media.set({ reducedMotion: false });
  app.tick(3000);
  assert.is(current(), "News 1");
  assert.ok(within(region).getByRole("button", { name: "Pause" }));
});

test("home carousel: the news image is shown whole in its own 3:1 ratio, and its headline is read once", async () => {
  const app = renderShell("/homeCMDI", ravi, { news: news(2) });
  const region = await app.ui.findByRole("region", { name: "News" });
  const img = within(region).getByRole("img") as HTMLImageElement;
  // Its look is Carousel.css's (the browser tests see it applied: test/e2e/shell.test.ts).
  assert.ok(img.classList.contains("carousel-image"));
  const rule = /\.carousel-image\s*\{([^}]*)\}/.exec(readFileSync("src/screens/home/Carousel.css", "utf8"))?.[1] ?? "";
  assert.match(rule, /object-fit:\s*contain;/, "never cropped");
  assert.match(rule, /aspect-ratio:\s*3 \/ 1;/);
  assert.is(img.alt, "News 2");
  const caption = region.querySelector(".carousel-caption")!;
  assert.is(caption.textContent, "News 2", "the headline stays visible");
  assert.is(caption.getAttribute("aria-hidden"), "true", "but is not read a second time");
  const named = [...region.querySelectorAll("*")].filter(
    (el) =>
      !el.closest("[aria-hidden='true']") &&
      (el.getAttribute("alt") === "News 2" || [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.includes("News 2"))),
  );
  assert.is(named.length, 1, "one accessible name for the headline");
});

test("the loading image has the alt text 'Loading...'", () => {
  const r = render(<LoadingImage />);
  assert.is(within(r.container).getByRole("img").getAttribute("alt"), "Loading...");
});

test("sidebar items: link, external link (new tab) and collapsible submenu, with badges", () => {
  const r = render(
    <Router hook={memoryLocation({ path: "/Info" }).hook}>
      <Sidebar
        activePath="/Info"
        menu={[
          { kind: "link", path: "/profile", label: "My Profile", badge: "New" },
          { kind: "external", href: "https://example.org/help", label: "Help", badge: "2" },
          { kind: "submenu", id: "more", label: "More", badge: "3", children: [{ kind: "link", path: "/Info", label: "Info" }] },
          { kind: "submenu", id: "closed", label: "Closed", children: [{ kind: "link", path: "/contact-us", label: "Contact Us" }] },
        ]}
      />
    </Router>,
  );
  const ui = within(r.container);
  assert.ok(ui.getByRole("link", { name: /My Profile/ }).textContent!.includes("New"));
  const help = ui.getByRole("link", { name: /Help/ });
  assert.is(help.getAttribute("target"), "_blank");
  assert.is(help.getAttribute("rel"), "noopener noreferrer");
  const more = ui.getByRole("button", { name: /More/ });
  assert.is(more.getAttribute("aria-expanded"), "true", "the submenu holding the active page starts open");
  assert.is(ui.getByRole("link", { name: "Info" }).getAttribute("aria-current"), "page");
  const closed = ui.getByRole("button", { name: /Closed/ });
  assert.is(closed.getAttribute("aria-expanded"), "false");
  fireEvent.click(closed);
  assert.is(closed.getAttribute("aria-expanded"), "true");
  assert.ok(ui.getByRole("link", { name: "Contact Us" }));
});

test.run();
