// /addParticipants, presentational (decision 030): the actual participant count and the articles
// used (the workshop's lines, each with its quantity; one may be added from the active articles and
// one removed while another remains), each message under its field with a summary at the top and
// the focus on the first (FormErrors.tsx), Save, and what happened. Its screen: ./screen.tsx.
import { useState } from "react";
import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { MAX_PARTICIPANTS } from "../../codecs/workshopLifecycle.ts";
import { MAX_QUANTITY, quantityField, type ReportForm } from "../../codecs/workshopExecution.ts";
import { digitsOf } from "../../codecs/display.ts";
import { DraftNote, LeaveAlert, useLeaveGuard } from "../../views/drafts.tsx";
import { ConflictPanel, type ConflictPanelProps } from "../../views/ConflictPanel.tsx";
import { ExecutionFrame, type ExecutionFrameProps } from "../../views/workshopExecution/ExecutionStates.tsx";
import { ErrorSummary, useFocusFirstProblem, type FieldProblem } from "../../views/FormErrors.tsx";
import { useT } from "../../views/i18n.tsx";
import { ServerFinder, type ServerFinderProps } from "../../views/ServerFinder.tsx";
import { msg } from "../../codecs/i18n.ts";

const FIND_ARTICLE = msg("Find an article on the server");

export interface ParticipantsViewProps extends Omit<ExecutionFrameProps, "children"> {
  form: ReportForm;
  fieldErrors: Record<string, string>;
  formError: string | null;
  /** "Draft restored" with Discard (decision 038): shown while a kept draft is in the form. */
  draft?: { shown: boolean; onDiscard: () => void };
  saving: boolean;
  notice: { message: string; intent: "success" | "warning" } | null;
  /** Active articles not yet listed. */
  choices: ReadonlyArray<{ article: string; name: string }>;
  /** The device holds a window of the articles (decision 092): a search asks the server for the rest; null: all are here. */
  articleFinder?: ServerFinderProps | null;
  onParticipants: (value: string) => void;
  onQuantity: (article: string, value: string) => void;
  onAdd: (article: string, name: string) => void;
  onRemove: (article: string) => void;
  onSave: () => void;
  onDismiss: () => void;
  /** A refused save's conflict to answer (decision 079), or none. */
  conflict?: ConflictPanelProps | null;
}

const quantityId = (article: string) => `quantity-${article}`;

export function ParticipantsView(p: ParticipantsViewProps) {
  const t = useT();
  const [chosen, setChosen] = useState("");
  const pick = p.choices.find((c) => c.article === chosen) ?? null;
  const err = p.fieldErrors;
  // the messages in the form's order, each linking to its field (FormErrors.tsx)
  const problems: FieldProblem[] = [
    ...(err.participants ? [{ id: "participants", label: t("Actual participant count"), message: err.participants }] : []),
    ...p.form.lines.flatMap((l) =>
      err[quantityField(l.article)]
        ? [{ id: quantityId(l.article), label: t("Quantity of {name}", { name: l.name }), message: err[quantityField(l.article)]! }]
        : [],
    ),
    ...(err.lines ? [{ id: "add-article", label: t("Articles used"), message: err.lines }] : []),
  ];
  const saved = useFocusFirstProblem(problems, p.saving);
  return (
    <ExecutionFrame {...p}>
      {p.conflict && <ConflictPanel {...p.conflict} />}
      <Card className="execution-card">
        <form
          id="report-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            saved();
            p.onSave();
          }}
        >
          {p.draft && <DraftNote {...p.draft} />}
          {p.notice && (
            <Callout intent={p.notice.intent} role="status" className="page-callout">
              {t(p.notice.message)} <Button text={t("Dismiss")} variant="minimal" onClick={p.onDismiss} />
            </Callout>
          )}
          {p.formError && (
            <Callout intent="danger" role="alert" className="page-callout">
              {t(p.formError)}
            </Callout>
          )}
          <ErrorSummary problems={problems} />
          <FormGroup
            label={t("Actual participant count")}
            labelFor="participants"
            labelInfo={t("(1 to {max})", { max: String(MAX_PARTICIPANTS) })}
            intent={err.participants ? "danger" : "none"}
            helperText={err.participants ? <span id="participants-error">{t(err.participants)}</span> : undefined}
          >
            <InputGroup
              id="participants"
              inputMode="numeric"
              maxLength={digitsOf(MAX_PARTICIPANTS)}
              autoComplete="off"
              value={p.form.participants}
              intent={err.participants ? "danger" : "none"}
              aria-invalid={err.participants ? true : undefined}
              aria-describedby={err.participants ? "participants-error" : undefined}
              onValueChange={p.onParticipants}
            />
          </FormGroup>
          <fieldset className="execution-lines" aria-describedby={err.lines ? "lines-error" : undefined}>
            <legend>{t("Articles used")}</legend>
            {p.form.lines.length === 0 && <p>{t("No articles yet. Add the articles used below.")}</p>}
            {p.form.lines.map((l) => {
              const e = err[quantityField(l.article)];
              return (
                <div key={l.article} className="execution-line">
                  <FormGroup
                    className="execution-line-quantity"
                    label={t("Quantity of {name}", { name: l.name })}
                    labelFor={quantityId(l.article)}
                    intent={e ? "danger" : "none"}
                    helperText={e ? <span id={`${quantityId(l.article)}-error`}>{t(e)}</span> : undefined}
                  >
                    <InputGroup
                      id={quantityId(l.article)}
                      inputMode="numeric"
                      maxLength={digitsOf(MAX_QUANTITY)}
                      autoComplete="off"
                      value={l.quantity}
                      intent={e ? "danger" : "none"}
                      aria-invalid={e ? true : undefined}
                      aria-describedby={e ? `${quantityId(l.article)}-error` : undefined}
                      onValueChange={(v) => p.onQuantity(l.article, v)}
                    />
                  </FormGroup>
                  <Button
                    icon="trash"
                    variant="minimal"
                    aria-label={t("Remove {name}", { name: l.name })}
                    title={t("Remove {name}", { name: l.name })}
                    disabled={p.form.lines.length <= 1}
                    onClick={() => {
                      p.onRemove(l.article);
                      document.getElementById("add-article")?.focus();
                    }}
                  />
                </div>
              );
            })}
            {err.lines && (
              <Callout intent="danger" id="lines-error" role="alert" className="page-callout">
                {t(err.lines)}
              </Callout>
            )}
          </fieldset>
          <div className="execution-add">
            <FormGroup className="execution-add-choice" label={t("Add an article")} labelFor="add-article">
              <HTMLSelect id="add-article" fill value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
                <option value="">{t("Choose an article")}</option>
                {p.choices.map((c) => (
                  <option key={c.article} value={c.article}>
                    {c.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <Button
              icon="plus"
              text={t("Add article")}
              disabled={!pick}
              onClick={() => {
                if (pick) {
                  p.onAdd(pick.article, pick.name);
                  setChosen("");
                  requestAnimationFrame(() => document.getElementById(quantityId(pick.article))?.focus());
                }
              }}
            />
          </div>
          {p.articleFinder && (
            <ServerFinder f={p.articleFinder} label={FIND_ARTICLE} id="add-article-find" className="execution-add-find" disabled={p.saving} />
          )}
          <Button type="submit" intent="primary" icon="floppy-disk" text={t("Save")} loading={p.saving} />
        </form>
      </Card>
    </ExecutionFrame>
  );
}

/** The report's page: while typed changes would be lost, Back and the browser's Back ask first (decision 038). */
export function ParticipantsPageView({ changed, ...report }: ParticipantsViewProps & { changed: boolean }) {
  const guard = useLeaveGuard(changed);
  return (
    <>
      <LeaveAlert guard={guard} />
      <ParticipantsView {...report} />
    </>
  );
}
