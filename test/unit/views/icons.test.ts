// The icons bundled with the shell (src/views/shell/icons.ts) cover every icon the views name, so
// none of them sends Blueprint's loader for the chunk of all icon paths.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Icons, IconSize, type IconName } from "@blueprintjs/icons";
import { ICONS_16, ICONS_20, loadAppIcons } from "../../../src/views/shell/icons.ts";
import { APP } from "../../../src/features/index.ts";
import type { MenuItem } from "../../../src/views/menus.ts";

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.tsx?$/.test(f) ? [join(dir, f)] : []));

/** Icon names written in the views: the quoted names in `icon="…"`, `endIcon="…"`, `icon={…}`,
 * `icon: …,` and `icon(…)`. */
function namedInViews(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files("src/views")) {
    for (const [setting] of readFileSync(file, "utf8").matchAll(/[iI]con(?:="[^"]*"|=\{[^}]*\}|:[^,})\n]*|\([^)]*\))/g)) {
      for (const m of setting.matchAll(/"([a-z][a-z0-9-]*)"/g)) if (Icons.isValidIconName(m[1])) found.set(m[1], file);
    }
  }
  return found;
}

/** Icon names drawn at 20 px or more in the views and screens: an empty state's (`<TitledState icon=…>`,
 * a list's `{ icon: …, title: … }`), a dialog's or a drawer's title (`<ConfirmDialog`, `<DrawerHeader`,
 * whose `icon` is the next one written), an `<Icon … size={20 or more}>`. */
function drawnLarge(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...files("src/views"), ...files("src/screens")]) {
    const text = readFileSync(file, "utf8");
    const patterns = [
      /<(?:TitledState|ConfirmDialog|DrawerHeader)\b[\s\S]{0,400}?\bicon="([a-z][a-z0-9-]*)"/g,
      /\{ icon: "([a-z][a-z0-9-]*)", title:/g,
      /<Icon icon="([a-z][a-z0-9-]*)" size=\{(?:[2-9]\d|\d{3}|IconSize\.LARGE)/g,
    ];
    for (const re of patterns) for (const m of text.matchAll(re)) if (Icons.isValidIconName(m[1])) found.set(m[1]!, file);
  }
  return found;
}

test("every icon drawn large is bundled at 20 px (offline, an unbundled one is a blank box)", () => {
  const large = drawnLarge();
  assert.ok(large.size >= 10, `the scan finds the large icons (${[...large.keys()].join(", ")})`);
  for (const [name, file] of [
    ["cloud-upload", "PlanWorkshopView"],
    ["tick-circle", "ChangesNotSavedView"],
    ["error", "ErrorState"],
  ]) {
    assert.ok(large.get(name!)?.includes(file!), `the scan sees ${name} in ${file}`);
  }
  const missing = [...large].filter(([name]) => !(name in ICONS_20)).map(([name, file]) => `${name} (${file})`);
  assert.equal(missing, []);
});

const menuIcons = (items: readonly MenuItem[]): string[] =>
  items.flatMap((m) => [...(m.icon ? [m.icon] : []), ...(m.kind === "submenu" ? menuIcons(m.children) : [])]);

test("every icon a view names is bundled at 16 px", () => {
  const named = namedInViews();
  assert.ok(named.size >= 20, `the scan finds the views' icons (${named.size})`);
  const missing = [...named].filter(([name]) => !(name in ICONS_16)).map(([name, file]) => `${name} (${file})`);
  assert.equal(missing, []);
});

test("every menu's icons are bundled", () => {
  const missing = Object.values(APP.routes.menus)
    .flatMap(menuIcons)
    .filter((name) => !(name in ICONS_16));
  assert.equal(missing, []);
});

test("after loadAppIcons every bundled icon draws at once, at both sizes", async () => {
  await loadAppIcons();
  for (const [name, paths] of Object.entries(ICONS_16)) assert.equal(Icons.getPaths(name as IconName, IconSize.STANDARD), paths, name);
  for (const [name, paths] of Object.entries(ICONS_20)) assert.equal(Icons.getPaths(name as IconName, IconSize.LARGE), paths, name);
  assert.ok(ICONS_16.trash.length > 0 && ICONS_16.trash.every((d) => d.startsWith("M") || d.startsWith("m")), "real SVG paths");
});

test.run();
