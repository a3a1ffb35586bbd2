// The CSV export's formula defusal (src/codecs/csv.ts; issue 43 item 9): a cell a spreadsheet would
// run as a formula gets a leading quote, whatever spaces or full-width forms hide its start; a
// spreadsheet's parser reads every cell back as sent (with the quote where one was added).
import { test } from "uvu";
import * as assert from "uvu/assert";
import Papa from "papaparse";
import { toCsv } from "../../../src/codecs/csv.ts";

const cells = (texts: string[]) => {
  const csv = toCsv([{ header: "Name", text: (r: string) => r }], texts);
  return Papa.parse<string[]>(csv.slice(1).replace(/\r\n$/, ""), { newline: "\r\n" })
    .data.slice(1)
    .map((r) => r[0]!);
};

test("formulas behind spaces, a tab, a line break or in full-width forms are defused with a quote", () => {
  const formulas = [
    "=1+1",
    "+1+1",
    "@SUM(A1)",
    "-1+1",
    ' =HYPERLINK("http://x")',
    "   +cmd|' /C calc'!A0",
    "\t=1",
    "\r=1",
    "\n=1",
    "\u00A0=1",
    "\u3000=1",
    '＝HYPERLINK("http://x")',
    " ＝1+1",
    "＋1+1",
    "－1+1",
    "＠SUM(A1)",
    "﹦1",
    "﹢1",
    "﹣1",
    " -1+1",
  ];
  assert.equal(
    cells(formulas),
    formulas.map((f) => `'${f}`),
  );
});

test("ordinary text, numbers and the lone dash of a missing value are left as they are", () => {
  const plain = ["Asha Verma", "1200", "₹ 1,200", "-", "a=b", "Kids - Art", "2026-05-01", "9000000001", "हिन्दी"];
  assert.equal(cells(plain), plain);
});

test.run();
