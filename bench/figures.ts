// Printing of benchmark figures (median, min, max of the runs); never an assertion.
export const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** `label: median unit (target ...) [runs: ...; min ..., max ...]`; `runs: false` prints only the count. */
export function figure(label: string, xs: number[], unit: string, target: string, digits = 0, runs = true) {
  const list = runs ? `runs: ${xs.map((x) => fmt(x, digits)).join(", ")}` : `n ${xs.length}`;
  console.log(
    `${label}: ${fmt(median(xs), digits)} ${unit} (target ${target}) [${list}; min ${fmt(Math.min(...xs), digits)}, max ${fmt(Math.max(...xs), digits)}]`,
  );
}
