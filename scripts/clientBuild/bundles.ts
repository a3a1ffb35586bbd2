// The files built before the app's, whose URLs the app gets through `define`: the signed-in
// shell's stylesheet (process.env.SHELL_STYLESHEET), the upload's shrink worker
// (process.env.SHRINK_WORKER) and the Hindi catalogue (process.env.CATALOGUE_HI).
import * as esbuild from "esbuild";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { splitStylesheet } from "./css.ts";
import { WWW, buildOptions, urlOf } from "./options.ts";

/** A part of the shell's stylesheet is at most this long (about 4 ms to parse on a laptop, so
 * under a long task on a phone at four times slower). */
export const SHELL_STYLESHEET_PART = 100_000;

/** A bundle's URLs and the metafile entries to merge into the app's. */
type Built = { metafile: Pick<esbuild.Metafile, "inputs" | "outputs"> };

/** The signed-in shell's stylesheet: all of blueprint.css, minified, written as hashed parts
 * (`splitStylesheet`); `hrefs` are their URLs in order. The metafile lists the parts as outputs of
 * src/views/shell/SignedIn.css. */
export async function buildShellStylesheet(prod: boolean): Promise<Built & { hrefs: string[] }> {
  const { entryPoints, entryNames, jsx, splitting, format, define, ...shared } = buildOptions(prod);
  const entryPoint = "src/views/shell/SignedIn.css";
  const r = await esbuild.build({ ...shared, entryPoints: { shell: entryPoint }, entryNames: "[name]-[hash]", sourcemap: false, write: false });
  for (const f of r.outputFiles) if (!f.path.endsWith(".css")) await writeFile(f.path, f.contents); // files the CSS links to
  const whole = r.outputFiles.find((f) => f.path.endsWith(".css"))!.text;
  const outputs: esbuild.Metafile["outputs"] = {};
  const hrefs: string[] = [];
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
export async function buildShrinkWorker(prod: boolean): Promise<Built & { url: string }> {
  const { entryPoints, splitting, define, jsx, banner, ...shared } = buildOptions(prod);
  const r = await esbuild.build({
    ...shared,
    entryPoints: { "shrink-worker": "src/effects/shrink.worker.ts" },
    define: { "process.env.NODE_ENV": define["process.env.NODE_ENV"] },
  });
  const file = Object.keys(r.metafile.outputs).find((f) => f.endsWith(".js"))!;
  return { url: urlOf(file), metafile: r.metafile };
}

/**
 * The Hindi catalogue as a hashed JSON file the app fetches when Hindi is chosen (src/views/i18n.tsx):
 * a fetch that fails can be tried again in the same page, where a module's failed import stays
 * failed until the page is reloaded. Not precached (the precache takes no .json; decision 096):
 * the service worker keeps it once used. Its URL is process.env.CATALOGUE_HI.
 */
export async function writeHindiCatalogue(): Promise<string> {
  const text = JSON.stringify(JSON.parse(await readFile("src/codecs/catalogue.hi.json", "utf8")));
  const file = `${WWW}/assets/files/catalogue.hi-${createHash("sha256").update(text).digest("hex").slice(0, 8).toUpperCase()}.json`;
  await mkdir(`${WWW}/assets/files`, { recursive: true });
  await writeFile(file, text);
  return urlOf(file);
}
