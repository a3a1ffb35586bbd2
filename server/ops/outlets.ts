// Outlets of a CMDI: list, search, get (readable by every role within its CMDI scope), and
// insert / update / delete (CMDI only, own outlets only). The owner is always the session's sfid.
// An outlet outside the caller's scope answers 404 not_found, whether it exists or not. Values
// are checked by the contract's form codec (src/codecs/outlet.ts) before a handler runs.
import {
  OUTLET_FIELDS,
  OUTLET_NOT_FOUND,
  OUTLETS_LIMIT,
  outletsDelete,
  outletsGet,
  outletsInsert,
  outletsList,
  outletsSearch,
  outletsUpdate,
  type Outlet,
  type OutletFieldKey,
  type OutletValues,
} from "../../src/codecs/outlet.ts";
import { versionedUpdate, type VersionedTable } from "./conflict.ts";
import type { Contract, IdRow } from "../../src/codecs/contract.ts";
import { STATE_OPTIONS } from "../../src/codecs/states.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import type { Queryable } from "../db/db.ts";
import { escapeLike, matchParams, matchSql } from "./textMatch.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { defineOp, OpError, RowTexts, type OpContext } from "./registry.ts";
import { cmdiScope } from "./scope.ts";
import { msg } from "../../src/codecs/language.ts";

const KEYS = OUTLET_FIELDS.map((f) => f.key);
const COLUMNS = `id, ${KEYS.join(", ")}, cmdi_name__c, row_version AS version`;

type OutletRow = Omit<Outlet, "state_label">;
const STATE_LABELS = new Map(STATE_OPTIONS.map((o) => [o.value, o.label]));
/** The rows with their state's label, added in place (the rows are the driver's, fresh for this call). */
const withLabel = (rows: OutletRow[]): Outlet[] => {
  for (const r of rows as Outlet[]) r.state_label = (r.state__c !== null && STATE_LABELS.get(r.state__c)) || r.state__c;
  return rows as Outlet[];
};

async function select(db: Queryable, where: string, params: unknown[]): Promise<Outlet[]> {
  const r = await db.query<OutletRow>(
    `SELECT ${COLUMNS} FROM outlets WHERE cmdi_name__c = $1 AND ${where} ORDER BY id DESC LIMIT ${OUTLETS_LIMIT}`,
    params,
  );
  return withLabel(r.rows);
}

const STATE_VALUES = [...STATE_LABELS.keys()];
const STATE_LABEL_TEXTS = [...STATE_LABELS.values()];
/**
 * The same rows as `select`, as PostgreSQL's JSON of each (decision 051): the same columns in the
 * same order, the state's label drawn from the same map (given as two arrays of parameters), every
 * column text or integer, so each text is what JSON.stringify writes of `select`'s row.
 */
async function selectTexts(db: Queryable, where: string, params: unknown[]): Promise<RowTexts> {
  const v = params.length + 1;
  const r = await db.query<{ j: string }>(
    `SELECT row_to_json(r)::text AS j FROM (
       SELECT ${COLUMNS}, COALESCE(NULLIF(($${v + 1}::text[])[array_position($${v}::text[], state__c)], ''), state__c) AS state_label
         FROM outlets WHERE cmdi_name__c = $1 AND ${where} ORDER BY id DESC LIMIT ${OUTLETS_LIMIT}) r
      ORDER BY r.id DESC`,
    [...params, STATE_VALUES, STATE_LABEL_TEXTS],
  );
  return new RowTexts(r.rows.map((x) => x.j));
}

/**
 * A read of the caller's CMDI's outlets (no scope: nothing): `where` gives the SQL condition on
 * top of the scope ($1 is the CMDI's sfid) and its further parameters.
 */
function scopedRead<P>(contract: Contract<string, P, Outlet, false>, where: (p: P) => [string, unknown[]], oneRow = false) {
  return defineOp(contract, async ({ db, user, asText }, p) => {
    const cmdi = cmdiScope(user);
    const [condition, args] = where(p);
    const rows = !cmdi ? [] : asText ? await selectTexts(db, condition, [cmdi, ...args]) : await select(db, condition, [cmdi, ...args]);
    if (oneRow && (rows instanceof RowTexts ? rows.texts : rows).length === 0) throw new OpError(404, "not_found", OUTLET_NOT_FOUND);
    return rows;
  });
}

const listOp = scopedRead(outletsList, () => ["true", []]);
const searchOp = scopedRead(outletsSearch, (p) => [
  `(outletname__c ILIKE $2 ESCAPE '\\' OR outletcode__c ILIKE $2 ESCAPE '\\')`,
  [`%${escapeLike(p.q)}%`],
]);
/** The caller's outlets whose name, code or mobile may hold `query` (the search's server part, decision 082). */
export async function outletsMatching(db: Queryable, user: SessionUser, query: string): Promise<Outlet[]> {
  const cmdi = cmdiScope(user);
  return cmdi ? select(db, matchSql(["outletname__c", "outletcode__c", "mobile_no__c"], 2), [cmdi, ...matchParams(query)]) : [];
}

const getOp = scopedRead(outletsGet, (p) => ["id = $2", [p.id]], true);

/** The CMDI's own sfid; outlets are always written under it. */
function ownerOf({ user }: OpContext): string {
  if (user.role !== "CMDI" || !user.sfid) throw new OpError(403, "forbidden", msg("Only a CMDI can change outlets"));
  return user.sfid;
}

const stored = (v: OutletValues) => KEYS.map((k) => (v[k] === "" ? null : v[k]));

/** A CMDI's write of one own outlet: idempotent (the registry's key), audited, `[{ id }]` or 404. */
function outletWrite<P>(contract: Contract<string, P, IdRow, true>, action: string, write: (ctx: OpContext, p: P) => Promise<IdRow[]>) {
  return defineOp(contract, async (ctx, p) => {
    const row = (await write(ctx, p))[0];
    if (!row) throw new OpError(404, "not_found", OUTLET_NOT_FOUND);
    await audit(ctx.db, action, subjectKey(ctx.subject), { outlet: row.id }, null);
    return [{ id: row.id }];
  });
}

const returningId = async (ctx: OpContext, sql: string, args: unknown[]) => (await ctx.db.query<IdRow>(sql, args)).rows;

const insertOp = outletWrite(outletsInsert, "outlet.insert", (ctx, p) => {
  const slots = KEYS.map((_, i) => `$${i + 2}`).join(", ");
  return returningId(ctx, `INSERT INTO outlets (cmdi_name__c, ${KEYS.join(", ")}) VALUES ($1, ${slots}) RETURNING id`, [
    ownerOf(ctx),
    ...stored(p.values),
  ]);
});

/** The outlets' versioned update (decision 079): every field merges on its own. */
const OUTLETS_TABLE: VersionedTable<OutletFieldKey> = {
  table: "outlets",
  fields: KEYS,
  scope: "cmdi_name__c = $2",
  notFound: () => new OpError(404, "not_found", OUTLET_NOT_FOUND),
};

const updateOp = defineOp(outletsUpdate, async (ctx, p) => {
  const row = await versionedUpdate(ctx.db, OUTLETS_TABLE, { id: p.id, owner: ownerOf(ctx), values: p.values, base: p.base });
  await audit(ctx.db, "outlet.update", subjectKey(ctx.subject), { outlet: row.id }, null);
  return [row];
});

const deleteOp = outletWrite(outletsDelete, "outlet.delete", (ctx, p) =>
  returningId(ctx, "DELETE FROM outlets WHERE id = $1 AND cmdi_name__c = $2 RETURNING id", [p.id, ownerOf(ctx)]),
);

export const OUTLET_OPS = [listOp, searchOp, getOp, insertOp, updateOp, deleteOp] as const;
