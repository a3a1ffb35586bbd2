// rowsBody (server/http/rowsBody.ts): the answer's bytes from its rows' texts are exactly the
// UTF-8 of JSON.stringify of the same rows, for no row, one, many, and texts whose characters take
// two, three and four bytes.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { rowsBody } from "../../server/http/rowsBody.ts";

const same = (rows: unknown[], more?: { sync: unknown }) => {
  const texts = rows.map((r) => JSON.stringify(r));
  const got = more ? rowsBody(texts, `,"sync":${JSON.stringify(more.sync)}`) : rowsBody(texts);
  const want = Buffer.from(JSON.stringify(more ? { rows, ...more } : { rows }), "utf8");
  assert.equal(got.length, want.length, "as many bytes");
  assert.ok(got.equals(want), `${got.toString("utf8").slice(0, 120)} is ${want.toString("utf8").slice(0, 120)}`);
};

test("no row, one row, many rows: the bytes of JSON.stringify({ rows })", () => {
  same([]);
  same([{ id: 1, name: "Asha" }]);
  same(Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `Outlet ${i}`, closed: i % 2 === 0, note: null })));
});

test("texts with characters of two, three and four bytes, and escapes, each in its place", () => {
  same([
    { id: 1, name: "Café Déco" },
    { id: 2, name: "शर्मा पेंट्स" },
    { id: 3, name: "plain" },
    { id: 4, name: "🎨 colours 🖌️" },
    { id: 5, name: 'quote " backslash \\ newline \n tab \t' },
    { id: 6, name: "₹ 1,200" },
  ]);
});

test("a sync part after the rows: the bytes of JSON.stringify({ rows, sync })", () => {
  same([], { sync: { full: false, n: 3, check: "ab", at: [], removed: [] } });
  same([{ id: 2, name: "मीरा" }], { sync: { full: false, n: 3, check: "ab", at: [1], removed: ["x"] } });
});

test.run();
