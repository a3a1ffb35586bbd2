// A CMDI's /listWorkshopCMDI through the screen host on the real wiring, its list a device window
// (decision 092): the phone's part is said with "Show more from the server"; asking shows the
// server's page (the list in its order) and says so; offline, the phone's rows only, said so.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent } from "@testing-library/react";
import type { MyWorkshopRow } from "../../codecs/workshop.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { windowedServer } from "../../../test/unit/windowedServer.ts";
import MyWorkshopsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const CMDI = "a0BR";
const row = (id: number): MyWorkshopRow => ({
  id,
  sfid: `006${id}`,
  heroku_id__c: null,
  name: `Workshop ${id}`,
  stagename: "Paid",
  start_date_time__c: "2026-05-01T10:00:00",
  end_date_time__c: null,
  createddate: "2026-04-10T09:00:00",
  accountid: "001A",
  fcpname__c: "Asha",
  assigned_cmdi__c: CMDI,
  cmdi_name__c: "Ravi Kumar",
  assigned_ammd__c: "a0BM",
  venue: null,
  venue_city: null,
});

test("a windowed own list: the phone's part said; more from the server shows its page and says so; offline, the phone's rows", async () => {
  const user = userOf({ role: "CMDI", sfid: CMDI });
  const server = windowedServer(user, { op: "workshops.mine", held: [row(1), row(2)], total: 300, page: [row(1), row(2), row(3)] });
  const { fetch } = server;
  const { ui } = renderView(<MyWorkshopsScreen title="Workshops" params={{}} />, {
    path: "/listWorkshopCMDI",
    fetch,
    storage: { token: "tok", authData: JSON.stringify(user), role: user.role },
  });
  const names = () => [...ui.getByRole("list", { name: "Workshops" }).querySelectorAll("li")].map((li) => li.textContent ?? "");
  await ui.findByText("On this phone: the 2 open and most recent of 300 records.");
  assert.is(names().length, 2);
  await act(async () => fireEvent.click(ui.getByRole("button", { name: "Show more from the server" })));
  await ui.findByText(/From the server: 3 of 300 records that match\./);
  assert.is(names().length, 3);
  // offline: the next page is not reached; the phone's rows show, said to be only those
  server.online = false;
  await act(async () => fireEvent.click(ui.getByRole("button", { name: "Show more from the server" })));
  await ui.findByText("Offline: only what is on this phone is shown (2 of 300 records).");
  assert.is(names().length, 2);
  assert.equal(server.pages, [
    { offset: 0, limit: 200 },
    { offset: 3, limit: 200 },
  ]);
});

test.run();
