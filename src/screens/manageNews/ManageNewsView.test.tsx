// Manage News (/manageNews, decision 087) as the super admin reads it: the slides in their order,
// live or retired through the flow, each opening the form; Add a slide; the form's fields by their
// labels, the image picked handed to the flow and said back, messages at their fields and summed
// up; Retire asked first; a retired slide read-only with Restore.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import { type AdminNewsSlide, formOfSlide, NEWS_MESSAGES } from "../../codecs/newsAdmin.ts";
import { recordFlowOf, recorder, renderView } from "../../../test/unit/renderView.tsx";
import { ManageNewsView, type ManageNewsViewProps, type NewsFormProps } from "./ManageNewsView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const slide = (over: Partial<AdminNewsSlide> = {}): AdminNewsSlide => ({
  id: 7,
  name: "Diwali workshops",
  text: "Book yours now",
  sequence: 1,
  url: "/media/news/1.svg",
  active: true,
  retired_at: null,
  ...over,
});
const load = { loading: false, refreshing: false, slow: false, cached: true, error: null, onRetry: () => {}, offline: false };

function draw(over: Partial<ManageNewsViewProps> = {}, form: Partial<NewsFormProps> | null = null) {
  const r = recorder();
  /** a handler whose values are recorded; `none`: one called without any */
  const { on } = r;
  const none = (name: string) => () => r.on(name)();
  const formProps: NewsFormProps | null = form
    ? {
        adding: false,
        values: formOfSlide(slide()),
        fieldErrors: {},
        slide: slide(),
        picked: null,
        ...recordFlowOf(r),
        onChange: on("change"),
        onImage: (f) => r.on("image")(f.name),
        ...form,
      }
    : null;
  const props: ManageNewsViewProps = {
    title: "Manage News",
    back: "/super",
    load,
    retired: false,
    slides: [slide(), slide({ id: 8, name: "Mouldit week", sequence: 2, active: false, retired_at: "2026-11-28T10:00:00" })],
    total: 2,
    source: { kind: "whole" },
    onRetired: on("retired"),
    onNew: none("new"),
    onOpen: on("open"),
    form: formProps,
    ...over,
  };
  return { ...renderView(<ManageNewsView {...props} />, { path: "/manageNews" }), ...r };
}

test("the list: the live slides with their order; retired and Add go to the flow; a row opens it", () => {
  const { ui, calls } = draw();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Manage News" }));
  assert.ok(ui.getByText("1 slide"));
  const diwali = ui.getByRole("button", { name: /Diwali workshops/ });
  assert.match(diwali.textContent ?? "", /Order 1/);
  assert.is(ui.queryByRole("button", { name: /Mouldit week/ }), null);
  fireEvent.click(ui.getByLabelText("Show retired slides"));
  fireEvent.click(ui.getByRole("button", { name: "Add a slide" }));
  fireEvent.click(diwali);
  assert.equal(calls, [["retired", true], ["new"], ["open", 7]]);
});

test("the phone's first slides: said so, 'Show more from the server' above and under the list; the server's page said so (decision 118)", () => {
  let asked = 0;
  let { ui } = draw({ source: { kind: "device", held: 2, total: 800, onMore: () => asked++ } });
  assert.ok(ui.getByText("On this phone: the 2 open and most recent of 800 records."));
  const buttons = ui.getAllByRole("button", { name: "Show more from the server" });
  assert.is(buttons.length, 2);
  fireEvent.click(buttons[1]!);
  assert.is(asked, 1);
  cleanup();
  ({ ui } = draw({ source: { kind: "server", shown: 1, total: 600, onMore: null } }));
  assert.ok(ui.getByText("From the server: 1 of 600 records that match."));
});

test("a long list: the first hundred slides, then Show more draws the rest", () => {
  const many = Array.from({ length: 130 }, (_, k) => slide({ id: k + 1, name: `Slide ${k + 1}`, sequence: k + 1 }));
  const { ui } = draw({ slides: many, total: 130 });
  const rows = () => document.querySelectorAll(".manage-news-list > li").length;
  assert.is(rows(), 100);
  fireEvent.click(ui.getByRole("button", { name: "Show more (30 more)" }));
  assert.is(rows(), 130);
});
test("the form: title, text, order and image by their labels; a picked image goes to the flow and is said back; messages at their fields", () => {
  const { ui, calls } = draw({}, { adding: true, slide: null, fieldErrors: { name: NEWS_MESSAGES.name, image: NEWS_MESSAGES.image } });
  assert.ok(ui.getByRole("heading", { level: 1, name: "Add a news slide" }));
  assert.ok(ui.getAllByText(NEWS_MESSAGES.name).length >= 1);
  assert.ok(ui.getAllByText(NEWS_MESSAGES.image).length >= 1);
  assert.ok(ui.getByText("2 fields need attention"));
  assert.is(
    ui.getByRole("link", { name: "Title" }).closest("ul")?.className,
    "form-errors-list",
    "the app's one summary list (its links underlined)",
  );
  fireEvent.change(ui.getByLabelText(/^Title/), { target: { value: "Diwali" } });
  fireEvent.change(ui.getByLabelText(/^Order/), { target: { value: "3" } });
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "slide.jpg", { type: "image/jpeg" });
  fireEvent.change(ui.getByLabelText(/^Image/), { target: { files: [file] } });
  assert.equal(calls, [
    ["change", "name", "Diwali"],
    ["change", "sequence", "3"],
    ["image", "slide.jpg"],
  ]);
  assert.is(ui.queryByRole("button", { name: "Retire" }), null, "a new slide has no Retire");
  cleanup();
  const picked = draw({}, { picked: { name: "slide.jpg", size: 150_000 } });
  assert.ok(picked.ui.getByText("Chosen: slide.jpg (147 KB), sent with Save"));
});

test("Retire is asked first; a retired slide is read-only with Restore", () => {
  const { body, calls } = draw({}, { confirming: true });
  assert.ok(body.getByRole("dialog", { name: "Retire this slide?" }));
  fireEvent.click(body.getAllByRole("button", { name: "Retire" }).at(-1)!);
  assert.equal(calls, [["confirm"]]);
  cleanup();
  const retired = draw({}, { slide: slide({ active: false, retired_at: "2026-11-28T10:00:00" }) });
  assert.ok(retired.ui.getByText("Retired: devices no longer show this slide. Restore it to edit it."));
  assert.ok(retired.ui.getByLabelText(/^Title/).hasAttribute("readonly"));
  fireEvent.click(retired.ui.getByRole("button", { name: "Restore" }));
  assert.equal(retired.calls, [["restore"]]);
});

test.run();
