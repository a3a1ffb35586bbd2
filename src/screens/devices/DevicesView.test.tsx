// /devices as a person reads it (decision 016): the first load's spinner, no devices yet, a failed
// load with Try again, the devices with "This device" and Sign out for the others, asked first.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import type { Device } from "../../codecs/devices.ts";
import { DevicesView, type DevicesViewProps } from "./DevicesView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const HERE: Device = { id: 1, name: "Chrome on Android", firstSeen: "2026-11-01T04:30:00Z", lastSeen: "2026-11-28T04:30:00Z", current: true };
const OTHER: Device = { id: 2, name: "Firefox on Linux", firstSeen: "2026-10-01T04:30:00Z", lastSeen: "2026-11-20T04:30:00Z", current: false };

const view = (over: Partial<DevicesViewProps> = {}) => {
  const r = render(
    <BlueprintProvider>
      <DevicesView
        title="My devices"
        devices={[]}
        loading={false}
        error={null}
        confirming={null}
        onRetry={() => {}}
        onSignOut={() => {}}
        onConfirm={() => {}}
        onCancel={() => {}}
        {...over}
      />
    </BlueprintProvider>,
  );
  return within(r.container);
};

test("loading: the spinner, no list; none yet: says so", () => {
  let ui = view({ loading: true });
  assert.ok(ui.getByRole("heading", { level: 1, name: "My devices" }));
  assert.ok(ui.getByLabelText("Loading your devices"));
  assert.is(ui.queryByRole("list", { name: "Your devices" }), null);
  cleanup();
  ui = view();
  assert.ok(ui.getByText("No devices yet"));
  assert.ok(ui.getByText("A browser appears here once you sign in on it."));
});

test("failed: the error with Try again (no 'no devices' then)", () => {
  let retried = 0;
  const ui = view({ error: "Your devices could not be loaded.", onRetry: () => retried++ });
  assert.ok(ui.getByRole("alert").textContent!.includes("Your devices could not be loaded."));
  assert.is(ui.queryByText("No devices yet"), null);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test("the devices: this one marked, Sign out for the others, asked first", () => {
  const out: number[] = [];
  let ui = view({ devices: [HERE, OTHER], onSignOut: (id) => out.push(id) });
  const items = within(ui.getByRole("list", { name: "Your devices" })).getAllByRole("listitem");
  assert.is(items.length, 2);
  assert.ok(within(items[0]!).getByText("This device"));
  assert.is(within(items[0]!).queryByRole("button"), null);
  fireEvent.click(within(items[1]!).getByRole("button", { name: /^Sign out Firefox on Linux, last signed in / }));
  assert.equal(out, [2]);
  cleanup();
  let answers = "";
  ui = view({ devices: [HERE, OTHER], confirming: OTHER, onConfirm: () => (answers += "y"), onCancel: () => (answers += "n") });
  assert.ok(screen.getByText("Sign out Firefox on Linux? It will have to sign in again with your password."));
  fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
  fireEvent.click(screen.getByRole("button", { name: "No" }));
  assert.is(answers, "yn");
});

test.run();
