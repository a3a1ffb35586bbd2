// Each read op's p99 through the app at 16 concurrent, per scale, beside its scale-1 figure (issue 50
// item 3: at scale 100 at most 3x scale 1), with the server's busy ms per call (its event loop's
// active time: far less moved by a shared machine's other load than a p99 is). Reads what
// bench:server wrote: the P99_JSON file of a run, or its printed output (the final table):
//   for s in 1 10 100; do SCALE=$s LEVELS=16 READS_ONLY=1 ONE_ROW_CALLS=2000 P99_JSON=s$s.json npm run bench:server > s$s.log; done
//   node --import tsx bench/scales.ts s1.json s10.json s100.json   (or s1.log s10.log s100.log)
// mode: how bench:server called the op (window: a windowed list's first load, whole: a plain call,
// page / page search: a page op; a run from before the modes called every op whole), each run's
// where they differ: a ratio across modes compares different answers. Printed, never asserted.
import { readFileSync } from "node:fs";
import { fmt } from "./figures.ts";

interface Figure {
  op: string;
  /** how bench:server called it (a windowed list's first load, a plain call, a page); a run from before the modes called every op whole */
  mode: string;
  rows: number;
  concurrent: number;
  p99: number;
  busy: number;
}
interface Run {
  scale: number;
  load: string;
  figures: Figure[];
}

/** The mode of a run from before bench:server named them: every op was called whole (no sync). */
const WHOLE = "whole";
const num = (s: string | undefined) => (s === undefined || s === "-" ? NaN : Number(s.replace(/,/g, "")));
/** A run from its P99_JSON file, or from its printed output: the heading line and the final table. */
function read(file: string): Run {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".json")) {
    const j = JSON.parse(text) as { scale: number; load: number[]; figures: Array<Omit<Figure, "mode"> & { mode?: string }> };
    const figures = j.figures.map((f) => ({ ...f, mode: f.mode ?? WHOLE }));
    return { scale: j.scale, load: j.load.map((l) => l.toFixed(2)).join(" "), figures };
  }
  const lines = text.split("\n");
  const heading = lines.find((l) => l.startsWith("load average"))!;
  const scale = Number(/; scale (\d+) /.exec(heading)?.[1]);
  const at = lines.findIndex((l) => /^op\s{2,}kind\s{2,}rows/.test(l));
  if (at < 0 || !scale) throw new Error(`${file}: no bench:server table`);
  const head = lines[at]!.trim().split(/\s{2,}/);
  const col = (name: string) => head.indexOf(name);
  const figures: Figure[] = [];
  for (const l of lines.slice(at + 1)) {
    if (!l.trim() || l.startsWith("targets")) break;
    const c = l.trim().split(/\s{2,}/);
    if (c.length !== head.length || c[col("kind")] === "-" || c[col("kind")] === "write") continue;
    figures.push({
      op: c[0]!,
      mode: col("mode") < 0 ? WHOLE : c[col("mode")]!,
      rows: num(c[col("rows")]),
      concurrent: num(c[col("concurrent")]),
      p99: num(c[col("app p99")]),
      busy: num(c[col("app busy")]),
    });
  }
  return { scale, load: /load average ([\d. ]+) \(/.exec(heading)?.[1]?.trim() ?? "?", figures };
}

const LEVEL = Number(process.env.LEVEL) || 16;
const LIMIT = 3;
const runs = process.argv
  .slice(2)
  .map(read)
  .sort((a, b) => a.scale - b.scale);
if (runs.length === 0) throw new Error("give the files bench:server's runs wrote (P99_JSON, or its output)");
const base = runs[0]!;
const last = runs.at(-1)!;
const fig = (r: Run, op: string) => r.figures.find((f) => f.op === op && f.concurrent === LEVEL);
console.log(`# Read ops through the app at ${LEVEL} concurrent, by scale: p99 (ms) and server busy ms per call\n`);
for (const r of runs) console.log(`- scale ${r.scale}: load average at its start ${r.load} (2 cores shared with other sessions)`);
const head = [
  "op",
  "mode",
  ...runs.flatMap((r) => [
    `rows s${r.scale}`,
    `p99 s${r.scale}`,
    ...(r === base ? [] : [`p99 x s${base.scale}`]),
    `busy s${r.scale}`,
    ...(r === base ? [] : [`busy x s${base.scale}`]),
  ]),
];
let over = 0,
  overBusy = 0,
  n = 0;
const table: string[] = [];
for (const op of [...new Set(runs.flatMap((r) => r.figures.map((f) => f.op)))].sort()) {
  const b = fig(base, op);
  // the mode it was measured in: one, or each run's where they differ (a ratio across modes compares different answers)
  const modes = runs.map((r) => fig(r, op)?.mode ?? "-");
  const cells = [op, new Set(modes).size === 1 ? modes[0]! : modes.join(" / ")];
  for (const r of runs) {
    const f = fig(r, op);
    cells.push(f ? String(f.rows) : "-", f ? fmt(f.p99, 1) : "-");
    if (r !== base) cells.push(f && b ? fmt(f.p99 / b.p99, 2) : "-");
    cells.push(f && !Number.isNaN(f.busy) ? fmt(f.busy, 2) : "-");
    if (r !== base) cells.push(f && b && !Number.isNaN(f.busy) ? fmt(f.busy / b.busy, 2) : "-");
  }
  const fl = fig(last, op);
  if (fl && b) {
    n++;
    if (fl.p99 / b.p99 > LIMIT) over++;
    if (fl.busy / b.busy > LIMIT) overBusy++;
  }
  table.push(`| ${cells.join(" | ")} |`);
}
console.log(`\n| ${head.join(" | ")} |\n| ${head.map((_, i) => (i < 2 ? "---" : "---:")).join(" | ")} |\n${table.join("\n")}`);
console.log(
  `\nAt scale ${last.scale}: ${over} of ${n} ops over ${LIMIT}x their scale-${base.scale} p99; ${overBusy} of ${n} over ${LIMIT}x their busy ms per call. rows: the answer's rows for the op's demo caller (a windowed list's first load: its window; a page: its rows).`,
);

// Calls per second one server core can answer, by op mix: 1000 / the mix's weighted busy ms per call
// (the server is one Node process: its main thread is the core; PostgreSQL's own CPU is not in it).
const MIXES: Record<string, Record<string, number>> = {
  "small reads (me.account, outlets.get, workshops.execution, news.list, notifications.mine; equal)": {
    "me.account": 1,
    "outlets.get": 1,
    "workshops.execution": 1,
    "news.list": 1,
    "notifications.mine": 1,
  },
  "the load test's reads (outlets.list 3, workshops.ammd 2, news.list 2)": { "outlets.list": 3, "workshops.ammd": 2, "news.list": 2 },
  "every read op once (as bench:server called each: a windowed list's first load, its page ops' first page and search, any other whole)": {},
};
console.log(`\nCalls per second per server core (1000 / the mix's busy ms per call), by scale:`);
for (const [name, weights] of Object.entries(MIXES)) {
  const cells = runs.map((r) => {
    const fs = r.figures.filter((f) => f.concurrent === LEVEL && !Number.isNaN(f.busy) && (Object.keys(weights).length === 0 || f.op in weights));
    const w = (op: string) => (Object.keys(weights).length === 0 ? 1 : (weights[op] ?? 0));
    const total = fs.reduce((a, f) => a + w(f.op), 0);
    const busy = fs.reduce((a, f) => a + w(f.op) * f.busy, 0) / total;
    return `scale ${r.scale}: ${fmt(1000 / busy)}/s (${fmt(busy, 2)} ms)`;
  });
  console.log(`- ${name}: ${cells.join("; ")}`);
}
