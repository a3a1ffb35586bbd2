// What a new user tripped over on the screens that exist (issue 18), each in Chromium as a person
// meets it: the outlet form by role, the State field by keyboard, the carousel after Play on a
// phone, a replay without a live toast, sign-out with unsent changes, the outlet form's own
// problems, routes by letter case, touch targets, right to left (with where a toast sits on a
// phone, decision 109), and a failed list load's words.
import * as assert from "uvu/assert";
import { DEMO, DESKTOP, PHONE, TOAST_IN_PLACE, axe, browserSuite, covered, focused, signIn, type DemoAccount, homeShortcut } from "./harness.ts";
import { apiQuery, field, openLinks, rows } from "./outletSteps.ts";

const { t, app } = browserSuite("what a new user tripped over (Chromium)");

async function as(who: DemoAccount, viewport = DESKTOP, options: { hasTouch?: boolean } = {}) {
  const context = await app.browser.newContext({ viewport, serviceWorkers: "block", ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await signIn(page, app.url, who, undefined, options.hasTouch ? "tap" : "click");
  await page.waitForURL(`**${who.home}`);
  await page.getByText(`Hi, ${who.first}`).waitFor();
  return { context, page, errors };
}

t(
  "only a CMDI adds an outlet: the FCP, the AMMD and the super admin are told so, with nothing to type; a missing outlet offers no useless Try again",
  async () => {
    for (const who of [DEMO.FCP, DEMO.AMMD, DEMO.SUPER]) {
      const { page, context, errors } = await as(who);
      await page.goto(`${app.url}/addEditOutlet`);
      await page.getByRole("heading", { name: "Only the regional manager (CMDI) can add an outlet" }).waitFor();
      assert.is(await page.getByRole("textbox").count(), 0, `${who.mobile}: no field to type in`);
      assert.is(await page.getByRole("button", { name: "Save" }).count(), 0);
      if (who === DEMO.AMMD) {
        await page.goto(`${app.url}/addEditOutlet?outletid=1`);
        await page.getByRole("heading", { name: "This outlet was not found" }).waitFor();
        assert.is(await page.getByRole("button", { name: "Try again" }).count(), 0, "trying again cannot help");
      }
      assert.equal(errors, []);
      await context.close();
    }
  },
);

t("the State field works from the keyboard: Tab, Enter, type 'Tel', ArrowDown, Enter picks Telangana; axe is clean with the list open", async () => {
  const { page, context } = await as(DEMO.CMDI);
  await page.goto(`${app.url}/addEditOutlet`);
  await field(page, "District").click();
  await page.keyboard.press("Tab");
  await focused(field(page, "State"));
  await page.keyboard.press("Enter");
  await page.keyboard.type("Tel");
  await page.getByRole("option", { name: "Telangana - 36" }).waitFor();
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction(() => {
    const id = document.activeElement?.getAttribute("aria-activedescendant");
    return !!id && document.getElementById(id)?.textContent === "Telangana - 36";
  });
  assert.equal(await axe(page), [], "the open list");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => (document.getElementById("outlet-state__c") as HTMLInputElement | null)?.value === "Telangana - 36");
  assert.is(await page.getByText("Outlet Name is required").count(), 0, "Enter did not submit the form");
  await context.close();
});

t("the carousel on a phone: a tap on Pause then Play plays again, and a tap on Next does not stop it for good", async () => {
  const { page, context } = await as(DEMO.CMDI, PHONE, { hasTouch: true });
  const region = page.getByRole("region", { name: "News" });
  await region.getByRole("img").waitFor();
  const slide = () => region.getByRole("group").getAttribute("aria-label");
  const advances = async () => {
    const from = await slide();
    await page.waitForFunction((f) => document.querySelector('[aria-roledescription="slide"]')?.getAttribute("aria-label") !== f, from);
  };
  await region.getByRole("button", { name: "Pause" }).tap();
  await region.getByRole("button", { name: "Play" }).tap();
  await region.getByRole("button", { name: "Pause" }).waitFor();
  await advances();
  await region.getByRole("button", { name: "Next slide" }).tap();
  await advances();
  await context.close();
});

t("touch targets on a 360 px phone are at least 44 px: header icons, carousel controls, a row's Call and Delete, Back", async () => {
  const { page, context } = await as(DEMO.CMDI, PHONE);
  await page.getByRole("region", { name: "News" }).getByRole("img").waitFor();
  const small = (scope: string) =>
    page.$$eval(scope, (els) =>
      els
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 2 && (r.width < 44 || r.height < 44);
        })
        .map(
          (e) =>
            `${e.getAttribute("aria-label") ?? e.textContent?.trim()} ${Math.round(e.getBoundingClientRect().width)}x${Math.round(e.getBoundingClientRect().height)}`,
        ),
    );
  assert.equal(await small("header button, header a.bp6-button, section[aria-label=News] button"), []);
  await homeShortcut(page, "Outlets", "/listOutlet");
  await rows(page).first().waitFor();
  assert.equal(await small("main button, main a.bp6-button"), []);
  await context.close();
});

t(
  "right to left on a phone: Back points right; a toast sits at the bottom, over neither the header nor the title nor Back, its focus drawn inside it, its close button 44 px, the page's end clear of it; an address keeps its punctuation",
  async () => {
    const { page, context } = await as(DEMO.CMDI, PHONE);
    await page.evaluate(() => localStorage.setItem("uiSettings", JSON.stringify({ theme: "light", direction: "rtl", searchBar: true })));
    await page.goto(`${app.url}/listOutlet`);
    await rows(page).first().waitFor();
    const flip = await page.locator("a.page-back svg").evaluate((el) => getComputedStyle(el).transform);
    assert.is(flip, "matrix(-1, 0, 0, 1, 0, 0)", "the arrow is mirrored");
    const address = rows(page)
      .first()
      .locator("div")
      .filter({ hasText: /^\d+, / })
      .first();
    assert.is(
      await address.evaluate((el) => getComputedStyle(el).unicodeBidi),
      "plaintext",
      "its own direction: '148, Gandhi Nagar' reads as written",
    );
    await openLinks(page).first().click();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    // a success is read out politely (decision 109)
    await page.getByRole("status").filter({ hasText: "Outlet Updated Successfully!!" }).waitFor();
    await page.locator(TOAST_IN_PLACE).first().waitFor();
    assert.equal(await covered(page, TOAST_IN_PLACE, ["header", "h1", "a.page-back"]), [], "the toast covers no navigation");
    const toast = await page.locator(TOAST_IN_PLACE).first().boundingBox();
    assert.ok(toast && toast.y + toast.height <= PHONE.height && toast.y > PHONE.height / 2, `at the bottom of the screen: ${JSON.stringify(toast)}`);
    // the focus on its message (where the app hands it after an action) is outlined inside the toast
    const outline = await page.evaluate(() => {
      const message = document.querySelector<HTMLElement>(".bp6-toast .bp6-toast-message")!;
      message.tabIndex = -1;
      message.focus();
      const s = getComputedStyle(message),
        out = Number.parseFloat(s.outlineWidth) + Number.parseFloat(s.outlineOffset),
        m = message.getBoundingClientRect(),
        b = message.closest(".bp6-toast")!.getBoundingClientRect();
      return {
        inside: m.left - out >= b.left && m.right + out <= b.right && m.top - out >= b.top && m.bottom + out <= b.bottom,
        style: s.outlineStyle,
      };
    });
    assert.equal(outline, { inside: true, style: "solid" }, "the focus outline is drawn inside the toast");
    // its close button is a touch target of 44 by 44 px; the toast is no taller than its one-line message needs beside it
    const sizes = await page.evaluate(() => {
      const toast = document.querySelector(".bp6-toast")!,
        close = toast.querySelector('button[aria-label="Close"]')!.getBoundingClientRect();
      return {
        close: [close.width, close.height],
        toast: toast.getBoundingClientRect().height,
        message: toast.querySelector(".bp6-toast-message")!.getBoundingClientRect().height,
      };
    });
    assert.ok(sizes.close[0]! >= 44 && sizes.close[1]! >= 44, `the close button is 44 by 44 px at least: ${JSON.stringify(sizes)}`);
    assert.ok(sizes.toast <= Math.max(sizes.message, 44) + 2, `the toast grows no more than its button needs: ${JSON.stringify(sizes)}`);
    // at the page's end, its last lines and buttons scroll clear of the toast
    const clear = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const last = Math.max(...[...document.querySelectorAll("main *")].map((e) => e.getBoundingClientRect().bottom));
      return last <= document.querySelector(".bp6-toast")!.getBoundingClientRect().top;
    });
    assert.ok(clear, "the page's end is above the toast");
    await context.close();
  },
);

t("a failed list load says what happened in words a person understands, not the server's text", async () => {
  const { page, context } = await as(DEMO.CMDI);
  await page.route("**/api/query", (route) =>
    (route.request().postDataJSON() as { op: string }).op === "outlets.list"
      ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom", message: "boom" }) })
      : route.continue(),
  );
  await homeShortcut(page, "Outlets", "/listOutlet");
  await page.getByText("The outlets could not be loaded: the server had a problem. Please try again in a moment.").waitFor();
  assert.is(await page.getByText("boom", { exact: true }).count(), 0);
  await context.close();
});

t("routes match exactly, letter case too: /SIGNIN and /Signin are /404", async () => {
  const context = await app.browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  for (const path of ["/SIGNIN", "/Signin"]) {
    await page.goto(`${app.url}${path}`);
    await page.waitForURL("**/404");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
  }
  await context.close();
});

t(
  "the outlet form: a stored outlet missing a rule says so on opening; Save's problems are summed up at the top with focus on the first; Back asks before losing changes",
  async () => {
    const { page, context, errors } = await as(DEMO.CMDI);
    const noMobile = (await apiQuery(page, "outlets.list", {})).find((o) => o.mobile_no__c === null);
    assert.ok(noMobile, "the demo data has an outlet without a mobile number");
    await page.goto(`${app.url}/addEditOutlet?outletid=${noMobile.id}`);
    await page.getByText("This outlet needs details before it can be saved").waitFor();
    await page.getByText("Mobile No: Phone Number is required!").waitFor();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit Outlet" }).waitFor();
    await page.locator("#outlet-mobile_no__c-error").getByText("Phone Number is required!").waitFor(); // at once, not a surprise at Save
    await field(page, "RSM Phone").fill("abc");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("2 fields need attention").waitFor();
    await focused(field(page, "Mobile No")); // the first field with a message, not Save
    await page.getByRole("link", { name: "Back to outlets" }).click();
    const ask = page.getByRole("alertdialog");
    await ask.getByText("Discard your changes to this outlet?").waitFor();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await ask.waitFor({ state: "detached" });
    assert.is(await field(page, "RSM Phone").inputValue(), "abc", "the typing stays");
    await page.getByRole("link", { name: "Back to outlets" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Discard changes" }).click();
    await page.waitForURL("**/listOutlet");
    assert.equal(errors, []);
    await context.close();
  },
);

t("signing out with unsent changes asks first; the next person on the device does not see them", async () => {
  const { page, context } = await as(DEMO.CMDI);
  await homeShortcut(page, "Outlets", "/listOutlet");
  await rows(page).first().waitFor();
  await context.setOffline(true);
  const heading = await openLinks(page).first().innerText();
  await rows(page)
    .first()
    .getByRole("button", { name: /^Delete / })
    .click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes" }).click();
  await page.getByRole("link", { name: heading, exact: true }).waitFor({ state: "detached" });
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  const ask = page.getByRole("alertdialog");
  await ask.getByText("1 change you made has not been sent yet.").waitFor();
  await ask.getByRole("button", { name: "Stay signed in" }).click();
  await ask.waitFor({ state: "detached" });
  assert.match(page.url(), /\/listOutlet$/, "still signed in, on the same page");
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/signin");
  await context.setOffline(false);
  await signIn(page, app.url, DEMO.FCP);
  await page.waitForURL("**/newHomeFCP");
  await page.goto(`${app.url}/qa/log`);
  await page.getByText("1 write of another person on this device is not shown.").waitFor();
  assert.is(await page.getByRole("cell", { name: "outlets.delete" }).count(), 0);
  await context.close();
});

t("QA replay draws its screen's toast inside the replayed screen, not over the live page, and fits a phone", async () => {
  const { page, context } = await as(DEMO.CMDI, PHONE);
  await homeShortcut(page, "Outlets", "/listOutlet");
  await openLinks(page).first().click();
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Outlet Updated Successfully!!").waitFor();
  await page.getByRole("button", { name: "User menu" }).click(); // in the app, as QA would: the same page load
  await page.getByRole("menuitem", { name: "Event log (QA)" }).click();
  await page.getByRole("button", { name: "Replay this log" }).click();
  const frame = page.getByTestId("replayed-screen");
  await frame.getByText("Outlet Updated Successfully!!").waitFor();
  assert.is(
    await page.locator(".bp6-toast").evaluateAll((ts) => ts.filter((el) => !el.closest('[data-testid="replayed-screen"]')).length),
    0,
    "no live toast",
  );
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((e) => `${e.tagName}.${(e.className as string).toString().slice(0, 40)} ${Math.round(e.getBoundingClientRect().right)}`),
  );
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `the page is not widened: ${wide.join(" | ")}`);
  await context.close();
});

t.run();
