// Leads (issue 25; docs/decisions/042): every FCP has a lead in each status (the demo FCP two), each
// with the moves that brought it there; every CMDI has a few leads not assigned yet. A converted
// lead is one of its FCP's HPAs (same name and mobile), linked by that HPA's id. Generated after
// every other table (after the HPAs), so the rest of the demo data stays as it was. The ids are the
// ones the serial columns give rows inserted in order into the empty tables (server/db/seed.ts); a
// server test checks each link.
import { addDays } from "date-fns";
import type { LeadStatus } from "../../../src/codecs/lead.ts";
import { between, personName, ts, type Ctx, type Row } from "./context.ts";
import { FIRST_NAMES, INSTITUTES, LAST_NAMES, PLACES } from "./names.ts";
import type { People } from "./people.ts";

/** The moves that bring a new lead to each status (the statechart's shortest way). */
const PATHS: Record<LeadStatus, LeadStatus[]> = {
  New: [],
  Contacted: ["Contacted"],
  Interested: ["Contacted", "Interested"],
  Converted: ["Contacted", "Interested", "Converted"],
  "Not interested": ["Contacted", "Not interested"],
};
const NOTES: Record<LeadStatus, string> = {
  New: "Entered by CMDI",
  Contacted: "Called; asked to send the programme details",
  Interested: "Wants to join the next workshop",
  Converted: "Joined as an HPA",
  "Not interested": "No time this season",
};
const STATUSES: LeadStatus[] = ["New", "Contacted", "Interested", "Converted", "Not interested"];

/** `base`: the leads, their history lines and the HPAs (ids) already made, which `hpas` follow. */
export function genLeads(
  ctx: Ctx,
  p: People,
  hpas: readonly Row[],
  base = { leads: 0, history: 0, hpas: 0 },
): { lead__c: Row[]; lead_history__c: Row[] } {
  const { rng } = ctx;
  const leads: Row[] = [];
  const history: Row[] = [];
  const make = (
    cmdi: { sfid: string; name: string },
    fcp: { sfid: string; name: string } | null,
    status: LeadStatus,
    hpa: { id: number; row: Row } | null,
  ) => {
    const id = base.leads + leads.length + 1;
    const [city] = rng.pick(PLACES);
    const created = between(ctx, addDays(ctx.today, -120), addDays(ctx.today, -30));
    const source = rng.chance(0.5) ? "Workshop participant" : "Entered by CMDI";
    const path = PATHS[status];
    leads.push({
      sfid: `a1L${String(id).padStart(12, "0")}AAA`,
      name: hpa ? String(hpa.row.name) : personName(ctx, FIRST_NAMES, LAST_NAMES),
      mobile__c: hpa ? String(hpa.row.mobile__c) : ctx.mobile(),
      email__c: hpa ? hpa.row.email__c : rng.chance(0.4) ? null : `lead${id}@mail.example.in`,
      city__c: hpa ? hpa.row.city__c : city,
      institute__c: hpa ? hpa.row.institute__c : rng.chance(0.4) ? null : rng.pick(INSTITUTES),
      source__c: source,
      status__c: status,
      follow_up_date__c: status === "Contacted" || status === "Interested" ? ts(addDays(ctx.today, rng.int(1, 20))).slice(0, 10) : null,
      cmdi__c: cmdi.sfid,
      fcp__c: fcp?.sfid ?? null,
      assigned_date__c: fcp ? ts(addDays(created, 1)) : null,
      hpa__c: hpa?.id ?? null,
      createddate: ts(created),
      systemmodstamp: ts(addDays(created, path.length * 4)),
      isdeleted: false,
    });
    const move = (from: LeadStatus | null, to: LeadStatus, by: string, role: string, at: Date) =>
      history.push({
        sfid: `a1M${String(base.history + history.length + 1).padStart(12, "0")}AAA`,
        lead__c: id,
        from_status__c: from,
        to_status__c: to,
        note__c: from === null && source === "Workshop participant" ? "Met at a workshop" : NOTES[to],
        by_name__c: by,
        by_role__c: role,
        createddate: ts(at),
        systemmodstamp: ts(at),
        isdeleted: false,
      });
    move(null, "New", cmdi.name, "CMDI", created);
    let from: LeadStatus = "New";
    path.forEach((to, k) => {
      move(from, to, fcp!.name, "FCP", addDays(created, 4 * (k + 1)));
      from = to;
    });
  };
  // each FCP's HPAs, in insertion order (their ids)
  const hpasOf = new Map<string, Array<{ id: number; row: Row }>>();
  hpas.forEach((row, i) => {
    const f = row.fcp__c;
    if (typeof f === "string") hpasOf.set(f, [...(hpasOf.get(f) ?? []), { id: base.hpas + i + 1, row }]);
  });
  p.fcps.forEach((f, i) => {
    const own = hpasOf.get(f.sfid) ?? [];
    const rounds = i === 0 ? 2 : 1;
    for (let r = 0; r < rounds; r++)
      for (const status of STATUSES) {
        const hpa = status === "Converted" ? (own[own.length - 1 - r] ?? null) : null;
        if (status === "Converted" && !hpa) continue;
        make(f.cmdi, f, status, hpa);
      }
  });
  for (const c of p.cmdis) for (let j = 0; j < 3; j++) make(c, null, "New", null);
  return { lead__c: leads, lead_history__c: history };
}
