// Today's View as a person reads it (decision 076): a named list of items, each a link named by its
// record and described by why it is there; the loading state while nothing is kept, a failed list
// with Try again over the items shown, "Nothing needs you today."; the page's heading is its title;
// the home's part has its own; in Hindi (the record's name as stored).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { dateText } from "../../codecs/display.ts";
import { HOME_ITEMS, nowOn, todayItems, type TodaySources } from "../../codecs/today.ts";
import { leadOf, workshopRowOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { TodayView, type TodayViewProps } from "./TodayView.tsx";
import { TodayPageView } from "./TodayPageView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const NONE: TodaySources = { myWorkshops: [], ammdWorkshops: [], leads: [], trainings: [], trainingApprovals: [], account: [] };
const ITEMS = todayItems(
  "FCP",
  {
    ...NONE,
    myWorkshops: [workshopRowOf(2, { name: "Diya Workshop 2", stagename: "Execution", start_date_time__c: "2026-11-20T10:00:00" })],
    leads: [leadOf(5, "Anita Rao", { status: "Contacted", follow_up: "2026-11-28" })],
    account: [{ id: 0, ettc: false }],
  },
  nowOn("2026-11-28"),
);

function view(over: Partial<TodayViewProps> = {}, language: "en" | "hi" = "en") {
  let retried = 0;
  const r = renderView(<TodayView variant="home" title="Today" items={ITEMS} loading={false} error={null} onRetry={() => retried++} {...over} />, {
    path: "/newHomeFCP",
    language,
  });
  return { ...r, retried: () => retried };
}

test("the items: a list named Today, each a link named by its record, described by why it is there", () => {
  const { ui } = view();
  assert.ok(ui.getByRole("heading", { level: 2, name: "Today" }));
  const list = ui.getByRole("list", { name: "Today" });
  const links = within(list).getAllByRole("link");
  assert.equal(
    links.map((a) => [a.textContent, a.getAttribute("href")]),
    [
      ["Diya Workshop 2", "/workshop?id=2&source=fcp&stagename=Execution"],
      ["Anita Rao", "/lead?id=5"],
      ["ETTC document", "/ettc-Upload"],
    ],
  );
  const described = (a: HTMLElement) => document.getElementById(a.getAttribute("aria-describedby")!)!.textContent;
  assert.equal(links.map(described), [
    `Report and photos missing since ${dateText("2026-11-20")}`,
    "Follow-up due today",
    "Your ETTC document has not been uploaded",
  ]);
  assert.is(ui.queryByText("Nothing needs you today."), null);
});

test("loading with nothing kept, loading with some lists in, then empty; a failed list says so with Try again over what is shown", () => {
  let r = view({ items: [], loading: true });
  assert.ok(r.ui.getByRole("status"));
  assert.ok(r.ui.getByText("Loading today's list..."));
  assert.is(r.ui.queryByText("Nothing needs you today."), null);
  cleanup();
  // some lists in, others still loading: what came is shown, and the page still says it loads
  r = view({ loading: true });
  assert.is(r.ui.getAllByRole("link").length, 3);
  assert.ok(r.ui.getByRole("status").textContent?.includes("Loading today's list..."));
  cleanup();
  r = view({ items: [] });
  assert.ok(r.ui.getByText("Nothing needs you today."));
  assert.is(r.ui.queryByRole("status"), null);
  assert.is(r.ui.queryByRole("list"), null);
  cleanup();
  r = view({ error: "Could not reach the server." });
  assert.ok(r.ui.getByText("Some of today's list could not be loaded"));
  assert.ok(r.ui.getByText("Could not reach the server."));
  fireEvent.click(r.ui.getByRole("button", { name: "Try again" }));
  assert.is(r.retried(), 1);
  assert.is(r.ui.getAllByRole("link").length, 3);
});

test("a home keeps its first items' places while lists load (items and places make HOME_ITEMS); the page and a loaded home keep none", () => {
  const places = () => document.querySelectorAll(".today-placeholders .today-placeholder").length;
  view({ items: [], loading: true });
  assert.is(places(), HOME_ITEMS);
  assert.is(document.querySelector(".today-placeholders")?.getAttribute("aria-hidden"), "true");
  cleanup();
  view({ loading: true });
  assert.is(places(), HOME_ITEMS - ITEMS.length);
  cleanup();
  view({ loading: false });
  assert.is(places(), 0);
  cleanup();
  view({ variant: "page", items: [], loading: true });
  assert.is(places(), 0);
});

test("the page: its title is the page's heading and names the list; with nobody signed in, the title alone", () => {
  const { ui } = view({ variant: "page", title: "Today" });
  assert.ok(ui.getByRole("heading", { level: 1, name: "Today" }));
  assert.ok(ui.getByRole("list", { name: "Today" }));
  cleanup();
  let page = renderView(<TodayPageView title="Today" Today={(p) => <p>{`part ${p.variant}`}</p>} />).ui;
  assert.ok(page.getByText("part page"));
  cleanup();
  page = renderView(<TodayPageView title="Today" Today={null} />).ui;
  assert.ok(page.getByRole("heading", { level: 1, name: "Today" }));
});

test("a home shows the first few items and links to the rest on /today; the page shows them all", () => {
  const many = todayItems(
    "FCP",
    {
      ...NONE,
      leads: Array.from({ length: HOME_ITEMS + 2 }, (_, i) => leadOf(i + 1, `Lead ${i + 1}`, { status: "Contacted", follow_up: "2026-11-27" })),
    },
    nowOn("2026-11-28"),
  );
  let r = view({ items: many });
  assert.is(within(r.ui.getByRole("list", { name: "Today" })).getAllByRole("listitem").length, HOME_ITEMS);
  const more = r.ui.getByRole("link", { name: `See all ${HOME_ITEMS + 2} that need you on Today` });
  assert.is(more.getAttribute("href"), "/today");
  cleanup();
  r = view({ items: many, variant: "page" });
  assert.is(within(r.ui.getByRole("list", { name: "Today" })).getAllByRole("listitem").length, HOME_ITEMS + 2);
  assert.is(r.ui.queryByRole("link", { name: /See all/ }), null);
  cleanup();
  r = view({ items: ITEMS });
  assert.is(r.ui.queryByRole("link", { name: /See all/ }), null, "no link when every item is shown");
  cleanup();
  r = view({ items: many }, "hi");
  assert.ok(r.ui.getByRole("link", { name: `आज की सूची में वे सभी ${HOME_ITEMS + 2} देखें जिनमें आपकी ज़रूरत है` }));
});

test("in Hindi: the heading, the reasons and the empty day; the record's name as stored", () => {
  let r = view({}, "hi");
  assert.ok(r.ui.getByRole("heading", { level: 2, name: "आज" }));
  assert.ok(r.ui.getByRole("link", { name: "Diya Workshop 2" }));
  assert.ok(r.ui.getByText("फ़ॉलो-अप आज करना है"));
  cleanup();
  r = view({ items: [] }, "hi");
  assert.ok(r.ui.getByText("आज आपके लिए कुछ भी बाकी नहीं है।"));
});

test("a list it reads held as a window on this phone (decision 092): the items are said to be of what is on it", () => {
  const { ui } = view({ onPhone: { kind: "device", held: 1500, total: 10272, onMore: null } });
  assert.ok(ui.getByText("On this phone: the 1,500 open and most recent of 10,272 records."));
  assert.is(ui.queryByRole("button", { name: "Show more from the server" }), null);
});

test.run();
