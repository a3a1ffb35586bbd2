// The PDF active-content check off the event loop (decision 062, issue 43): ./pdfContent.ts runs in a
// pool of worker threads (piscina), so a PDF of many objects never holds up other requests. Each
// check has a time limit (the task is aborted, its thread ended) and each thread a memory limit (V8's
// resourceLimits: past it the thread dies): either is "too_complex", its own refusal, never
// "active". Idle threads end after IDLE_MS and an idle pool holds no handle, so it never keeps the
// process alive (nothing to close when the server closes; closePdfPool is for tests and tools).
// Workers inherit the process's execArgv, so under `node --import tsx` the .ts worker loads as is.
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { PDF_LIMITS, type PdfLimits, type PdfVerdict } from "./pdfContent.ts";

export interface PdfCheckLimits extends PdfLimits {
  /** How long one check may take, waiting for a free thread included (the pool is small). */
  timeoutMs: number;
}
export const PDF_CHECK_LIMITS: PdfCheckLimits = { ...PDF_LIMITS, timeoutMs: 30_000 };
/** The old generation of one worker's heap: a parse past it (hundreds of thousands of objects) is ended. */
export const WORKER_HEAP_MB = 256;
const IDLE_MS = 30_000;

let pool: Piscina | null = null;

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: new URL("./pdfCheck.worker.ts", import.meta.url).href,
    minThreads: 0,
    // one core stays for the event loop: on 2 cores one check at a time, the others wait their turn
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

/** The verdict on a PDF's bytes, checked in a worker thread; "too_complex" past the time or memory limit. */
export async function checkPdf(bytes: Buffer, limits: PdfCheckLimits = PDF_CHECK_LIMITS): Promise<PdfVerdict> {
  const { timeoutMs, ...content } = limits;
  try {
    return (await thePool().run({ bytes: new Uint8Array(bytes), limits: content }, { signal: AbortSignal.timeout(timeoutMs) })) as PdfVerdict;
  } catch (e) {
    const err = e as { name?: string; code?: string };
    if (err.name === "AbortError" || err.code === "ERR_WORKER_OUT_OF_MEMORY") return "too_complex";
    throw e;
  }
}

/** Ends the pool's threads (a test's or a tool's end; a server need not: an idle pool keeps nothing alive). */
export async function closePdfPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
