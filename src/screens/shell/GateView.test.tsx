// The sign-in gate as a person meets it: 'Loading...' while the server is asked, the page once
// open, /signin when no one is signed in, the reason with Try again when the server could not say.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { GateView, type GateProps } from "./GateView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function draw(p: Partial<GateProps>) {
  const mem = memoryLocation({ path: "/home", record: true });
  const calls: string[] = [];
  const r = render(
    <Router hook={mem.hook}>
      <GateView phase="loading" reason="" onRetry={() => calls.push("retry")} {...p}>
        <h1>The page</h1>
      </GateView>
    </Router>,
  );
  return { ui: within(r.container), mem, calls };
}

test("loading: the loading image, not the page", () => {
  const { ui } = draw({ phase: "loading" });
  assert.ok(ui.getByAltText("Loading..."));
  assert.is(ui.queryByRole("heading", { name: "The page" }), null);
});

test("open: the page", () => {
  assert.ok(draw({ phase: "open" }).ui.getByRole("heading", { name: "The page" }));
});

test("redirect: to /signin, in place of this entry", () => {
  const { mem } = draw({ phase: "redirect" });
  assert.is(mem.history.at(-1), "/signin");
});

test("failed: the reason and Try again", () => {
  const { ui, calls } = draw({ phase: "failed", reason: "The server is down." });
  assert.ok(ui.getByText(/The server is down\./));
  fireEvent.click(ui.getByRole("button", { name: /Try again/ }));
  assert.equal(calls, ["retry"]);
});

test.run();
