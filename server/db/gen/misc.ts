// Outlets, WSS mappings, trainings, content, reviews, uploads, devices and news.
import { addDays, addMinutes } from "date-fns";
import { LIBRARY_CATEGORIES } from "../../../src/codecs/content.ts";
import { TRAINING_STATUSES, TRAINING_TYPES } from "../demo.ts";
import { between, day, personName, ts, type Ctx, type Row } from "./context.ts";
import {
  ART_FORMS,
  ARTICLE_SUBJECTS,
  CRAFT_CATEGORIES,
  DIFFICULTY,
  FESTIVALS,
  FIRST_NAMES,
  HERO_PRODUCTS,
  INSTITUTES,
  LAST_NAMES,
  NEWS_TITLES,
  OUTSOURCED,
  PLACES,
  SHOP_NAMES,
  SHOP_WORDS,
  STREETS,
  WSS_NAMES,
} from "./names.ts";
import type { People, Staff } from "./people.ts";
import { scaled, sfid, uuid } from "./random.ts";

/** Gives `base * scale` rows to the demo CMDI (the first) and `perOther` to each other CMDI. */
function perCmdi(ctx: Ctx, cmdis: Staff[], base: number, perOther: number, make: (c: Staff, i: number) => Row): Row[] {
  const rows: Row[] = [];
  cmdis.forEach((c, ci) => {
    const n = ci === 0 ? scaled(base, ctx.scale) : perOther;
    for (let i = 0; i < n; i++) rows.push(make(c, rows.length));
  });
  return rows;
}

export function genOutlets(ctx: Ctx, p: People): Row[] {
  const { rng } = ctx;
  return perCmdi(ctx, p.cmdis, 120, 20, (c, i) => {
    const [city, district, state, region] = rng.pick(PLACES);
    const wss = rng.pick(WSS_NAMES);
    const tty = personName(ctx, FIRST_NAMES, LAST_NAMES);
    const created = between(ctx, addDays(ctx.fyStart, -300), ctx.today);
    return {
      outletname__c: `${rng.pick(SHOP_NAMES)} ${rng.pick(SHOP_WORDS)}`,
      outletcode__c: `OUT${String(100_000 + i * 7)}`,
      mobile_no__c: rng.chance(0.05) ? null : ctx.mobile(),
      address__c: `${rng.int(1, 250)}, ${rng.pick(STREETS)}, ${city}`,
      city_town__c: city,
      district__c: district,
      state__c: state,
      region__c: region,
      wss_tty_name__c: wss,
      wss_code__c: `WSS${String(20_000 + (i % 40))}`,
      wss_phone__c: ctx.mobile(),
      tsi_tty_name__c: tty,
      tty_code__c: `TTY${String(3000 + (i % 60))}`,
      tsi_tty_phone__c: ctx.mobile(),
      cluster__c: `${city} Cluster`,
      cluster_bm_mobile_no__c: ctx.mobile(),
      cluster_code__c: `CL${String(100 + PLACES.findIndex((x) => x[0] === city))}`,
      rsm_mis_name__c: personName(ctx, FIRST_NAMES, LAST_NAMES),
      rsm_phone__c: ctx.mobile(),
      cmdi_name__c: c.sfid,
      active__c: rng.chance(0.92),
      tty_name__c: tty,
      wss_name__c: wss,
      class_name__c: rng.pick(["A", "B", "C"]),
      createddate: ts(created),
      systemmodstamp: ts(created),
    };
  });
}

export function genWss(ctx: Ctx, p: People): Row[] {
  const { rng } = ctx;
  return perCmdi(ctx, p.cmdis, 30, 8, (c, i) => {
    const [city] = rng.pick(PLACES);
    return {
      sfid: sfid("a0S", ctx.seq("a0S")),
      name: `${rng.pick(WSS_NAMES)} - ${city}`,
      cluster_name__c: `${city} Cluster`,
      tsi_territory_code__c: `TER${String(500 + i)}`,
      tsi_tty_name__c: personName(ctx, FIRST_NAMES, LAST_NAMES),
      wss_tty_code__c: `WSS${String(20_000 + i)}`,
      assigned_cmdi__c: c.sfid,
      systemmodstamp: ts(ctx.fyStart),
    };
  });
}

export function genCampaigns(ctx: Ctx, p: People): Row[] {
  const { rng } = ctx;
  const combos = TRAINING_STATUSES.flatMap((s) => TRAINING_TYPES.map((t) => [s, t] as const));
  return perCmdi(ctx, p.cmdis, 27, 6, (c, i) => {
    const [status, type] = i < combos.length * 3 ? combos[i % combos.length]! : rng.pick(combos);
    const [city] = rng.pick(PLACES);
    const start = between(ctx, ctx.fyStart, ctx.fyEnd);
    return {
      sfid: sfid("701", ctx.seq("701")),
      name: type === "Kalamilan" ? `Kalamilan Mela - ${city}` : `${type} Batch ${i + 1} - ${city}`,
      type,
      city__c: city,
      startdate: day(start),
      enddate: day(addDays(start, type === "ETTC" ? 5 : 2)),
      publish__c: status === "Accounts" || rng.chance(0.3),
      heroku_id__c: uuid(rng),
      status,
      assigned_cmdi__c: c.sfid,
      assigned_ammd__c: c.ammd,
      no_of_participants__c: rng.int(10, 40),
      createddate: ts(addDays(start, -20)),
      systemmodstamp: ts(addDays(start, -20)),
    };
  });
}

/**
 * Content items: the attributes cycle so that every filter value (and 'NA' / empty) occurs, and
 * every craft category, those the library's category pages show included (decision 018).
 */
export function genContent(ctx: Ctx): Row[] {
  const { rng } = ctx;
  const categories = [...CRAFT_CATEGORIES, ...LIBRARY_CATEGORIES];
  const y = ctx.today.getFullYear();
  const years = [String(y - 3), String(y - 2), String(y - 1), String(y), "NA"];
  const withNa = <T>(xs: readonly T[]) => [...xs, "NA", ""];
  const out: Row[] = [];
  for (let i = 0; i < scaled(60, ctx.scale); i++) {
    const pick = <T>(xs: readonly T[]) => xs[i % xs.length]!;
    const art = pick(withNa(ART_FORMS));
    const subject = rng.pick(ARTICLE_SUBJECTS);
    const hero1 = pick(HERO_PRODUCTS);
    const hero2 = i % 3 === 0 ? "NA" : rng.pick(HERO_PRODUCTS.filter((h) => h !== hero1));
    const pil = rng.int(80, 400);
    const nonPil = rng.int(20, 200);
    const difficulty = pick(withNa(DIFFICULTY));
    out.push({
      sfid: sfid("a0C", ctx.seq("a0C")),
      name: `${art && art !== "NA" ? `${art} ` : ""}${subject}`,
      year__c: pick(years),
      seasonality__c: rng.pick(["All Year", "Festive", "Summer", "Winter"]),
      craft_category__c: pick(categories),
      time_period__c: rng.pick(["1 hour", "2 hours", "3 hours", "Half day"]),
      difficulty_level__c: difficulty,
      level_of_difficulty__c: difficulty,
      institute__c: pick(withNa(INSTITUTES)),
      art_form__c: art,
      festival_generic__c: pick(withNa(FESTIVALS)),
      is_best_out_of_waste__c: i % 4 === 0 ? "Yes" : i % 7 === 0 ? "NA" : "No",
      hero_product_1__c: hero1,
      hero_product_2__c: hero2,
      in_house_products_used__c: [hero1, hero2 === "NA" ? "Fevicol MR" : hero2].join(", "),
      out_sourced_products_use__c: `${rng.pick(OUTSOURCED)}, ${rng.pick(OUTSOURCED)}`,
      pil_product_price__c: pil,
      non_pil_product_price__c: nonPil,
      total_cost_of_making_the_article__c: pil + nonPil,
      link_in_pil_tantra__c: "PIL Tantra",
      link_in_pil_tantra_url__c: `/media/content/${i + 1}.svg`,
      thumbnail_link__c: `/media/doc/${i + 1}.pdf`,
      thumbnail_url__c: `/media/content/${i + 1}.svg`,
      active__c: i % 12 !== 11,
      createddate: ts(addDays(ctx.fyStart, -rng.int(0, 500))),
      systemmodstamp: ts(addDays(ctx.fyStart, -rng.int(0, 100))),
    });
  }
  return out;
}

export function genReviews(ctx: Ctx, p: People, content: Row[]): Row[] {
  const { rng } = ctx;
  const active = content.filter((c) => c.active__c);
  const seen = new Set<string>();
  const out: Row[] = [];
  const want = scaled(120, ctx.scale);
  for (let tries = 0; out.length < want && tries < want * 5; tries++) {
    const f = tries < 8 ? p.fcps[0]! : rng.pick(p.fcps);
    const c = rng.pick(active);
    const key = `${f.sfid}/${c.sfid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      sfid: sfid("a0R", ctx.seq("a0R")),
      name: `${f.name} - ${c.name}`,
      customer__c: f.sfid,
      content_categorization__c: c.sfid as string,
      rating__c: rng.weighted([
        [5, 5],
        [4, 4],
        [4.5, 2],
        [3, 2],
        [3.5, 1],
        [2, 1],
        [1, 1],
      ] as const),
      createddate: ts(between(ctx, ctx.fyStart, ctx.today)),
      systemmodstamp: ts(ctx.today),
    });
  }
  return out;
}

export function genUploads(ctx: Ctx, p: People): Row[] {
  const { rng } = ctx;
  const out: Row[] = [];
  const demo = scaled(12, ctx.scale);
  for (let i = 0; i < demo + scaled(110, ctx.scale); i++) {
    const f = i < demo ? p.fcps[0]! : rng.pick(p.fcps);
    const at = addMinutes(between(ctx, ctx.fyStart, ctx.today), rng.int(0, 59));
    const n = ctx.seq("a0U");
    out.push({
      sfid: sfid("a0U", n),
      name: `Day-${at.getTime()}`,
      image_url__c: `/media/upload/${n}.svg`,
      account__c: f.sfid,
      createddate: ts(at),
      systemmodstamp: ts(at),
    });
  }
  return out;
}

export function genDevices(ctx: Ctx, p: People): Row[] {
  const { rng } = ctx;
  const out: Row[] = [];
  const add = (account: string | null, user: string | null) => {
    const n = ctx.seq("a0D");
    out.push({
      sfid: sfid("a0D", n),
      name: `Device-${n}`,
      devices_id__c: uuid(rng),
      account__c: account,
      product_user__c: user,
      createddate: ts(ctx.fyStart),
      systemmodstamp: ts(ctx.fyStart),
    });
  };
  for (const f of p.fcps) if (f === p.fcps[0] || rng.chance(0.8)) add(f.sfid, null);
  for (const s of [...p.ammds, ...p.cmdis, p.superAdmin]) add(null, s.sfid);
  return out;
}

export function genNews(ctx: Ctx): Row[] {
  return Array.from({ length: scaled(8, ctx.scale) }, (_, i) => ({
    sfid: sfid("a0N", ctx.seq("a0N")),
    name: NEWS_TITLES[i % NEWS_TITLES.length]!,
    sequence__c: i + 1,
    url__c: `/media/news/${i + 1}.svg`,
    active__c: true,
    systemmodstamp: ts(addDays(ctx.today, -i * 3)),
  }));
}
