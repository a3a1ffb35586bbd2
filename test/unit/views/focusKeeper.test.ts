// Where the focus goes after a page change or an action (decision 102): the new page's heading, the
// busy button once its action ends, or the result message; never away from a field or a dialog.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { startFocusKeeper, type FocusKeeper } from "../../../src/views/focusKeeper.ts";

let keeper: FocusKeeper | null = null;

test.after.each(() => {
  keeper?.stop();
  keeper = null;
  document.body.innerHTML = "";
});

/** Lets the keeper's observer and queued checks run (one turn of the event loop, not a wait for time). */
const settle = () => new Promise<void>((r) => setTimeout(r, 0));

function shell(page: string) {
  document.body.innerHTML = `<header><button id="menu">Menu</button><input id="search" aria-label="Search"></header><main id="main-content" tabindex="-1">${page}</main>`;
  keeper = startFocusKeeper();
  return document.querySelector("main")!;
}
const $ = (sel: string) => document.querySelector<HTMLElement>(sel)!;
/** The person has used the page: a key pressed (a page change before that is a redirect on load). */
const act = () => document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));

/** The person, on `from`, changes the page: its main now holds `html`. */
async function follow(from: string, main: HTMLElement, html: string) {
  $(from).focus();
  act();
  main.innerHTML = html;
  keeper!.navigated();
  await settle();
}

test("a page change followed from a link: the new page's h1 takes the focus (tabIndex -1, not a keyboard stop)", async () => {
  const main = shell(`<a href="/b" id="row">Row</a>`);
  await follow("#row", main, `<h1>Outlets</h1><p>list</p>`);
  assert.is(document.activeElement, $("h1"));
  assert.is($("h1").tabIndex, -1);
});

test("a page whose heading is drawn later: its main meanwhile, then the heading", async () => {
  const main = shell(`<a href="/b" id="row">Row</a>`);
  await follow("#row", main, `<p>loading</p>`);
  assert.is(document.activeElement, main);
  main.innerHTML = `<h1>Outlets</h1>`;
  await settle();
  assert.is(document.activeElement, $("h1"));
});

test("a menu link that leaves the focus on the menu button: the new page's h1 takes it", async () => {
  const main = shell(`<h1>Home</h1>`);
  await follow("#menu", main, `<h1>Targets</h1>`);
  assert.is(document.activeElement?.textContent, "Targets");
});

test("the focus deliberately elsewhere stays: the search box, a field the new page focused, a dialog (waited for)", async () => {
  const main = shell(`<h1>Home</h1>`);
  await follow("#search", main, `<h1>Outlet</h1>`);
  assert.is(document.activeElement, $("#search"), "the search box keeps it");

  main.innerHTML = `<h1>Add Outlet</h1><button id="first">Pick</button>`;
  $("#first").focus();
  keeper!.navigated();
  await settle();
  assert.is(document.activeElement, $("#first"), "what the page focused itself stays");

  document.body.insertAdjacentHTML("beforeend", `<div role="dialog"><a href="/c" id="in-drawer">Targets</a></div>`);
  $("#in-drawer").focus();
  main.innerHTML = `<h1>Targets</h1>`;
  keeper!.navigated();
  await settle();
  assert.is(document.activeElement, $("#in-drawer"), "not while a dialog has it");
  $("[role=dialog]").remove();
  $("#menu").focus(); // the drawer hands it back to the button that opened it
  await settle();
  assert.is(document.activeElement?.textContent, "Targets", "then the heading");
});

test("no page change before the person has used the page (a redirect on the first load)", async () => {
  const main = shell(``);
  main.innerHTML = `<h1>Home</h1>`;
  keeper!.navigated();
  await settle();
  assert.is(document.activeElement, document.body);
});

test("a busy button that drops the focus while disabled gets it back once its action ends", async () => {
  shell(`<h1>Workshop</h1><button id="approve">Approve</button>`);
  const button = $("#approve") as HTMLButtonElement;
  button.focus();
  button.blur(); // what Chromium does to a focused button turned disabled
  button.disabled = true;
  await settle();
  assert.is(document.activeElement, document.body, "not while it is disabled");
  button.disabled = false;
  await settle();
  assert.is(document.activeElement, button);
});

test("a button its own action removes hands the focus to the result message drawn since, else the page's h1", async () => {
  const main = shell(`<h1>Outlet</h1><div id="row"><button id="delete">Delete</button></div>`);
  $("#delete").focus();
  main.insertAdjacentHTML("beforeend", `<p role="status">Outlet deleted.</p>`);
  $("#row").remove();
  await settle();
  assert.is(document.activeElement, $("[role=status]"));

  main.insertAdjacentHTML("beforeend", `<button id="upload">Upload</button>`);
  $("#upload").focus();
  $("#upload").remove();
  await settle();
  assert.is(document.activeElement, $("h1"), "no message: the page's heading");
});

test("a press outside anything focusable, or Tab past the page's last stop, leaves the focus off the page", async () => {
  shell(`<h1>Outlet</h1><button id="save">Save</button>`);
  $("#save").focus();
  document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
  $("#save").blur();
  await settle();
  assert.is(document.activeElement, document.body);
  $("#save").focus();
  $("#save").dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
  $("#save").blur(); // on to the browser's address bar
  await settle();
  assert.is(document.activeElement, document.body);
});

test.run();
