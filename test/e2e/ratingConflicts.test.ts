// A rating's conflict (issue 48 item 1; decision 079), in Chromium against the real server: the
// demo FCP on two phones rates one idea. Phone B, offline, taps its stars; phone A taps others. B
// comes back online: its outbox rating is refused as a conflict (nothing written), B sees its stars
// beside A's in the shared conflict panel, keeps its own, and the idea ends with B's stars.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, endTwoPhones, signIn, storedEvent } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";

const { t, app } = browserSuite("rating conflicts (Chromium)");

const star = (page: Page, n: number) => page.getByRole("button", { name: n === 1 ? "Rate 1 star" : `Rate ${n} stars` });

/** Opens the idea's page and waits until its stars show. */
async function openIdea(page: Page, id: number): Promise<void> {
  await page.goto(`${app.url}/fevicryl-Details?id=${id}`);
  await star(page, 1).waitFor();
}

t("one idea rated on two phones, B offline: B's rating is refused as a conflict, B keeps its stars", async () => {
  const a = await app.page(PHONE);
  await signIn(a.page, app.url, DEMO.FCP);
  await a.page.waitForURL(`**${DEMO.FCP.home}`);
  const [first] = await apiQuery(a.page, "content.list", {});
  const id = first!.id as number;
  const before = (first!.my_rating as number | null) ?? null;
  // B's and A's stars: each other than the stars both phones show, and other than each other
  const [mine, theirs] = [1, 2, 3, 4, 5].filter((n) => n !== before);

  const b = await app.page(PHONE);
  await signIn(b.page, app.url, DEMO.FCP);
  await b.page.waitForURL(`**${DEMO.FCP.home}`);
  await openIdea(a.page, id);
  await openIdea(b.page, id);

  await b.context.setOffline(true);
  await b.page.getByText("Offline", { exact: true }).waitFor();
  await star(b.page, mine!).click();
  await b.page.getByText("Your rating is saved on this device. It will be sent when the connection is back.").waitFor();

  await star(a.page, theirs!).click();
  await a.page.getByText(before === null ? "Feedback is Submitted Successfully" : "Feedback is Updated Successfully").waitFor();
  const stored = async () => (await apiQuery(a.page, "content.list", {})).find((c) => c.id === id)!.my_rating;
  assert.is(await stored(), theirs, "A's rating is stored");

  await b.context.setOffline(false);
  // B's outbox sends its rating: refused as a conflict, kept in B's log
  await storedEvent(b.page, "write.rejected", { has: ['"code":"conflict"', "rating"] });
  const panel = b.page.getByRole("form", { name: "Changed by someone else" });
  await panel.waitFor();
  const group = panel.getByRole("group", { name: "Your rating" });
  assert.is(await group.getByRole("radio").count(), 2, "mine beside the current stars");
  await group.getByRole("radio", { name: `Current: ${theirs}` }).waitFor();
  assert.equal(await axe(b.page), [], "the conflict passes axe");
  assert.is(await stored(), theirs, "the refused rating wrote nothing");

  await group.getByText(`Yours: ${mine}`).click(); // the label, as a finger does
  await panel.getByRole("button", { name: "Save my choices" }).click();
  await b.page.getByText("Your choice was saved.").waitFor();
  assert.is(await stored(), mine);
  // B's stars show the rating as it is now
  await b.page.waitForFunction(
    (n) => document.querySelector('[aria-pressed="true"]')?.getAttribute("aria-label")?.startsWith(`Rate ${n} `) === true,
    mine,
  );
  await endTwoPhones(a, b);
});

t.run();
