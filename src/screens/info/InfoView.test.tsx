// The Info view as a person reads it (decision 036): its facts come from the
// code's tables (the stages in the lifecycle table's order with their owners, a changed table
// changing the page; the kinds of upload of FILE_KINDS with the 5 MB limit and the one ETTC PDF;
// the payment badges of badgeOf), headings h1 then h2s (h3 within) a screen reader can jump between,
// the FCP's allowance loading, failed and counted as the lifecycle's check counts.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { financialYearStarting } from "../../codecs/calendar.ts";
import { PAYMENT_PENDING, PAYMENT_SUCCESSFUL } from "../../codecs/payments.ts";
import type { FcpProfile } from "../../codecs/people.ts";
import { allowanceOf, maxUploadSize, PAYMENT_BADGES, stagesOf, uploadRules } from "../../codecs/programmeInfo.ts";
import { FILE_KINDS, MAX_UPLOAD_BYTES, ONE_PDF } from "../../codecs/upload.ts";
import { TRANSITIONS, type Transition } from "../../codecs/workshopLifecycle.ts";
import { AllowanceView, type AllowanceState, InfoView, type InfoViewProps } from "./InfoView.tsx";
import { translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";
import { TranslateProvider } from "../../views/i18n.tsx";
import { ContactView } from "../contactUs/ContactView.tsx";

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

const info = (over: Partial<InfoViewProps> = {}) =>
  wrap(
    <InfoView
      title="Info"
      back="/newHomeFCP"
      year={financialYearStarting(2026)}
      Allowance={null}
      stages={stagesOf()}
      uploads={uploadRules()}
      payments={PAYMENT_BADGES}
      {...over}
    />,
  );
/** The FCP's allowance as its hosted part draws it (./allowance.tsx). */
const allowance = (a: AllowanceState) => ({ Allowance: () => <AllowanceView {...a} /> });
const headings = (level: number) => [...document.querySelectorAll(`h${level}`)].map((h) => h.textContent);

test("the stages are the lifecycle table's, in its order (each source, then its target), with who moves each", () => {
  const order: string[] = [];
  for (const t of TRANSITIONS) for (const s of [t.from, t.to]) if (!order.includes(s)) order.push(s);
  info();
  assert.equal(headings(3).slice(0, order.length), order);
  assert.equal(order.slice(0, 3), ["Planning", "Awaiting Workshop Confirmation", "Awaiting AMMD Approval"]);
  const items = [...document.querySelectorAll(".info-stage")];
  assert.is(items.length, order.length);
  const planning = items[0]!.textContent!;
  assert.ok(planning.includes("Submit plan, by the workshop's FCP: moves it to Awaiting Workshop Confirmation."), planning);
  assert.ok(planning.includes("Cancel workshop, by the workshop's FCP or accounts (the super admin): moves it to Cancelled."), planning);
  const due = items[order.indexOf("Awaiting AMMD Approval")]!.textContent!;
  assert.ok(due.includes("Workshop day reached, by the server: moves it to AMMD Confirmation."), due);
  assert.ok(items[order.indexOf("Paid")]!.textContent!.includes("The workshop ends here."));
  // every transition of the table is on the page
  for (const t of TRANSITIONS) assert.ok(items[order.indexOf(t.from)]!.textContent!.includes(`${t.label}, by`), `${t.event} from ${t.from}`);
});

test("a changed table changes the page: the stages are derived, not retyped", () => {
  const table: Transition[] = [{ ...TRANSITIONS[0]!, from: "Execution", to: "Paid", by: ["CMDI"], label: "Finish" }];
  info({ stages: stagesOf(table) });
  assert.equal(headings(3).slice(0, 2), ["Execution", "Paid"]);
  assert.ok(document.querySelector(".info-stage")!.textContent!.includes("Finish, by the workshop's CMDI: moves it to Paid."));
});

test("the headings: one h1, then the sections as h2 in order; a manager has no allowance section", () => {
  info();
  assert.equal(headings(1), ["Info"]);
  assert.equal(headings(2), ["Financial year", "Workshop stages", "Uploads", "Payments"]);
  cleanup();
  info(allowance({ state: "loading" }));
  assert.equal(headings(2), ["Financial year", "Your workshop allowance", "Workshop stages", "Uploads", "Payments"]);
  // no level is skipped: every h3 follows an h2
  const levels = [...document.querySelectorAll("h1, h2, h3")].map((h) => Number(h.tagName[1]));
  for (const [i, l] of levels.entries()) assert.ok(i === 0 || l <= levels[i - 1]! + 1, `h${l} after h${levels[i - 1]}`);
});

test("the financial year, the uploads of FILE_KINDS (types, 5 MB, one ETTC PDF) and the payment badges", () => {
  const ui = info();
  assert.ok(document.body.textContent!.includes("This financial year is 2026-27: from 01-04-26 to 31-03-27."));
  assert.is(maxUploadSize(MAX_UPLOAD_BYTES), "5 MB");
  const cards = [...document.querySelectorAll(".info-card")];
  assert.is(cards.length, Object.keys(FILE_KINDS).length);
  assert.equal(
    uploadRules().map((u) => u.kind),
    Object.keys(FILE_KINDS),
  );
  const ettc = cards[Object.keys(FILE_KINDS).indexOf("ettc")]!.textContent!;
  assert.ok(ettc.includes("PDF") && ettc.includes("less than 5 MB") && ettc.includes(ONE_PDF), ettc);
  const image = cards[Object.keys(FILE_KINDS).indexOf("image")]!.textContent!;
  assert.ok(image.includes("JPEG, PNG, WEBP, GIF") && image.includes("FCP"), image);
  assert.ok(cards[Object.keys(FILE_KINDS).indexOf("training")]!.textContent!.includes("CMDI"));
  assert.ok(ui.getByText(PAYMENT_SUCCESSFUL).closest(".bp6-intent-success"));
  assert.ok(ui.getByText(PAYMENT_PENDING).closest(".bp6-intent-warning"));
});

const profile = (allowed: unknown, stages: (string | null)[]): FcpProfile => ({
  fcp: { allowed_workshop__c: allowed } as FcpProfile["fcp"],
  workshops: stages.map((stagename, id) => ({
    id,
    name: null,
    stagename,
    start_date_time__c: null,
    end_date_time__c: null,
    actual_participants_count__c: null,
    no_of_participants__c: null,
  })),
  uploads: [],
});

test("the allowance: counted as the lifecycle's check counts (past Planning, not Cancelled); loading, failed with Try again", () => {
  assert.equal(allowanceOf(profile(5, ["Planning", "Execution", "Cancelled", "Paid", "Awaiting AMMD Approval"])), { used: 3, total: 5 });
  assert.equal(allowanceOf(profile("4", [])), { used: 0, total: 4 });
  assert.equal(allowanceOf(profile(null, ["Paid"])), { used: 1, total: null });
  let ui = info(allowance({ state: "ready", allowance: { used: 3, total: 5 } }));
  assert.ok(document.body.textContent!.includes("3 of 5 workshops used this financial year (2 workshops left)."));
  cleanup();
  info(allowance({ state: "ready", allowance: { used: 1, total: null } }));
  assert.ok(document.body.textContent!.includes("No limit is set for you: 1 workshop counted this financial year."));
  cleanup();
  ui = info(allowance({ state: "loading" }));
  assert.ok(ui.getByLabelText("Loading your allowance"));
  cleanup();
  let retried = 0;
  ui = info(allowance({ state: "failed", error: "Your profile could not be loaded: no connection.", onRetry: () => retried++ }));
  assert.ok(ui.getByRole("alert").textContent!.includes("Your profile could not be loaded: no connection."));
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test("in Hindi: the sections, a stage with who moves it, an upload's facts, the allowance counted; a contact card (names and numbers as they are)", () => {
  const ui = wrap(
    <TranslateProvider value={translator("hi", hi)}>
      <InfoView
        title="Info"
        back="/newHomeFCP"
        year={financialYearStarting(2026)}
        Allowance={() => <AllowanceView state="ready" allowance={{ used: 3, total: 10 }} />}
        stages={stagesOf()}
        uploads={uploadRules()}
        payments={PAYMENT_BADGES}
      />
      <ContactView managers={["CMDI", "AMMD"]} rows={[{ role: "CMDI", name: "Ravi Kumar", phone: "9876543210", email: null }]} role="FCP" />
    </TranslateProvider>,
  );
  assert.ok(ui.getByRole("heading", { level: 1, name: "जानकारी" }));
  assert.ok(ui.getByRole("heading", { level: 2, name: "वर्कशॉप के चरण" }));
  assert.ok(ui.getByRole("heading", { level: 3, name: "योजना" }));
  assert.ok(ui.getByText("योजना भेजें, वर्कशॉप के FCP करते हैं: वर्कशॉप वर्कशॉप की पुष्टि का इंतज़ार में जाती है।"));
  assert.ok(ui.getByRole("heading", { level: 3, name: "वर्कशॉप की फ़ोटो" }));
  assert.ok(ui.getAllByText("5 MB से कम").length > 0);
  assert.is(ui.getByText(/वर्कशॉप इस्तेमाल हुईं/).textContent, "इस वित्त वर्ष में 10 में से 3 वर्कशॉप इस्तेमाल हुईं (7 वर्कशॉप बाकी)।");
  const cmdi = within(ui.getByRole("region", { name: "आपके CMDI" }));
  assert.ok(cmdi.getByText("Ravi Kumar"));
  assert.ok(cmdi.getByRole("link", { name: "9876543210" }));
  assert.ok(cmdi.getByText("कोई ईमेल पता नहीं"));
  assert.ok(within(ui.getByRole("region", { name: "आपके AMMD" })).getByText("अभी आपको कोई AMMD नहीं सौंपा गया है।"));
});

test.run();
