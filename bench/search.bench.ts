// Issue 47's figures in Node on this machine (bench/fieldDay.page.ts): the Today list from an FCP's
// cached records and a search for a prefix over 10,000 cached records, each beside its floor
// measured in the same run. Printed, never asserted. The phone's figures (Chromium at 4x CPU) are
// `npm run bench:fieldDay`.
// Run: `npm run bench:search`.
import { fieldDayFigures } from "./fieldDay.page.ts";

console.log("Node, this machine's CPU");
for (const line of fieldDayFigures()) console.log(line);
