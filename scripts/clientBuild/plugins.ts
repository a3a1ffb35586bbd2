// The esbuild plugins that make the app's bundle what it is (`appPlugins`, also used by
// test/unit/build.test.ts): Blueprint's icons without their eager tables, the first load's
// Blueprint rules, and the views' stylesheets as modules that add them.
import * as esbuild from "esbuild";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { cssSubset } from "./css.ts";
import { ROOT } from "./options.ts";

/**
 * The index of @blueprintjs/icons re-exports `getIconPaths`, which statically imports every icon's
 * paths; with code splitting esbuild then puts both 300 KB path tables in the first load even
 * though nothing calls it. Load that index without this re-export: icons
 * still load on demand through `Icons` (and a use of `getIconPaths` fails the build loudly).
 */
const iconsWithoutAllPaths: esbuild.Plugin = {
  name: "blueprint-icons-lazy-paths",
  setup(b) {
    b.onLoad({ filter: /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]index\.js$/ }, async (a) => ({
      contents: (await readFile(a.path, "utf8")).replace(/^export \{[^}]*\} from "\.\/allPaths";$/m, ""),
      loader: "js",
    }));
  },
};

/**
 * @blueprintjs/icons builds its `IconNames` table when it loads, converting the case of all 700
 * names twice (change-case), which is a long task's worth of work on a phone. The table is the
 * same every time, so it is built here, by the package's own code, and bundled as data.
 */
const iconNamesAsData: esbuild.Plugin = {
  name: "blueprint-icon-names-as-data",
  setup(b) {
    b.onLoad({ filter: /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/ }, () => ({
      contents: iconNamesModule(),
      loader: "js",
    }));
  },
};

/** The module that stands for @blueprintjs/icons' iconNames.js (exported for its test). */
export function iconNamesModule(): string {
  const { IconNames } = createRequire(import.meta.url)("@blueprintjs/icons") as { IconNames: Record<string, string> };
  return (
    `export const IconNames = JSON.parse(${JSON.stringify(JSON.stringify(IconNames))});\n` +
    "export const IconNamesSet = new Set(Object.values(IconNames));\n"
  );
}

/**
 * The first load's Blueprint rules (`@import "virtual:blueprint-first-load.css"` in
 * src/views/firstLoad.css): the rules of blueprint.css whose selectors name only classes that the
 * first-load views write (every `bp6-…` word in FIRST_LOAD_VIEWS; classes inside `:not()` do not
 * count), the element rules (body, a, :focus, …), the custom properties those rules use, and the
 * keyframes they animate (`cssSubset`). The shell later adds all of blueprint.css, the same rules
 * included.
 */
export const FIRST_LOAD_VIEWS = [
  "src/views/bp.ts",
  "src/views/firstLoad.tsx",
  "src/views/LoginPage.tsx",
  "src/views/LoginForm.tsx",
  "src/screens/shell/GateView.tsx",
  "src/views/LoadingImage.tsx",
  "src/views/shell/ErrorState.tsx",
  "src/screens/shell/UpdateNoticeView.tsx",
  "src/views/GateFailed.tsx",
];
const blueprintFirstLoad: esbuild.Plugin = {
  name: "blueprint-first-load",
  setup(b) {
    b.onResolve({ filter: /^virtual:blueprint-first-load\.css$/ }, () => ({ path: "blueprint-first-load.css", namespace: "blueprint-first-load" }));
    b.onLoad({ filter: /.*/, namespace: "blueprint-first-load" }, async () => {
      const sheet = await b.resolve("@blueprintjs/core/lib/css/blueprint.css", { kind: "import-rule", resolveDir: process.cwd() });
      if (sheet.errors.length) return { errors: sheet.errors };
      const classes = new Set<string>(); // the dark theme's class, on <body> (views/shell/screen.ts), is BP.DARK of bp.ts
      for (const f of FIRST_LOAD_VIEWS) for (const m of (await readFile(f, "utf8")).matchAll(/\bbp6-[a-z0-9-]*[a-z0-9]/g)) classes.add(m[0]);
      return { contents: cssSubset(await readFile(sheet.path, "utf8"), classes), loader: "css", watchFiles: [sheet.path, ...FIRST_LOAD_VIEWS] };
    });
  },
};

/**
 * View stylesheets (`import "./OutletListView.css";` in a view): every .css file under src/views
 * and src/screens except the two entry stylesheets (ENTRY_STYLESHEETS). esbuild would put a lazily loaded chunk's
 * CSS in a file that nothing links, so each becomes a module that adds its CSS (parsed, checked
 * and minified by esbuild's CSS loader) to the document when its chunk runs, before the chunk's
 * components render: `addStyles` of src/views/styles.ts, once per file. esbuild's warnings (a
 * syntax error, an unknown property) fail the build, and so do `@import` and `url()`: a view
 * stylesheet is its own rules. Exported for any other bundle of the views.
 */
export const ENTRY_STYLESHEETS = ["src/views/firstLoad.css", "src/views/shell/SignedIn.css"];
const VIEWS_DIR = fileURLToPath(new URL("src/views/", ROOT));
/** A screen's folder holds its View's stylesheet (decision 070): the same treatment, named `screens/<name>/<file>`. */
const SCREENS_DIR = fileURLToPath(new URL("src/screens/", ROOT));
export const viewStyles = (minify: boolean): esbuild.Plugin => ({
  name: "view-styles",
  setup(b) {
    const entries = new Set(ENTRY_STYLESHEETS.map((f) => fileURLToPath(new URL(f, ROOT))));
    b.onLoad({ filter: /\.css$/ }, async (a) => {
      const inScreens = a.path.startsWith(SCREENS_DIR);
      if ((!a.path.startsWith(VIEWS_DIR) && !inScreens) || entries.has(a.path)) return undefined;
      const id = (inScreens ? `screens/${relative(SCREENS_DIR, a.path)}` : relative(VIEWS_DIR, a.path)).split(sep).join("/");
      const text = await readFile(a.path, "utf8");
      if (/@import\b|url\(/.test(text)) return { errors: [{ text: `${id}: a view stylesheet has only its own rules (no @import or url())` }] };
      try {
        const { code, warnings } = await esbuild.transform(text, { loader: "css", minify, sourcefile: a.path, logLevel: "silent" });
        if (warnings.length) return { errors: warnings }; // a syntax error, an unknown property: fix it
        return {
          contents: `import { addStyles } from ${JSON.stringify(join(VIEWS_DIR, "styles.ts"))};\naddStyles(${JSON.stringify(id)}, ${JSON.stringify(code)});\n`,
          loader: "js",
          resolveDir: dirname(a.path),
        };
      } catch (e) {
        return { errors: (e as esbuild.TransformFailure).errors ?? [{ text: String(e) }] };
      }
    });
  },
});

/** The plugins that make the app's bundle what it is (also used by test/unit/build.test.ts). */
export const appPlugins = (prod: boolean): esbuild.Plugin[] => [iconsWithoutAllPaths, iconNamesAsData, blueprintFirstLoad, viewStyles(prod)];
