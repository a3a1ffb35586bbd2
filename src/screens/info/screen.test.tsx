// /Info through the screen host (src/screens/host.tsx) on the real wiring: an FCP's allowance is
// its own hosted part, whose profile flow (fcps.profile) starts for an FCP only and counts the
// allowance from the answer; a manager's page has no allowance and asks the server nothing for it.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, waitFor, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { SessionUser } from "../../codecs/session.ts";
import { fakeFetch, type FakeRequest, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import InfoScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const PROFILE = {
  fcp: {
    id: 1,
    sfid: "001FCP",
    name: "Asha Verma",
    email__c: null,
    phone: null,
    sap_code__c: null,
    date_of_birth__c: null,
    billingcity: null,
    billingstate: null,
    user_type__c: null,
    teacher_level__c: null,
    allowed_workshop__c: 4,
    assigned_cmdi__c: null,
    cmdi_name: null,
    assigned_ammd__c: null,
    ammd_name: null,
    active: true,
    ettc_download__c: null,
  },
  workshops: [
    {
      id: 1,
      name: null,
      stagename: "Execution",
      start_date_time__c: null,
      end_date_time__c: null,
      actual_participants_count__c: null,
      no_of_participants__c: null,
    },
  ],
  uploads: [],
};

function draw(user: SessionUser) {
  const ops: string[] = [];
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const op = (req.body as { op: string }).op;
      ops.push(op);
      return op === "fcps.profile" ? { status: 200, body: { rows: [PROFILE] } } : { status: 200, body: { rows: [] } };
    },
  });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  const r = render(
    <Router hook={memoryLocation({ path: "/Info" }).hook}>
      <ActorsProvider value={actors}>
        <InfoScreen title="Info" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  return { ui: within(r.container), ops };
}

test("an FCP: the allowance section, counted from their own profile", async () => {
  const { ui, ops } = draw(userOf());
  await waitFor(() => assert.ok(document.body.textContent!.includes("1 of 4 workshops used this financial year (3 workshops left).")));
  assert.ok(ui.getByRole("heading", { level: 2, name: "Your workshop allowance" }));
  assert.ok(ops.includes("fcps.profile"));
});

test("a manager: no allowance section, no profile asked for", async () => {
  const { ui, ops } = draw(userOf({ role: "CMDI" }));
  assert.ok(await ui.findByRole("heading", { level: 2, name: "Workshop stages" }));
  await new Promise((r) => setTimeout(r, 20));
  assert.is(ui.queryByRole("heading", { level: 2, name: "Your workshop allowance" }), null);
  assert.not.ok(ops.includes("fcps.profile"));
});

test.run();
