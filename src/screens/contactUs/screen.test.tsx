// /contact-us through the screen host (src/screens/host.tsx) on the real wiring: the loader flow is
// started by the host, the selector gives the View the cached contacts and the load, a load that
// failed is tried again when the connection comes back (the host's onReconnect).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import ContactScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function signal(initial: boolean) {
  let online = initial;
  const fns = new Set<(on: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe: (fn: (on: boolean) => void) => {
      fns.add(fn);
      return () => fns.delete(fn);
    },
    set(on: boolean) {
      online = on;
      for (const fn of fns) fn(on);
    },
  };
}

test("a failed first load says so; back online, the host's onReconnect loads again and the contacts show", async () => {
  let reachable = false;
  const fetch = fakeFetch({
    "POST /api/query": () =>
      reachable
        ? { status: 200, body: { rows: [{ role: "helpline", name: "Fevicryl Helpline", phone: "1800-266-0000", email: null }] } }
        : "network-error",
  });
  const online = signal(true);
  const actors = createAppActors({ fetch, storage: memoryKeyValue({}), navigate: () => {}, now: () => 1000, online });
  const mem = memoryLocation({ path: "/contact-us" });
  const r = render(
    <Router hook={mem.hook}>
      <ActorsProvider value={actors}>
        <ContactScreen title="Contact Us" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  assert.ok(await ui.findByRole("alert"));
  assert.ok(ui.getByRole("heading", { level: 1, name: "Contact Us" }));
  assert.is(ui.queryByRole("region", { name: "Helpline" }), null);
  reachable = true;
  await act(async () => online.set(false)); // drawn offline, then back
  await act(async () => online.set(true));
  const help = await ui.findByRole("region", { name: "Helpline" });
  assert.ok(within(help).getByRole("link", { name: "1800-266-0000" }));
  assert.is(ui.queryByRole("alert"), null);
  assert.ok(fetch.requests.filter((q) => q.path === "/api/query").length >= 2, "the list was asked for again");
});

test.run();
