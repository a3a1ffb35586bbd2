// /search as a person reads it (decision 082): the hits grouped under their kind's heading, each a
// link (or plain text where no page shows it alone) with what identifies it, stages in the reader's
// language; the count; nothing typed, too short, nothing matching each say so; offline says the hits
// are the device's; the page's own box searches anew; the server's part: while it is asked, a hit
// only it found, nothing anywhere, a failure with its retry; in Hindi.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import type { RecordHit } from "../../codecs/recordSearch.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { SearchView, type SearchViewProps } from "./SearchView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const HITS: RecordHit[] = [
  {
    kind: "workshop",
    id: 1,
    title: "Toran Making",
    detail: [{ text: "Execution", app: true }, { text: "Asha Verma" }],
    href: "/workshop?id=1&source=cmdi",
  },
  { kind: "hpa", id: 4, title: "Toran Art Club", detail: [{ text: "9000000004" }], href: null },
  { kind: "outlet", id: 9, title: "Toran Paints", detail: [{ text: "OUT-9" }, { text: "Pune" }], href: "/addEditOutlet?outletid=9" },
];

function view(over: Partial<SearchViewProps> = {}, language: "en" | "hi" = "en") {
  const searched: string[] = [];
  const ui = renderView(
    <SearchView
      title="Search"
      back="/homeCMDI"
      query="toran"
      hits={HITS}
      searched={120}
      offline={false}
      server="none"
      serverError={null}
      onRetry={() => searched.push("(retry)")}
      onSearch={(q) => searched.push(q)}
      {...over}
    />,
    { path: "/search", language },
  ).ui;
  return { ui, searched };
}

test("the hits under their kinds, linked where a page shows them; the count; the page's box searches anew", () => {
  const { ui, searched } = view();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Search" }));
  assert.ok(ui.getByRole("status").textContent!.includes('3 records match "toran"'));
  const workshops = within(ui.getByRole("region", { name: "Workshops" }));
  assert.is(workshops.getByRole("link", { name: "Toran Making" }).getAttribute("href"), "/workshop?id=1&source=cmdi");
  assert.ok(workshops.getByText("Execution · Asha Verma"));
  const hpas = within(ui.getByRole("region", { name: "HPAs" }));
  assert.is(hpas.queryByRole("link"), null, "no page of the CMDI's shows one HPA");
  assert.ok(hpas.getByText("Toran Art Club"));
  assert.ok(within(ui.getByRole("region", { name: "Outlets" })).getByRole("link", { name: "Toran Paints" }));
  assert.is(ui.queryByRole("region", { name: "Leads" }), null, "a kind without hits is not shown");
  const box = ui.getByRole("searchbox", { name: "Search records" }) as HTMLInputElement;
  assert.is(box.value, "toran");
  fireEvent.change(box, { target: { value: "diya" } });
  fireEvent.click(ui.getByRole("button", { name: "Search" }));
  assert.equal(searched, ["diya"]);
});

test("nothing typed, too short, nothing matching: each said; offline hits say they are the device's", () => {
  let { ui } = view({ query: "", hits: [] });
  assert.ok(ui.getByRole("status").textContent!.includes("Type a name, code or mobile number"));
  cleanup();
  ({ ui } = view({ query: "t", hits: [] }));
  assert.ok(ui.getByRole("status").textContent!.includes("Type at least 2 characters."));
  cleanup();
  ({ ui } = view({ query: "zebra", hits: [] }));
  const status = ui.getByRole("status").textContent!;
  assert.ok(status.includes('Nothing matches "zebra"'), status);
  assert.ok(status.includes("(120 records)"), status);
  cleanup();
  ({ ui } = view({ offline: true }));
  assert.ok(ui.getByText("Offline: these are the records saved on this device."));
});

test("the server's part: being asked, a hit only it found, nothing found anywhere, a failure with its retry", () => {
  let { ui, searched } = view({ query: "zebra", hits: [], server: "searching" });
  assert.ok(ui.getByRole("status").textContent!.includes("Searching the server…"));
  cleanup();
  ({ ui } = view({ hits: [...HITS, { kind: "lead", id: 7, title: "Toran Lead", detail: [], href: "/viewFCPLeads", server: true }], server: "done" }));
  const leads = within(ui.getByRole("region", { name: "Leads" }));
  assert.ok(leads.getByRole("link", { name: "Toran Lead" }));
  assert.ok(leads.getByText("From the server"));
  assert.is(within(ui.getByRole("region", { name: "Workshops" })).queryByText("From the server"), null, "the device's hits are not marked");
  cleanup();
  ({ ui } = view({ query: "zebra", hits: [], server: "done" }));
  assert.ok(ui.getByRole("status").textContent!.includes("no record you may see matches"));
  cleanup();
  ({ ui, searched } = view({ server: "failed", serverError: "Could not reach the server. Please check your connection and try again." }));
  assert.ok(ui.getByText(/The server could not be searched; these are the records saved on this device\. Could not reach the server/));
  fireEvent.click(ui.getByRole("button", { name: "Search the server again" }));
  assert.equal(searched, ["(retry)"]);
  assert.ok(ui.getByRole("region", { name: "Workshops" }), "the device's hits stay");
});

test("in Hindi: the kinds' headings and the stage in Hindi, the data as it is", () => {
  const { ui } = view({}, "hi");
  const workshops = within(ui.getByRole("region", { name: "वर्कशॉप" }));
  assert.ok(workshops.getByRole("link", { name: "Toran Making" }));
  assert.not.ok(workshops.queryByText("Execution · Asha Verma"), "the stage is translated");
});

test.run();
