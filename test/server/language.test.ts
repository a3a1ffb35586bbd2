// The language kept on the account (issue 45; decision 074): chosen on one device, it comes with
// the person's next sign-in on any other, and their SMS code comes in it. A person who never chose
// is English, and one person's choice is no one else's.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { SMS_OUTBOX_FILE } from "../../server/sms/sms.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let t: TestDb;
let s: TestApp;

test.before(async () => {
  t = await openSeededDb();
  s = await testApp(t.db, { config: { otpLimitPerMobile: 1000, otpLimitPerAddress: 1000 } });
});
test.after(async () => {
  await s.app.close();
  await t.close();
});

let key = 0;
const choose = (token: string, language: unknown) =>
  query(s.app, token, "account.language", { language }, { "idempotency-key": `lang-${++key}-${process.pid}` });

const lastSmsTo = (mobile: string): string | undefined => {
  const file = join(s.dataDir, SMS_OUTBOX_FILE);
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, "utf8").trim().split("\n").filter(Boolean);
  return lines
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to === mobile)
    .at(-1)?.text;
};

test("never chosen: the session has no language and the SMS code is the spec's English", async () => {
  const signedIn = await login(s.app, "CMDI", DEMO_CMDI.mobile);
  assert.is(signedIn.status, 200);
  assert.not.ok("language" in signedIn.body.user);
  await s.app.inject({ method: "POST", url: "/api/auth/otp", payload: { role: "CMDI", mobile: DEMO_CMDI.mobile } });
  assert.match(lastSmsTo(DEMO_CMDI.mobile) ?? "", /^\d{6} is your OTP to Login to the App\. Thanks\.$/);
});

test("Hindi chosen: the next sign-in brings it, the SMS code comes in Hindi; English again replaces it", async () => {
  const first = await login(s.app, "FCP", DEMO_FCP.mobile);
  const chosen = await choose(first.body.token, "hi");
  assert.is(chosen.status, 200);
  assert.equal(chosen.body.rows, [{ language: "hi" }]);
  const next = await login(s.app, "FCP", DEMO_FCP.mobile);
  assert.is(next.body.user.language, "hi");
  await s.app.inject({ method: "POST", url: "/api/auth/otp", payload: { role: "FCP", mobile: DEMO_FCP.mobile } });
  assert.match(lastSmsTo(DEMO_FCP.mobile) ?? "", /^\d{6} ऐप में लॉगिन के लिए आपका OTP है। धन्यवाद।$/);
  // another person (a staff user) is still English
  assert.not.ok("language" in (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.user);
  assert.is((await choose(next.body.token, "en")).status, 200);
  assert.is((await login(s.app, "FCP", DEMO_FCP.mobile)).body.user.language, "en");
});

test("a language the app does not have is refused with a 400, never stored", async () => {
  const signedIn = await login(s.app, "FCP", DEMO_FCP.mobile);
  const refused = await choose(signedIn.body.token, "fr");
  assert.is(refused.status, 400);
  assert.is((await choose(signedIn.body.token, null)).status, 400);
  assert.is((await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM app_user_setting WHERE language NOT IN ('en', 'hi')")).rows[0]?.n, 0);
});

test.run();
