// /planningWorkshop hosted: an FCP plans a workshop (a new one, or with `id` their own still in
// Planning) and saves it as a draft; a saved plan opens /previewWorkshop, where it is checked and
// submitted. Offline the plan is kept on the device and sent when the connection is back (the
// FCP's list shows it at once, waiting to be sent). The rules are the plan's one check
// (`checkPlan`), run by the flow before it sends and by the server before it writes. Another
// workshop is another flow (keyed by id). A changed plan refused as a conflict (decision 079) shows
// the conflict panel (the workshop's conflict flow, the articles by name), answered as a new save.
import { currentFinancialYear, programmeDate } from "../../codecs/calendar.ts";
import { navHref, type PlanningParams, previewLink, workshopLink } from "../../codecs/navParams.ts";
import { articlesSlot, byArticleName, unknownArticle } from "../../codecs/reference.ts";
import { myWorkshopsSlot } from "../../codecs/workshop.ts";
import {
  ART_AVENUE,
  articlesOfText,
  holdsCategory,
  PLAN_FIELD_LABELS,
  PlanForm,
  planOfTexts,
  planTextsOf,
  placeWordsOf,
  type School,
  schoolsSlot,
  type PlanFieldKey,
  type PlanValues,
} from "../../codecs/workshopPlan.ts";
import { conflictFlow, conflictPanelOf, watchConflict } from "../conflicts.ts";
import { PLAN_QUEUED, workshopPlanMachine } from "../../machines/workshopPlan.machine.ts";
import { schoolSearchMachine } from "../../machines/schoolSearch.machine.ts";
import { articleSearchMachine } from "../../machines/articleSearch.machine.ts";
import { totalOf } from "../../store/state.ts";
import { finderOf } from "../windowSource.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { draftOf } from "../drafts.ts";
import type { PlanWorkshopViewProps } from "../../views/workshops/PlanWorkshopView.tsx";
import { flow, hosted, watching, type HostInput, type Selection } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { PlanWorkshopPageView } from "./PlanWorkshopPageView.tsx";
import { msg } from "../../codecs/i18n.ts";

type Props = ScreenProps<PlanningParams>;
const BACK = { to: "/homeFCP", label: msg("Back to workshops") };
const idOf = (h: HostInput<Props>) => h.props.params.id ?? null;

/** How many schools one search of the server brings. */
const SCHOOLS_PAGE = 50;
/** How many articles one search of the server brings. */
const ARTICLES_PAGE = 50;

/** A school as the form names it when the device has no row of it (the plan's, from an earlier search). */
const unknownSchool = (sfid: string): School => ({ id: 0, sfid, name: null, city: null });

const flows = {
  plan: flow<Props, typeof workshopPlanMachine>({
    machine: workshopPlanMachine,
    key: (h) => (idOf(h) === null ? "workshopPlan:new" : `workshopPlan:${idOf(h)}`),
    input: (h) => ({ id: idOf(h), today: programmeDate(new Date()), draft: draftOf(h.state, `plan:${idOf(h) ?? "new"}`, PlanForm.is) }),
  }),
  // a refused save's conflict (decision 079): the form's own save, or one sent later from the outbox
  conflict: conflictFlow<Props>(myWorkshopsSlot, idOf, planTextsOf),
  // a school the device's window does not hold, found by the person's search (decision 092)
  schools: flow<Props, typeof schoolSearchMachine>({ machine: schoolSearchMachine, key: "schoolSearch" }),
  // an article the device's window does not hold, found by the person's search (decision 092)
  articles: flow<Props, typeof articleSearchMachine>({ machine: articleSearchMachine, key: "articleSearch:plan" }),
};

type S = Selection<Props, typeof flows>;

/**
 * The school choices (decision 092): the device's, after the server's answer to a search when the
 * device holds a window of them (the found ones first), those holding workshops of the plan's
 * category (decision 104; none before a category is chosen); the plan's school kept as a choice
 * when they do not have it; whether there are places of any category (none of the plan's is then
 * not "none loaded"). The finder when windowed: its search and where the choices came from.
 */
function schoolsOf(s: S, { school: chosen, category }: PlanValues): Pick<PlanWorkshopViewProps, "schools" | "schoolsHeld" | "schoolFinder"> {
  const { rows, finder } = finderOf(s.flows.schools, {
    held: rowsOf(s, schoolsSlot),
    total: totalOf(s.state, schoolsSlot),
    keyOf: (r) => r.sfid,
    limit: SCHOOLS_PAGE,
  });
  const of = rows.filter((r) => holdsCategory(r, category));
  // the plan's school stays shown as chosen (a plan saved before, a place the device has no row of)
  const kept = chosen && !of.some((r) => r.sfid === chosen) ? [rows.find((r) => r.sfid === chosen) ?? unknownSchool(chosen)] : [];
  return { schools: [...kept, ...of], schoolsHeld: rows.length > 0, schoolFinder: finder };
}

/**
 * A changed field: a new category also clears a chosen school the device knows holds another
 * category (decision 104), so the School list and the plan agree.
 */
function changeOf(s: S): PlanWorkshopViewProps["onChange"] {
  const { send, snap } = s.flows.plan;
  return (field, value) => {
    send({ type: "plan.changed", field, value });
    const school = snap.context.values.school;
    const row = field === "category" && school ? rowsOf(s, schoolsSlot).find((r) => r.sfid === school) : undefined;
    if (row && value !== ART_AVENUE && !holdsCategory(row, value)) send({ type: "plan.changed", field: "school", value: "" });
  };
}

/**
 * The article choices (decision 092: the device holds the latest 1,000 articles): as the schools',
 * by name, the found ones first; a line's article neither holds stays a choice, named by its sfid.
 */
function articlesOf(s: S, lines: readonly { article: string }[]): Pick<PlanWorkshopViewProps, "articles" | "articleFinder"> {
  const { rows, finder } = finderOf(s.flows.articles, {
    held: [...rowsOf(s, articlesSlot)].sort(byArticleName),
    total: totalOf(s.state, articlesSlot),
    keyOf: (r) => r.sfid,
    limit: ARTICLES_PAGE,
  });
  const missing = lines.filter((l) => l.article && !rows.some((r) => r.sfid === l.article)).map((l) => unknownArticle(l.article));
  return { articles: [...missing, ...rows], articleFinder: finder };
}

export default hosted<Props>()({
  flows,
  select: (s): PlanWorkshopViewProps & { changed: boolean } => {
    const { snap, send } = s.flows.plan;
    const now = new Date();
    const c = snap.context;
    const saved = snap.matches({ form: "saved" }) && c.id !== null;
    const articles = rowsOf(s, articlesSlot);
    // the article lines show the articles' names ("Crayons × 12"; the sfid where one is not cached)
    const lines = (text: string) =>
      articlesOfText(text)
        .map((a) => {
          const x = articles.find((r) => r.sfid === a.article);
          return `${x?.material_name__c ?? x?.material_code__c ?? a.article} × ${a.quantity}`;
        })
        .join(", ");
    // the place is named by the plan's category, as the form's field is (decision 110)
    const label = (f: string) => (f === "school" ? placeWordsOf(c.values.category).label : (PLAN_FIELD_LABELS[f as PlanFieldKey] ?? f));
    const panel = idOf(s) === null ? null : conflictPanelOf(s.flows.conflict, label);
    const conflict = panel && {
      ...panel,
      fields: panel.fields.map((f) => (f.key === "articles" ? { ...f, mine: lines(f.mine), current: lines(f.current) } : f)),
    };
    const form =
      snap.matches({ form: "loading" }) || snap.matches({ form: "opening" })
        ? "loading"
        : snap.matches({ form: "failed" })
          ? "failed"
          : snap.matches({ form: "missing" })
            ? "missing"
            : snap.matches({ form: "locked" })
              ? "locked"
              : snap.matches({ form: "queued" })
                ? "queued"
                : "editing";
    return {
      title: idOf(s) === null ? s.props.title : msg("Edit the plan"),
      draft: { shown: snap.matches({ draft: "restored" }), onDiscard: () => send({ type: "draft.discarded" }) },
      changed: snap.matches({ form: "editing" }) && JSON.stringify(c.values) !== JSON.stringify(c.base),
      back: BACK,
      mode: form,
      values: c.values,
      fieldErrors: c.fieldErrors,
      formError: c.formError,
      message:
        form === "locked" ? msg("This workshop is in {stage} now: only a plan in Planning can be changed.") : form === "queued" ? PLAN_QUEUED : null,
      ...(form === "locked" ? { stage: c.stage } : {}),
      workshopHref: c.id !== null ? navHref(workshopLink, { id: c.id, source: "fcp" }) : null,
      saving: snap.hasTag("busy") || saved,
      today: programmeDate(now),
      lastDay: currentFinancialYear(now).end,
      ...schoolsOf(s, c.values),
      schoolsFailed: snap.matches({ schools: "failed" }),
      ...articlesOf(s, c.values.articles),
      conflict,
      onChange: changeOf(s),
      onAddArticle: () => send({ type: "plan.articleAdded" }),
      onArticleChange: (index, field, value) => send({ type: "plan.articleChanged", index, field, value }),
      onRemoveArticle: (index) => send({ type: "plan.articleRemoved", index }),
      onSave: () => send({ type: "plan.saved" }),
      onRetry: () => send({ type: "plan.retry" }),
      onRetrySchools: () => send({ type: "schools.retry" }),
    };
  },
  View: PlanWorkshopPageView,
  emitted: {
    // the answer written: the form shows the plan as it is now
    conflict: (e, s) => s.flows.plan.send({ type: "plan.refreshed", values: planOfTexts(e.values), version: e.version }),
  },
  watch: [
    watchConflict<Props>(myWorkshopsSlot, idOf, planTextsOf),
    // a plan the server has: check it and submit it on the preview
    watching(
      (s: S) => (s.flows.plan.snap.matches({ form: "saved" }) ? s.flows.plan.snap.context.id : null),
      (id, s) => {
        if (id !== null) s.navigate(navHref(previewLink, { id }), { replace: true });
      },
    ),
  ],
});
