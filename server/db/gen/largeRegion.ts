// The large region (issue 50 item 2; `npm run seed -- --scale 100 --large-region`): the demo AMMD
// Meera gets 40 more CMDIs with 25 FCPs each (1,000 FCPs), 50 workshops per FCP over three financial
// years (50,000: this year's in every stage, the two before closed), with their articles and
// photos, and HPAs and leads made as the demo data makes them per FCP (notifications follow from the
// workshops when the seed loads them). Made after every other table, so the demo data stays as it
// was at any scale: the same seed with and without the region gives the same rows, then these.
import type { WorkshopStage } from "../demo.ts";
import type { Ctx, Row } from "./context.ts";
import { genHpas } from "./hpas.ts";
import { genLeads } from "./leads.ts";
import { FIRST_NAMES, LAST_NAMES } from "./names.ts";
import { fcp, staff, type Fcp, type People, type Staff } from "./people.ts";
import { personName } from "./context.ts";
import { sfid } from "./random.ts";
import { details, STAGE_WEIGHTS, workshop, type WorkshopData } from "./workshops.ts";

export const LARGE_REGION = { cmdis: 40, fcpsPerCmdi: 25, workshopsPerFcp: 50 } as const;

/** How a region FCP's workshops fall over the financial years (0: this one, to its end), of 50. */
const YEARS: ReadonlyArray<readonly [number, number]> = [
  [0, 14],
  [1, 18],
  [2, 18],
];
/** A past year's workshop is closed. */
const CLOSED: ReadonlyArray<readonly [WorkshopStage, number]> = [
  ["Paid", 14],
  ["Account Approved", 3],
  ["Cancelled", 3],
];

export interface RegionRows {
  product_user__c: Row[];
  account: Row[];
  opportunity: Row[];
  workshop_article__c: Row[];
  workshop_photo__c: Row[];
  hpa__c: Row[];
  lead__c: Row[];
  lead_history__c: Row[];
}

/** What came before: the demo people (Meera, the schools, how many FCPs), the articles, and how many HPAs, leads and history lines exist. */
export interface Before {
  people: People;
  articles: Row[];
  hpas: number;
  leads: number;
  history: number;
}

export function genLargeRegion(ctx: Ctx, before: Before): RegionRows {
  const meera = before.people.ammds[0]!;
  const name = () => personName(ctx, FIRST_NAMES, LAST_NAMES);
  const cmdis: Staff[] = [];
  const fcps: Fcp[] = [];
  for (let c = 0; c < LARGE_REGION.cmdis; c++) {
    const cmdi = staff(ctx, { sfid: sfid("a0B", ctx.seq("a0B")), name: name(), type: "CMDI", mobile: ctx.mobile(), ammd: meera.sfid });
    cmdis.push(cmdi);
    for (let k = 0; k < LARGE_REGION.fcpsPerCmdi; k++) {
      const i = before.people.fcps.length + fcps.length;
      fcps.push(fcp(ctx, i, { sfid: sfid("001", ctx.seq("001")), name: name(), mobile: ctx.mobile(), cmdi, ammd: meera, secondary: null }));
    }
  }
  const work: WorkshopData = { opportunity: [], article__c: before.articles, workshop_article__c: [], workshop_photo__c: [] };
  for (const f of fcps)
    for (const [yearsBack, n] of YEARS)
      for (let k = 0; k < n; k++) {
        const stage = ctx.rng.weighted(yearsBack === 0 ? STAGE_WEIGHTS : CLOSED);
        const w = workshop(ctx, f, stage, before.people.schools, yearsBack);
        work.opportunity.push(w);
        details(ctx, w, before.articles, work);
      }
  const region: People = { ammds: [meera], cmdis, superAdmin: before.people.superAdmin, fcps, schools: before.people.schools };
  const hpas = genHpas(ctx, region, before.hpas, 0);
  const leads = genLeads(ctx, region, hpas, { leads: before.leads, history: before.history, hpas: before.hpas });
  return {
    product_user__c: cmdis.map((s) => s.row),
    account: fcps.map((f) => f.row),
    opportunity: work.opportunity,
    workshop_article__c: work.workshop_article__c,
    workshop_photo__c: work.workshop_photo__c,
    hpa__c: hpas,
    ...leads,
  };
}
