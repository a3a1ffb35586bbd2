// Contact Us (/contact-us, decision 036): the people a person reaches for help, chosen by the
// server from the session alone: an FCP's assigned CMDI and AMMD, a CMDI's AMMD (reporting_to_ammd__c),
// and for everyone the programme's helpline (the server's HELPLINE_* settings). Cached, so the
// page shows at once and offline.
import * as t from "io-ts";
import { defineRead, noParams } from "./contract.ts";
import { listSlot } from "./lists.ts";
import type { Role } from "./role.ts";
import { msg } from "./language.ts";

const str = t.union([t.string, t.null]);

/** Who a contact is to the caller. */
export const ContactRole = t.keyof({ CMDI: null, AMMD: null, helpline: null });
export type ContactRole = t.TypeOf<typeof ContactRole>;

/** One contact: the caller's CMDI or AMMD (a product user), or the helpline (always last). */
export const ContactRow = t.type({ role: ContactRole, name: str, phone: str, email: str });
export type ContactRow = t.TypeOf<typeof ContactRow>;

/** The caller's CMDI and AMMD (those assigned; none when unassigned), then the helpline. */
export const contactsMine = defineRead("contacts.mine", { params: noParams, row: ContactRow, roles: "any" });

/** The cached contacts: recorded as `contacts.fetched { rows }`. */
export const contactsSlot = listSlot("contacts", ContactRow);

/** The managers a person of `role` has: an FCP a CMDI and an AMMD, a CMDI an AMMD, an AMMD none. */
export const MANAGERS_OF: Record<Role, readonly Exclude<ContactRole, "helpline">[]> = { FCP: ["CMDI", "AMMD"], CMDI: ["AMMD"], AMMD: [] };

/** The programme's helpline on Contact Us (decision 036; the HELPLINE_* settings): a number or an address unset is null. */
export interface Helpline {
  name: string;
  phone: string | null;
  email: string | null;
}

/**
 * The helpline's name when HELPLINE_NAME is unset: a text of the app, drawn in the reader's
 * language (a name set in HELPLINE_NAME is the programme's own, drawn as written).
 */
export const DEFAULT_HELPLINE_NAME = msg("Programme helpline");

/** The helpline's name as Contact Us draws it: the default one translated, a configured one as it is. */
export const helplineName = (name: string | null, t: (english: string) => string): string | null => (name === DEFAULT_HELPLINE_NAME ? t(name) : name);

/** A phone number as a `tel:` link: its digits, with a leading + kept (null when it has no digits). */
export function telHref(phone: string | null): string | null {
  const p = (phone ?? "").trim();
  const digits = p.replace(/\D/g, "");
  return digits.length === 0 ? null : `tel:${p.startsWith("+") ? "+" : ""}${digits}`;
}

/** An email address as a `mailto:` link (null when it is not one). */
export function mailtoHref(email: string | null): string | null {
  const e = (email ?? "").trim();
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(e) ? `mailto:${e}` : null;
}
