// One FCP's page through the screen host (src/screens/host.tsx) on the real wiring: a manager's
// /viewFCP?id= asks fcps.profile for that FCP, goes Back to the list of FCPs and links the
// workshops with the manager's source; the FCP's own /profile asks for no id and goes Back home.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { FcpProfile } from "../../codecs/people.ts";
import type { SessionUser } from "../../codecs/session.ts";
import { type FakeRequest, fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import FcpProfileScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const PROFILE: FcpProfile = {
  fcp: {
    id: 9,
    sfid: "001X",
    name: "Bina Rao",
    email__c: null,
    phone: null,
    sap_code__c: null,
    date_of_birth__c: null,
    billingcity: null,
    billingstate: null,
    user_type__c: null,
    teacher_level__c: null,
    allowed_workshop__c: null,
    assigned_cmdi__c: null,
    cmdi_name: null,
    assigned_ammd__c: null,
    ammd_name: null,
    active: true,
    ettc_download__c: null,
  },
  workshops: [
    {
      id: 3,
      name: "Kids Art",
      stagename: "Execution",
      start_date_time__c: null,
      end_date_time__c: null,
      actual_participants_count__c: null,
      no_of_participants__c: 30,
    },
  ],
  uploads: [],
};

function draw(user: SessionUser, path: string, params: { id: number } | Record<string, never>) {
  const asked: unknown[] = [];
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const body = req.body as { op: string; params: unknown };
      if (body.op === "fcps.profile") asked.push(body.params);
      return { status: 200, body: { rows: body.op === "fcps.profile" ? [PROFILE] : [] } };
    },
  });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  const r = render(
    <Router hook={memoryLocation({ path }).hook}>
      <ActorsProvider value={actors}>
        <FcpProfileScreen title="FCP Details" params={params} />
      </ActorsProvider>
    </Router>,
  );
  return { ui: within(r.container), asked };
}

test("a CMDI's /viewFCP?id=9: that FCP asked for, Back to the list, the workshop linked with the CMDI's source", async () => {
  const { ui, asked } = draw(userOf({ role: "CMDI" }), "/viewFCP?id=9", { id: 9 });
  const link = await ui.findByRole("link", { name: "Kids Art" });
  assert.ok(link.getAttribute("href")!.endsWith("source=cmdi"), link.getAttribute("href")!);
  assert.ok(ui.getByRole("link", { name: "Back" }).getAttribute("href")!.endsWith("/listMyFCP"));
  assert.equal(asked, [{ id: 9 }]);
});

test("the FCP's own /profile: no id asked for, Back home", async () => {
  const { ui, asked } = draw(userOf(), "/profile", {});
  await ui.findByRole("link", { name: "Kids Art" });
  assert.ok(ui.getByRole("link", { name: "Back" }).getAttribute("href")!.endsWith("/newHomeFCP"));
  assert.equal(asked, [{}]);
});

test.run();
