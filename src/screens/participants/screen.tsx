// /addParticipants?id=N hosted (decision 030): the FCP's report of their workshop in Execution: the
// actual participant count and the articles used, saved through the outbox (the
// workshopExecution:<id>:participants flow, with the cached report and the kept draft). Another's
// workshop is the server's 404, a workshop in another stage its 409 sentence; typed changes ask
// before leaving. A save refused as a conflict (decision 079) shows the conflict panel (the report's
// conflict flow, the lines by name), answered as a new save.
import { evidencePhotosLink, type ExecutionParams, navHref, workshopLink } from "../../codecs/navParams.ts";
import { articleName, articlesSlot, byArticleName } from "../../codecs/reference.ts";
import { articleSearchMachine } from "../../machines/articleSearch.machine.ts";
import { totalOf } from "../../store/state.ts";
import { finderOf } from "../windowSource.ts";
import {
  REPORT_FIELD_LABELS,
  reportFormOf,
  reportFormOfTexts,
  reportTextsOf,
  workshopExecutionSlot,
  type ReportFieldKey,
  type ReportForm,
} from "../../codecs/workshopExecution.ts";
import { conflictFlow, conflictPanelOf, watchConflict } from "../conflicts.ts";
import { workshopExecutionMachine } from "../../machines/workshopExecution.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { draftOf } from "../drafts.ts";
import { executionRowOf, executionState } from "../execution.ts";
import { flow, hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { ParticipantsPageView } from "./ParticipantsView.tsx";
import { msg } from "../../codecs/i18n.ts";

type Props = ScreenProps<ExecutionParams>;

/** How many articles one search of the server brings. */
const ARTICLES_PAGE = 50;

const isReport = (v: unknown): v is ReportForm => {
  const r = v as ReportForm | null;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.participants === "string" &&
    Array.isArray(r.lines) &&
    r.lines.every(
      (l) => typeof l === "object" && l !== null && typeof l.article === "string" && typeof l.name === "string" && typeof l.quantity === "string",
    )
  );
};

export default hosted<Props>()({
  flows: {
    execution: flow({
      machine: workshopExecutionMachine,
      key: (h) => `workshopExecution:${h.props.params.id}:participants`,
      input: (h) => {
        const { id } = h.props.params;
        const row = executionRowOf(h, id);
        return {
          id,
          page: "participants" as const,
          cached: row ? reportFormOf(row) : null,
          draft: draftOf(h.state, `participants:${id}`, isReport),
          version: row?.version ?? null,
        };
      },
    }),
    // a refused save's conflict (decision 079): the form's own save, or one sent later from the outbox
    conflict: conflictFlow<Props>(workshopExecutionSlot, (h) => h.props.params.id, reportTextsOf),
    // an article the device's window does not hold, found by the person's search (decision 092)
    articles: flow<Props, typeof articleSearchMachine>({ machine: articleSearchMachine, key: "articleSearch:report" }),
  },
  watch: [watchConflict<Props>(workshopExecutionSlot, (s) => s.props.params.id, reportTextsOf)],
  emitted: {
    // the answer written: the form shows the report as it is now (its lines named as the form names them)
    conflict: (e, s) => {
      const c = s.flows.execution.snap.context;
      const names = new Map([...c.base.lines, ...c.form.lines].map((l) => [l.article, l.name]));
      s.flows.execution.send({ type: "report.refreshed", form: reportFormOfTexts(e.values, names), version: e.version });
    },
  },
  select: (s) => {
    const { id } = s.props.params;
    const row = executionRowOf(s, id);
    const { snap, send } = s.flows.execution;
    const c = snap.context;
    const articles = rowsOf(s, articlesSlot);
    // the lines show the articles' names ("Crayons × 12"; the report's own name, else the id, where one is not cached)
    const named = new Map([...c.base.lines, ...c.form.lines].map((l) => [l.article, l.name]));
    const lines = (text: string) =>
      reportFormOfTexts(text === "" ? {} : { lines: text }, named)
        .lines.map((l) => {
          const a = articles.find((x) => x.sfid === l.article);
          return `${a?.material_name__c ?? a?.material_code__c ?? l.name} × ${l.quantity}`;
        })
        .join(", ");
    const panel = conflictPanelOf(s.flows.conflict, (f) => REPORT_FIELD_LABELS[f as ReportFieldKey] ?? f);
    const conflict = panel && {
      ...panel,
      fields: panel.fields.map((f) => (f.key === "lines" ? { ...f, mine: lines(f.mine), current: lines(f.current) } : f)),
    };
    // the choices by name; when the device holds a window of the articles, the server's found ones first (decision 092)
    const { rows: pickable, finder } = finderOf(s.flows.articles, {
      held: [...articles].sort(byArticleName),
      total: totalOf(s.state, articlesSlot),
      keyOf: (r) => r.sfid,
      limit: ARTICLES_PAGE,
    });
    const choices = pickable
      .filter((a) => a.sfid && !c.form.lines.some((l) => l.article === a.sfid))
      .map((a) => ({ article: a.sfid!, name: articleName(a) }));
    const notice = snap.matches({ work: { report: "saved" } })
      ? { message: msg("Saved: the participant count and the articles used are recorded."), intent: "success" as const }
      : snap.matches({ work: { report: "queued" } })
        ? {
            message: msg("Saved on this device: the participant count and the articles will be sent when the connection is back."),
            intent: "warning" as const,
          }
        : null;
    return {
      changed: c.dirty && snap.matches({ work: { report: "editing" } }),
      draft: { shown: snap.matches({ draft: "restored" }), onDiscard: () => send({ type: "draft.discarded" }) },
      title: s.props.title,
      workshopName: row?.name ?? null,
      back: navHref(workshopLink, { id }),
      other: { to: navHref(evidencePhotosLink, { id }), label: msg("Add photos") },
      ...executionState(snap, row !== null),
      onRetry: () => send({ type: "execution.retry" }),
      form: c.form,
      fieldErrors: c.fieldErrors,
      formError: c.formError,
      saving: snap.hasTag("saving"),
      notice,
      choices,
      articleFinder: finder,
      onParticipants: (value: string) => send({ type: "report.participants", value }),
      onQuantity: (article: string, value: string) => send({ type: "report.quantity", article, value }),
      onAdd: (article: string, name: string) => send({ type: "report.lineAdded", article, name }),
      onRemove: (article: string) => send({ type: "report.lineRemoved", article }),
      onSave: () => send({ type: "report.save" }),
      onDismiss: () => send({ type: "notice.dismissed" }),
      conflict,
    };
  },
  View: ParticipantsPageView,
});
