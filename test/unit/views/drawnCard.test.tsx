// /signin's drawn card made live without React (decision 054, src/signin/drawnCard.ts): painted, it
// is the card React draws for the same state; bound to a running session, it is the sign-in form.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { createActor, fromPromise } from "xstate";
import { paintCard, startDrawnCard, type CardShown } from "../../../src/signin/drawnCard.ts";
import { SignInCard } from "../../../src/views/LoginPage.tsx";
import { PARTS_ID } from "../../../src/views/loginFields.ts";
import { signInMarkup } from "../../../scripts/clientBuild/html.ts";
import { sessionMachine, type LoginFormActorRef } from "../../../src/machines/session.machine.ts";
import { loginFormMachine } from "../../../src/machines/loginForm.machine.ts";
import { ApiFailure } from "../../../src/codecs/apiFailure.ts";
import { LoginErrorCode, INVALID_CREDENTIALS } from "../../../src/codecs/auth.ts";
import type { SessionUser } from "../../../src/codecs/session.ts";

const drawn = (await signInMarkup()).markup;

test.after.each(() => {
  document.body.innerHTML = "";
  document.body.className = "";
  document.documentElement.dir = "";
  history.replaceState(null, "", "/");
});

/** An element as a comparable tree: tag, attributes sorted (classes as a sorted set), a field's value as shown, children. */
function canonical(el: Element): string {
  const attrs = [...el.attributes]
    .filter(
      (a) => !(a.name === "value" && (el.tagName === "INPUT" || el.tagName === "SELECT")) && !(el.tagName === "OPTION" && a.name === "selected"),
    )
    .map((a) => (a.name === "class" ? `class=${a.value.split(/\s+/).filter(Boolean).sort().join(" ")}` : `${a.name}=${a.value}`))
    .sort();
  if (el.tagName === "INPUT" || el.tagName === "SELECT") attrs.push(`(value)=${(el as HTMLInputElement).value}`);
  if (el.tagName === "BUTTON") attrs.push(`(disabled)=${(el as HTMLButtonElement).disabled}`);
  const kids = [...el.childNodes]
    .map((n) => (n.nodeType === 1 ? canonical(n as Element) : n.nodeType === 3 ? JSON.stringify(n.nodeValue) : ""))
    .filter(Boolean);
  return `<${el.tagName.toLowerCase()} ${attrs.join(" ")}>${kids.join("")}</${el.tagName.toLowerCase()}>`;
}

/** React's card for `shown`, as the app draws it (values set as the fields' values). */
function reactCard(shown: CardShown): string {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <Router ssrPath="/signin">
      <SignInCard notice={shown.notice} props={{ ...shown, onChange() {}, onSubmit() {} }} />
    </Router>,
  );
  const card = host.querySelector("main")!;
  for (const [id, v] of Object.entries(shown.values)) (card.querySelector(`#login-${id}`) as HTMLInputElement).value = v;
  return canonical(card);
}

const parts = () => (document.getElementById(PARTS_ID) as HTMLTemplateElement).content.querySelector("main")!;

const STATES: [string, CardShown][] = [
  ["fresh", { values: { role: "CMDI", mobile: "", password: "" }, fieldErrors: {}, formError: null, busy: false, notice: null }],
  [
    "every field's message",
    {
      values: { role: "AMMD", mobile: "12", password: "" },
      fieldErrors: { role: "Should be one of CMDI, FCP, AMMD", mobile: "Phone number is not valid", password: "Password Required" },
      formError: null,
      busy: false,
      notice: null,
    },
  ],
  [
    "the form's message",
    { values: { role: "FCP", mobile: "9000000001", password: "x" }, fieldErrors: {}, formError: INVALID_CREDENTIALS, busy: false, notice: null },
  ],
  ["busy", { values: { role: "FCP", mobile: "9000000001", password: "demo1234" }, fieldErrors: {}, formError: null, busy: true, notice: null }],
  [
    "a notice and a message at once",
    {
      values: { role: "FCP", mobile: "9", password: "" },
      fieldErrors: { mobile: "Phone number is not valid" },
      formError: "Network down",
      busy: false,
      notice: "Your password was changed",
    },
  ],
];

test("painted in any order, the drawn card is React's card for the same state (one view of the form)", () => {
  document.body.innerHTML = `<div id="root">${drawn}</div>`;
  const card = document.querySelector("main.login-page")!;
  // each state after each other (adding and taking away every part), then back to the first
  for (const [name, shown] of [...STATES, ...STATES.slice().reverse(), STATES[1]!, STATES[3]!, STATES[0]!]) {
    paintCard(card, parts(), shown);
    assert.is(canonical(card), reactCard(shown), name);
  }
});

test("the drawn card as built is React's prerendered card: Submit disabled until bound", () => {
  document.body.innerHTML = `<div id="root">${drawn}</div>`;
  const card = document.querySelector("main.login-page")!;
  const fresh: CardShown = {
    values: { role: "FCP", mobile: "", password: "" },
    fieldErrors: {},
    formError: null,
    busy: false,
    notice: null,
    prerendered: true,
  };
  assert.is(canonical(card), reactCard(fresh));
  assert.ok(document.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled);
  paintCard(card, parts(), fresh);
  assert.is(canonical(card), reactCard(fresh), "painting the drawn state changes nothing");
});

const FCP: SessionUser = { sfid: "u1", name: "Asha", role: "FCP", mobile: "9000000001" } as unknown as SessionUser;

/** A running session whose sign-in answers as `login` says; the card bound to it. */
function bound(login: (input: unknown) => Promise<SessionUser>, role = "CMDI") {
  const calls: unknown[] = [];
  const session = createActor(
    sessionMachine.provide({
      actors: {
        loginForm: loginFormMachine.provide({ actors: { login: fromPromise(({ input }) => login(input)) } }),
      },
      actions: { navigate: (_, p) => void calls.push(["navigate", p.to]) },
    }),
    { input: { role: role as never, user: null, hasToken: false } },
  );
  session.start();
  const started = startDrawnCard(document, {
    session,
    onNavigated: (path, search) => void calls.push(["nav", path, search]),
    settings: { theme: "dark", direction: "rtl" } as never,
    onLeave: () => void calls.push(["leave"]),
    onLanguage: (language) => void calls.push(["language", language]),
    onSubmitting: (role) => void calls.push(["submitting", role]),
  });
  return { session, calls, started };
}

const field = (label: string) => document.getElementById(`login-${label}`) as HTMLInputElement;
const submit = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const type = (id: string, value: string) => {
  field(id).value = value;
  field(id).dispatchEvent(new Event("input", { bubbles: true }));
};
const send = () => document.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(ok(), "waited for it");
};

test("bound: the theme, direction and title the device keeps, the screen recorded, Submit enabled, the role this device remembers", () => {
  history.replaceState(null, "", "/signin");
  document.body.innerHTML = `<div id="root">${drawn}</div>`;
  const { calls, started } = bound(() => new Promise(() => {}));
  assert.ok(started);
  assert.ok(document.body.classList.contains("bp6-dark"));
  assert.is(document.documentElement.dir, "rtl");
  assert.is(document.title, "Sign in · Field Ops");
  assert.equal(calls, [["nav", "/signin", ""]]);
  assert.not.ok(submit().disabled);
  assert.is(field("role").value, "CMDI", "nothing typed yet: the remembered role");
});

test("bound: what was typed before goes to the flow; edits, a submit with a field message (focus moved to it), then busy and signed in: the app is loaded", async () => {
  history.replaceState(null, "", "/signin");
  document.body.innerHTML = `<div id="root">${drawn}</div>`;
  field("mobile").value = "12"; // typed into the drawn card before this ran
  let answer!: (u: SessionUser) => void;
  const { session, calls } = bound(() => new Promise((r) => (answer = r)));
  const form = () => (session.getSnapshot().children.loginForm as LoginFormActorRef).getSnapshot();
  assert.equal(form().context.values, { role: "FCP", mobile: "12", password: "" }, "the role as shown, not the remembered one");
  assert.is(field("role").value, "FCP");
  type("password", "demo1234");
  assert.is(form().context.values.password, "demo1234");
  send();
  const message = document.getElementById("login-mobile-error");
  assert.is(message?.textContent, "Phone number is not valid (ten digits, for example 98765 43210)");
  assert.is(message?.getAttribute("role"), "alert");
  assert.is(field("mobile").getAttribute("aria-describedby"), "login-mobile-error");
  assert.is(document.activeElement, field("mobile"), "the focus moves to the first field with a message");
  const submitting = () => calls.filter((c) => (c as string[])[0] === "submitting").length;
  assert.is(submitting(), 0, "a submit the form refused sends no login: the app part is not run for it");
  type("mobile", "9000000001");
  assert.is(document.getElementById("login-mobile-error"), null, "an edit clears its field's message");
  send();
  assert.ok(submit().disabled && submit().querySelector('[role="progressbar"]'), "busy: Submit shows its spinner");
  assert.is(submitting(), 1, "the login on its way: the app part may run meanwhile (told once)");
  assert.ok(
    calls.some((c) => (c as string[])[0] === "submitting" && (c as string[])[1] === "FCP"),
    "told the role chosen (the home it loads meanwhile)",
  );
  assert.not.ok(calls.some((c) => (c as string[])[0] === "leave"));
  answer(FCP);
  await until(() => calls.some((c) => (c as string[])[0] === "leave"));
  assert.is(submitting(), 1, "told once, however often the busy card is drawn");
  assert.is(document.querySelector("main.login-page"), null, "the card is gone");
  assert.ok(document.querySelector('#root > .loading-image > img[alt="Loading..."]'), "the loading image shows until the app draws");
  assert.equal(
    calls.filter((c) => (c as string[])[0] === "navigate"),
    [["navigate", "/newHomeFCP"]],
  );
});

test("bound: the server's answer shows as the form's message; a second try clears it", async () => {
  history.replaceState(null, "", "/signin");
  document.body.innerHTML = `<div id="root">${drawn}</div>`;
  let tries = 0;
  bound(async () => {
    tries += 1;
    throw ApiFailure.encode({ kind: "http", status: 401, code: LoginErrorCode.invalidCredentials, message: "no" } as never);
  });
  type("mobile", "9000000001");
  type("password", "wrong");
  send();
  await until(() => document.getElementById("login-form-error") !== null);
  assert.is(document.getElementById("login-form-error")!.textContent, INVALID_CREDENTIALS);
  assert.is(document.querySelector("form")!.getAttribute("aria-describedby"), "login-form-error");
  assert.is(document.activeElement, document.getElementById("login-form-error"), "the alert takes the focus (decision 102)");
  assert.not.ok(submit().disabled);
  assert.is(tries, 1);
});

const pushState = history.pushState;

test("bound: a link of the card, or any move off /signin, goes to its page in this document and loads the app; unbound when the page has no drawn card", () => {
  history.replaceState(null, "", "/signin");
  document.body.innerHTML = `<div id="root">${drawn}</div>`;
  const { calls } = bound(() => new Promise(() => {}));
  document
    .querySelector<HTMLAnchorElement>('a[href="/ForgetPassword"]')!
    .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  assert.is(location.pathname, "/ForgetPassword");
  assert.equal(calls, [["nav", "/signin", ""], ["nav", "/ForgetPassword", ""], ["leave"]]);
  assert.ok(document.querySelector('#root > .loading-image > img[alt="Loading..."]'));

  assert.is(history.pushState, pushState, "history is as it was once the card is left");

  // a script's move off /signin (as the app's links and the session move) leaves too, recorded; a move to /signin itself does not
  history.replaceState(null, "", "/signin");
  document.body.innerHTML = `<div id="root">${drawn}</div>`;
  const second = bound(() => new Promise(() => {}));
  history.replaceState(null, "", "/signin");
  assert.equal(second.calls, [["nav", "/signin", ""]]);
  history.pushState(null, "", "/404?x=1");
  assert.equal(second.calls, [["nav", "/signin", ""], ["nav", "/404", "x=1"], ["leave"]]);
  assert.is(history.pushState, pushState);

  document.body.innerHTML = '<div id="root"></div>';
  assert.is(bound(() => new Promise(() => {})).started, false);
});

test("bound: a router that wrapped history while the card ran (the app part's code runs while the login is sent) keeps its wrapper once the card is left, and still hears every move", () => {
  history.replaceState(null, "", "/signin");
  document.body.innerHTML = `<div id="root">${drawn}</div>`;
  const { calls } = bound(() => new Promise(() => {}));
  // what wouter does as its module runs: wraps whatever history.pushState is then
  const heard: string[] = [];
  const under = history.pushState;
  const routers = function (this: History, ...args: Parameters<History["pushState"]>) {
    under.apply(this, args);
    heard.push(location.pathname);
  };
  history.pushState = routers;
  history.pushState(null, "", "/newHomeFCP"); // the session's move once signed in
  assert.equal(calls, [["nav", "/signin", ""], ["nav", "/newHomeFCP", ""], ["leave"]]);
  assert.is(history.pushState, routers, "the router's wrapper stays");
  history.pushState(null, "", "/listOutlet");
  assert.equal(heard, ["/newHomeFCP", "/listOutlet"], "the router hears each move");
  assert.is(calls.length, 3, "the card, left, records nothing more");
  history.pushState = pushState;
});

test("bound: हिन्दी on the card is kept on the device and hands /signin to the app, which draws the card in it (decision 074)", () => {
  history.replaceState(null, "", "/signin");
  document.body.innerHTML = `<div id="root">${drawn}</div>`;
  const { calls } = bound(() => new Promise(() => {}));
  const hindi = document.querySelector<HTMLButtonElement>('button[data-language="hi"]')!;
  assert.is(hindi.textContent, "हिन्दी");
  assert.is(hindi.lang, "hi");
  hindi.click();
  assert.equal(calls, [["nav", "/signin", ""], ["language", "hi"], ["leave"]]);
  assert.is(location.pathname, "/signin", "the app draws /signin itself");
  assert.ok(document.querySelector('#root > .loading-image > img[alt="Loading..."]'));
});

test("bound: the app part's files are fetched once the person starts on the form (its preloads added to the head, once)", () => {
  history.replaceState(null, "", "/signin");
  document.head.innerHTML = '<template id="app-part-preloads"><link rel="modulepreload" href="/assets/app-X.js"></template>';
  document.body.innerHTML = `<div id="root">${drawn}</div>`;
  bound(() => new Promise(() => {}));
  const added = () => document.head.querySelectorAll(':scope > link[rel="modulepreload"]').length;
  assert.is(added(), 0, "not before the person starts");
  field("mobile").focus();
  assert.is(added(), 1);
  type("mobile", "9");
  field("password").focus();
  assert.is(added(), 1, "once");
  document.head.innerHTML = "";
});

test.run();
