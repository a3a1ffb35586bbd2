// A decision is one page: at most 80 lines, with its Date and Status, and the bench reports it
// links (docs/bench/...md, where its measurements live) exist.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "../..");
const DIR = join(ROOT, "docs/decisions");
const decisions = readdirSync(DIR)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ name, text: readFileSync(join(DIR, name), "utf8") }));

test("finds the decisions", () => {
  assert.ok(decisions.length >= 60);
  assert.ok(decisions.some((d) => d.name === "001-stack-and-tests.md"));
});

test("every decision is at most 80 lines", () => {
  for (const { name, text } of decisions) {
    const lines = text.replace(/\n$/, "").split("\n").length;
    assert.ok(lines <= 80, `docs/decisions/${name} has ${lines} lines (at most 80: move figures to docs/bench/)`);
  }
});

test("every decision has a Date line and a Status line", () => {
  for (const { name, text } of decisions) {
    assert.ok(/^Date: \d{4}-\d{2}-\d{2}$/m.test(text), `docs/decisions/${name} has no "Date: YYYY-MM-DD" line`);
    assert.ok(/^Status: \S/m.test(text), `docs/decisions/${name} has no "Status:" line`);
  }
});

test("every docs/bench report a decision names exists", () => {
  for (const { name, text } of decisions) {
    for (const [path] of text.matchAll(/docs\/bench\/[\w./-]+?\.md/g)) {
      assert.ok(existsSync(join(ROOT, path)), `docs/decisions/${name} links ${path}, which does not exist`);
    }
  }
});

test.run();
