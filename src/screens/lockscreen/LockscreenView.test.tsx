// /Lockscreen as a person reads it: what the lock is, and the way back (home when signed in, else
// sign in).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LOCK_AFTER_MINUTES } from "../../codecs/recovery.ts";
import { LockscreenView } from "./LockscreenView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const page = (back: { to: string; label: string }) =>
  within(
    render(
      <BlueprintProvider>
        <Router hook={memoryLocation({ path: "/Lockscreen" }).hook}>
          <LockscreenView title="Lockscreen" back={back} />
        </Router>
      </BlueprintProvider>,
    ).container,
  );

test("what the lock is, and back to sign in or home", () => {
  let ui = page({ to: "/signin", label: "Back to sign in" });
  assert.ok(ui.getByRole("heading", { level: 1, name: "Lockscreen" }));
  assert.ok(ui.getByText(new RegExp(`^After ${LOCK_AFTER_MINUTES} minutes without a touch`)));
  assert.is(ui.getByRole("link", { name: "Back to sign in" }).getAttribute("href"), "/signin");
  cleanup();
  ui = page({ to: "/newHomeFCP", label: "Back to home" });
  assert.is(ui.getByRole("link", { name: "Back to home" }).getAttribute("href"), "/newHomeFCP");
});

test.run();
