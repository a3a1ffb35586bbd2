// npm run catalogue: writes the English catalogue (src/codecs/catalogue.en.json; decision 074) from
// what the app can show or send in a language (the server's SMS too): every page's title (the screens' registrations) and every
// message the code puts through the translator, `t("<English>")` with a literal text, or marks as
// one where it is defined away from the view that draws it, `msg("<English>")`. Each key is
// its English text. `--check` (the lint step of npm test) writes nothing and fails when the English
// catalogue is stale, when the Hindi one lacks a key of it, keeps a key no longer used, or names
// a term of TERMS a second way (Import: इम्पोर्ट, never आयात).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { APP } from "../src/features/index.ts";

const ROOT = join(import.meta.dirname, "..");
export const EN = join(ROOT, "src/codecs/catalogue.en.json");
export const HI = join(ROOT, "src/codecs/catalogue.hi.json");

/** `t("...")` / `msg("...")` (and in single quotes) with a literal first argument (not `x.t(`, not `getContext(`). */
const CALL = /(?<![\w.$])(?:t|msg)\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g;

/** The literal texts the code translates, in `code`. */
export function messagesIn(code: string): string[] {
  return [...code.matchAll(CALL)].map(
    (m) => JSON.parse(m[1] !== undefined ? `"${m[1]}"` : `"${(m[2] ?? "").replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string,
  );
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|model)\.tsx?$/.test(f) && !f.endsWith(".d.ts"))
    .map((f) => join(ROOT, dir, f));
}

/** Every key the app translates, sorted. */
export function englishKeys(): string[] {
  const keys = new Set<string>();
  for (const r of APP.routes.routes) if (r.title) keys.add(r.title);
  for (const f of [...sources("src"), ...sources("server")]) for (const m of messagesIn(readFileSync(f, "utf8"))) keys.add(m);
  return [...keys].sort();
}

const asCatalogue = (keys: readonly string[]) => `${JSON.stringify(Object.fromEntries(keys.map((k) => [k, k])), null, 2)}\n`;

/**
 * One Hindi word for one thing throughout (a person meets "Import" on a page's title, its buttons and
 * its messages): each term's English word, the Hindi every key holding it is written with, and the
 * words that would name it a second way.
 */
export const TERMS: ReadonlyArray<{ english: RegExp; hindi: string; not: readonly string[] }> = [
  { english: /\bimport(?!an)/i, hindi: "इम्पोर्ट", not: ["आयात"] },
];

/** The Hindi texts that name a term of TERMS otherwise than its one word. */
export function termProblems(hi: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const term of TERMS)
    for (const [k, v] of Object.entries(hi)) {
      const other = term.not.find((w) => v.includes(w));
      if (other) problems.push(`Hindi says ${other} where the catalogue says ${term.hindi}: ${JSON.stringify(k)}`);
      else if (term.english.test(k) && !v.includes(term.hindi)) problems.push(`Hindi lacks ${term.hindi} for ${JSON.stringify(k)}`);
    }
  return problems;
}

/** What is wrong with the catalogues (none: they are complete and current). */
export function catalogueProblems(): string[] {
  const keys = englishKeys();
  const problems: string[] = [];
  if (readFileSync(EN, "utf8") !== asCatalogue(keys)) problems.push("src/codecs/catalogue.en.json is stale: run npm run catalogue");
  const hiText = readFileSync(HI, "utf8");
  const hi = JSON.parse(hiText) as Record<string, string>;
  // JSON.parse keeps a key's last text: a merge that wrote a key twice would pass unseen
  const written = hiText.match(/^\s*"(?:[^"\\]|\\.)*"\s*:/gm)?.length ?? 0;
  if (written !== Object.keys(hi).length) problems.push(`Hindi writes ${written - Object.keys(hi).length} key(s) twice: keep one of each`);
  for (const k of keys) if (typeof hi[k] !== "string" || hi[k].trim() === "") problems.push(`Hindi lacks: ${JSON.stringify(k)}`);
  for (const k of Object.keys(hi)) if (!keys.includes(k)) problems.push(`Hindi keeps a key no longer used: ${JSON.stringify(k)}`);
  problems.push(...termProblems(hi));
  return problems;
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes("--check")) {
    const problems = catalogueProblems();
    for (const p of problems) console.error(p);
    console.log(problems.length === 0 ? "catalogues: complete" : `catalogues: ${problems.length} problems`);
    process.exit(problems.length === 0 ? 0 : 1);
  } else {
    const keys = englishKeys();
    writeFileSync(EN, asCatalogue(keys));
    console.log(`wrote src/codecs/catalogue.en.json: ${keys.length} messages`);
  }
}
