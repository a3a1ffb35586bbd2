// /manageContent through the screen host on the real wiring with a windowed library (decisions 092,
// 118): the phone holds the newest items of the server's many, said above the list; the retired
// items and a search ask the server (live or retired, and the search) and show its page; an item
// found there opens in the form as it is (retired: Restore); "Show more from the server" asks for
// the live items; offline the phone's matching items show, said to be only what is on this phone.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent } from "@testing-library/react";
import { type AdminContentItem, emptyContentForm } from "../../codecs/contentAdmin.ts";
import { renderAsSuper } from "../../../test/unit/windowedServer.ts";
import ManageContentScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const item = (id: number, name: string, active = true): AdminContentItem => ({
  ...emptyContentForm(),
  ...{ id, sfid: `APC${id}`, name, craft_category__c: "Training Modules", level_of_difficulty__c: null, link_in_pil_tantra__c: null },
  ...{ year__c: null, seasonality__c: null, time_period__c: null, difficulty_level__c: null, institute__c: null, art_form__c: null },
  ...{ festival_generic__c: null, is_best_out_of_waste__c: null, hero_product_1__c: null, hero_product_2__c: null, thumbnail_url__c: null },
  ...{ in_house_products_used__c: null, out_sourced_products_use__c: null, link_in_pil_tantra_url__c: null, thumbnail_link__c: null },
  ...{ pil_product_price__c: null, non_pil_product_price__c: null, total_cost_of_making_the_article__c: null },
  ...{ rating_average: null, rating_count: 0, my_rating: null, active, retired_at: active ? null : "2026-11-28T10:00:00" },
});

const draw = () =>
  renderAsSuper(<ManageContentScreen title="Manage Content" params={{}} />, "/manageContent", {
    op: "content.all",
    held: [item(1, "Warli Wall Plate"), item(2, "Mouldit Diya")],
    total: 40,
    page: [item(9, "Zardozi Panel", false)],
    pageTotal: 1,
  });

test("the phone's newest items; the retired ones asked of the server, whose item opens as it is; back asks again; offline the phone's", async () => {
  const { ui, server } = draw();
  assert.ok(await ui.findByText("On this phone: the 2 open and most recent of 40 records."));
  await act(async () => fireEvent.click(ui.getByLabelText("Show retired items")));
  assert.ok(await ui.findByText("From the server: 1 of 1 records that match."));
  assert.equal(server.pages, [{ offset: 0, limit: 100, filters: { active: "false" } }]);
  // the search goes with it
  await act(async () => fireEvent.change(ui.getByLabelText("Search content"), { target: { value: "zardozi" } }));
  assert.ok(await ui.findByText("From the server: 1 of 1 records that match."));
  assert.equal(server.pages[1], { offset: 0, limit: 100, filters: { active: "false" }, search: "zardozi" });
  // an item the phone does not hold opens in the form as the server's page has it: retired, Restore
  await act(async () => fireEvent.click(ui.getByText("Zardozi Panel")));
  assert.ok(await ui.findByRole("heading", { name: "Edit content item" }));
  assert.is((ui.getByLabelText(/^Name/) as HTMLInputElement).value, "Zardozi Panel");
  assert.ok(ui.getByRole("button", { name: "Restore" }), "the form knows the item is retired");
  await act(async () => fireEvent.click(ui.getByRole("link", { name: "Back to content" })));
  assert.ok(await ui.findByText("Zardozi Panel"));
  assert.is(server.pages.length, 3, "back to the list: the page is asked again (a save may have changed it)");
  // offline: the phone's items that match
  server.online = false;
  await act(async () => fireEvent.click(ui.getByLabelText("Show retired items")));
  await act(async () => fireEvent.change(ui.getByLabelText("Search content"), { target: { value: "warli" } }));
  assert.ok(await ui.findByText("Offline: only what is on this phone is shown (1 of 40 records)."));
  assert.ok(ui.getByText("Warli Wall Plate"));
});

test("the live items with no search: the phone's; 'Show more from the server' asks for the live ones", async () => {
  const { ui, server } = draw();
  assert.ok(await ui.findByText("On this phone: the 2 open and most recent of 40 records."));
  assert.equal(server.pages, [], "nothing asked of the server");
  const buttons = ui.getAllByRole("button", { name: "Show more from the server" });
  assert.is(buttons.length, 2, "in the note and under the list");
  await act(async () => fireEvent.click(buttons[1]!));
  assert.ok(await ui.findByText("From the server: 1 of 1 records that match."));
  assert.equal(server.pages, [{ offset: 0, limit: 100, filters: { active: "true" } }]);
});

test.run();
