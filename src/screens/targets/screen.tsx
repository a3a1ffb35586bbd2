// /targets hosted (decision 084): the progress flow (the chosen month, an AMMD's chosen CMDI) and,
// for a CMDI, the target form's flow; the cached progress rows of the chosen month as the View's
// props, with the managers' charts (src/codecs/reports.ts's Report: the chart and its table).
import { programmeDate } from "../../codecs/calendar.ts";
import { fcpLabel } from "../../codecs/display.ts";
import { msg } from "../../codecs/language.ts";
import type { Report } from "../../codecs/reports.ts";
import { homeOf } from "../../codecs/session.ts";
import { draftOf, targetProgressSlot, type ProgressRow, type TargetField } from "../../codecs/targets.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { targetFormMachine } from "./targetForm.machine.ts";
import { targetProgressMachine } from "./targetProgress.machine.ts";
import { type ProgressLine, TargetsView } from "./TargetsView.tsx";

const thisMonth = () => programmeDate(new Date()).slice(0, 7);

const lineOf = (r: ProgressRow, drill: ((cmdi: string | null) => void) | null): ProgressLine => ({
  key: `${r.level}:${r.id}:${r.cmdi ?? ""}`,
  name: r.level === "fcp" ? fcpLabel(r) : r.name,
  level: r.level,
  fcps: r.fcps,
  targeted: r.targeted,
  held: r.held,
  participants: r.participants,
  targetWorkshops: r.target_workshops,
  targetParticipants: r.target_participants,
  onOpen: drill && r.level === "cmdi" && r.cmdi !== null ? () => drill(r.cmdi) : null,
});

const reportOf = (title: string, rows: readonly ProgressRow[], value: (r: ProgressRow) => number): Report => ({
  title,
  figures: rows.map((r) => ({
    key: `${r.level}:${r.id}:${r.cmdi ?? ""}`,
    label: r.level === "fcp" ? fcpLabel(r) : (r.name ?? "-"),
    value: value(r),
  })),
  total: rows.reduce((n, r) => n + value(r), 0),
});

export default hosted<ScreenProps>()({
  flows: {
    progress: flow({
      machine: targetProgressMachine,
      key: "targetProgress",
      input: (h) => {
        const month = thisMonth();
        return { month, hasCached: rowsOf(h, targetProgressSlot).some((r) => r.month === month) };
      },
    }),
    form: flow({ machine: targetFormMachine, key: "targetForm", input: () => ({ month: thisMonth() }) }),
  },
  select: (s) => {
    const { snap, send } = s.flows.progress;
    const { month, cmdi } = snap.context;
    const manager = s.user?.superAdmin || s.user?.role === "AMMD";
    const level: ProgressRow["level"] = manager && cmdi === null ? "cmdi" : "fcp";
    const rows = rowsOf(s, targetProgressSlot).filter((r) => r.month === month && r.level === level && (cmdi === null || r.cmdi === cmdi));
    const loading = snap.hasTag("loading");
    const failed = snap.matches({ data: "failed" }) || snap.matches({ data: "stale" });
    const f = s.flows.form;
    const fc = f.snap.context;
    const isCmdi = s.user?.role === "CMDI" && !s.user.superAdmin;
    const drill = manager ? (c: string | null) => send({ type: "cmdi.chosen", cmdi: c }) : null;
    const opened =
      cmdi === null ? null : (rowsOf(s, targetProgressSlot).find((r) => r.level === "cmdi" && r.cmdi === cmdi && r.month === month)?.name ?? null);
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: {
        loading: loading && rows.length === 0,
        refreshing: loading && rows.length > 0,
        error: failed ? snap.context.error : null,
        onRetry: () => send({ type: "targets.retry" }),
      },
      settled: !loading && !snap.matches({ data: "failed" }),
      today: programmeDate(new Date()),
      month,
      own: s.user?.role === "FCP",
      level,
      lines: rows.map((r) => lineOf(r, drill)),
      cmdiOpened: cmdi === null ? null : { name: opened, onBack: () => send({ type: "cmdi.chosen", cmdi: null }) },
      charts:
        s.user?.role === "FCP" || rows.length === 0
          ? null
          : {
              held: reportOf(msg("Workshops held"), rows, (r) => r.held),
              participants: reportOf(msg("Participants"), rows, (r) => r.participants),
            },
      form: isCmdi
        ? {
            fcps: rows.map((r) => ({ value: String(r.id), label: fcpLabel(r) })),
            values: fc.values,
            fieldErrors: fc.fieldErrors,
            formError: fc.formError,
            notice: fc.notice,
            saving: f.snap.hasTag("busy"),
            onChange: (field: TargetField, value: string) => f.send({ type: "form.changed", field, value }),
            onPick: (fcp: string) =>
              f.send({
                type: "target.picked",
                values: draftOf(
                  fcp,
                  month,
                  rows.find((r) => String(r.id) === fcp),
                ),
              }),
            onSave: () => f.send({ type: "form.saved" }),
          }
        : null,
      onMonth: (m: string) => {
        send({ type: "month.changed", month: m });
        if (isCmdi) f.send({ type: "form.changed", field: "month", value: m });
      },
    };
  },
  View: TargetsView,
  onReconnect: ({ flows: { progress } }) => {
    if (progress.snap.matches({ data: "failed" }) || progress.snap.matches({ data: "stale" })) progress.send({ type: "targets.retry" });
  },
});
