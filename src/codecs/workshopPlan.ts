// An FCP's workshop plan (/planningWorkshop, issue 15; decision 029): what the form holds, the
// one check of its rules that the form (before it sends) and the server (before it writes) both
// run, the write that saves a plan as a draft in Planning, and the schools a plan may name.
// Submitting the plan is the lifecycle's `workshop.submit` (decision 023), asked separately.
import * as t from "io-ts";
import { financialYearOf, inFinancialYear } from "./calendar.ts";
import { defineRead, defineWrite, exactObject, exactParams, noParams, RowId } from "./contract.ts";
import type { FieldErrors } from "./form.ts";
import { listSlot } from "./lists.ts";
import { pageOf, windowed } from "./window.ts";
import { msg, type Translate } from "./i18n.ts";
import type { MyWorkshopRow } from "./workshop.ts";
import { controlIn, controlMessage, singleLine } from "./text.ts";
import { MAX_PARTICIPANTS, PLANNED_RULE, WorkshopVersion } from "./workshopLifecycle.ts";
import { baseOf, VersionedIdRow } from "./conflict.ts";
import { MAX_LINES, MAX_QUANTITY, QUANTITY_RULE } from "./workshopExecution.ts";

export { MAX_QUANTITY };

/** The categories of a workshop (the demo data's); Art Avenue is held at an Art Avenue, the others at a school. */
export const CATEGORIES = [msg("School"), msg("College"), msg("Hobby Centre"), msg("Art Avenue")] as const;
export const ART_AVENUE = "Art Avenue";
/** The expense heads; 'Other' needs its name. */
export const EXPENSE_HEADS = [msg("Refreshments"), msg("Venue Rent"), msg("Material"), msg("Other")] as const;
export const OTHER_HEAD = "Other";
export const OTHER_NAME_MAX = 80;
/** How long a planned workshop lasts: its end is set this many hours after its start (the form says so by the start time, decision 110). */
export const PLAN_HOURS = 3;

/**
 * The place field's words by the plan's category (decision 110; a College workshop is held at a
 * college, not a school): its label, its first choice, its message when none is chosen and the
 * server's search for one (decision 115); "Place" for a category that names none (before one is chosen).
 */
const PLACE_WORDS: Readonly<Record<string, { label: string; choose: string; missing: string; find: string }>> = {
  School: {
    label: msg("School"),
    choose: msg("Choose the school"),
    missing: msg("Please choose the school."),
    find: msg("Find a school on the server"),
  },
  College: {
    label: msg("College"),
    choose: msg("Choose the college"),
    missing: msg("Please choose the college."),
    find: msg("Find a college on the server"),
  },
  "Hobby Centre": {
    label: msg("Hobby Centre"),
    choose: msg("Choose the hobby centre"),
    missing: msg("Please choose the hobby centre."),
    find: msg("Find a hobby centre on the server"),
  },
};
const ANY_PLACE = {
  label: msg("Place"),
  choose: msg("Choose the place"),
  missing: msg("Please choose the place."),
  find: msg("Find a place on the server"),
};
/**
 * A planned workshop's name (decision 115: the plan form asks for none): its category and where it
 * is held, "College Workshop - Lotus College", in the planner's language (`t`), as it is stored
 * and every list, payment, CSV and notice then shows it.
 */
export const planName = (t: Translate, category: string, place: string | null): string =>
  place === null ? t("{category} Workshop", { category: t(category) }) : t("{category} Workshop - {place}", { category: t(category), place });

/** A workshop's name as drawn: its own, or a plan not sent yet named by its category and place in the reader's language. */
export const nameShown = (
  t: Translate,
  w: Pick<MyWorkshopRow, "name"> & Partial<Pick<MyWorkshopRow, "plan_category" | "plan_place">>,
): string | null => w.name ?? (w.plan_category ? planName(t, w.plan_category, w.plan_place ?? null) : null);

/** The place field's words for a plan of `category` (English texts, drawn through the translator). */
export const placeWordsOf = (category: string) => PLACE_WORDS[category] ?? ANY_PLACE;

/** A plan's article lines are bounded as a report's are (the same lines, edited at execution: decision 023). */
export const MAX_ARTICLE_LINES = MAX_LINES;

/** One article line as typed: the article's sfid and its quantity as text. */
export const PlanArticle = exactObject({ article: t.string, quantity: t.string }, {}, "article field");
export type PlanArticle = t.TypeOf<typeof PlanArticle>;

/** The plan as the form holds it: every field as typed (text), the article lines in order. */
export const PlanForm = exactObject(
  {
    start_date: t.string,
    start_time: t.string,
    category: t.string,
    school: t.string,
    planned: t.string,
    expense_head: t.string,
    other_expense_head_name: t.string,
    articles: t.array(PlanArticle),
  },
  {},
  "plan field",
);
export type PlanValues = t.TypeOf<typeof PlanForm>;
export type PlanTextField = Exclude<keyof PlanValues, "articles">;

export const emptyPlan = (): PlanValues => ({
  start_date: "",
  start_time: "",
  category: "",
  school: "",
  planned: "",
  expense_head: "",
  other_expense_head_name: "",
  articles: [],
});

/** The plan as it is stored: what `checkPlan` gives for values that keep every rule. */
export interface CheckedPlan {
  /** YYYY-MM-DDTHH:MM:00, the programme's wall-clock time. */
  start: string;
  category: string;
  /** The school's sfid; null for an Art Avenue workshop. */
  school: string | null;
  planned: number;
  expenseHead: string;
  otherExpenseHeadName: string | null;
  articles: Array<{ article: string; quantity: number }>;
}

/** The field key of an article line's quantity (its message shows under it). */
export const quantityField = (i: number) => `quantity-${i}`;
/** The field key of an article line's choice. */
export const articleField = (i: number) => `article-${i}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHOLE = /^\d+$/;
const validDate = (s: string) =>
  DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/**
 * The end a plan starting at `start_time` (HH:MM) gets, PLAN_HOURS later: HH:MM, and whether it is
 * on the next day; null while the start time is not a time.
 */
export function planEndOf(start_time: string): { time: string; nextDay: boolean } | null {
  const time = start_time.trim();
  if (!TIME.test(time)) return null;
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + PLAN_HOURS * 60;
  const at = minutes % (24 * 60);
  const two = (n: number) => String(n).padStart(2, "0");
  return { time: `${two(Math.floor(at / 60))}:${two(at % 60)}`, nextDay: minutes >= 24 * 60 };
}

/**
 * The plan's rules, the same on the device and on the server: every message a person fixes, by
 * field (an article line's by `quantityField(i)` / `articleField(i)`, the lines as a whole by
 * "articles"). `today` is India's today (the device's clock on the device, the server's on the
 * server, which decides). Membership of the lists the server holds (an active article, a listed
 * school) is the server's to check.
 */
export function checkPlan(v: PlanValues, today: string): { ok: true; plan: CheckedPlan } | { ok: false; errors: FieldErrors } {
  const errors: Record<string, string> = {};
  const date = v.start_date.trim(),
    time = v.start_time.trim();
  if (date === "") errors.start_date = msg("Please choose the date.");
  else if (!validDate(date)) errors.start_date = msg("Please enter the date as YYYY-MM-DD.");
  else if (date < today) errors.start_date = msg("The date cannot be in the past.");
  else if (!inFinancialYear(financialYearOf(today), date)) errors.start_date = msg("The date must be in this financial year (1 April to 31 March).");
  if (time === "") errors.start_time = msg("Please choose the start time.");
  else if (!TIME.test(time)) errors.start_time = msg("Please enter the time as HH:MM.");
  const category = v.category.trim();
  if (!(CATEGORIES as readonly string[]).includes(category)) errors.category = msg("Please choose the category.");
  const school = v.school.trim();
  if (category !== ART_AVENUE && school === "") errors.school = placeWordsOf(category).missing;
  const planned = v.planned.trim();
  if (planned === "") errors.planned = msg("Please enter the planned participants.");
  else if (!WHOLE.test(planned) || Number(planned) < 1 || Number(planned) > MAX_PARTICIPANTS) {
    errors.planned = PLANNED_RULE;
  }
  const head = v.expense_head.trim(),
    other = singleLine(v.other_expense_head_name),
    otherControl = controlIn(v.other_expense_head_name);
  if (!(EXPENSE_HEADS as readonly string[]).includes(head)) errors.expense_head = msg("Please choose the expense head.");
  else if (head === OTHER_HEAD && otherControl) errors.other_expense_head_name = controlMessage(otherControl);
  else if (head === OTHER_HEAD && other === "") errors.other_expense_head_name = msg("Please enter the name of the 'Other' expense head.");
  else if (head === OTHER_HEAD && other.length > OTHER_NAME_MAX)
    errors.other_expense_head_name = `The name is too long (at most ${OTHER_NAME_MAX} characters).`;
  if (v.articles.length === 0) errors.articles = msg("Please add at least one article with its quantity.");
  else if (v.articles.length > MAX_ARTICLE_LINES) errors.articles = `A plan has at most ${MAX_ARTICLE_LINES} articles.`;
  const seen = new Set<string>();
  v.articles.forEach((a, i) => {
    const q = a.quantity.trim();
    if (a.article.trim() === "") errors[articleField(i)] = msg("Please choose the article.");
    else if (seen.has(a.article)) errors[articleField(i)] = msg("This article is listed twice; change its quantity instead.");
    seen.add(a.article);
    if (q === "") errors[quantityField(i)] = msg("Please enter the quantity.");
    else if (!WHOLE.test(q) || Number(q) < 1 || Number(q) > MAX_QUANTITY) errors[quantityField(i)] = QUANTITY_RULE;
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    plan: {
      start: `${date}T${time}:00`,
      category,
      school: category === ART_AVENUE ? null : school,
      planned: Number(planned),
      expenseHead: head,
      otherExpenseHeadName: head === OTHER_HEAD ? other : null,
      articles: v.articles.map((a) => ({ article: a.article.trim(), quantity: Number(a.quantity.trim()) })),
    },
  };
}

/** The fields in the order the form shows them (the first with a message is where focus goes). */
export const PLAN_FIELD_ORDER = [
  "start_date",
  "start_time",
  "category",
  "school",
  "planned",
  "expense_head",
  "other_expense_head_name",
  "articles",
] as const;

/**
 * A school (or other place a workshop is held) the FCP may plan at: an active non-FCP account, with
 * the category of workshop it holds (decision 104; null: not recorded). The category may be absent
 * from a list this device kept before places had one (its next sync brings it).
 */
export const School = t.intersection([
  t.type({ id: t.number, sfid: t.string, name: t.union([t.string, t.null]), city: t.union([t.string, t.null]) }),
  t.partial({ category: t.union([t.string, t.null]) }),
]);
export type School = t.TypeOf<typeof School>;

/** The server's refusal of a school that holds workshops of another category (decision 104), at the School field. */
export const NOT_OF_CATEGORY = msg("This place does not hold workshops of the chosen category; please choose another.");
/**
 * Whether a plan of `category` may be held at `school` (decision 104): a place holds the workshops
 * of its own category; one whose category is not recorded is offered for every category; an Art
 * Avenue workshop names no place. The form lists these; the server refuses another.
 */
export const holdsCategory = (school: Pick<School, "category">, category: string): boolean =>
  category !== ART_AVENUE && (school.category == null || school.category === category);

/** The schools a plan may name, by name: the device holds the first 1,000, the rest are found by the page's search (decision 092). */
export const workshopsSchools = windowed(defineRead("workshops.schools", { params: noParams, row: School, roles: ["FCP"] }), {
  cap: 1000,
  filters: ["sfid"],
  search: ["name", "city"],
});
/** The schools the device does not hold, by search (or a plan's school by sfid), from the server (decision 092). */
export const workshopsSchoolsPage = pageOf(workshopsSchools);
/** A plan field's label (the form's, and a conflict's: decision 079). */
export const PLAN_FIELD_LABELS: Record<PlanFieldKey, string> = {
  start_date: msg("Date"),
  start_time: msg("Start time"),
  category: msg("Category"),
  school: msg("School"),
  planned: msg("Planned participants"),
  expense_head: msg("Expense head"),
  other_expense_head_name: msg("Name of the 'Other' expense head"),
  articles: msg("Articles"),
};
export type PlanFieldKey = keyof PlanValues;

/**
 * The merge's texts of a plan (decision 079): each field as typed, the article lines as one field,
 * "article:quantity" sorted by article and joined by commas (the lines' order means nothing).
 */
export const planTexts = (v: PlanValues): Record<PlanFieldKey, string> => ({
  start_date: v.start_date,
  start_time: v.start_time,
  category: v.category,
  school: v.school,
  planned: v.planned,
  expense_head: v.expense_head,
  other_expense_head_name: v.other_expense_head_name,
  articles: v.articles
    .map((a) => `${a.article.trim()}:${a.quantity.trim()}`)
    .sort()
    .join(","),
});
/** A plan write's values as the merge's texts, or null when `v` is not a plan's values. */
export const planTextsOf = (v: unknown): Record<PlanFieldKey, string> | null => (PlanForm.is(v) ? planTexts(v) : null);
/** The article lines of a merge's text ("" is none). */
export const articlesOfText = (s: string): PlanArticle[] =>
  s === ""
    ? []
    : s.split(",").map((line) => {
        const at = line.lastIndexOf(":");
        return { article: line.slice(0, at), quantity: line.slice(at + 1) };
      });
/** A plan's values from the merge's texts (a conflict's `current`, its answer). */
export const planOfTexts = (v: Readonly<Record<string, string>>): PlanValues => ({
  ...emptyPlan(),
  ...Object.fromEntries(PLAN_FIELD_ORDER.filter((k) => k !== "articles").map((k) => [k, v[k] ?? ""])),
  articles: articlesOfText(v.articles ?? ""),
});

/**
 * Saves a plan as a draft in Planning: a new workshop of the caller's account, or (with `id`) their
 * own one still in Planning. `base` (decision 079): the workshop's `lifecycle_version` and the plan
 * the form loaded: a field changed meanwhile by someone else merges (the article lines as one
 * field), one both changed is refused as a conflict; without it (a write queued before) the last
 * write wins. Answers the workshop's version.
 */
export const workshopsSavePlan = defineWrite("workshops.savePlan", {
  params: exactParams({ values: PlanForm }, { id: RowId, base: baseOf(PlanForm, WorkshopVersion) }),
  row: VersionedIdRow,
  roles: ["FCP"],
});
export const schoolsSlot = listSlot("schools", School);

/** A workshop's plan as the form holds it (editing a plan in Planning), from its details. */
export function planOfDetail(d: {
  start_date_time__c: string | null;
  category__c: string | null;
  facts: { venue: string | null };
  no_of_participants__c: number | null;
  expense_head__c: string | null;
  other_expense_head_name__c: string | null;
  articles: ReadonlyArray<{ article__c: string | null; quantity__c: number | null }>;
}): PlanValues {
  const text = (x: string | number | null) => (x === null ? "" : String(x));
  return {
    start_date: d.start_date_time__c?.slice(0, 10) ?? "",
    start_time: d.start_date_time__c?.slice(11, 16) ?? "",
    category: text(d.category__c),
    school: d.category__c === ART_AVENUE ? "" : text(d.facts.venue),
    planned: text(d.no_of_participants__c),
    expense_head: text(d.expense_head__c),
    other_expense_head_name: text(d.other_expense_head_name__c),
    articles: d.articles.map((a) => ({ article: text(a.article__c), quantity: text(a.quantity__c) })),
  };
}
