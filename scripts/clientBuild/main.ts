// The client build's steps, in order (run by `node esbuild.config.mjs build|watch`).
import * as esbuild from "esbuild";
import { cp, mkdir, rm } from "node:fs/promises";
import { buildShellStylesheet, buildShrinkWorker, writeHindiCatalogue } from "./bundles.ts";
import { groupedChunks } from "./chunks.ts";
import { writeIndex } from "./html.ts";
import { WWW, buildOptions } from "./options.ts";
import { appPlugins } from "./plugins.ts";
import { SERVICE_WORKER, writeServiceWorker } from "./serviceWorker.ts";

/** `build`: a production build of www/ (and its service worker); `watch`: a development build,
 * rebuilt on change. */
export async function main(mode: "build" | "watch"): Promise<void> {
  const prod = mode === "build";
  await rm(`${WWW}/assets`, { recursive: true, force: true });
  await rm(`${WWW}/meta.json`, { force: true }); // where older builds put it
  await rm(`${WWW}/${SERVICE_WORKER}`, { force: true }); // development has no service worker
  await mkdir(`${WWW}/assets`, { recursive: true });
  await cp("public", WWW, { recursive: true }); // the manifest and the icons
  const shell = await buildShellStylesheet(prod);
  const shrink = await buildShrinkWorker(prod);
  // a development build imports the catalogue as a module, rebuilt as it changes
  const options = buildOptions(prod, shell.hrefs.join(","), shrink.url, prod ? await writeHindiCatalogue() : "");
  // After each (re)build of the app: index.html and signin.html for its files, the metafile with
  // the other two bundles' entries merged in (kept for the service worker).
  let merged: esbuild.Metafile | undefined;
  const index: esbuild.Plugin = {
    name: "index-html",
    setup(b) {
      b.onEnd((r) => {
        if (!r.metafile || r.errors.length) return;
        const { inputs, outputs } = shell.metafile;
        merged = {
          inputs: { ...r.metafile.inputs, ...inputs, ...shrink.metafile.inputs },
          outputs: { ...r.metafile.outputs, ...outputs, ...shrink.metafile.outputs },
        };
        return writeIndex(merged);
      });
    },
  };
  // the module graph first (nothing written), for the grouping of the chunks (chunks.ts)
  const graph = await esbuild.build({ ...options, plugins: appPlugins(prod), write: false, minify: false, sourcemap: false, logLevel: "silent" });
  const plugins = [...appPlugins(prod), groupedChunks(graph.metafile.inputs), index];
  if (mode === "watch") {
    const ctx = await esbuild.context({ ...options, plugins });
    await ctx.watch();
    console.log("esbuild: watching src/");
  } else {
    await esbuild.build({ ...options, plugins });
    if (!merged) throw new Error("the build wrote no metafile");
    const sw = await writeServiceWorker(merged);
    console.log(
      `esbuild: built ${WWW}/ (service worker: ${sw.count} files precached, ${Math.round(sw.size / 1024)} KiB; ${sw.onDemand.length} cached when first used)`,
    );
  }
}
