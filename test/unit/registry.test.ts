// One registration per feature (src/features) is the app's only list of its parts: this test
// fails when something exists in one place and is missing from another. A machine defined in
// src/machines but registered by no feature (so no replay, no visualiser export, no flow could
// start it), a list slot or an operation contract declared in src/codecs but not registered (the
// list would never fold; a queued write could not be sent; the server would not answer it), a
// server handler without a shared contract or listed twice, a screen's link (src/codecs/navParams.ts)
// no feature registers, a path the code leads to that no screen has, a screen with neither a view
// nor a placeholder. The route table, menus and query codecs are built from the registrations, so
// a screen (or a menu place) registered twice stops the app at start-up.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { findMachines } from "../../scripts/machineDocs.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import type { AnyContract } from "../../src/codecs/contract.ts";
import type { AnyListSlot } from "../../src/codecs/lists.ts";
import { appRegistry, type AppRegistry, type FeatureWorld } from "../../src/features/feature.ts";
import { APP } from "../../src/features/index.ts";
import { FILE_KIND_WRITES, fileOfWrite } from "../../src/codecs/fileKinds.ts";
import type { PageLink } from "../../src/codecs/navParams.ts";
import { FILE_KINDS } from "../../src/codecs/upload.ts";
import type { Op } from "../../server/ops/registry.ts";
import { screen } from "../../src/views/routes.ts";

const ROOT = join(import.meta.dirname, "../..");

interface Parts {
  app: AppRegistry;
  machineIds: string[];
  slots: AnyListSlot[];
  contracts: AnyContract[];
  serverOps: string[];
  /** Every Op a module of server/ops exports. */
  definedOps: Op[];
  links: PageLink[];
  /** Paths written in the app's code (links, redirects, homes), with the file. */
  pathsInCode: { path: string; file: string }[];
}

const isSlot = (v: unknown): v is AnyListSlot =>
  typeof v === "object" && v !== null && typeof (v as AnyListSlot).fetched === "string" && typeof (v as AnyListSlot).name === "string" && "row" in v;
const isContract = (v: unknown): v is AnyContract =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as AnyContract).name === "string" &&
  "params" in v &&
  "row" in v &&
  "roles" in v &&
  typeof (v as AnyContract).write === "boolean";

const isLink = (v: unknown): v is PageLink =>
  typeof v === "object" &&
  v !== null &&
  Object.keys(v).length === 2 &&
  typeof (v as PageLink).path === "string" &&
  typeof (v as PageLink).params?.decode === "function";
const isOp = (v: unknown): v is Op =>
  typeof v === "object" && v !== null && typeof (v as Op).run === "function" && typeof (v as Op).name === "string" && "contract" in v;

/** Every export of <dir>/*.ts that `is` picks (arrays of them too). */
async function declared<T>(is: (v: unknown) => v is T, dir = "src/codecs"): Promise<T[]> {
  const out: T[] = [];
  for (const f of readdirSync(join(ROOT, dir)).filter((n) => n.endsWith(".ts"))) {
    for (const v of Object.values(await import(pathToFileURL(join(ROOT, dir, f)).href)).flatMap((v) => (Array.isArray(v) ? v : [v])))
      if (is(v) && !out.includes(v)) out.push(v);
  }
  return out;
}

/** Paths the app's code leads to: every "/name" string outside comments, but the API's, assets and the service worker. */
function pathsInCode(): { path: string; file: string }[] {
  const out: { path: string; file: string }[] = [];
  // the screens' folders too (decision 070), but their tests
  for (const dir of ["src/views", "src/screens", "src/machines", "src/codecs", "src/features"]) {
    for (const f of readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" }).filter(
      (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n),
    )) {
      const code = readFileSync(join(ROOT, dir, f), "utf8")
        .split("\n")
        .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l))
        .join("\n");
      for (const m of code.matchAll(/["'`](\/[A-Za-z][A-Za-z0-9_/.-]*)["'`?]/g)) {
        if (!/^\/(api|assets)\/|^\/sw\.js$/.test(m[1]!)) out.push({ path: m[1]!, file: `${dir}/${f}` });
      }
    }
  }
  return out;
}

/** What is in one place and missing from another (empty when the registrations are whole). */
function problems({ app, machineIds, slots, contracts, serverOps, definedOps, links, pathsInCode }: Parts): string[] {
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
  for (const name of new Set(serverOps))
    if (serverOps.filter((n) => n === name).length > 1) out.push(`server operation ${name} is listed twice (server/ops/index.ts)`);
  for (const op of definedOps)
    if (!serverOps.includes(op.name)) out.push(`server operation ${op.name} (server/ops) is not in ALL_OPS: the API would not answer it`);
  const screens = app.features.flatMap((f) => f.screens ?? []);
  for (const l of links) {
    const s = screens.find((d) => d.path === l.path);
    if (!s) out.push(`link ${l.path} (src/codecs/navParams.ts) is registered by no feature: it would lead to /404`);
    else if (s.params !== l.params) out.push(`screen ${l.path} is registered without its link's codec (src/codecs/navParams.ts)`);
  }
  for (const s of screens)
    if (!s.view && !s.placeholder && !APP_DRAWN.includes(s.path)) out.push(`screen ${s.path} has no view and is not a placeholder`);
  for (const { path, file } of pathsInCode) if (!app.routes.routeOf(path)) out.push(`${file} leads to ${path}, which no feature registers`);
  return out;
}

const real = async (): Promise<Parts> => ({
  app: APP,
  machineIds: (await findMachines(ROOT)).map((f) => f.machine.id),
  slots: await declared(isSlot),
  contracts: await declared(isContract),
  serverOps: ALL_OPS.map((o) => o.name),
  definedOps: await declared(isOp, "server/ops"),
  links: await declared(isLink),
  pathsInCode: pathsInCode(),
});

/** The pages src/views/App.tsx draws itself (registered for their title and access, without a view). */
const APP_DRAWN = ["/signin", "/404", "/500"];

test("every machine, list, operation and screen is registered where the app needs it", async () => {
  assert.equal(problems(await real()), []);
});

test("each check can fail: a part left out of one place is reported", async () => {
  const parts = await real();
  const withoutOutlets = appRegistry(APP.features.filter((f) => f.id !== "outlets"));
  const report = problems({ ...parts, app: withoutOutlets }).join("\n");
  for (const m of ["machine outletList", "machine outletForm", "list outlets", "write outlets.insert", "write outlets.delete"])
    assert.match(report, m);
  assert.match(
    problems({ ...parts, serverOps: parts.serverOps.filter((n) => n !== "news.list") }).join("\n"),
    "operation news.list (src/codecs) has no server handler",
  );
  assert.match(
    problems({ ...parts, contracts: parts.contracts.filter((c) => c.name !== "wss.list") }).join("\n"),
    "server operation wss.list has no contract",
  );
  assert.match(
    problems({ ...parts, machineIds: [...parts.machineIds, "lonely"] }).join("\n"),
    "machine lonely (src/machines) is registered by no feature",
  );
  assert.match(problems({ ...parts, serverOps: [...parts.serverOps, "news.list"] }).join("\n"), "server operation news.list is listed twice");
  assert.match(
    problems({
      ...parts,
      serverOps: parts.serverOps.filter((n) => n !== "wss.list"),
      contracts: parts.contracts.filter((c) => c.name !== "wss.list"),
    }).join("\n"),
    "server operation wss.list (server/ops) is not in ALL_OPS",
  );
  const withoutTrainings = appRegistry(APP.features.filter((f) => f.id !== "trainings"));
  const untrained = problems({ ...parts, app: withoutTrainings }).join("\n");
  assert.match(untrained, "link /training (src/codecs/navParams.ts) is registered by no feature");
  assert.match(untrained, "src/screens/home/HomeView.tsx leads to /listTraining, which no feature registers");
  const bare = APP.features.map((f) =>
    f.id !== "outlets" ? f : { ...f, screens: f.screens!.map((s) => ({ ...s, params: undefined, view: undefined })) },
  );
  const bareReport = problems({ ...parts, app: appRegistry(bare) }).join("\n");
  assert.match(bareReport, "screen /addEditOutlet is registered without its link's codec");
  assert.match(bareReport, "screen /listOutlet has no view and is not a placeholder");
});

test("each kind of file is registered whole: its write, the kind its write's file is, and the database's list of kinds", () => {
  assert.equal(Object.keys(FILE_KIND_WRITES).sort(), Object.keys(FILE_KINDS).sort());
  for (const [kind, f] of Object.entries(FILE_KIND_WRITES)) {
    assert.ok(APP.writes.get(f.write.name) === f.write, `${kind}: its write ${f.write.name} is registered by a feature`);
    const params = f.params("a".repeat(64), 7, "day1");
    assert.equal(fileOfWrite(f.write.name, params), { kind, sha256: "a".repeat(64) }, `${kind}: a queued ${f.write.name} sends its bytes first`);
  }
  const migrations = readdirSync(join(ROOT, "server/db/migrations"))
    .filter((n) => n.endsWith(".sql"))
    .sort();
  const checks = migrations.flatMap((n) =>
    [...readFileSync(join(ROOT, "server/db/migrations", n), "utf8").matchAll(/stored_file_kind_check CHECK \(kind IN \(([^)]*)\)\)/g)].map(
      (m) => m[1]!,
    ),
  );
  assert.equal(
    checks
      .at(-1)
      ?.split(",")
      .map((k) => k.trim().replace(/'/g, ""))
      .sort(),
    Object.keys(FILE_KINDS).sort(),
    "the last migration's stored_file_kind_check names every kind",
  );
});

test("a part registered twice stops the app at start-up", () => {
  const outlets = APP.features.find((f) => f.id === "outlets")!;
  assert.throws(() => appRegistry([...APP.features, { ...outlets, id: "copy" }]), /registered twice \(again by feature copy\)/);
  const again = { id: "again", machines: [], screens: [screen("/listOutlet", { access: "signedIn", placeholder: true })] };
  assert.throws(() => appRegistry([...APP.features, again]), /screen \/listOutlet is registered twice \(again by feature again\)/);
  const crowded = {
    id: "crowded",
    machines: [],
    screens: [screen("/elsewhere", { access: "signedIn", placeholder: true, menu: { of: "FCP", at: 3, icon: "office" } })],
  };
  assert.throws(() => appRegistry([...APP.features, crowded]), /menu FCP: \/elsewhere and \/homeFCP are both at place 3/);
});

test("a form machine that keeps drafts with no feature binding its draft actions stops the app at start-up", () => {
  const unbound = APP.features.map((f) => (f.id === "containers" ? { ...f, provide: undefined } : f));
  assert.throws(() => appRegistry(unbound).bind({} as FeatureWorld), /containerForm keeps drafts, but no feature binds its draft actions/);
});

test.run();
