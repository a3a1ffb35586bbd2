// Workshops (opportunity, with payment fields), the article catalogue, workshop articles, photos.
import { addDays, addHours, min as minDate } from "date-fns";
import { PHOTO_TYPES, WORKSHOP_STAGES, type WorkshopStage } from "../demo.ts";
import { between, day, ts, type Ctx, type Row } from "./context.ts";
import { ARTICLES, ARTICLE_SUBJECTS, PLACES } from "./names.ts";
import type { Fcp, People } from "./people.ts";
import { scaled, sfid, uuid } from "./random.ts";

export interface WorkshopData {
  opportunity: Row[];
  article__c: Row[];
  workshop_article__c: Row[];
  workshop_photo__c: Row[];
}

export const STAGE_WEIGHTS: ReadonlyArray<readonly [WorkshopStage, number]> = [
  ["Planning", 10],
  ["Awaiting Workshop Confirmation", 8],
  ["Awaiting AMMD Approval", 8],
  ["AMMD Confirmation", 12],
  ["Execution", 12],
  ["CMDI Verification", 12],
  ["Paid", 16],
  ["Cancelled", 6],
  ["Account Approved", 10],
];
const EARLY = new Set<WorkshopStage>(["Planning", "Awaiting Workshop Confirmation", "Awaiting AMMD Approval"]);
const EXECUTED = new Set<WorkshopStage>(["Execution", "CMDI Verification", "Paid", "Account Approved"]);

/** Asha's own workshops: every stage, with payments paid and pending. */
const DEMO_FCP_STAGES: readonly WorkshopStage[] = [
  ...WORKSHOP_STAGES,
  "Paid",
  "Paid",
  "Paid",
  "Paid",
  "Paid",
  "Account Approved",
  "Account Approved",
  "CMDI Verification",
  "CMDI Verification",
  "Execution",
  "AMMD Confirmation",
  "Planning",
];

function articles(ctx: Ctx): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < scaled(30, ctx.scale); i++) {
    const [name, mrp] = ARTICLES[i % ARTICLES.length]!;
    const pack = Math.floor(i / ARTICLES.length);
    const material = pack === 0 ? name : `${name} (Pack of ${pack + 1})`;
    out.push({
      sfid: sfid("a0A", ctx.seq("a0A")),
      name: `ART-${String(i + 1).padStart(5, "0")}`,
      active__c: i % 10 !== 9,
      material_code__c: String(10_000_000 + i * 37),
      material_name__c: material,
      pil_billing__c: Math.round(mrp * (pack + 1) * 0.72),
      mrp__c: mrp * (pack + 1),
      systemmodstamp: ts(ctx.fyStart),
    });
  }
  return out;
}

/** A start in the financial year `yearsBack` years before this one (0: this one, early stages ahead of today). */
function startFor(ctx: Ctx, stage: WorkshopStage, yearsBack: number): Date {
  if (yearsBack > 0) return between(ctx, addDays(ctx.fyStart, -365 * yearsBack), addDays(ctx.fyStart, -365 * (yearsBack - 1) - 1));
  if (EARLY.has(stage)) return between(ctx, minDate([addDays(ctx.today, -20), ctx.fyEnd]), ctx.fyEnd);
  return between(ctx, ctx.fyStart, ctx.today);
}

/** The places that hold workshops of `category` (decision 104); all of them if none does (one draw either way). */
const placesOf = (schools: Row[], category: string): Row[] => {
  const of = schools.filter((s) => s.category__c === category);
  return of.length > 0 ? of : schools;
};

/** A workshop of `f`'s at `stage`, `yearsBack` financial years ago (0: this one). */
export function workshop(ctx: Ctx, f: Fcp, stage: WorkshopStage, schools: Row[], yearsBack = 0): Row {
  const { rng } = ctx;
  const n = ctx.seq("006");
  const start = startFor(ctx, stage, yearsBack);
  const end = addHours(addDays(start, rng.int(0, 2)), 3);
  const executed = EXECUTED.has(stage);
  const planned = rng.int(15, 60);
  const actual = executed ? Math.max(5, planned + rng.int(-8, 6)) : null;
  const amount = executed ? (actual ?? planned) * rng.pick([80, 100, 120, 150]) : null;
  const category = rng.pick(["School", "Hobby Centre", "Art Avenue", "College"]);
  const expense = rng.pick(["Refreshments", "Venue Rent", "Material", "Other"]);
  const capped = (d: Date) => minDate([d, ctx.today]);
  const approval = stage === "Paid" || stage === "Account Approved" ? day(capped(addDays(end, rng.int(3, 10)))) : null;
  const paid = stage === "Paid";
  const place = rng.pick(PLACES);
  const noSfid = yearsBack === 0 && stage === "Planning" && f.sfid !== "0015g00000DEMO1AAA" && rng.chance(0.2);
  return {
    sfid: noSfid ? null : sfid("006", n),
    heroku_id__c: uuid(rng),
    name: `${rng.pick(ARTICLE_SUBJECTS)} Workshop - ${place[0]}`,
    accountid: f.sfid,
    stagename: stage,
    start_date_time__c: ts(start),
    end_date_time__c: ts(end),
    closedate: day(end),
    createddate: ts(addDays(start, -rng.int(7, 40))),
    no_of_participants__c: planned,
    actual_participants_count__c: actual,
    stamped_amount__c: amount,
    total_tertiary_by_app__c: executed ? rng.int(20, 150) * 100 : null,
    category__c: category,
    expense_head__c: expense,
    other_expense_head_name__c: expense === "Other" ? rng.pick(["Certificates printing", "Transport", "Banner"]) : null,
    hpa_school__c: category === "School" || category === "College" ? (rng.pick(placesOf(schools, category)).sfid as string) : null,
    cmdi_name__c: f.cmdi.name,
    ammd_name__c: f.ammd.name,
    assigned_cmdi__c: f.cmdi.sfid,
    assigned_ammd__c: f.ammd.sfid,
    artical_finalized_photo__c: executed ? `/media/photo/${n}.svg` : null,
    fcpname__c: f.name,
    invoice_booking_rejection_remark__c: stage === "Cancelled" && rng.chance(0.5) ? "Invoice not matching the participant count" : null,
    invoice_number__c:
      approval && rng.chance(0.9) ? `INV/${start.getFullYear() % 100}-${(start.getFullYear() + 1) % 100}/${String(n).padStart(5, "0")}` : null,
    payment_document_number__c: paid && rng.chance(0.9) ? `PD${String(51_000_000 + n * 13)}` : null,
    payment_date__c: paid ? day(capped(addDays(end, rng.int(10, 30)))) : null,
    amount,
    paid_amount__c: paid ? amount : null,
    payment_status_remark__c: paid ? rng.pick(["Payment processed", "Paid via NEFT", "Payment Successful"]) : null,
    account_approval_date__c: approval,
    systemmodstamp: ts(capped(end)),
  };
}

/** An executed workshop's articles and photos, added to `out`. */
export function details(ctx: Ctx, w: Row, arts: Row[], out: WorkshopData) {
  const { rng } = ctx;
  if (!EXECUTED.has(w.stagename as WorkshopStage)) return;
  const active = arts.filter((a) => a.active__c);
  for (let k = rng.int(1, 4); k > 0; k--) {
    const n = ctx.seq("a0W");
    out.workshop_article__c.push({
      sfid: sfid("a0W", n),
      name: `WA-${String(n).padStart(6, "0")}`,
      article__c: rng.pick(active).sfid as string,
      quantity__c: rng.int(1, 40),
      opportunity__c: w.sfid,
      opportunity__heroku_id__c: w.heroku_id__c,
      systemmodstamp: w.systemmodstamp,
    });
  }
  for (const type of PHOTO_TYPES) {
    for (let k = type === "other_pictures" ? rng.int(0, 2) : rng.int(1, 2); k > 0; k--) {
      const n = ctx.seq("a0P");
      out.workshop_photo__c.push({
        // some "other pictures" are PDF documents (a gallery item may be a photo or a PDF, spec 2.18)
        sfid: sfid("a0P", n),
        name: `Photo-${n}`,
        image_url__c: type === "other_pictures" && n % 3 === 0 ? `/media/report/${n}.pdf` : `/media/photo/${n}.svg`,
        workshop_heroku_id__c: w.heroku_id__c,
        workshop__c: w.sfid,
        day__c: 1,
        type__c: type,
        photodatetime__c: w.start_date_time__c,
        systemmodstamp: w.systemmodstamp,
      });
    }
  }
}

export function genWorkshops(ctx: Ctx, people: People): WorkshopData {
  const out: WorkshopData = { opportunity: [], article__c: articles(ctx), workshop_article__c: [], workshop_photo__c: [] };
  const [asha, ...others] = people.fcps;
  const add = (w: Row) => {
    out.opportunity.push(w);
    details(ctx, w, out.article__c, out);
  };
  for (const stage of DEMO_FCP_STAGES) add(workshop(ctx, asha!, stage, people.schools));
  add(workshop(ctx, asha!, "Paid", people.schools, 1));
  add(workshop(ctx, asha!, "Account Approved", people.schools, 1));
  const total = scaled(560, ctx.scale);
  for (let i = 0; i < total; i++) {
    const f = others[i % others.length]!;
    const previous = ctx.rng.chance(0.1);
    const stage = previous ? ctx.rng.pick(["Paid", "Cancelled", "Account Approved"] as const) : ctx.rng.weighted(STAGE_WEIGHTS);
    add(workshop(ctx, f, stage, people.schools, previous ? 1 : 0));
  }
  return out;
}
