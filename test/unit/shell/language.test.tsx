// The language a person reads the app in (issue 45; decision 074): chosen in the user menu, kept on
// the device, the shell drawn in it (greeting, menus, page titles, the header's buttons), `<html lang>`
// following; messages with values in ICU form, Hindi's plural too; English as the spec writes it.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { ENGLISH, translate, translator } from "../../../src/codecs/translate.ts";
import hi from "../../../src/codecs/catalogue.hi.json";
import { messagesIn, termProblems } from "../../../scripts/catalogue.ts";
import { userOf } from "../fixtures.ts";
import { renderShell, stubMedia } from "./harness.tsx";

const asha = userOf();

test.before.each(() => {
  stubMedia();
});
test.after.each(() => {
  cleanup();
});

test("English is the key itself; Hindi comes from its catalogue; a key it lacks stays English", () => {
  assert.is(ENGLISH("Sign out"), "Sign out");
  assert.is(ENGLISH("Hi, {name}", { name: "Asha" }), "Hi, Asha");
  assert.is(translate("hi", hi, "Sign out"), "साइन आउट करें");
  assert.is(translate("hi", hi, "Hi, {name}", { name: "Asha" }), "नमस्ते, Asha");
  assert.is(translate("hi", hi, "Not in any catalogue"), "Not in any catalogue");
  const plural = "{count, plural, one {# change waiting} other {# changes waiting}}";
  assert.is(ENGLISH(plural, { count: 1 }), "1 change waiting");
  assert.is(ENGLISH(plural, { count: 1200 }), "1,200 changes waiting");
  assert.is(translator("hi", hi)(plural, { count: 3 }), "3 बदलाव भेजने बाकी");
});

test("the catalogue script finds the literal texts given to t(), in either quotes, and nothing else", () => {
  assert.equal(messagesIn(`t("Sign out"); x.t("no"); getContext("2d"); t('No page matches "{query}"', { query }); t(label)`), [
    "Sign out",
    'No page matches "{query}"',
  ]);
});

test("one Hindi word for one thing: every text of an import reads इम्पोर्ट (the page's title's word), none आयात", () => {
  assert.equal(termProblems(hi), []);
  assert.ok(Object.keys(hi).filter((k) => /import/i.test(k)).length > 20);
  assert.equal(termProblems({ "The import stopped": "आयात रुक गया", Import: "इम्पोर्ट" }), [
    'Hindi says आयात where the catalogue says इम्पोर्ट: "The import stopped"',
  ]);
  assert.equal(termProblems({ "Import finished": "पूरा हुआ" }), ['Hindi lacks इम्पोर्ट for "Import finished"']);
});

test("a person chooses हिन्दी in the user menu: the shell is drawn in Hindi, kept on the device, and back in English", async () => {
  const app = renderShell("/newHomeFCP", asha);
  await app.ui.findByText("Hi, Asha");
  fireEvent.click(app.ui.getByRole("button", { name: "User menu" }));
  fireEvent.click(await app.body.findByRole("menuitem", { name: "हिन्दी" }));
  await app.ui.findByText("नमस्ते, Asha");
  const nav = within(app.ui.getByRole("navigation", { name: "मुख्य मेन्यू" }));
  assert.ok(nav.getByRole("link", { name: "होम" }));
  assert.ok(nav.getByRole("link", { name: "प्रशिक्षण सामग्री देखें" }));
  await waitFor(() => assert.is(document.documentElement.getAttribute("lang"), "hi"));
  assert.is(JSON.parse(app.kv.getItem("uiSettings") ?? "{}").language, "hi");
  // and on the account, through the outbox (sent when there is a connection)
  await waitFor(() =>
    assert.equal(
      app.actors.store
        .state()
        .outbox.filter((w) => w.op === "account.language")
        .map((w) => w.params),
      [{ language: "hi" }],
    ),
  );
  fireEvent.click(app.ui.getByRole("button", { name: "उपयोगकर्ता मेन्यू" }));
  fireEvent.click(await app.body.findByRole("menuitem", { name: "English" }));
  await app.ui.findByText("Hi, Asha");
  await waitFor(() => assert.is(document.documentElement.getAttribute("lang"), "en"));
});

test("opened with Hindi kept on the device, the shell starts in Hindi", async () => {
  const app = renderShell("/newHomeFCP", asha, { storage: { uiSettings: JSON.stringify({ language: "hi" }) } });
  await app.ui.findByText("नमस्ते, Asha");
  assert.ok(app.ui.getByRole("button", { name: "उपयोगकर्ता मेन्यू" }));
});

test.run();
