// The content lists through the screen host (src/screens/host.tsx) on the real wiring: the library's
// loader and the page's filter flow are started by the host; the selector narrows the cached
// library by the address's filters and a choice, gives the page's options, fixes a category page's
// own filter, and counts each category on /content.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { contentPageOf } from "../../codecs/content.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { item } from "../../../test/unit/content/fixtures.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import { contentListOf } from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const ROWS = [
  item(1, { year__c: "2024", hero_product_1__c: "Fevicryl Glass Colours" }),
  item(2, { year__c: "2025", hero_product_1__c: "Fevicryl Glass Colours" }),
  item(3, { year__c: "2024", hero_product_1__c: "Fevicol MR", craft_category__c: "Training Modules" }),
];

function open(path: string, params: Record<string, string> = {}) {
  const fetch = fakeFetch({ "POST /api/query": () => ({ status: 200, body: { rows: ROWS } }) });
  const user = userOf({ role: "FCP" });
  const actors = createAppActors({
    fetch,
    storage: memoryKeyValue({ token: "t", authData: JSON.stringify(user), role: "FCP" }),
    navigate: () => {},
    now: () => 1000,
  });
  const Screen = contentListOf(contentPageOf(path)!);
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path }).hook}>
        <ActorsProvider value={actors}>
          <Screen title="Content" params={params} />
        </ActorsProvider>
      </Router>
    </BlueprintProvider>,
  );
  return within(r.container);
}

const names = (ui: ReturnType<typeof open>) =>
  within(ui.getByRole("list", { name: "Content" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

test("the library narrowed by the address's filter, then by a choice; Remove all filters once narrowed", async () => {
  const ui = open("/fevicryl-Content", { year: "2024" });
  assert.ok(await ui.findByText("2 items"));
  assert.equal(names(ui), ["Idea 1", "Idea 3"]);
  const product = ui.getByLabelText("Product") as HTMLSelectElement;
  assert.equal(
    [...product.options].map((o) => o.textContent),
    ["All", "Fevicol MR", "Fevicryl Glass Colours"],
  );
  fireEvent.change(product, { target: { value: "Fevicol MR" } });
  assert.ok(ui.getByText("1 item"));
  assert.equal(names(ui), ["Idea 3"]);
  fireEvent.change(ui.getByLabelText("Year"), { target: { value: "2025" } });
  assert.ok(ui.getByText("No content matches these filters."));
  fireEvent.click(ui.getByRole("button", { name: "Remove all filters" }));
  assert.ok(ui.getByText("3 items"));
});

test("a category page: its own filter fixed, back to the categories; /content counts each category", async () => {
  let ui = open("/glass-colours");
  assert.ok(await ui.findByText("2 items"));
  assert.ok((ui.getByLabelText("Product") as HTMLSelectElement).disabled);
  assert.is(ui.getByRole("link", { name: "Back to training content" }).getAttribute("href"), "/content");
  cleanup();
  ui = open("/content");
  assert.ok(await ui.findByText("3 items"));
  const nav = within(ui.getByRole("navigation", { name: "Categories" }));
  assert.ok(nav.getByRole("link", { name: "Glass Colours (2)" }));
  assert.ok(nav.getByRole("link", { name: "Training Modules (1)" }));
  assert.is(ui.getByRole("link", { name: "Back to home" }).getAttribute("href"), "/newHomeFCP");
});

test.run();
