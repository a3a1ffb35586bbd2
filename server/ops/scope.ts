// Whose records a caller sees, taken from the session only, never from params.
// - Outlets and WSS mappings: a CMDI their own (by their sfid), every other role those of the CMDI
//   they are assigned to.
// - Workshops: an AMMD those assigned to them, a CMDI those assigned to them, an FCP those of their
//   account; a super admin every workshop (spec section 6).
import { scopeColumnOf, type ScopeColumn } from "../../src/codecs/workshop.ts";
import type { SessionUser } from "../../src/codecs/session.ts";

/** The CMDI sfid whose records the caller may read, or null (then they see nothing). */
export function cmdiScope(user: SessionUser): string | null {
  const sfid = user.role === "CMDI" ? user.sfid : user.assigned_cmdi__c;
  return sfid ? sfid : null;
}

export type WorkshopScope = { column: ScopeColumn; sfid: string } | "every" | "none";

/** The workshops a caller may read: by the column that names them, every one, or none. */
export function workshopScope(user: SessionUser): WorkshopScope {
  if (user.superAdmin) return "every";
  return user.sfid ? { column: scopeColumnOf(user.role), sfid: user.sfid } : "none";
}

/** A person's own workshops (their role's column), ignoring the super admin's reach: their lists. */
export function ownWorkshops(user: SessionUser): { column: ScopeColumn; sfid: string } | null {
  return user.sfid ? { column: scopeColumnOf(user.role), sfid: user.sfid } : null;
}
