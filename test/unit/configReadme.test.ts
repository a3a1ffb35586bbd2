// The README's settings tables are generated from the settings' codecs and meanings
// (server/config.ts, `npm run config:readme`): every variable the server reads is in them, with the
// default its codec reads from an unset variable, and nothing else is.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { loadConfig, settingsTable } from "../../server/config.ts";
import { README, withSettingsTables } from "../../scripts/configReadme.ts";

test("the README holds the settings tables as the codecs write them (run `npm run config:readme` after changing a setting)", () => {
  const readme = readFileSync(README, "utf8");
  assert.is(withSettingsTables(readme), readme);
});

test("each table lists every variable once, with the default loadConfig gives an empty environment", () => {
  const names = [settingsTable("main"), settingsTable("s3")].flatMap((t) => [...t.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]!));
  assert.is(new Set(names).size, names.length, "no variable twice");
  for (const n of ["PORT", "DATABASE_URL", "WRITE_LIMIT_PER_MINUTE", "S3_BUCKET", "PUSH_SERVICE_HOSTS"]) assert.ok(names.includes(n), n);
  const empty = loadConfig({});
  assert.match(settingsTable("main"), new RegExp(`\\| \`PORT\`\\s+\\| \`${empty.port}\`\\s+\\|`));
  assert.match(settingsTable("main"), new RegExp(`\\| \`SESSION_DAYS\`\\s+\\| \`${empty.sessionDays}\`\\s+\\|`));
  assert.match(settingsTable("main"), /\| `VAPID_SUBJECT`\s+\| `mailto:fieldops@example\.org`\s+\|/);
  assert.match(settingsTable("s3"), /\| `S3_REGION`\s+\| `us-east-1`\s+\|/);
});

test("a row's text cannot break the table", () => {
  for (const t of [settingsTable("main"), settingsTable("s3")])
    for (const line of t.split("\n")) assert.is(line.split(" | ").length, 3, line.slice(0, 60));
});

test.run();
