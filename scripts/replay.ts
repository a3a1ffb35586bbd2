// npm run replay -- <log.json>: replays an exported event log headless into the app's machines
// (effects stubbed, timers from the log), prints the final machine states and the store state,
// and exits 1 on a divergence, an unknown event or an unreadable record (2 when unreadable).
import { readFileSync } from "node:fs";
import { APP } from "../src/features/index.ts";
import { replayLogText, replayProblems, stopAll } from "../src/views/qa/replayLog.ts";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run replay -- <log.json>   (a file from the QA page's Download log)");
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, "utf8");
} catch (e) {
  console.error(`cannot read ${file}: ${(e as Error).message}`);
  process.exit(2);
}
const r = replayLogText(text, { machines: APP.machines, store: APP.store });
if (!r.ok) {
  console.error(`${file} is not a log that can be replayed: ${r.error}`);
  process.exit(2);
}
const { result } = r;
const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
console.log(`${file}: ${r.events} events from app ${r.file.appVersion}, exported ${new Date(r.file.exportedAt).toISOString()}`);
console.log("\nMachines");
for (const [key, s] of Object.entries(result.snapshots)) console.log(`  ${key.padEnd(28)} ${show(s.value).padEnd(24)} ${s.status}`);
const st = result.state;
console.log("\nStore");
console.log(`  session   ${st.session.user ? `${st.session.user.name} (${st.session.role})` : "signed out"}`);
console.log(`  location  ${st.location ? st.location.path + (st.location.search ? `?${st.location.search}` : "") : "-"}`);
console.log(`  lists     ${APP.slots.map((slot) => `${slot.name} ${st.lists[slot.name]?.length ?? 0}`).join(", ")}`);
console.log(`  writes    ${["pending", "synced", "rejected"].map((k) => `${k} ${st.outbox.filter((w) => w.status === k).length}`).join(", ")}`);
if (st.warnings.length) console.log(`  warnings  ${st.warnings.map((w) => w.message).join(" | ")}`);
for (const d of result.divergences)
  console.log(
    `DIVERGENCE #${d.seq} ${d.machine}: ${d.type} in ${show(d.state)} was ${d.recorded ? "taken" : "refused"} live, ${d.replayed ? "taken" : "refused"} in replay`,
  );
for (const u of result.unknown) console.log(`UNKNOWN #${u.seq} ${u.type}: ${u.reason} ${u.machine ?? ""}`);
for (const u of r.unreadable) console.log(`UNREADABLE #${u.seq ?? "?"} ${u.type ?? ""}: ${u.detail}`);
const problems = replayProblems(r);
console.log(problems ? `\n${problems} problem(s): the replay does not reproduce this log` : "\nreplayed without divergence");
stopAll(result);
process.exit(problems ? 1 : 0);
