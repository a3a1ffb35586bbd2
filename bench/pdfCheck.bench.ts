// The ETTC PDF active-content check (issue 43 items 1-2, decision 062), printed, never asserted:
// `npm run bench:pdf`. Two parts:
// (a) The check as the upload route calls it (inspectUpload("ettc", ...): the sniff, then the
//     check: in a worker thread since decision 062, on the event loop before) on synthetic clean
//     PDFs: many small objects (pages sharing one content stream), one big content stream (19 MB of
//     drawing, deflated) and many small content streams (a page each). Beside each, the floor
//     measured in the same run: pdf-lib's parser alone over the bytes (no yielding), and that plus
//     inflating every deflated stream (what any check reading the content must do at least).
//     ROUNDS (default 3) runs per file after one of warm-up: the median and the fastest.
// (b) /healthz latency over HTTP while four slow checks run at once through the real route
//     (POST /api/files?kind=ettc by the demo FCP; the server's own app on 127.0.0.1, a seeded PGlite
//     database, as test/server/harness.ts builds it), beside /healthz with no upload (the floor).
//     /healthz is asked one request after another from a worker thread of its own (its own event
//     loop, so a stalled server shows as the server's latency, not the prober's). LOAD names the
//     slow PDF (default "big content stream"; "many objects" or "many content streams").
// Portable to the code before decision 062 (it imports only inspectUpload, pdfContent's module-free
// pdf-lib, the test harness and test/server/pdfBuilder.ts, to copy along), so the same file measures before and after.
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { deflateSync, inflateSync } from "node:zlib";
import { PDFArray, PDFName, type PDFContext, PDFParser, PDFRawStream } from "pdf-lib";
import { DEMO_FCP } from "../server/db/demo.ts";
import { inspectUpload } from "../server/files/inspect.ts";
import { login, openSeededDb, testApp } from "../test/server/harness.ts";
import { bin, pdf } from "../test/server/pdfBuilder.ts";
import { fmt } from "./figures.ts";

const ROUNDS = Number(process.env.ROUNDS) || 3;
const PROBE_MS = Number(process.env.PROBE_MS) || 5000;

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
const ms = (x: number) => `${fmt(x)} ms`;

const stream = (data: Buffer) => Buffer.concat([bin(`<< /Filter /FlateDecode /Length ${data.length} >>\nstream\n`), data, bin("\nendstream")]);
const catalog = bin("<< /Type /Catalog /Pages 2 0 R >>");
const pageTree = (first: number, count: number, step = 1) =>
  bin(
    `<< /Type /Pages /MediaBox [0 0 612 792] /Count ${count} /Kids [${Array.from({ length: count }, (_, i) => `${first + step * i} 0 R`).join(" ")}] >>`,
  );

/** Many small objects: `pages` pages (objects 4...) sharing one small content stream (object 3). */
function manyObjects(pages: number, n: number): Buffer {
  const page = bin("<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>");
  return pdf([catalog, pageTree(4, pages), stream(deflateSync(bin(`${n} 0 0 RG 0 0 m 612 792 l S\n`))), ...Array(pages).fill(page)]);
}
/** One page whose content stream inflates to `bytes` of drawing. */
function bigContent(bytes: number, n: number): Buffer {
  return pdf([
    catalog,
    pageTree(3, 1),
    bin("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>"),
    stream(deflateSync(Buffer.alloc(bytes, `${n} ${n} m 1 1 l S\n`))),
  ]);
}
/** Many small content streams: `pages` pages (3, 5, 7, ...), each with its own content stream (4, 6, 8, ...). */
function manyContents(pages: number, n: number): Buffer {
  const objects = [catalog, pageTree(3, pages, 2)];
  for (let i = 0; i < pages; i++) {
    objects.push(bin(`<< /Type /Page /Parent 2 0 R /Contents ${4 + 2 * i} 0 R >>`));
    const text = `q 1 0 0 1 ${i % 600} ${n} cm 0 0 10 10 re f Q BT 72 720 Td (page ${i + 1} of ${pages}) Tj ET\n`;
    objects.push(stream(deflateSync(bin(text))));
  }
  return pdf(objects);
}

/** A PDF of about `size` bytes that checks quickly: one page and an uncompressed picture (a stream no check inflates or reads as content). */
function quickPdf(size: number, n: number): Buffer {
  const pixels = Buffer.alloc(Math.max(0, size - 600), `${n}0123456789abcdef`);
  return pdf([
    catalog,
    pageTree(3, 1),
    bin("<< /Type /Page /Parent 2 0 R /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>"),
    Buffer.concat([
      bin(
        `<< /Type /XObject /Subtype /Image /Width ${pixels.length} /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
      ),
      pixels,
      bin("\nendstream"),
    ]),
    stream(deflateSync(bin("q 612 0 0 1 0 0 cm /Im1 Do Q\n"))),
  ]);
}

const KINDS: Record<string, { label: string; make: (n: number) => Buffer }> = {
  "many objects": { label: "many objects: 40,000 pages, one content stream", make: (n) => manyObjects(40_000, n) },
  "big content stream": { label: "big content stream: one page, 19 MB of drawing", make: (n) => bigContent(19_000_000, n) },
  "many content streams": { label: "many content streams: 16,000 pages, one each", make: (n) => manyContents(16_000, n) },
};

/** The floor: pdf-lib's parser over the bytes, no yielding (ms); and that plus inflating every deflated stream. */
async function floors(bytes: Buffer): Promise<[number, number]> {
  const t0 = performance.now();
  const parser = PDFParser.forBytesWithOptions(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    Number.POSITIVE_INFINITY,
    true,
    true,
  );
  await parser.parseDocument();
  const t1 = performance.now();
  const context = (parser as unknown as { context: PDFContext }).context;
  for (const [, o] of context.enumerateIndirectObjects()) {
    if (!(o instanceof PDFRawStream)) continue;
    const f = o.dict.lookup(PDFName.of("Filter"));
    if (f === PDFName.of("FlateDecode") || (f instanceof PDFArray && f.get(0) === PDFName.of("FlateDecode"))) inflateSync(o.contents);
  }
  return [t1 - t0, performance.now() - t0];
}

// --- (a) the check's time per file -----------------------------------------------------------
console.log(`(a) the PDF check as the upload route calls it (inspectUpload "ettc"), ${ROUNDS} rounds after 1 of warm-up (ms)`);
console.log(`${"".padEnd(50)} ${"size".padStart(8)}  check: median fastest  floor: parse  parse+inflate  verdict`);
let slowest = { label: "", check: 0, parse: 0, inflate: 0 };
for (const [, kind] of Object.entries(KINDS)) {
  const bytes = kind.make(1);
  const check: number[] = [],
    parse: number[] = [],
    inflate: number[] = [];
  let verdict = "";
  for (let i = 0; i < 1 + ROUNDS; i++) {
    const t0 = performance.now();
    const r = await inspectUpload("ettc", bytes);
    const t = performance.now() - t0;
    verdict = r.ok ? "accepted" : `refused: ${r.error}`;
    const [p, pi] = await floors(bytes);
    if (i === 0) continue;
    check.push(t);
    parse.push(p);
    inflate.push(pi);
  }
  const row = { label: kind.label, check: median(check), parse: median(parse), inflate: median(inflate) };
  if (row.check > slowest.check) slowest = row;
  console.log(
    `${kind.label.padEnd(50)} ${`${fmt(bytes.length / 1024)} KB`.padStart(8)}  ${fmt(row.check).padStart(13)} ${fmt(Math.min(...check)).padStart(7)}  ${fmt(row.parse).padStart(12)}  ${fmt(row.inflate).padStart(13)}  ${verdict}`,
  );
}
console.log(
  `slowest: ${slowest.label}: ${ms(slowest.check)} (floor: parse ${ms(slowest.parse)}, parse+inflate ${ms(slowest.inflate)}; ${fmt(slowest.check / slowest.inflate, 1)}x the floor)`,
);

// --- (b) /healthz while four slow checks run ------------------------------------------------
const PROBER = `
const { parentPort, workerData } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
let stop = false;
parentPort.on("message", () => { stop = true; });
(async () => {
  const samples = [];
  while (!stop) {
    const t0 = performance.now();
    const r = await fetch(workerData.url);
    await r.text();
    if (r.status !== 200) throw new Error("/healthz: HTTP " + r.status);
    samples.push([performance.timeOrigin + t0, performance.now() - t0]);
  }
  parentPort.postMessage(samples);
})();
`;
/** /healthz asked one after another from a thread of its own until `until` settles: [start time (epoch ms), latency ms] per answer. */
async function probe(url: string, until: Promise<unknown>): Promise<Array<[number, number]>> {
  const w = new Worker(PROBER, { eval: true, workerData: { url } });
  const samples = new Promise<Array<[number, number]>>((resolve, reject) => {
    w.once("message", resolve);
    w.once("error", reject);
  });
  await until;
  w.postMessage("stop");
  const s = await samples;
  await w.terminate();
  return s;
}
const line = (label: string, xs: number[], seconds: number) =>
  console.log(
    `${label.padEnd(44)} p50 ${fmt(pct(xs, 50), 1).padStart(7)}  p99 ${fmt(pct(xs, 99), 1).padStart(7)}  max ${fmt(Math.max(...xs), 1).padStart(7)} ms  (${xs.length} answers in ${fmt(seconds, 1)} s)`,
  );

const loadKinds = (process.env.LOAD ?? "many objects,big content stream").split(",");
for (const k of loadKinds) if (!KINDS[k]) throw new Error(`LOAD: one or more of ${Object.keys(KINDS).join(", ")}, comma-separated`);
const db = await openSeededDb();
const s = await testApp(db.db);
try {
  await s.app.listen({ host: "127.0.0.1", port: 0 });
  const base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  const r = await login(s.app, "FCP", DEMO_FCP.mobile);
  if (r.status !== 200) throw new Error(`sign-in: HTTP ${r.status}`);
  const token = r.body.token;
  console.log(`\n(b) /healthz over HTTP, one request after another from its own thread (ms)`);
  const floorStart = Date.now();
  const floor = await probe(`${base}/healthz`, new Promise((resolve) => setTimeout(resolve, PROBE_MS)));
  line(
    "no upload (the floor)",
    floor.map(([, l]) => l),
    (Date.now() - floorStart) / 1000,
  );
  for (const [round, loadKind] of loadKinds.entries()) {
    const n = 10 * (round + 1);
    const files = [n + 1, n + 2, n + 3, n + 4].map(KINDS[loadKind]!.make);
    await fourUploads(base, token, `"${loadKind}"`, files);
    // the same bytes' worth of a PDF that checks in a few ms: what storing the uploads costs the event loop
    await fourUploads(
      base,
      token,
      "the same size, quick to check (the store's share)",
      files.map((f, i) => quickPdf(f.length, n + 5 + i)),
    );
  }
} finally {
  await s.app.close();
  await db.close();
  // the worker pool, where there is one (after decision 062): an idle pool keeps nothing alive, but end it now
  try {
    const pool = (await import(`../server/files/${"pdfCheck.ts"}`)) as { closePdfPool?: () => Promise<void> };
    await pool.closePdfPool?.();
  } catch {
    // before decision 062: no pool
  }
}

/** Four uploads at once (each its own bytes: uploads are stored once per content hash), /healthz asked meanwhile. */
async function fourUploads(base: string, token: string, what: string, files: Buffer[]) {
  const results: string[] = [];
  let start = 0,
    firstDone = 0,
    lastDone = 0;
  const uploads = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 200)); // the prober is running
    start = Date.now();
    await Promise.all(
      files.map(async (bytes) => {
        const t0 = performance.now();
        const u = await fetch(`${base}/api/files?kind=ettc`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/octet-stream",
            "x-content-sha256": sha(bytes),
            "x-file-name": "ettc.pdf",
          },
          body: new Uint8Array(bytes),
        });
        const body = (await u.json()) as { error?: string };
        const now = Date.now();
        firstDone ||= now;
        lastDone = now;
        results.push(`${u.status}${body.error ? ` ${body.error}` : ""} in ${fmt(performance.now() - t0)} ms`);
      }),
    );
  })();
  const during = await probe(`${base}/healthz`, uploads);
  // the requests in flight at some time while the uploads were: all four, and until the last was answered
  const within = (end: number) => during.filter(([t, l]) => t + l > start && t < end).map(([, l]) => l);
  const allFour = within(firstDone);
  const any = within(lastDone);
  const label = `four uploads of ${what} (${fmt(files[0]!.length / 1024)} KB each)`;
  console.log(label);
  if (allFour.length) line("  while all four uploads were in flight", allFour, (firstDone - start) / 1000);
  else console.log(`  while all four uploads were in flight: no answer in ${fmt((firstDone - start) / 1000, 1)} s`);
  if (any.length) line("  until the last upload was answered", any, (lastDone - start) / 1000);
  console.log(`  uploads: ${results.join("; ")}`);
}
