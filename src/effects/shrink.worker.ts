// The shrink worker: a picked photo in, its shrunk JPEG out (shrink.ts), off the page's main
// thread. Built as its own file (scripts/clientBuild/bundles.ts: process.env.SHRINK_WORKER is its
// URL).
import pica from "pica";
import { shrinkPixels } from "./shrink.ts";

// pica's own workers are not needed inside this one (nor can it make canvases here: the pixels go in)
const resizer = pica({ features: ["js", "wasm"] });
// A double cast: the project compiles against the DOM's lib, where `self` is a Window; here it is
// the worker's own scope (the WebWorker lib cannot be loaded beside the DOM's).
const scope = self as unknown as { onmessage: ((e: MessageEvent<{ id: number; file: Blob }>) => void) | null; postMessage(m: unknown): void };

scope.onmessage = (e) => {
  const { id, file } = e.data;
  shrinkPixels(resizer, file).then(
    (r) => scope.postMessage({ id, ok: true, ...r }),
    (err: unknown) => scope.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) }),
  );
};
