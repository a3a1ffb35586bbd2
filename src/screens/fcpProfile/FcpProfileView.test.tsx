// One FCP's page as a person reads it: the record (dashes for no email or birth date), the
// workshops linking to their details, the not-found state, the first load's spinner and a failed
// load with Try again.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { FcpProfile } from "../../codecs/people.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { Gallery } from "../gallery/gallery.tsx";
import { FcpProfileView, type FcpProfileViewProps } from "./FcpProfileView.tsx";
import { TranslateProvider } from "../../views/i18n.tsx";
import { translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

// the uploads' gallery runs its lightbox flow (hosted: src/screens/gallery/gallery.tsx)
function wrap(ui: React.ReactNode) {
  const actors = createAppActors({ fetch: fakeFetch({}), storage: memoryKeyValue({}), navigate: () => {}, now: () => 1000 });
  const r = render(
    <BlueprintProvider>
      <ActorsProvider value={actors}>
        <Router hook={memoryLocation({ path: "/x" }).hook}>{ui}</Router>
      </ActorsProvider>
    </BlueprintProvider>,
  );
  return within(r.container);
}

const profile = (): FcpProfile => ({
  fcp: {
    id: 9,
    sfid: "001X",
    name: "Bina Rao",
    email__c: null,
    phone: "9000000099",
    sap_code__c: null,
    date_of_birth__c: null,
    billingcity: "Pune",
    billingstate: null,
    user_type__c: null,
    teacher_level__c: null,
    allowed_workshop__c: "12",
    assigned_cmdi__c: null,
    cmdi_name: "Ravi Kumar",
    assigned_ammd__c: null,
    ammd_name: null,
    active: false,
    ettc_download__c: null,
  },
  workshops: [
    {
      id: 3,
      name: "Kids Art",
      stagename: "Execution",
      start_date_time__c: "2026-07-01T10:00:00",
      end_date_time__c: null,
      actual_participants_count__c: null,
      no_of_participants__c: 30,
    },
  ],
  uploads: [],
});
const view = (over: Partial<FcpProfileViewProps> = {}) =>
  wrap(
    <FcpProfileView
      title="FCP Details"
      back="/listMyFCP"
      state="ready"
      profile={profile()}
      error={null}
      onRetry={() => {}}
      workshopHref={(id) => `/workshop?id=${id}`}
      Gallery={Gallery}
      {...over}
    />,
  );

test("one FCP: the record with a dash for no email and no birth date, the workshops linking to their details", () => {
  const ui = view();
  const pairs = Object.fromEntries(
    [...document.querySelectorAll(".fcp-profile-fields .fact")].map((f) => [f.querySelector("dt")!.textContent, f.querySelector("dd")!.textContent]),
  );
  assert.is(pairs["Email ID"], "-");
  assert.is(pairs["Date of Birth"], "-");
  assert.is(pairs["Workshops Allowed"], "12");
  assert.is(pairs.Status, "Inactive");
  assert.ok(ui.getByRole("link", { name: "Kids Art" }).getAttribute("href")!.endsWith("/workshop?id=3"));
  assert.ok(ui.getByRole("row", { name: /Kids Art/ }).textContent!.includes("30"), "the planned count when no actual count");
});

test("in Hindi: the FCP's type, one of the app's, in Hindi; a type no list holds as it is", () => {
  const typed = (user_type__c: string) => {
    const p = profile();
    return { ...p, fcp: { ...p.fcp, user_type__c } };
  };
  const draw = (user_type__c: string) =>
    wrap(
      <TranslateProvider value={translator("hi", hi)}>
        <FcpProfileView
          title="FCP Details"
          back="/listMyFCP"
          state="ready"
          profile={typed(user_type__c)}
          error={null}
          onRetry={() => {}}
          workshopHref={(id) => `/workshop?id=${id}`}
          Gallery={Gallery}
        />
      </TranslateProvider>,
    );
  let ui = draw("Teacher");
  assert.ok(ui.getByText("टीचर"));
  cleanup();
  ui = draw("Craft Guru");
  assert.ok(ui.getByText("Craft Guru"));
});

test("one FCP not found: a page that says so, with the way back", () => {
  const ui = view({ state: "notFound", profile: null });
  ui.getByText("FCP not found");
  assert.ok(ui.getAllByRole("link", { name: "Back" }).length >= 1);
  assert.is(document.querySelector(".fcp-profile-fields"), null);
});

test("one FCP loading: the spinner, no record; failed: the error with Try again", () => {
  let ui = view({ state: "loading", profile: null });
  assert.ok(ui.getByLabelText("Loading the FCP"));
  assert.is(document.querySelector(".fcp-profile-fields"), null);
  cleanup();
  let retried = 0;
  ui = view({ state: "failed", profile: null, error: "This FCP could not be loaded: no connection.", onRetry: () => retried++ });
  assert.ok(ui.getByRole("alert").textContent!.includes("This FCP could not be loaded: no connection."));
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test.run();
