// Decision 003's role lists are generated from the screens' registrations (`npm run routes:doc`,
// scripts/routesDoc.ts): every route is in exactly one list, the one of its access, and the
// decision's hand-written notes name only registered paths.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { APP } from "../../src/features/index.ts";
import { CLOSE, DECISION, roleLists, withRoleLists } from "../../scripts/routesDoc.ts";

const doc = readFileSync(DECISION, "utf8");
const ROUTES = APP.routes.routes;

test(`decision 003 holds the role lists of the ${ROUTES.length} registered routes as the registrations write them (run \`npm run routes:doc\` after changing a screen's access)`, () => {
  assert.is(withRoleLists(doc), doc);
});

test("every route is in exactly one list, the one of its access", () => {
  const listed = roleLists()
    .split("\n")
    .flatMap((line) => {
      const [, label, paths] = /^- \*\*(.+?)\*\*[^:]*: (.*)$/.exec(line)!;
      return paths!.split(", ").map((path) => ({ path, label: label! }));
    });
  assert.equal(listed.map((l) => l.path).sort(), ROUTES.map((r) => r.path).sort());
  const labelOf = (path: string) => {
    const a = APP.routes.routeOf(path)!.access;
    return typeof a === "string" ? a : a.join(" and ");
  };
  for (const { path, label } of listed) assert.is(label, labelOf(path), path);
  for (const [path, label] of [
    ["/signin", "public"],
    ["/listOutlet", "CMDI"],
    ["/listMyFCP", "CMDI and AMMD"],
    ["/Userlist", "SUPER"],
    ["/content", "signedIn"],
  ])
    assert.ok(
      listed.some((l) => l.path === path && l.label === label),
      `${path} is listed under ${label}`,
    );
});

test("a change of access changes what the script writes", () => {
  const moved = ROUTES.map((r) => (r.path === "/listOutlet" ? { ...r, access: "signedIn" as const } : r));
  assert.is.not(withRoleLists(doc, moved), doc);
  assert.throws(() => withRoleLists("# 003\n\nno markers\n"), /routes:generated/);
});

test("the decision's hand-written notes name only registered paths", () => {
  const notes = doc.slice(doc.indexOf(CLOSE) + CLOSE.length, doc.indexOf("## Consequences"));
  const paths = [...notes.matchAll(/(?<![\w./])\/[A-Za-z][\w-]*(?:\/[\w-]+)*/g)].map((m) => m[0]);
  assert.ok(paths.length >= 5, "the notes were read");
  assert.equal(
    paths.filter((p) => !APP.routes.routeOf(p)),
    [],
  );
});

test.run();
