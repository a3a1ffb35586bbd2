// npm run config:readme: writes the README's two settings tables from the settings' codecs and
// meanings (server/config.ts: `settingsTable`), between the markers <!-- settings:main --> and
// <!-- settings:s3 --> and their closing markers. test/unit/configReadme.test.ts checks the README
// holds what this would write.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { settingsTable } from "../server/config.ts";

export const README = join(import.meta.dirname, "..", "README.md");

/** The README with each settings table replaced by the generated one (throws when a marker is missing). */
export function withSettingsTables(readme: string): string {
  let out = readme;
  for (const table of ["main", "s3"] as const) {
    const open = `<!-- settings:${table} -->`,
      close = `<!-- /settings:${table} -->`;
    const a = out.indexOf(open),
      b = out.indexOf(close);
    if (a < 0 || b < a) throw new Error(`README.md has no ${open} ... ${close}`);
    out = `${out.slice(0, a + open.length)}\n\n${settingsTable(table)}\n\n${out.slice(b)}`;
  }
  return out;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const before = readFileSync(README, "utf8");
  const after = withSettingsTables(before);
  writeFileSync(README, after);
  console.log(after === before ? "README.md's settings tables were already up to date" : "wrote README.md's settings tables");
}
