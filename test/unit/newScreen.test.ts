// Issue 44's check that a screen is one folder: a whole new screen (test/fixtures/newScreen: a cached
// list with its own machine, model, feature, registration, flows and View, its codec, op, migration
// and tests) is copied into a copy of this repository, the generators run (`npm run screens`,
// `npm run machines`, `npm run routes:doc`), and then:
// - the files that changed are the new screen's own plus the generated ones, nothing else: no list
//   of screens, menus, operations, machines or models is edited by hand;
// - in that copy the new screen is a route with its menu place, its operation is answered, its
//   machine is registered and exported for the visualiser, and the registry, the model test of its
//   machine, its View test and its server test pass.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const ROOT = join(import.meta.dirname, "../..");
const FIXTURE = join(ROOT, "test/fixtures/newScreen");

/** Every file of a tree (relative paths), node_modules and .git left out. */
function filesOf(dir: string, under = ""): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((d) => {
    const rel = under ? `${under}/${d.name}` : d.name;
    if (d.name === "node_modules" || d.name === ".git" || d.name === "dist") return [];
    return d.isDirectory() ? filesOf(dir, rel) : [rel];
  });
}
const digests = (dir: string) =>
  new Map(
    filesOf(dir).map((f) => [
      f,
      createHash("sha1")
        .update(readFileSync(join(dir, f)))
        .digest("hex"),
    ]),
  );

/** The repository's files as they are now (tracked and new, ignored ones left out) copied to a new folder. */
function copyOfRepo(): string {
  const to = mkdtempSync(join(tmpdir(), "new-screen-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const f of files) {
    try {
      mkdirSync(dirname(join(to, f)), { recursive: true });
      cpSync(join(ROOT, f), join(to, f));
    } catch {
      // a tracked file deleted in the working tree is left out, as a commit would
    }
  }
  symlinkSync(join(ROOT, "node_modules"), join(to, "node_modules"), "dir");
  return to;
}

/** The fixture's files at their places (`NEXT` in a migration's name: the next number); returns their paths. */
function addScreen(repo: string): string[] {
  const migrations = readdirSync(join(repo, "server/db/migrations")).filter((f) => /^\d+_/.test(f));
  const next = String(Math.max(...migrations.map((f) => Number(f.split("_")[0]))) + 1).padStart(3, "0");
  return filesOf(FIXTURE)
    .filter((f) => f.endsWith(".tpl"))
    .map((f) => {
      const to = f.replace(/\.tpl$/, "").replace(/\/NEXT_/, `/${next}_`);
      mkdirSync(dirname(join(repo, to)), { recursive: true });
      writeFileSync(join(repo, to), readFileSync(join(FIXTURE, f)));
      return to;
    });
}

const node = (repo: string, args: string[]) =>
  execFileSync(process.execPath, ["--import", "tsx", ...args], { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const uvu = (repo: string, dir: string, pattern: string) =>
  node(repo, ["--import", "./scripts/css-hook.mjs", "node_modules/uvu/bin.js", dir, pattern]);

/** What a generator writes: derived from the registrations, never edited by hand. */
const GENERATED = [/^src\/screens\/features\.gen\.ts$/, /^docs\/machines\/[^/]+$/, /^docs\/decisions\/003-route-roles\.md$/];

let repo = "";
test.before(() => {
  repo = copyOfRepo();
});
test.after(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

test("a new screen touches its folder, its codec, op, migration and tests; the rest is generated", () => {
  const before = digests(repo);
  const added = addScreen(repo);
  for (const script of ["scripts/screenFeatures.ts", "scripts/machines.ts", "scripts/routesDoc.ts"]) node(repo, [script]);
  const after = digests(repo);
  const changed = [...after.keys()].filter((f) => before.get(f) !== after.get(f)).sort();
  const removed = [...before.keys()].filter((f) => !after.has(f));
  assert.equal(removed, [], "nothing is removed");
  const byHand = changed.filter((f) => !GENERATED.some((g) => g.test(f)));
  assert.equal(byHand, [...added].sort(), "only the new screen's own files are written by hand");
  const outside = byHand.filter((f) => !f.startsWith("src/screens/fixtureNotes/"));
  assert.equal(
    outside,
    [
      "server/db/migrations/" +
        added
          .find((f) => f.includes("_fixture_notes.sql"))!
          .split("/")
          .pop(),
      "server/ops/fixtureNotes.ts",
      "src/codecs/fixtureNotes.ts",
      "test/server/fixtureNotes.test.ts",
    ].sort(),
  );
  // what the generators wrote for it: the app's list of screen features, the visualiser's files, decision 003
  for (const f of [
    "src/screens/features.gen.ts",
    "docs/machines/fixtureNotes.machine.js",
    "docs/machines/fixtureNotes.md",
    "docs/decisions/003-route-roles.md",
  ])
    assert.ok(changed.includes(f), `${f} is generated for the new screen`);
  console.log(
    `    a new screen: ${byHand.length} files by hand (${byHand.length - outside.length} in its folder, ${outside.length} outside: ${outside.join(", ")}); ${changed.length - byHand.length} generated`,
  );
});

test("in that copy the new screen is a route in the FCP's menu, its operation is answered, its machine registered and its model covers it", () => {
  const out = node(repo, [
    "-e",
    `const { APP } = await import("./src/features/index.ts");
     const { ALL_OPS } = await import("./server/ops/index.ts");
     const r = APP.routes.routeOf("/fixtureNotes");
     const menu = APP.routes.navigationOf({ role: "FCP", superAdmin: false });
     const { machineFiles } = await import("./scripts/machineDocs.ts");
     const { assertModelCoverage, withDelayed } = await import("./test/unit/machines/reach.ts");
     const { model: [machine, model] } = await import("./src/screens/fixtureNotes/fixtureNotes.model.ts");
     assertModelCoverage(machine, withDelayed(machine, model));
     console.log(JSON.stringify({ title: r?.title, access: r?.access, inMenu: JSON.stringify(menu).includes("/fixtureNotes"),
       op: ALL_OPS.some((o) => o.name === "fixtureNotes.list"), machine: "fixtureNotes" in APP.machines,
       found: machineFiles(".").includes("src/screens/fixtureNotes/fixtureNotes.machine.ts"), modelOf: machine.id }));`,
  ]);
  assert.equal(JSON.parse(out.trim().split("\n").pop()!), {
    title: "Fixture Notes",
    access: "signedIn",
    inMenu: true,
    op: true,
    machine: true,
    found: true,
    modelOf: "fixtureNotes",
  });
});

test("in that copy the registry, the screen's View test and its server test pass", () => {
  for (const [dir, pattern] of [
    ["test/unit", "registry\\.test\\.ts$"],
    ["src/screens", "fixtureNotes/NotesView\\.test\\.tsx$"],
    ["test/server", "fixtureNotes\\.test\\.ts$"],
  ] as const) {
    let out = "";
    try {
      out = uvu(repo, dir, pattern);
    } catch (e) {
      const x = e as { stdout?: string; stderr?: string };
      assert.unreachable(`${dir} ${pattern} failed in the copy:\n${x.stdout ?? ""}\n${x.stderr ?? ""}`);
    }
    assert.match(out, /Passed:\s+[1-9]/, `${dir} ${pattern} ran tests`);
    assert.not.match(out, /FAIL/, `${dir} ${pattern}`);
  }
});

test.run();
