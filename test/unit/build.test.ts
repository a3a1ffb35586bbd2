// The build's own transforms (scripts/clientBuild/): the shell's stylesheet cut into parts, and
// Blueprint's icon-name table bundled as data.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { build as esbuild, transformSync } from "esbuild";
import { IconNames } from "@blueprintjs/icons";
import { SHELL_STYLESHEET_PART } from "../../scripts/clientBuild/bundles.ts";
import { cssSubset, splitStylesheet } from "../../scripts/clientBuild/css.ts";
import { chunkGroups } from "../../scripts/clientBuild/chunks.ts";
import { indexHtml, SIGNED_IN_NEXT } from "../../scripts/clientBuild/html.ts";
import { buildOptions } from "../../scripts/clientBuild/options.ts";
import { onDemandFiles } from "../../scripts/clientBuild/serviceWorker.ts";
import { appPlugins, iconNamesModule, viewStyles } from "../../scripts/clientBuild/plugins.ts";

const build = { splitStylesheet, iconNamesModule, SHELL_STYLESHEET_PART, buildOptions, appPlugins, indexHtml };

const blueprintCss = readFileSync(createRequire(import.meta.url).resolve("@blueprintjs/core/lib/css/blueprint.css"), "utf8");

test("the parts, in order, are the stylesheet: no rule cut, each part under the limit unless one rule is bigger", () => {
  const css = '@charset "UTF-8";\na{color:red}@media (min-width:1px){b{content:"}"}c{x:y}}/* a } comment */d{e:f}@font-face{font-family:x}';
  const parts = build.splitStylesheet(css, 40);
  assert.ok(parts.length > 2, `cut into ${parts.length}`);
  for (const p of parts) assert.ok(p.startsWith('@charset "UTF-8";'), `each part keeps the charset: ${p}`);
  const bodies = parts.map((p) => p.slice('@charset "UTF-8";'.length));
  // A part ends before the block that would take it over 40; the comment between rules is left
  // out; each block is as esbuild minifies it.
  assert.equal(bodies, ["a{color:red}", '@media(min-width:1px){b{content:"}"}c{x:y}}', "d{e:f}@font-face{font-family:x}"]);
});

test("blueprint.css, minified as the build minifies it, splits into parts under the limit that add up to the whole, braces balanced in each", () => {
  const limit = build.SHELL_STYLESHEET_PART;
  const whole = transformSync(blueprintCss, { loader: "css", minify: true, legalComments: "none" }).code.trim();
  const parts = build.splitStylesheet(whole, limit);
  assert.ok(parts.length >= 3, `${whole.length} characters in ${parts.length} parts`);
  for (const p of parts) {
    assert.ok(p.length <= limit + 20, `part of ${p.length}`);
    const stripped = p.replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "");
    assert.is((stripped.match(/\{/g) ?? []).length, (stripped.match(/\}/g) ?? []).length, "balanced");
  }
  // The rules are all there, in order: the parts, each after the charset, are the sheet.
  const charset = '@charset "UTF-8";';
  assert.ok(whole.startsWith(charset) && whole.length > 100_000);
  assert.ok(parts.every((p) => p.startsWith(charset)));
  assert.is(charset + parts.map((p) => p.slice(charset.length)).join(""), whole);
});

test("the first load's subset: rules naming only the given classes (not counting :not()), element rules, in @media too, the custom properties they use in turn and the keyframes they animate", () => {
  const css = `/* a comment */ :root{--a:1px;--b:var(--a);--unused:2px;--c:red}
    body{margin:var(--b)} .bp6-button,.bp6-other{color:var(--c);animation:spin 1s} .bp6-button:not(.bp6-x){x:y}
    .bp6-other{z:1} [data-bp-color-scheme=dark] .bp6-button{q:r}
    @media (min-width:1px){.bp6-button{w:1}.bp6-other{w:2}} @font-face{font-family:x}
    @keyframes spin{to{transform:rotate(1turn)}} @keyframes other{to{a:b}}
    .bp6-button{box-shadow:0 0 0 1px red,0 1px 1px blue,0 2px 2px green,0 3px 3px yellow,0 4px 4px black,0 5px 5px white}`;
  const min = (s: string) => transformSync(s, { loader: "css", minify: true }).code;
  assert.is(
    min(cssSubset(css, new Set(["bp6-button"]))),
    min(`:root{--a:1px;--b:var(--a);--c:red}body{margin:var(--b)}
    .bp6-button{color:var(--c);animation:spin 1s}.bp6-button:not(.bp6-x){x:y}@media (min-width:1px){.bp6-button{w:1}}
    @keyframes spin{to{transform:rotate(1turn)}}
    .bp6-button{box-shadow:0 0 0 1px red,0 1px 1px blue,0 2px 2px green,0 3px 3px yellow,0 4px 4px black,0 5px 5px white}`),
  );
});

test("the bundled icon-name table is the one @blueprintjs/icons builds", async () => {
  const source = build.iconNamesModule();
  const mod = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  assert.equal(mod.IconNames, { ...IconNames });
  assert.ok(mod.IconNamesSet.has("trash") && mod.IconNamesSet.has("arrow-left") && !mod.IconNamesSet.has("no-such-icon"));
  assert.is(mod.IconNamesSet.size, new Set(Object.values(IconNames)).size);
});

type Meta = { outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string; inputs: Record<string, unknown> }> };
let bundled: Promise<{ meta: Meta; firstLoad: Set<string>; entry: string }> | null = null;
/** The app bundled as `npm run build` bundles it (in memory), and the files of its first load: the entry and its static imports. */
const bundle = () =>
  (bundled ??= (async () => {
    const esbuild = await import("esbuild");
    const r = await esbuild.build({
      ...build.buildOptions(false),
      plugins: build.appPlugins(false),
      sourcemap: false,
      write: false,
      logLevel: "silent",
    });
    const meta = r.metafile as unknown as Meta;
    const entry = Object.keys(meta.outputs).find((k) => meta.outputs[k]!.entryPoint === "src/main.ts")!;
    const firstLoad = new Set<string>();
    const walk = (f: string) => {
      if (firstLoad.has(f) || !meta.outputs[f]) return;
      firstLoad.add(f);
      for (const i of meta.outputs[f]!.imports) if (i.kind === "import-statement") walk(i.path);
    };
    walk(entry);
    return { meta, firstLoad, entry };
  })());

test("the first load (the entry and its static imports) holds none of Blueprint's components, file-type, pica, ics or the message formatter", async () => {
  // /signin is drawn before any of them is needed: first-load views write Blueprint's markup
  // (firstLoad.tsx), and the upload path imports file-type and pica when a file is picked, Events Planned imports ics
  // when a calendar file is asked for; the message formatter (intl-messageformat, decision 074) comes with the app part.
  const { meta, firstLoad } = await bundle();
  const inputs = [...firstLoad].flatMap((f) => Object.keys(meta.outputs[f]!.inputs));
  assert.ok(inputs.some((i) => i.includes("node_modules/xstate/")) && inputs.includes("src/signin/drawnCard.ts"), "the walk found the first load");
  const heavy = inputs.filter((i) => /node_modules\/(@blueprintjs\/(core|icons)|file-type|pica|ics|intl-messageformat|@formatjs\/[^/]+)\//.test(i));
  assert.equal([...new Set(heavy.map((i) => i.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, "$1")))], [], "packages in the first load");
});

test("/signin's first load holds no feature (decision 052): no module of src/features, no machine but the session's and its login form's, no list codec", async () => {
  // The features' machines, codecs and the store's fold for their lists are the app part
  // (src/app.tsx), loaded after the sign-in; a static import of src/features/index.ts, src/wiring.ts
  // or any feature from the entry's files brings them all back into the first load.
  const { meta, firstLoad } = await bundle();
  const inputs = new Set([...firstLoad].flatMap((f) => Object.keys(meta.outputs[f]!.inputs)));
  assert.ok(inputs.has("src/machines/session.machine.ts") && inputs.has("src/store/log.ts"), "the walk found the first load");
  const features = [...inputs].filter((i) => i.startsWith("src/features/") || i === "src/wiring.ts" || i === "src/app.tsx");
  assert.equal(features, [], "feature modules in /signin's first load");
  const machines = [...inputs].filter((i) => /\.machine\.ts$/.test(i)).sort();
  assert.equal(machines, ["src/machines/loginForm.machine.ts", "src/machines/session.machine.ts"], "machines in /signin's first load");
  // every list's codec declares its slot with src/codecs/lists.ts
  assert.not.ok(inputs.has("src/codecs/lists.ts"), "list slots in /signin's first load");
});

test("/signin's first load runs no React (decision 054): the drawn card is live on the session alone; React, its renderer and the React views come with the app part", async () => {
  const { meta, firstLoad } = await bundle();
  const inputs = [...firstLoad].flatMap((f) => Object.keys(meta.outputs[f]!.inputs));
  assert.ok(inputs.includes("src/signin/drawnCard.ts") && inputs.includes("src/machines/loginForm.machine.ts"), "the walk found the first load");
  const react = inputs.filter((i) => /node_modules\/(react|react-dom|scheduler|@xstate\/react|wouter)\//.test(i) || /\.tsx$/.test(i));
  assert.equal([...new Set(react.map((i) => i.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, "$1")))], [], "React in /signin's first load");
});

/** The files the app part (src/app.tsx) needs before it runs, beyond the first load. */
function appPartFiles(meta: Meta, firstLoad: Set<string>): Set<string> {
  const app = Object.keys(meta.outputs).find((k) => meta.outputs[k]!.entryPoint === "src/app.tsx")!;
  assert.ok(app, "the app part is a chunk of its own");
  const files = new Set<string>();
  const walk = (f: string) => {
    if (files.has(f) || firstLoad.has(f) || !meta.outputs[f]) return;
    files.add(f);
    for (const i of meta.outputs[f]!.imports) if (i.kind === "import-statement") walk(i.path);
  };
  walk(app);
  return files;
}

test("index.html preloads every file of the first load but the entry and of the app part, and no lazy chunk; /signin's page the first load's, the app part's and the home's in a template", async () => {
  const { meta, firstLoad, entry } = await bundle();
  const app = appPartFiles(meta, firstLoad);
  const name = (f: string) => f.replace(/^.*?assets\//, "");
  const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)">/g)].map((m) => m[1]).sort();
  const index = build.indexHtml("<head><!--css--></head><body><!--js--></body>", meta);
  const signin = build.indexHtml("<head><!--css--></head><body><!--js--></body>", meta, false);
  const first = [...firstLoad].filter((f) => f !== entry && f.endsWith(".js")).map(name);
  assert.ok(first.length > 2 && app.size > 5, `${first.length} and ${app.size} files`);
  assert.equal(preloadsOf(index), [...first, ...[...app].map(name)].sort());
  // /signin's page: the first load's, and the app part's aside in a template its drawn card adds once the person starts on the form
  const aside = signin.match(/<template id="app-part-preloads">(.*?)<\/template>/);
  assert.ok(aside, "the app part's preloads are kept aside");
  assert.equal(preloadsOf(signin.replace(aside[0], "")), first.sort());
  // with them what the role home needs next (decision 089): the shell's and the home screen's chunks
  const next = new Set<string>();
  const walk = (f: string) => {
    if (next.has(f) || firstLoad.has(f) || app.has(f) || !meta.outputs[f]) return;
    next.add(f);
    for (const i of meta.outputs[f]!.imports) if (i.kind === "import-statement") walk(i.path);
  };
  for (const start of SIGNED_IN_NEXT) walk(Object.keys(meta.outputs).find((k) => meta.outputs[k]!.entryPoint === start)!);
  assert.ok(
    [...next].some((f) => meta.outputs[f]!.entryPoint === "src/screens/home/screen.tsx"),
    "the home's screen is preloaded",
  );
  assert.equal(preloadsOf(aside[1]!), [...app, ...next].map(name).sort());
  const lazy = Object.keys(meta.outputs).filter((f) => f.endsWith(".js") && !firstLoad.has(f) && !app.has(f));
  assert.ok(lazy.length > 10 && lazy.every((f) => !index.includes(name(f))), "lazy chunks are not preloaded");
  for (const html of [index, signin])
    assert.match(html, new RegExp(`<script type="module" src="/assets/${name(entry).replace(/[.]/g, "[.]")}"></script>`));
});

test("the chunk grouping: each lazily loaded module under src/ is tied to the first load, and to the app part when loaded after it; none the groups import statically", () => {
  const imp = (path: string, kind: "import-statement" | "dynamic-import") => ({ path, kind, original: path });
  const input = (...imports: ReturnType<typeof imp>[]) => ({ bytes: 1, imports });
  const g = chunkGroups({
    "src/main.ts": input(
      imp("src/views/firstLoad.css", "import-statement"),
      imp("src/signin/a.ts", "import-statement"),
      imp("src/app.tsx", "dynamic-import"),
      imp("src/dev.ts", "dynamic-import"),
    ),
    "src/views/firstLoad.css": input(),
    "src/signin/a.ts": input(),
    "src/dev.ts": input(),
    "src/app.tsx": input(imp("src/signin/a.ts", "import-statement"), imp("src/features/f.ts", "import-statement")),
    "src/features/f.ts": input(
      imp("src/views/Page.tsx", "dynamic-import"),
      imp("src/views/Both.tsx", "dynamic-import"),
      imp("src/views/Both.tsx", "import-statement"),
    ),
    "src/views/Page.tsx": input(imp("src/signin/a.ts", "import-statement")),
    "src/views/Both.tsx": input(),
  } as never);
  assert.equal(g.first, ["src/signin/a.ts"], "the first load's modules but the entry and its stylesheet");
  assert.equal(g.app.sort(), ["src/app.tsx", "src/features/f.ts", "src/views/Both.tsx"]);
  assert.equal(
    g.lazy.sort((x, y) => x.path.localeCompare(y.path)),
    [
      { path: "src/dev.ts", afterApp: false },
      { path: "src/views/Page.tsx", afterApp: true },
    ],
  );
});

test("a stylesheet of a view or of a screen's folder is added by its chunk (addStyles), never left in a CSS file nothing links", async () => {
  const r = await esbuild({
    stdin: { contents: `import "./src/screens/contactUs/ContactView.css";\nimport "./src/views/page.css";`, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    write: false,
    outdir: "out",
    format: "esm",
    plugins: [viewStyles(false)],
    logLevel: "silent",
  });
  assert.equal(
    r.outputFiles.map((f) => f.path.split(".").pop()),
    ["js"],
    "no CSS output",
  );
  const js = r.outputFiles[0]!.text;
  assert.match(js, /addStyles\("screens\/contactUs\/ContactView\.css", ".*\.contact-cards/);
  assert.match(js, /addStyles\("page\.css"/);
});

test("the precache leaves out the files only an ON_DEMAND module's import reaches, and those nothing loads; a chunk the app shares with them stays in", () => {
  const out = (entryPoint: string | undefined, imports: [string, string][] = [], cssBundle?: string) => ({
    bytes: 1,
    inputs: {},
    exports: [],
    imports: imports.map(([path, kind]) => ({ path, kind })),
    ...(entryPoint ? { entryPoint } : {}),
    ...(cssBundle ? { cssBundle } : {}),
  });
  const outputs = {
    "www/assets/main-A.js": out(
      "src/main.ts",
      [
        ["www/assets/chunks/chunk-SHARED.js", "import-statement"],
        ["www/assets/chunks/app-B.js", "dynamic-import"],
      ],
      "www/assets/main-A.css",
    ),
    "www/assets/main-A.css": out(undefined),
    "www/assets/main-A.js.map": out(undefined),
    "www/assets/chunks/app-B.js": out("src/app.tsx", [
      ["www/assets/chunks/catalogue.hi-C.js", "dynamic-import"],
      ["www/assets/chunks/devanagari-D.js", "dynamic-import"],
      ["www/assets/chunks/screen-E.js", "dynamic-import"],
    ]),
    "www/assets/chunks/screen-E.js": out(
      "src/screens/x/screen.tsx",
      [["www/assets/chunks/chunk-SHARED.js", "import-statement"]],
      "www/assets/chunks/screen-E.css",
    ),
    "www/assets/chunks/screen-E.css": out(undefined),
    "www/assets/chunks/catalogue.hi-C.js": out("src/codecs/catalogue.hi.json", [["www/assets/chunks/chunk-SHARED.js", "import-statement"]]),
    "www/assets/chunks/devanagari-D.js": out("src/views/devanagari.ts", [["www/assets/files/noto-F.woff2", "file-loader"]]),
    "www/assets/files/noto-F.woff2": out(undefined),
    "www/assets/chunks/dist-G.js": out("node_modules/@statelyai/inspect/dist/index.mjs"),
    "www/assets/shell-1-H.css": out("src/views/shell/SignedIn.css"),
    "www/assets/shrink-worker-I.js": out("src/effects/shrink.worker.ts"),
  };
  assert.equal(onDemandFiles({ outputs } as never).sort(), [
    "www/assets/chunks/catalogue.hi-C.js",
    "www/assets/chunks/devanagari-D.js",
    "www/assets/chunks/dist-G.js",
    "www/assets/files/noto-F.woff2",
  ]);
});

test.run();
