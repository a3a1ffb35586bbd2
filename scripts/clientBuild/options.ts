// What every part of the client build shares: where it writes, the version it carries, and the
// app bundle's esbuild options. Paths are relative to the working folder (the repo's root).
import { readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import type { BuildOptions } from "esbuild";

/** The repo's root (this folder is scripts/clientBuild/). */
export const ROOT = new URL("../../", import.meta.url);
/** www/ is what the server serves, so the build's metafile goes here (read by bench/shell.bench.ts). */
export const META_FILE = "build/meta.json";
const { version } = JSON.parse(readFileSync(new URL("package.json", ROOT), "utf8")) as { version: string };
/** The folder the build writes (www/ unless WWW_DIR says; a test builds a second version elsewhere). */
export const WWW = (process.env.WWW_DIR || "www").replace(/\/$/, "");
/** The app version the build carries: package.json's, plus BUILD_LABEL when given ("0.1.0+next"). */
export const APP_VERSION = process.env.BUILD_LABEL ? `${version}+${process.env.BUILD_LABEL}` : version;
/** The URL of a built file (a path from the metafile, relative to the working folder, or absolute). */
export const urlOf = (file: string) => `/${relative(resolve(WWW), resolve(file)).split(sep).join("/")}`;

/** The app bundle's options. A production build's source maps are external: written next to the
 * files for whoever debugs a stack trace, never linked from them, and never served.
 * `shellStylesheet`: the URLs of the shell's stylesheet parts, comma-separated (see
 * `buildShellStylesheet`); `shrinkWorker`: the shrink worker's URL (`buildShrinkWorker`);
 * `catalogueHi`: the Hindi catalogue's URL (`writeHindiCatalogue`; empty: imported as a module). */
export const buildOptions = (prod: boolean, shellStylesheet = "", shrinkWorker = "", catalogueHi = "") =>
  ({
    entryPoints: { main: "src/main.ts" },
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
      "process.env.CATALOGUE_HI": JSON.stringify(catalogueHi),
    },
    minify: prod,
    sourcemap: prod ? "external" : "inline",
    metafile: true,
    logLevel: "warning",
    // Chromium (136+) compiles a file with this comment on a background thread while it downloads,
    // instead of function by function on the main thread as the functions first run.
    banner: { js: "//# allFunctionsCalledOnLoad" },
  }) satisfies BuildOptions;
