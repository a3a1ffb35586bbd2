// /fieldDevices through the screen host (src/screens/host.tsx) on the real wiring: the loader flow
// asks for fieldDevices.list as a refresh, and that refresh carries this device's own health report
// (decision 078); the rows the server answers are drawn (one without the mobile and first-seen
// decision 111 added, as a row cached before it), the person who never synced flagged at the top.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { isRight } from "fp-ts/Either";
import { type FieldDevice, HealthReport } from "../../codecs/fieldDevices.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import FieldDevicesScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const ROW: FieldDevice = {
  key: "account:1/7",
  person: "Asha Verma",
  role: "FCP",
  device: 7,
  deviceName: "Chrome on Android",
  lastSync: "2026-11-28T06:30:00.000Z",
  lastUp: null,
  lastDown: "2026-11-28T06:30:00.000Z",
  build: "1.4.0",
  waiting: 2,
  refusals: 0,
  storage: null,
  day: "2026-11-28",
  pages: [1, 0, 0],
  syncs: [1, 0, 0],
  errors: [],
  errorCount: 0,
  stale: false,
  staleDays: 3,
};

test("the list comes down as a refresh carrying this device's health report; the devices and the flagged people show", async () => {
  const fetch = fakeFetch({
    "POST /api/query": () => ({
      status: 200,
      body: { rows: [ROW, { ...ROW, key: "account:2/-", person: "Bina Rao", device: null, deviceName: null, lastSync: null, stale: true }] },
    }),
  });
  const actors = createAppActors({
    fetch,
    storage: memoryKeyValue({}),
    navigate: () => {},
    now: () => Date.parse("2026-11-28T07:00:00Z"),
    appVersion: "9.9.9",
  });
  const mem = memoryLocation({ path: "/fieldDevices" });
  const r = render(
    <Router hook={mem.hook}>
      <ActorsProvider value={actors}>
        <FieldDevicesScreen title="Field devices" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  const devices = await ui.findByRole("list", { name: "Devices" });
  assert.ok(within(devices).getByText("Asha Verma"));
  assert.ok(within(ui.getByRole("list", { name: "Never synced" })).getByText("Bina Rao"));
  const asked = fetch.requests.find((q) => q.path === "/api/query")!.body as { op: string; sync: unknown; health?: unknown };
  assert.is(asked.op, "fieldDevices.list");
  assert.ok("sync" in asked, "a refresh");
  const report = HealthReport.decode(asked.health);
  assert.ok(isRight(report), "with a health report the server decodes");
  assert.is(isRight(report) && report.right.build, "9.9.9");
});

test.run();
