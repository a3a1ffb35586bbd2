// Client build. `node esbuild.config.mjs build` writes www/ (minified, code-split, hashed names)
// and www/index.html pointing at the hashed entry files. `watch` rebuilds on change.
// www/ is what the server serves, so the build's metafile goes to build/meta.json (read by
// bench/shell.bench.ts), and a production build's source maps are external: written next to the
// files for whoever debugs a stack trace, never linked from them, and never served.
//
// Blueprint's styles come in two parts. The entry's CSS (src/views/firstLoad.css) is what the
// first load needs: normalize.css and the rules of Blueprint's stylesheet that /signin, the gate
// and the error state use (picked here, see `blueprintFirstLoad`). All of blueprint.css is
// separate: built first, from src/views/shell/SignedIn.css, into hashed parts whose URLs the app
// gets as process.env.SHELL_STYLESHEET; the signed-in shell adds them and paints once they apply.
// The views' own stylesheets come with their chunks, as modules that add them (`viewStyles`).
import * as esbuild from "esbuild";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { realpathSync } from "node:fs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const META_FILE = "build/meta.json";
const { version } = JSON.parse(await readFile(new URL("./package.json", import.meta.url), "utf8"));
/** The folder the build writes (www/ unless WWW_DIR says; a test builds a second version elsewhere). */
const WWW = (process.env.WWW_DIR || "www").replace(/\/$/, "");
/** The app version the build carries: package.json's, plus BUILD_LABEL when given ("0.1.0+next"). */
const APP_VERSION = process.env.BUILD_LABEL ? `${version}+${process.env.BUILD_LABEL}` : version;
/** The URL of a built file (a path from the metafile, relative to the working folder, or absolute). */
const urlOf = (file) => "/" + relative(resolve(WWW), resolve(file)).split(sep).join("/");

/** `shellStylesheet`: the URLs of the shell's stylesheet parts, comma-separated (see `buildShellStylesheet`). */
export const buildOptions = (prod, shellStylesheet = "", shrinkWorker = "") => ({
  entryPoints: { main: "src/main.tsx" },
  outdir: `${WWW}/assets`,
  publicPath: "/assets",
  bundle: true,
  format: "esm",
  splitting: true,
  platform: "browser",
  target: ["es2022"],
  jsx: "automatic",
  loader: { ".woff": "file", ".woff2": "file", ".ttf": "file", ".eot": "file", ".svg": "file", ".png": "file" },
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "files/[name]-[hash]",
  define: {
    "process.env.NODE_ENV": JSON.stringify(prod ? "production" : "development"),
    "process.env.APP_VERSION": JSON.stringify(APP_VERSION),
    "process.env.SHELL_STYLESHEET": JSON.stringify(shellStylesheet),
    "process.env.SHRINK_WORKER": JSON.stringify(shrinkWorker),
  },
  minify: prod,
  sourcemap: prod ? "external" : "inline",
  metafile: true,
  logLevel: "warning",
  // Chromium (136+) compiles a file with this comment on a background thread while it downloads,
  // instead of function by function on the main thread as the functions first run.
  banner: { js: "//# allFunctionsCalledOnLoad" },
});

/** A part of the shell's stylesheet is at most this long (about 4 ms to parse on a laptop, so
 * under a long task on a phone at four times slower). */
export const SHELL_STYLESHEET_PART = 100_000;

/** The signed-in shell's stylesheet: all of blueprint.css, minified, written as hashed parts
 * (`splitStylesheet`); `hrefs` are their URLs in order. The metafile lists the parts as outputs of
 * src/views/shell/SignedIn.css. */
async function buildShellStylesheet(prod) {
  const { entryPoints, entryNames, jsx, splitting, format, define, ...shared } = buildOptions(prod);
  const entryPoint = "src/views/shell/SignedIn.css";
  const r = await esbuild.build({ ...shared, entryPoints: { shell: entryPoint }, entryNames: "[name]-[hash]", sourcemap: false, write: false });
  for (const f of r.outputFiles) if (!f.path.endsWith(".css")) await writeFile(f.path, f.contents); // files the CSS links to
  const whole = r.outputFiles.find((f) => f.path.endsWith(".css")).text;
  const outputs = {};
  const hrefs = [];
  for (const [n, text] of splitStylesheet(whole, SHELL_STYLESHEET_PART).entries()) {
    const file = `${WWW}/assets/shell-${n + 1}-${createHash("sha256").update(text).digest("hex").slice(0, 8).toUpperCase()}.css`;
    await writeFile(file, text);
    outputs[file] = { bytes: Buffer.byteLength(text), inputs: {}, imports: [], exports: [], entryPoint };
    hrefs.push(urlOf(file));
  }
  return { hrefs, metafile: { inputs: r.metafile.inputs, outputs } };
}

/**
 * The upload's shrink worker (src/effects/shrink.worker.ts, pica bundled in): its own hashed file,
 * whose URL the app gets as process.env.SHRINK_WORKER.
 */
async function buildShrinkWorker(prod) {
  const { entryPoints, splitting, define, jsx, banner, ...shared } = buildOptions(prod);
  const r = await esbuild.build({ ...shared, entryPoints: { "shrink-worker": "src/effects/shrink.worker.ts" }, define: { "process.env.NODE_ENV": define["process.env.NODE_ENV"] } });
  const file = Object.keys(r.metafile.outputs).find((f) => f.endsWith(".js"));
  return { url: urlOf(file), metafile: r.metafile };
}

/** Writes www/index.html with the hashed names of the entry's JS and CSS. */
/**
 * index.html from its template: the entry's stylesheet and script, and a modulepreload of every
 * other file of the entry's static imports, announced at once: without them the browser learns of
 * a chunk only when the chunk that imports it has arrived, a round trip per level.
 */
export function indexHtml(template, metafile) {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === "src/main.tsx");
  if (!entry) throw new Error("no entry output in metafile");
  const js = urlOf(entry[0]);
  const css = entry[1].cssBundle ? urlOf(entry[1].cssBundle) : null;
  const firstLoad = new Set();
  const walk = (file) => {
    if (firstLoad.has(file) || !metafile.outputs[file]) return;
    firstLoad.add(file);
    for (const i of metafile.outputs[file].imports) if (i.kind === "import-statement") walk(i.path);
  };
  walk(entry[0]);
  const preloads = [...firstLoad].filter((f) => f !== entry[0] && f.endsWith(".js")).map((f) => `<link rel="modulepreload" href="${urlOf(f)}">`);
  return template
    .replace("<!--css-->", [css ? `<link rel="stylesheet" href="${css}">` : "", ...preloads].filter(Boolean).join("\n"))
    .replace("<!--js-->", `<script type="module" src="${js}"></script>`);
}

/**
 * /signin's page (decision 031): index.html with the sign-in card drawn into its root, and the
 * card's own view stylesheets inline (the app adds them again when its chunks run: the same rules).
 */
export function signinHtml(index, markup, css = "") {
  if (!index.includes('<div id="root"></div>')) throw new Error("index.html has no empty root to draw /signin into");
  return index
    .replace("</head>", css ? `<style>${css}</style>\n</head>` : "</head>")
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

/**
 * The sign-in card's markup, rendered by React in node from src/views/signinPrerender.tsx (bundled
 * for it), and the view stylesheets it imports (the entry's own are linked already), minified.
 */
export async function signInMarkup() {
  const out = `${dirname(META_FILE)}/signin-prerender.cjs`;
  await mkdir(dirname(out), { recursive: true });
  const r = await esbuild.build({
    entryPoints: ["src/views/signinPrerender.tsx"], outfile: out, bundle: true, platform: "node", format: "cjs",
    jsx: "automatic", loader: { ".css": "empty" }, logLevel: "warning", metafile: true,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const sheets = Object.keys(r.metafile.inputs).filter((f) => f.startsWith("src/views/") && f.endsWith(".css") && !ENTRY_STYLESHEETS.includes(f));
  const { code: css } = await esbuild.transform((await Promise.all(sheets.map((f) => readFile(f, "utf8")))).join("\n"), { loader: "css", minify: true });
  const path = resolve(out);
  const load = createRequire(import.meta.url);
  delete load.cache[path]; // a watch rebuild renders the new card
  return { markup: load(path).signInMarkup(), css: css.trim() };
}

async function writeIndex(metafile) {
  const html = indexHtml(await readFile("index.html", "utf8"), metafile);
  await writeFile(`${WWW}/index.html`, html);
  const signin = await signInMarkup();
  await writeFile(`${WWW}/signin.html`, signinHtml(html, signin.markup, signin.css));
  if (WWW !== "www") return; // a second version built elsewhere (a test) leaves the metafile alone
  await mkdir(dirname(META_FILE), { recursive: true });
  await writeFile(META_FILE, JSON.stringify(metafile));
}

/**
 * The service worker (workbox-build's generateSW), after a production build: it precaches the built
 * client (the hashed assets and index.html, which answers every navigation, so the app opens
 * offline at any route) and caches the demo media as they are seen. API calls never go through its
 * caches: the event store owns the data. A new build is a new worker, which waits until the app
 * asks it to take over (the person pressed Reload on 'A new version is available'), so an open app
 * never mixes the chunks of two builds.
 */
export const SERVICE_WORKER = "sw.js";
async function writeServiceWorker() {
  const { generateSW } = await import("workbox-build");
  const { count, size, warnings } = await generateSW({
    swDest: `${WWW}/${SERVICE_WORKER}`,
    globDirectory: WWW,
    globPatterns: ["index.html", "assets/**/*.{js,css,woff2,woff,png,svg}", "icons/*.{png,svg}", "manifest.webmanifest"],
    // Blueprint's table of every icon's paths (half a megabyte) is fetched only for an icon the app
    // does not bundle: cached when first used (below), not up front on a phone's connection
    globIgnores: ["**/*.map", "assets/chunks/paths-*.js"],
    // the hashed names change with their content: no need to revision them again
    dontCacheBustURLsMatching: /-[A-Z0-9]{8}\.(js|css|woff2?|png|svg)$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/files\//],
    runtimeCaching: [{
      urlPattern: ({ url }) => url.pathname.startsWith("/media/"),
      handler: "StaleWhileRevalidate",
      options: { cacheName: "field-ops-media", expiration: { maxEntries: 300 } },
    }, {
      urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
      handler: "CacheFirst",
      options: { cacheName: "field-ops-assets", expiration: { maxEntries: 50 } },
    }],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
  });
  for (const w of warnings) console.warn(`service worker: ${w}`);
  return { count, size };
}

/**
 * The index of @blueprintjs/icons re-exports `getIconPaths`, which statically imports every icon's
 * paths; with code splitting esbuild then puts both 300 KB path tables in the first load even
 * though nothing calls it. Load that index without this re-export: icons
 * still load on demand through `Icons` (and a use of `getIconPaths` fails the build loudly).
 */
const iconsWithoutAllPaths = {
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
const iconNamesAsData = {
  name: "blueprint-icon-names-as-data",
  setup(b) {
    b.onLoad({ filter: /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/ }, () => ({
      contents: iconNamesModule(),
      loader: "js",
    }));
  },
};

/** The module that stands for @blueprintjs/icons' iconNames.js (exported for its test). */
export function iconNamesModule() {
  const { IconNames } = createRequire(import.meta.url)("@blueprintjs/icons");
  return `export const IconNames = JSON.parse(${JSON.stringify(JSON.stringify(IconNames))});\n` +
    "export const IconNamesSet = new Set(Object.values(IconNames));\n";
}

/**
 * The first load's Blueprint rules (`@import "virtual:blueprint-first-load.css"` in
 * src/views/firstLoad.css): the rules of blueprint.css whose selectors name only classes that the
 * first-load views write (every `bp6-…` word in FIRST_LOAD_VIEWS; classes inside `:not()` do not
 * count), the element rules (body, a, :focus, …), the custom properties those rules use, and the
 * keyframes they animate. The shell later adds all of blueprint.css, the same rules included.
 */
export const FIRST_LOAD_VIEWS = [
  "src/views/firstLoad.tsx", "src/views/LoginPage.tsx", "src/views/LoginForm.tsx", "src/views/Gate.tsx",
  "src/views/LoadingImage.tsx", "src/views/shell/ErrorState.tsx", "src/views/UpdateNotice.tsx", "src/views/GateFailed.tsx",
];
const blueprintFirstLoad = {
  name: "blueprint-first-load",
  setup(b) {
    b.onResolve({ filter: /^virtual:blueprint-first-load\.css$/ }, () => ({ path: "blueprint-first-load.css", namespace: "blueprint-first-load" }));
    b.onLoad({ filter: /.*/, namespace: "blueprint-first-load" }, async () => {
      const sheet = await b.resolve("@blueprintjs/core/lib/css/blueprint.css", { kind: "import-rule", resolveDir: process.cwd() });
      if (sheet.errors.length) return { errors: sheet.errors };
      const classes = new Set(); // the dark theme's class, on <body> (views/shell/screen.ts), is BP.DARK of firstLoad.tsx
      for (const f of FIRST_LOAD_VIEWS) for (const m of (await readFile(f, "utf8")).matchAll(/\bbp6-[a-z0-9-]*[a-z0-9]/g)) classes.add(m[0]);
      return { contents: cssSubset(await readFile(sheet.path, "utf8"), classes), loader: "css", watchFiles: [sheet.path, ...FIRST_LOAD_VIEWS] };
    });
  },
};

/**
 * View stylesheets (`import "./OutletListView.css";` in a view): every .css file under src/views
 * except the two entry stylesheets (ENTRY_STYLESHEETS). esbuild would put a lazily loaded chunk's
 * CSS in a file that nothing links, so each becomes a module that adds its CSS (parsed, checked
 * and minified by esbuild's CSS loader) to the document when its chunk runs, before the chunk's
 * components render: `addStyles` of src/views/styles.ts, once per file. esbuild's warnings (a
 * syntax error, an unknown property) fail the build, and so do `@import` and `url()`: a view
 * stylesheet is its own rules. Exported for any other bundle of the views.
 */
export const ENTRY_STYLESHEETS = ["src/views/firstLoad.css", "src/views/shell/SignedIn.css"];
const VIEWS_DIR = fileURLToPath(new URL("./src/views/", import.meta.url));
export const viewStyles = (minify) => ({
  name: "view-styles",
  setup(b) {
    const entries = new Set(ENTRY_STYLESHEETS.map((f) => fileURLToPath(new URL(f, import.meta.url))));
    b.onLoad({ filter: /\.css$/ }, async (a) => {
      if (!a.path.startsWith(VIEWS_DIR) || entries.has(a.path)) return undefined;
      const id = relative(VIEWS_DIR, a.path).split(sep).join("/");
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
        return { errors: e.errors ?? [{ text: String(e) }] };
      }
    });
  },
});

/** Top-level comma or semicolon split of CSS text, leaving strings, parentheses and brackets whole. */
function splitTop(text, sep) {
  const parts = [];
  let depth = 0, quote = null, last = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) { if (c === "\\") i++; else if (c === quote) quote = null; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === sep && depth === 0) { parts.push(text.slice(last, i)); last = i + 1; }
  }
  parts.push(text.slice(last));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Blocks of a stylesheet: rules ({ prelude, body }), at-rules with a block, and statements such as
 * @charset ({ prelude } alone); groups (@media, @supports) hold their own blocks. `text` is each
 * block as written, so the blocks in order are the stylesheet. */
function parseCss(css) {
  const blocks = [];
  let i = 0, start = 0;
  const skip = (j) => { // the end of a comment or string starting at j, else -1
    if (css.startsWith("/*", j)) { const e = css.indexOf("*/", j + 2); return e < 0 ? css.length : e + 2; }
    if (css[j] !== '"' && css[j] !== "'") return -1;
    let k = j + 1;
    while (k < css.length && css[k] !== css[j]) k += css[k] === "\\" ? 2 : 1;
    return k + 1;
  };
  while (i < css.length) {
    const s = skip(i);
    if (s >= 0) { if (css.startsWith("/*", i) && !css.slice(start, i).trim()) start = s; i = s; continue; }
    if (css[i] === ";") {
      const prelude = css.slice(start, i).trim();
      if (prelude) blocks.push({ prelude, text: css.slice(start, i + 1) });
      start = ++i;
      continue;
    }
    if (css[i] !== "{") { i++; continue; }
    let depth = 1, j = i + 1;
    while (j < css.length && depth > 0) {
      const t = skip(j);
      if (t >= 0) { j = t; continue; }
      if (css[j] === "{") depth++; else if (css[j] === "}") depth--;
      j++;
    }
    const prelude = css.slice(start, i).trim(), body = css.slice(i + 1, j - 1);
    const text = css.slice(start, j);
    if (/^@(media|supports)\b/.test(prelude)) blocks.push({ prelude, children: parseCss(body), text });
    else blocks.push({ prelude, body, text });
    start = i = j;
  }
  return blocks;
}

/**
 * `css` cut between top-level blocks into parts of at most `limit` characters (a bigger block is a
 * part of its own), in order, each starting with the sheet's @charset: linked one after another,
 * the parts are the stylesheet, and the browser parses each in a task of its own.
 */
export function splitStylesheet(css, limit) {
  const blocks = parseCss(css);
  const charset = blocks[0]?.prelude.startsWith("@charset") ? blocks.shift().text.trim() : "";
  const parts = [];
  let part = "";
  for (const b of blocks) {
    if (part && part.length + b.text.length > limit) { parts.push(part); part = ""; }
    part += b.text;
  }
  if (part.trim()) parts.push(part);
  return parts.map((p) => charset + p.trim());
}

/** The rules of `css` for elements that carry only (some of) `classes`; see `blueprintFirstLoad`. */
export function cssSubset(css, classes) {
  const keepSelector = (sel) => {
    if (sel.includes("data-bp-color-scheme")) return false; // the app themes by the bp6-dark class
    const outsideNot = sel.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "");
    return [...outsideNot.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => classes.has(m[1]));
  };
  const declarations = (body) => splitTop(body, ";").map((text) => ({ name: text.slice(0, text.indexOf(":")).trim(), value: text.slice(text.indexOf(":") + 1), text }));
  const pick = (blocks) => blocks.flatMap((b) => {
    if (b.children) { const children = pick(b.children); return children.length ? [{ ...b, children }] : []; }
    if (b.body === undefined) return []; // a statement (@charset, @import)
    if (b.prelude.startsWith("@keyframes")) return [b];
    if (b.prelude.startsWith("@")) return [];
    const selectors = splitTop(b.prelude, ",").filter(keepSelector);
    return selectors.length ? [{ selectors, declarations: declarations(b.body) }] : [];
  });
  const kept = pick(parseCss(css));
  const rules = [];
  (function all(bs) { for (const b of bs) if (b.children) all(b.children); else if (b.declarations) rules.push(b); })(kept);
  // Custom properties: those the kept declarations use, and those these use in turn.
  const uses = (value) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
  const definitions = new Map();
  const used = new Set();
  const animations = new Set();
  for (const r of rules) {
    for (const d of r.declarations) {
      if (d.name.startsWith("--")) definitions.set(d.name, [...(definitions.get(d.name) ?? []), d.value]);
      else uses(d.value).forEach((v) => used.add(v));
      if (/^animation(-name)?$/.test(d.name)) d.value.split(/[\s,]+/).forEach((w) => animations.add(w));
    }
  }
  for (const todo = [...used]; todo.length > 0;) {
    for (const value of definitions.get(todo.pop()) ?? []) for (const v of uses(value)) if (!used.has(v)) { used.add(v); todo.push(v); }
  }
  const print = (bs) => bs.map((b) => {
    if (b.children) { const inner = print(b.children); return inner && `${b.prelude}{${inner}}`; }
    if (!b.declarations) return animations.has(b.prelude.split(/\s+/)[1]) ? `${b.prelude}{${b.body}}` : "";
    const ds = b.declarations.filter((d) => !d.name.startsWith("--") || used.has(d.name));
    return ds.length ? `${b.selectors.join(",")}{${ds.map((d) => d.text).join(";")}}` : "";
  }).filter(Boolean).join("\n");
  return print(kept);
}

/** The plugins that make the app's bundle what it is (also used by test/unit/build.test.ts). */
export const appPlugins = (prod) => [iconsWithoutAllPaths, iconNamesAsData, blueprintFirstLoad, viewStyles(prod)];

async function main(mode) {
  const prod = mode === "build";
  await rm(`${WWW}/assets`, { recursive: true, force: true });
  await rm(`${WWW}/meta.json`, { force: true }); // where older builds put it
  await rm(`${WWW}/${SERVICE_WORKER}`, { force: true }); // development has no service worker
  await mkdir(`${WWW}/assets`, { recursive: true });
  await cp("public", WWW, { recursive: true }); // the manifest and the icons
  const shell = await buildShellStylesheet(prod);
  const shrink = await buildShrinkWorker(prod);
  const options = buildOptions(prod, shell.hrefs.join(","), shrink.url);
  const index = {
    name: "index-html",
    setup(b) {
      b.onEnd((r) => {
        if (!r.metafile || r.errors.length) return;
        const { inputs, outputs } = shell.metafile;
        return writeIndex({ inputs: { ...r.metafile.inputs, ...inputs, ...shrink.metafile.inputs }, outputs: { ...r.metafile.outputs, ...outputs, ...shrink.metafile.outputs } });
      });
    },
  };
  const plugins = [...appPlugins(prod), index];
  if (mode === "watch") {
    const ctx = await esbuild.context({ ...options, plugins });
    await ctx.watch();
    console.log("esbuild: watching src/");
  } else {
    await esbuild.build({ ...options, plugins });
    const sw = await writeServiceWorker();
    console.log(`esbuild: built ${WWW}/ (service worker: ${sw.count} files precached, ${Math.round(sw.size / 1024)} KiB)`);
  }
}

// Run as a command; imported (by a test), it only gives its options.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv[2] ?? "build");
