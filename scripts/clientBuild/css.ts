// The build's two reads of a stylesheet's structure: the shell's stylesheet cut into parts
// (`splitStylesheet`) and the first load's subset of Blueprint's rules (`cssSubset`). esbuild's
// CSS parser reads the text (comments, strings, escapes, nesting); these read the blocks off its
// printed form, where each top-level rule or at-rule starts at the line's first column, each block
// nests two spaces deeper, each selector of a list ends its line with a comma and each declaration
// is a line of its own ending with a semicolon. A layout other than that fails the build.
import { transformSync } from "esbuild";

/** A block of a stylesheet as esbuild prints it: `prelude` (a rule's selectors, an at-rule's
 * name and condition, or a statement such as `@charset "UTF-8";`), and for a block its lines
 * (`body`, each without the block's indent). `text` is the block as printed. */
type Block = { prelude: string; body?: string[]; text: string };

/** `css` printed by esbuild, legal comments dropped (comments are not rules). */
const printed = (css: string) => transformSync(css, { loader: "css", legalComments: "none", logLevel: "silent" }).code;

/** The blocks of `lines` (printed CSS at one nesting level, no indent), in order. */
function blocks(lines: string[]): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    if (/^\s/.test(line)) throw new Error(`unexpected CSS layout at "${line}"`);
    const start = i;
    while (!lines[i]!.endsWith("{") && !lines[i]!.endsWith(";")) {
      if (!lines[i]!.endsWith(",") || ++i >= lines.length) throw new Error(`unexpected CSS layout at "${lines[start]}"`);
    }
    const head = lines.slice(start, i + 1).join("\n");
    if (head.endsWith(";")) {
      out.push({ prelude: head.slice(0, -1), text: head });
      continue;
    }
    const open = i;
    while (++i < lines.length && lines[i] !== "}")
      if (lines[i] && !lines[i]!.startsWith("  ")) throw new Error(`unexpected CSS layout at "${lines[i]}"`);
    if (i >= lines.length) throw new Error(`unclosed CSS block at "${lines[start]}"`);
    out.push({
      prelude: head.slice(0, -1).trim(),
      body: lines.slice(open + 1, i).map((l) => l.slice(2)),
      text: lines.slice(start, i + 1).join("\n"),
    });
  }
  return out;
}

/** The top-level blocks of `css`, read through esbuild's printer. */
const parse = (css: string) => blocks(printed(css).split("\n"));

/** Each of `bs` minified by esbuild, in one pass: a legal comment (kept in place, each its own
 * as esbuild keeps one of equal ones) between blocks marks the cuts. */
const minified = (bs: Block[]) => {
  const { code } = transformSync(bs.map((b, n) => `${n ? `/*! cut ${n} */\n` : ""}${b.text}`).join("\n"), {
    loader: "css",
    minify: true,
    legalComments: "inline",
    logLevel: "silent",
  });
  const texts = code.split(/\/\*! cut \d+ \*\//).map((t) => t.trim());
  if (texts.length !== bs.length) throw new Error(`${bs.length} blocks minified into ${texts.length}`);
  return texts;
};

/**
 * `css` cut between top-level blocks into parts of at most `limit` characters (a bigger block is a
 * part of its own), in order, each starting with the sheet's @charset: linked one after another,
 * the parts are the stylesheet, and the browser parses each in a task of its own. Each block is
 * esbuild's minified form of it, so the parts of a sheet esbuild minified add up to that sheet.
 */
export function splitStylesheet(css: string, limit: number): string[] {
  const all = parse(css);
  const charset = all[0]?.prelude.startsWith("@charset") ? all.shift()!.text : "";
  const parts: string[] = [];
  let part = "";
  for (const text of minified(all)) {
    if (part && part.length + text.length > limit) {
      parts.push(part);
      part = "";
    }
    part += text;
  }
  if (part) parts.push(part);
  return parts.map((p) => charset + p);
}

type Declaration = { name: string; value: string; text: string };
/** A block picked for the subset: a rule (its kept selectors and its declarations), a kept
 * @keyframes (`text`), or a group (@media, @supports) of such blocks. */
type Picked = { selectors: string[]; declarations: Declaration[] } | { keyframes: string; text: string } | { prelude: string; children: Picked[] };

/** The lines with each continued line (indented further) joined to the one it continues. */
function joinContinued(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (/^\s/.test(line) && out.length) out[out.length - 1] = `${out.at(-1)}\n${line}`;
    else out.push(line);
  }
  return out;
}
/** A rule's declarations from its lines: each starts a line; a long list of values goes on over
 * lines indented further. */
const declarations = (body: string[]): Declaration[] =>
  joinContinued(body).map((d) => {
    if (!d.endsWith(";") || !d.includes(":")) throw new Error(`unexpected CSS declaration "${d}"`);
    const text = d.slice(0, -1);
    return { name: text.slice(0, text.indexOf(":")).trim(), value: text.slice(text.indexOf(":") + 1), text };
  });

/** The rules of `css` for elements that carry only (some of) `classes`: rules whose selectors
 * name only those classes (classes inside `:not()` do not count), in @media and @supports as
 * well, the custom properties they use, and the @keyframes they animate; other at-rules and the
 * `data-bp-color-scheme` selectors (the app themes by the bp6-dark class) are left out. */
export function cssSubset(css: string, classes: Set<string>): string {
  const keepSelector = (sel: string) => {
    if (sel.includes("data-bp-color-scheme")) return false;
    const outsideNot = sel.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "");
    return [...outsideNot.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => classes.has(m[1]!));
  };
  const pick = (bs: Block[]): Picked[] =>
    bs.flatMap((b): Picked[] => {
      if (b.body === undefined) return []; // a statement (@charset, @import)
      if (/^@(media|supports)\b/.test(b.prelude)) {
        const children = pick(blocks(b.body));
        return children.length ? [{ prelude: b.prelude, children }] : [];
      }
      if (b.prelude.startsWith("@keyframes")) return [{ keyframes: b.prelude.split(/\s+/)[1]!, text: b.text }];
      if (b.prelude.startsWith("@")) return [];
      const selectors = b.prelude.split(",\n").filter(keepSelector);
      return selectors.length ? [{ selectors, declarations: declarations(b.body) }] : [];
    });
  const kept = pick(parse(css));
  const rules: Declaration[][] = [];
  (function all(ps: Picked[]) {
    for (const p of ps)
      if ("children" in p) all(p.children);
      else if ("declarations" in p) rules.push(p.declarations);
  })(kept);
  // Custom properties: those the kept declarations use, and those these use in turn.
  const uses = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
  const definitions = new Map<string, string[]>();
  const used = new Set<string>();
  const animations = new Set<string>();
  for (const d of rules.flat()) {
    if (d.name.startsWith("--")) definitions.set(d.name, [...(definitions.get(d.name) ?? []), d.value]);
    else for (const v of uses(d.value)) used.add(v);
    if (/^animation(-name)?$/.test(d.name)) for (const w of d.value.split(/[\s,]+/)) animations.add(w);
  }
  for (const todo = [...used]; todo.length > 0; ) {
    for (const value of definitions.get(todo.pop()!) ?? [])
      for (const v of uses(value))
        if (!used.has(v)) {
          used.add(v);
          todo.push(v);
        }
  }
  const print = (ps: Picked[]): string =>
    ps
      .map((p) => {
        if ("children" in p) {
          const inner = print(p.children);
          return inner && `${p.prelude}{${inner}}`;
        }
        if ("keyframes" in p) return animations.has(p.keyframes) ? p.text : "";
        const ds = p.declarations.filter((d) => !d.name.startsWith("--") || used.has(d.name));
        return ds.length ? `${p.selectors.join(",")}{${ds.map((d) => d.text).join(";")}}` : "";
      })
      .filter(Boolean)
      .join("\n");
  return print(kept);
}
