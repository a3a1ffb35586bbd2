// A workshop's execution report in Chromium against the real server (decision 030), on a phone:
// the FCP opens her workshop in Execution whose day has come, goes to Add participants from
// Workshop Details, enters the count and an article's quantity (a bad count is refused under its
// field first), saves; goes to Add photos and uploads a real JPEG to each of the five day-1
// galleries and the finalized article photo (a photo deleted is back with the toast's Undo,
// decision 067); back on the workshop, submits it for verification and sees CMDI Verification and
// the timeline row. The server holds what she entered.
import * as assert from "uvu/assert";
import { EVIDENCE_GALLERIES, FINALIZED_PHOTO_TYPE } from "../../src/codecs/workshopExecution.ts";
import type { Request } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, focused, signIn, storedEvent } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";
import { JPEG, actions, stageIs, uploadEvidence } from "./workshopSteps.ts";

const { t, app } = browserSuite("workshop execution (Chromium)");

t(
  "an FCP adds the participants, an article's quantity and a photo of every type, submits for verification, and sees CMDI Verification in the timeline",
  async () => {
    const { page, errors } = await app.page(PHONE);
    const deletes: Request[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/query") && r.postData()?.includes(`"op":"workshopPhotos.delete"`)) deletes.push(r);
    });
    await signIn(page, app.url, DEMO.FCP);
    await page.waitForURL(`**${DEMO.FCP.home}`);
    const today = new Date().toISOString().slice(0, 10);
    const mine = await apiQuery(page, "workshops.mine", {});
    const w = mine.find((x) => x.stagename === "Execution" && String(x.start_date_time__c) <= `${today}T00:00:00`);
    assert.ok(w, "Asha has a workshop in Execution whose day has come");
    await page.goto(`${app.url}/workshop?id=${w.id}`);
    await actions(page).waitFor();

    // Add participants: a count above the bound is refused under its field, what was typed stays
    await actions(page).getByRole("link", { name: "Add participants" }).click();
    await page.waitForURL(`**/addParticipants?id=${w.id}`);
    const count = page.getByLabel("Actual participant count");
    await count.waitFor();
    const quantity = page.getByLabel(/^Quantity of /).first();
    await quantity.waitFor();
    await count.fill("501");
    await quantity.fill("12");
    await page.getByRole("button", { name: "Save" }).click();
    // the message under the field, and in the summary at the top, which has the focus moved to the field
    await page.getByText("The actual participant count must be a whole number from 1 to 500.", { exact: true }).waitFor();
    await page.getByRole("alert").getByRole("link", { name: "Actual participant count" }).waitFor();
    await focused(count);
    assert.is(await quantity.inputValue(), "12");
    assert.equal(await axe(page), [], "the form with a refused field");
    await count.fill("31");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved: the participant count and the articles used are recorded.").waitFor();
    const [report] = await apiQuery(page, "workshops.execution", { id: w.id });
    assert.is(report!.actual_participants_count__c, 31);
    assert.is((report!.lines as Array<{ quantity: number }>)[0]!.quantity, 12);

    // Add photos: a real JPEG to each gallery, each with its receipt
    await page.getByRole("link", { name: "Add photos" }).click();
    await page.waitForURL(`**/addPhotos?id=${w.id}`);
    await uploadEvidence(page);
    assert.equal(await axe(page), [], "the six galleries");
    const photos = await apiQuery(page, "workshopPhotos.list", { workshop: w.id });
    const ours = photos.filter((p) => p.mine);
    assert.equal(ours.map((p) => p.type).sort(), EVIDENCE_GALLERIES.map((g) => g.type).sort(), "one photo of each type is hers");
    assert.ok(
      ours.every((p) => /^[0-9a-f]{64}$/.test(String(p.sha256))),
      "each with its receipt's hash",
    );
    // the same photo again in one gallery: told so (issue 43, item 4), not passed off as a new upload
    const first = EVIDENCE_GALLERIES[0]!;
    const gallery = page.getByRole("region", { name: first.title, exact: true });
    await gallery.getByLabel(`Upload to ${first.title}`).setInputFiles({ name: "again.jpg", mimeType: "image/jpeg", buffer: JPEG });
    await gallery.getByText("This photo is already in this gallery").waitFor({ timeout: 30_000 });
    assert.is(await gallery.getByText("Your image uploaded successfully").count(), 0);
    const again = await apiQuery(page, "workshopPhotos.list", { workshop: w.id });
    assert.is(again.filter((p) => p.mine && p.type === first.type).length, 1, "still one photo of that type");
    const [after] = await apiQuery(page, "workshops.execution", { id: w.id });
    assert.is(
      after!.artical_finalized_photo__c,
      ours.find((p) => p.type === FINALIZED_PHOTO_TYPE)!.url,
      "the finalized article photo is the workshop's",
    );

    // a photo deleted (after its question) leaves at once, 'Removed "<name>"' offers Undo (decision 067); Undo puts it back, unsent
    const kept = ours.find((p) => p.type === first.type)!;
    await gallery.getByRole("button", { name: /^Delete photo / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText(`Removed "${kept.name}"`, { exact: true }).waitFor();
    await gallery.getByRole("button", { name: /^Delete photo / }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Undone", { exact: true }).waitFor();
    await gallery.getByRole("button", { name: /^Delete photo / }).waitFor();
    await page.getByText("Every photo the report needs is here.").waitFor();
    await storedEvent(page, "write.withdrawn", {});
    assert.ok(
      (await apiQuery(page, "workshopPhotos.list", { workshop: w.id })).some((p) => p.id === kept.id),
      "the server still has it",
    );
    assert.is(deletes.length, 0, "the delete never reached the server");

    // back on the workshop: submit for verification
    await page.getByRole("link", { name: "Back to the workshop" }).first().click();
    await page.waitForURL(`**/workshop?id=${w.id}`);
    await actions(page).getByRole("button", { name: "Submit for verification", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit for verification", exact: true }).click();
    await stageIs(page, "CMDI Verification");
    await page.getByRole("region", { name: "Stage history" }).locator("li").filter({ hasText: "Submit for verification" }).waitFor();
    // the report is in: the screens say so, and Workshop Details offers them no more
    assert.is(await actions(page).getByRole("link", { name: "Add photos" }).count(), 0);
    await page.goto(`${app.url}/addParticipants?id=${w.id}`);
    await page.getByText("it is in CMDI Verification now").waitFor();
    assert.equal(errors, []);
  },
);

t.run();
