// The page op of a windowed list (decision 092): the list's own op, run for the same session
// (scope, role, "today") with the list's params, its rows narrowed by the filters and search a
// screen applies on the device (src/codecs/window.ts, the same functions), one page of them. No
// SQL text comes from the client: filters name only the window's declared fields.
import type { Contract } from "../../src/codecs/contract.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { type ListWindow, type Page, type PageParams, pageOfRows } from "../../src/codecs/window.ts";
import type { Queryable } from "../db/db.ts";
import { defineOp, type Op, type OpContext, OpError, RowTexts, rowsOf } from "./registry.ts";
import { escapeLike } from "./textMatch.ts";

export function pageOp<P, R>(
  page: Contract<string, PageParams<P>, Page<R>, false>,
  list: Contract<string, P, R, false> & { window: ListWindow<R> },
  listOp: Op,
  /** the list's pages in its SQL (sqlList): absent, the whole list is run and paged in memory */
  inSql?: (ctx: OpContext, params: P, q: PageParams<P>) => Promise<Page<R>>,
): Op {
  return defineOp(page, async (ctx, p) => {
    const decoded = listOp.decode(p.params ?? {});
    if (!decoded.ok) throw new OpError(400, "bad_request", decoded.message);
    if (inSql) return [await inSql(ctx, decoded.value as P, p)];
    const rows = rowsOf(await listOp.run({ ...ctx, asText: false }, decoded.value)) as R[];
    return [pageOfRows(rows, list.window, p)];
  });
}

/**
 * A windowed list whose window and pages are computed by its own SQL (decision 094), so the
 * server reads only what it sends: the list's FROM (with its joins), the caller's rows (a condition
 * on its aliases, values from $1), its order (ORDER BY's text, latest first), a key unique per row
 * (one or more columns: `o.id`, or `p.type, p.id`), the window's open rows as a condition, and each
 * filter or search field of the window as the SQL expression the list selects it as.
 */
export interface ListSql<R> {
  from: string;
  where: string;
  args: readonly unknown[];
  order: string;
  key: string;
  open?: string;
  fields: Readonly<Partial<Record<keyof R & string, string>>>;
  /**
   * A search field asked otherwise than as its expression's text (pageCondition): the condition
   * that `pattern` (a LIKE pattern's placeholder: `likeOf`) is in the field, e.g. a manager's name
   * asked as the managers whose name holds it, so the list need not join every row to its manager.
   */
  searchAs?: Readonly<Partial<Record<keyof R & string, (pattern: string) => string>>>;
}

/** `expr`'s text, case aside, holds the LIKE pattern `pattern` (a placeholder: `%word%`, its wildcards escaped by backslash). */
export const likeOf = (expr: string, pattern: string) => `lower(${textOf(expr)}) LIKE ${pattern} ESCAPE '\\'`;

/** A condition of a list's statement and its values, numbered from the list's own. */
export interface SqlCondition {
  sql: string;
  args: unknown[];
}

/** An expression's text, none as empty (matchesQuery's text of a field). */
const textOf = (expr: string) => `coalesce((${expr})::text, '')`;

const fieldOf = <R>(l: ListSql<R>, f: string): string => {
  const e = (l.fields as Record<string, string | undefined>)[f];
  if (e === undefined) throw new Error(`the list's SQL names no expression for its window field ${f}`);
  return e;
};

/**
 * The device's window of at most `cap` rows as keys, `windowIndexes`' rule in SQL: the first `cap`
 * open rows (by the list's order) and, when fewer are open, the first others up to `cap` in all, so
 * the list's statement reads whole only the rows it sends.
 */
export function windowCondition<R>(l: ListSql<R>, cap: number): SqlCondition {
  const n = l.args.length + 1;
  const first = (which: string, limit: string) => `SELECT ${l.key} FROM ${l.from} WHERE ${l.where}${which} ORDER BY ${l.order} LIMIT ${limit}`;
  if (!l.open) return { sql: `(${l.key}) IN (${first("", `$${n}`)})`, args: [cap] };
  const others = first(` AND (${l.open}) IS NOT TRUE`, `$${n} - (SELECT count(*) FROM window_open)`);
  return {
    sql: `(${l.key}) IN (WITH window_open AS (${first(` AND (${l.open}) IS TRUE`, `$${n}`)}) SELECT * FROM window_open UNION ALL (${others}))`,
    args: [cap],
  };
}

/**
 * A page's filters and search as a condition on the list's fields (matchesQuery's rule in SQL: a
 * filter's field equals its text, every word of the search is in the fields' texts joined by
 * spaces, case aside), its values numbered after the list's own. A word holds no space, so it is in
 * the joined texts exactly when it is in one field's: each word is asked of each field alone
 * (`lower(coalesce(field, '')) LIKE '%word%'`), an expression a trigram index serves (migration
 * 045; the fields' texts joined were no index's), or as the list's `searchAs` asks it of a field.
 */
export function pageCondition<R>(l: ListSql<R>, w: ListWindow<R>, q: PageParams<unknown>): SqlCondition {
  const args: unknown[] = [];
  const at = (v: unknown) => {
    args.push(v);
    return `$${l.args.length + args.length}`;
  };
  const parts: string[] = [];
  for (const [f, v] of Object.entries(q.filters ?? {})) if (v !== "") parts.push(`${textOf(fieldOf(l, f))} = ${at(v)}`);
  const ws = (q.search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  // no search field: no row holds a word (matchesQuery's text is empty)
  if (ws.length > 0 && w.search.length === 0) parts.push("false");
  else
    for (const x of ws) {
      const pattern = at(`%${escapeLike(x)}%`);
      const asked = w.search.map((f) => {
        const own = l.searchAs?.[f];
        return own ? own(pattern) : likeOf(fieldOf(l, f), pattern);
      });
      parts.push(`(${asked.join(" OR ")})`);
    }
  return { sql: parts.length === 0 ? "true" : parts.join(" AND "), args };
}

/** The whole list: no condition past the list's own. */
export const WHOLE: SqlCondition = { sql: "true", args: [] };

/** A page of a list's statement: from `offset`, at most `limit` rows. */
export interface Paging {
  offset: number;
  limit: number;
}

/** How a list's rows are read (`selectPage`). */
export interface SelectOptions {
  /** a page of the rows; absent, all of them (or the first `limit`) */
  page?: Paging;
  /** the most rows read without a page; absent, no limit */
  limit?: number;
  /** joins the columns read past the list's FROM (not the list's rows: a condition does not name them) */
  joins?: string;
  /** values the columns name, after the list's and the condition's */
  args?: readonly unknown[];
  /** the rows as PostgreSQL's JSON of each (decision 051) */
  asText?: boolean;
}

const count = (n: number): number => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`a list's limit or offset is a whole number, not ${n}`);
  return n;
};

/**
 * The list's rows that also meet `c` (its values after the list's), in the list's order, every
 * row's `columns`; from `page.offset`, at most `page.limit` (or the first `limit`, or all).
 * `asText`: the same rows as PostgreSQL's JSON of each (decision 051): the same columns in the same
 * order, every one text or integer, so each text is what JSON.stringify writes of the row.
 */
export function selectPage<R>(db: Queryable, l: ListSql<R>, columns: string, c: SqlCondition, o?: SelectOptions & { asText?: false }): Promise<R[]>;
export function selectPage<R>(db: Queryable, l: ListSql<R>, columns: string, c: SqlCondition, o: SelectOptions): Promise<R[] | RowTexts>;
export async function selectPage<R>(db: Queryable, l: ListSql<R>, columns: string, c: SqlCondition, o: SelectOptions = {}): Promise<R[] | RowTexts> {
  const limit = o.page ? ` LIMIT ${count(o.page.limit)} OFFSET ${count(o.page.offset)}` : o.limit === undefined ? "" : ` LIMIT ${count(o.limit)}`;
  const from = `${l.from}${o.joins ? ` ${o.joins}` : ""}`;
  const rest = `WHERE ${l.where} AND ${c.sql} ORDER BY ${l.order}${limit}`;
  const args = [...l.args, ...c.args, ...(o.args ?? [])];
  if (o.asText) {
    const r = await db.query<{ j: string }>(`SELECT row_to_json(r)::text AS j FROM ${from} CROSS JOIN LATERAL (SELECT ${columns}) r ${rest}`, args);
    return new RowTexts(r.rows.map((x) => x.j));
  }
  const r = await db.query<R & object>(`SELECT ${columns} FROM ${from} ${rest}`, args);
  return r.rows;
}

/** How many of the caller's rows meet `c` (a page's total, or the whole list's). */
export async function countOf<R>(db: Queryable, l: ListSql<R>, c: SqlCondition): Promise<number> {
  const r = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${l.from} WHERE ${l.where} AND ${c.sql}`, [...l.args, ...c.args]);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * The list's op, its window and pages in SQL: `sql` describes the list for that caller (null: no
 * rows), built once per call and handed to `select`, which runs the list's own statement for the
 * caller's rows that also meet a condition (its values after the list's), in the list's order,
 * from `offset`, at most `limit`. The op run plainly is `select` with no condition (the whole list).
 */
export function sqlList<P, R>(
  list: Contract<string, P, R, false> & { window: ListWindow<R> },
  sql: (ctx: OpContext, params: P) => ListSql<R> | null,
  select: (ctx: OpContext, params: P, l: ListSql<R>, c: SqlCondition, page?: Paging) => Promise<readonly R[] | RowTexts>,
): { op: Op; page: (ctx: OpContext, params: P, q: PageParams<P>) => Promise<Page<R>> } {
  const none = { rows: [] as R[], total: 0 };
  const whole = defineOp(list, (ctx, params) => {
    const l = sql(ctx, params);
    return l ? select(ctx, params, l, WHOLE) : Promise.resolve([]);
  });
  return {
    op: {
      ...whole,
      async window(ctx, params, w) {
        const l = sql(ctx, params as P);
        if (!l) return none;
        const rows = await select(ctx, params as P, l, windowCondition(l, w.cap));
        // a window short of `cap` rows is the whole list: no count is needed
        const n = rowsOf(rows).length;
        return { rows, total: n < w.cap ? n : await countOf(ctx.db, l, WHOLE) };
      },
    },
    async page(ctx, params, q) {
      const l = sql(ctx, params);
      if (!l) return { total: 0, offset: q.offset, rows: [] };
      const c = pageCondition(l, list.window, q);
      const rows = rowsOf(await select({ ...ctx, asText: false }, params, l, c, { offset: q.offset, limit: q.limit })) as R[];
      return { total: await countOf(ctx.db, l, c), offset: q.offset, rows };
    },
  };
}

/**
 * `sqlList` for a list without params whose rows are the session's user's alone: the list's op is
 * `select` with no condition (the whole list), its window and pages `select` with theirs; `select`
 * is handed the list `sql` built for the call (once per call).
 */
export function userSqlList<R>(
  list: Contract<string, Record<string, never>, R, false> & { window: ListWindow<R> },
  sql: (user: SessionUser) => ListSql<R> | null,
  select: (db: Queryable, l: ListSql<R>, c: SqlCondition, page?: Paging) => Promise<readonly R[] | RowTexts>,
) {
  return sqlList(
    list,
    ({ user }) => sql(user),
    ({ db }, _p, l, c, page) => select(db, l, c, page),
  );
}
