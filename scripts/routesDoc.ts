// npm run routes:doc: writes decision 003's role lists (docs/decisions/003-route-roles.md) from the
// screens' registrations (each feature's `screen(path, { access, ... })`, built into APP.routes),
// between the markers <!-- routes:generated --> and <!-- /routes:generated -->.
// test/unit/routesDoc.test.ts checks the decision holds what this would write.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { APP } from "../src/features/index.ts";
import type { Access, RouteEntry } from "../src/views/routes.ts";

export const DECISION = join(import.meta.dirname, "..", "docs", "decisions", "003-route-roles.md");
export const OPEN = "<!-- routes:generated -->";
export const CLOSE = "<!-- /routes:generated -->";

/** The audiences' lists in this order; an access not named here follows them, in the order first met. */
const ORDER = ["public", "FCP", "CMDI", "AMMD", "CMDI and AMMD", "SUPER", "signedIn"];
const CAPTION: Record<string, string> = { public: " (no sign-in)", signedIn: " (every role)" };

const labelOf = (access: Access): string => (typeof access === "string" ? access : access.join(" and "));

/** One list item per audience: its paths in the route table's order (registration order within each group). */
export function roleLists(routes: readonly RouteEntry[] = APP.routes.routes): string {
  const groups = new Map<string, string[]>(ORDER.map((label) => [label, []]));
  for (const r of routes) {
    const label = labelOf(r.access);
    groups.set(label, [...(groups.get(label) ?? []), r.path]);
  }
  return [...groups]
    .filter(([, paths]) => paths.length > 0)
    .map(([label, paths]) => `- **${label}**${CAPTION[label] ?? ""}: ${paths.join(", ")}`)
    .join("\n");
}

/** The decision with its role lists replaced by the generated ones (throws when a marker is missing). */
export function withRoleLists(doc: string, routes?: readonly RouteEntry[]): string {
  const a = doc.indexOf(OPEN),
    b = doc.indexOf(CLOSE);
  if (a < 0 || b < a) throw new Error(`docs/decisions/003-route-roles.md has no ${OPEN} ... ${CLOSE}`);
  return `${doc.slice(0, a + OPEN.length)}\n\n${roleLists(routes)}\n\n${doc.slice(b)}`;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const before = readFileSync(DECISION, "utf8");
  const after = withRoleLists(before);
  writeFileSync(DECISION, after);
  console.log(after === before ? "decision 003's role lists were already up to date" : "wrote decision 003's role lists");
}
