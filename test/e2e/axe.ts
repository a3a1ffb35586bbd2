// axe-core in a Chromium page, for the suites that check a screen's accessibility.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

const AXE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

/** axe-core on the page: the serious and critical violations, as "rule: target" lines. */
export async function axe(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's CSP (rightly) blocks inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const r = await (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } })
      .axe.run(document, { resultTypes: ["violations"] });
    return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  return found;
}
