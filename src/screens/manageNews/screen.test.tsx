// /manageNews through the screen host on the real wiring with windowed slides (decisions 092, 118):
// the phone holds the first slides of the server's many, said above the list; the retired slides ask
// the server and show its page; a slide found there opens in the form as it is (retired: Restore);
// back to the list asks the page again; "Show more from the server" asks for the live ones.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent } from "@testing-library/react";
import type { AdminNewsSlide } from "../../codecs/newsAdmin.ts";
import { renderAsSuper } from "../../../test/unit/windowedServer.ts";
import ManageNewsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const slide = (id: number, name: string, active = true): AdminNewsSlide => ({
  ...{ id, name, sequence: id, url: "", text: "", active },
  retired_at: active ? null : "2026-11-28T10:00:00",
});

const draw = () =>
  renderAsSuper(<ManageNewsScreen title="Manage News" params={{}} />, "/manageNews", {
    op: "news.all",
    held: [slide(1, "Diwali workshops"), slide(2, "Mouldit week")],
    total: 800,
    page: [slide(9, "Holi colours", false)],
    pageTotal: 1,
  });

test("the phone's first slides; the retired ones asked of the server, whose slide opens as it is; back asks again", async () => {
  const { ui, server } = draw();
  assert.ok(await ui.findByText("On this phone: the 2 open and most recent of 800 records."));
  assert.equal(server.pages, []);
  await act(async () => fireEvent.click(ui.getByLabelText("Show retired slides")));
  assert.ok(await ui.findByText("From the server: 1 of 1 records that match."));
  assert.equal(server.pages, [{ offset: 0, limit: 100, filters: { active: "false" } }]);
  await act(async () => fireEvent.click(ui.getByText("Holi colours")));
  assert.ok(await ui.findByRole("heading", { name: "Edit news slide" }));
  assert.ok(ui.getByRole("button", { name: "Restore" }), "the form knows the slide is retired");
  await act(async () => fireEvent.click(ui.getByRole("link", { name: "Back to news" })));
  assert.ok(await ui.findByText("Holi colours"));
  assert.is(server.pages.length, 2, "back to the list: the page is asked again");
});

test("the live slides: the phone's; 'Show more from the server' asks for the live ones", async () => {
  const { ui, server } = draw();
  assert.ok(await ui.findByText("On this phone: the 2 open and most recent of 800 records."));
  await act(async () => fireEvent.click(ui.getAllByRole("button", { name: "Show more from the server" })[0]!));
  assert.ok(await ui.findByText("From the server: 1 of 1 records that match."));
  assert.equal(server.pages, [{ offset: 0, limit: 100, filters: { active: "true" } }]);
});

test.run();
