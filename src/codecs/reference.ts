// Reference lists the client caches (local storage keys "WSS" and "articles"): the WSS territory
// mappings of the caller's CMDI (op wss.list) and the active articles (op articles.list).
import * as t from "io-ts";
import { defineRead, noParams } from "./contract.ts";
import { listSlot } from "./lists.ts";

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
export const articlesList = defineRead("articles.list", { params: noParams, row: Article, roles: "any" });

export const wssSlot = listSlot("wss", WssMapping);
export const articlesSlot = listSlot("articles", Article);
