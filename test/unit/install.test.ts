// `npm install` is quiet and honest (issue 49 item 10; decision 069): every package the lock
// installs admits the Node versions package.json's engines declares (npm warns EBADENGINE on one
// that does not, or leaves an optional one out without a word), and every install script in the
// lock is approved or denied in package.json's allowScripts (npm 11 runs an unreviewed one with a
// warning; npm install-scripts prune drops an entry that names none).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const semver = createRequire(import.meta.url)("semver") as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
  intersects(a: string, b: string): boolean;
};

const ROOT = join(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
interface Locked {
  name?: string;
  version: string;
  optional?: boolean;
  hasInstallScript?: boolean;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
  libc?: string[];
}
const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, Locked> };
const locked = Object.entries(lock.packages)
  .filter(([path]) => path !== "")
  .map(([path, e]) => ({ path, name: e.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length), ...e }));

/** Optional packages npm leaves out on the Node versions we run, and why nothing is missing then. */
const LEFT_OUT: Record<string, string> = {
  "node_modules/@napi-rs/lzma-linux-x64-gnu":
    "rollup 4.67.4 (held by an override; workbox-build's) names it an optional dependency but never loads it",
};

const nodeRange = (e: Locked): string | undefined => (Array.isArray(e.engines) ? undefined : e.engines?.node);

const LIBC =
  process.platform === "linux"
    ? (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime
      ? "glibc"
      : "musl"
    : undefined;

/** Whether npm would install the entry on this machine (its os, cpu and libc, when it names them). */
function installableHere(e: Locked): boolean {
  const fits = (list: string[] | undefined, value: string | undefined) =>
    !list || !value || (list.some((x) => !x.startsWith("!")) ? list.includes(value) : !list.includes(`!${value}`));
  return fits(e.os, process.platform) && fits(e.cpu, process.arch) && fits(e.libc, LIBC);
}

test("package.json declares the Node versions we run: Node 20 (CI's, Debian 12) and this one", () => {
  const range = pkg.engines.node;
  assert.ok(semver.intersects(range, "20.x"), `engines.node ${range} admits Node 20`);
  assert.ok(semver.satisfies(process.version, range), `engines.node ${range} admits this machine's ${process.version}`);
});

test("every locked package admits the oldest Node package.json declares, and this one", () => {
  const oldest = semver.minVersion(pkg.engines.node)!.version;
  const wrong: string[] = [];
  for (const e of locked) {
    const range = nodeRange(e);
    if (!range || e.path in LEFT_OUT) continue;
    // the oldest declared Node on every platform; this machine's Node for what npm installs here
    const versions = installableHere(e) ? [oldest, process.version] : [oldest];
    for (const v of versions) {
      if (!semver.satisfies(v, range)) wrong.push(`${e.name}@${e.version} (${e.path}) wants node ${range}, not ${v}`);
    }
  }
  assert.equal(wrong, [], `pin versions that admit Node ${oldest} (overrides), or declare engines.node honestly`);
});

test("the packages npm leaves out are still locked and optional (npm leaves an optional one out quietly)", () => {
  for (const path of Object.keys(LEFT_OUT)) {
    assert.ok(lock.packages[path], `${path} is no longer in the lock: drop it from LEFT_OUT`);
    assert.ok(lock.packages[path]!.optional, `${path} is optional`);
  }
});

test("every install script in the lock is approved or denied in allowScripts, and every entry names one", () => {
  const allow = pkg.allowScripts ?? {};
  const withScripts = locked.filter((e) => e.hasInstallScript);
  const covered = (e: { name: string; version: string }) => `${e.name}@${e.version}` in allow || e.name in allow;
  assert.equal(
    withScripts.filter((e) => !covered(e)).map((e) => `${e.name}@${e.version}`),
    [],
    "review it, then npm install-scripts approve <pkg> (or deny <pkg>), and say why in decision 069",
  );
  const stale = Object.keys(allow).filter((key) => {
    const at = key.lastIndexOf("@");
    const name = at > 0 ? key.slice(0, at) : key;
    return !withScripts.some((e) => e.name === name && (at <= 0 || e.version === key.slice(at + 1)));
  });
  assert.equal(stale, [], "allowScripts names packages with no install script in the lock (npm install-scripts prune)");
});

test.run();
