// Dependency direction (architecture.md), checked by scanning every import:
// views -> machines -> codecs; effects -> codecs; store -> codecs; server -> codecs (and shared
// machines); main.ts, app.tsx, wiring.ts, the sign-in wiring (src/signin/, decision 052) and the feature registrations (src/features/) -> everything. Machines never import effects; views never
// import effects or the server.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const ROOT = join(import.meta.dirname, "../..");

type Layer = "codecs" | "machines" | "effects" | "store" | "views" | "main" | "server" | "other";

export function layerOf(file: string): Layer {
  const f = file.replace(/\\/g, "/");
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
  views: ["views", "machines", "codecs", "store"],
  server: ["server", "codecs", "machines"],
  main: ["main", "codecs", "machines", "effects", "store", "views"],
  other: [],
};

/** Packages a pure layer must not reach for (UI or I/O). */
const FORBIDDEN_PACKAGES: Partial<Record<Layer, RegExp>> = {
  codecs: /^(react|react-dom|wouter|@blueprintjs\/|@xstate\/react|xstate|localforage|pg|@electric-sql\/|fastify|node:)/,
  machines: /^(react|react-dom|wouter|@blueprintjs\/|@xstate\/react|localforage|pg|@electric-sql\/|fastify|node:)/,
  views: /^(localforage|pg|@electric-sql\/|fastify|pica|node:)/,
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

test.run();
