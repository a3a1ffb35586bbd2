// Each read op's p99 through the app at 16 concurrent, per scale, beside its scale-1 figure (issue 50
// item 3: at scale 100 at most 3x scale 1). Reads the files bench:server wrote with P99_JSON:
//   for s in 1 10 100; do SCALE=$s LEVELS=16 READS_ONLY=1 ONE_ROW_CALLS=2000 P99_JSON=bench-s$s.json npm run bench:server; done
//   node --import tsx bench/scales.ts bench-s1.json bench-s10.json bench-s100.json
// Printed, never asserted (a shared machine's load moves the figures; the load average of each run is shown).
import { readFileSync } from "node:fs";
import { fmt } from "./figures.ts";

interface Run {
  scale: number;
  postgres: string;
  calls: number;
  oneRowCalls: number;
  load: number[];
  figures: Array<{ op: string; kind: string; rows: number; concurrent: number; perSecond: number; p50: number; p99: number }>;
}

const LEVEL = Number(process.env.LEVEL) || 16;
const LIMIT = 3;
const runs = process.argv
  .slice(2)
  .map((f) => JSON.parse(readFileSync(f, "utf8")) as Run)
  .sort((a, b) => a.scale - b.scale);
if (runs.length === 0) throw new Error("give the P99_JSON files of bench:server's runs");
const base = runs[0]!;
const at = (r: Run, op: string) => r.figures.find((f) => f.op === op && f.concurrent === LEVEL);
console.log(`# Read ops' p99 through the app at ${LEVEL} concurrent, by scale (PostgreSQL ${base.postgres})\n`);
for (const r of runs)
  console.log(
    `- scale ${r.scale}: ${r.calls} calls per list read, ${r.oneRowCalls} per one-row read; load average at its end ${r.load.map((l) => l.toFixed(2)).join(" ")} (2 cores shared)`,
  );
const head = [
  "op",
  ...runs.flatMap((r) => (r === base ? [`rows s${r.scale}`, `p99 s${r.scale}`] : [`rows s${r.scale}`, `p99 s${r.scale}`, `x s${base.scale}`])),
];
const lines: string[][] = [];
let over = 0;
const last = runs.at(-1)!;
for (const op of [...new Set(runs.flatMap((r) => r.figures.map((f) => f.op)))].sort()) {
  const b = at(base, op);
  const cells = [op];
  for (const r of runs) {
    const f = at(r, op);
    cells.push(f ? String(f.rows) : "-", f ? fmt(f.p99, 1) : "-");
    if (r !== base) cells.push(f && b ? fmt(f.p99 / b.p99, 2) : "-");
  }
  const fl = at(last, op);
  if (fl && b && fl.p99 / b.p99 > LIMIT) over++;
  lines.push(cells);
}
console.log(`\n| ${head.join(" | ")} |\n| ${head.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`);
for (const l of lines) console.log(`| ${l.join(" | ")} |`);
console.log(
  `\n${over} of ${lines.length} ops over ${LIMIT}x their scale-${base.scale} p99 at scale ${last.scale} (ms; rows: the answer's rows for the op's demo caller)`,
);
