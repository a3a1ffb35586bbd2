// 'A new version is available' as a person reads it (issue 16): nothing, the quiet offline note, or
// the notice with Reload (busy once pressed) and Later.
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
  const r = render(<UpdateNoticeView shown={null} busy={false} onReload={() => calls.push("reload")} onLater={() => calls.push("later")} {...p} />);
  return { ui: within(r.container), container: r.container, calls };
};

test("nothing while no newer build waits", () => {
  assert.is(draw().container.innerHTML, "");
});

test("'Ready to work offline', quietly", () => {
  const { ui } = draw({ shown: "offlineReady" });
  assert.is(ui.getByRole("status").textContent, "Ready to work offline");
  assert.is(ui.queryByRole("button"), null);
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
