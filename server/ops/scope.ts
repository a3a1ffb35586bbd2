// Whose outlets and WSS mappings a caller sees: a CMDI their own (by their sfid), every other role
// those of the CMDI they are assigned to. Taken from the session only, never from params.
import type { SessionUser } from "../../src/codecs/session.ts";

/** The CMDI sfid whose records the caller may read, or null (then they see nothing). */
export function cmdiScope(user: SessionUser): string | null {
  const sfid = user.role === "CMDI" ? user.sfid : user.assigned_cmdi__c;
  return sfid ? sfid : null;
}

