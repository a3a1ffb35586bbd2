// Workshop Details as a person reads it: every field, a dash for a missing value (never 'null' or
// 'undefined'), 'Other' with its name, rupees, the numbered articles, the galleries' titles, not
// found (the AMMD list's: src/screens/ammdWorkshops/AmmdWorkshopsView.test.tsx).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider, Classes } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { OUT_OF_SCOPE_WORKSHOP, type WorkshopDetail } from "../../codecs/workshop.ts";
import { ActorsProvider, type AppActors } from "../actors.tsx";
import { plainFlowHost } from "../../views/flows.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { Gallery } from "../gallery/gallery.tsx";
import { createAppActors } from "../../wiring.ts";
import { REASON_MAX, SIDE_TEXT_MAX, emptyActionValues, emptyFacts } from "../../codecs/workshopLifecycle.ts";
import { WorkshopActionsView, type WorkshopActionsViewProps } from "../../views/workshops/WorkshopActionsView.tsx";
import { rupees } from "../../views/format.ts";
import { STAGE_ICONS } from "../../views/workshops/stages.ts";
import { expenseHead, mapPoints, WorkshopDetailsView, type WorkshopDetailsViewProps } from "../../views/workshops/WorkshopDetailsView.tsx";
import { workshopRowOf } from "../../../test/unit/fixtures.ts";
import { translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";
import { TranslateProvider } from "../../views/i18n.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const row = workshopRowOf;
const detail = (over: Partial<WorkshopDetail> = {}): WorkshopDetail => ({
  ...row(7),
  ammd_name__c: null,
  no_of_participants__c: 40,
  actual_participants_count__c: null,
  stamped_amount__c: 123450,
  total_tertiary_by_app__c: null,
  category__c: "School",
  school_name: null,
  expense_head__c: "Other",
  other_expense_head_name__c: "Transport",
  artical_finalized_photo__c: null,
  map_tile_url: null,
  articles: [
    { id: 1, article__c: "a0A000000000001AAA", sku_name: "Fevicryl Acrylic Colour 15ml Kit", quantity__c: 12 },
    { id: 2, article__c: null, sku_name: null, quantity__c: null },
  ],
  photos: [
    {
      id: 5,
      type__c: "other_pictures",
      image_url__c: "/media/photo/5.svg",
      photodatetime__c: "2026-05-04T10:30:00",
      lat: null,
      lng: null,
      accuracy: null,
      location_source: null,
      also_used_for: [],
    },
  ],
  lifecycle_version: 0,
  facts: { ...emptyFacts("2026-11-23"), photoTypes: [] },
  history: [],
  ...over,
});

function mount(ui: React.ReactNode) {
  // the app's actors on fakes, each flow started unrecorded
  const actors: AppActors = {
    ...createAppActors({ fetch: fakeFetch({}), storage: memoryKeyValue({}), navigate: () => {}, now: () => 1000 }),
    flows: plainFlowHost(),
  };
  const tree = (u: React.ReactNode) => (
    <BlueprintProvider>
      <ActorsProvider value={actors}>
        <Router hook={memoryLocation({ path: "/workshop" }).hook}>{u}</Router>
      </ActorsProvider>
    </BlueprintProvider>
  );
  const r = render(tree(ui));
  return { ui: within(r.container), rerender: (u: React.ReactNode) => r.rerender(tree(u)) };
}
const wrap = (ui: React.ReactNode) => mount(ui).ui;
// the galleries run their lightbox flows, hosted (src/screens/gallery/gallery.tsx) on the real wiring
const details = (over: Partial<WorkshopDetailsViewProps> = {}) =>
  wrap(
    <ActorsProvider value={createAppActors({ fetch: fakeFetch({}), storage: memoryKeyValue({}), navigate: () => {}, now: () => 1000 })}>
      <WorkshopDetailsView
        title="Workshop Details"
        back={{ to: "/homeFCP", label: "Back to workshops" }}
        state="ready"
        summary={null}
        detail={detail()}
        error={null}
        onRetry={() => {}}
        Gallery={Gallery}
        {...over}
      />
    </ActorsProvider>,
  );

test("details: every field of 2.12, a dash for each missing value, 'Other' with its name, rupees", () => {
  const ui = details();
  const value = (label: string) => ui.getByText(label, { exact: true }).nextElementSibling!.textContent;
  assert.is(value("FCP Name"), "-");
  assert.is(value("Assigned CMDI"), "Ravi Kumar");
  assert.is(value("Assigned AMMD"), "-");
  assert.is(value("Planned participants"), "40");
  assert.is(value("Actual participants"), "-");
  assert.is(value("Workshop amount"), "₹1,23,450");
  assert.is(value("Tertiary amount"), "-");
  assert.is(value("Category"), "School");
  assert.is(value("Art Avenue / School name"), "-");
  assert.is(value("Expense head"), "Other - Transport");
  assert.is(value("Start date"), "04-05-26, 10:30 am");
  assert.is(value("End date"), "-");
  assert.ok(ui.getByText("Diya Workshop 7"));
  const text = document.body.textContent!;
  assert.not.match(text, /\bnull\b|\bundefined\b|NaN/);
  assert.is(rupees(null), "-");
});

const located = [
  {
    id: 8,
    type__c: "geo_tagged_Location_pictures",
    image_url__c: "/media/photo/8.svg",
    photodatetime__c: "2026-05-04T10:40:00",
    lat: 19.0761,
    lng: 72.8775,
    accuracy: 20.4,
    location_source: "device" as const,
    also_used_for: ["Diwali Rangoli at Pune", OUT_OF_SCOPE_WORKSHOP],
  },
  {
    id: 9,
    type__c: "geo_tagged_Location_pictures",
    image_url__c: "/media/photo/9.svg",
    photodatetime__c: "2026-05-04T10:41:00",
    lat: null,
    lng: null,
    accuracy: null,
    location_source: "none" as const,
    also_used_for: [],
  },
];

test("details: where each photo was taken (decision 047): the place as a geo: link, 'No location'; a map only with map tiles set", async () => {
  const ui = details({ detail: detail({ photos: located }) });
  const geo = within(ui.getByRole("region", { name: "Geo tagged Location pictures" }));
  const link = geo.getByRole("link", { name: "19.0761, 72.8775 ±20 m, from this device: open in maps" });
  assert.is(link.textContent, "19.0761, 72.8775 ±20 m");
  assert.is(link.getAttribute("href"), "geo:19.076100,72.877500;u=20?q=19.076100,72.877500");
  assert.ok(geo.getByText("No location", { exact: true }));
  // the lightbox's caption says it too
  fireEvent.click(geo.getByRole("button", { name: /^Open photo 1 of 2/ }));
  const caption = document.querySelector(".photo-gallery-caption")!;
  assert.match(caption.textContent!, /^04-05-26 19\.0761, 72\.8775 ±20 m \(from this device\)Also used for/);
  // the photo that is also another workshop's evidence is marked, under it and in the caption (issue 43, item 4)
  assert.match(caption.textContent!, /Also used for Diwali Rangoli at Pune, a workshop outside your area$/);
  fireEvent.keyDown(document.activeElement!, { key: "Escape" });
  const marks = geo.getAllByRole("note").map((n) => n.textContent);
  assert.equal(marks, ["Also used for Diwali Rangoli at Pune, a workshop outside your area"], "the photo without other uses has no mark");
  // no tiles configured: no map, the places and their links only
  assert.is(ui.queryByRole("heading", { name: "Where the photos were taken" }), null);
  cleanup();
  // tiles configured, but no photo has a place: no map
  assert.is(
    details({ detail: detail({ map_tile_url: "http://127.0.0.1:9/{z}/{x}/{y}.png" }) }).queryByRole("heading", {
      name: "Where the photos were taken",
    }),
    null,
  );
  cleanup();
  // tiles configured and a place: the map's section, one point per placed photo
  const mapped = details({ detail: detail({ map_tile_url: "http://127.0.0.1:9/{z}/{x}/{y}.png", photos: located }) });
  assert.ok(mapped.getByRole("heading", { name: "Where the photos were taken" }));
  cleanup();
  // the finalized article photo keeps its place too (its row is among the photos)
  const finalizedRow = { ...located[0]!, id: 10, type__c: "finalized_article_photo", image_url__c: "/media/photo/10.svg" };
  const fin = details({ detail: detail({ photos: [finalizedRow], artical_finalized_photo__c: "/media/photo/10.svg" }) });
  within(fin.getByRole("region", { name: "Finalized Article Photo" })).getByRole("link", { name: /^19\.0761, 72\.8775 ±20 m/ });
  assert.equal(mapPoints({ photos: [finalizedRow] })[0]!.label, "Finalized Article Photo: 19.0761, 72.8775 ±20 m");
  assert.equal(mapPoints({ photos: located }), [
    { key: "8", lat: 19.0761, lng: 72.8775, label: "Geo tagged Location pictures: 19.0761, 72.8775 ±20 m" },
  ]);
});

test("details: the numbered articles (SKU name, quantity), the five galleries and the Finalized Article Photo", () => {
  const ui = details({ detail: detail({ expense_head__c: "Venue Rent" }) });
  const articles = ui.getByRole("heading", { name: "Articles" }).nextElementSibling!;
  assert.is(articles.tagName, "OL");
  assert.equal(
    [...articles.querySelectorAll("li")].map((li) => li.textContent),
    ["Fevicryl Acrylic Colour 15ml Kit Quantity: 12", "- Quantity: -"],
  );
  assert.equal(
    ui.getAllByRole("heading", { level: 2 }).map((h) => h.textContent),
    [
      "Stage history",
      "Articles",
      "Picture Showing Products",
      "Picture of entire class making articles",
      "Picture of entire class holding finished articles",
      "Geo tagged Location pictures",
      "Other Pictures",
      "Finalized Article Photo",
    ],
  );
  assert.is(ui.getAllByText("Please Upload").length, 5, "every gallery but Other Pictures is empty");
  assert.ok(within(ui.getByRole("region", { name: "Other Pictures" })).getByText("04-05-26"));
  assert.ok(ui.getByText("Venue Rent"));
  assert.ok(ui.getByRole("link", { name: "Back to workshops" }));
});

test("details: the stage history is a timeline, oldest first, with who as what, when and why; none says so", () => {
  const history = [
    {
      id: 1,
      at: "2026-11-20T09:15:00",
      actor_name: "Ravi Kumar",
      actor_role: "CMDI",
      event: "workshop.sendBack",
      from_stage: "Awaiting Workshop Confirmation",
      to_stage: "Planning",
      reason: "The school is closed that week",
    },
    {
      id: 2,
      at: "2026-11-22T11:30:00",
      actor_name: "The server",
      actor_role: "system",
      event: "workshop.due",
      from_stage: "Awaiting AMMD Approval",
      to_stage: "AMMD Confirmation",
      reason: null,
    },
  ];
  const ui = details({ detail: detail({ history }) });
  const items = [...ui.getByRole("heading", { name: "Stage history" }).nextElementSibling!.querySelectorAll("li")].map((li) => li.textContent);
  assert.equal(items, [
    "Send back Awaiting Workshop Confirmation → PlanningRavi Kumar (CMDI), 20-11-26, 9:15 amReason: The school is closed that week",
    "Workshop day reached Awaiting AMMD Approval → AMMD ConfirmationThe server (Automatic), 22-11-26, 11:30 am",
  ]);
  cleanup();
  assert.ok(details().getByText("No stage changes recorded here yet."));
});

/** The actions' props with nothing open and handlers that do nothing, and `over`. */
const actionProps = (over: Partial<WorkshopActionsViewProps>): WorkshopActionsViewProps => ({
  stage: null,
  offered: [],
  dialog: null,
  busy: false,
  values: emptyActionValues(),
  fieldErrors: {},
  formError: null,
  notice: null,
  onChoose: () => {},
  onChange: () => {},
  onConfirm: () => {},
  onCancel: () => {},
  onDismiss: () => {},
  amountToConfirm: null,
  onAmountConfirmed: () => {},
  onAmountRevised: () => {},
  ...over,
});

test("actions: a button per action offered; one not available yet is disabled with its reason as text tied to it; the dialog asks for a reason and shows the refusal", () => {
  const calls: string[] = [];
  const props = actionProps({
    stage: "CMDI Verification",
    offered: [
      { type: "workshop.verify", label: "Verify", to: "CMDI Verification", ok: true, needs: [] },
      { type: "workshop.returnReport", label: "Return to FCP", to: "Execution", ok: false, reason: "The CMDI has verified it already." },
    ],
    onChoose: (t) => calls.push(`choose ${t}`),
    onChange: (f, v) => calls.push(`${f}=${v}`),
    onConfirm: () => calls.push("confirm"),
    onCancel: () => calls.push("cancel"),
  });
  const ui = wrap(<WorkshopActionsView {...props} />);
  const verify = ui.getByRole("button", { name: "Verify" });
  fireEvent.click(verify);
  const back = ui.getByRole("button", { name: "Return to FCP" }) as HTMLButtonElement;
  assert.ok(back.disabled);
  assert.is(document.getElementById(back.getAttribute("aria-describedby")!)!.textContent, "The CMDI has verified it already.");
  assert.equal(calls, ["choose workshop.verify"]);
  cleanup();
  const open = wrap(
    <WorkshopActionsView
      {...props}
      dialog={{ label: "Return to FCP", to: "Execution", type: "workshop.returnReport", needs: ["reasonGiven"] }}
      values={{ ...emptyActionValues(), reason: "A photo" }}
      fieldErrors={{ reason: "Please give a reason." }}
      formError="This workshop has changed since you opened it: it is now in Paid."
    />,
  );
  const dialog = within(document.body);
  const reason = dialog.getByLabelText(/Reason/) as HTMLTextAreaElement;
  assert.is(reason.value, "A photo", "what was typed stays");
  assert.is(document.getElementById(reason.getAttribute("aria-describedby")!)!.textContent, "Please give a reason.");
  // what is wrong with the move as a whole first, then the field's message summed up (the app's FormProblems)
  assert.equal(
    dialog.getAllByRole("alert").map((a) => a.textContent),
    ["This workshop has changed since you opened it: it is now in Paid.", "One field needs attentionReason: Please give a reason."],
  );
  assert.ok(dialog.getByText("The workshop moves to Execution."));
  fireEvent.change(reason, { target: { value: "A photo is missing" } });
  fireEvent.click(dialog.getAllByRole("button", { name: "Return to FCP" }).at(-1)!);
  assert.equal(calls.slice(1), ["reason=A photo is missing", "confirm"]);
  void open;
});

test("actions: Cancel workshop, which ends it, is apart from Submit plan: last, in its own group, outlined rather than filled; both reached by the keyboard in order (decision 110)", () => {
  const calls: string[] = [];
  const submits = { type: "workshop.submit", label: "Submit plan", to: "Awaiting Workshop Confirmation", ok: true, needs: [] } as const;
  const cancels = { type: "workshop.cancel", label: "Cancel workshop", to: "Cancelled", ok: true, needs: ["reasonGiven"] } as const;
  const links = [{ to: "/planningWorkshop?id=7", label: "Edit plan" }];
  const ui = wrap(
    <WorkshopActionsView {...actionProps({ stage: "Planning", offered: [submits, cancels], onChoose: (t) => calls.push(t), links })} />,
  );
  const submit = ui.getByRole("button", { name: "Submit plan" });
  const cancel = ui.getByRole("button", { name: "Cancel workshop" });
  assert.not.ok(submit.closest("ul")!.contains(cancel), "not in the list of Submit plan");
  assert.ok(cancel.closest(".workshop-actions-end"), "in the group of its own below");
  assert.ok(submit.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING, "after Submit plan");
  assert.ok(cancel.classList.contains(Classes.OUTLINED) && cancel.classList.contains(Classes.INTENT_DANGER), cancel.className);
  assert.not.ok(submit.classList.contains(Classes.OUTLINED));
  // both are buttons in the page's order (no tabindex taking them out of it)
  for (const b of [submit, cancel]) assert.is(b.getAttribute("tabindex"), null);
  fireEvent.click(submit);
  fireEvent.click(cancel);
  assert.equal(calls, ["workshop.submit", "workshop.cancel"]);
});

/** The Record payment dialog open, nothing typed, every handler a no-op (a test gives what it checks). */
const recordPayment = (over: Partial<WorkshopActionsViewProps> = {}): WorkshopActionsViewProps =>
  actionProps({
    stage: "Account Approved",
    offered: [{ type: "workshop.pay", label: "Record payment", to: "Paid", ok: true, needs: ["paymentRecorded"] }],
    dialog: { label: "Record payment", to: "Paid", type: "workshop.pay", needs: ["paymentRecorded"] },
    ...over,
  });

test("actions: every text field of the dialogs stops at the length the server keeps (a reason 255, the payment's texts 255)", () => {
  const base = recordPayment({
    stage: "Approved for Payment",
    dialog: { label: "Mark as paid", to: "Paid", type: "workshop.pay", needs: ["paymentRecorded"] },
  });
  wrap(<WorkshopActionsView {...base} />);
  const ui = within(document.body);
  for (const label of [/^Payment document number/, /^Payment status remark/])
    assert.is((ui.getByLabelText(label) as HTMLInputElement).maxLength, SIDE_TEXT_MAX, String(label));
  cleanup();
  wrap(<WorkshopActionsView {...base} dialog={{ label: "Reject", to: "Rejected", type: "workshop.reject", needs: ["reasonGiven"] }} />);
  assert.is((within(document.body).getByLabelText(/Reason/) as HTMLTextAreaElement).maxLength, REASON_MAX);
  cleanup();
  wrap(<WorkshopActionsView {...base} dialog={{ label: "Approve", to: "Approved for Payment", type: "workshop.approveAccount", needs: [] }} />);
  assert.is((within(document.body).getByLabelText(/Invoice number/) as HTMLInputElement).maxLength, SIDE_TEXT_MAX);
});

test("actions: Record payment shows every field's message at once, each under its field (invalid, described by it), summed up at the top; the focus goes to the first; what was typed stays", () => {
  const calls: string[] = [];
  const props = recordPayment({
    values: { ...emptyActionValues(), paymentDate: "2099-01-01", paidAmount: "0", remark: "Paid via NEFT" },
    onChange: (f, v) => calls.push(`${f}=${v}`),
    onConfirm: () => calls.push("confirm"),
  });
  const { rerender } = mount(<WorkshopActionsView {...props} />);
  const ui = within(document.body);
  const submit = () => fireEvent.click(ui.getAllByRole("button", { name: "Record payment" }).at(-1)!);
  submit();
  assert.equal(calls, ["confirm"]);
  // the flow's answer: three of the four fields break a rule
  const errors = {
    paymentDate: "The payment date cannot be in the future.",
    documentNumber: "Please enter the payment document number.",
    paidAmount: "The paid amount must be more than zero.",
  };
  assert.ok(
    ui.getByText(/^(Day, month, year: the app writes a date as DD-MM-YY|Chosen: .+ \(\d\d-\d\d-\d\d\))$/),
    "the payment date's form under it",
  );
  rerender(<WorkshopActionsView {...props} fieldErrors={errors} />);
  const field = (label: RegExp) => ui.getByLabelText(label) as HTMLInputElement;
  const date = field(/^Payment date/);
  assert.is(document.activeElement, date, "the focus is on the first field in error");
  for (const [label, message] of [
    [/^Payment date/, errors.paymentDate],
    [/^Payment document number/, errors.documentNumber],
    [/^Paid amount/, errors.paidAmount],
  ] as const) {
    assert.is(field(label).getAttribute("aria-invalid"), "true", String(label));
    assert.is(document.getElementById(field(label).getAttribute("aria-describedby")!)!.textContent, message, String(label));
  }
  const remark = field(/^Payment status remark/);
  assert.is(remark.getAttribute("aria-invalid"), null, "a field without a message is not marked");
  assert.is(remark.getAttribute("aria-describedby"), null);
  // what was typed stays
  assert.equal([date.value, field(/^Paid amount/).value, remark.value], ["2099-01-01", "0", "Paid via NEFT"]);
  // summed up at the top, read out at once, each a link to its field
  const summary = ui.getByRole("alert");
  assert.ok(summary.textContent!.includes("3 fields need attention"), summary.textContent!);
  assert.equal(
    within(summary)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href")),
    ["#workshop-actions-paymentDate", "#workshop-actions-documentNumber", "#workshop-actions-paidAmount"],
  );
  for (const label of [/^Payment date/, /^Payment document number/, /^Paid amount/, /^Payment status remark/])
    assert.ok(field(label).closest("form")!.noValidate, "the app's messages, not the browser's");
  fireEvent.change(field(/^Payment document number/), { target: { value: "PD51077777" } });
  assert.equal(calls.slice(1), ["documentNumber=PD51077777"]);
});

test("actions: a paid amount above the workshop's own is asked once more, naming both in rupees; Record this amount or Change the amount", () => {
  const calls: string[] = [];
  const props = recordPayment({
    values: { ...emptyActionValues(), paymentDate: "2026-11-23", documentNumber: "PD51077777", paidAmount: "23000", remark: "Paid via NEFT" },
    onAmountConfirmed: () => calls.push("record"),
    onAmountRevised: () => calls.push("change"),
  });
  const { rerender } = mount(<WorkshopActionsView {...props} />);
  const ui = within(document.body);
  assert.is(ui.queryByRole("alertdialog"), null, "nothing asked while the amount is not above");
  rerender(<WorkshopActionsView {...props} amountToConfirm={{ paid: 23_000, amount: 2300 }} />);
  const ask = ui.getByRole("alertdialog", { name: /^The paid amount, ₹23,000, is more than/ });
  assert.ok(
    within(ask).getByText("The paid amount, ₹23,000, is more than this workshop's amount, ₹2,300. Record ₹23,000 as paid?"),
    "both amounts in Indian format",
  );
  fireEvent.click(within(ask).getByRole("button", { name: "Change the amount" }));
  fireEvent.click(within(ask).getByRole("button", { name: "Record this amount" }));
  assert.equal(calls, ["change", "record"]);
  assert.is((ui.getByLabelText(/^Paid amount/) as HTMLInputElement).value, "23000", "what was typed stays");
});

test("details: not found is a page of its own with the way back; a failure offers Try again; loading shows what the list knew", () => {
  let ui = details({ state: "notFound", detail: null });
  assert.ok(ui.getByRole("heading", { name: "Workshop not found" }));
  assert.is(ui.getByRole("link", { name: "Back to workshops" }).getAttribute("href"), "/homeFCP");
  cleanup();
  let retried = 0;
  ui = details({ state: "failed", detail: null, error: "Could not reach the server.", onRetry: () => void retried++ });
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  cleanup();
  ui = details({ state: "loading", detail: null, summary: { name: "Diya Workshop 7", stagename: "Paid" } });
  assert.ok(ui.getByText("Diya Workshop 7"));
  assert.ok(ui.getByText("Paid"));
  assert.ok(ui.getByLabelText("Loading the workshop"));
});

test("a fixed expense head and category in the reader's language; a value no list holds as it is", () => {
  const hi_ = translator("hi", hi);
  assert.is(expenseHead({ expense_head__c: "Material", other_expense_head_name__c: null }, hi_), "सामग्री");
  assert.is(expenseHead({ expense_head__c: "Venue Rent", other_expense_head_name__c: null }), "Venue Rent", "English by default");
  assert.is(expenseHead({ expense_head__c: "Travel", other_expense_head_name__c: null }, hi_), "Travel", "an older head no list holds");
  assert.is(expenseHead({ expense_head__c: null, other_expense_head_name__c: null }, hi_), "-");
});

test("each of the nine stages has its own icon", () => {
  assert.is(STAGE_ICONS.length, 9);
  assert.is(new Set(STAGE_ICONS.map((s) => s.stage)).size, 9);
  assert.is(new Set(STAGE_ICONS.map((s) => s.icon)).size, 9);
});

test("in Hindi: the details' labels, the stage, the galleries, and the actions with a reason why not and the dialog (names and data as they are)", () => {
  const hindi = mount(
    <TranslateProvider value={translator("hi", hi)}>
      <ActorsProvider value={createAppActors({ fetch: fakeFetch({}), storage: memoryKeyValue({}), navigate: () => {}, now: () => 1000 })}>
        <WorkshopDetailsView
          title="Workshop Details"
          back={{ to: "/homeFCP", label: "Back to workshops" }}
          state="ready"
          summary={null}
          detail={detail({ stagename: "CMDI Verification" })}
          error={null}
          onRetry={() => {}}
          Gallery={Gallery}
          actions={
            <WorkshopActionsView
              stage="CMDI Verification"
              offered={[
                { type: "workshop.verify", label: "Verify", to: "CMDI Verification", ok: true, needs: [] },
                { type: "workshop.returnReport", label: "Return to FCP", to: "Execution", ok: false, reason: "The CMDI has verified it already." },
              ]}
              dialog={{ label: "Return to FCP", to: "Execution", type: "workshop.returnReport", needs: ["reasonGiven"] }}
              busy={false}
              values={emptyActionValues()}
              fieldErrors={{ reason: "Please give a reason." }}
              formError={null}
              notice={null}
              onChoose={() => {}}
              onChange={() => {}}
              onConfirm={() => {}}
              onCancel={() => {}}
              onDismiss={() => {}}
              amountToConfirm={null}
              onAmountConfirmed={() => {}}
              onAmountRevised={() => {}}
            />
          }
        />
      </ActorsProvider>
    </TranslateProvider>,
  ).ui;
  assert.ok(hindi.getByRole("heading", { level: 1, name: "वर्कशॉप का विवरण" }));
  assert.ok(hindi.getByRole("link", { name: "वर्कशॉप पर वापस" }));
  assert.ok(hindi.getByText("चरण"));
  assert.ok(hindi.getAllByText("CMDI की जाँच").length > 0);
  // the plan's fixed values in Hindi, the name typed for the other head as typed
  assert.ok(hindi.getByText("स्कूल"), "the category");
  assert.ok(hindi.getByText("अन्य - Transport"), "the expense head");
  assert.ok(hindi.getByRole("heading", { name: "चरणों का इतिहास" }));
  assert.ok(hindi.getByRole("heading", { name: "तैयार आर्टिकल की फ़ोटो" }));
  assert.ok(hindi.getByRole("button", { name: "जाँच पूरी करें" }));
  assert.ok(hindi.getByText("CMDI इसकी जाँच कर चुके हैं।"));
  const dialog = within(document.body).getByRole("dialog", { name: "FCP को लौटाएँ" });
  assert.ok(within(dialog).getByText("वर्कशॉप आयोजन में जाएगी।"));
  assert.ok(within(dialog).getByRole("textbox", { name: /कारण/ }));
  assert.ok(within(dialog).getByText("कृपया कारण बताएँ।"));
  assert.ok(within(dialog).getByRole("button", { name: "रद्द करें" }));
});

test.run();
