// The actions a person may take on a workshop now (decisions 023, 024), presentational: one button
// per action `allowedEvents` offers them; an action not available yet is a disabled button with
// the reason as text beside it (tied to it by aria-describedby); Cancel workshop, which ends it, is
// apart below the others, outlined (decision 110). Choosing one opens a dialog that
// says where the workshop goes (a plan submitted: that it goes to the CMDI for approval, decision
// 109) and asks for what the event carries (a reason, the payment, an
// optional invoice number). Confirm shows every message at once as the app's other forms do: each
// under its field (the input marked invalid and described by it), summed up at the top with what is
// wrong with the move as a whole, and the focus on the first field in error; what was typed stays.
// A paid amount above the workshop's own is asked once more, both amounts named (decision 108):
// Record this amount, or Change the amount (back to the dialog, the focus in the amount).
import { useRef } from "react";
import { Button, Card, Classes, Dialog, DialogBody, DialogFooter, H2, InputGroup, TextArea } from "@blueprintjs/core";
import type { FieldErrors } from "../../codecs/form.ts";
import { msg } from "../../codecs/i18n.ts";
import {
  type ActionValues,
  type AllowedEvent,
  type CarriedField,
  type PaymentField,
  REASON_MAX,
  SIDE_TEXT_MAX,
} from "../../codecs/workshopLifecycle.ts";
import { Link } from "wouter";
import { Notice } from "../shell/Notice.tsx";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { useFormats } from "../useFormats.ts";
import { Field } from "../Field.tsx";
import { FormProblems, useFocusFirstProblem } from "../FormErrors.tsx";
import { problemsOf } from "../RecordForm.tsx";
import { useT } from "../i18n.tsx";
import { dateHint } from "../dateHint.ts";
import "./WorkshopActionsView.css";

/** A field of the action dialog (the lifecycle's values). */
type ActionField = keyof ActionValues;

export interface WorkshopActionsViewProps {
  stage: string | null;
  offered: readonly AllowedEvent[];
  /** The dialog's action (open while asking, sending or refused). */
  dialog: { label: string; to: string; type: string; needs: readonly string[] } | null;
  busy: boolean;
  values: ActionValues;
  /** Each field's message (the reason, each field of the payment). */
  fieldErrors: FieldErrors<CarriedField>;
  formError: string | null;
  /** The message is an English text, in ICU form with its `values` (a stage: a text too) when it has them. */
  notice: { message: string; values?: Record<string, string>; intent: "success" | "warning" } | null;
  onChoose: (type: string) => void;
  onChange: (field: ActionField, value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onDismiss: () => void;
  /** A paid amount above the workshop's own, to confirm (decision 108); null: nothing to ask. */
  amountToConfirm: { paid: number; amount: number } | null;
  onAmountConfirmed: () => void;
  onAmountRevised: () => void;
  /** Screens where the person does what an action needs: the FCP's plan in Planning (Edit plan, decision 029), the report in Execution (participants, photos; decision 030). */
  links?: ReadonlyArray<{ to: string; label: string }>;
}

const id = (s: string) => `workshop-actions-${s}`;

/** The labels of the fields that can have a message, in the dialog's order (the summary links to each). */
const LABELS: Record<CarriedField, string> = {
  reason: msg("Reason"),
  paymentDate: msg("Payment date"),
  documentNumber: msg("Payment document number"),
  paidAmount: msg("Paid amount (₹)"),
  remark: msg("Payment status remark"),
};

/** The payment's inputs, in the dialog's order: a date, the texts the server keeps up to their length, the amount. */
const PAYMENT_INPUTS: readonly { field: PaymentField; type?: string; maxLength?: number }[] = [
  { field: "paymentDate", type: "date" },
  { field: "documentNumber", maxLength: SIDE_TEXT_MAX },
  { field: "paidAmount", type: "number" },
  { field: "remark", maxLength: SIDE_TEXT_MAX },
];

function ActionInput({
  field,
  label,
  value,
  onChange,
  type = "text",
  info,
  required,
  error,
  maxLength,
  hint,
}: {
  field: ActionField;
  label: string;
  value: string;
  onChange: WorkshopActionsViewProps["onChange"];
  type?: string;
  info?: string;
  required?: boolean;
  /** The field's message. */
  error?: string;
  /** The longest text the server keeps (a text field stops there). */
  maxLength?: number;
  /** Said under the field while it has no message (a date's: src/views/dateHint.ts). */
  hint?: string;
}) {
  return (
    <Field id={id(field)} label={label} info={info} required={required} error={error} hint={hint}>
      {(input) => (
        <InputGroup
          {...input}
          type={type}
          value={value}
          maxLength={maxLength}
          intent={error ? "danger" : "none"}
          onChange={(e) => onChange(field, e.target.value)}
        />
      )}
    </Field>
  );
}

function ActionDialog(p: WorkshopActionsViewProps) {
  const t = useT();
  const d = p.dialog;
  const reason = d?.needs.includes("reasonGiven") ?? false;
  const payment = d?.needs.includes("paymentRecorded") ?? false;
  const e = p.fieldErrors;
  const problems = problemsOf(LABELS, e, id);
  const focusFirst = useFocusFirstProblem(problems, p.busy, d !== null);
  const f = useFormats();
  // the amounts stay drawn while the question closes; a No puts the focus in the amount once it has
  const asked = useRef(p.amountToConfirm);
  if (p.amountToConfirm) asked.current = p.amountToConfirm;
  const question =
    asked.current &&
    t("The paid amount, {paid}, is more than this workshop's amount, {amount}. Record {paid} as paid?", {
      paid: f.rupees(asked.current.paid),
      amount: f.rupees(asked.current.amount),
    });
  const revising = useRef(false);
  return (
    <Dialog isOpen={d !== null} onClose={p.onCancel} title={d ? t(d.label) : ""} className="workshop-actions-dialog">
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          focusFirst();
          p.onConfirm();
        }}
      >
        <DialogBody>
          <FormProblems formError={p.formError} problems={problems} />
          {d?.type === "workshop.submit" && <p>{t("Your plan goes to your CMDI for approval.")}</p>}
          {d && (
            <p>
              {d.type === "workshop.verify"
                ? t("The report is marked verified; the workshop stays in CMDI Verification.")
                : t("The workshop moves to {stage}.", { stage: t(d.to) })}
            </p>
          )}
          {reason && (
            <Field id={id("reason")} label={LABELS.reason} required error={e.reason}>
              {(input) => (
                <TextArea
                  {...input}
                  fill
                  maxLength={REASON_MAX}
                  value={p.values.reason}
                  onChange={(e) => p.onChange("reason", e.target.value)}
                  intent={e.reason ? "danger" : "none"}
                />
              )}
            </Field>
          )}
          {payment &&
            PAYMENT_INPUTS.map((f) => (
              <ActionInput
                key={f.field}
                field={f.field}
                label={LABELS[f.field]}
                type={f.type}
                required
                error={e[f.field]}
                value={p.values[f.field]}
                maxLength={f.maxLength}
                onChange={p.onChange}
                {...(f.type === "date" ? { hint: dateHint(t, p.values[f.field]) } : {})}
              />
            ))}
          {d?.type === "workshop.approveAccount" && (
            <ActionInput
              field="invoiceNumber"
              label={msg("Invoice number")}
              info={msg("(optional)")}
              value={p.values.invoiceNumber}
              maxLength={SIDE_TEXT_MAX}
              onChange={p.onChange}
            />
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={p.onCancel} disabled={p.busy}>
                {t("Cancel")}
              </Button>
              <Button type="submit" intent="primary" loading={p.busy}>
                {d ? t(d.label) : t("OK")}
              </Button>
            </>
          }
        />
      </form>
      <ConfirmDialog
        open={p.amountToConfirm !== null}
        labelledBy={id("amountQuestion")}
        yes={msg("Record this amount")}
        no={msg("Change the amount")}
        intent="warning"
        icon="warning-sign"
        escapeCancels
        onYes={p.onAmountConfirmed}
        onNo={() => {
          revising.current = true;
          p.onAmountRevised();
        }}
        onClosed={() => {
          if (revising.current) document.getElementById(id("paidAmount"))?.focus();
          revising.current = false;
        }}
      >
        {question && <p id={id("amountQuestion")}>{question}</p>}
      </ConfirmDialog>
    </Dialog>
  );
}

/** The action that ends a workshop (a field user keeps it away from the one that moves it on, decision 110). */
const ENDS = "workshop.cancel";

/** A list of actions: a button each; one not available yet disabled, with its reason beside it. */
function ActionList({ p, offered }: { p: WorkshopActionsViewProps; offered: readonly AllowedEvent[] }) {
  const t = useT();
  return (
    <ul className="workshop-actions-list">
      {offered.map((a) => (
        <li key={a.type} className="workshop-actions-item">
          <Button
            intent={a.type === ENDS || a.type === "workshop.reject" ? "danger" : "primary"}
            variant={a.type === ENDS ? "outlined" : "solid"}
            disabled={!a.ok}
            aria-describedby={a.ok ? undefined : id(`why-${a.type}`)}
            onClick={() => p.onChoose(a.type)}
          >
            {t(a.label)}
          </Button>
          {!a.ok && (
            <span id={id(`why-${a.type}`)} className={Classes.TEXT_MUTED}>
              {t(a.reason)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function WorkshopActionsView(p: WorkshopActionsViewProps) {
  const t = useT();
  const main = p.offered.filter((a) => a.type !== ENDS);
  const ends = p.offered.filter((a) => a.type === ENDS);
  const values = p.notice?.values && Object.fromEntries(Object.entries(p.notice.values).map(([k, v]) => [k, t(v)]));
  const notice = p.notice && { message: t(p.notice.message, values), intent: p.notice.intent };
  return (
    <section className="page-section" aria-labelledby={id("title")}>
      <H2 id={id("title")} className="page-section-title">
        {t("Actions")}
      </H2>
      <Card className="workshop-actions">
        {p.links && p.links.length > 0 && (
          <ul className="workshop-actions-links">
            {p.links.map((l) => (
              <li key={l.to}>
                <Link href={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        )}
        {p.offered.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>
            {p.stage === null
              ? t("Nothing for you to do while the workshop is in this stage.")
              : t("Nothing for you to do while the workshop is in {stage}.", { stage: t(p.stage) })}
          </p>
        ) : (
          <>
            {main.length > 0 && <ActionList p={p} offered={main} />}
            {/* cancelling ends the workshop: apart from the actions that move it on, last, outlined (decision 110) */}
            {ends.length > 0 && (
              <div className="workshop-actions-end">
                <ActionList p={p} offered={ends} />
              </div>
            )}
          </>
        )}
      </Card>
      <ActionDialog {...p} />
      <Notice notice={notice} onDismiss={p.onDismiss} />
    </section>
  );
}
