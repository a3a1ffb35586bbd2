// A new lead's form, presentational (decision 042; hosted by ./newLead.tsx): name, mobile, email,
// city, institute; the outlet form's standard: messages at their fields with a summary, typed values
// kept until it is saved, as a draft across a reload (decision 038: the values and "Draft restored"
// come from the screen), and leaving with a changed form asks first.
import { Button, FormGroup, H2, InputGroup } from "@blueprintjs/core";
import { type FieldErrors, limitNote } from "../../codecs/form.ts";
import { HPA_VALUE_MAX } from "../../codecs/hpa.ts";
import { type emptyLeadValues, LEAD_FIELDS, type LeadFieldKey } from "../../codecs/lead.ts";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import { type DraftForm, DraftNote, LeaveAlert, useLeaveGuard } from "../../views/drafts.tsx";
import { Notice, Summary } from "../../views/leads/leadParts.tsx";
import { useT } from "../../views/i18n.tsx";

export interface NewLeadViewProps {
  saving: boolean;
  /** The flow's last write is an add (its messages are this form's). */
  kindAdd: boolean;
  fieldErrors: FieldErrors;
  notice: { message: string; intent: "success" | "warning" } | null;
  formError: string | null;
  /** The typed values, kept as a draft (an empty form to start with). */
  form: DraftForm<ReturnType<typeof emptyLeadValues>>;
  onAdd: (values: ReturnType<typeof emptyLeadValues>) => void;
}

const addId = (k: LeadFieldKey) => `lead-add-${k}`;

export function NewLeadView(p: NewLeadViewProps) {
  const t = useT();
  const { saving, form } = p;
  const { values } = form;
  const guard = useLeaveGuard(form.changed);
  const errors: FieldErrors<LeadFieldKey> = p.kindAdd ? p.fieldErrors : {};
  return (
    <section aria-labelledby="lead-add-title">
      <H2 id="lead-add-title" className="leads-section">
        {t("New lead")}
      </H2>
      <LeaveAlert guard={guard} />
      <Notice notice={p.notice} error={p.formError} />
      <DraftNote shown={form.restored} onDiscard={form.onDiscard} />
      <Summary fields={LEAD_FIELDS} errors={errors} idOf={addId} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) p.onAdd(values);
        }}
      >
        {LEAD_FIELDS.map((f) => {
          const error = errors[f.key];
          const note = error
            ? t(error)
            : f.kind === "tel" || limitNote(f.label, values[f.key], HPA_VALUE_MAX) === undefined
              ? undefined
              : t("{label} can be at most {max} characters", { label: t(f.label), max: HPA_VALUE_MAX });
          return (
            <FormGroup
              key={f.key}
              label={t(f.label)}
              labelFor={addId(f.key)}
              labelInfo={f.required ? t("(required)") : undefined}
              intent={error ? "danger" : "none"}
              helperText={note ? <span id={`${addId(f.key)}-error`}>{note}</span> : undefined}
            >
              <InputGroup
                id={addId(f.key)}
                aria-invalid={error ? true : undefined}
                aria-describedby={note ? `${addId(f.key)}-error` : undefined}
                value={values[f.key]}
                maxLength={f.kind === "tel" ? MOBILE_TEXT_MAX : HPA_VALUE_MAX}
                type={f.kind}
                inputMode={f.kind === "tel" ? "tel" : undefined}
                autoComplete="off"
                intent={error ? "danger" : "none"}
                onValueChange={(v) => form.onChange(f.key, v)}
              />
            </FormGroup>
          );
        })}
        <Button type="submit" intent="primary" text={t("Add lead")} loading={saving} />
      </form>
    </section>
  );
}
