// The build's own transforms (esbuild.config.mjs): the shell's stylesheet cut into parts, and
// Blueprint's icon-name table bundled as data.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { IconNames } from "@blueprintjs/icons";

type Build = {
  splitStylesheet(css: string, limit: number): string[];
  iconNamesModule(): string;
  SHELL_STYLESHEET_PART: number;
};
const build: Build = await import(new URL("../../esbuild.config.mjs", import.meta.url).href);

const blueprintCss = readFileSync(createRequire(import.meta.url).resolve("@blueprintjs/core/lib/css/blueprint.css"), "utf8");

test("the parts, in order, are the stylesheet: no rule cut, each part under the limit unless one rule is bigger", () => {
  const css = '@charset "UTF-8";\na{color:red}@media (min-width:1px){b{content:"}"}c{x:y}}/* a } comment */d{e:f}@font-face{font-family:x}';
  const parts = build.splitStylesheet(css, 40);
  assert.ok(parts.length > 2, `cut into ${parts.length}`);
  for (const p of parts) assert.ok(p.startsWith('@charset "UTF-8";'), `each part keeps the charset: ${p}`);
  const bodies = parts.map((p) => p.slice('@charset "UTF-8";'.length));
  // A part ends before the block that would take it over 40; the comment between rules is left out.
  assert.equal(bodies, ["a{color:red}", '@media (min-width:1px){b{content:"}"}c{x:y}}', "d{e:f}@font-face{font-family:x}"]);
});

test("blueprint.css splits into parts under the limit that add up to the whole, braces balanced in each", () => {
  const limit = build.SHELL_STYLESHEET_PART;
  const parts = build.splitStylesheet(blueprintCss, limit);
  assert.ok(parts.length >= 3, `${blueprintCss.length} characters in ${parts.length} parts`);
  for (const p of parts) {
    assert.ok(p.length <= limit + 20, `part of ${p.length}`);
    const stripped = p.replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "");
    assert.is((stripped.match(/\{/g) ?? []).length, (stripped.match(/\}/g) ?? []).length, "balanced");
  }
  // Comments between rules are left out; the rules are all there, in order.
  const rules = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, "").replace(/@charset "[^"]*";/g, "").replace(/\s+/g, "");
  assert.ok(rules(blueprintCss).length > 100_000);
  assert.is(rules(parts.join("")), rules(blueprintCss));
});

test("the bundled icon-name table is the one @blueprintjs/icons builds", async () => {
  const source = build.iconNamesModule();
  const mod = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  assert.equal(mod.IconNames, { ...IconNames });
  assert.ok(mod.IconNamesSet.has("trash") && mod.IconNamesSet.has("arrow-left") && !mod.IconNamesSet.has("no-such-icon"));
  assert.is(mod.IconNamesSet.size, new Set(Object.values(IconNames)).size);
});

test.run();
