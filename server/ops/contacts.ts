// contacts.mine (Contact Us, decision 036): the caller's own CMDI and AMMD, chosen from the session
// alone (an FCP: the account's assigned CMDI and AMMD; a CMDI: the AMMD they report to; an AMMD:
// none), then the programme's helpline from the server's settings. A manager who is not assigned,
// or whose record is missing, is left out: the page says so.
import { contactsMine, type ContactRow } from "../../src/codecs/contacts.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import { defineOp } from "./registry.ts";

/** A product user as a contact: an AMMD is matched by the first 15 characters of the id (decision 019). */
const PERSON = `SELECT p.name, p.login_mobile_number__c AS phone, p.email__c AS email FROM product_user__c p`;

export const contactsMineOp = defineOp(contactsMine, async ({ db, user, subject, programme }) => {
  const found: ContactRow[] = [];
  const add = async (role: "CMDI" | "AMMD", sql: string, params: unknown[]) => {
    const r = await db.query<{ name: string | null; phone: string | null; email: string | null }>(sql, params);
    const p = r.rows[0];
    if (p) found.push({ role, name: p.name, phone: p.phone, email: p.email });
  };
  if (subject.kind === "account" && user.role === "FCP") {
    const a = (
      await db.query<{ cmdi: string | null; ammd: string | null }>(
        `SELECT assigned_cmdi__c AS cmdi, assigned_ammd__c AS ammd FROM account WHERE id = $1 AND recordtypeid = $2 AND isdeleted IS NOT TRUE`,
        [subject.id, FCP_RECORD_TYPE],
      )
    ).rows[0];
    if (a?.cmdi) await add("CMDI", `${PERSON} WHERE p.sfid = $1 AND p.type__c = 'CMDI' LIMIT 1`, [a.cmdi]);
    if (a?.ammd) await add("AMMD", `${PERSON} WHERE left(p.sfid, 15) = left($1, 15) AND p.type__c = 'AMMD' ORDER BY p.id LIMIT 1`, [a.ammd]);
  } else if (subject.kind !== "account" && user.role === "CMDI") {
    await add(
      "AMMD",
      `${PERSON} JOIN product_user__c me ON me.id = $1 AND me.reporting_to_ammd__c IS NOT NULL
        WHERE left(p.sfid, 15) = left(me.reporting_to_ammd__c, 15) AND p.type__c = 'AMMD' ORDER BY p.id LIMIT 1`,
      [subject.id],
    );
  }
  const h = programme.helpline;
  const helpline: ContactRow = { role: "helpline", name: h.name, phone: h.phone, email: h.email };
  return [...found, helpline];
});
