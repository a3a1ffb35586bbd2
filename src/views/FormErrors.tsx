// What a form shows after a Save that ends with messages, the same on every form that has many
// fields (the plan, the execution report): a summary at the top, read out at once (role="alert"),
// linking to each field with its message; and the focus moved to the first of them once the form
// is no longer busy (on a phone most fields are below the fold).
import { useEffect, useRef } from "react";
import { Button, Callout, Classes, H1, Icon } from "@blueprintjs/core";
import { msg } from "../codecs/i18n.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { TitledCallout } from "./shell/PageStates.tsx";
import { cx } from "./styles.ts";
import { useT } from "./i18n.tsx";
import "./FormErrors.css";

export interface FieldProblem {
  id: string;
  label: string;
  message: string;
}

/** "One field needs attention" / "2 fields need attention", in the reader's language. */
const NEEDS_ATTENTION = msg("{count, plural, one {One field needs attention} other {# fields need attention}}");

export function ErrorSummary({ problems }: { problems: readonly FieldProblem[] }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <Callout intent="danger" role="alert" className="page-callout">
      <p className="form-errors-title">{t(NEEDS_ATTENTION, { count: problems.length })}</p>
      <ul className="form-errors-list">
        {problems.map((f) => (
          <li key={f.id}>
            <a href={`#${f.id}`}>{t(f.label)}</a>: {t(f.message)}
          </li>
        ))}
      </ul>
    </Callout>
  );
}

/**
 * Call the returned function when the person saves; once `busy` is over (and `editing`), focus
 * goes to the first problem's field.
 */
export function useFocusFirstProblem(problems: readonly FieldProblem[], busy: boolean, editing = true): () => void {
  const awaiting = useRef(false);
  useEffect(() => {
    if (!awaiting.current || busy || !editing) return;
    awaiting.current = false;
    const first = problems[0];
    if (first) document.getElementById(first.id)?.focus();
  });
  return () => {
    awaiting.current = true;
  };
}

/**
 * A form's messages summed up as a titled alert ("2 fields need attention"), each a link to its
 * field (underlined: told apart by more than its colour); what is wrong with the form as a whole
 * (`formError`) above it. Nothing when all is well. Every form's summary is this one, drawn alike.
 */
export function FormProblems({ formError, problems }: { formError: string | null; problems: readonly FieldProblem[] }) {
  const t = useT();
  return (
    <>
      {formError && (
        <Callout intent="danger" role="alert" className="page-callout">
          {t(formError)}
        </Callout>
      )}
      {problems.length > 0 && (
        <TitledCallout intent="danger" role="alert" className="page-callout" title={t(NEEDS_ATTENTION, { count: problems.length })}>
          <ul className="form-errors-list">
            {problems.map((f) => (
              <li key={f.id}>
                <a href={`#${f.id}`}>{t(f.label)}</a>: {t(f.message)}
              </li>
            ))}
          </ul>
        </TitledCallout>
      )}
    </>
  );
}

/** A form page's header: Back (which asks the form to leave: it may ask first), the title, Save while it can save. */
export function FormPageHeader(p: {
  back: { href: string; label: string };
  onLeave: () => void;
  title: string;
  form: string;
  canSave: boolean;
  saving: boolean;
}) {
  const t = useT();
  return (
    <div className="page-header">
      <a
        href={p.back.href}
        className={cx(Classes.BUTTON, Classes.MINIMAL)}
        aria-label={t(p.back.label)}
        title={t(p.back.label)}
        onClick={(e) => {
          e.preventDefault();
          p.onLeave();
        }}
      >
        <Icon icon="arrow-left" />
      </a>
      <H1 className="page-title">{t(p.title)}</H1>
      {p.canSave && <Button type="submit" form={p.form} intent="primary" icon="floppy-disk" text={t("Save")} loading={p.saving} />}
    </div>
  );
}

/** "Discard ...?" before a changed form is left by its own Back: Keep editing stays, Discard leaves (the form's leave events). */
export function DiscardAlert(p: { open: boolean; question: string; send: (e: { type: "leave.cancelled" } | { type: "leave.confirmed" }) => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      open={p.open}
      no={t("Keep editing")}
      yes={t("Discard")}
      intent="danger"
      icon="warning-sign"
      onNo={() => p.send({ type: "leave.cancelled" })}
      onYes={() => p.send({ type: "leave.confirmed" })}
    >
      <p>{t(p.question)}</p>
    </ConfirmDialog>
  );
}
