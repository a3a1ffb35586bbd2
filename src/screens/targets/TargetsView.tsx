// /targets, presentational (decision 084; its screen: ./screen.tsx): the chosen month, then one line
// per person (an FCP their own; a CMDI each FCP; an AMMD each CMDI, rolled up, opening that CMDI's
// FCPs) with two progress bars (workshops held, participants) against the target; for managers a
// chart of each figure with its table (src/views/reports/ReportChart.tsx); for a CMDI the form that
// sets an FCP's target (labels tied to the inputs, each message at its field, what was typed kept),
// headed by its month as the reader's language names it ("Nov 2026", the one format's `month`).
import { Button, Callout, Card, Classes, H2, H3, HTMLSelect, InputGroup } from "@blueprintjs/core";
import type { FieldErrors } from "../../codecs/form.ts";
import { msg } from "../../codecs/i18n.ts";
import type { Report } from "../../codecs/reports.ts";
import { shareOf, type TargetDraft, type TargetField } from "../../codecs/targets.ts";
import { FormProblems, useFocusFirstProblem } from "../../views/FormErrors.tsx";
import { problemsOf } from "../../views/RecordForm.tsx";
import { Field } from "../../views/Field.tsx";
import { useT } from "../../views/i18n.tsx";
import { ListFrame } from "../../views/ListFrame.tsx";
import { ReportChart } from "../../views/reports/ReportChart.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { useFormats } from "../../views/useFormats.ts";
import "../../views/page.css";
import "./TargetsView.css";

/** One person's (or one CMDI's FCPs') progress. */
export interface ProgressLine {
  key: string;
  name: string | null;
  level: "fcp" | "cmdi";
  fcps: number;
  targeted: number;
  held: number;
  participants: number;
  targetWorkshops: number | null;
  targetParticipants: number | null;
  /** A CMDI's line: open their FCPs. */
  onOpen: (() => void) | null;
}

export interface TargetFormProps {
  fcps: readonly { value: string; label: string }[];
  values: TargetDraft;
  fieldErrors: FieldErrors<TargetField>;
  formError: string | null;
  notice: { message: string; intent: "success" | "warning" } | null;
  saving: boolean;
  onChange: (field: TargetField, value: string) => void;
  onPick: (fcp: string) => void;
  onSave: () => void;
}

export interface TargetsViewProps {
  title: string;
  back: string;
  load: ListLoad;
  /** Loaded (not loading, not failed): no lines then means nobody to show. */
  settled: boolean;
  today: string;
  /** The chosen month, 'YYYY-MM'. */
  month: string;
  /** The FCP's own page. */
  own: boolean;
  level: "fcp" | "cmdi";
  lines: readonly ProgressLine[];
  /** An AMMD's opened CMDI: their name and the way back to every CMDI. */
  cmdiOpened: { name: string | null; onBack: () => void } | null;
  charts: { held: Report; participants: Report } | null;
  /** The CMDI's target form. */
  form: TargetFormProps | null;
  onMonth: (month: string) => void;
}

const FIELD_IDS: Record<TargetField, string> = {
  fcp: "targets-form-fcp",
  month: "targets-month",
  workshops: "targets-form-workshops",
  participants: "targets-form-participants",
};
const FIELD_LABELS: Record<TargetField, string> = {
  fcp: msg("FCP"),
  month: msg("Month"),
  workshops: msg("Workshops to hold"),
  participants: msg("Participants to reach"),
};

function Bar({ label, done, target }: { label: string; done: number; target: number | null }) {
  const t = useT();
  const fmt = useFormats();
  const share = shareOf(done, target);
  const said =
    target === null
      ? t("{label}: {done}, no target set", { label, done: fmt.count(done) })
      : t("{label}: {done} of {target}", { label, done: fmt.count(done), target: fmt.count(target) });
  return (
    <div className="targets-bar">
      <div className="targets-bar-text">{said}</div>
      {target !== null && (
        <progress
          className="targets-bar-meter"
          max={Math.max(1, target)}
          value={share === null ? (done > 0 ? 1 : 0) : share * Math.max(1, target)}
          aria-label={said}
        />
      )}
    </div>
  );
}

function Line({ line }: { line: ProgressLine }) {
  const t = useT();
  const name = line.name ?? t("No CMDI");
  return (
    <li className="targets-line">
      <Card compact>
        <H3 className="targets-line-name">{name}</H3>
        {line.level === "cmdi" && (
          <p className={Classes.TEXT_MUTED}>
            {t("{targeted} of {fcps, plural, one {# FCP} other {# FCPs}} have a target", { targeted: line.targeted, fcps: line.fcps })}
          </p>
        )}
        <Bar label={t("Workshops held")} done={line.held} target={line.targetWorkshops} />
        <Bar label={t("Participants")} done={line.participants} target={line.targetParticipants} />
        {line.onOpen && <Button text={t("Show the FCPs of {name}", { name })} onClick={() => line.onOpen?.()} />}
      </Card>
    </li>
  );
}

function TargetFormCard({ form, month }: { form: TargetFormProps; month: string }) {
  const t = useT();
  const fmt = useFormats();
  const e = form.fieldErrors;
  const problems = problemsOf(FIELD_LABELS, e, (f) => FIELD_IDS[f]);
  // after Save, once it is no longer busy: focus the first field of the form with a message (the
  // month above the form is chosen there, not typed into it)
  const focusFirst = useFocusFirstProblem(
    problems.filter((q) => q.id !== FIELD_IDS.month),
    form.saving,
  );
  return (
    <Card className="targets-form">
      <H2 className="page-section-title" id="targets-form-title">
        {t("Set a target for {month}", { month: fmt.month(month) })}
      </H2>
      <FormProblems formError={form.formError} problems={problems} />
      {form.notice && (
        <Callout intent={form.notice.intent} role="status" className="page-callout">
          {t(form.notice.message)}
        </Callout>
      )}
      <form
        aria-labelledby="targets-form-title"
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          focusFirst();
          form.onSave();
        }}
      >
        <Field id={FIELD_IDS.fcp} label={FIELD_LABELS.fcp} required error={e.fcp}>
          {(input) => (
            <HTMLSelect {...input} fill value={form.values.fcp} disabled={form.saving} onChange={(ev) => form.onPick(ev.currentTarget.value)}>
              <option value="">{t("Choose an FCP")}</option>
              {form.fcps.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </HTMLSelect>
          )}
        </Field>
        <Field id={FIELD_IDS.workshops} label={FIELD_LABELS.workshops} required error={e.workshops}>
          {(input) => (
            <InputGroup
              {...input}
              value={form.values.workshops}
              inputMode="numeric"
              maxLength={3}
              readOnly={form.saving}
              intent={e.workshops ? "danger" : "none"}
              onValueChange={(v) => form.onChange("workshops", v)}
            />
          )}
        </Field>
        <Field id={FIELD_IDS.participants} label={FIELD_LABELS.participants} required error={e.participants}>
          {(input) => (
            <InputGroup
              {...input}
              value={form.values.participants}
              inputMode="numeric"
              maxLength={5}
              readOnly={form.saving}
              intent={e.participants ? "danger" : "none"}
              onValueChange={(v) => form.onChange("participants", v)}
            />
          )}
        </Field>
        <Button type="submit" intent="primary" loading={form.saving} text={t("Save target")} />
      </form>
    </Card>
  );
}

export function TargetsView(p: TargetsViewProps) {
  const t = useT();
  const fmt = useFormats();
  const monthError = p.form?.fieldErrors.month;
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="targets"
      what={msg("the targets")}
      state={p.load}
      empty={
        p.settled && p.lines.length === 0 ? { icon: "people", title: msg("Nobody to show"), description: t("No FCPs are assigned to you.") } : null
      }
    >
      <Field id={FIELD_IDS.month} label={FIELD_LABELS.month} error={monthError}>
        {(input) => (
          <input
            {...input}
            className={Classes.INPUT}
            type="month"
            value={p.month}
            onChange={(ev) => {
              if (ev.currentTarget.value) p.onMonth(ev.currentTarget.value);
            }}
          />
        )}
      </Field>
      {p.cmdiOpened && (
        <div className="targets-opened">
          <Button icon="arrow-left" text={t("All CMDIs")} onClick={() => p.cmdiOpened?.onBack()} />
          <H2 className="page-section-title">{t("FCPs of {name}", { name: p.cmdiOpened.name ?? t("No CMDI") })}</H2>
        </div>
      )}
      {p.form && <TargetFormCard form={p.form} month={p.month} />}
      {p.lines.length > 0 && (
        <>
          <H2 className="page-section-title" id="targets-lines-title">
            {p.own ? t("My progress") : p.level === "cmdi" ? t("Progress per CMDI") : t("Progress per FCP")}
          </H2>
          <ul className="targets-lines" aria-labelledby="targets-lines-title">
            {p.lines.map((l) => (
              <Line key={l.key} line={l} />
            ))}
          </ul>
        </>
      )}
      {p.charts && (
        <div className="targets-charts">
          <ReportChart
            id="targets-held"
            report={p.charts.held}
            format={fmt.count}
            labelHeader={p.level === "cmdi" ? "CMDI" : "FCP"}
            valueHeader={msg("Workshops held")}
            horizontal
            today={p.today}
          />
          <ReportChart
            id="targets-participants"
            report={p.charts.participants}
            format={fmt.count}
            labelHeader={p.level === "cmdi" ? "CMDI" : "FCP"}
            valueHeader={msg("Participants")}
            horizontal
            today={p.today}
          />
        </div>
      )}
    </ListFrame>
  );
}
