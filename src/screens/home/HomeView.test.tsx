// A role home as its person reads it: the title, the person's Today (decision 076), the role's
// shortcuts (none for a role without), and the news carousel the screen gives.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, within } from "@testing-library/react";
import type { Role } from "../../codecs/role.ts";
import { HomeView } from "./HomeView.tsx";
import { NewsCarouselView } from "./CarouselView.tsx";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const Carousel = () => <p>the news</p>;
const page = (role: Role | null, title = "Home") =>
  renderView(<HomeView title={title} role={role} Carousel={Carousel} />, { path: "/newHomeFCP" }).ui;

test("an FCP's home: the title, the FCP's shortcuts and the news", () => {
  const ui = page("FCP");
  assert.ok(ui.getByRole("heading", { level: 1, name: "Home" }));
  const links = within(ui.getByRole("navigation", { name: "Shortcuts" })).getAllByRole("link");
  assert.equal(
    links.map((a) => [a.textContent, a.getAttribute("href")]),
    [
      ["Payment Summary", "/payment-Summary"],
      ["Payment Details", "/listPayments"],
      ["Upload your Submissions", "/ettc-Upload"],
      ["My Leads", "/listLead"],
    ],
  );
  assert.ok(ui.getByText("the news"));
});

test("the person's Today comes first, under the title, before the shortcuts", () => {
  const ui = renderView(<HomeView title="Home" role="FCP" Carousel={Carousel} Today={(p) => <p>{`today ${p.variant}`}</p>} />, {
    path: "/newHomeFCP",
  }).ui;
  const today = ui.getByText("today home");
  const nav = ui.getByRole("navigation", { name: "Shortcuts" });
  assert.ok(today.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING);
});

test("an AMMD's home leads to the approvals first; no role, no shortcuts", () => {
  let ui = page("AMMD", "Workshops");
  const first = within(ui.getByRole("navigation", { name: "Shortcuts" })).getAllByRole("link")[0]!;
  assert.is(first.getAttribute("href"), "/listWorkshopsAMMD");
  cleanup();
  ui = page(null);
  assert.is(ui.queryByRole("navigation", { name: "Shortcuts" }), null);
  assert.ok(ui.getByText("the news"));
});

test("in Hindi: the title, the shortcuts and the news' empty state (Fevicryl stays as it is)", () => {
  const ui = renderView(
    <HomeView
      title="Home"
      role="CMDI"
      Carousel={() => <NewsCarouselView state="empty" items={[]} error={null} onRetry={() => {}} variant="home" Slides={() => null} />}
    />,
    { path: "/homeCMDI", language: "hi" },
  ).ui;
  assert.ok(ui.getByRole("heading", { level: 1, name: "होम" }));
  const nav = within(ui.getByRole("navigation", { name: "शॉर्टकट" }));
  assert.ok(nav.getByRole("link", { name: "आउटलेट" }));
  assert.ok(nav.getByRole("link", { name: "जन्मदिन" }));
  assert.ok(nav.getByRole("link", { name: "Fevicryl सामग्री" }));
  assert.ok(ui.getByRole("heading", { name: "अभी कोई समाचार नहीं" }));
});

test.run();
