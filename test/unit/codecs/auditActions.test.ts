// The Audit Log's Action column reads in words (decision 080): every action the server can write
// has its words in AUDIT_ACTIONS (English, and Hindi through the catalogue), so the page shows no
// code ("account.language", "person.imported") in either language. The actions are read from the
// server's source: the names passed to audit(...), the importers' created and updated actions, the
// retirements', and the op names the registry writes for a write whose file audits nothing itself.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { AUDIT_ACTIONS, actionLabel } from "../../../src/codecs/audit.ts";
import hi from "../../../src/codecs/catalogue.hi.json";

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.ts$/.test(f) ? [join(dir, f)] : []));

function writtenActions(): Map<string, string> {
  const found = new Map<string, string>();
  const server = files("server").map((f) => [f, readFileSync(f, "utf8")] as const);
  for (const [file, text] of server) {
    // audit(db, "x.y", ...), audit(db, cond ? "x.y" : "x.z", ...), outletWrite(contract, "outlet.insert", ...)
    for (const m of text.matchAll(/\b(?:audit|outletWrite)\(\s*[\w.]+,\s*([^,]+),/g))
      for (const q of m[1]!.matchAll(/"([\w.]+)"/g)) found.set(q[1]!, file);
    for (const m of text.matchAll(/audit: \{ created: "([\w.]+)", updated: "([\w.]+)"/g)) {
      found.set(m[1]!, file);
      found.set(m[2]!, file);
    }
    // retirement(table, "content", ...) audits content.retire and content.restore
    for (const m of text.matchAll(/\bretirement\(\s*"\w+",\s*"(\w+)"/g)) for (const end of ["retire", "restore"]) found.set(`${m[1]}.${end}`, file);
  }
  // A write whose op's file never calls audit(...) is audited by the registry under the op's name.
  for (const f of files("src/codecs")) {
    for (const m of readFileSync(f, "utf8").matchAll(/export const (\w+) = defineWrite\(\s*"([\w.]+)"/g)) {
      const impl = server.find(([file, text]) => file.startsWith(join("server", "ops")) && new RegExp(`\\b${m[1]}\\b`).test(text));
      if (impl && !/\baudit\(/.test(impl[1])) found.set(m[2]!, impl[0]);
    }
  }
  return found;
}

test("every action the server writes has words, in English and in Hindi", () => {
  const actions = writtenActions();
  for (const known of ["login.ok", "account.language", "imports.confirm", "import.sent", "person.imported", "content.retire", "outlet.insert"]) {
    assert.ok(actions.has(known), `the scan finds ${known}`);
  }
  const missing = [...actions].filter(([a]) => !(a in AUDIT_ACTIONS)).map(([a, file]) => `${a} (${file})`);
  assert.equal(missing, []);
  const catalogue = hi as Record<string, string>;
  assert.equal(
    Object.values(AUDIT_ACTIONS).filter((words) => !catalogue[words]),
    [],
    "every action's words are in the Hindi catalogue",
  );
});

test("no two actions share their words (the Action filter lists each once); an unknown action shows as written", () => {
  const words = Object.values(AUDIT_ACTIONS);
  assert.equal(
    words.filter((w, i) => words.indexOf(w) !== i),
    [],
  );
  assert.is(actionLabel("account.language"), "Language changed");
  assert.is(actionLabel("something.new"), "something.new");
});

test.run();
