// The audit page's read (issue 46 item 4; decision 080): the newest rows of app_audit in the
// caller's reach, filtered. The super admin reads every row; an AMMD the rows of the people of
// their region (themselves, their CMDIs and the FCPs assigned to them); anyone else is refused.
// Scope comes from the session only. Names are looked up for the rows answered, after the limit.
import { AUDIT_KINDS, AUDIT_LIMIT, AUDIT_REFUSED, auditList, type AuditRow } from "../../src/codecs/audit.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import { escapeLike } from "./textMatch.ts";
import { defineOp, OpError } from "./registry.ts";

/** The record ids of the subjects of one kind ("account:12" -> 12). */
const idsOf = (subjects: readonly string[], kind: string): number[] =>
  subjects
    .filter((s) => s.startsWith(`${kind}:`))
    .map((s) => Number(s.slice(kind.length + 1)))
    .filter(Number.isSafeInteger);

/** The first record a row's details name, in AUDIT_KINDS' order. */
function recordOf(detail: Record<string, unknown> | null): { kind: string | null; record: string | null } {
  for (const k of AUDIT_KINDS) {
    const v = detail?.[k];
    if (typeof v === "number" || (typeof v === "string" && v !== "")) return { kind: k, record: String(v) };
  }
  return { kind: null, record: null };
}

export const auditListOp = defineOp(auditList, async ({ db, user }, p) => {
  if (!user.superAdmin && !(user.role === "AMMD" && user.sfid)) throw new OpError(403, "forbidden", AUDIT_REFUSED);
  const region = user.superAdmin ? null : user.sfid;
  const person = p.person ? p.person : null;
  const r = await db.query<{ id: number; at: Date; action: string; detail: Record<string, unknown> | null; subject: string | null }>(
    `SELECT a.id, a.at, a.action, a.detail, a.subject FROM app_audit a
      WHERE ($1::text IS NULL OR a.subject IN (
              SELECT 'product_user:' || id FROM product_user__c WHERE sfid = $1 OR reporting_to_ammd__c = $1
              UNION ALL SELECT 'account:' || id FROM account WHERE assigned_ammd__c = $1 AND recordtypeid = $2))
        AND ($3::text IS NULL OR a.subject IN (
              SELECT 'product_user:' || id FROM product_user__c WHERE name ILIKE $4 ESCAPE '\\' OR login_mobile_number__c = $3
              UNION ALL SELECT 'account:' || id FROM account WHERE recordtypeid = $2 AND (name ILIKE $4 ESCAPE '\\' OR phone = $3)))
        AND ($5::text IS NULL OR a.action = $5)
        AND ($6::text IS NULL OR a.detail ->> $6 IS NOT NULL)
        AND ($7::text IS NULL OR EXISTS (
              SELECT 1 FROM jsonb_each_text(a.detail) e WHERE e.key = ANY($8::text[]) AND e.key = COALESCE($6::text, e.key) AND e.value = $7))
      ORDER BY a.id DESC LIMIT ${AUDIT_LIMIT}`,
    [
      region,
      FCP_RECORD_TYPE,
      person,
      person === null ? null : `%${escapeLike(person)}%`,
      p.action || null,
      p.kind ?? null,
      p.record || null,
      [...AUDIT_KINDS],
    ],
  );
  const subjects = [...new Set(r.rows.map((x) => x.subject).filter((s): s is string => s !== null))];
  const names = new Map<string, { name: string | null; role: string }>();
  if (subjects.length > 0) {
    const n = await db.query<{ subject: string; name: string | null; role: string }>(
      `SELECT 'product_user:' || id AS subject, name, type__c AS role FROM product_user__c WHERE id = ANY($1::int[])
       UNION ALL SELECT 'account:' || id, name, 'FCP' FROM account WHERE id = ANY($2::int[])`,
      [idsOf(subjects, "product_user"), idsOf(subjects, "account")],
    );
    for (const x of n.rows) names.set(x.subject, { name: x.name, role: x.role });
  }
  return r.rows.map((x): AuditRow => {
    const who = x.subject ? names.get(x.subject) : undefined;
    return { id: x.id, at: new Date(x.at).toISOString(), who: who?.name ?? null, role: who?.role ?? null, action: x.action, ...recordOf(x.detail) };
  });
});
