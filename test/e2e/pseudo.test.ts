// No string left behind (issue 45 item 4; decision 074): with the pseudo-language on (every
// catalogue text bracketed and accented, src/codecs/pseudo.ts), every route each demo role may open
// is drawn and read whole: a visible text, accessible name, placeholder or title with a word outside
// the brackets fails, unless the word came as data (any string of the JSON the server answered this
// browser: names, places, codes) or is a day's short name or am/pm from a time; a month's name is
// drawn bracketed by the pseudo-language's formats (PSEUDO_FORMATS), so an English month written by
// hand is caught (Events Planned's headings were). Each page is
// drawn afresh (a page the role may not open in between) and read when its spinners are gone.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { APP } from "../../src/features/index.ts";
import { SAMPLE_CONTENT } from "../../src/codecs/content.ts";
import { PSEUDO, PSEUDO_KEY } from "../../src/codecs/pseudo.ts";
import { canOpen, type RouteEntry } from "../../src/views/routes.ts";
import { DEMO, DESKTOP, USERS, type Who, PASSWORD, browserSuite, pushPath as go } from "./harness.ts";

const { t, app } = browserSuite("the pseudo-language sweep (Chromium)");

const ROUTES: readonly RouteEntry[] = APP.routes.routes.filter((r) => r.access !== "public");
/** Words that stay as they are in every language: a day's short name and am/pm (Intl's), the
 * programme's roles and the file formats by their names. (The app's name, "Field Ops", is taken off the title.) */
const NAMES = new Set(["mon tue wed thu fri sat sun am pm", "fcp fcps cmdi ammd hpa hpas ttc ettc jpeg png webp gif pdf csv"].join(" ").split(" "));

const words = (s: string): string[] => (s.match(/[A-Za-z][A-Za-z']+/g) ?? []).map((w) => w.toLowerCase());

/** Every string in a JSON answer. */
function strings(v: unknown, into: Set<string>): void {
  if (typeof v === "string") for (const w of words(v)) into.add(w);
  else if (Array.isArray(v)) for (const x of v) strings(x, into);
  else if (v && typeof v === "object") for (const x of Object.values(v)) strings(x, into);
}

/** The visible texts and accessible names on the page (a script's text: tsx would name its functions). */
const READ = `(() => {
  const out = [document.title];
  const shown = (el) => !!el && !el.closest("[aria-hidden='true'], [hidden]") && el.checkVisibility({ visibilityProperty: true });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest("script, style, noscript, template") || !shown(el)) continue;
    const s = (n.textContent || "").trim();
    if (s) out.push(s);
  }
  for (const el of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder], [aria-roledescription]")) {
    if (!shown(el)) continue;
    for (const a of ["aria-label", "title", "alt", "placeholder", "aria-roledescription"]) {
      const v = (el.getAttribute(a) || "").trim();
      if (v) out.push(v);
    }
  }
  return out;
})()`;
const texts = (page: Page): Promise<string[]> => page.evaluate<string[]>(READ).then((all) => all.map((s) => s.replace(/ · Field Ops$/, "")));

/** What is left of a text once the catalogue's bracketed texts are taken out. */
function outsideBrackets(s: string): string {
  let rest = s;
  for (let before = ""; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  return rest;
}

/** Reads the page: each text with a word from no catalogue is kept in `left` (once). */
async function readInto(page: Page, where: string, data: Set<string>, left: Map<string, string>): Promise<number> {
  const all = await texts(page);
  await Promise.all(reading.splice(0));
  for (const s of all) {
    const bad = words(outsideBrackets(s)).filter((w) => !data.has(w) && !NAMES.has(w));
    if (bad.length > 0 && !left.has(s)) left.set(s, `${where}: "${s.slice(0, 120)}" (${bad.join(", ")})`);
  }
  return all.length;
}

/** Read when the page's data is drawn: no spinner left (a page that keeps one is read as it is). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll(".bp6-spinner").length === 0, null, { timeout: 15_000 }).catch(() => {});

/** The JSON answers still being read (a text drawn from one is read after it). */
const reading: Promise<unknown>[] = [];

/** A device with the pseudo-language on, reading every JSON answer's words as data. */
async function pseudoPage() {
  const opened = await app.page(DESKTOP);
  // the sample content item the app draws without one (src/codecs/content.ts) is data too
  const data = new Set<string>();
  strings(SAMPLE_CONTENT, data);
  opened.page.on("response", (r) => {
    if ((r.headers()["content-type"] ?? "").includes("json"))
      reading.push(
        r.json().then(
          (j) => strings(j, data),
          () => {},
        ),
      );
  });
  // set before the app starts, so every answer is read on one page (a reload would drop their bodies)
  await opened.context.addInitScript((k) => localStorage.setItem(k, "1"), PSEUDO_KEY);
  return { ...opened, data };
}

async function sweep(who: Who): Promise<{ pages: number; forms: number; texts: number; left: string[] }> {
  const user = USERS[who];
  const { page, context, errors, data } = await pseudoPage();
  const left = new Map<string, string>();
  let pages = 0;
  let seen = 0;
  let forms = 0;
  try {
    await page.goto(`${app.url}/signin`);
    await page.getByRole("button", { name: PSEUDO("Submit"), disabled: false }).waitFor();
    await page.getByLabel(PSEUDO("Role")).selectOption(DEMO[who].role);
    await page.getByLabel(PSEUDO("Mobile Number")).fill(DEMO[who].mobile);
    await page.getByLabel(PSEUDO("Password")).fill(PASSWORD);
    await page.getByRole("button", { name: PSEUDO("Submit") }).click();
    await page.waitForURL(`**${DEMO[who].home}`);
    await page.locator("h1", { hasText: "⟦" }).first().waitFor();
    await settled(page);
    // the shell's own dialogs: the user menu and the notifications
    await page.getByRole("button", { name: PSEUDO("User menu") }).click();
    await page.getByRole("menu").waitFor();
    seen += await readInto(page, "user menu", data, left);
    // closed by its button, as it opened (Escape needs the focus inside the menu)
    await page.getByRole("button", { name: PSEUDO("User menu") }).click();
    await page.getByRole("menu").waitFor({ state: "detached" });
    await page.getByRole("button", { name: new RegExp(`^${PSEUDO("Notifications").slice(0, -1)}`) }).click();
    await page.locator(".notifications").waitFor();
    await settled(page);
    seen += await readInto(page, "notifications", data, left);
    await page.keyboard.press("Escape");
    await page.locator(".notifications").waitFor({ state: "detached" });
    const between = ROUTES.find((r) => !canOpen(r, user))!;
    for (const r of ROUTES.filter((x) => canOpen(x, user))) {
      await go(page, between.path);
      await page.locator("#role-na-title").waitFor();
      await go(page, r.path);
      await page.locator("#role-na-title").waitFor({ state: "detached" });
      await page.locator("h1").first().waitFor();
      await settled(page);
      pages += 1;
      seen += await readInto(page, r.path, data, left);
      // a form saved as it is: its errors are read too (an empty form is refused before any write)
      const save = page.getByRole("button", { name: new RegExp(`^(${PSEUDO("Save")}|${PSEUDO("Submit")})$`) });
      if ((await save.count()) === 1 && (await save.isEnabled())) {
        forms += 1;
        await save.click();
        await page
          .locator("[role='alert'], .bp6-form-helper-text")
          .first()
          .waitFor({ timeout: 5000 })
          .catch(() => {});
        seen += await readInto(page, `${r.path} saved as it is`, data, left);
      }
    }
    if (errors.length > 0) left.set("errors", `page errors: ${errors.join("; ")}`);
  } finally {
    await context.close();
  }
  return { pages, forms, texts: seen, left: [...left.values()] };
}

for (const who of Object.keys(USERS) as Who[]) {
  t(`${who}: every text on every page it may open comes from the catalogue (or is data)`, async () => {
    const r = await sweep(who);
    console.log(
      `pseudo sweep ${who}: ${r.pages} pages (${r.forms} forms saved empty), the user menu and notifications, ${r.texts} texts read, ${r.left.length} not from a catalogue`,
    );
    assert.equal(r.left, []);
  });
}

// last: its refused sign-in would slow the roles' sign-ins after it (the rate limit)
t("signed out: /signin, its errors and the forgotten password's pages come from the catalogue", async () => {
  const { page, context, errors, data } = await pseudoPage();
  const left = new Map<string, string>();
  try {
    await page.goto(`${app.url}/signin`);
    await page.getByRole("button", { name: PSEUDO("Submit"), disabled: false }).click();
    await page.locator("[role='alert']").first().waitFor();
    await readInto(page, "/signin", data, left);
    await page.getByLabel(PSEUDO("Mobile Number")).fill("9999999999");
    await page.getByLabel(PSEUDO("Password")).fill("not the password");
    await page.getByRole("button", { name: PSEUDO("Submit") }).click();
    await page.waitForFunction(() => document.querySelectorAll("[role='alert']").length > 0 && !document.querySelector("[aria-busy='true']"));
    await readInto(page, "/signin refused", data, left);
    await page.goto(`${app.url}/ForgetPassword`);
    await page.locator("h1", { hasText: "⟦" }).first().waitFor();
    await readInto(page, "/ForgetPassword", data, left);
    if (errors.length > 0) left.set("errors", `page errors: ${errors.join("; ")}`);
  } finally {
    await context.close();
  }
  assert.equal([...left.values()], []);
});

t.run();
