// The views' styling convention (src/views/styles.ts), checked by scanning src/views and the screens'
// folders (src/screens, decision 070):
// - a `style` prop (or an element's `.style.x =`) only for a value computed at render time, which
//   says so on its line: `computed style: <why>` in a comment (in JSX:
//   `style={/* computed style: the bar's share */ { width: `${share}%` }}`);
// - no Blueprint class name written out (a "bp6-…" string or template) but in the `BP` object of
//   src/views/bp.ts; comment lines are not code;
// - each view stylesheet is imported by a view and each imported one exists; its classes start
//   with the name of its view (OutletListView.css: .outlet-list, .outlet-list-…; page.css: .page…);
// - each class a view stylesheet styles is drawn by a view: a rule left behind when its view moved
//   to a shared part (a form's summary list is FormErrors.tsx's form-errors-list) goes with it.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { ENTRY_STYLESHEETS } from "../../../scripts/clientBuild/plugins.ts";

const VIEWS = ["src/views", "src/screens"];
const FIRST_LOAD = "src/views/bp.ts";

const files = (dir: string, ext: RegExp): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f), ext) : ext.test(f) ? [join(dir, f)] : []));

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** The lines of `code` with a style prop or an assignment to an element's style, not marked computed. */
export function uncomputedStyles(code: string): number[] {
  return code
    .split("\n")
    .flatMap((line, i) => (!isComment(line) && /\bstyle=\{|\.style\.[\w-]+\s*=[^=]/.test(line) && !/computed style:/.test(line) ? [i + 1] : []));
}

/** The lines of `code` that write a Blueprint class name ("bp6-…", 'bp6-…', `bp6-…`), outside
 * the lines `allowed` (1-based, inclusive). */
export function blueprintLiterals(code: string, allowed: [number, number] | null = null): number[] {
  return code
    .split("\n")
    .flatMap((line, i) => (!isComment(line) && /["'`]bp6-/.test(line) && !(allowed && i + 1 >= allowed[0] && i + 1 <= allowed[1]) ? [i + 1] : []));
}

/** The lines of the `BP` object in bp.ts. */
function bpObject(code: string): [number, number] {
  const lines = code.split("\n");
  const start = lines.findIndex((l) => l.startsWith("export const BP = {"));
  const end = lines.findIndex((l, i) => i > start && l.startsWith("} as const;"));
  assert.ok(start >= 0 && end > start, "bp.ts declares `export const BP = { … } as const;`");
  return [start + 1, end + 1];
}

/** The selectors of `css` (at-rule preludes such as `@media (...)` left out), each as its class names. */
export function selectorClasses(css: string): string[][] {
  const preludes = [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{/g)].map((r) => r[1].trim()).filter((p) => !p.startsWith("@"));
  return preludes.flatMap((p) => p.split(",")).map((sel) => [...sel.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

/**
 * The classes of a stylesheet that are not its view's: every class must start with the view's
 * prefix, except Blueprint's own (`bp6-…`) in a selector scoped by one of the view's classes (a view
 * adjusts Blueprint's look inside itself, never everywhere).
 */
export function foreignClasses(css: string, prefix: string): string[] {
  const own = (c: string) => c === prefix || c.startsWith(`${prefix}-`);
  return selectorClasses(css).flatMap((classes) => classes.filter((c) => !own(c) && !(c.startsWith("bp6-") && classes.some(own))));
}

/** The prefix of a stylesheet's classes: its view's name in kebab-case, without a View or Layout suffix. */
export function prefixOf(file: string): string {
  return basename(file, ".css")
    .replace(/(View|Layout)$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase();
}

/**
 * The classes of `css` that `code` never draws: named whole ("leads-link", in a string or a class
 * list), or built as `${name}-suffix` (RecordForm's `${o.className}-fields`), which draws any class
 * ending in that suffix.
 */
export function undrawnClasses(css: string, code: string): string[] {
  const built = new Set([...code.matchAll(/\$\{[^}]+\}-([\w-]+)/g)].map((m) => m[1]));
  const named = new Set(code.match(/[\w-]+/g));
  const drawn = (c: string) => named.has(c) || [...built].some((suffix) => c.endsWith(`-${suffix}`));
  return [...new Set(selectorClasses(css).flat())].filter((c) => !c.startsWith("bp6-") && !drawn(c));
}

const sources = VIEWS.flatMap((d) => files(d, /\.tsx?$/)).filter((f) => !/\.test\.tsx?$/.test(f));

test("the checks can fail: a static style, an unmarked style assignment, a Blueprint literal, a foreign class", () => {
  assert.equal(uncomputedStyles(`<div style={{ margin: 0 }} />\n<div style={box} />\nel.style.color = "red";`), [1, 2, 3]);
  assert.equal(
    uncomputedStyles(`<div className="x" />\n<div style={/* computed style: from data */ { width }} />\nif (el.style.color === "red") {}`),
    [],
  );
  assert.equal(
    blueprintLiterals(`<a className="bp6-button" />\ncx('bp6-minimal')\n\`bp6-\${x}\`\n// "bp6-dark" in a comment\nClasses.BUTTON`),
    [1, 2, 3],
  );
  assert.equal(blueprintLiterals(`a\n  BUTTON: "bp6-button",\nb`, [2, 2]), []);
  assert.equal(selectorClasses(`/* .no */ .a, h1.b > .c:hover { color: rgba(0, 0, 0, .5); width: 0.5em }`), [["a"], ["b", "c"]]);
  assert.equal(foreignClasses(`.x-row .bp6-button { min-height: 44px } @media (max-width: 9px) { .x .bp6-icon { margin: 0 } }`, "x"), []);
  assert.equal(foreignClasses(`.bp6-button { color: red } .y { color: red } .x, .bp6-menu { color: red }`, "x"), ["bp6-button", "y", "bp6-menu"]);
  assert.equal(undrawnClasses(`.x-summary a { color: red } .x-fields .bp6-input { margin: 0 } .x-link { color: red }`, "cx(`x-link`)"), [
    "x-summary",
    "x-fields",
  ]);
  assert.equal(undrawnClasses(`.x-summary a, .x-fields { margin: 0 }`, `className={\`\${o.className}-fields\`} className="x-summary"`), []);
  assert.is(prefixOf("src/views/outlets/OutletListView.css"), "outlet-list");
  assert.is(prefixOf("src/views/shell/ShellLayout.css"), "shell");
  assert.is(prefixOf("src/views/HomePage.css"), "home-page");
});

test("no view has a style prop but for a computed value", () => {
  assert.ok(sources.length > 20, `the scan finds the views (${sources.length})`);
  const found = sources.flatMap((f) => uncomputedStyles(readFileSync(f, "utf8")).map((n) => `${f}:${n}`));
  assert.equal(found, [], "move these into the view's stylesheet (or mark a computed value: `computed style: <why>`)");
});

test("Blueprint's class names are Classes.* (BP.* in the first-load views), never written out", () => {
  const found = sources.flatMap((f) => {
    const code = readFileSync(f, "utf8");
    return blueprintLiterals(code, f === FIRST_LOAD ? bpObject(code) : null).map((n) => `${f}:${n}`);
  });
  assert.equal(found, [], "use Classes.X from @blueprintjs/core (BP.X of bp.ts in a first-load view)");
});

test("each view stylesheet is imported by a view, each imported one exists, and its classes are its view's", () => {
  const sheets = VIEWS.flatMap((d) => files(d, /\.css$/)).filter((f) => !ENTRY_STYLESHEETS.includes(f));
  assert.ok(sheets.length >= 10, `the scan finds the view stylesheets (${sheets.length})`);
  const imported = new Set<string>();
  for (const f of sources) {
    for (const m of readFileSync(f, "utf8").matchAll(/^import\s+["'](\.[^"']+\.css)["'];/gm)) {
      const sheet = relative(".", join(dirname(f), m[1]));
      assert.ok(existsSync(sheet), `${f} imports ${m[1]}, which does not exist`);
      imported.add(sheet);
    }
  }
  assert.equal(
    sheets.filter((s) => !imported.has(s)),
    [],
    "stylesheets no view imports",
  );
  for (const sheet of sheets) {
    const prefix = prefixOf(sheet);
    const foreign = foreignClasses(readFileSync(sheet, "utf8"), prefix);
    assert.equal(foreign, [], `${sheet}: classes not starting with ${prefix}-`);
  }
});

// Leaflet's own stylesheet, copied: the map library draws its classes
const LIBRARY_SHEETS = ["src/views/workshops/Leaflet.css"];

test("each class a view stylesheet styles is drawn by a view (no rule outlives its view's markup)", () => {
  const sheets = VIEWS.flatMap((d) => files(d, /\.css$/)).filter((f) => !LIBRARY_SHEETS.includes(f));
  const code = sources.map((f) => readFileSync(f, "utf8")).join("\n");
  const found = sheets.flatMap((f) => undrawnClasses(readFileSync(f, "utf8"), code).map((c) => `${f}: .${c}`));
  assert.equal(found, [], "rules for classes no view draws: delete them (or draw the class)");
});

test.run();
