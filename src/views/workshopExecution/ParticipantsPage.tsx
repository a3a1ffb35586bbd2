// /addParticipants?id=N (decision 030): the FCP's report of their workshop in Execution: the actual
// participant count and the articles used, saved through the outbox. Another's workshop is the
// server's 404, a workshop in another stage its 409 sentence.
import { useMemo } from "react";
import { evidencePhotosLink, type ExecutionParams, navHref, workshopLink } from "../../codecs/navParams.ts";
import { articlesSlot } from "../../codecs/reference.ts";
import { reportFormOf, workshopExecutionSlot, type ReportForm } from "../../codecs/workshopExecution.ts";
import { LeaveAlert, useDraft, useLeaveGuard } from "../drafts.tsx";
import { workshopExecutionMachine } from "../../machines/workshopExecution.machine.ts";
import { useFlow, useList } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { executionState } from "./executionState.ts";
import { ParticipantsView } from "./ParticipantsView.tsx";

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

export default function ParticipantsPage({ title, params }: ScreenProps<ExecutionParams>) {
  const { id } = params;
  const row = useList(workshopExecutionSlot).find((r) => r.id === id) ?? null;
  const articles = useList(articlesSlot);
  const draft = useDraft(`participants:${id}`, isReport);
  const [snap, send] = useFlow(`workshopExecution:${id}:participants`, workshopExecutionMachine, {
    id,
    page: "participants",
    cached: row ? reportFormOf(row) : null,
    draft,
  });
  const c = snap.context;
  const guard = useLeaveGuard(c.dirty && snap.matches({ work: { report: "editing" } }));
  const choices = useMemo(
    () =>
      articles
        .filter((a) => a.sfid && !c.form.lines.some((l) => l.article === a.sfid))
        .map((a) => ({ article: a.sfid!, name: a.material_name__c ?? a.material_code__c ?? a.sfid! })),
    [articles, c.form.lines],
  );
  const notice = snap.matches({ work: { report: "saved" } })
    ? { message: "Saved: the participant count and the articles used are recorded.", intent: "success" as const }
    : snap.matches({ work: { report: "queued" } })
      ? {
          message: "Saved on this device: the participant count and the articles will be sent when the connection is back.",
          intent: "warning" as const,
        }
      : null;
  return (
    <>
      <LeaveAlert guard={guard} />
      <ParticipantsView
        draft={{ shown: snap.matches({ draft: "restored" }), onDiscard: () => send({ type: "draft.discarded" }) }}
        title={title}
        workshopName={row?.name ?? null}
        back={navHref(workshopLink, { id })}
        other={{ to: navHref(evidencePhotosLink, { id }), label: "Add photos" }}
        {...executionState(snap, row !== null)}
        onRetry={() => send({ type: "execution.retry" })}
        form={c.form}
        fieldErrors={c.fieldErrors}
        formError={c.formError}
        saving={snap.hasTag("saving")}
        notice={notice}
        choices={choices}
        onParticipants={(value) => send({ type: "report.participants", value })}
        onQuantity={(article, value) => send({ type: "report.quantity", article, value })}
        onAdd={(article, name) => send({ type: "report.lineAdded", article, name })}
        onRemove={(article) => send({ type: "report.lineRemoved", article })}
        onSave={() => send({ type: "report.save" })}
        onDismiss={() => send({ type: "notice.dismissed" })}
      />
    </>
  );
}
