// The frame of a record the super admin keeps and retires (a content item, decision 085; a news
// slide, decision 087): the form page's header (back, title, Save), the messages summed up, what a
// save or a retirement did (with "Edit again"), the retired record's note, the form's own fields,
// Retire (asked first, a titled dialog) or Restore, and the question before leaving with changes.
import type { ReactNode } from "react";
import { Button, Callout, Tag } from "@blueprintjs/core";
import type { FieldErrors } from "../codecs/form.ts";
import { msg } from "../codecs/i18n.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { DiscardAlert, type FieldProblem, FormPageHeader, FormProblems, useFocusFirstProblem } from "./FormErrors.tsx";
import { useT } from "./i18n.tsx";
import "./page.css";

/** What the record form's flow says and takes (src/screens/recordForm.ts gives it). */
export interface RecordFormFlow {
  formError: string | null;
  notice: { message: string; intent: "success" | "warning" } | null;
  busy: boolean;
  editing: boolean;
  saved: boolean;
  leaving: boolean;
  confirming: boolean;
  canAct: boolean;
  onSave: () => void;
  onEditAgain: () => void;
  onBack: () => void;
  onStay: () => void;
  onDiscard: () => void;
  onRetire: () => void;
  onConfirmRetire: () => void;
  onCancelRetire: () => void;
  onRestore: () => void;
}

/** The words of one kind of record (catalogue messages). */
export interface RecordWords {
  back: { href: string; label: string };
  addTitle: string;
  editTitle: string;
  retiredNote: string;
  retireQuestion: string;
  retireExplained: string;
  discardQuestion: string;
}

export interface RecordFormProps {
  flow: RecordFormFlow;
  words: RecordWords;
  /** the form's id and its view's class (the folder's kebab name) */
  id: string;
  className: string;
  adding: boolean;
  /** null: not stored yet; else whether it is live */
  active: boolean | null;
  problems: FieldProblem[];
  /** the fields, given whether they are read-only now */
  children: (readOnly: boolean) => ReactNode;
  /** what the actions say first (a record's ratings), if anything */
  about?: ReactNode;
}

/** The messages of the fields that have one, in the labels' order, for the summary at the top. */
export function problemsOf<F extends string>(labels: Record<F, string>, errors: FieldErrors<F>, fieldId: (f: F) => string): FieldProblem[] {
  return (Object.keys(labels) as F[]).flatMap((f) => (errors[f] ? [{ id: fieldId(f), label: labels[f], message: errors[f]! }] : []));
}

/** A listed record's "Retired" tag. */
export function RetiredTag({ className }: { className: string }) {
  const t = useT();
  return (
    <Tag intent="danger" minimal className={className}>
      {t("Retired")}
    </Tag>
  );
}

export function RecordForm({ flow: p, words, ...o }: RecordFormProps) {
  const t = useT();
  const retired = o.active === false;
  const focusFirst = useFocusFirstProblem(o.problems, p.busy, p.editing);
  const readOnly = !p.editing || p.busy || retired;
  return (
    <div className={`page ${o.className} ${o.className}-form`}>
      <FormPageHeader
        back={words.back}
        onLeave={p.onBack}
        title={o.adding ? words.addTitle : words.editTitle}
        form={o.id}
        canSave={p.editing && !retired}
        saving={p.busy}
      />
      <FormProblems formError={p.formError} problems={o.problems} />
      {p.notice && (
        <Callout intent={p.notice.intent} role="status" className="page-callout">
          <p>{t(p.notice.message)}</p>
          {p.saved && <Button text={t("Edit again")} onClick={p.onEditAgain} />}
        </Callout>
      )}
      {retired && (
        <Callout intent="warning" className="page-callout">
          {t(words.retiredNote)}
        </Callout>
      )}
      <form
        id={o.id}
        noValidate
        className={`${o.className}-fields`}
        onSubmit={(e) => {
          e.preventDefault();
          if (p.editing && !retired) {
            focusFirst();
            p.onSave();
          }
        }}
      >
        {o.children(readOnly)}
      </form>
      {o.active !== null && (
        <section className={`${o.className}-actions`} aria-label={t("Actions")}>
          {o.about}
          {retired ? (
            <Button intent="success" icon="confirm" text={t("Restore")} disabled={!p.canAct || p.busy} onClick={p.onRestore} />
          ) : (
            <Button intent="danger" icon="disable" text={t("Retire")} disabled={!p.canAct || p.busy} onClick={p.onRetire} />
          )}
        </section>
      )}
      <ConfirmDialog
        open={p.confirming}
        title={words.retireQuestion}
        no={msg("Keep it")}
        yes={msg("Retire")}
        intent="danger"
        icon="warning-sign"
        onNo={p.onCancelRetire}
        onYes={p.onConfirmRetire}
      >
        <p>{t(words.retireExplained)}</p>
      </ConfirmDialog>
      <DiscardAlert open={p.leaving} question={words.discardQuestion} send={(e) => (e.type === "leave.confirmed" ? p.onDiscard() : p.onStay())} />
    </div>
  );
}
