// npm run machines: writes docs/machines (see machineDocs.ts) and removes generated files of
// machines that no longer exist.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DOCS_DIR, machineDocs, registeredMachines } from "./machineDocs.ts";

const root = join(import.meta.dirname, "..");
const dir = join(root, DOCS_DIR);
const files = machineDocs(await registeredMachines(root));
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir)) {
  if (!files.has(name) && /(\.machine\.js|\.md)$/.test(name)) {
    rmSync(join(dir, name));
    console.log(`removed ${DOCS_DIR}/${name}`);
  }
}
let written = 0;
for (const [name, text] of files) {
  const path = join(dir, name);
  let old: string | null = null;
  try {
    old = readFileSync(path, "utf8");
  } catch {
    old = null;
  }
  if (old !== text) {
    writeFileSync(path, text);
    written++;
    console.log(`wrote ${DOCS_DIR}/${name}`);
  }
}
console.log(`${files.size} files in ${DOCS_DIR}, ${written} changed`);
