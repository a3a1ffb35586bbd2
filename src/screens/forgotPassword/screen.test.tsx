// /forgot through the screen host (src/screens/host.tsx) on the real wiring: signed out, the flow
// starts on the number step with the remembered role; a code asked for moves the View to the code
// step (the selector's step from the flow's state) with the code's lifetime the server gave.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import ForgotScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

test("signed out: the number step, Back to sign in; Send code asks the server and opens the code step", async () => {
  const fetch = fakeFetch({ "POST /api/auth/otp": () => ({ status: 200, body: { sent: true, expiresInMinutes: 10 } }) });
  const actors = createAppActors({ fetch, storage: memoryKeyValue({}), navigate: () => {}, now: () => 1000 });
  const r = render(
    <Router hook={memoryLocation({ path: "/forgot" }).hook}>
      <ActorsProvider value={actors}>
        <ForgotScreen title="Forget Password" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  assert.ok(ui.getByRole("heading", { level: 1, name: "Forget Password" }));
  assert.is(ui.getByRole("link", { name: "Back to sign in" }).getAttribute("href"), "/signin");
  fireEvent.change(ui.getByLabelText("Mobile Number"), { target: { value: "9000000001" } });
  fireEvent.click(ui.getByRole("button", { name: "Send code" }));
  assert.ok(await ui.findByLabelText("Code from the SMS (6 digits)"));
  assert.match(ui.getByRole("status").textContent!, /If 9000000001 has an account as .*It is valid for 10 minutes\./);
  assert.is(fetch.requests.filter((q) => q.path === "/api/auth/otp").length, 1);
});

test.run();
