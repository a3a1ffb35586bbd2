// The deterministic demo-data generator: (seed, scale, today) -> rows for every table.
// Pure: no I/O, no clock, no Math.random.
import { createCtx, type GenOptions, type Row } from "./context.ts";
import { genCampaigns, genContent, genDevices, genNews, genOutlets, genReviews, genUploads, genWss } from "./misc.ts";
import { genContainers } from "./containers.ts";
import { genHpas } from "./hpas.ts";
import { genLeads } from "./leads.ts";
import { genPeople } from "./people.ts";
import { genWorkshops } from "./workshops.ts";
import { genLargeRegion } from "./largeRegion.ts";

export type { GenOptions, Row } from "./context.ts";
export { financialYear } from "./context.ts";

/** Tables in insertion order. */
export const SEED_TABLES = [
  "product_user__c",
  "account",
  "outlets",
  "wss_territory_mapping__c",
  "article__c",
  "opportunity",
  "workshop_article__c",
  "workshop_photo__c",
  "campaign",
  "content_categorization__c",
  "content_review__c",
  "uploaded_content__c",
  "device__c",
  "news_dashboard__c",
  "hpa__c",
  "lead__c",
  "lead_history__c",
  "container__c",
  "container_member__c",
] as const;
export type SeedTable = (typeof SEED_TABLES)[number];
export type Dataset = Record<SeedTable, Row[]>;

export function generate(o: GenOptions): Dataset {
  const ctx = createCtx(o);
  const people = genPeople(ctx);
  const work = genWorkshops(ctx, people);
  const content = genContent(ctx);
  const earlier = {
    product_user__c: [...people.ammds, people.superAdmin, ...people.cmdis].map((s) => s.row),
    account: [...people.fcps.map((f) => f.row), ...people.schools],
    outlets: genOutlets(ctx, people),
    wss_territory_mapping__c: genWss(ctx, people),
    article__c: work.article__c,
    opportunity: work.opportunity,
    workshop_article__c: work.workshop_article__c,
    workshop_photo__c: work.workshop_photo__c,
    campaign: genCampaigns(ctx, people),
    content_categorization__c: content,
    content_review__c: genReviews(ctx, people, content),
    uploaded_content__c: genUploads(ctx, people),
    device__c: genDevices(ctx, people),
    news_dashboard__c: genNews(ctx),
  };
  // last: the generator draws from one sequence, so every earlier table stays as it was
  const hpas = genHpas(ctx, people);
  // after the HPAs: a converted lead is one of its FCP's HPAs
  const leads = genLeads(ctx, people, hpas);
  // then each later table in a function of its own (decisions 042, 043): what came before stays as it was
  const data: Dataset = { ...earlier, hpa__c: hpas, ...leads, ...genContainers(ctx, people, hpas) };
  if (!o.largeRegion) return data;
  // the large region last of all (issue 50): everything above stays as it was
  const region = genLargeRegion(ctx, {
    people,
    articles: work.article__c,
    hpas: hpas.length,
    leads: leads.lead__c.length,
    history: leads.lead_history__c.length,
  });
  for (const [table, rows] of Object.entries(region) as Array<[keyof typeof region, Row[]]>) data[table] = [...data[table], ...rows];
  return data;
}
