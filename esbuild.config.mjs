// Client build. `node esbuild.config.mjs build` writes www/ (minified, code-split, hashed names),
// www/index.html and www/signin.html pointing at the hashed entry files, and www/sw.js; `watch`
// rebuilds on change (no service worker). WWW_DIR builds into another folder, BUILD_LABEL adds a
// label to the app's version (a test builds a second version so).
//
// The build's parts are TypeScript modules in scripts/clientBuild/, type-checked with the rest;
// this file registers tsx so that node runs them, and runs the steps (main.ts):
// - options.ts: where it writes, the version it carries, the app bundle's esbuild options;
// - bundles.ts: built first, the signed-in shell's stylesheet (all of blueprint.css, in hashed
//   parts whose URLs the app gets as process.env.SHELL_STYLESHEET; the shell adds them and paints
//   once they apply) and the upload's shrink worker (process.env.SHRINK_WORKER);
// - plugins.ts: the app bundle's plugins: Blueprint's icons without their eager tables, the first
//   load's Blueprint rules (src/views/firstLoad.css: normalize.css and the rules of blueprint.css
//   that /signin, the gate and the error state use), and the views' own stylesheets as modules
//   that add them when their chunks run;
// - css.ts: the two reads of a stylesheet's blocks (the shell's parts, the first load's subset),
//   on esbuild's CSS parser;
// - html.ts: index.html and /signin's page, its card drawn at build time (decision 031); the
//   metafile goes to build/meta.json, outside www/ (read by bench/shell.bench.ts);
// - serviceWorker.ts: the service worker (workbox-build), after a production build.
import { register } from "tsx/esm/api";

const mode = process.argv[2] ?? "build";
if (mode !== "build" && mode !== "watch") throw new Error(`node esbuild.config.mjs [build|watch], not ${mode}`);
register();
const { main } = await import("./scripts/clientBuild/main.ts");
await main(mode);
