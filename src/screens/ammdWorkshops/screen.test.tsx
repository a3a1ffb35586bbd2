// /listWorkshopsAMMD through the screen host (src/screens/host.tsx) on the real wiring: the list
// flow loads the AMMD's workshops and their CMDIs; the selector gives the View the AMMD's own rows
// by tab with their counts, a CMDI chosen narrows the rows and the counts; a state carried back in
// the address starts the filters and is then taken off the address (the host's watch).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { AmmdWorkshopRow } from "../../codecs/workshop.ts";
import { type FakeRequest, fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import AmmdWorkshopsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const row = (id: number, over: Partial<AmmdWorkshopRow> = {}): AmmdWorkshopRow => ({
  id,
  sfid: `006${id}`,
  heroku_id__c: null,
  name: `Diya Workshop ${id}`,
  stagename: "AMMD Confirmation",
  start_date_time__c: "2026-05-01T10:00:00",
  end_date_time__c: null,
  createddate: "2026-04-10T09:00:00",
  accountid: "001A",
  fcpname__c: "Asha",
  assigned_cmdi__c: "a0BR",
  cmdi_name__c: "Ravi Kumar",
  assigned_ammd__c: "a0BM",
  ...over,
});
const ROWS = [
  row(1),
  row(2, { assigned_cmdi__c: "a0BX", cmdi_name__c: "Xavier" }),
  row(3, { stagename: "Execution" }),
  row(4, { assigned_ammd__c: "a0ZZ" }), // another AMMD's, left in the cache by a sign-in before
];

/** The list as a window of `total` rows on the server (decision 092), whose page op answers `page`. */
function mount(path: string, windowed?: { total: number; page: AmmdWorkshopRow[] }) {
  const user = userOf({ role: "AMMD", sfid: "a0BM" });
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const { op } = req.body as { op: string };
      if (op === "workshops.ammd")
        return {
          status: 200,
          body: { rows: ROWS, ...(windowed ? { sync: { full: true, n: ROWS.length, check: "x", total: windowed.total } } : {}) },
        };
      if (op === "workshops.ammd.page" && windowed)
        return { status: 200, body: { rows: [{ total: windowed.total, offset: 0, rows: windowed.page }] } };
      if (op === "workshops.ammdCmdis")
        return {
          status: 200,
          body: {
            rows: [
              { id: 1, sfid: "a0BR", name: "Ravi Kumar" },
              { id: 2, sfid: "a0BX", name: "Xavier" },
            ],
          },
        };
      return { status: 200, body: { rows: [] } };
    },
  });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  const mem = memoryLocation({ path, record: true });
  const [pathname, search = ""] = path.split("?");
  const params = Object.fromEntries(new URLSearchParams(search));
  const r = render(
    <Router hook={mem.hook} searchHook={mem.searchHook}>
      <ActorsProvider value={actors}>
        <AmmdWorkshopsScreen title="Workshops for approval" params={params} />
      </ActorsProvider>
    </Router>,
  );
  return { ui: within(r.container), mem, pathname };
}

const names = (ui: ReturnType<typeof within>) => ui.getAllByRole("link", { name: /^Diya Workshop/ }).map((a: HTMLElement) => a.textContent);

test("the AMMD's own rows by tab with their counts; a CMDI chosen narrows the rows and the counts", async () => {
  const { ui } = mount("/listWorkshopsAMMD");
  await ui.findByRole("tab", { name: "Awaiting Approval (2)" });
  assert.ok(ui.getByRole("tab", { name: "Approved (1)" }));
  assert.equal(names(ui), ["Diya Workshop 1", "Diya Workshop 2"]);
  const cmdi = ui.getByLabelText("CMDI Name") as HTMLSelectElement;
  assert.equal(
    [...cmdi.options].map((o) => o.textContent),
    ["All", "Ravi Kumar", "Xavier"],
  );
  fireEvent.change(cmdi, { target: { value: "a0BX" } });
  assert.equal(names(ui), ["Diya Workshop 2"]);
  assert.ok(ui.getByRole("tab", { name: "Approved (0)" }));
  assert.match(ui.getByRole("link", { name: "Diya Workshop 2" }).getAttribute("href")!, /&tab=awaiting&cmdi=a0BX$|cmdi=a0BX/);
});

test("a state carried back from a workshop starts the filters, and is taken off the address", async () => {
  const { ui, mem } = mount("/listWorkshopsAMMD?tab=approved");
  await ui.findByRole("tab", { name: "Approved (1)" });
  assert.is(ui.getByRole("tab", { name: "Approved (1)" }).getAttribute("aria-selected"), "true");
  assert.equal(names(ui), ["Diya Workshop 3"]);
  assert.is(mem.history!.at(-1), "/listWorkshopsAMMD");
});

test("a windowed list (decision 092): the phone's part said; more from the server: its rows by tab, said so", async () => {
  const page = [row(7), row(8, { stagename: "Execution" }), row(9, { stagename: "CMDI Verification" })];
  const { ui } = mount("/listWorkshopsAMMD", { total: 900, page });
  await ui.findByText("On this phone: the 3 open and most recent of 900 records.");
  assert.equal(names(ui), ["Diya Workshop 1", "Diya Workshop 2"]);
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  await ui.findByText(/From the server: 3 of 900 records that match\./);
  assert.equal(names(ui), ["Diya Workshop 7"]);
  assert.ok(ui.getByRole("tab", { name: "Approved (2)" }));
});

test.run();
