// Reference lists the client caches (local storage keys "WSS" and "articles"): the WSS territory
// mappings of the caller's CMDI (op wss.list) and the active articles (op articles.list).
import * as t from "io-ts";
import { defineRead, noParams } from "./contract.ts";
import { listSlot } from "./lists.ts";
import { pageOf, windowed } from "./window.ts";

const str = t.union([t.string, t.null]);
const num = t.union([t.number, t.null]);

/** A row of wss_territory_mapping__c. */
export const WssMapping = t.type({
  id: t.number,
  sfid: str,
  name: str,
  cluster_name__c: str,
  tsi_territory_code__c: str,
  tsi_tty_name__c: str,
  wss_tty_code__c: str,
  assigned_cmdi__c: str,
});
export type WssMapping = t.TypeOf<typeof WssMapping>;

/** An active row of article__c (prices in rupees). */
export const Article = t.type({
  id: t.number,
  sfid: str,
  material_code__c: str,
  material_name__c: str,
  pil_billing__c: num,
  mrp__c: num,
});
export type Article = t.TypeOf<typeof Article>;

export const wssList = defineRead("wss.list", { params: noParams, row: WssMapping, roles: "any" });
/** The active articles, latest first: the device holds the latest 1,000, the forms find the rest by the page's search (decision 092). */
export const articlesList = windowed(defineRead("articles.list", { params: noParams, row: Article, roles: "any" }), {
  cap: 1000,
  filters: ["sfid", "material_code__c"],
  search: ["material_code__c", "material_name__c"],
});
/** The articles the device does not hold, by search, sfid or code, from the server (decision 092). */
export const articlesListPage = pageOf(articlesList);

/** An article as a form names it: its name, else its code, else its sfid. */
export const articleName = (a: Article) => a.material_name__c ?? a.material_code__c ?? a.sfid ?? "";
/** The articles as the forms list them: by name. */
export const byArticleName = (a: Article, b: Article) => articleName(a).localeCompare(articleName(b));
/** A line's article the device has no row of (decision 092): named by its sfid. */
export const unknownArticle = (sfid: string): Article => ({
  id: 0,
  sfid,
  material_code__c: null,
  material_name__c: null,
  pil_billing__c: null,
  mrp__c: null,
});

export const wssSlot = listSlot("wss", WssMapping);
export const articlesSlot = listSlot("articles", Article);
