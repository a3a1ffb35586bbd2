declare module "*.css";

/** exifr's smallest build (JPEG and TIFF, GPS; tags by number): decision 047. */
declare module "exifr/dist/mini.esm.mjs" {
  export function parse(input: Uint8Array | ArrayBuffer, options?: Record<string, unknown>): Promise<Record<string | number, unknown> | undefined>;
}
/** workbox-window's ES module build, imported by its file (src/effects/serviceWorker.ts). */
declare module "workbox-window/build/workbox-window.prod.es5.mjs" {
  export * from "workbox-window";
}
declare module "*.woff2" {
  /** The file's URL in the build (esbuild's file loader). */
  const url: string;
  export default url;
}
