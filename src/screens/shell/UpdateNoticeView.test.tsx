// 'A new version is available' as a person reads it (issue 16): nothing, the quiet offline note, or
// the notice with Reload (busy once pressed) and Later. The quiet note closes by its button or by
// Escape, and says when the focus is in it (decision 107). Either note gives its drawn height while
// it shows, so a notice (toast) sits above it (decision 109).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { UpdateNoticeView, type UpdateNoticeProps } from "./UpdateNoticeView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const draw = (p: Partial<UpdateNoticeProps> = {}) => {
  const calls: string[] = [];
  const r = render(
    <UpdateNoticeView
      shown={null}
      busy={false}
      onReload={() => calls.push("reload")}
      onLater={() => calls.push("later")}
      onDismiss={() => calls.push("dismiss")}
      onHold={(held) => calls.push(held ? "hold" : "release")}
      {...p}
    />,
  );
  return { ui: within(r.container), container: r.container, calls };
};

test("nothing while no newer build waits", () => {
  assert.is(draw().container.innerHTML, "");
});

test("'Ready to work offline', quietly: its words exactly, closed by its named button or by Escape; the focus in it holds it", () => {
  const { ui, calls } = draw({ shown: "offlineReady" });
  assert.is(ui.getByRole("status").textContent, "Ready to work offline");
  const close = ui.getByRole("button", { name: "Dismiss" });
  fireEvent.click(close);
  assert.equal(calls, ["dismiss"]);
  fireEvent.focus(close);
  fireEvent.blur(close);
  assert.equal(calls, ["dismiss", "hold", "release"]);
  fireEvent.keyDown(document.body, { key: "Escape" });
  assert.equal(calls, ["dismiss", "hold", "release", "dismiss"], "Escape anywhere closes it");
  const dialog = document.body.appendChild(document.createElement("div"));
  dialog.setAttribute("role", "dialog");
  fireEvent.keyDown(dialog, { key: "Escape" });
  fireEvent.keyDown(document.body, { key: "Enter" });
  assert.is(calls.length, 4, "an Escape meant for a dialog, and another key, leave it");
});

test("Escape closes nothing once no note shows", () => {
  const { calls } = draw({ shown: "available" });
  fireEvent.keyDown(document.body, { key: "Escape" });
  assert.equal(calls, []);
});

test("either note gives its drawn height while it shows (a toast sits above it), and takes it back when it goes", () => {
  const root = document.documentElement.style;
  for (const shown of ["offlineReady", "available"] as const) {
    const { container } = draw({ shown });
    assert.match(root.getPropertyValue("--bottom-note-height"), /^\d+px$/, shown);
    cleanup();
    assert.is(container.innerHTML, "");
    assert.is(root.getPropertyValue("--bottom-note-height"), "", `${shown}: gone`);
  }
  draw();
  assert.is(root.getPropertyValue("--bottom-note-height"), "", "no note, no height");
});

test("a newer build: Reload and Later answer, Reload busy once pressed", () => {
  const { ui, calls } = draw({ shown: "available" });
  assert.match(ui.getByRole("status").textContent ?? "", /A new version is available/);
  fireEvent.click(ui.getByRole("button", { name: "Reload" }));
  fireEvent.click(ui.getByRole("button", { name: "Later" }));
  assert.equal(calls, ["reload", "later"]);
  cleanup();
  const busy = draw({ shown: "available", busy: true });
  assert.ok(busy.ui.getByRole("progressbar", { name: "loading" }));
  assert.ok((busy.container.querySelector("button") as HTMLButtonElement).disabled, "Reload waits");
});

test.run();
