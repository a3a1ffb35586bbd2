// The service worker (workbox-build's generateSW), after a production build: it precaches the built
// client (the hashed assets and index.html, which answers every navigation, so the app opens
// offline at any route) and caches the demo media as they are seen. API calls never go through its
// caches: the event store owns the data. A new build is a new worker, which waits until the app
// asks it to take over (the person pressed Reload on 'A new version is available'), so an open app
// never mixes the chunks of two builds.
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

/** Writes www/sw.js; how many files it precaches, and their bytes. */
export async function writeServiceWorker(): Promise<{ count: number; size: number }> {
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
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith("/media/"),
        handler: "StaleWhileRevalidate",
        options: { cacheName: MEDIA_CACHE, expiration: MEDIA_EXPIRATION },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: "field-ops-assets", expiration: { maxEntries: 50 } },
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
  return { count, size };
}
