// Search across records (issue 47 item 4; decision 082): the header's search, when no page's title
// matches, looks through the records this device holds (the cached lists: workshops, HPAs, leads,
// outlets, people), by name, code or mobile, and groups what it finds by kind, each with a link to
// where the person works on it. Pure: the lists are given (what the store holds is already the
// person's scope, so nothing out of scope can be found), the same rules on every device.
import * as t from "io-ts";
import { defineRead, exactParams } from "./contract.ts";
import type { FcpRow } from "./people.ts";
import type { Hpa } from "./hpa.ts";
import type { Lead } from "./lead.ts";
import { msg } from "./language.ts";
import { listSlot } from "./lists.ts";
import { addEditOutletLink, assignedHpaLink, leadLink, navHref, viewFcpLink, workshopLink } from "./navParams.ts";
import type { Outlet } from "./outlet.ts";
import type { ManagedPerson } from "./peopleAdmin.ts";
import type { Role } from "./role.ts";
import type { WorkshopRow } from "./workshop.ts";

/** A search needs at least this many characters (a letter or two finds half the list). */
export const RECORD_SEARCH_MIN = 2;
/** The most hits a kind shows. */
export const HITS_PER_KIND = 20;

export const RECORD_KINDS = ["workshop", "hpa", "lead", "outlet", "person"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const RECORD_KIND_TITLES: Record<RecordKind, string> = {
  workshop: msg("Workshops"),
  hpa: msg("HPAs"),
  lead: msg("Leads"),
  outlet: msg("Outlets"),
  person: msg("People"),
};

export interface RecordHit {
  kind: RecordKind;
  id: number;
  /** Its name (or "(no name)"). */
  title: string;
  /** What else identifies it: a code, a mobile, a place (data), a stage or status (a text of the app, `app`). */
  detail: readonly { text: string; app?: true }[];
  /** Where it is worked on, for this person; null when no page of theirs shows it alone. */
  href: string | null;
}

/** The lists searched: what the device holds of each (an absent or empty list finds nothing); the fields searched and shown. */
export interface SearchLists {
  workshops: readonly Pick<WorkshopRow, "id" | "name" | "heroku_id__c" | "sfid" | "fcpname__c" | "stagename">[];
  hpas: readonly Pick<Hpa, "id" | "name" | "mobile__c" | "institute__c" | "city__c">[];
  leads: readonly Pick<Lead, "id" | "name" | "mobile__c" | "institute__c" | "status" | "fcp_name" | "fcp_id">[];
  outlets: readonly Pick<Outlet, "id" | "outletname__c" | "outletcode__c" | "mobile_no__c" | "city_town__c">[];
  fcps: readonly Pick<FcpRow, "id" | "name" | "phone" | "sap_code__c" | "billingcity">[];
  people: readonly Pick<ManagedPerson, "id" | "name" | "mobile" | "kind">[];
}

/** The longest query the server takes (the boxes hold no more). */
export const RECORD_QUERY_MAX = 80;

const QueryText = new t.Type<string, string, unknown>(
  "QueryText",
  (u): u is string => typeof u === "string" && u.length <= RECORD_QUERY_MAX,
  (u, c) => {
    if (typeof u !== "string") return t.failure(u, c, "A search must be text");
    const s = u.trim();
    return s.length > RECORD_QUERY_MAX ? t.failure(u, c, `A search is too long (at most ${RECORD_QUERY_MAX} characters)`) : t.success(s);
  },
  t.identity,
);

export const RecordHitRow = t.type({
  kind: t.keyof(Object.fromEntries(RECORD_KINDS.map((k) => [k, null])) as Record<RecordKind, null>),
  id: t.number,
  title: t.string,
  detail: t.readonlyArray(t.union([t.type({ text: t.string }), t.type({ text: t.string, app: t.literal(true) })])),
  href: t.union([t.string, t.null]),
});

/**
 * The server's part of the search (decision 082): the same rules over every record the caller may
 * see (each kind scoped as its own list is), not only what this device holds; at most
 * HITS_PER_KIND of each kind.
 */
export const searchRecordsRead = defineRead("search.records", { params: exactParams({ q: QueryText }), row: RecordHitRow, roles: "any" });

/** What the server found for the last query searched there, recorded as `recordSearch.fetched`. */
export const recordSearchSlot = listSlot("recordSearch", RecordHitRow);

/**
 * The hits to show: the device's first, then the server's that the device did not find (marked
 * `server`), at most HITS_PER_KIND a kind, in RECORD_KINDS' order.
 */
export function mergeHits(device: readonly RecordHit[], server: readonly RecordHit[]): (RecordHit & { server?: true })[] {
  const key = (h: RecordHit) => `${h.kind}:${h.id}`;
  const have = new Set(device.map(key));
  const all = [...device, ...server.filter((h) => !have.has(key(h))).map((h) => ({ ...h, server: true as const }))];
  return RECORD_KINDS.flatMap((k) => all.filter((h) => h.kind === k).slice(0, HITS_PER_KIND));
}

/** What a query is compared with: lower case; a number's digits alone (so "98200 11111" finds "9820011111"). */
const norm = (s: string) => s.toLowerCase().trim();
const digits = (s: string) => s.replace(/\D/g, "");

/** A query's digits when it is a number (3 or more digits; spaces, + and - allowed), else null. */
export function queryDigits(query: string): string | null {
  const d = digits(query);
  return d.length >= 3 && d.length === query.replace(/[\s+-]/g, "").length ? d : null;
}

/** Whether any of `texts` holds the query (as words, or as a mobile's digits). */
export function matches(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const q = norm(query);
  const d = queryDigits(query);
  return texts.some((x) => x !== null && x !== undefined && (norm(x).includes(q) || (d !== null && digits(x).includes(d))));
}

/** The parts that are there; a part given as `[text]` is a text of the app (translated when drawn). */
const parts = (...given: (string | null | undefined | [string | null | undefined])[]): RecordHit["detail"] =>
  given.flatMap((g) => {
    const [text, app] = Array.isArray(g) ? [g[0], true as const] : [g, undefined];
    return text === null || text === undefined || text.trim() === "" ? [] : [app ? { text, app } : { text }];
  });

/** Where a workshop opens for each role (the list it was found from, for Back). */
const WORKSHOP_SOURCE: Record<Role, "fcp" | "cmdi" | "ammd"> = { FCP: "fcp", CMDI: "cmdi", AMMD: "ammd" };

/** The hits of every kind for `query`, in the lists' order, at most HITS_PER_KIND a kind; none for a short query. */
export function searchRecords(lists: SearchLists, query: string, role: Role): RecordHit[] {
  if (norm(query).length < RECORD_SEARCH_MIN) return [];
  const hits: RecordHit[] = [];
  const add = <R extends { id: number }>(
    kind: RecordKind,
    rows: readonly R[],
    texts: (r: R) => (string | null | undefined)[],
    hit: (r: R) => Omit<RecordHit, "kind" | "id">,
  ) => {
    const seen = new Set<number>();
    for (const r of rows) {
      if (seen.size >= HITS_PER_KIND) break;
      if (seen.has(r.id) || !matches(query, texts(r))) continue;
      seen.add(r.id);
      hits.push({ kind, id: r.id, ...hit(r) });
    }
  };
  add(
    "workshop",
    lists.workshops,
    (w) => [w.name, w.heroku_id__c, w.sfid, w.fcpname__c],
    (w) => ({
      title: w.name ?? "",
      detail: parts([w.stagename], w.fcpname__c),
      href: navHref(workshopLink, { id: w.id, source: WORKSHOP_SOURCE[role] }),
    }),
  );
  add(
    "hpa",
    lists.hpas,
    (h) => [h.name, h.mobile__c, h.institute__c],
    (h) => ({
      title: h.name,
      detail: parts(h.mobile__c, h.institute__c, h.city__c),
      href: role === "FCP" ? navHref(assignedHpaLink, { id: h.id }) : null,
    }),
  );
  add(
    "lead",
    lists.leads,
    (l) => [l.name, l.mobile__c, l.institute__c],
    (l) => ({
      title: l.name,
      detail: parts(l.mobile__c, [l.status], l.fcp_name),
      href: role === "FCP" ? navHref(leadLink, { id: l.id }) : role === "CMDI" && l.fcp_id === null ? "/listAssignLead" : "/viewFCPLeads",
    }),
  );
  add(
    "outlet",
    lists.outlets,
    (o) => [o.outletname__c, o.outletcode__c, o.mobile_no__c],
    (o) => ({ title: o.outletname__c ?? "", detail: parts(o.outletcode__c, o.city_town__c), href: navHref(addEditOutletLink, { outletid: o.id }) }),
  );
  // the super admin's people (every person, with their role), else a manager's FCPs
  if (lists.people.length > 0)
    add(
      "person",
      lists.people,
      (p) => [p.name, p.mobile],
      (p) => ({ title: p.name ?? "", detail: parts(p.kind, p.mobile), href: "/managePeople" }),
    );
  else if (role !== "FCP")
    add(
      "person",
      lists.fcps,
      (p) => [p.name, p.phone, p.sap_code__c],
      (p) => ({ title: p.name ?? "", detail: parts("FCP", p.phone, p.billingcity), href: navHref(viewFcpLink, { id: p.id }) }),
    );
  return hits;
}
