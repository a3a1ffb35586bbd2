// Dependency direction (architecture.md), checked by scanning every import:
// screens -> views, machines, codecs and the store; views -> codecs and the store (a view knows no
// machine: issue 44); machines -> codecs; effects -> codecs; store -> codecs; server -> codecs (and
// shared machines); main.ts, app.tsx, wiring.ts, the sign-in wiring (src/signin/, decision 052) and
// the feature registrations (src/features/) -> everything. Machines never import effects; views never
// import effects, machines, screens or the server.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const ROOT = join(import.meta.dirname, "../..");

type Layer = "codecs" | "machines" | "effects" | "store" | "views" | "screens" | "main" | "server" | "other";

export function layerOf(file: string): Layer {
  const f = file.replace(/\\/g, "/");
  // a screen's folder (issue 44): its View draws plain props (a view: no machine); its registration,
  // flows and selectors are the screen layer; its tests are tests. A screen's own machine is a machine,
  // and its own feature (feature.ts: the effects it provides; the generated list of them) is the app's part;
  // its machine's model (<id>.model.ts) is test data
  if (f.startsWith("src/screens/")) {
    if (/\.(test\.tsx?|model\.ts)$/.test(f)) return "other";
    if (/(View\.tsx|\.css)$/.test(f)) return "views";
    if (f.endsWith(".machine.ts")) return "machines";
    if (/^src\/screens\/([^/]+\/feature|features\.gen)\.ts$/.test(f)) return "main";
    return "screens";
  }
  if (f === "src/main.ts" || f === "src/app.tsx" || f === "src/wiring.ts" || f.startsWith("src/signin/") || f.startsWith("src/features/"))
    return "main";
  const m = /^src\/(codecs|machines|effects|store|views)\//.exec(f);
  if (m) return m[1] as Layer;
  if (f.startsWith("server/")) return "server";
  return "other";
}

const ALLOWED: Record<Layer, Layer[]> = {
  codecs: ["codecs"],
  machines: ["machines", "codecs"],
  effects: ["effects", "codecs"],
  store: ["store", "codecs"],
  views: ["views", "codecs", "store"],
  screens: ["screens", "views", "machines", "codecs", "store"],
  server: ["server", "codecs", "machines"],
  main: ["main", "codecs", "machines", "effects", "store", "views", "screens"],
  other: [],
};

/** Packages a pure layer must not reach for (UI or I/O). */
const FORBIDDEN_PACKAGES: Partial<Record<Layer, RegExp>> = {
  codecs: /^(react|react-dom|wouter|@blueprintjs\/|@xstate\/react|xstate|localforage|pg|@electric-sql\/|fastify|node:)/,
  machines: /^(react|react-dom|wouter|@blueprintjs\/|@xstate\/react|localforage|pg|@electric-sql\/|fastify|node:)/,
  views: /^(localforage|pg|@electric-sql\/|fastify|pica|node:)/,
  screens: /^(localforage|pg|@electric-sql\/|fastify|pica|node:)/,
};

export function allowed(from: string, to: string): boolean {
  const a = layerOf(from),
    b = layerOf(to);
  return a === "other" || ALLOWED[a].includes(b);
}

function sources(dir: string): string[] {
  const abs = join(ROOT, dir);
  try {
    statSync(abs);
  } catch {
    return [];
  }
  return readdirSync(abs, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.endsWith(".d.ts"))
    .map((f) => join(dir, f));
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export function importsOf(code: string): string[] {
  return [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

const files = [...sources("src"), ...sources("server")];

test("the scanner sees imports and the rules reject the forbidden directions", () => {
  assert.equal(
    importsOf(`import a from "./a.ts";\nexport { b } from '../b.ts'; import "x.css"; const c = import("./c.tsx");\nimport type { D } from "./d.ts";`),
    ["./a.ts", "../b.ts", "x.css", "./c.tsx", "./d.ts"],
  );
  assert.not.ok(allowed("src/views/LoginPage.tsx", "src/effects/api.ts"));
  assert.not.ok(allowed("src/views/LoginPage.tsx", "server/main.ts"));
  assert.not.ok(allowed("src/machines/session.machine.ts", "src/effects/storage.ts"));
  assert.not.ok(allowed("src/codecs/auth.ts", "src/machines/session.machine.ts"));
  assert.not.ok(allowed("src/effects/api.ts", "src/machines/session.machine.ts"));
  assert.not.ok(allowed("server/app.ts", "src/views/App.tsx"));
  assert.not.ok(allowed("server/app.ts", "src/effects/api.ts"));
  assert.ok(allowed("src/main.ts", "src/effects/api.ts"));
  assert.ok(allowed("server/auth/login.ts", "src/codecs/auth.ts"));
  assert.is(layerOf("src/screens/contactUs/ContactView.tsx"), "views");
  assert.is(layerOf("src/screens/contactUs/screen.tsx"), "screens");
  assert.is(layerOf("src/screens/contactUs/ContactView.test.tsx"), "other");
  assert.is(layerOf("src/screens/notes/notes.machine.ts"), "machines");
  assert.is(layerOf("src/screens/notes/feature.ts"), "main");
  assert.is(layerOf("src/screens/features.gen.ts"), "main");
  assert.not.ok(allowed("src/screens/contactUs/screen.tsx", "src/effects/api.ts"));
  assert.not.ok(allowed("src/views/ListFrame.tsx", "src/screens/host.tsx"));
  assert.not.ok(allowed("src/views/drafts.tsx", "src/machines/draftForm.machine.ts"));
  assert.not.ok(allowed("src/screens/lead/LeadFormsView.tsx", "src/machines/leadWrite.machine.ts"));
  assert.ok(allowed("src/features/programme.ts", "src/screens/contactUs/index.ts"));
  assert.ok(files.length > 10, "source files were found");
});

test("every relative import follows the dependency direction", () => {
  const bad: string[] = [];
  for (const file of files) {
    for (const spec of importsOf(readFileSync(join(ROOT, file), "utf8"))) {
      if (!spec.startsWith(".")) continue;
      const target = relative(ROOT, normalize(join(ROOT, dirname(file), spec)));
      if (!allowed(file, target)) bad.push(`${file} -> ${target}`);
    }
  }
  assert.equal(bad, []);
});

// The server's folders (issue 44 item 4): an operation reads the settings it needs from its context
// (ProgrammeSettings), never server/config.ts; the database layer (migrations, seed) uses no operation.
const SERVER_RULES: readonly { from: RegExp; to: RegExp; why: string }[] = [
  { from: /^server\/ops\//, to: /^server\/config\.ts$/, why: "an op reads its settings from its context" },
  { from: /^server\/db\//, to: /^server\/ops\//, why: "the database layer uses no operation" },
];
export const serverImportAllowed = (from: string, to: string): string | null =>
  SERVER_RULES.find((r) => r.from.test(from) && r.to.test(to))?.why ?? null;

test("server folders: ops do not import server/config.ts, the database layer does not import ops", () => {
  assert.ok(serverImportAllowed("server/ops/push.ts", "server/config.ts"), "the rule can fail");
  assert.ok(serverImportAllowed("server/db/seed.ts", "server/ops/notifications.ts"), "the rule can fail");
  assert.is(serverImportAllowed("server/db/seed.ts", "server/notices.ts"), null);
  const bad: string[] = [];
  for (const file of files.filter((f) => f.startsWith("server/"))) {
    for (const spec of importsOf(readFileSync(join(ROOT, file), "utf8"))) {
      if (!spec.startsWith(".")) continue;
      const target = relative(ROOT, normalize(join(ROOT, dirname(file), spec)));
      const why = serverImportAllowed(file, target);
      if (why) bad.push(`${file} -> ${target} (${why})`);
    }
  }
  assert.equal(bad, []);
});

test("pure layers import no UI or I/O packages", () => {
  const bad: string[] = [];
  for (const file of files) {
    const rule = FORBIDDEN_PACKAGES[layerOf(file)];
    if (!rule) continue;
    for (const spec of importsOf(readFileSync(join(ROOT, file), "utf8")))
      if (!spec.startsWith(".") && rule.test(spec)) bad.push(`${file} -> ${spec}`);
  }
  assert.equal(bad, []);
});

// Issue 44: a view knows no machine (a screen's selectors give its View plain props: src/screens/host.tsx)
// and starts no flow (useFlow belongs to the screen host). The casts issue 44 counts may not grow: their
// ceilings are in ratchet.json beside this test.
const RATCHET_FILE = join(import.meta.dirname, "ratchet.json");
const RATCHET = JSON.parse(readFileSync(RATCHET_FILE, "utf8")) as {
  casts: Record<"as unknown as" | "as never", { atMost: number; target: number }>;
};
const posix = (f: string) => f.replace(/\\/g, "/");
const viewFiles = files
  .filter((f) => layerOf(f) === "views")
  .map(posix)
  .sort();
const srcFiles = sources("src").map(posix).sort();
const code = new Map([...viewFiles, ...srcFiles].map((f) => [f, readFileSync(join(ROOT, f), "utf8")]));

export function importsMachine(file: string, text: string): boolean {
  return importsOf(text).some((spec) => spec.startsWith(".") && layerOf(relative(ROOT, normalize(join(ROOT, dirname(file), spec)))) === "machines");
}
/** `useFlow(...)` and `useFlow<M>(...)` calls (not its definition). */
export const useFlowCalls = (text: string): number => text.match(/(?<!function\s+)\buseFlow\s*(?:<[^>()]*>)?\(/g)?.length ?? 0;

const counted = (entries: [string, number][]) => Object.fromEntries(entries.filter(([, n]) => n > 0));
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

test("no view imports a machine", () => {
  assert.ok(importsMachine("src/views/a/B.tsx", `import type { X } from "../../machines/b.machine.ts";`), "the rule can fail");
  assert.ok(importsMachine("src/screens/a/BView.tsx", `import { x } from "../b/b.machine.ts";`), "a screen's own machine too");
  assert.not.ok(importsMachine("src/views/a/B.tsx", `import { X } from "../../codecs/b.ts";`));
  assert.ok(
    viewFiles.includes("src/views/drafts.tsx") && viewFiles.some((f) => /^src\/screens\/.+View\.tsx$/.test(f)),
    "src/views and the Views of src/screens are scanned",
  );
  assert.equal(
    viewFiles.filter((f) => importsMachine(f, code.get(f)!)),
    [],
    "a view draws plain props: its screen (src/screens/<name>/screen.tsx) runs the flows and gives it what they hold",
  );
});

// The screen host starts a screen's flows (src/screens/host.tsx): no view, no other file of src does.
const HOST = "src/screens/host.tsx";
test("only the screen host calls useFlow: no view, nothing else in src", () => {
  assert.is(useFlowCalls(`const [s, send] = useFlow("k", m); useFlow<typeof m>("j", m);\nexport function useFlow<M>(key: string) {}`), 2);
  assert.ok(useFlowCalls(code.get(HOST)!) > 0, "the host starts the flows");
  const others = srcFiles.filter((f) => f !== HOST && layerOf(f) !== "other");
  assert.equal(
    others.filter((f) => useFlowCalls(code.get(f)!) > 0),
    [],
    "a flow is started by the screen host (a screen's `flows`), never by a view",
  );
});

for (const [cast, { atMost, target }] of Object.entries(RATCHET.casts)) {
  const pattern = new RegExp(`\\b${cast.replace(/ /g, "\\s+")}\\b`, "g");
  const byFile = counted(srcFiles.map((f) => [f, code.get(f)!.match(pattern)?.length ?? 0]));
  const n = sum(byFile);
  test(`ratchet: \`${cast}\` ${n} times in src (at most ${atMost}, issue 44's target ${target})`, () => {
    assert.ok(
      n <= atMost,
      `\`${cast}\` is written ${n} times in src, at most ${atMost} allowed: ${Object.entries(byFile)
        .map(([f, k]) => `${f} ${k}`)
        .join(", ")}`,
    );
    if (n < atMost) console.log(`  \`${cast}\` is down to ${n}: lower its atMost in test/unit/ratchet.json`);
  });
}

test.run();
