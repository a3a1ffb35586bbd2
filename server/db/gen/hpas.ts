// HPAs (issue 25; docs/decisions/041): each FCP works with a few of several kinds (the demo FCP with
// more), some assigned by their CMDI; a few are nobody's yet (an FCP may add them by mobile).
// Generated after every other table, so the rest of the demo data stays as it was.
import { addDays } from "date-fns";
import { HPA_TYPES } from "../../../src/codecs/hpa.ts";
import { between, personName, ts, type Ctx, type Row } from "./context.ts";
import { FIRST_NAMES, INSTITUTES, LAST_NAMES, PLACES, SCHOOLS } from "./names.ts";
import type { People } from "./people.ts";
import { scaled } from "./random.ts";

const PLACE_KINDS = new Set(["Hobby Centres", "Recreational", "Vocational"]);

/** `base`: HPAs already made (their sfids continue after them); `unowned`: how many nobody's HPAs to add. */
export function genHpas(ctx: Ctx, p: People, base = 0, unowned = scaled(12, ctx.scale)): Row[] {
  const { rng } = ctx;
  const rows: Row[] = [];
  const make = (fcp: string | null, assignedBy: string | null, k: number): Row => {
    const kind = HPA_TYPES[k % HPA_TYPES.length]!;
    const [city, , state] = rng.pick(PLACES);
    const name = PLACE_KINDS.has(kind.label) ? `${rng.pick(SCHOOLS)}, ${city}` : personName(ctx, FIRST_NAMES, LAST_NAMES);
    const created = between(ctx, addDays(ctx.fyStart, -200), ctx.today);
    const n = base + rows.length + 1;
    return {
      sfid: `a1H${String(n).padStart(12, "0")}AAA`,
      name,
      recordtypeid: kind.recordTypeId,
      mobile__c: ctx.mobile(),
      email__c: rng.chance(0.3) ? null : `hpa${n}@mail.example.in`,
      city__c: city,
      state__c: state.replace(/ - \d+$/, ""),
      institute__c: rng.chance(0.4) ? null : rng.pick(INSTITUTES),
      fcp__c: fcp,
      assigned_by__c: assignedBy,
      createddate: ts(created),
      systemmodstamp: ts(created),
      isdeleted: false,
    };
  };
  p.fcps.forEach((f, i) => {
    // several kinds each: the demo FCP (the first) has every kind, others three to five
    const n = i === 0 ? 10 : 3 + (i % 3);
    const first = rng.int(0, HPA_TYPES.length - 1);
    for (let j = 0; j < n; j++) rows.push(make(f.sfid, j % 3 === 2 ? f.cmdi.sfid : null, first + j));
  });
  for (let j = 0; j < unowned; j++) rows.push(make(null, null, j));
  return rows;
}
