// Steps shared by the Chromium tests that touch outlets.
import type { Page } from "playwright-core";

export const rows = (page: Page) => page.locator('ul[aria-label="Outlets"] > li');
/** The link that opens each listed outlet ("code - name"). */
export const openLinks = (page: Page) => rows(page).locator('a[href^="/addEditOutlet"]');

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A form field by its label, which carries "(required)" while editing a required field. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRe(label)}\\s*(\\(required\\))?\\s*$`));

/** The required phones with valid numbers, then `values` (label -> text) on top. */
export async function fillOutlet(page: Page, values: Record<string, string> = {}): Promise<void> {
  const all: Record<string, string> = {
    "Mobile No": "9876500010",
    "WSS Phone No.": "9876500011",
    "TSI TTY Phone": "+91-9876500012",
    "Cluster BM Mobile": "919876500013",
    "RSM Phone": "09876500014",
    ...values,
  };
  for (const [label, value] of Object.entries(all)) await field(page, label).fill(value);
}

/** Calls a query op with the page's own session (what the server holds, not what the page shows). */
export function apiQuery(page: Page, op: string, params: Record<string, unknown>): Promise<Array<Record<string, any>>> {
  return page.evaluate(
    async ([op, params]) => {
      const r = await fetch("/api/query", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
        body: JSON.stringify({ op, params }),
      });
      if (!r.ok) throw new Error(`${op}: HTTP ${r.status} ${await r.text()}`);
      return (await r.json()).rows;
    },
    [op, params] as const,
  );
}
