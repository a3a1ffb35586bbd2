// Containers (issue 25; docs/decisions/043): list within the caller's scope, taken from the session
// only (an FCP their own, a CMDI those of the FCPs assigned to them, an AMMD those of the FCPs under
// them); create, update and remove by an FCP only, under their own account. A container outside the
// scope answers 404, whether it exists or not; a member that is not one of the FCP's own HPAs is a
// 404 at the members field; a name the FCP already gave a container a 409 at the name field.
import type { IdRow } from "../../src/codecs/contract.ts";
import {
  CONTAINER_MESSAGES,
  containersCreate,
  containersList,
  containersListPage,
  containersRemove,
  containersUpdate,
  containerTexts,
  membersOfText,
  type Container,
  type ContainerFieldKey,
  type ContainerValues,
} from "../../src/codecs/container.ts";
import { CONFLICT_CODE, CONFLICT_MESSAGE, mergeFields } from "../../src/codecs/conflict.ts";
import { HPA_TYPES } from "../../src/codecs/hpa.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import type { Queryable } from "../db/db.ts";
import { fcpRowsSql } from "./fcpRows.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, userSqlList } from "./pages.ts";
import { defineOp, OpError, type OpContext } from "./registry.ts";

const TYPE_LABEL = `CASE h.recordtypeid ${HPA_TYPES.map((h) => `WHEN '${h.recordTypeId}' THEN '${h.label}'`).join(" ")} END`;

/** The members still the FCP's own HPAs (an HPA is the container's FCP's, or it is not shown). */
const MEMBERS = `COALESCE((
  SELECT json_agg(json_build_object('kind', 'hpa', 'id', h.id, 'name', h.name, 'type', ${TYPE_LABEL}, 'mobile', h.mobile__c) ORDER BY h.name, h.id)
    FROM container_member__c m JOIN hpa__c h ON h.id = m.hpa_id AND h.fcp__c = c.fcp__c AND h.isdeleted IS NOT TRUE
   WHERE m.container_id = c.id AND m.member_kind__c = 'hpa' AND m.isdeleted IS NOT TRUE), '[]'::json)`;

/**
 * The caller's containers as a list in SQL (decision 094): newest first, none open (the device keeps
 * the newest); the window's `id` filter opens one container the device does not hold.
 */
const containersSql = (user: SessionUser): ListSql<Container> | null =>
  fcpRowsSql<Container>(user, "container__c", "c", { id: "c.id", name: "c.name", description: "c.description__c", fcp_name: "a.name" });

/** The caller's containers meeting `c` (its values after the list's), newest first; from `offset`, at most `limit` (a page), or all of them. */
function select(db: Queryable, l: ListSql<Container>, c: SqlCondition, page?: Paging): Promise<Container[]> {
  return selectPage(
    db,
    l,
    `c.id, c.name, c.description__c AS description, a.name AS fcp_name, ${MEMBERS} AS members, c.row_version AS version,
     to_char(c.createddate, 'YYYY-MM-DD"T"HH24:MI:SS') AS createddate`,
    c,
    { page },
  );
}

const containersInSql = userSqlList(containersList, containersSql, select);
const listOp = containersInSql.op;

/** The FCP's own sfid: containers are always made and changed under it. */
function ownerOf({ user }: OpContext): string {
  if (user.role !== "FCP" || !user.sfid) throw new OpError(403, "forbidden", CONTAINER_MESSAGES.onlyFcp);
  return user.sfid;
}

/** Every member must be one of the FCP's own HPAs (another's, or none at all, is not found). */
async function checkMembers(db: Queryable, fcp: string, members: number[]): Promise<void> {
  const r = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM hpa__c WHERE id = ANY($1::int[]) AND fcp__c = $2 AND isdeleted IS NOT TRUE",
    [members, fcp],
  );
  if (r.rows[0]!.n !== members.length) throw new OpError(404, "not_found", CONTAINER_MESSAGES.memberNotFound, "members");
}

async function checkName(db: Queryable, fcp: string, name: string, except: number | null): Promise<void> {
  const r = await db.query<IdRow>(
    "SELECT id FROM container__c WHERE fcp__c = $1 AND lower(name) = lower($2) AND isdeleted IS NOT TRUE AND id IS DISTINCT FROM $3",
    [fcp, name, except],
  );
  if (r.rows.length > 0) throw nameTaken();
}
const nameTaken = () => new OpError(409, "duplicate", CONTAINER_MESSAGES.nameTaken, "name");

/** The container's HPA members become exactly `members`. */
async function setMembers(db: Queryable, id: number, members: number[]): Promise<void> {
  await db.query("DELETE FROM container_member__c WHERE container_id = $1 AND member_kind__c = 'hpa' AND NOT (hpa_id = ANY($2::int[]))", [
    id,
    members,
  ]);
  await db.query(
    `INSERT INTO container_member__c (container_id, member_kind__c, hpa_id)
     SELECT $1, 'hpa', x FROM unnest($2::int[]) AS x
     ON CONFLICT (container_id, hpa_id) WHERE hpa_id IS NOT NULL DO NOTHING`,
    [id, members],
  );
}

const blank = (s: string) => (s === "" ? null : s);

const createOp = defineOp(containersCreate, async (ctx, p) => {
  const fcp = ownerOf(ctx);
  const v: ContainerValues = p.values;
  await checkName(ctx.db, fcp, v.name, null);
  await checkMembers(ctx.db, fcp, v.members);
  const r = await ctx.db.query<IdRow>(
    `INSERT INTO container__c (name, description__c, fcp__c) VALUES ($1, $2, $3)
     ON CONFLICT (fcp__c, lower(name)) WHERE isdeleted IS NOT TRUE DO NOTHING RETURNING id`,
    [v.name, blank(v.description), fcp],
  );
  const row = r.rows[0];
  if (!row) throw nameTaken();
  await setMembers(ctx.db, row.id, v.members);
  await audit(ctx.db, "container.create", subjectKey(ctx.subject), { container: row.id, members: v.members.length }, null);
  return [{ id: row.id }];
});

/** The FCP's own live container, or 404. */
async function ownContainer(db: Queryable, fcp: string, id: number): Promise<void> {
  const r = await db.query<IdRow>("SELECT id FROM container__c WHERE id = $1 AND fcp__c = $2 AND isdeleted IS NOT TRUE FOR UPDATE", [id, fcp]);
  if (r.rows.length === 0) throw new OpError(404, "not_found", CONTAINER_MESSAGES.notFound);
}

const CONTAINER_FIELDS: readonly ContainerFieldKey[] = ["name", "description", "members"];

/**
 * The FCP's own live container as it is now, locked (its members' ids as stored, live), or 404: what
 * an update from an older version is merged onto (decision 079).
 */
async function lockedContainer(db: Queryable, fcp: string, id: number) {
  const r = await db.query<{ name: string; description: string | null; version: number; members: number[] }>(
    `SELECT c.name, c.description__c AS description, c.row_version AS version,
            ARRAY(SELECT m.hpa_id FROM container_member__c m
                   WHERE m.container_id = c.id AND m.member_kind__c = 'hpa' AND m.isdeleted IS NOT TRUE AND m.hpa_id IS NOT NULL) AS members
       FROM container__c c WHERE c.id = $1 AND c.fcp__c = $2 AND c.isdeleted IS NOT TRUE FOR UPDATE OF c`,
    [id, fcp],
  );
  const row = r.rows[0];
  if (!row) throw new OpError(404, "not_found", CONTAINER_MESSAGES.notFound);
  return row;
}

/**
 * An update (decision 079): from the container's version, written as sent; from an older one, merged
 * field by field onto the container now (name, purpose and the members each one field), a field
 * both sides changed to different values refusing the whole write (409 conflict, nothing written);
 * without a base (a write queued before versions), the last write wins. Answers the new version.
 */
const updateOp = defineOp(containersUpdate, async (ctx, p) => {
  const fcp = ownerOf(ctx);
  const now = await lockedContainer(ctx.db, fcp, p.id);
  let v: ContainerValues = p.values;
  if (p.base && p.base.version !== now.version) {
    const current = containerTexts(now);
    const { merged, conflicts } = mergeFields(CONTAINER_FIELDS, containerTexts(p.base.values), containerTexts(v), current);
    if (conflicts.length > 0)
      throw new OpError(409, CONFLICT_CODE, CONFLICT_MESSAGE, undefined, { version: now.version, current, fields: conflicts });
    v = { name: merged.name, description: merged.description, members: membersOfText(merged.members) };
  }
  await checkName(ctx.db, fcp, v.name, p.id);
  await checkMembers(ctx.db, fcp, v.members);
  const r = await ctx.db.query<{ version: number }>(
    `UPDATE container__c SET name = $2, description__c = $3, row_version = row_version + 1, systemmodstamp = now()
      WHERE id = $1 RETURNING row_version AS version`,
    [p.id, v.name, blank(v.description)],
  );
  await setMembers(ctx.db, p.id, v.members);
  await audit(ctx.db, "container.update", subjectKey(ctx.subject), { container: p.id, members: v.members.length }, null);
  return [{ id: p.id, version: r.rows[0]!.version }];
});

const removeOp = defineOp(containersRemove, async (ctx, p) => {
  const fcp = ownerOf(ctx);
  await ownContainer(ctx.db, fcp, p.id);
  await ctx.db.query("UPDATE container__c SET isdeleted = true, systemmodstamp = now() WHERE id = $1", [p.id]);
  await audit(ctx.db, "container.remove", subjectKey(ctx.subject), { container: p.id }, null);
  return [{ id: p.id }];
});

/** A page of the caller's containers (decision 092), in the list's SQL (decision 094). */
const listPageOp = pageOp(containersListPage, containersList, listOp, containersInSql.page);

export const CONTAINER_OPS = [listOp, listPageOp, createOp, updateOp, removeOp] as const;
