// An FCP's workshop plans (issue 15; decision 029). `workshops.savePlan` runs the plan's one check
// (`checkPlan`, the same the form runs) with the server's today, checks what only the server
// knows (the school is listed, every article is active), and writes the plan in Planning: a new
// workshop of the caller's account (its CMDI, AMMD and names copied from the account, an sfid
// issued here: decision 029), or the caller's own workshop still in Planning, whose article lines
// it replaces. Submitting is the lifecycle's transition op. `workshops.schools` lists the schools.
// A changed plan names where it started (decision 079): the workshop's `lifecycle_version` (which
// every plan change and transition moves) and the plan the form loaded; from an older version it is
// merged field by field onto the plan now, a field both changed refusing the whole save (409 conflict).
import { randomUUID } from "node:crypto";
import { programmeDate } from "../../src/codecs/calendar.ts";
import { CONFLICT_CODE, CONFLICT_MESSAGE, mergeFields } from "../../src/codecs/conflict.ts";
import {
  articleField,
  checkPlan,
  holdsCategory,
  NOT_OF_CATEGORY,
  PLAN_FIELD_ORDER,
  PLAN_HOURS,
  planName,
  planOfTexts,
  planTexts,
  workshopsSavePlan,
  workshopsSchools,
  workshopsSchoolsPage,
  type CheckedPlan,
  type PlanValues,
  type School,
} from "../../src/codecs/workshopPlan.ts";
import { WORKSHOP_NOT_FOUND } from "../../src/codecs/workshop.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import type { Queryable, NoRows } from "../db/db.ts";
import { defineOp, OpError } from "./registry.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, sqlList } from "./pages.ts";
import { DEFAULT_LANGUAGE, type Language, msg } from "../../src/codecs/language.ts";
import hi from "../../src/codecs/catalogue.hi.json" with { type: "json" };
import { translator } from "../../src/codecs/translate.ts";

/** The sfid prefix of a workshop planned in this app (decision 029): never one the demo data or Salesforce issues. */
export const APP_SFID_PREFIX = "006APP";

/**
 * The schools as a list in SQL (decision 094), by name: `lower(name), id` orders every row (names
 * that tie, or none, by id; no two rows share an id), so the key `id` and the order agree and the
 * window (the first 1,000 by name, no open rows) is the same rows at every call.
 */
const SCHOOLS_SQL: ListSql<School> = {
  from: "account",
  where: "sfid IS NOT NULL AND recordtypeid IS DISTINCT FROM $1 AND active__c IS NOT FALSE AND isdeleted IS NOT TRUE",
  args: [FCP_RECORD_TYPE],
  order: "lower(name), id",
  key: "id",
  fields: { sfid: "sfid", name: "name", city: "billingcity", category: "category__c" },
};
const SCHOOL_COLUMNS = "id, sfid, name, billingcity AS city, category__c AS category";
const SCHOOLS = `SELECT ${SCHOOL_COLUMNS} FROM ${SCHOOLS_SQL.from} WHERE ${SCHOOLS_SQL.where}`;

/** The schools meeting `c` (its values from $2), by name; from `offset`, at most `limit`, or all. */
const selectSchools = (db: Queryable, c: SqlCondition, page?: Paging): Promise<School[]> => selectPage(db, SCHOOLS_SQL, SCHOOL_COLUMNS, c, { page });

const schoolsInSql = sqlList(
  workshopsSchools,
  () => SCHOOLS_SQL,
  ({ db }, _p, _l, c, page) => selectSchools(db, c, page),
);
const schoolsOp = schoolsInSql.op;

/**
 * What only the server knows: the school is one of the list and holds workshops of the plan's
 * category (decision 104), each article is active. Throws the first problem at its field.
 */
async function checkLists(db: Queryable, plan: CheckedPlan): Promise<void> {
  if (plan.school !== null) {
    const s = (await db.query<School>(`${SCHOOLS} AND sfid = $2`, [FCP_RECORD_TYPE, plan.school])).rows[0];
    if (!s) throw new OpError(400, "bad_request", "This school is not on the list; please choose another.", "school");
    if (!holdsCategory(s, plan.category)) throw new OpError(400, "bad_request", NOT_OF_CATEGORY, "school");
  }
  const sfids = plan.articles.map((a) => a.article);
  const active = new Set(
    (await db.query<{ sfid: string }>(`SELECT sfid FROM article__c WHERE sfid = ANY($1::text[]) AND active__c IS NOT FALSE`, [sfids])).rows.map(
      (r) => r.sfid,
    ),
  );
  const bad = sfids.findIndex((s) => !active.has(s));
  if (bad >= 0) throw new OpError(400, "bad_request", "This article is not on the active article list; please choose another.", articleField(bad));
}

/** A workshop's name, as the lists show it: the category and where it is held, in the planner's language (decision 115). */
async function nameOf(db: Queryable, plan: CheckedPlan, language: Language): Promise<string> {
  const t = translator(language, language === "hi" ? hi : {});
  if (plan.school === null) return planName(t, plan.category, null);
  const s = (await db.query<{ name: string | null }>(`SELECT name FROM account WHERE sfid = $1`, [plan.school])).rows[0];
  return planName(t, plan.category, s?.name ?? plan.school);
}

interface OwnPlan {
  id: number;
  heroku_id__c: string | null;
  version: number;
  /** the plan as stored, as the form holds it */
  values: PlanValues;
}

/** The caller's own workshop `id`, locked, with its plan now, if it is still in Planning: else a 404 (not theirs) or a 409 (moved on). */
async function ownPlan(db: Queryable, id: number, account: string): Promise<OwnPlan> {
  const own = (
    await db.query<{ id: number; stagename: string | null; heroku_id__c: string | null; version: number } & Record<string, string | null>>(
      `SELECT id, stagename, heroku_id__c, lifecycle_version AS version,
              coalesce(to_char(start_date_time__c, 'YYYY-MM-DD'), '') AS start_date, coalesce(to_char(start_date_time__c, 'HH24:MI'), '') AS start_time,
              category__c AS category, hpa_school__c AS school, no_of_participants__c::text AS planned,
              expense_head__c AS expense_head, other_expense_head_name__c AS other_expense_head_name
         FROM opportunity WHERE id = $1 AND accountid = $2 FOR UPDATE`,
      [id, account],
    )
  ).rows[0];
  if (!own) throw new OpError(404, "not_found", WORKSHOP_NOT_FOUND);
  if (own.stagename !== "Planning") {
    throw new OpError(
      409,
      "not_allowed",
      msg("This workshop is in {stage} now: only a plan in Planning can be changed.", { stage: own.stagename ?? "no stage" }),
    );
  }
  const lines = await db.query<{ article: string | null; quantity: number | null }>(
    `SELECT article__c AS article, quantity__c AS quantity FROM workshop_article__c WHERE opportunity__heroku_id__c = $1 ORDER BY id`,
    [own.heroku_id__c],
  );
  const texts: Record<string, string> = Object.fromEntries(PLAN_FIELD_ORDER.map((k) => [k, own[k] ?? ""]));
  const values = {
    ...planOfTexts(texts),
    articles: lines.rows.map((a) => ({ article: a.article ?? "", quantity: a.quantity === null ? "" : String(a.quantity) })),
  };
  return { id: own.id, heroku_id__c: own.heroku_id__c, version: own.version, values };
}

/**
 * The values a save writes (decision 079): as sent, from the workshop's version (or without a base:
 * the last write wins); from an older version, merged field by field onto the plan now, a field
 * both sides changed to different values refusing the whole save (409 conflict, nothing written).
 */
function mergedPlan(own: OwnPlan | null, values: PlanValues, base: { version: number; values: PlanValues } | undefined): PlanValues {
  if (own === null || !base || base.version === own.version) return values;
  const current = planTexts(own.values);
  const { merged, conflicts } = mergeFields(PLAN_FIELD_ORDER, planTexts(base.values), planTexts(values), current);
  if (conflicts.length > 0) throw new OpError(409, CONFLICT_CODE, CONFLICT_MESSAGE, undefined, { version: own.version, current, fields: conflicts });
  return planOfTexts(merged);
}

const savePlanOp = defineOp(workshopsSavePlan, async ({ db, user, subject, now }, p) => {
  if (!user.sfid) throw new OpError(404, "not_found", WORKSHOP_NOT_FOUND);
  // another's workshop is a 404 whatever the values say
  const own = p.id === undefined ? null : await ownPlan(db, p.id, user.sfid);
  const checked = checkPlan(mergedPlan(own, p.values, p.base), programmeDate(now));
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0]!;
    throw new OpError(400, "bad_request", message!, field || undefined);
  }
  const plan = checked.plan;
  await checkLists(db, plan);
  const name = await nameOf(db, plan, user.language ?? DEFAULT_LANGUAGE);
  const fields = [plan.start, plan.category, plan.school, plan.planned, plan.expenseHead, plan.otherExpenseHeadName, name];
  let id: number, heroku: string, version: number;
  if (own === null) {
    // a new workshop of the caller's account: its CMDI and AMMD (and their names) are the account's
    heroku = randomUUID();
    const made = await db.query<{ id: number; version: number }>(
      `WITH n AS (SELECT nextval(pg_get_serial_sequence('opportunity', 'id'))::int AS id)
       INSERT INTO opportunity (id, sfid, heroku_id__c, accountid, stagename, start_date_time__c, end_date_time__c, closedate, createddate,
              category__c, hpa_school__c, no_of_participants__c, expense_head__c, other_expense_head_name__c, name,
              fcpname__c, assigned_cmdi__c, assigned_ammd__c, cmdi_name__c, ammd_name__c, systemmodstamp)
       SELECT n.id, '${APP_SFID_PREFIX}' || lpad(n.id::text, 12, '0'), $8, a.sfid, 'Planning', $1::timestamp, $1::timestamp + interval '${PLAN_HOURS} hours', $1::date, $9,
              $2, $3, $4, $5, $6, $7,
              a.name, a.assigned_cmdi__c, a.assigned_ammd__c,
              (SELECT name FROM product_user__c WHERE sfid = a.assigned_cmdi__c LIMIT 1),
              (SELECT name FROM product_user__c WHERE sfid = a.assigned_ammd__c LIMIT 1), $9
         FROM n, account a WHERE a.sfid = $10 AND a.recordtypeid = $11
       RETURNING id, lifecycle_version AS version`,
      [...fields, heroku, now.toISOString(), user.sfid, FCP_RECORD_TYPE],
    );
    if (!made.rows[0]) throw new OpError(404, "not_found", "Your account was not found; please sign in again.");
    ({ id, version } = made.rows[0]);
  } else {
    heroku = own.heroku_id__c ?? randomUUID();
    // a changed plan is a new version: a submit the person chose on the old plan is refused as stale (decision 029)
    const changed = await db.query<{ version: number }>(
      `UPDATE opportunity SET start_date_time__c = $1::timestamp, end_date_time__c = $1::timestamp + interval '${PLAN_HOURS} hours', closedate = $1::date,
              category__c = $2, hpa_school__c = $3, no_of_participants__c = $4, expense_head__c = $5, other_expense_head_name__c = $6, name = $7,
              heroku_id__c = $8, lifecycle_version = lifecycle_version + 1, systemmodstamp = $9
        WHERE id = $10 RETURNING lifecycle_version AS version`,
      [...fields, heroku, now.toISOString(), own.id],
    );
    version = changed.rows[0]!.version;
    await db.query<NoRows>(`DELETE FROM workshop_article__c WHERE opportunity__heroku_id__c = $1`, [heroku]);
    id = own.id;
  }
  await db.query<NoRows>(
    `INSERT INTO workshop_article__c (name, article__c, quantity__c, opportunity__heroku_id__c, systemmodstamp)
     SELECT 'Planned', x.article, x.quantity, $3, $4 FROM unnest($1::text[], $2::float8[]) AS x(article, quantity)`,
    [plan.articles.map((a) => a.article), plan.articles.map((a) => a.quantity), heroku, now.toISOString()],
  );
  await audit(db, own === null ? "workshop.planned" : "workshop.planChanged", subjectKey(subject), { workshop: id }, null);
  return [{ id, version }];
});

/** A page of the schools by search (decision 092): the plan form finds a school the device does not hold. */
const schoolsPageOp = pageOp(workshopsSchoolsPage, workshopsSchools, schoolsOp, schoolsInSql.page);

export const PLAN_OPS = [schoolsOp, schoolsPageOp, savePlanOp] as const;
