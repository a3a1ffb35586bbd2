// Search across records (decision 082): the time to search 10,000 cached records for a prefix as
// it grows ("to", "tor", "tora", "toran"), beside a floor measured in the same run: the same names
// lowered and tested with `includes` in a bare loop. Printed, never asserted. This is Node on this
// machine, not a phone: a 4x slower CPU multiplies both figures alike.
// Run: `npm run bench:search`.
import { performance } from "node:perf_hooks";
import { searchRecords, type SearchLists } from "../src/codecs/recordSearch.ts";
import type { Outlet } from "../src/codecs/outlet.ts";
import { hpaOf, leadOf, workshopRowOf } from "../test/unit/fixtures.ts";

const N = 2500;
const words = ["Toran", "Diya", "Rangoli", "Kalash", "Mandala", "Warli", "Madhubani", "Bandhani"];
const word = (i: number) => `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`;
const lists: SearchLists = {
  workshops: Array.from({ length: N }, (_, i) => workshopRowOf(i + 1, { name: `${word(i)} Workshop` })),
  hpas: Array.from({ length: N }, (_, i) => hpaOf(i + 1, { name: `${word(i + 1)} Club` })),
  leads: Array.from({ length: N }, (_, i) => leadOf(i + 1, `${word(i + 2)} Lead`)),
  outlets: Array.from(
    { length: N },
    (_, i) =>
      ({
        id: i + 1,
        outletname__c: `${word(i + 3)} Paints`,
        outletcode__c: `OUT${i}`,
        mobile_no__c: `98${String(i).padStart(8, "0")}`,
      }) as unknown as Outlet,
  ),
  fcps: [],
  people: [],
};
const names = [
  ...lists.workshops.map((w) => w.name ?? ""),
  ...lists.hpas.map((h) => h.name),
  ...lists.leads.map((l) => l.name),
  ...lists.outlets.map((o) => o.outletname__c ?? ""),
];

function median(run: () => unknown, times = 41): number {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    run();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

console.log(`search over ${names.length} cached records (median of 41 runs; floor: lowercase + includes over the names alone)`);
for (const q of ["to", "tor", "tora", "toran", "98000012"]) {
  const hits = searchRecords(lists, q, "CMDI").length;
  const search = median(() => searchRecords(lists, q, "CMDI"));
  const needle = q.toLowerCase();
  const floor = median(() => names.filter((n) => n.toLowerCase().includes(needle)).length);
  console.log(`  ${`"${q}"`.padEnd(12)} ${search.toFixed(2).padStart(7)} ms  floor ${floor.toFixed(2).padStart(6)} ms  (${hits} hits shown)`);
}
