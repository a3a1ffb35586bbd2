// Fewer, larger chunks (decision 052). esbuild's code splitting puts each module in the chunk of
// the set of entry points (the entry and every dynamically imported module) that reach it, so the
// modules of the first load, reached by different sets of the lazily loaded views, came out in a
// dozen or more small files, and the app part's in a hundred; each is a request on the first load.
// Every module the first load holds runs before any lazily loaded module can (the entry imports
// them statically), and every module of the app part before any view (the views are loaded by the
// features' screens, in the app part): so each lazily loaded module under src/ is made to import
// them all too (an import appended to it, `virtual:first-load` and `virtual:app-part`), which
// changes nothing at run time (they have run already) and gives each of them the same set of entry
// points: the first load is one chunk, the app part one more. The graph comes from a first pass.
import type * as esbuild from "esbuild";
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";
import { ENTRY_STYLESHEETS } from "./plugins.ts";

const ENTRY = "src/main.ts";
/** The app part (decision 052): loaded at once but for a signed-out visit to /signin. */
export const APP_PART = "src/app.tsx";

type Inputs = esbuild.Metafile["inputs"];

/**
 * Whether a file is of a package that says it has no side effects (package.json `"sideEffects":
 * false`): esbuild drops a bare import of such a file (and warns), so importing it ties nothing.
 */
function sideEffectFree(file: string): boolean {
  if (!file.includes("node_modules/")) return false;
  for (let dir = dirname(resolve(file)); dir !== dirname(dir); dir = dirname(dir)) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg)) {
      const { name, sideEffects } = JSON.parse(readFileSync(pkg, "utf8")) as { name?: string; sideEffects?: unknown };
      if (name) return sideEffects === false;
    }
  }
  return false;
}

/** The inputs `start` reaches by static imports (and requires), itself included. */
export function staticClosure(inputs: Inputs, start: string): Set<string> {
  const seen = new Set<string>();
  const walk = (p: string) => {
    if (seen.has(p) || !inputs[p]) return;
    seen.add(p);
    for (const i of inputs[p].imports) if (i.kind === "import-statement" || i.kind === "require-call") walk(i.path);
  };
  walk(start);
  return seen;
}

/** What the grouping needs of the graph: the modules of the two groups, and the lazily loaded modules to tie to them. */
export function chunkGroups(inputs: Inputs) {
  const first = staticClosure(inputs, ENTRY);
  const app = staticClosure(inputs, APP_PART);
  for (const p of first) app.delete(p);
  const importable = (p: string) => !p.includes(":") && !ENTRY_STYLESHEETS.includes(p) && extname(p) !== ".json" && !sideEffectFree(p);
  // the modules loaded dynamically from the first load (the app part itself, a developer tool)
  // come before the app part: they are not tied to it
  const early = new Set<string>();
  for (const p of first) for (const i of inputs[p]!.imports) if (i.kind === "dynamic-import") early.add(i.path);
  // a module also imported statically by the first load or the app part is left as it is: tied to
  // them, it would import what imports it, and run in another order
  const lazy = new Set<string>();
  for (const p of Object.keys(inputs))
    for (const i of inputs[p]!.imports)
      if (i.kind === "dynamic-import" && i.path.startsWith("src/") && !first.has(i.path) && !app.has(i.path) && i.path !== APP_PART) lazy.add(i.path);
  return {
    first: [...first].filter((p) => p !== ENTRY && importable(p)),
    app: [...app].filter(importable),
    lazy: [...lazy].map((p) => ({ path: p, afterApp: !early.has(p) })),
  };
}

/** The plugin for a graph (a first pass's metafile inputs). */
export function groupedChunks(inputs: Inputs): esbuild.Plugin {
  const g = chunkGroups(inputs);
  const lazy = new Map(g.lazy.map((l) => [resolve(l.path), l.afterApp]));
  const virtual = { "virtual:first-load": g.first, "virtual:app-part": g.app };
  return {
    name: "grouped-chunks",
    setup(b) {
      b.onResolve({ filter: /^virtual:(first-load|app-part)$/ }, (a) => ({ path: a.path, namespace: "grouped-chunks" }));
      b.onLoad({ filter: /.*/, namespace: "grouped-chunks" }, (a) => ({
        contents: virtual[a.path as keyof typeof virtual].map((p) => `import ${JSON.stringify(resolve(p))};`).join("\n"),
        loader: "js",
        resolveDir: process.cwd(),
      }));
      b.onLoad({ filter: /\.tsx?$/ }, async (a) => {
        const afterApp = lazy.get(a.path);
        if (afterApp === undefined) return undefined;
        const tie = `\nimport "virtual:first-load";${afterApp ? '\nimport "virtual:app-part";' : ""}\n`;
        return { contents: (await readFile(a.path, "utf8")) + tie, loader: a.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}
