// Workshops (spec sections 2.6, 2.11, 2.12, 7): the AMMD's approval list and the CMDIs reporting
// to them, a CMDI's or an FCP's workshops of the financial year, and one workshop's details with
// its articles and day-1 photos. Scope comes from the session (./scope.ts); "today" from the
// server's clock, as a date in the programme's time zone; dates are that zone's wall-clock time.
import type { RowOf } from "../../src/codecs/contract.ts";
import { AMMD_STAGES } from "../../src/codecs/ammdWorkshops.ts";
import { financialYearOf, programmeDate } from "../../src/codecs/calendar.ts";
import { EXECUTION_STAGE } from "../../src/codecs/workshopExecution.ts";
import {
  PHOTO_DAY,
  WORKSHOP_NOT_FOUND,
  OUT_OF_SCOPE_WORKSHOP,
  workshopsAmmd,
  workshopsAmmdCmdis,
  workshopsAmmdPage,
  workshopsDetails,
  workshopsMine,
  workshopsMinePage,
  OPEN_DAYS,
  type AmmdWorkshopRow,
  type ScopeColumn,
  type WorkshopArticle,
  type WorkshopDetail,
  type WorkshopPhoto,
  type WorkshopRow,
} from "../../src/codecs/workshop.ts";
import type { Queryable } from "../db/db.ts";
import { defineOp, OpError, type OpContext, type RowTexts } from "./registry.ts";
import { locationColumns } from "./storedFiles.ts";
import { ownWorkshops, workshopScope } from "./scope.ts";
import { matchParams, matchSql } from "./textMatch.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, sqlList } from "./pages.ts";
import { applyDue, applyDueFor, historyOf, LIFECYCLE_OPS, loadLifecycle, PHOTOS_IN_SQL, REPORT_IN_SQL } from "./workshopLifecycle.ts";

/** A timestamp as the programme's wall-clock time, YYYY-MM-DDTHH:MM:SS. */
const stamp = (column: string) => `to_char(o.${column}, 'YYYY-MM-DD"T"HH24:MI:SS') AS ${column}`;
export const WORKSHOP_COLUMNS = [
  "o.id",
  "o.sfid",
  "o.heroku_id__c",
  "o.name",
  "o.stagename",
  stamp("start_date_time__c"),
  stamp("end_date_time__c"),
  stamp("createddate"),
  "o.accountid",
  "o.fcpname__c",
  "o.assigned_cmdi__c",
  "o.cmdi_name__c",
  "o.assigned_ammd__c",
].join(", ");

/**
 * What a workshop in Execution has of its report (Today's rules, decision 099): `report_in` and
 * `photos_in`, read from the same SQL as the lifecycle's `evidenceComplete` facts (EVIDENCE_SQL).
 * Null in any other stage: only a workshop in Execution pays for the lookups.
 */
const EVIDENCE_COLUMNS = `CASE WHEN o.stagename = '${EXECUTION_STAGE}' THEN ${REPORT_IN_SQL} END AS report_in,
  CASE WHEN o.stagename = '${EXECUTION_STAGE}' THEN ${PHOTOS_IN_SQL} END AS photos_in`;

/**
 * The own list's columns (issue 49 item 9, the calendar file's LOCATION: the venue is the school's
 * name, or "Art Avenue" for an Art Avenue workshop, as the lifecycle's `venue` fact, and the
 * school's city), the school's `name` and `billingcity` read by `school`.
 */
const mineColumns = (school: (column: "name" | "billingcity") => string) => `${WORKSHOP_COLUMNS},
  coalesce(${school("name")}, CASE WHEN o.category__c = 'Art Avenue' THEN 'Art Avenue' END) AS venue,
  ${school("billingcity")} AS venue_city,
  o.cmdi_verified_at IS NOT NULL AS cmdi_verified,
  ${EVIDENCE_COLUMNS}`;
/** The school looked up per row returned: for a page, whose LIMIT comes first (a join before it would sort all the rows). */
export const MINE_COLUMNS = mineColumns((column) => `(SELECT s.${column} FROM account s WHERE s.sfid = o.hpa_school__c)`);
/** The school read once per row from MINE_JOIN's `s` (account.sfid is unique: at most one row), not twice: for a window or the whole list. */
const MINE_JOINED_COLUMNS = mineColumns((column) => `s.${column}`);
const MINE_JOIN = "LEFT JOIN account s ON s.sfid = o.hpa_school__c";

/**
 * The AMMD's list names each workshop's FCP by their account's mobile too (`fcp_phone`), so the
 * FCP Name filter tells two FCPs of one name apart (issue 49 item 5; decision 068).
 */
export const AMMD_COLUMNS = `${WORKSHOP_COLUMNS},
  (SELECT a.phone FROM account a WHERE a.sfid = o.accountid AND a.isdeleted IS NOT TRUE) AS fcp_phone`;

/** Placeholders $from.. for a list of values ("$3, $4, $5"). */
const slots = (from: number, n: number) => Array.from({ length: n }, (_, i) => `$${from + i}`).join(", ");

/** The SQL of the AMMD's list: assigned to $1, in the tabs' stages, started from $2 (1 April) to $3 (today) inclusive. */
export const AMMD_LIST_WHERE = `o.assigned_ammd__c = $1 AND o.start_date_time__c >= $2::date AND o.start_date_time__c < $3::date + 1
  AND o.stagename IN (${slots(4, AMMD_STAGES.length)})`;
export const AMMD_LIST_ORDER = "o.start_date_time__c DESC, o.id DESC";
export const ammdListParams = (ammd: string, now: Date): unknown[] => {
  const today = programmeDate(now);
  return [ammd, financialYearOf(today).start, today, ...AMMD_STAGES];
};

/**
 * The AMMD's list in SQL (decision 094): latest start first (the id breaks a tie, so the order is
 * one); the device keeps the Awaiting Approval tab's workshops (workshopsAmmd's `open`), then the
 * latest others; the screen's filters are the row's own columns.
 */
function ammdSql(user: SessionUser, now: Date): ListSql<AmmdWorkshopRow> | null {
  if (!user.sfid) return null;
  return {
    from: "opportunity o",
    where: AMMD_LIST_WHERE,
    args: ammdListParams(user.sfid, now),
    order: AMMD_LIST_ORDER,
    key: "o.id",
    open: "o.stagename = 'AMMD Confirmation'",
    fields: { assigned_cmdi__c: "o.assigned_cmdi__c", accountid: "o.accountid", stagename: "o.stagename" },
  };
}

/**
 * A workshop open for the device's window (openWorkshop) in SQL, `t.today` the programme's date of
 * the request (workshopsOfYear's FROM): a stage before Paid (not Paid, not Cancelled: a stage left
 * empty is neither, as in JavaScript) and a start day within OPEN_DAYS either side of today (no
 * start: not open, as `IS TRUE` reads SQL's unknown).
 */
export const OPEN_WORKSHOP_SQL = `o.stagename IS DISTINCT FROM 'Paid' AND o.stagename IS DISTINCT FROM 'Cancelled'
  AND o.start_date_time__c >= t.today - ${OPEN_DAYS} AND o.start_date_time__c < t.today + ${OPEN_DAYS + 1}`;

/**
 * Workshops of the financial year of `now` (by start date, 1 April to 31 March) named by `column`,
 * with an sfid, in `order` (which must end in the id, so the order is one), as a list in SQL
 * (decision 094): the device keeps the open ones (OPEN_WORKSHOP_SQL, today from `now` as the
 * device's calendar has it, never the database's clock), then the first others in the order.
 */
export function workshopsOfYear(column: ScopeColumn, sfid: string, now: Date, order: string): ListSql<WorkshopRow> {
  const today = programmeDate(now);
  const fy = financialYearOf(today);
  return {
    from: "opportunity o CROSS JOIN (SELECT $4::date AS today) t",
    where: `o.${column} = $1 AND o.sfid IS NOT NULL AND o.start_date_time__c >= $2::date AND o.start_date_time__c < $3::date + 1`,
    args: [sfid, fy.start, fy.end, today],
    order,
    key: "o.id",
    open: OPEN_WORKSHOP_SQL,
    fields: {},
  };
}

/** The AMMD's list `l` (the whole, or rows meeting `c`, a page of them): workshops whose day has come are in AMMD Confirmation before it is read (decision 024). */
async function selectAmmd(
  { db, user, now, asText }: OpContext,
  l: ListSql<AmmdWorkshopRow>,
  c: SqlCondition,
  page?: Paging,
): Promise<WorkshopRow[] | RowTexts> {
  await applyDueFor(db, user, now);
  return selectPage(db, l, AMMD_COLUMNS, c, { asText, page });
}

const ammdInSql = sqlList(
  workshopsAmmd,
  ({ user, now }) => ammdSql(user, now),
  (ctx, _p, l, c, page) => selectAmmd(ctx, l, c, page),
);
const ammdOp = ammdInSql.op;

const ammdCmdisOp = defineOp(workshopsAmmdCmdis, async ({ db, user }) => {
  if (!user.sfid) return [];
  const r = await db.query<RowOf<typeof workshopsAmmdCmdis>>(
    `SELECT id, sfid, name FROM product_user__c
      WHERE type__c = 'CMDI' AND reporting_to_ammd__c = $1 AND sfid IS NOT NULL AND active__c IS NOT FALSE
      ORDER BY lower(name), id`,
    [user.sfid],
  );
  return r.rows;
});

/** The own list's order: latest start first (coming ones first), the id breaking a tie. */
const MINE_ORDER = "o.start_date_time__c DESC NULLS LAST, o.id DESC";
const mineSql = (user: SessionUser, now: Date): ListSql<WorkshopRow> | null => {
  const own = ownWorkshops(user);
  return own ? workshopsOfYear(own.column, own.sfid, now, MINE_ORDER) : null;
};
const mineInSql = sqlList(
  workshopsMine,
  ({ user, now }) => mineSql(user, now),
  ({ db, asText }, _p, l, c, page) =>
    page ? selectPage(db, l, MINE_COLUMNS, c, { asText, page }) : selectPage(db, l, MINE_JOINED_COLUMNS, c, { asText, joins: MINE_JOIN }),
);
const mineOp = mineInSql.op;

/** The most candidate rows one kind of the search reads (it shows at most HITS_PER_KIND of them). */
const MATCHING_LIMIT = 200;

/**
 * The workshops the caller may open (as /workshop does: any year, every one for the super admin)
 * whose name, ids or FCP may hold `query`, newest first: the search's server part (decision 082).
 */
export async function workshopsMatching(db: Queryable, user: SessionUser, query: string) {
  const scope = workshopScope(user);
  if (scope === "none") return [];
  const [inScope, params] = scope === "every" ? ["true", []] : [`o.${scope.column} = $3`, [scope.sfid]];
  const r = await db.query<Pick<WorkshopRow, "id" | "name" | "heroku_id__c" | "sfid" | "fcpname__c" | "stagename">>(
    `SELECT o.id, o.name, o.heroku_id__c, o.sfid, o.fcpname__c, o.stagename FROM opportunity o
      WHERE ${matchSql(["o.name", "o.heroku_id__c", "o.sfid", "o.fcpname__c"], 1)} AND ${inScope}
      ORDER BY o.start_date_time__c DESC NULLS LAST, o.id DESC LIMIT ${MATCHING_LIMIT}`,
    [...matchParams(query), ...params],
  );
  return r.rows;
}

const detailsOp = defineOp(workshopsDetails, async ({ db, user, now, programme }, p) => {
  const scope = workshopScope(user);
  const loaded = await loadLifecycle(db, p.id, user, now, false);
  if (scope === "none" || !loaded) throw new OpError(404, "not_found", WORKSHOP_NOT_FOUND);
  // the server's own step (its day has come) before the person sees the stage; the facts as the transition op builds them
  const life = await applyDue(db, loaded, now);
  const inScope = scope === "every" ? "" : ` AND o.${scope.column} = $2`;
  const r = await db.query<Omit<WorkshopDetail, "articles" | "photos">>(
    `SELECT ${WORKSHOP_COLUMNS}, o.ammd_name__c, o.no_of_participants__c, o.actual_participants_count__c, o.stamped_amount__c,
            o.total_tertiary_by_app__c, o.category__c, s.name AS school_name, o.expense_head__c, o.other_expense_head_name__c,
            o.artical_finalized_photo__c
       FROM opportunity o LEFT JOIN account s ON s.sfid = o.hpa_school__c
      WHERE o.id = $1${inScope}`,
    scope === "every" ? [p.id] : [p.id, scope.sfid],
  );
  const w = r.rows[0];
  if (!w) throw new OpError(404, "not_found", WORKSHOP_NOT_FOUND);
  const articles = await db.query<WorkshopArticle>(
    `SELECT wa.id, wa.article__c, coalesce(a.material_name__c, a.name, wa.article__c) AS sku_name, wa.quantity__c
       FROM workshop_article__c wa LEFT JOIN article__c a ON a.sfid = wa.article__c
      WHERE wa.opportunity__heroku_id__c = $1 ORDER BY wa.id`,
    [w.heroku_id__c],
  );
  // a photo whose bytes (by the hash of what was sent, whoever sent it) are also another workshop's
  // evidence is marked for the CMDI, the AMMD and the super admin (issue 43, item 4): by that
  // workshop's name when they may see it, else as one outside their scope; never for the FCP
  const marks = user.role !== "FCP" || user.superAdmin;
  const photos = await db.query<Omit<WorkshopPhoto, "also_used_for"> & { sha256: string | null }>(
    `SELECT p.id, p.type__c, p.image_url__c, to_char(p.photodatetime__c, 'YYYY-MM-DD"T"HH24:MI:SS') AS photodatetime__c, ${locationColumns("f")},
            f.sha256
       FROM workshop_photo__c p LEFT JOIN stored_file f ON f.id = p.stored_file_id
      WHERE (p.workshop_heroku_id__c = $1 OR p.workshop__c = $2) AND p.day__c = $3
      ORDER BY p.photodatetime__c NULLS LAST, p.id`,
    [w.heroku_id__c, w.sfid, PHOTO_DAY],
  );
  // the other workshops of these photos' bytes, asked only when a photo has stored bytes: as a
  // subquery of the statement above its plan was costed for every photo of every workshop, so
  // PostgreSQL compiled it (JIT, about 18 ms) on each call at scale 100 (decision 114)
  const hashes = marks ? [...new Set(photos.rows.flatMap((x) => (x.sha256 === null ? [] : [x.sha256])))] : [];
  const seesOther = scope === "every" ? "true" : `o2.${scope.column} = $4`;
  const others =
    hashes.length === 0
      ? new Map<string, string[]>()
      : new Map(
          (
            await db.query<{ sha256: string; names: string[] }>(
              `SELECT f2.sha256, array_agg(DISTINCT CASE WHEN ${seesOther} THEN coalesce(nullif(o2.name, ''), 'Workshop ' || o2.id) ELSE $3 END) AS names
                 FROM stored_file f2 JOIN workshop_photo__c p2 ON p2.stored_file_id = f2.id
                 JOIN opportunity o2 ON o2.heroku_id__c = p2.workshop_heroku_id__c
                WHERE f2.sha256 = ANY($1::text[]) AND o2.heroku_id__c <> $2
                GROUP BY f2.sha256`,
              [hashes, w.heroku_id__c, OUT_OF_SCOPE_WORKSHOP, ...(scope === "every" ? [] : [scope.sfid])],
            )
          ).rows.map((x) => [x.sha256, x.names] as const),
        );
  return [
    {
      ...w,
      stagename: life.stagename,
      map_tile_url: programme.mapTileUrl ?? null,
      articles: articles.rows,
      photos: photos.rows.map(({ sha256, ...x }) => ({ ...x, also_used_for: (sha256 === null ? undefined : others.get(sha256)) ?? [] })),
      lifecycle_version: life.lifecycle_version,
      facts: { ...life.facts, photoTypes: [...life.facts.photoTypes] },
      history: await historyOf(db, w.id),
    },
  ];
});

/** Pages of the AMMD's list and of the own list (decision 092), in their SQL (decision 094). */
const ammdPageOp = pageOp(workshopsAmmdPage, workshopsAmmd, ammdOp, ammdInSql.page);
const minePageOp = pageOp(workshopsMinePage, workshopsMine, mineOp, mineInSql.page);

export const WORKSHOP_OPS = [ammdOp, ammdCmdisOp, mineOp, detailsOp, ammdPageOp, minePageOp, ...LIFECYCLE_OPS] as const;
