// The server's side of "any field holds the query" (src/codecs/recordSearch.ts `matches`; decision
// 082), as SQL: a condition on some text columns that every row `matches` would take also meets
// (case aside, LIKE's wildcards taken literally, a query of digits also against each column's
// digits), so a search reads only candidate rows and then applies the very same rule to them.
import { queryDigits } from "../../src/codecs/recordSearch.ts";

/** Escapes LIKE's wildcards (and its escape character) so the person's text matches literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A query's two parameters: the text as a LIKE pattern, and its digits when it is a number (else null). */
export const matchParams = (query: string): [string, string | null] => [`%${escapeLike(query.trim())}%`, queryDigits(query)];

/** The condition on `columns`, its two parameters being $from (the pattern) and $from+1 (the digits or null). */
export function matchSql(columns: readonly string[], from: number): string {
  const text = columns.map((c) => `${c} ILIKE $${from} ESCAPE '\\'`);
  const digits = columns.map((c) => `regexp_replace(${c}, '\\D', '', 'g') LIKE '%' || $${from + 1}::text || '%'`);
  return `(${text.join(" OR ")} OR ($${from + 1}::text IS NOT NULL AND (${digits.join(" OR ")})))`;
}
