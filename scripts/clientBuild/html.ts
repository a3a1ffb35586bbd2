// The pages the build writes: www/index.html (the entry's stylesheet, script and modulepreloads)
// and www/signin.html (decision 031: index.html with the sign-in card drawn in at build time).
import * as esbuild from "esbuild";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { APP_PART } from "./chunks.ts";
import { APP_PART_PRELOADS } from "../../src/views/loginFields.ts";
import { META_FILE, WWW, urlOf } from "./options.ts";
import { ENTRY_STYLESHEETS } from "./plugins.ts";

/** What these pages read of a metafile (esbuild's, or the app's merged with the other bundles'). */
type Outputs = { outputs: Record<string, { entryPoint?: string; cssBundle?: string; imports: { path: string; kind: string }[] }> };

/** What a person signed in on /signin needs next: the shell and the role homes' screen (one module
 * for the three homes, Today with it). */
export const SIGNED_IN_NEXT = ["src/screens/shell/SignedIn.tsx", "src/screens/home/screen.tsx"];
/** The shell's stylesheet, built in parts (bundles.ts). */
const SHELL_STYLESHEET = "src/views/shell/SignedIn.css";

/**
 * index.html from its template: the entry's stylesheet and script, and a modulepreload of every
 * other file of the entry's static imports, announced at once: without them the browser learns of
 * a chunk only when the chunk that imports it has arrived, a round trip per level. `appPart`: the
 * app part's files too (the entry imports it at once on every page but a signed-out /signin, so
 * they arrive with the entry rather than after it); /signin's page is written with them in a
 * `<template>` instead, which its drawn card adds once the person starts on the form.
 */
export function indexHtml(template: string, metafile: Outputs, appPart = true): string {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === "src/main.ts");
  if (!entry) throw new Error("no entry output in metafile");
  const js = urlOf(entry[0]);
  const css = entry[1].cssBundle ? urlOf(entry[1].cssBundle) : null;
  const walk = (file: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(file) || skip.has(file) || !metafile.outputs[file]) return;
    into.add(file);
    for (const i of metafile.outputs[file]!.imports) if (i.kind === "import-statement") walk(i.path, into, skip);
  };
  const firstLoad = new Set<string>();
  walk(entry[0], firstLoad, new Set());
  const app = outputs.find(([, o]) => o.entryPoint === APP_PART);
  if (!app) throw new Error(`no output for the app part ${APP_PART} in metafile`);
  const appFiles = new Set<string>();
  walk(app[0], appFiles, firstLoad);
  const links = (files: Set<string>) =>
    [...files].filter((f) => f !== entry[0] && f.endsWith(".js")).map((f) => `<link rel="modulepreload" href="${urlOf(f)}">`);
  // /signin's page keeps the app part's preloads aside, for its drawn card to add once the person
  // starts on the form (decision 054): fetched while they type, run after they sign in; with them
  // what the role home needs next (decision 089): the shell's and the home's chunks and the shell's
  // stylesheet, else fetched one level after another once the answer to Submit is in
  if (appPart) return page(template, css, js, [...links(firstLoad), ...links(appFiles)]);
  const next = new Set<string>();
  for (const start of SIGNED_IN_NEXT) {
    const out = outputs.find(([, o]) => o.entryPoint === start);
    if (!out) throw new Error(`no output for ${start} in metafile`);
    walk(out[0], next, new Set([...firstLoad, ...appFiles]));
  }
  const styles = outputs.filter(([, o]) => o.entryPoint === SHELL_STYLESHEET).map(([f]) => `<link rel="preload" as="style" href="${urlOf(f)}">`);
  const preloads = [...links(appFiles), ...links(next), ...styles].join("");
  return page(template, css, js, [...links(firstLoad), `<template id="${APP_PART_PRELOADS}">${preloads}</template>`]);
}

/** The template with the entry's stylesheet, script and the head's links. */
function page(template: string, css: string | null, js: string, head: string[]): string {
  return template
    .replace("<!--css-->", [css ? `<link rel="stylesheet" href="${css}">` : "", ...head].filter(Boolean).join("\n"))
    .replace("<!--js-->", `<script type="module" src="${js}"></script>`);
}

/**
 * /signin's page (decision 031): index.html with the sign-in card drawn into its root, and the
 * card's own view stylesheets inline (the app adds them again when its chunks run: the same rules).
 */
export function signinHtml(index: string, markup: string, css = ""): string {
  if (!index.includes('<div id="root"></div>')) throw new Error("index.html has no empty root to draw /signin into");
  return index
    .replace("</head>", css ? `<style>${css}</style>\n</head>` : "</head>")
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

/**
 * The sign-in card's markup, rendered by React in node from src/views/signinPrerender.tsx (bundled
 * for it), and the view stylesheets it imports (the entry's own are linked already), minified.
 */
export async function signInMarkup(): Promise<{ markup: string; css: string }> {
  const out = `${dirname(META_FILE)}/signin-prerender.cjs`;
  await mkdir(dirname(out), { recursive: true });
  const r = await esbuild.build({
    entryPoints: ["src/views/signinPrerender.tsx"],
    outfile: out,
    bundle: true,
    platform: "node",
    format: "cjs",
    jsx: "automatic",
    loader: { ".css": "empty", ".woff2": "empty" },
    logLevel: "warning",
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const sheets = Object.keys(r.metafile.inputs).filter((f) => f.startsWith("src/views/") && f.endsWith(".css") && !ENTRY_STYLESHEETS.includes(f));
  const { code: css } = await esbuild.transform((await Promise.all(sheets.map((f) => readFile(f, "utf8")))).join("\n"), {
    loader: "css",
    minify: true,
  });
  const path = resolve(out);
  const load = createRequire(import.meta.url);
  delete load.cache[path]; // a watch rebuild renders the new card
  return { markup: (load(path) as { signInMarkup(): string }).signInMarkup(), css: css.trim() };
}

/** Writes www/index.html and www/signin.html for a build's metafile, and (for www/ itself) the
 * metafile to META_FILE. */
export async function writeIndex(metafile: esbuild.Metafile): Promise<void> {
  const template = await readFile("index.html", "utf8");
  await writeFile(`${WWW}/index.html`, indexHtml(template, metafile));
  const signin = await signInMarkup();
  await writeFile(`${WWW}/signin.html`, signinHtml(indexHtml(template, metafile, false), signin.markup, signin.css));
  if (WWW !== "www") return; // a second version built elsewhere (a test) leaves the metafile alone
  await mkdir(dirname(META_FILE), { recursive: true });
  await writeFile(META_FILE, JSON.stringify(metafile));
}
