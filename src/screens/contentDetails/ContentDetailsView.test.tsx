// A content item's details as a person reads them (spec 2.9): the chips, the document link, the
// sample, loading, failed and 'not found', the stars an FCP taps (4.5 drawn as four and a half) and
// the average others see; the way back to the list the person came from.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { SAMPLE_CONTENT } from "../../codecs/content.ts";
import { FEEDBACK_SUBMITTED } from "../../machines/rating.machine.ts";
import { item } from "../../../test/unit/content/fixtures.ts";
import { ContentDetailsView, type ContentDetailsViewProps, type RatingProps } from "./ContentDetailsView.tsx";
import { backToList } from "./screen.tsx";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const rating = (over: Partial<RatingProps> = {}): RatingProps & { calls: unknown[] } => {
  const calls: unknown[] = [];
  return {
    average: 4.3,
    count: 12,
    canRate: true,
    mine: null,
    busy: false,
    notice: null,
    error: null,
    onRate: (v) => void calls.push(v),
    onDismiss: () => void calls.push("dismiss"),
    calls,
    ...over,
  };
};
const details = (over: Partial<ContentDetailsViewProps> = {}, language: "en" | "hi" = "en") => {
  const props: ContentDetailsViewProps = {
    title: "Fevicryl Details",
    back: "/fevicryl-Content?year=2024",
    state: "item",
    error: null,
    onRetry: () => {},
    item: item(3, { name: "Warli Diya", year__c: "2024", art_form__c: "Warli", festival_generic__c: "NA", in_house_products_used__c: "Fevicol MR" }),
    rating: rating(),
    ...over,
  };
  return renderView(<ContentDetailsView {...props} />, { path: "/fevicryl-Details", language }).ui;
};

test("details: name, image, products, chips (no 'NA'), the document in a new tab, the average for everyone", () => {
  const ui = details();
  assert.ok(ui.getByRole("heading", { name: "Warli Diya" }));
  assert.ok(ui.getByRole("img", { name: "Warli Diya" }));
  assert.equal(
    within(ui.getByRole("list", { name: "Attributes" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent),
    ["Year: 2024", "Art form: Warli"],
  );
  assert.ok(ui.getByText("Fevicol MR"));
  const doc = ui.getByRole("link", { name: "Click here for detailed document" });
  assert.equal(
    [doc.getAttribute("href"), doc.getAttribute("target"), doc.getAttribute("rel")],
    ["/media/doc/3.pdf", "_blank", "noopener noreferrer"],
  );
  assert.ok(ui.getByRole("img", { name: "Rated 4.3 out of 5" }));
  assert.ok(ui.getByText("4.3 out of 5 (12 ratings)", { exact: false }));
  assert.is(ui.getByRole("link", { name: "Back to the content list" }).getAttribute("href"), "/fevicryl-Content?year=2024");
});

test("an FCP's stars: each a button; a stored 4.5 reads as 4.5 and draws half of the fifth star; a tap and the notice", () => {
  const r = rating({ mine: 4.5, notice: { message: FEEDBACK_SUBMITTED, intent: "success" } });
  const ui = details({ rating: r });
  const stars = within(ui.getByRole("group", { name: "Your rating" })).getAllByRole("button");
  assert.equal(
    stars.map((b) => b.getAttribute("aria-label")),
    ["Rate 1 star", "Rate 2 stars", "Rate 3 stars", "Rate 4 stars", "Rate 5 stars"],
  );
  assert.ok(ui.getByText("Your rating: 4.5 out of 5"));
  const fills = stars.map((b) => (b.querySelector(".stars-fill") as HTMLElement | null)?.style.width ?? "0%");
  assert.equal(fills, ["100%", "100%", "100%", "100%", "50%"]);
  fireEvent.click(stars[2]!);
  assert.ok(within(ui.getByRole("status")).getByText(FEEDBACK_SUBMITTED));
  fireEvent.click(ui.getByRole("button", { name: "Dismiss" }));
  assert.equal(r.calls, [3, "dismiss"]);
});

test("another role: the average and count, no stars to tap; no ratings yet says so", () => {
  const ui = details({ rating: rating({ canRate: false, average: null, count: 0 }) });
  assert.is(ui.queryByRole("group", { name: "Your rating" }), null);
  assert.ok(ui.getByText("No ratings yet", { exact: false }));
});

test("the sample is marked and cannot be rated; an unknown id says 'not found' and offers the list", () => {
  const ui = details({ state: "sample", item: SAMPLE_CONTENT, rating: null, back: "/fevicryl-Content" });
  assert.ok(ui.getByText("Sample content"));
  assert.ok(ui.getByText("Sample content cannot be rated."));
  assert.ok(ui.getByRole("heading", { name: SAMPLE_CONTENT.name! }));
  cleanup();
  const gone = details({ state: "notFound", item: null, rating: null });
  assert.match(gone.getByRole("alert").textContent!, /This content item was not found/);
  assert.is(gone.getAllByRole("link", { name: "Back to the content list" }).at(-1)!.getAttribute("href"), "/fevicryl-Content?year=2024");
});

test("loading says so; a failed load says why with Try again", () => {
  let ui = details({ state: "loading", item: null, rating: null });
  assert.ok(ui.getByLabelText(/Loading/));
  cleanup();
  let retried = 0;
  ui = details({ state: "failed", item: null, rating: null, error: "Could not reach the server.", onRetry: () => retried++ });
  assert.match(ui.getByRole("alert").textContent!, /Could not reach the server/);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test("the way back: the last content list the person was on, with its filters", () => {
  assert.is(backToList([]), "/fevicryl-Content");
  assert.is(
    backToList([
      { path: "/glass-colours", search: "year=2024" },
      { path: "/fevicryl-Details", search: "id=3" },
    ]),
    "/glass-colours?year=2024",
  );
  assert.is(
    backToList([
      { path: "/content", search: "" },
      { path: "/newHomeFCP", search: "" },
    ]),
    "/content",
  );
});

test("in Hindi: the chips, the products' labels, the document link, the average and the stars to tap, a notice (the idea's name and values as they are)", () => {
  const ui = details({ rating: rating({ notice: { message: FEEDBACK_SUBMITTED, intent: "success" } }) }, "hi");
  assert.ok(ui.getByRole("heading", { level: 1, name: "Warli Diya" }));
  assert.ok(ui.getByRole("link", { name: "सामग्री की सूची पर वापस" }));
  assert.equal(
    within(ui.getByRole("list", { name: "विशेषताएँ" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent),
    ["वर्ष: 2024", "कला का प्रकार: Warli"],
  );
  assert.ok(ui.getByText("इस्तेमाल हुए कंपनी के उत्पाद"));
  assert.ok(ui.getByRole("link", { name: "पूरा दस्तावेज़ देखने के लिए यहाँ क्लिक करें" }));
  assert.ok(ui.getByRole("img", { name: "5 में से 4.3 रेटिंग" }));
  assert.ok(ui.getByText("5 में से 4.3 (12 रेटिंग)", { exact: false }));
  assert.ok(ui.getByRole("button", { name: "3 स्टार दें" }));
  assert.ok(ui.getByText("आपकी राय भेज दी गई"));
  cleanup();
  const sample = details({ back: "/fevicryl-Content", state: "sample", item: SAMPLE_CONTENT, rating: null }, "hi");
  assert.match(
    sample.getByRole("link", { name: "सामग्री की सूची" }).parentElement!.textContent!,
    /यह नमूना सामग्री है: इसका विवरण देखने और रेटिंग देने के लिए सामग्री की सूची से कोई आइडिया खोलें।/,
  );
  // the app's own values in Hindi (an institute the library names, Yes/No); a value typed otherwise as typed
  const chips = within(sample.getByRole("list", { name: "विशेषताएँ" }));
  assert.ok(chips.getByText("संस्थान: स्कूल"));
  assert.ok(chips.getByText("बेकार से बेहतर: नहीं"));
  assert.ok(chips.getByText("श्रेणी: Painting"), "not a category of the library's pages: as typed");
  assert.ok(chips.getByText("कठिनाई: Easy"));
  cleanup();
  const training = details({ item: { ...SAMPLE_CONTENT, id: 5, craft_category__c: "Product Training", institute__c: "Sunrise School" } }, "hi");
  assert.ok(training.getByText("श्रेणी: उत्पाद प्रशिक्षण"));
  assert.ok(training.getByText("संस्थान: Sunrise School"));
});

test.run();
