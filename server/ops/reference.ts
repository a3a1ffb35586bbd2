// Reference lists: the WSS territory mappings of the caller's CMDI, and the active articles (latest
// first: the device holds the latest 1,000, decision 092; the forms list them by name).
import type { RowOf } from "../../src/codecs/contract.ts";
import { type Article, articlesList, articlesListPage, wssList } from "../../src/codecs/reference.ts";
import type { Queryable } from "../db/db.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, sqlList } from "./pages.ts";
import { defineOp } from "./registry.ts";
import { cmdiScope } from "./scope.ts";

/** A CMDI maps a few dozen territories; the cap only bounds the answer. */
const WSS_LIMIT = 1000;

export const wssOp = defineOp(wssList, async ({ db, user }) => {
  const cmdi = cmdiScope(user);
  if (!cmdi) return [];
  const r = await db.query<RowOf<typeof wssList>>(
    `SELECT id, sfid, name, cluster_name__c, tsi_territory_code__c, tsi_tty_name__c, wss_tty_code__c, assigned_cmdi__c
       FROM wss_territory_mapping__c
      WHERE assigned_cmdi__c = $1
      ORDER BY tsi_tty_name__c NULLS LAST, id
      LIMIT ${WSS_LIMIT}`,
    [cmdi],
  );
  return r.rows;
});

/** The active articles as a list in SQL (decision 094): latest first, no open rows; the device keeps the latest. */
const ARTICLES_SQL: ListSql<Article> = {
  from: "article__c",
  where: "active__c IS TRUE",
  args: [],
  order: "id DESC",
  key: "id",
  fields: { sfid: "sfid", material_code__c: "material_code__c", material_name__c: "material_name__c" },
};

/** The active articles meeting `c`, latest first; from `offset`, at most `limit`, or all. */
const selectArticles = (db: Queryable, c: SqlCondition, page?: Paging): Promise<Article[]> =>
  selectPage(db, ARTICLES_SQL, "id, sfid, material_code__c, material_name__c, pil_billing__c, mrp__c", c, { page });

const articlesInSql = sqlList(
  articlesList,
  () => ARTICLES_SQL,
  ({ db }, _p, _l, c, page) => selectArticles(db, c, page),
);
export const articlesOp = articlesInSql.op;

/** A page of the articles by code or search (decision 092): an article of a plan not on the device, a search past its window. */
export const articlesPageOp = pageOp(articlesListPage, articlesList, articlesOp, articlesInSql.page);
