// Contact Us as a person reads it (decision 036): the tel: and mailto: links, a manager not
// assigned, the helpline unset, an AMMD's helpline only; the page's load (the first load's spinner,
// offline with the saved contacts, a failure with Try again).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { mailtoHref, telHref, type ContactRow } from "../../codecs/contacts.ts";
import { ContactPageView, ContactView } from "./ContactView.tsx";
import { loadOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function wrap(ui: React.ReactNode) {
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/x" }).hook}>{ui}</Router>
    </BlueprintProvider>,
  );
  return within(r.container);
}
const headings = (level: number) => [...document.querySelectorAll(`h${level}`)].map((h) => h.textContent);

const CMDI: ContactRow = { role: "CMDI", name: "Ravi Kumar", phone: "9000000002", email: "ravi.kumar@example.in" };
const AMMD: ContactRow = { role: "AMMD", name: "Meera Iyer", phone: "+91 90000 00003", email: null };
const HELP: ContactRow = { role: "helpline", name: "Programme helpline", phone: null, email: null };

test("Contact Us for an FCP: the CMDI and AMMD with tel: and mailto: links, the helpline not set up", () => {
  const ui = wrap(<ContactView managers={["CMDI", "AMMD"]} rows={[CMDI, AMMD, HELP]} role="FCP" />);
  assert.equal(headings(2), ["Your CMDI", "Your AMMD", "Helpline"]);
  const cmdi = within(ui.getByRole("region", { name: "Your CMDI" }));
  assert.ok(cmdi.getByText("Ravi Kumar"));
  assert.is(cmdi.getByRole("link", { name: "9000000002" }).getAttribute("href"), "tel:9000000002");
  assert.is(cmdi.getByRole("link", { name: "ravi.kumar@example.in" }).getAttribute("href"), "mailto:ravi.kumar@example.in");
  const ammd = within(ui.getByRole("region", { name: "Your AMMD" }));
  assert.is(ammd.getByRole("link", { name: "+91 90000 00003" }).getAttribute("href"), "tel:+919000000003");
  assert.ok(ammd.getByText("No email address"));
  const help = ui.getByRole("region", { name: "Helpline" });
  assert.ok(help.textContent!.includes("The helpline's phone number and email are not set up yet. Please contact your CMDI or AMMD."));
});

test("Contact Us: a manager not assigned says so; an AMMD is told to contact the helpline, with its links", () => {
  let ui = wrap(<ContactView managers={["CMDI", "AMMD"]} rows={[AMMD, HELP]} role="FCP" />);
  assert.ok(within(ui.getByRole("region", { name: "Your CMDI" })).getByText("No CMDI is assigned to you yet."));
  cleanup();
  const set: ContactRow = { role: "helpline", name: "Fevicryl Helpline", phone: "1800-266-0000", email: "help@example.in" };
  ui = wrap(<ContactView managers={[]} rows={[set]} role="AMMD" />);
  assert.equal(headings(2), ["Helpline"]);
  assert.ok(ui.getByText("For help with the programme, contact the helpline."));
  assert.is(ui.getByRole("link", { name: "1800-266-0000" }).getAttribute("href"), "tel:18002660000");
  assert.is(ui.getByRole("link", { name: "help@example.in" }).getAttribute("href"), "mailto:help@example.in");
});

test("in Hindi: the default helpline's name is the app's text, translated; a configured name is drawn as written", () => {
  let ui = renderView(<ContactView managers={["CMDI", "AMMD"]} rows={[CMDI, AMMD, HELP]} role="FCP" />, { path: "/contact-us", language: "hi" }).ui;
  const help = within(ui.getByRole("region", { name: "हेल्पलाइन" }));
  assert.ok(help.getByText("कार्यक्रम हेल्पलाइन"));
  assert.ok(within(ui.getByRole("region", { name: "आपके CMDI" })).getByText("Ravi Kumar"), "a person's name as written");
  cleanup();
  const set: ContactRow = { role: "helpline", name: "Fevicryl Helpline", phone: "1800-266-0000", email: null };
  ui = renderView(<ContactView managers={[]} rows={[set]} role="AMMD" />, { path: "/contact-us", language: "hi" }).ui;
  assert.ok(ui.getByText("Fevicryl Helpline"));
});

test("tel: and mailto: links: digits with a leading + kept; nothing dialable or no address gives no link", () => {
  assert.is(telHref("+91 (900) 000-0001"), "tel:+919000000001");
  assert.is(telHref("n/a"), null);
  assert.is(telHref(null), null);
  assert.is(mailtoHref(" a@b.in "), "mailto:a@b.in");
  assert.is(mailtoHref("not an email"), null);
  assert.is(mailtoHref(null), null);
});

const load = loadOf;

test("the page: the first load's spinner; then the cards under the page's title with Back home", () => {
  let ui = wrap(
    <ContactPageView title="Contact Us" back="/newHomeFCP" load={load({ loading: true })} managers={["CMDI", "AMMD"]} rows={[]} role="FCP" />,
  );
  assert.ok(ui.getByLabelText("Loading your contacts"));
  assert.is(ui.queryByRole("region", { name: "Your CMDI" }), null);
  cleanup();
  ui = wrap(<ContactPageView title="Contact Us" back="/newHomeFCP" load={load()} managers={["CMDI", "AMMD"]} rows={[CMDI, AMMD, HELP]} role="FCP" />);
  assert.equal(headings(1), ["Contact Us"]);
  assert.ok(ui.getByRole("region", { name: "Your AMMD" }));
});

test("the page offline with saved contacts: one calm note with when they were saved; a failure says so with Try again", () => {
  let retried = 0;
  const at = Date.UTC(2026, 10, 28, 4, 12);
  let ui = wrap(
    <ContactPageView
      title="Contact Us"
      back="/newHomeFCP"
      load={load({ error: "Could not reach the server.", cached: true, offline: true, savedAt: at, onRetry: () => retried++ })}
      managers={["CMDI", "AMMD"]}
      rows={[CMDI, AMMD, HELP]}
      role="FCP"
    />,
  );
  assert.match(ui.getByRole("status").textContent!, /^Offline: showing the list saved on 28-11-26, 9:42 am\./);
  assert.is(ui.queryByRole("alert"), null);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  cleanup();
  ui = wrap(
    <ContactPageView
      title="Contact Us"
      back="/newHomeFCP"
      load={load({ error: "Your contacts could not be loaded." })}
      managers={["CMDI"]}
      rows={[]}
      role="CMDI"
    />,
  );
  assert.ok(ui.getByRole("alert").textContent!.includes("Your contacts could not be loaded."));
});

test.run();
