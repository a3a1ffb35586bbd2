// The header, drawer, menus and settings of the shell, rendered whole under happy-dom.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderShell, stubMedia } from "./harness.tsx";
import { userOf } from "../fixtures.ts";
import hi from "../../../src/codecs/catalogue.hi.json";
import type { PushEffects } from "../../../src/effects/push.ts";
import { Header, type HeaderProps, SUGGEST_DELAY_MS, type SearchSuggestions, type ServerSearch } from "../../../src/views/shell/Header.tsx";
import { SERVER_DELAY_MS } from "../../../src/machines/headerSearch.machine.ts";
import { fcpRowOf } from "../fixtures.ts";

const asha = userOf();
const ravi = userOf({ id: 2, firstName: "Ravi", name: "Ravi Kumar", role: "CMDI" });
const meera = userOf({ id: 3, firstName: "Meera", role: "AMMD" });

test.before.each(() => {
  stubMedia();
});
test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
  document.body.className = "";
  document.documentElement.dir = "";
});

test("header: 'Hi, {first name}', and every button has an accessible name", async () => {
  const app = renderShell("/newHomeFCP", asha);
  await app.ui.findByText("Hi, Asha", {}, { timeout: 20_000 }); // the first test also imports (and transpiles) the shell: slow on a busy machine
  const unnamed = app.ui.getAllByRole("button").filter((b) => !(b.getAttribute("aria-label") || b.textContent?.trim()));
  assert.equal(unnamed, []);
  for (const name of ["Close menu", "Enter fullscreen", "Switch to dark theme", "Notifications", "User menu"])
    assert.ok(app.ui.getByRole("button", { name }), name);
});

test("FCP: the sidebar with its entries, the active one marked, and the menu toggle", async () => {
  const app = renderShell("/newHomeFCP", asha);
  await app.ui.findByText("Hi, Asha");
  const nav = within(app.ui.getByRole("navigation", { name: "Main menu" }));
  const links = nav.getAllByRole("link");
  assert.equal(
    links.map((a) => [a.getAttribute("href"), a.textContent]),
    [
      ["/newHomeFCP", "Home"],
      ["/listFCPAssignedHPA", "Assigned HPAs"],
      ["/homeFCP", "Workshops"],
      ["/fevicryl-Content", "Fevicryl Content Categorization"],
      ["/profile", "My Profile"],
      ["/Info", "Info"],
      ["/listFCPEventsPlanned", "Events Planned"],
      ["/content", "View training content"],
      ["/contact-us", "Contact Us"],
      ["/targets", "Targets"],
      ["/import", "Import"],
    ],
  );
  assert.equal(
    links.filter((a) => a.getAttribute("aria-current") === "page").map((a) => a.textContent),
    ["Home"],
  );
  fireEvent.click(nav.getByRole("link", { name: "View training content" }));
  await app.ui.findByRole("heading", { name: "View training content" });
  assert.is(app.path(), "/content");
  assert.is(
    within(app.ui.getByRole("navigation", { name: "Main menu" }))
      .getByRole("link", { name: "View training content" })
      .getAttribute("aria-current"),
    "page",
  );
  fireEvent.click(app.ui.getByRole("button", { name: "Close menu" }));
  assert.is(app.ui.queryByRole("navigation", { name: "Main menu" }), null, "the persistent drawer collapses");
  assert.is(app.ui.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"), "false");
});

for (const [who, home] of [
  [ravi, "/homeCMDI"],
  [meera, "/homeAMMD"],
] as const) {
  test(`${who.role}: no sidebar and no menu toggle; the menu (Workshops, Field devices, Targets) is in the header`, async () => {
    const app = renderShell(home, who);
    await app.ui.findByText(`Hi, ${who.firstName}`);
    assert.is(app.ui.queryByRole("button", { name: "Open menu" }), null);
    assert.is(app.ui.queryByRole("button", { name: "Close menu" }), null);
    const nav = within(app.ui.getByRole("navigation", { name: "Main menu" }));
    assert.equal(
      nav.getAllByRole("link").map((a) => [a.getAttribute("href"), a.textContent, a.getAttribute("aria-current")]),
      [
        [home, "Workshops", "page"],
        ["/fieldDevices", "Field devices", null],
        ...(who.role === "CMDI" ? [["/import", "Import", null]] : []),
        ["/targets", "Targets", null],
      ],
    );
    assert.ok(nav.getAllByRole("link")[0]!.closest("header"), "the menu sits in the header");
  });
}

test("small screen: the drawer is temporary, starts closed, closes after a link; a mobile-size screen closes it", async () => {
  const media = stubMedia({ small: true });
  const app = renderShell("/newHomeFCP", asha, { small: true });
  await app.ui.findByText("Hi, Asha");
  assert.is(app.body.queryByRole("navigation", { name: "Main menu" }), null);
  fireEvent.click(app.ui.getByRole("button", { name: "Open menu" }));
  const drawer = await app.body.findByRole("navigation", { name: "Main menu" });
  assert.ok(drawer.closest(".bp6-drawer"), "inside a temporary drawer");
  fireEvent.click(within(drawer).getByRole("link", { name: "Info" }));
  await app.ui.findByRole("heading", { name: "Info" });
  assert.is(app.path(), "/Info");
  assert.not.ok(app.actors.ui.getSnapshot().context.drawerOpen);
  media.set({ small: false });
  assert.ok(app.actors.ui.getSnapshot().context.drawerOpen, "persistent and open on a large screen");
  assert.ok(app.ui.getByRole("navigation", { name: "Main menu" }));
  media.set({ small: true });
  assert.not.ok(app.actors.ui.getSnapshot().context.drawerOpen, "closes on a mobile-size screen");
});

test("search box: shown when the flag is on, hidden when off, collapsed behind a button on small screens", async () => {
  const on = renderShell("/newHomeFCP", asha);
  await on.ui.findByText("Hi, Asha");
  fireEvent.change(on.ui.getByRole("combobox", { name: "Search" }), { target: { value: "events" } });
  fireEvent.submit(on.ui.getByRole("search"));
  await on.ui.findByRole("heading", { name: "Events Planned" });
  cleanup();
  const off = renderShell("/newHomeFCP", asha, { storage: { uiSettings: JSON.stringify({ searchBar: false }) } });
  await off.ui.findByText("Hi, Asha");
  assert.is(off.ui.queryByRole("combobox", { name: "Search" }), null);
  assert.is(off.ui.queryByRole("button", { name: "Open search" }), null);
  cleanup();
  stubMedia({ small: true });
  const small = renderShell("/homeCMDI", ravi, { small: true });
  await small.ui.findByText("Hi, Ravi");
  assert.is(small.ui.queryByRole("combobox", { name: "Search" }), null);
  fireEvent.click(small.ui.getByRole("button", { name: "Open search" }));
  assert.ok(small.ui.getByRole("combobox", { name: "Search" }));
  assert.is(small.ui.getByRole("button", { name: "Close search" }).getAttribute("aria-expanded"), "true");
});

test("search: a blank query is no search; one no page's title has opens the records' search with it; a page's title opens the page", async () => {
  const app = renderShell("/homeCMDI", ravi);
  await app.ui.findByText("Hi, Ravi");
  const box = app.ui.getByRole("combobox", { name: "Search" });
  const submit = () => fireEvent.submit(within(app.ui.getByRole("banner")).getByRole("search"));
  fireEvent.change(box, { target: { value: "   " } });
  submit();
  assert.is(app.path(), "/homeCMDI", "a blank query is no search");
  fireEvent.change(box, { target: { value: "  zebra " } });
  submit();
  await app.ui.findByRole("heading", { level: 1, name: "Search" });
  assert.is(app.path(), "/search?q=zebra");
  await app.ui.findByText('Nothing matches "zebra"');
  assert.is((app.ui.getByRole("searchbox", { name: "Search records" }) as HTMLInputElement).value, "zebra");
  fireEvent.change(box, { target: { value: "birthday" } });
  submit();
  await app.ui.findByRole("heading", { name: "Birthday Information" });
  assert.is(app.path(), "/birthday-Info");
});

test("suggestions as one types (decision 107): the shell's own page search, a combobox whose arrows pick one and Enter opens it", async () => {
  const app = renderShell("/homeCMDI", ravi);
  await app.ui.findByText("Hi, Ravi");
  const box = app.ui.getByRole("combobox", { name: "Search" });
  fireEvent.change(box, { target: { value: "birth" } });
  const list = await app.ui.findByRole("listbox", { name: "Suggestions" });
  assert.is(box.getAttribute("aria-expanded"), "true");
  assert.is(box.getAttribute("aria-controls"), list.id);
  assert.equal(
    within(list)
      .getAllByRole("group")
      .map((g) => [g.getAttribute("aria-labelledby") && document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent, g.textContent]),
    [["Pages", "PagesBirthday Information"]],
  );
  assert.equal(
    within(list)
      .getAllByRole("option")
      .map((o) => o.textContent),
    ["Birthday Information", 'Search records for "birth"'],
  );
  fireEvent.keyDown(box, { key: "ArrowDown" });
  const first = within(list).getByRole("option", { name: "Birthday Information" });
  assert.is(box.getAttribute("aria-activedescendant"), first.id);
  assert.is(first.getAttribute("aria-selected"), "true");
  fireEvent.keyDown(box, { key: "Enter" });
  await app.ui.findByRole("heading", { name: "Birthday Information" });
  assert.is(app.path(), "/birthday-Info");
  assert.is((box as HTMLInputElement).value, "", "the box is emptied once a suggestion opened");
});

/** The header alone, its search answering from `groups` and recording what it was asked, opened, searched and told the server. */
function searchHeader(groups: SearchSuggestions, server: ServerSearch = "idle") {
  const calls = { asked: [] as string[], opened: [] as string[], searched: [] as string[], told: [] as string[] };
  const p = headerProps({
    search: {
      small: false,
      open: false,
      onToggle: () => {},
      onSearch: (q) => calls.searched.push(q),
      suggest: (q) => {
        calls.asked.push(q);
        return groups;
      },
      onOpen: (href) => calls.opened.push(href),
      allResults: (q) => `/search?q=${q}`,
      ask: (q) => calls.told.push(q),
      server,
    },
  });
  const r = render(<Header {...p} />);
  return { ui: within(r.container), box: within(r.container).getByRole("combobox", { name: "Search" }) as HTMLInputElement, calls };
}

const TORAN: SearchSuggestions = [
  { label: "Pages", items: [{ href: "/targets", title: "Targets", detail: "" }] },
  { label: "Workshops", items: [{ href: "/workshop?id=7&source=cmdi", title: "Toran Workshop - Bhopal", detail: "Execution · Asha" }] },
];
const pause = () => new Promise((r) => setTimeout(r, SUGGEST_DELAY_MS * 2));

test("suggestions: asked once the typing pauses, not under two characters; the arrows walk them and wrap; Enter opens the one chosen, else searches; Escape closes, then empties", async () => {
  const { ui, box, calls } = searchHeader(TORAN);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: "t" } });
  await pause();
  assert.equal(calls.asked, [], "one character: nothing asked");
  assert.is(box.getAttribute("aria-expanded"), "false");
  for (const v of ["to", "tor", "tora"]) fireEvent.change(box, { target: { value: v } });
  const list = await ui.findByRole("listbox", { name: "Suggestions" });
  assert.equal(calls.asked.at(-1), "tora");
  assert.not.ok(calls.asked.includes("to") || calls.asked.includes("tor"), "asked when the typing paused, not at each key");
  const names = within(list)
    .getAllByRole("option")
    .map((o) => o.textContent);
  assert.equal(names, ["Targets", "Toran Workshop - BhopalExecution · Asha", 'Search records for "tora"']);
  const active = () => document.getElementById(box.getAttribute("aria-activedescendant") ?? "")?.textContent ?? null;
  assert.is(active(), null, "nothing is chosen until the arrows move");
  fireEvent.keyDown(box, { key: "ArrowUp" });
  assert.is(active(), 'Search records for "tora"', "up from the box: the last");
  fireEvent.keyDown(box, { key: "ArrowDown" });
  assert.is(active(), "Targets", "and it wraps");
  fireEvent.keyDown(box, { key: "ArrowDown" });
  assert.is(active(), "Toran Workshop - BhopalExecution · Asha");
  assert.is(calls.asked.filter((q) => q === "tora").length, 1, "searched once for the paused query, not again at each arrow");
  fireEvent.keyDown(box, { key: "Enter" });
  assert.equal(calls.opened, ["/workshop?id=7&source=cmdi"]);
  assert.equal(calls.searched, [], "the chosen one opened, no search");
  assert.is(box.value, "");
  fireEvent.change(box, { target: { value: "toran" } });
  await ui.findByRole("option", { name: 'Search records for "toran"' });
  fireEvent.keyDown(box, { key: "Escape" });
  assert.is(box.getAttribute("aria-expanded"), "false", "Escape closes the list");
  assert.is(box.value, "toran", "and keeps what was typed");
  fireEvent.keyDown(box, { key: "ArrowDown" });
  assert.is(active(), "Targets", "the arrows open it again");
  fireEvent.keyDown(box, { key: "Escape" });
  fireEvent.keyDown(box, { key: "Escape" });
  assert.is(box.value, "", "a second Escape empties the box");
  fireEvent.change(box, { target: { value: "toran" } });
  await ui.findByRole("listbox", { name: "Suggestions" });
  fireEvent.submit(ui.getByRole("search"));
  assert.equal(calls.searched, ["toran"], "Enter with none chosen: the search as before");
  assert.is(box.getAttribute("aria-expanded"), "false");
});

test("suggestions: a click opens one; the list closes when the focus leaves", async () => {
  const { ui, box, calls } = searchHeader(TORAN);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: "tar" } });
  fireEvent.click(await ui.findByRole("option", { name: "Targets" }));
  assert.equal(calls.opened, ["/targets"]);
  fireEvent.change(box, { target: { value: "tar" } });
  await ui.findByRole("listbox", { name: "Suggestions" });
  fireEvent.blur(box);
  assert.is(box.getAttribute("aria-expanded"), "false");
  assert.is(ui.queryByRole("listbox"), null);
});

const FROM_SERVER: SearchSuggestions = [
  {
    label: "Workshops",
    items: [
      { href: "/workshop?id=7&source=cmdi", title: "Toran Workshop - Bhopal", detail: "Execution · Asha" },
      { href: "/workshop?id=70&source=cmdi", title: "Toran Workshop - Indore", detail: "Planned · Ravi", server: true },
    ],
  },
];

test("suggestions from the server (decision 117): told the paused text, marked 'From the server' in their group, still options the arrows reach", async () => {
  const { ui, box, calls } = searchHeader(FROM_SERVER);
  fireEvent.focus(box);
  for (const v of ["to", "tor", "toran"]) fireEvent.change(box, { target: { value: v } });
  const list = await ui.findByRole("listbox", { name: "Suggestions" });
  assert.equal(calls.told.at(-1), "toran", "the server's search is told the text once the typing paused");
  assert.not.ok(calls.told.includes("to") || calls.told.includes("tor"), "not at each key");
  const options = within(list).getAllByRole("option");
  assert.equal(
    options.map((o) => o.textContent),
    ["Toran Workshop - BhopalExecution · Asha", "Toran Workshop - IndoreFrom the serverPlanned · Ravi", 'Search records for "toran"'],
  );
  assert.equal(within(list).getAllByText("From the server").length, 1, "only the server's is marked");
  assert.is(within(ui.getByRole("search")).getByRole("status").textContent, "", "nothing asked: no note");
  fireEvent.keyDown(box, { key: "ArrowDown" });
  fireEvent.keyDown(box, { key: "ArrowDown" });
  assert.is(box.getAttribute("aria-activedescendant"), options[1]!.id);
  fireEvent.keyDown(box, { key: "Enter" });
  assert.equal(calls.opened, ["/workshop?id=70&source=cmdi"]);
  await waitFor(() => assert.equal(calls.told.at(-1), "", "the box emptied: the server's search too"));
});

test("suggestions offline say only this device was searched; while the server is asked, they say so", async () => {
  let { ui, box } = searchHeader(TORAN, "offline");
  assert.is(ui.queryByText("Offline: only what is saved on this device is searched."), null, "said only with the list open");
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: "toran" } });
  await ui.findByRole("listbox", { name: "Suggestions" });
  assert.is(within(ui.getByRole("search")).getByRole("status").textContent, "Offline: only what is saved on this device is searched.");
  cleanup();
  ({ ui, box } = searchHeader(TORAN, "asking"));
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: "toran" } });
  await ui.findByRole("listbox", { name: "Suggestions" });
  assert.is(within(ui.getByRole("search")).getByRole("status").textContent, "Searching the server…");
});

test("the shell's suggestions: the device's at once, then the server's it does not hold, marked, without the device's again", async () => {
  const asked: string[] = [];
  const app = renderShell("/homeCMDI", ravi, {
    searchRecords: (q) => {
      asked.push(q);
      return [
        { kind: "person", id: 1, title: "Asha Verma", detail: [{ text: "FCP" }], href: "/viewFCP?id=1" },
        { kind: "person", id: 9, title: "Asha Rani", detail: [{ text: "FCP" }, { text: "Indore" }], href: "/viewFCP?id=9" },
      ];
    },
  });
  await app.ui.findByText("Hi, Ravi");
  await act(async () => {
    app.actors.log.append("fcpsAll.fetched", { rows: [fcpRowOf(1, { name: "Asha Verma", billingcity: "Bhopal" })], digests: ["d1"] });
  });
  const box = app.ui.getByRole("combobox", { name: "Search" });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: "asha" } });
  const list = await app.ui.findByRole("listbox", { name: "Suggestions" });
  await within(list).findByRole("option", { name: /^Asha Verma/ });
  assert.is(within(list).queryByText("Asha Rani"), null, "the server is not asked before its pause");
  assert.equal(asked, []);
  await app.tick(SERVER_DELAY_MS);
  const found = await within(list).findByRole("option", { name: /^Asha Rani/ });
  assert.equal(asked, ["asha"]);
  assert.match(found.textContent!, /From the server/);
  assert.equal(
    within(list)
      .getAllByRole("option")
      .map((o) => o.textContent),
    ["Asha VermaFCP · Bhopal", "Asha RaniFrom the serverFCP · Indore", 'Search records for "asha"'],
    "the device's first, the server's after, the one both hold once",
  );
  fireEvent.change(box, { target: { value: "asha r" } });
  await within(list).findByRole("option", { name: 'Search records for "asha r"' });
  assert.is(within(list).queryByText("Asha Rani"), null, "an answer for another text is not shown");
});

test("the header counts this person's changes not saved (decision 081), only when some wait, and links to the page", async () => {
  const app = renderShell("/homeCMDI", ravi);
  await app.ui.findByText("Hi, Ravi");
  assert.is(app.ui.queryByRole("link", { name: /not saved/ }), null, "nothing waits: no count");
  await act(async () => {
    const { id } = app.actors.log.append("write.queued", { op: "outlets.insert", params: { values: {} } }, { origin: "user" });
    app.actors.log.append(
      "write.rejected",
      { status: 400, code: "bad_request", message: "Outlet Name is required" },
      { causationId: id, origin: "effect" },
    );
  });
  const link = await app.ui.findByRole("link", { name: "1 change not saved" });
  assert.is(link.getAttribute("href"), "/changesNotSaved");
  fireEvent.click(link);
  await app.ui.findByRole("heading", { level: 1, name: "Changes not saved" });
  assert.ok(await app.ui.findByText("Outlet Name is required"));
});

test("phone: the header keeps one row; fullscreen and theme move into the user menu, named; the event log and the direction are its 'For testing' group, at its end", async () => {
  stubMedia({ small: true });
  const app = renderShell("/homeCMDI", ravi, { small: true });
  await app.ui.findByText("Hi, Ravi");
  const header = within(app.container.querySelector("header")!);
  for (const name of ["Enter fullscreen", "Switch to dark theme", "Switch to right-to-left"])
    assert.is(header.queryByRole("button", { name }), null, name);
  assert.equal(
    header.getAllByRole("button").map((b) => b.getAttribute("aria-label")),
    ["Open search", "Notifications", "User menu"],
  );
  fireEvent.click(header.getByRole("button", { name: "User menu" }));
  const menu = within(await app.body.findByRole("menu", { name: "User menu" }));
  assert.equal(
    menu.getAllByRole("menuitem").map((m) => m.textContent),
    [
      "Enter fullscreen",
      "Switch to dark theme",
      "Reset Password",
      "My devices",
      "Changes not saved",
      "Sign out",
      "हिन्दी",
      "Event log (QA)",
      "Switch to right-to-left",
    ],
  );
  assertTestingGroup(menu, "For testing", ["Event log (QA)", "Switch to right-to-left"]);
  fireEvent.click(menu.getByRole("menuitem", { name: "Switch to dark theme" }));
  assert.ok(document.body.classList.contains("bp6-dark"));
  fireEvent.click(header.getByRole("button", { name: "User menu" }));
  fireEvent.click(await app.body.findByRole("menuitem", { name: "Enter fullscreen" }));
  assert.equal(app.fullscreenCalls, ["enter"]);
  cleanup();
  document.body.innerHTML = "";
  stubMedia({ small: false });
  const wide = renderShell("/homeCMDI", ravi);
  await wide.ui.findByText("Hi, Ravi");
  assert.is(wide.ui.queryByRole("button", { name: "Switch to right-to-left" }), null, "no direction button among the header's tools");
  fireEvent.click(wide.ui.getByRole("button", { name: "User menu" }));
  const items = (await wide.body.findAllByRole("menuitem")).map((m) => m.textContent);
  assert.equal(
    items,
    ["Reset Password", "My devices", "Changes not saved", "Sign out", "हिन्दी", "Event log (QA)", "Switch to right-to-left"],
    "on a large screen fullscreen and theme stay buttons in the header",
  );
  assertTestingGroup(within(wide.body.getByRole("menu", { name: "User menu" })), "For testing", ["Event log (QA)", "Switch to right-to-left"]);
  fireEvent.click(wide.body.getByRole("menuitem", { name: "Event log (QA)" }));
  await wide.ui.findByRole("heading", { level: 1, name: "Event log (QA)" });
});

test("in Hindi: the user menu's testing group is named by its heading in Hindi", async () => {
  stubMedia({ small: true });
  const app = renderShell("/homeCMDI", ravi, { small: true, storage: { uiSettings: JSON.stringify({ language: "hi" }) } });
  await app.ui.findByText(hi["Hi, {name}"].replace("{name}", "Ravi"));
  fireEvent.click(app.ui.getByRole("button", { name: hi["User menu"] }));
  const menu = within(await app.body.findByRole("menu", { name: hi["User menu"] }));
  assertTestingGroup(menu, hi["For testing"], [hi["Event log (QA)"], hi["Switch to right-to-left"]]);
});

/** The menu's last items are a group named by its visible heading (a screen reader says "For testing, group"). */
function assertTestingGroup(menu: ReturnType<typeof within>, name: string, items: string[]) {
  const group = menu.getByRole("group", { name });
  assert.equal(
    within(group)
      .getAllByRole("menuitem")
      .map((m) => m.textContent),
    items,
  );
  const all = menu.getAllByRole("menuitem");
  assert.equal(
    all.slice(-items.length).map((m: HTMLElement) => m.textContent),
    items,
    "at the menu's end",
  );
  assert.ok(menu.getByText(name), "its heading shows");
}

/** The header's props, every action doing nothing, for a person with no menu, online (`over` changes some). */
function headerProps(over: Partial<HeaderProps>): HeaderProps {
  const noop = () => {};
  return {
    firstName: "Ravi",
    menuToggle: null,
    headerMenu: [],
    activePath: null,
    search: null,
    small: false,
    fullscreen: false,
    onToggleFullscreen: noop,
    theme: "light",
    onToggleTheme: noop,
    direction: "ltr",
    onToggleDirection: noop,
    language: "en",
    onChooseLanguage: noop,
    onOpenNotifications: noop,
    unread: 0,
    onResetPassword: noop,
    onOpenDevices: noop,
    refused: { count: 0, href: "/changesNotSaved", onOpen: noop },
    onOpenLog: noop,
    canSignOut: true,
    onSignOut: noop,
    offline: false,
    waiting: 0,
    lastSynced: null,
    ...over,
  };
}

/** The header alone, as the shell draws it for a super admin (nine entries in its menu) offline with a change waiting. */
function superHeader(small: boolean, activePath = "/p0") {
  const noop = () => {};
  const labels = ["Super Admin", "Manage People", "Audit Log", "Manage Content", "Manage News", "Import", "Workshops", "Field devices", "Targets"];
  const p = headerProps({
    firstName: "Sunil",
    headerMenu: labels.map((label, i) => ({ kind: "link", path: `/p${i}`, label })),
    activePath,
    search: {
      small,
      open: false,
      onToggle: noop,
      onSearch: noop,
      suggest: () => [],
      onOpen: noop,
      allResults: (q) => `/search?q=${q}`,
      ask: noop,
      server: "offline",
    },
    small,
    offline: true,
    waiting: 1,
    lastSynced: Date.UTC(2026, 10, 30, 5, 25),
  });
  return render(<Header {...p} />).container.querySelector("header")!;
}

test("phone (decision 100): under the row of tools, the menu whole on a row of its own, then the connection state on its own; the greeting is never cut", () => {
  const header = superHeader(true);
  const rows = [...header.querySelector(".bp6-navbar")!.children].map((e) =>
    e.className
      .split(" ")
      .filter((c) => c.startsWith("header-"))
      .pop(),
  );
  assert.equal(rows, ["header-start", "header-end", "header-row", "header-connection-row"]);
  assert.is(header.querySelector(".header-start")!.textContent, "Hi, Sunil", "the first row holds the greeting alone");
  const menu = within(header.querySelector<HTMLElement>(".header-row")!).getByRole("navigation", { name: "Main menu" });
  assert.is(within(menu).getAllByRole("link").length, 9, "every entry, none behind a scroll");
  assert.is(within(header).getByRole("status").textContent, "Offline1 change waiting · last synced 30-11-26, 10:55 am");
  cleanup();
  const wide = superHeader(false);
  assert.ok(wide.querySelector(".header-start [aria-label='Main menu']"), "on a large screen the menu follows the greeting");
  assert.ok(wide.querySelector(".header-end [role=status]"), "and the connection state is among the tools");
});

test("phone (decision 112): the menu is one row, the entries that fit and More, a menu of the rest; the open page among them marks More", async () => {
  // a drawn row: each entry 8 px a letter and 12 px of padding, 4 px apart; the row 328 px wide (360 less the page's margins)
  const rect = HTMLElement.prototype.getBoundingClientRect;
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth")!;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const ruler = this.parentElement?.classList.contains("header-menu-ruler") ? this.parentElement : null;
    if (!ruler) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    let left = 0;
    for (const e of ruler.children) {
      const w = (e.textContent ?? "").length * 8 + 12 + (e.querySelector(".header-menu-ruler-icon") ? 24 : 0);
      if (e === this) return DOMRect.fromRect({ x: left, y: 0, width: w, height: 30 });
      left += w + 4;
    }
    return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
  };
  Object.defineProperty(HTMLElement.prototype, "clientWidth", {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains("header-menu-one-row") ? 328 : 0;
    },
  });
  try {
    const header = superHeader(true, "/p7");
    const menu = within(header).getByRole("navigation", { name: "Main menu" });
    // Super Admin (100 px) and Manage People (116 px) fit with More (68 px); Audit Log (84 px) would not
    assert.equal(
      within(menu)
        .getAllByRole("link")
        .map((a) => a.textContent),
      ["Super Admin", "Manage People"],
    );
    const more = within(menu).getByRole("button", { name: "More pages, the open page among them" });
    assert.is(more.getAttribute("aria-haspopup"), "menu");
    assert.ok(more.classList.contains("bp6-active"), "the open page (Field devices) is under More");
    fireEvent.click(more);
    const list = await screen.findByRole("menu", { name: "More pages" });
    const items = within(list).getAllByRole("menuitem");
    assert.equal(
      items.map((i) => i.textContent),
      ["Audit Log", "Manage Content", "Manage News", "Import", "Workshops", "Field devices", "Targets"],
    );
    assert.is(items[5]!.getAttribute("href"), "/p7");
    assert.is(items[5]!.getAttribute("aria-current"), "page");
    cleanup();
    // a large screen: every entry, no More
    const wide = within(superHeader(false)).getByRole("navigation", { name: "Main menu" });
    assert.is(within(wide).getAllByRole("link").length, 9);
    assert.is(within(wide).queryByRole("button", { name: /^More/ }), null);
  } finally {
    HTMLElement.prototype.getBoundingClientRect = rect;
    Object.defineProperty(HTMLElement.prototype, "clientWidth", width);
  }
});

test("'Skip to content' is the first focusable element and moves focus to the page", async () => {
  const app = renderShell("/newHomeFCP", asha);
  await app.ui.findByText("Hi, Asha");
  const focusable = app.container.querySelectorAll("a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])");
  const skip = app.ui.getByRole("link", { name: "Skip to content" });
  assert.is(focusable[0], skip);
  const main = app.ui.getByRole("main");
  assert.is(skip.getAttribute("href"), `#${main.id}`);
  assert.is(main.getAttribute("tabindex"), "-1");
  fireEvent.click(skip);
  assert.is(document.activeElement, main);
});

test("right-to-left: the FCP drawer slides in from the inline-start side (the right)", async () => {
  stubMedia({ small: true });
  const app = renderShell("/newHomeFCP", asha, { small: true, storage: { uiSettings: JSON.stringify({ direction: "rtl" }) } });
  await app.ui.findByText("Hi, Asha");
  fireEvent.click(app.ui.getByRole("button", { name: "Open menu" }));
  const drawer = (await app.body.findByRole("navigation", { name: "Main menu" })).closest(".bp6-drawer")!;
  assert.ok(drawer.classList.contains("bp6-position-right"), "from the right in rtl");
  fireEvent.click(app.ui.getByRole("button", { name: "User menu" }));
  fireEvent.click(await app.body.findByRole("menuitem", { name: "Switch to left-to-right" }));
  const again = (await app.body.findByRole("navigation", { name: "Main menu" })).closest(".bp6-drawer")!;
  assert.ok(again.classList.contains("bp6-position-left"), "from the left in ltr");
});

test("document title: '<page title> · Field Ops' on every page", async () => {
  const app = renderShell("/newHomeFCP", asha);
  await app.ui.findByText("Hi, Asha");
  assert.is(document.title, "Home · Field Ops");
  app.mem.navigate("/listFCPEventsPlanned");
  await app.ui.findByRole("heading", { name: "Events Planned" });
  assert.is(document.title, "Events Planned · Field Ops");
  app.mem.navigate("/nowhere");
  await app.ui.findByRole("heading", { name: "Page not found" });
  assert.is(document.title, "Page not found · Field Ops");
});

test("fullscreen toggle asks the page and follows its answer", async () => {
  const app = renderShell("/homeAMMD", meera);
  await app.ui.findByText("Hi, Meera");
  fireEvent.click(app.ui.getByRole("button", { name: "Enter fullscreen" }));
  assert.equal(app.fullscreenCalls, ["enter"]);
  app.reportFullscreen(true);
  fireEvent.click(app.ui.getByRole("button", { name: "Exit fullscreen" }));
  assert.equal(app.fullscreenCalls, ["enter", "exit"]);
});

test("user menu: 'Reset Password' goes to /ForgetPassword carrying the user, with a way back home; 'Sign out' goes to /signin", async () => {
  const app = renderShell("/homeCMDI", ravi);
  await app.ui.findByText("Hi, Ravi");
  fireEvent.click(app.ui.getByRole("button", { name: "User menu" }));
  fireEvent.click(await app.body.findByRole("menuitem", { name: "Reset Password" }));
  await app.ui.findByRole("heading", { name: "Forget Password" });
  assert.is(app.path(), "/ForgetPassword");
  assert.equal(app.mem.state, { user: ravi });
  const back = app.ui.getByRole("link", { name: "Back to home" });
  assert.is(back.getAttribute("href"), "/homeCMDI", "signed in, the way back is home, not sign in");
  fireEvent.click(back);
  await app.ui.findByText("Hi, Ravi");
  assert.is(app.path(), "/homeCMDI");
  cleanup();
  document.body.innerHTML = "";
  const again = renderShell("/homeCMDI", ravi);
  await again.ui.findByText("Hi, Ravi");
  fireEvent.click(again.ui.getByRole("button", { name: "User menu" }));
  fireEvent.click(await again.body.findByRole("menuitem", { name: "Sign out" }));
  await again.ui.findByLabelText("Mobile Number");
  assert.is(again.path(), "/signin");
});

test("the bell says how many are unread; the drawer lists them newest first in India's time; opening one marks it read and goes to it; Mark all read", async () => {
  const note = (id: number, title: string, read = false) => ({
    id,
    kind: "workshop.approve",
    title,
    body: `Workshop ${id} was approved by the AMMD.`,
    link: `/workshop?id=${id}`,
    at: "2026-11-22T06:00:00.000Z",
    read,
  });
  const app = renderShell("/newHomeFCP", asha, {
    notifications: [note(3, "Workshop approved"), note(2, "Report verified"), note(1, "Plan confirmed", true)],
  });
  await app.ui.findByText("Hi, Asha");
  const bell = await app.ui.findByRole("button", { name: "Notifications, 2 unread" });
  fireEvent.click(bell);
  const list = await app.body.findByRole("list", { name: "Notifications" });
  assert.ok(list.closest(".bp6-drawer.bp6-position-right"), "a drawer from the right");
  // the bell counts messages, not what Today lists: the drawer says so and leads to Today (decision 112)
  assert.ok(app.body.getByText(/Messages about your records: one record may have several\. What needs you now is on Today\./));
  assert.is(app.body.getByRole("link", { name: "Open Today" }).getAttribute("href"), "/today");
  assert.equal(
    within(list)
      .getAllByRole("listitem")
      .map((li) => li.querySelector("strong")?.textContent),
    ["Workshop approved", "Report verified", "Plan confirmed"],
  );
  assert.ok(within(list).getAllByText("22-11-26, 11:30 am").length === 3, "India's time");
  fireEvent.click(within(list).getByRole("link", { name: /Workshop approved/ }));
  await waitFor(() => assert.is(app.mem.history.at(-1), "/workshop?id=3"));
  // the link followed closes the drawer at once, not after its 300 ms slide over the page it opened
  // (followedDrawer.ts): gone after a task or two, long before a slide would end
  for (let i = 0; i < 3 && document.querySelector(".notifications.bp6-drawer"); i++) await new Promise((r) => setTimeout(r, 0));
  assert.is(document.querySelector(".notifications.bp6-drawer"), null, "the drawer closed without sliding out");
  await app.ui.findByRole("button", { name: "Notifications, 1 unread" });
  fireEvent.click(app.ui.getByRole("button", { name: "Notifications, 1 unread" }));
  fireEvent.click(await app.body.findByRole("button", { name: "Mark all read" }));
  await app.ui.findByRole("button", { name: "Notifications" });
  assert.ok(await app.body.findByText("All read"));
});

test("push: the drawer says why and asks the browser only when pressed; on, then off on this device, both in the browser and on the server; blocked says how to allow it", async () => {
  const calls: string[] = [];
  let state: "off" | "on" | "denied" = "off";
  const subscription = { endpoint: "https://push.example.org/phone-1", keys: { p256dh: "P".repeat(87), auth: "A".repeat(22) } };
  const push: PushEffects = {
    check: async () => state,
    subscribe: async (key) => {
      calls.push(`subscribe ${key}`);
      state = "on";
      return { state: "on", subscription };
    },
    endpoint: async () => (state === "on" ? subscription.endpoint : null),
    unsubscribe: async () => {
      calls.push("unsubscribe");
      state = "off";
    },
  };
  const app = renderShell("/newHomeFCP", asha, { push });
  await app.ui.findByText("Hi, Asha");
  fireEvent.click(await app.ui.findByRole("button", { name: "Notifications" }));
  const enable = await app.body.findByRole("button", { name: "Get these on this phone" });
  assert.ok(app.body.getByText(/even when the app is closed\. Your browser will ask you to allow it\./));
  assert.equal(calls, [], "nothing asked on load");
  fireEvent.click(enable);
  const disable = await app.body.findByRole("button", { name: "Turn off on this device" });
  assert.equal(calls, ["subscribe BServerKey"]);
  const ops = () => app.fetch.requests.map((r) => r.body as { op?: string; params?: unknown }).filter((b) => b?.op?.startsWith("push."));
  assert.equal(
    ops().map((b) => b.op),
    ["push.key", "push.subscribe"],
  );
  assert.equal(ops()[1]!.params, { subscription });
  assert.is(app.kv.entries().pushBy, asha.sfid, "turned on by Asha");
  fireEvent.click(disable);
  await app.body.findByRole("button", { name: "Get these on this phone" });
  assert.equal(calls, ["subscribe BServerKey", "unsubscribe"]);
  assert.equal(ops()[2], { op: "push.unsubscribe", params: { endpoint: subscription.endpoint } });
  cleanup();
  document.body.innerHTML = "";
  state = "denied";
  const blocked = renderShell("/newHomeFCP", asha, { push });
  await blocked.ui.findByText("Hi, Asha");
  fireEvent.click(await blocked.ui.findByRole("button", { name: "Notifications" }));
  assert.ok(await blocked.body.findByText(/Notifications are blocked for this app in your browser\./));
  state = "off";
  fireEvent.click(blocked.body.getByRole("button", { name: "Check again" }));
  await blocked.body.findByRole("button", { name: "Get these on this phone" });
  // the browser subscribed: on for whoever turned it on (recorded again under this sign-in), off for anyone else
  state = "on";
  for (const [by, shows] of [
    ["someone-else", "Get these on this phone"],
    [asha.sfid, "Turn off on this device"],
  ] as const) {
    cleanup();
    document.body.innerHTML = "";
    const again = renderShell("/newHomeFCP", asha, { push, storage: { pushBy: by } });
    await again.ui.findByText("Hi, Asha");
    fireEvent.click(await again.ui.findByRole("button", { name: "Notifications" }));
    await again.body.findByRole("button", { name: shows });
    const resent = again.fetch.requests.filter((r) => (r.body as { op?: string } | undefined)?.op === "push.subscribe").length;
    assert.is(resent, by === asha.sfid ? 1 : 0, `${by}: recorded again only for its own person`);
  }
});

test("theme and direction toggle on the document and are remembered across reloads", async () => {
  const app = renderShell("/newHomeFCP", asha);
  await app.ui.findByText("Hi, Asha");
  assert.not.ok(document.body.classList.contains("bp6-dark"));
  fireEvent.click(app.ui.getByRole("button", { name: "Switch to dark theme" }));
  fireEvent.click(app.ui.getByRole("button", { name: "User menu" }));
  fireEvent.click(await app.body.findByRole("menuitem", { name: "Switch to right-to-left" }));
  assert.ok(document.body.classList.contains("bp6-dark"));
  assert.is(document.documentElement.dir, "rtl");
  const stored = app.kv.entries().uiSettings;
  cleanup();
  document.body.className = "";
  document.documentElement.dir = "";
  const reloaded = renderShell("/newHomeFCP", asha, { storage: { uiSettings: stored } });
  await reloaded.ui.findByText("Hi, Asha");
  assert.ok(document.body.classList.contains("bp6-dark"));
  assert.is(document.documentElement.dir, "rtl");
  assert.ok(reloaded.ui.getByRole("button", { name: "Switch to light theme" }));
  fireEvent.click(reloaded.ui.getByRole("button", { name: "User menu" }));
  fireEvent.click(await reloaded.body.findByRole("menuitem", { name: "Switch to left-to-right" }));
  assert.is(document.documentElement.dir, "ltr");
});

test.run();
