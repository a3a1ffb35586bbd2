// /planningWorkshop: an FCP plans a workshop (a new one, or with `id` their own still in Planning)
// and saves it as a draft; a saved plan opens /previewWorkshop, where it is checked and submitted.
// Offline the plan is kept on the device and sent when the connection is back (the FCP's list shows
// it at once, waiting to be sent). The rules are the plan's one check (`checkPlan`), run by the flow
// before it sends and by the server before it writes.
import { useEffect } from "react";
import { useLocation } from "wouter";
import { currentFinancialYear, programmeDate } from "../../codecs/calendar.ts";
import { navHref, type PlanningParams, previewLink, workshopLink } from "../../codecs/navParams.ts";
import { articlesSlot } from "../../codecs/reference.ts";
import { PlanForm, schoolsSlot } from "../../codecs/workshopPlan.ts";
import { LeaveAlert, useDraft, useLeaveGuard } from "../drafts.tsx";
import { PLAN_QUEUED, workshopPlanMachine } from "../../machines/workshopPlan.machine.ts";
import { useFlow, useList } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { PlanWorkshopView, type PlanWorkshopViewProps } from "./PlanWorkshopView.tsx";

const BACK = { to: "/homeFCP", label: "Back to workshops" };

function usePlan(id: number | null): Omit<PlanWorkshopViewProps, "title"> & { changed: boolean } {
  const [, navigate] = useLocation();
  const now = new Date();
  const today = programmeDate(now);
  const draft = useDraft(`plan:${id ?? "new"}`, PlanForm.is);
  const [snap, send] = useFlow(id === null ? "workshopPlan:new" : `workshopPlan:${id}`, workshopPlanMachine, { id, today, draft });
  const schools = useList(schoolsSlot);
  const articles = useList(articlesSlot);
  const c = snap.context;
  const saved = snap.matches({ form: "saved" }) && c.id !== null;
  // a plan the server has: check it and submit it on the preview
  useEffect(() => {
    if (saved) navigate(navHref(previewLink, { id: c.id! }), { replace: true });
  }, [saved, c.id, navigate]);
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
    draft: { shown: snap.matches({ draft: "restored" }), onDiscard: () => send({ type: "draft.discarded" }) },
    changed: snap.matches({ form: "editing" }) && JSON.stringify(c.values) !== JSON.stringify(c.base),
    back: BACK,
    mode: form,
    values: c.values,
    fieldErrors: c.fieldErrors,
    formError: c.formError,
    message:
      form === "locked"
        ? `This workshop is in ${c.stage ?? "no stage"} now: only a plan in Planning can be changed.`
        : form === "queued"
          ? PLAN_QUEUED
          : null,
    workshopHref: c.id !== null ? navHref(workshopLink, { id: c.id, source: "fcp" }) : null,
    saving: snap.hasTag("busy") || saved,
    today,
    lastDay: currentFinancialYear(now).end,
    schools,
    schoolsFailed: snap.matches({ schools: "failed" }),
    articles,
    onChange: (field, value) => send({ type: "plan.changed", field, value }),
    onAddArticle: () => send({ type: "plan.articleAdded" }),
    onArticleChange: (index, field, value) => send({ type: "plan.articleChanged", index, field, value }),
    onRemoveArticle: (index) => send({ type: "plan.articleRemoved", index }),
    onSave: () => send({ type: "plan.saved" }),
    onRetry: () => send({ type: "plan.retry" }),
    onRetrySchools: () => send({ type: "schools.retry" }),
  };
}

function Plan({ id, title }: { id: number | null; title: string }) {
  const plan = usePlan(id);
  const guard = useLeaveGuard(plan.changed);
  return (
    <>
      <PlanWorkshopView title={title} {...plan} />
      <LeaveAlert guard={guard} />
    </>
  );
}

export default function PlanWorkshopPage({ title, params }: ScreenProps<PlanningParams>) {
  const id = params.id ?? null;
  // another workshop is another flow
  return <Plan key={id ?? "new"} id={id} title={id === null ? title : "Edit the plan"} />;
}
