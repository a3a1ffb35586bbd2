// `npm run replay -- file.json`: the golden log replays (exit 0, states printed); a log whose
// recorded answer the machines would not give diverges (exit 1); a file that is not a log is 2.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "../../..");
const GOLDEN = join(ROOT, "test/fixtures/golden-app-v1.json");
const run = (file: string) => spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", file], { cwd: ROOT, encoding: "utf8" });
const dir = mkdtempSync(join(tmpdir(), "replay-cli-"));

test("the golden log: exit 0, the final machine states and the store are printed", () => {
  const r = run(GOLDEN);
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, /session\s+\{"loggedIn":"active"\}/);
  assert.match(r.stdout, /session\s+Asha Verma \(FCP\)/);
  assert.match(r.stdout, /location\s+\/qa\/log/);
  assert.match(r.stdout, /replayed without divergence/);
});

test("a divergence or an unknown event: exit 1, named", () => {
  const log = JSON.parse(readFileSync(GOLDEN, "utf8")) as { events: Array<Record<string, unknown>> };
  const i = log.events.findIndex((e) => e.type === "ui.theme.toggle");
  log.events[i] = { ...log.events[i], accepted: false };
  log.events.push({ ...log.events[i], id: "zz-unknown", seq: 10_000, type: "ui.nothing.like.this", accepted: true });
  const file = join(dir, "tampered.json");
  writeFileSync(file, JSON.stringify(log));
  const r = run(file);
  assert.is(r.status, 1);
  assert.match(r.stdout, /DIVERGENCE #\d+ shellUi: ui\.theme\.toggle/);
  assert.match(r.stdout, /UNKNOWN #10000 ui\.nothing\.like\.this/);
});

test("a file that is not a log: exit 2 with the reason", () => {
  const file = join(dir, "not-a-log.json");
  writeFileSync(file, JSON.stringify({ hello: "world" }));
  const r = run(file);
  assert.is(r.status, 2);
  assert.match(r.stderr, /not a log that can be replayed/);
});

test.run();
