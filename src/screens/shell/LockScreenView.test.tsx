// The lock over the signed-in app as a person meets it (issue 14; decision 016): nothing while
// unlocked; locked, the password with its message, Unlock and Sign out; activity anywhere reported
// at most once a minute.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { LockScreenView, type LockScreenViewProps } from "./LockScreenView.tsx";
import { translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";
import { LOCK_PASSWORD_REQUIRED } from "../../codecs/recovery.ts";
import { TranslateProvider } from "../../views/i18n.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function draw(p: Partial<LockScreenViewProps> = {}) {
  const calls: string[] = [];
  render(
    <BlueprintProvider>
      <LockScreenView
        locked
        password=""
        error={null}
        busy={false}
        canSignOut
        onChange={(v) => calls.push(`change ${v}`)}
        onUnlock={() => calls.push("unlock")}
        onSignOut={() => calls.push("sign out")}
        onActivity={() => calls.push("activity")}
        {...p}
      />
    </BlueprintProvider>,
  );
  return calls;
}

test("unlocked: no dialog", () => {
  draw({ locked: false });
  assert.is(screen.queryByRole("dialog"), null);
});

test("locked: the password, Unlock sends it, Sign out signs out", () => {
  const calls = draw({ password: "secret" });
  assert.ok(screen.getByRole("dialog"));
  assert.ok(screen.getByText("Locked"));
  const input = screen.getByLabelText("Password") as HTMLInputElement;
  assert.is(input.value, "secret");
  fireEvent.change(input, { target: { value: "secret1" } });
  fireEvent.click(screen.getByRole("button", { name: "Unlock" }));
  fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
  assert.ok(calls.includes("change secret1"), calls.join());
  assert.ok(calls.includes("unlock") && calls.includes("sign out"), calls.join());
});

test("a wrong password says so; Sign out waits while it may not sign out", () => {
  draw({ error: "Wrong password.", canSignOut: false });
  assert.is(screen.getByRole("alert").textContent, "Wrong password.");
  assert.is(screen.getByLabelText("Password").getAttribute("aria-invalid"), "true");
  assert.ok((screen.getByRole("button", { name: "Sign out" }) as HTMLButtonElement).disabled);
});

test("activity anywhere is reported once a minute at most", () => {
  const calls = draw({ locked: false });
  fireEvent.pointerDown(window);
  fireEvent.keyDown(window);
  assert.equal(
    calls.filter((c) => c === "activity"),
    ["activity"],
  );
});

test("in Hindi: the lock's title, why, the password with its message, Unlock and Sign out", () => {
  render(
    <TranslateProvider value={translator("hi", hi)}>
      <LockScreenView
        locked
        password=""
        error={LOCK_PASSWORD_REQUIRED}
        busy={false}
        canSignOut
        onChange={() => {}}
        onUnlock={() => {}}
        onSignOut={() => {}}
        onActivity={() => {}}
      />
    </TranslateProvider>,
  );
  assert.ok(screen.getByRole("dialog", { name: "लॉक है" }));
  assert.match(screen.getByText(/अपने आप लॉक हो गया/).textContent!, /^\d+ मिनट तक इस्तेमाल न होने पर/);
  assert.ok(screen.getByLabelText("पासवर्ड"));
  assert.ok(screen.getByRole("alert").textContent === "अपना पासवर्ड डालें");
  assert.ok(screen.getByRole("button", { name: "अनलॉक करें" }));
  assert.ok(screen.getByRole("button", { name: "साइन आउट करें" }));
});

test.run();
