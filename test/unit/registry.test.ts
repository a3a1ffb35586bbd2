// One registration per feature (src/features) is the app's only list of its parts: this test
// fails when something exists in one place and is missing from another. A machine defined in
// src/machines but registered by no feature (so no replay, no visualiser export, no flow could
// start it), a list slot or an operation contract declared in src/codecs but not registered (the
// list would never fold; a queued write could not be sent; the server would not answer it), a
// server handler without a shared contract, a screen without a route row.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { findMachines } from "../../scripts/machineDocs.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import type { AnyContract } from "../../src/codecs/contract.ts";
import type { AnyListSlot } from "../../src/codecs/lists.ts";
import { appRegistry, type AppRegistry } from "../../src/features/feature.ts";
import { APP } from "../../src/features/index.ts";
import { routeOf } from "../../src/views/routes.ts";

const ROOT = join(import.meta.dirname, "../..");

interface Parts { app: AppRegistry; machineIds: string[]; slots: AnyListSlot[]; contracts: AnyContract[]; serverOps: string[] }

const isSlot = (v: unknown): v is AnyListSlot =>
  typeof v === "object" && v !== null && typeof (v as AnyListSlot).fetched === "string" && typeof (v as AnyListSlot).name === "string" && "row" in v;
const isContract = (v: unknown): v is AnyContract =>
  typeof v === "object" && v !== null && typeof (v as AnyContract).name === "string" && "params" in v && "row" in v && "roles" in v && typeof (v as AnyContract).write === "boolean";

/** Every export of src/codecs/*.ts that `is` picks. */
async function declared<T>(is: (v: unknown) => v is T): Promise<T[]> {
  const out: T[] = [];
  for (const f of readdirSync(join(ROOT, "src/codecs")).filter((n) => n.endsWith(".ts"))) {
    for (const v of Object.values(await import(pathToFileURL(join(ROOT, "src/codecs", f)).href))) if (is(v) && !out.includes(v)) out.push(v);
  }
  return out;
}

/** What is in one place and missing from another (empty when the registrations are whole). */
function problems({ app, machineIds, slots, contracts, serverOps }: Parts): string[] {
  const out: string[] = [];
  const registered = Object.keys(app.machines);
  for (const id of machineIds) if (!registered.includes(id)) out.push(`machine ${id} (src/machines) is registered by no feature`);
  for (const id of registered) if (!machineIds.includes(id)) out.push(`machine ${id} is registered but src/machines does not define it`);
  for (const s of slots) if (!app.slots.includes(s)) out.push(`list ${s.name} (src/codecs) is registered by no feature: it would never fold`);
  for (const s of app.slots) if (!slots.includes(s)) out.push(`list ${s.name} is registered but not declared in src/codecs`);
  for (const c of contracts) {
    if (c.write && app.writes.get(c.name) !== c) out.push(`write ${c.name} (src/codecs) is registered by no feature: a queued one could not be sent`);
    if (!serverOps.includes(c.name)) out.push(`operation ${c.name} (src/codecs) has no server handler (server/ops/index.ts)`);
  }
  for (const name of serverOps) if (!contracts.some((c) => c.name === name)) out.push(`server operation ${name} has no contract in src/codecs`);
  for (const path of app.screens.keys()) if (!routeOf(path)) out.push(`screen ${path} has no route row (src/views/routes.ts)`);
  return out;
}

const real = async (): Promise<Parts> => ({
  app: APP,
  machineIds: (await findMachines(ROOT)).map((f) => f.machine.id),
  slots: await declared(isSlot),
  contracts: await declared(isContract),
  serverOps: ALL_OPS.map((o) => o.name),
});

test("every machine, list, operation and screen is registered where the app needs it", async () => {
  assert.equal(problems(await real()), []);
});

test("each check can fail: a part left out of one place is reported", async () => {
  const parts = await real();
  const withoutOutlets = appRegistry(APP.features.filter((f) => f.id !== "outlets"));
  const report = problems({ ...parts, app: withoutOutlets }).join("\n");
  for (const m of ["machine outletList", "machine outletForm", "list outlets", "write outlets.insert", "write outlets.delete"]) assert.match(report, m);
  assert.match(problems({ ...parts, serverOps: parts.serverOps.filter((n) => n !== "news.list") }).join("\n"), "operation news.list (src/codecs) has no server handler");
  assert.match(problems({ ...parts, contracts: parts.contracts.filter((c) => c.name !== "wss.list") }).join("\n"), "server operation wss.list has no contract");
  assert.match(problems({ ...parts, machineIds: [...parts.machineIds, "lonely"] }).join("\n"), "machine lonely (src/machines) is registered by no feature");
  const stray = appRegistry([...APP.features, { id: "stray", machines: [], screens: { "/nowhere": async () => ({ default: () => null }) } }]);
  assert.match(problems({ ...parts, app: stray }).join("\n"), "screen /nowhere has no route row");
});

test("a part registered twice stops the app at start-up", () => {
  const outlets = APP.features.find((f) => f.id === "outlets")!;
  assert.throws(() => appRegistry([...APP.features, { ...outlets, id: "copy" }]), /registered twice \(again by feature copy\)/);
});

test.run();
