// Outlets of a CMDI: list, search, get (readable by every role within its CMDI scope), and
// insert / update / delete (CMDI only, own outlets only). The owner is always the session's sfid.
// An outlet outside the caller's scope answers 404 not_found, whether it exists or not.
import * as t from "io-ts";
import { isLeft } from "fp-ts/Either";
import { decodeForm } from "../../src/codecs/form.ts";
import { OUTLET_FIELDS, OUTLET_SEARCH_MIN, Outlet, OutletForm, canSearchOutlets, type OutletValues } from "../../src/codecs/outlet.ts";
import { stateOption } from "../../src/codecs/states.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import type { Queryable } from "../db/db.ts";
import { defineOp, exactParams, OpError, type OpContext } from "./registry.ts";
import { cmdiScope, RowId } from "./scope.ts";

/** Spec section 9: outlets fetch limit. */
const OUTLETS_LIMIT = 1000;
/** Longest text kept in one outlet field. */
const OUTLET_VALUE_MAX = 500;
const SEARCH_TEXT_MAX = 100;

const KEYS = OUTLET_FIELDS.map((f) => f.key);
const COLUMNS = `id, ${KEYS.join(", ")}, cmdi_name__c`;
const NOT_FOUND = "This outlet was not found";

type OutletRow = Omit<Outlet, "state_label">;
const withLabel = (rows: OutletRow[]): Outlet[] =>
  rows.map((r) => ({ ...r, state_label: stateOption(r.state__c)?.label ?? r.state__c }));

async function select(db: Queryable, where: string, params: unknown[]): Promise<Outlet[]> {
  const r = await db.query<OutletRow>(`SELECT ${COLUMNS} FROM outlets WHERE cmdi_name__c = $1 AND ${where} ORDER BY id DESC LIMIT ${OUTLETS_LIMIT}`, params);
  return withLabel(r.rows);
}

/** Escapes LIKE's wildcards (and its escape character) so the person's text matches literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search box's text: trimmed, more than two characters (spec section 5), not huge. */
const SearchText = new t.Type<string, string, unknown>(
  "SearchText",
  (u): u is string => typeof u === "string" && canSearchOutlets(u),
  (u, c) => {
    if (typeof u !== "string") return t.failure(u, c, "Search text must be text");
    const q = u.trim();
    if (!canSearchOutlets(q)) return t.failure(u, c, `Type at least ${OUTLET_SEARCH_MIN} characters to search outlets`);
    if (q.length > SEARCH_TEXT_MAX) return t.failure(u, c, `Search text is too long (at most ${SEARCH_TEXT_MAX} characters)`);
    return t.success(q);
  },
  t.identity,
);

/**
 * A read of the caller's CMDI's outlets (no scope: nothing): `where` gives the SQL condition on
 * top of the scope ($1 is the CMDI's sfid) and its further parameters.
 */
function scopedRead<P>(name: string, params: t.Type<P, unknown, unknown>, where: (p: P) => [string, unknown[]], oneRow = false) {
  return defineOp({
    name, params, row: Outlet, roles: "any",
    async run({ db, user }, p) {
      const cmdi = cmdiScope(user);
      const [condition, args] = where(p);
      const rows = cmdi ? await select(db, condition, [cmdi, ...args]) : [];
      if (oneRow && rows.length === 0) throw new OpError(404, "not_found", NOT_FOUND);
      return rows;
    },
  });
}

const outletsList = scopedRead("outlets.list", exactParams({}), () => ["true", []]);
const outletsSearch = scopedRead("outlets.search", exactParams({ q: SearchText }),
  (p) => [`(outletname__c ILIKE $2 ESCAPE '\\' OR outletcode__c ILIKE $2 ESCAPE '\\')`, [`%${escapeLike(p.q)}%`]]);
const outletsGet = scopedRead("outlets.get", exactParams({ id: RowId }), (p) => ["id = $2", [p.id]], true);

/** Checks the 19 form values with the form's own codec; the first broken field names the error. */
function validValues(values: Record<string, unknown>): OutletValues {
  const unknown = Object.keys(values).filter((k) => !(KEYS as string[]).includes(k));
  if (unknown.length) throw new OpError(400, "bad_params", `Unknown outlet field: ${unknown.map((k) => k.slice(0, 40)).join(", ")}`);
  const r = decodeForm(OutletForm, values);
  if (isLeft(r)) {
    const broken = Object.entries(r.left);
    throw new OpError(400, "invalid_outlet", broken.map(([, m]) => m).join("; "), broken[0]?.[0]);
  }
  const long = OUTLET_FIELDS.find((f) => r.right[f.key].length > OUTLET_VALUE_MAX);
  if (long) throw new OpError(400, "invalid_outlet", `${long.label} is too long (at most ${OUTLET_VALUE_MAX} characters)`, long.key);
  return r.right;
}

/** The CMDI's own sfid; outlets are always written under it. */
function ownerOf({ user }: OpContext): string {
  if (user.role !== "CMDI" || !user.sfid) throw new OpError(403, "forbidden", "Only a CMDI can change outlets");
  return user.sfid;
}

const stored = (v: OutletValues) => KEYS.map((k) => (v[k] === "" ? null : v[k]));
const IdRow = t.type({ id: t.number });
const Values = t.UnknownRecord;

async function audited(ctx: OpContext, action: string, rows: { id: number }[]): Promise<{ id: number }[]> {
  const row = rows[0];
  if (!row) throw new OpError(404, "not_found", NOT_FOUND);
  await audit(ctx.db, action, subjectKey(ctx.subject), { outlet: row.id }, null);
  return [{ id: row.id }];
}

/** A CMDI's write of one own outlet: idempotent (the registry's key), audited, `[{ id }]` or 404. */
function outletWrite<P>(name: string, params: t.Type<P, unknown, unknown>, action: string, write: (ctx: OpContext, p: P) => Promise<{ id: number }[]>) {
  return defineOp({
    name, params, row: IdRow, roles: ["CMDI"], write: true,
    run: async (ctx, p) => audited(ctx, action, await write(ctx, p)),
  });
}

const returningId = async (ctx: OpContext, sql: string, args: unknown[]) => (await ctx.db.query<{ id: number }>(sql, args)).rows;

const outletsInsert = outletWrite("outlets.insert", exactParams({ values: Values }), "outlet.insert", (ctx, p) => {
  const slots = KEYS.map((_, i) => `$${i + 2}`).join(", ");
  return returningId(ctx, `INSERT INTO outlets (cmdi_name__c, ${KEYS.join(", ")}) VALUES ($1, ${slots}) RETURNING id`,
    [ownerOf(ctx), ...stored(validValues(p.values))]);
});

const outletsUpdate = outletWrite("outlets.update", exactParams({ id: RowId, values: Values }), "outlet.update", (ctx, p) => {
  const sets = KEYS.map((k, i) => `${k} = $${i + 3}`).join(", ");
  return returningId(ctx, `UPDATE outlets SET ${sets}, systemmodstamp = now() WHERE id = $1 AND cmdi_name__c = $2 RETURNING id`,
    [p.id, ownerOf(ctx), ...stored(validValues(p.values))]);
});

const outletsDelete = outletWrite("outlets.delete", exactParams({ id: RowId }), "outlet.delete", (ctx, p) =>
  returningId(ctx, "DELETE FROM outlets WHERE id = $1 AND cmdi_name__c = $2 RETURNING id", [p.id, ownerOf(ctx)]));

export const OUTLET_OPS = [outletsList, outletsSearch, outletsGet, outletsInsert, outletsUpdate, outletsDelete] as const;
