// What happened (issue 46 item 4; decision 080): the audit trail's rows as the audit page reads
// them. Every write is audited (its own row with the details it knows, or the registry's row
// naming the op and the records it returned); sign-in and recovery events too. The page filters by
// person, by kind of record (and its number) and by action, newest first, and exports what it shows.
import * as t from "io-ts";
import { defineRead, exactParams } from "./contract.ts";
import { msg } from "./language.ts";
import { listSlot } from "./lists.ts";

/** The newest rows one answer holds; narrower filters reach older ones. */
export const AUDIT_LIMIT = 500;
const FILTER_MAX = 80;

/** The kinds of record an audit row can name, as the keys of its details. */
export const AUDIT_KINDS = ["workshop", "training", "outlet", "lead", "hpa", "container", "content", "person", "photo", "file", "device"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  workshop: msg("Workshop"),
  training: msg("Training"),
  outlet: msg("Outlet"),
  lead: msg("Lead"),
  hpa: msg("HPA"),
  container: msg("Container"),
  content: msg("Content"),
  person: msg("Person"),
  photo: msg("Photo"),
  file: msg("File"),
  device: msg("Device"),
};

/** The actions the page names in words; any other shows as the server wrote it. */
export const AUDIT_ACTIONS: Record<string, string> = {
  "login.ok": msg("Signed in"),
  "login.invalid_credentials": msg("Sign-in refused: wrong password"),
  "login.unknown_user": msg("Sign-in refused: unknown mobile"),
  "login.switched_off": msg("Sign-in refused: switched off"),
  "login.rate_limited": msg("Sign-in refused: too many tries"),
  logout: msg("Signed out"),
  "unlock.failed": msg("Unlock failed"),
  "otp.sent": msg("Code sent"),
  "otp.verified": msg("Code verified"),
  "otp.invalid": msg("Wrong code"),
  "password.reset": msg("Password set"),
  "device.signed_out": msg("Device signed out"),
  "outlet.insert": msg("Outlet added"),
  "outlet.update": msg("Outlet changed"),
  "outlet.delete": msg("Outlet deleted"),
  "hpa.add": msg("HPA added"),
  "hpa.link": msg("HPA linked"),
  "lead.add": msg("Lead added"),
  "lead.assign": msg("Lead assigned"),
  "lead.move": msg("Lead moved"),
  "lead.convert": msg("Lead converted"),
  "container.create": msg("Container created"),
  "container.update": msg("Container changed"),
  "container.remove": msg("Container removed"),
  "workshop.planned": msg("Workshop planned"),
  "workshop.planChanged": msg("Workshop plan changed"),
  "workshops.transition": msg("Workshop moved on"),
  "workshop.reportSaved": msg("Workshop report saved"),
  "workshopPhoto.added": msg("Workshop photo added"),
  "workshopPhoto.deleted": msg("Workshop photo deleted"),
  "trainings.transition": msg("Training moved on"),
  "trainingPhoto.added": msg("Training photo added"),
  "trainingPhoto.deleted": msg("Training photo deleted"),
  "review.rate": msg("Content rated"),
  "upload.added": msg("Content uploaded"),
  "ettc.uploaded": msg("ETTC uploaded"),
  "file.uploaded": msg("File uploaded"),
  "people.add": msg("Person added"),
  "people.edit": msg("Person changed"),
  "people.deactivate": msg("Person switched off"),
  "people.reactivate": msg("Person switched on"),
  "people.move": msg("Person moved"),
  "people.invite": msg("Invitation sent"),
  "otp.unknown_user": msg("Code refused: unknown mobile"),
  "otp.rate_limited": msg("Code refused: too many tries"),
  "otp.sms_queued": msg("Code SMS queued"),
  "otp.sms_failed": msg("Code SMS failed"),
  "account.language": msg("Language changed"),
  "notifications.read": msg("Notifications read"),
  "push.subscribe": msg("Device notifications switched on"),
  "push.unsubscribe": msg("Device notifications switched off"),
  "target.set": msg("Target set"),
  "content.add": msg("Content item added"),
  "content.edit": msg("Content item changed"),
  "content.retire": msg("Content item retired"),
  "content.restore": msg("Content item restored"),
  "news.add": msg("News slide added"),
  "news.edit": msg("News slide changed"),
  "news.retire": msg("News slide retired"),
  "news.restore": msg("News slide restored"),
  "import.sent": msg("Import file sent"),
  "imports.confirm": msg("Import confirmed"),
  "person.imported": msg("Person imported"),
  "person.reimported": msg("Person updated by an import"),
  "hpa.imported": msg("HPA imported"),
  "hpa.reimported": msg("HPA updated by an import"),
  "outlet.imported": msg("Outlet imported"),
  "outlet.reimported": msg("Outlet updated by an import"),
};

export const AuditRow = t.type({
  id: t.number,
  /** When (ISO). */
  at: t.string,
  /** Who: their name and role (null for an event without a known person, such as an unknown mobile's sign-in). */
  who: t.union([t.string, t.null]),
  role: t.union([t.string, t.null]),
  action: t.string,
  /** The record it names first: its kind and number (null when it names none). */
  kind: t.union([t.string, t.null]),
  record: t.union([t.string, t.null]),
});
export type AuditRow = t.TypeOf<typeof AuditRow>;

const FilterText = new t.Type<string, string, unknown>(
  "FilterText",
  (u): u is string => typeof u === "string" && u.length <= FILTER_MAX,
  (u, c) => {
    if (typeof u !== "string") return t.failure(u, c, "A filter must be text");
    const s = u.trim();
    return s.length > FILTER_MAX ? t.failure(u, c, `A filter is too long (at most ${FILTER_MAX} characters)`) : t.success(s);
  },
  t.identity,
);
const KindCodec = t.keyof(Object.fromEntries(AUDIT_KINDS.map((k) => [k, null])) as Record<AuditKind, null>, "a kind of record");

export const AuditFilters = exactParams({}, { person: FilterText, kind: KindCodec, record: FilterText, action: FilterText });
export type AuditFilters = t.TypeOf<typeof AuditFilters>;

/** The filter fields of the page, as typed (blank: not filtered by it). */
export type AuditFilterField = "person" | "kind" | "record" | "action";
export const EMPTY_DRAFT: Record<AuditFilterField, string> = { person: "", kind: "", record: "", action: "" };

/** The filters a draft asks for: its non-blank fields. */
export const filtersOf = (d: Record<AuditFilterField, string>): AuditFilters =>
  Object.fromEntries(Object.entries(d).flatMap(([k, v]) => (v.trim() === "" ? [] : [[k, v.trim()]]))) as AuditFilters;

/** The newest audit rows in the caller's reach (the super admin: all; an AMMD: their region's people), filtered. */
export const auditList = defineRead("audit.list", { params: AuditFilters, row: AuditRow, roles: "any" });

/** The rows last loaded, recorded as `auditLog.fetched`. */
export const auditSlot = listSlot("auditLog", AuditRow);

/** The action in words, or as it was written. */
export const actionLabel = (action: string): string => AUDIT_ACTIONS[action] ?? action;

export const AUDIT_REFUSED = msg("Only an AMMD or the super admin can read the audit log");
