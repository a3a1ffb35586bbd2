// The notification drawer's order (issue 49 item 2), rendered whole under happy-dom.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { renderShell, stubMedia } from "./harness.tsx";
import { userOf } from "../fixtures.ts";

const asha = userOf();

test.before.each(() => {
  stubMedia();
});
test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

test("the drawer is newest first by the time each was made, past the first items, whatever the ids and the order they came in (issue 49 item 2)", async () => {
  // the dates: the demo's rows made from older events have later ids than their times
  const at = ["2026-02-21", "2026-10-22", "2026-05-23", "2026-10-09", "2026-11-16", "2026-11-16"];
  const notifications = at.map((d, i) => ({
    id: 10 + i,
    kind: "workshop.approve",
    title: `Note ${10 + i}`,
    body: "Workshop approved.",
    link: `/workshop?id=${10 + i}`,
    at: `${d}T06:00:00.000Z`,
    read: true,
  }));
  const app = renderShell("/newHomeFCP", asha, { notifications });
  await app.ui.findByText("Hi, Asha", {}, { timeout: 8000 }); // the first test also imports (and transpiles) the shell
  fireEvent.click(await app.ui.findByRole("button", { name: "Notifications" }));
  const list = await app.body.findByRole("list", { name: "Notifications" });
  assert.equal(
    within(list)
      .getAllByRole("listitem")
      .map((li) => li.querySelector("strong")?.textContent),
    ["Note 15", "Note 14", "Note 11", "Note 13", "Note 12", "Note 10"],
  );
});

test.run();
