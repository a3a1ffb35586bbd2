// Every operation the API offers: one handler per contract of src/codecs, each defined (defineOp)
// beside the others of its area and exported by its module, alone or in a list. ALL_OPS collects
// them from every module of this folder, found by name: a new handler or module needs no line here.
// test/unit/registry.test.ts fails for a contract without exactly one handler, a handler without
// a contract, or a module's handler missing here.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Op } from "./registry.ts";

const isOp = (v: unknown): v is Op =>
  typeof v === "object" && v !== null && typeof (v as Op).run === "function" && typeof (v as Op).name === "string" && "contract" in v;

/** Every Op the modules export (alone or in a list), once each, module by module. */
export function opsOf(modules: readonly object[]): Op[] {
  const out: Op[] = [];
  for (const m of modules) {
    for (const v of Object.values(m).flatMap((x) => (Array.isArray(x) ? x : [x]))) if (isOp(v) && !out.includes(v)) out.push(v);
  }
  return out;
}

/** The modules of this folder (every .ts file but this one), by name: a new module needs no line here. */
export const OP_MODULES: readonly string[] = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "index.ts")
  .sort();

export const ALL_OPS: readonly Op[] = opsOf(
  await Promise.all(OP_MODULES.map((f) => import(pathToFileURL(join(import.meta.dirname, f)).href) as Promise<object>)),
);
