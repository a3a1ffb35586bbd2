// axe-core on every built screen (the screens the features register, and the public pages): at a
// phone size in light, dark and right-to-left, and at a desktop size in light: no violation at any
// impact (minor, moderate, serious or critical). Dark at the desktop size is covered without
// visiting it again: dark changes colours, not layout, and what axe checks of colours (contrast) is
// the same at any width, so the phone's dark pass checks every screen's content; what only the
// desktop draws (the FCP's sidebar, the managers' header menu) is checked dark at 1366 px by
// test/e2e/shell.test.ts for every role. Right-to-left changes direction, not the breakpoints; the
// phone is where a layout is tightest. Visiting every mode at both sizes was a third of the suite's
// visits again, and the whole run must stay under CI's 20 minutes. For the same reason, in each mode
// only the first screen loads the page; the others are opened as the app's own links open them
// (harness openInApp: the History API, no reload), so the app starts once per role and mode rather
// than once per screen.
// The phone's dark pass is also in Hindi (issue 45 item 5): Hindi changes the words' lengths, not
// the colours, so every screen is checked in Hindi at 360 px without a visit more; at the phone
// size each screen must also fit: nothing wider than the screen, no button whose text is cut.
// A screen is visited by a role that may open it; a screen whose states differ by its link (a new
// outlet, one outlet, one outside the person's scope) is visited in each. A new screen is covered
// without anyone writing a test: it is visited at its bare path.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { APP } from "../../src/features/index.ts";
import { canOpen } from "../../src/views/routes.ts";
import { DEMO, DESKTOP, PHONE, USERS, type Who, axe, browserSuite, openInApp, signIn, type DemoAccount } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";
import { DEMO_CMDI } from "../../server/db/demo.ts";
import HINDI from "../../src/codecs/catalogue.hi.json";

const { t, app } = browserSuite("axe on every screen (Chromium)");

/** The links that show a screen's other states, by path (a function of the signed-in page). */
const SAMPLES: Record<string, Array<{ who: Who; url: (page: Page) => Promise<string> }>> = {
  "/addEditOutlet": [
    { who: "CMDI", url: async () => "/addEditOutlet" },
    { who: "CMDI", url: async (page) => `/addEditOutlet?outletid=${(await apiQuery(page, "outlets.list", {}))[0]!.id}` },
    { who: "FCP", url: async (page) => `/addEditOutlet?outletid=${(await apiQuery(page, "outlets.list", {}))[0]!.id}` },
    { who: "FCP", url: async () => "/addEditOutlet" },
    { who: "AMMD", url: async () => "/addEditOutlet?outletid=1" },
  ],
  // a workshop in the person's scope, its bare link (a bad link), one outside the scope; a person's Workshop List
  "/workshop": [
    { who: "AMMD", url: async (page) => `/workshop?id=${(await apiQuery(page, "workshops.ammd", {}))[0]!.id}&source=ammd` },
    { who: "CMDI", url: async (page) => `/workshop?id=${(await apiQuery(page, "workshops.mine", {}))[0]!.id}&source=cmdi` },
    { who: "FCP", url: async () => "/workshop" },
    { who: "FCP", url: async () => "/workshop?id=999999" },
  ],
  // the same page at its other address (decision 040): a workshop of the CMDI's
  "/viewWorkshopDetails": [
    { who: "CMDI", url: async (page) => `/viewWorkshopDetails?id=${(await apiQuery(page, "workshops.mine", {}))[0]!.id}&source=cmdi` },
  ],
  // a new plan, and the FCP's plan in Planning to edit and to preview (decision 029)
  "/planningWorkshop": [
    { who: "FCP", url: async () => "/planningWorkshop" },
    {
      who: "FCP",
      url: async (page) => `/planningWorkshop?id=${(await apiQuery(page, "workshops.mine", {})).find((w) => w.stagename === "Planning")!.id}`,
    },
  ],
  "/previewWorkshop": [
    {
      who: "FCP",
      url: async (page) => `/previewWorkshop?id=${(await apiQuery(page, "workshops.mine", {})).find((w) => w.stagename === "Planning")!.id}`,
    },
  ],
  "/WorkshopDetails": [
    {
      who: "SUPER",
      url: async (page) =>
        `/WorkshopDetails?id=${(await apiQuery(page, "workshops.details", { id: 1 }))[0]?.id ?? 1}&source=lists&user=${DEMO_CMDI.sfid}&type=CMDI`,
    },
  ],
  "/Workshoplist": [{ who: "SUPER", url: async () => `/Workshoplist?sfid=${DEMO_CMDI.sfid}&type=CMDI&count=0` }],
  // one FCP of a manager's (an id is required), a bare link too
  "/viewFCP": [
    { who: "CMDI", url: async (page) => `/viewFCP?id=${(await apiQuery(page, "fcps.list", { status: "all" }))[0]!.id}` },
    { who: "AMMD", url: async () => "/viewFCP" },
  ],
  // a training of the CMDI's (its gallery with adding on), and a bare link
  "/addTrainingPhotos": [
    { who: "CMDI", url: async (page) => `/addTrainingPhotos?id=${(await apiQuery(page, "trainings.list", {}))[0]!.id}` },
    { who: "CMDI", url: async () => "/addTrainingPhotos" },
  ],
  // the execution report (decision 030): the FCP's workshop in Execution, one in another stage (the 409's sentence), a bare link
  "/addParticipants": [
    {
      who: "FCP",
      url: async (page) => `/addParticipants?id=${(await apiQuery(page, "workshops.mine", {})).find((w) => w.stagename === "Execution")!.id}`,
    },
    {
      who: "FCP",
      url: async (page) => `/addParticipants?id=${(await apiQuery(page, "workshops.mine", {})).find((w) => w.stagename === "Paid")!.id}`,
    },
    { who: "FCP", url: async () => "/addParticipants" },
  ],
  "/addPhotos": [
    { who: "FCP", url: async (page) => `/addPhotos?id=${(await apiQuery(page, "workshops.mine", {})).find((w) => w.stagename === "Execution")!.id}` },
  ],
  // one lead of the FCP's, Interested (the status change and the conversion shown; decision 042), and a bare link
  "/lead": [
    { who: "FCP", url: async (page) => `/lead?id=${(await apiQuery(page, "leads.list", {})).find((l) => l.status === "Interested")!.id}` },
    { who: "FCP", url: async () => "/lead" },
  ],
  "/myFCP": [{ who: "AMMD", url: async (page) => `/myFCP?id=${(await apiQuery(page, "fcps.list", { status: "all" }))[0]!.id}` }],
  // each role's home: the sidebar layout (FCP) and the header menu (CMDI, AMMD)
  // the containers (decision 043): a manager's list and one read-only; the FCP's one, its form
  "/viewContainer": [
    { who: "CMDI", url: async () => "/viewContainer" },
    { who: "CMDI", url: async (page) => `/viewContainer?id=${(await apiQuery(page, "containers.list", {}))[0]!.id}` },
    { who: "FCP", url: async (page) => `/viewContainer?id=${(await apiQuery(page, "containers.list", {}))[0]!.id}` },
  ],
  "/newHomeFCP": [{ who: "FCP", url: async () => "/newHomeFCP" }],
  "/homeCMDI": [{ who: "CMDI", url: async () => "/homeCMDI" }],
  "/homeAMMD": [{ who: "AMMD", url: async () => "/homeAMMD" }],
};

/** Every registered screen, by who visits it and how. */
function visits(): Map<Who, Array<(page: Page) => Promise<string>>> {
  const out = new Map<Who, Array<(page: Page) => Promise<string>>>();
  const add = (who: Who, url: (page: Page) => Promise<string>) => out.set(who, [...(out.get(who) ?? []), url]);
  for (const path of APP.screens.keys()) {
    const entry = APP.routes.routeOf(path);
    if (!entry || entry.access === "public") continue;
    const samples = SAMPLES[path];
    if (samples) {
      for (const s of samples) add(s.who, s.url);
      continue;
    }
    const who = (["CMDI", "FCP", "AMMD", "SUPER"] as Who[]).find((w) => canOpen(entry, USERS[w]));
    if (who) add(who, async () => path);
  }
  return out;
}

const MODES = [
  { name: "light", settings: { theme: "light", direction: "ltr", searchBar: true } },
  { name: "dark, Hindi", settings: { theme: "dark", direction: "ltr", searchBar: true, language: "hi" } },
  { name: "rtl", settings: { theme: "light", direction: "rtl", searchBar: true } },
];

/** "Loading...", "Loading {what}" and "Refreshing", in English and in Hindi (catalogue.hi.json). */
const LOADING = /^(Refreshing|Loading)|लोड हो रह|ताज़ा हो रहा/;

/** The page drawn in its language: its heading shown, nothing loading. */
async function drawn(page: Page, language = "en"): Promise<void> {
  await page.locator(`html[lang="${language}"]`).waitFor({ state: "attached" });
  await page.locator("h1").first().waitFor();
  await page.getByAltText(LOADING).first().waitFor({ state: "detached" });
  await page.getByLabel(LOADING).first().waitFor({ state: "detached" });
}

/** At a phone's width: what is wider than the screen, and each button whose text is cut (not one
 * hidden until focused, as the skip link: clipped). */
const overflows = (page: Page): Promise<string[]> =>
  page.evaluate(`(() => {
    const out = [];
    if (document.documentElement.scrollWidth > window.innerWidth) out.push("the page is " + document.documentElement.scrollWidth + " px wide");
    for (const b of document.querySelectorAll("button, a.bp6-button, [role='tab']")) {
      if (b.checkVisibility() && !b.closest(".shell-skip-link-hidden") && b.scrollWidth > b.clientWidth + 1) out.push("the button '" + (b.textContent || b.getAttribute("aria-label") || "").trim().slice(0, 40) + "' is cut");
    }
    return out;
  })()`);

async function sweep(
  viewport: { width: number; height: number },
  who: Who | null,
  urls: Array<(page: Page) => Promise<string>>,
  modes = MODES,
): Promise<string[]> {
  const context = await app.browser.newContext({ viewport, serviceWorkers: "block" });
  const page = await context.newPage();
  const found: string[] = [];
  if (who) {
    const account: DemoAccount = DEMO[who];
    await signIn(page, app.url, account);
    await page.waitForURL(`**${account.home}`);
  } else await page.goto(`${app.url}/signin`);
  const links = await Promise.all(urls.map((u) => u(page)));
  for (const mode of modes) {
    await page.evaluate((s) => localStorage.setItem("uiSettings", JSON.stringify(s)), mode.settings);
    for (const [i, link] of links.entries()) {
      // the mode's first screen loads the page (the settings apply at start); the rest open in it
      if (i === 0) {
        await page.goto(`${app.url}${link}`);
        // the load event can come before main.ts has bound /signin's drawn card (its top-level
        // awaits): until Submit is enabled nothing listens to the history the next screen is opened with
        if (link === "/signin") await page.locator('button[type="submit"]:not([disabled])').waitFor();
      } else await openInApp(page, link, mode.settings.language === "hi" ? HINDI["Page not found"] : undefined);
      await drawn(page, mode.settings.language ?? "en").catch(async (e: Error) => {
        if (process.env.AXE_SHOT) await page.screenshot({ path: "/tmp/axe-fail.png" });
        throw new Error(`${who ?? "signed out"} ${viewport.width}px ${mode.name} ${link}: ${e.message}`);
      });
      const where = `${who ?? "signed out"} ${viewport.width}px ${mode.name} ${link}`;
      for (const v of await axe(page)) found.push(`${where}: ${v}`);
      if (viewport.width === PHONE.width) for (const v of await overflows(page)) found.push(`${where}: ${v}`);
    }
  }
  await context.close();
  return found;
}

for (const [viewport, modes] of [
  [PHONE, MODES],
  [DESKTOP, MODES.slice(0, 1)],
] as const) {
  const named = modes.map((m) => m.name).join(", ");
  t(`every signed-in screen at ${viewport.width} px, ${named}: axe finds nothing`, async () => {
    const found: string[] = [];
    for (const [who, urls] of visits()) found.push(...(await sweep(viewport, who, urls, modes)));
    assert.equal(found, []);
  });
  t(`the public pages at ${viewport.width} px, ${named}: axe finds nothing`, async () => {
    const pub = ["/signin", "/404", "/500", ...[...APP.screens.keys()].filter((p) => APP.routes.routeOf(p)?.access === "public")];
    assert.equal(
      await sweep(
        viewport,
        null,
        pub.map((p) => async () => p),
        modes,
      ),
      [],
    );
  });
}

t.run();
