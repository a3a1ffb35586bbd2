// Issue 47's figures, measured where they run (bench/fieldDay.chromium.ts runs this in Chromium at
// 4x CPU; bench/search.bench.ts in Node): the Today list drawn from an FCP's cached records, and a
// search for a prefix over 10,000 cached records, each beside a floor measured in the same run
// (the same rows read in a bare loop: for Today, each row's dates compared with today's; for the
// search, the names lowered and tested with `includes`). Self-contained: no DOM, no React; the
// lines it returns are printed by the caller, never asserted.
import { searchRecords, type SearchLists } from "../src/codecs/recordSearch.ts";
import type { Outlet } from "../src/codecs/outlet.ts";
import { nowOn, todayItems, type TodaySources } from "../src/codecs/today.ts";
import type { MyWorkshopRow } from "../src/codecs/workshop.ts";
import { hpaOf, leadOf, workshopRowOf } from "../test/unit/fixtures.ts";

const words = ["Toran", "Diya", "Rangoli", "Kalash", "Mandala", "Warli", "Madhubani", "Bandhani"];
const word = (i: number) => `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`;

/** 10,000 cached records: 2,500 each of workshops, HPAs, leads and outlets. */
export function searchLists(n = 2500): SearchLists {
  return {
    workshops: Array.from({ length: n }, (_, i) => workshopRowOf(i + 1, { name: `${word(i)} Workshop` })),
    hpas: Array.from({ length: n }, (_, i) => hpaOf(i + 1, { name: `${word(i + 1)} Club` })),
    leads: Array.from({ length: n }, (_, i) => leadOf(i + 1, `${word(i + 2)} Lead`)),
    outlets: Array.from(
      { length: n },
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
}

const TODAY = "2026-11-29";
const STAGES = ["Planning", "Awaiting Workshop Confirmation", "Awaiting AMMD Approval", "AMMD Confirmation", "Execution", "CMDI Verification"];
const day = (offset: number) => {
  const d = new Date(Date.UTC(2026, 10, 29 + offset));
  return d.toISOString().slice(0, 10);
};

/** An FCP's cached records, `n` workshops over the year around today and `n` leads with follow-ups around it. */
export function fcpSources(n: number): TodaySources {
  return {
    myWorkshops: Array.from(
      { length: n },
      (_, i) =>
        workshopRowOf(i + 1, {
          name: `${word(i)} Workshop`,
          stagename: STAGES[i % STAGES.length]!,
          start_date_time__c: `${day((i % 240) - 200)}T10:30:00`,
        }) as MyWorkshopRow,
    ),
    ammdWorkshops: [],
    leads: Array.from({ length: n }, (_, i) =>
      leadOf(i + 1, `${word(i + 2)} Lead`, { status: i % 3 === 0 ? "Interested" : "New", follow_up: i % 2 === 0 ? day((i % 20) - 10) : null }),
    ),
    trainings: [],
    trainingApprovals: [],
    account: [{ id: 1, ettc: false }],
  };
}

/** The median of `times` runs of `run`, in ms. */
export function median(run: () => unknown, times = 41): number {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    run();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

const row = (label: string, ms: number, floor: number, note: string) =>
  `  ${label.padEnd(28)} ${ms.toFixed(2).padStart(8)} ms  floor ${floor.toFixed(2).padStart(7)} ms  (${note})`;

/** The figures, as lines to print. */
export function fieldDayFigures(): string[] {
  const out: string[] = [];
  const now = nowOn(TODAY);
  out.push("Today from the FCP's cached records (median of 41; floor: each row's dates compared with today's in a bare loop)");
  for (const n of [50, 500, 5000]) {
    const s = fcpSources(n);
    const items = todayItems("FCP", s, now).length;
    const ms = median(() => todayItems("FCP", s, now));
    const floor = median(() => {
      let k = 0;
      for (const w of s.myWorkshops) if ((w.start_date_time__c ?? "").slice(0, 10) <= now.tomorrow) k++;
      for (const l of s.leads) if (l.follow_up !== null && l.follow_up <= now.today) k++;
      return k;
    });
    out.push(row(`${n} workshops + ${n} leads`, ms, floor, `${items} items`));
  }
  const lists = searchLists();
  const names = [
    ...lists.workshops.map((w) => w.name ?? ""),
    ...lists.hpas.map((h) => h.name),
    ...lists.leads.map((l) => l.name),
    ...lists.outlets.map((o) => o.outletname__c ?? ""),
  ];
  out.push(`Search over ${names.length} cached records (median of 41; floor: lowercase + includes over the names alone)`);
  for (const q of ["to", "tor", "tora", "toran", "98000012"]) {
    const hits = searchRecords(lists, q, "CMDI").length;
    const ms = median(() => searchRecords(lists, q, "CMDI"));
    const needle = q.toLowerCase();
    const floor = median(() => names.filter((x) => x.toLowerCase().includes(needle)).length);
    out.push(row(`"${q}"`, ms, floor, `${hits} hits shown`));
  }
  return out;
}
