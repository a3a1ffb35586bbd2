// /signin drawn at build time (decision 031): the build renders the app's own sign-in card with
// its view stylesheets into signin.html; what a person types into it before the app runs is given
// to the login form flow as their own edits, and the focus is put back.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { giveTyped, takeFocus, typedBeforeStart } from "../../../src/views/signinCarry.ts";
import { signInMarkup, signinHtml } from "../../../scripts/clientBuild/html.ts";

const build = { signInMarkup, signinHtml };

const drawn = await build.signInMarkup();

test("the card is the app's: its heading, each field with its label, Submit disabled until the app runs, and its view styles", () => {
  document.body.innerHTML = drawn.markup;
  assert.is(document.querySelector("h1")?.textContent, "Sign in");
  for (const [id, label] of [
    ["login-role", "Role"],
    ["login-mobile", "Mobile Number"],
    ["login-password", "Password"],
  ]) {
    assert.is(document.querySelector(`label[for="${id}"]`)?.textContent, label);
    assert.ok(document.getElementById(id), id);
  }
  const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  assert.is(submit.textContent, "Submit");
  assert.ok(submit.disabled, "Enter cannot send the form as a plain page request");
  assert.match(drawn.css, /\.login-page\{/);
  assert.match(drawn.css, /\.login-form-error\{/);
});

test("signin.html is index.html with the card in its root and its styles in the head", () => {
  const index =
    '<html><head><link rel="stylesheet" href="/assets/main.css"></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';
  const html = build.signinHtml(index, "<main>card</main>", ".login-page{x:y}");
  assert.is(
    html,
    '<html><head><link rel="stylesheet" href="/assets/main.css"><style>.login-page{x:y}</style>\n</head><body><div id="root"><main>card</main></div><script type="module" src="/assets/main.js"></script></body></html>',
  );
  assert.throws(() => build.signinHtml("<div id=root></div>", "x"), /no empty root/);
});

test("what the drawn card shows once anything was typed goes to the login form as the person's edits (the role as shown, whatever this device remembers); the focus is put back once", () => {
  document.body.innerHTML = drawn.markup;
  const mobile = document.getElementById("login-mobile") as HTMLInputElement;
  mobile.value = "9000000001";
  (document.getElementById("login-password") as HTMLInputElement).value = "demo1234";
  mobile.focus();
  const typed = typedBeforeStart(document);
  assert.equal(typed, { values: { role: "FCP", mobile: "9000000001", password: "demo1234" }, focused: "login-mobile" });
  const role = document.getElementById("login-role") as HTMLSelectElement;
  role.value = "CMDI";
  assert.equal(typedBeforeStart(document).values.role, "CMDI", "a role chosen counts");

  // the session's login form starts after a moment: the edits wait for it
  const sent: unknown[] = [];
  let listener: ((s: { children: { loginForm?: { send(e: unknown): void } } }) => void) | null = null;
  let form: { send(e: unknown): void } | undefined;
  const session = {
    getSnapshot: () => ({ children: { loginForm: form } }),
    subscribe: (fn: typeof listener) => {
      listener = fn;
      return {
        unsubscribe: () => {
          listener = null;
        },
      };
    },
  };
  giveTyped(session as never, typed);
  assert.equal(sent, []);
  form = { send: (e) => void sent.push(e) };
  listener!({ children: { loginForm: form } });
  assert.equal(sent, [
    { type: "form.changed", field: "role", value: "FCP" },
    { type: "form.changed", field: "mobile", value: "9000000001" },
    { type: "form.changed", field: "password", value: "demo1234" },
  ]);
  assert.is(listener, null, "it stops listening");
  assert.is(takeFocus(), "login-mobile");
  assert.is(takeFocus(), null, "once");
});

test("nothing typed: nothing is sent and no focus is moved", () => {
  document.body.innerHTML = drawn.markup;
  const typed = typedBeforeStart(document);
  assert.equal(typed, { values: {}, focused: null });
  let asked = false;
  giveTyped(
    {
      getSnapshot: () => {
        asked = true;
        return { children: {} };
      },
      subscribe: () => ({ unsubscribe() {} }),
    } as never,
    typed,
  );
  assert.is(asked, false);
  assert.is(takeFocus(), null);
});

test.run();
