// Web push in Chromium (decision 046), kept small: headless Chromium has no push service to
// subscribe with, so this walk checks what the browser itself does. With notifications allowed,
// the drawer offers "Get these on this phone"; the service worker (with sw-push.js imported)
// installs and controls the page; a push delivered to it through the DevTools protocol is shown as
// a notification with its title, body and link.
import * as assert from "uvu/assert";
import { DEMO, PHONE, browserSuite, signIn } from "./harness.ts";

const { t, app } = browserSuite("web push (Chromium)");

t("a push delivered to the app's service worker is shown with its title, body and link; the drawer offers push on this device", async () => {
  const { page, context, errors } = await app.page(PHONE, { serviceWorker: true });
  await context.grantPermissions(["notifications"], { origin: app.url });
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e: { registrations: Array<{ registrationId: string; isDeleted: boolean }> }) => {
    for (const r of e.registrations) if (!r.isDeleted) registrations.push(r.registrationId);
  });
  // what the worker went through, said when no notification comes (a failure on a loaded CI machine)
  const worker: string[] = [];
  cdp.on("ServiceWorker.workerVersionUpdated", (e: { versions: Array<{ versionId: string; runningStatus: string; status: string }> }) => {
    for (const v of e.versions) worker.push(`${v.versionId}:${v.status}/${v.runningStatus}`);
  });
  cdp.on("ServiceWorker.workerErrorReported", (e: { errorMessage: { errorMessage: string } }) =>
    worker.push(`error: ${e.errorMessage.errorMessage}`),
  );
  await cdp.send("ServiceWorker.enable");
  await signIn(page, app.url, DEMO.FCP);
  await page.waitForURL("**/newHomeFCP");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

  await page.getByRole("button", { name: /^Notifications/ }).click();
  await page.getByRole("button", { name: "Get these on this phone" }).waitFor();
  assert.ok(await page.getByText("Your browser will ask you to allow it.", { exact: false }).isVisible());

  for (let i = 0; registrations.length === 0; i++) {
    assert.ok(i < 100, "the worker's registration is known");
    await page.waitForTimeout(100);
  }
  const payload = { title: "Workshop approved", body: "Diwali colours was approved by the AMMD.", link: "/workshop?id=7" };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: app.url, registrationId: registrations[0]!, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, link: (n.data as { link?: string } | null)?.link }));
    });
  // the worker may be woken for it, and the notification's icon is fetched before it shows: a loaded
  // machine takes its time (the wait ends as soon as it is there)
  const deadline = Date.now() + 45_000;
  while ((await shown()).length === 0) {
    assert.ok(Date.now() < deadline, `a notification is shown (registrations ${registrations.join(", ")}; worker ${worker.join(" ")})`);
    await page.waitForTimeout(100);
  }
  assert.equal(await shown(), [payload]);
  assert.equal(errors, []);
  await context.close();
});

t.run();
