// /slider and /viewWorkshopDetails (issue 25, decision 040) in Chromium: a CMDI steps through the
// news slideshow and opens a workshop of theirs at the details page's other address; axe finds nothing.
import * as assert from "uvu/assert";
import { DEMO, PHONE, axe, browserSuite, signIn } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";

const { t, app } = browserSuite("/slider and /viewWorkshopDetails (Chromium)");

t("a CMDI steps through the news at /slider and opens a workshop of theirs at /viewWorkshopDetails", async () => {
  const { page, errors } = await app.page(PHONE);
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL(`**${DEMO.CMDI.home}`);

  await page.goto(`${app.url}/slider`);
  await page.getByRole("heading", { level: 1, name: "News" }).waitFor();
  const slides = page.getByRole("region", { name: "News" });
  const position = slides.getByText(/^\d+ of \d+$/);
  await position.waitFor();
  const total = /^1 of (\d+)$/.exec(await position.innerText())?.[1];
  assert.ok(total && Number(total) > 1, "the demo has more than one news item");
  await slides.getByRole("button", { name: "Next slide" }).click();
  await slides.getByText(`2 of ${total}`, { exact: true }).waitFor();
  await page.keyboard.press("ArrowLeft");
  await slides.getByText(`1 of ${total}`, { exact: true }).waitFor();
  assert.equal(await axe(page), [], "the slideshow");

  const [mine] = await apiQuery(page, "workshops.mine", {});
  assert.ok(mine, "the CMDI has a workshop");
  await page.goto(`${app.url}/viewWorkshopDetails?id=${mine.id}`);
  await page.getByRole("heading", { level: 1, name: "Workshop Details" }).waitFor();
  await page.getByRole("heading", { name: "Stage history" }).waitFor();
  await page.getByAltText("Loading...").waitFor({ state: "detached" });
  assert.equal(await axe(page), [], "the workshop's details");
  assert.equal(errors, []);
});

t.run();
