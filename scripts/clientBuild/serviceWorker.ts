// The service worker (workbox-build's generateSW), after a production build: it precaches the built
// client (the hashed assets and index.html, which answers every navigation, so the app opens
// offline at any route) and caches the demo media as they are seen. API calls never go through its
// caches: the event store owns the data. A new build is a new worker, which waits until the app
// asks it to take over (the person pressed Reload on 'A new version is available'), so an open app
// never mixes the chunks of two builds.
// What it precaches is what every person needs to open the app offline (decision 096): the files
// only some need (another language's catalogue and font, the table of every icon's paths, a
// developer tool) are cached as they are used (the assets cache below; the app asks the worker to
// keep those its page fetched before the worker took over: src/effects/serviceWorker.ts).
import type { Metafile } from "esbuild";
import { relative, resolve, sep } from "node:path";
import { WWW } from "./options.ts";

export const SERVICE_WORKER = "sw.js";
/** The push handlers (public/sw-push.js, copied to www/), imported by the worker (decision 046). */
export const PUSH_HANDLERS = "sw-push.js";
/** The worker's cache of the demo media, kept as they are seen (decision 025). */
export const MEDIA_CACHE = "field-ops-media";
/**
 * What of them a device keeps (decision 093): at most 300 files, and none not opened for 30 days
 * (workbox-expiration counts from the last time a file was served from the cache or stored in it).
 */
export const MEDIA_EXPIRATION = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 };

/** The worker's cache of the built files not precached, kept as they are used: a person needs a
 * handful (a language's catalogue and its two fonts, two icon tables), each build's own, so 50
 * files keep those of the last few builds and evict none of this one's a person uses. */
export const ASSETS_CACHE = "field-ops-assets";

/** The modules (metafile inputs) loaded on demand by only some people: their files, and what
 * only they import, stay out of the precache (decision 096): another language's catalogue and its
 * Devanagari faces (decision 074: the English first load carries neither), and Blueprint's loaders
 * of every icon's paths (for an icon the app does not bundle: none of the app's own). */
export const ON_DEMAND: readonly RegExp[] = [
  /^src\/codecs\/catalogue\.\w+\.json$/,
  /^src\/views\/devanagari\.ts$/,
  /@blueprintjs\/icons\/lib\/esm\/paths-loaders\//,
];

/** What the page loads by URL (the entry point of each): the app's entry, the shell's stylesheet
 * parts and the upload's shrink worker (bundles.ts). */
const ROOTS = ["src/main.ts", "src/views/shell/SignedIn.css", "src/effects/shrink.worker.ts"];

/** The built files (paths as in `metafile`) a person may never load: those the roots reach only
 * through a dynamic import of an ON_DEMAND module, and those they do not reach at all (a chunk
 * esbuild wrote for an import a production build drops, such as the developer inspector's). */
export function onDemandFiles(metafile: Pick<Metafile, "outputs">): string[] {
  const { outputs } = metafile;
  const onDemand = (file: string) => {
    const e = outputs[file]?.entryPoint;
    return e !== undefined && ON_DEMAND.some((r) => r.test(e));
  };
  const kept = new Set<string>();
  const walk = (file: string) => {
    if (kept.has(file) || !outputs[file]) return;
    kept.add(file);
    const o = outputs[file]!;
    if (o.cssBundle) walk(o.cssBundle);
    for (const i of o.imports) if (!(i.kind === "dynamic-import" && onDemand(i.path))) walk(i.path);
  };
  for (const root of ROOTS) {
    const files = Object.keys(outputs).filter((f) => outputs[f]!.entryPoint === root && !f.endsWith(".map"));
    if (!files.length) throw new Error(`no output for ${root} in the metafile`);
    for (const f of files) walk(f);
  }
  return Object.keys(outputs).filter((f) => !f.endsWith(".map") && !kept.has(f));
}

/** Writes www/sw.js; how many files it precaches, and their bytes. `metafile`: the build's (the
 * app's with the other bundles' merged in), for the files left to be cached on demand. */
export async function writeServiceWorker(metafile: Pick<Metafile, "outputs">): Promise<{ count: number; size: number; onDemand: string[] }> {
  const { generateSW } = await import("workbox-build");
  const onDemand = onDemandFiles(metafile).map((f) => relative(resolve(WWW), resolve(f)).split(sep).join("/"));
  const { count, size, warnings } = await generateSW({
    swDest: `${WWW}/${SERVICE_WORKER}`,
    globDirectory: WWW,
    globPatterns: ["index.html", "assets/**/*.{js,css,woff2,woff,png,svg}", "icons/*.{png,svg}", "manifest.webmanifest"],
    // the files only some people load are cached when first used (below), not up front on a
    // phone's connection
    globIgnores: ["**/*.map", ...onDemand],
    // the hashed names change with their content: no need to revision them again
    dontCacheBustURLsMatching: /-[A-Z0-9]{8}\.(js|css|woff2?|png|svg)$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/files\//],
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith("/media/"),
        handler: "StaleWhileRevalidate",
        options: { cacheName: MEDIA_CACHE, expiration: MEDIA_EXPIRATION },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: ASSETS_CACHE, expiration: { maxEntries: 50 } },
      },
    ],
    // a push shows its notification; pressing it opens the app at its link
    importScripts: [`/${PUSH_HANDLERS}`],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
  });
  for (const w of warnings) console.warn(`service worker: ${w}`);
  return { count, size, onDemand };
}
