// Rows held by an FCP account (HPAs, containers: a `fcp__c` column naming the FCP's account), seen
// by the caller's scope taken from the session only (an FCP their own, a CMDI those of the FCPs
// assigned to them, an AMMD those of the FCPs under them), as a windowed list in SQL (decision 094).
import type { SessionUser } from "../../src/codecs/session.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import type { ListSql } from "./pages.ts";
import { managedBy, type Condition } from "./people.ts";

/** Whose rows the caller sees, as a condition on the FCP account `a` (values from `$2`, after the FCP record type); null: none. */
export function fcpScopeOf(user: SessionUser): Condition | null {
  if (user.role === "FCP") return user.sfid ? { sql: "a.sfid = $2", params: [user.sfid] } : null;
  return managedBy(user, "a.assigned_cmdi__c", "a.assigned_ammd__c", 2);
}

/**
 * The caller's live rows of `table` (as `x`) with their live FCP account `a`, newest first, none
 * open (the device keeps the newest); `fields` the window's filter and search fields' expressions.
 */
export function fcpRowsSql<R>(user: SessionUser, table: string, x: string, fields: ListSql<R>["fields"]): ListSql<R> | null {
  const scope = fcpScopeOf(user);
  if (!scope) return null;
  return {
    from: `${table} ${x} JOIN account a ON a.sfid = ${x}.fcp__c AND a.recordtypeid = $1 AND a.isdeleted IS NOT TRUE`,
    where: `${x}.isdeleted IS NOT TRUE AND ${scope.sql}`,
    args: [FCP_RECORD_TYPE, ...scope.params],
    order: `${x}.id DESC`,
    key: `${x}.id`,
    fields,
  };
}
