// The workshop plan form (/planningWorkshop), presentational: date and start time, category, the
// school (not for an Art Avenue workshop), planned participants, the expense head (with the name of
// 'Other'), and the article lines with their quantities. Each message shows under its field; after
// a Save that ends with messages, the summary at the top and the focus on the first (FormErrors.tsx).
import type { ReactNode } from "react";
import { Link } from "wouter";
import { DraftNote } from "../drafts.tsx";
import { Button, Callout, Classes, FormGroup, H1, HTMLSelect, Icon, InputGroup, Spinner } from "@blueprintjs/core";
import { TitledState } from "../shell/PageStates.tsx";
import { countText, digitsOf } from "../../codecs/display.ts";
import { type FieldErrors, limitNote } from "../../codecs/form.ts";
import type { Article } from "../../codecs/reference.ts";
import {
  ART_AVENUE,
  articleField,
  CATEGORIES,
  EXPENSE_HEADS,
  MAX_QUANTITY,
  OTHER_HEAD,
  OTHER_NAME_MAX,
  PLAN_FIELD_ORDER,
  quantityField,
  type PlanTextField,
  type PlanValues,
  type School,
} from "../../codecs/workshopPlan.ts";
import { WORKSHOP_NOT_FOUND } from "../../codecs/workshop.ts";
import { MAX_PARTICIPANTS } from "../../codecs/workshopLifecycle.ts";
import { ErrorSummary, useFocusFirstProblem } from "../FormErrors.tsx";
import { cx } from "../styles.ts";
import "../page.css";
import "./PlanWorkshopView.css";

export interface PlanWorkshopViewProps {
  title: string;
  /** "Draft restored" with Discard (decision 038): shown while a kept draft is in the form. */
  draft?: { shown: boolean; onDiscard: () => void };
  back: { to: string; label: string };
  mode: "loading" | "failed" | "missing" | "locked" | "editing" | "queued";
  values: PlanValues;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** Why the plan can no longer be changed (locked), or what was kept (queued). */
  message: string | null;
  /** The workshop's own page (locked: where its actions are). */
  workshopHref: string | null;
  saving: boolean;
  today: string;
  lastDay: string;
  schools: readonly School[];
  schoolsFailed: boolean;
  articles: readonly Article[];
  onChange: (field: PlanTextField, value: string) => void;
  onAddArticle: () => void;
  onArticleChange: (index: number, field: "article" | "quantity", value: string) => void;
  onRemoveArticle: (index: number) => void;
  onSave: () => void;
  onRetry: () => void;
  onRetrySchools: () => void;
}

const inputId = (k: string) => `plan-${k}`;
const errorId = (k: string) => `plan-${k}-error`;
const LABELS: Record<string, string> = {
  start_date: "Date",
  start_time: "Start time",
  category: "Category",
  school: "School",
  planned: "Planned participants",
  expense_head: "Expense head",
  other_expense_head_name: "Name of the 'Other' expense head",
  articles: "Articles",
};
const labelOf = (k: string) => {
  const m = /^(article|quantity)-(\d+)$/.exec(k);
  return m ? `${m[1] === "article" ? "Article" : "Quantity of article"} ${Number(m[2]) + 1}` : (LABELS[k] ?? k);
};
/** The fields with a message, in the form's order (the lines' own after the fields). */
const broken = (errors: FieldErrors) => {
  const keys = Object.keys(errors);
  const line = (k: string) => {
    const m = /^(article|quantity)-(\d+)$/.exec(k);
    return m ? Number(m[2]) * 2 + (m[1] === "quantity" ? 1 : 0) : -1;
  };
  return [...PLAN_FIELD_ORDER.filter((k) => keys.includes(k)), ...keys.filter((k) => line(k) >= 0).sort((a, b) => line(a) - line(b))];
};
/** Where focus goes for a field's message: the lines' own, or the Add article button for the list. */
const focusId = (k: string) => (k === "articles" ? "plan-add-article" : inputId(k));

/** What a field says under it: its message, or that a text field with a limit is full. */
const noteOf = (p: PlanWorkshopViewProps, k: string): string | undefined =>
  p.fieldErrors[k] ?? (k === "other_expense_head_name" ? limitNote(labelOf(k), p.values[k], OTHER_NAME_MAX) : undefined);

function describedBy(p: PlanWorkshopViewProps, k: string) {
  return {
    ...(p.fieldErrors[k] ? { "aria-invalid": true as const } : {}),
    ...(noteOf(p, k) ? { "aria-describedby": errorId(k) } : {}),
  };
}

function Field({ p, k, children, required = true }: { p: PlanWorkshopViewProps; k: string; children: ReactNode; required?: boolean }) {
  const error = p.fieldErrors[k];
  const note = noteOf(p, k);
  return (
    <FormGroup
      label={labelOf(k)}
      labelFor={inputId(k)}
      labelInfo={required ? "(required)" : undefined}
      intent={error ? "danger" : "none"}
      helperText={note ? <span id={errorId(k)}>{note}</span> : undefined}
    >
      {children}
    </FormGroup>
  );
}

const articleName = (a: Article) => a.material_name__c ?? a.material_code__c ?? a.sfid ?? "";

export function PlanWorkshopView(p: PlanWorkshopViewProps) {
  const problems = broken(p.fieldErrors).map((k) => ({ id: focusId(k), label: labelOf(k), message: p.fieldErrors[k]! }));
  const saved = useFocusFirstProblem(problems, p.saving, p.mode === "editing");
  const back = (
    <Link href={p.back.to} className={cx(Classes.BUTTON, Classes.MINIMAL, "page-back")} aria-label={p.back.label} title={p.back.label}>
      <Icon icon="arrow-left" />
    </Link>
  );
  const header = (
    <div className="page-header">
      {back}
      <H1 className="page-title">{p.title}</H1>
      {p.mode === "loading" && <Spinner size={16} aria-label="Loading the plan" />}
    </div>
  );
  if (p.mode === "missing" || p.mode === "locked" || p.mode === "queued") {
    return (
      <div className="page plan-workshop">
        {header}
        {p.mode === "missing" && (
          <TitledState icon="search" title={p.formError ?? WORKSHOP_NOT_FOUND} description="It may belong to another FCP, or the link is wrong." />
        )}
        {p.mode === "locked" && (
          <TitledState
            icon="lock"
            title={p.message ?? ""}
            action={p.workshopHref ? <Link href={p.workshopHref}>Open the workshop</Link> : undefined}
          />
        )}
        {p.mode === "queued" && (
          <TitledState
            icon="cloud-upload"
            title="Saved on this device"
            description={p.message ?? ""}
            action={<Link href={p.back.to}>Back to workshops</Link>}
          />
        )}
      </div>
    );
  }
  if (p.mode === "failed") {
    return (
      <div className="page plan-workshop">
        {header}
        <Callout intent="danger" role="alert" className="page-callout">
          {p.formError}
        </Callout>
        <Button text="Try again" icon="refresh" onClick={p.onRetry} />
      </div>
    );
  }
  const v = p.values;
  const disabled = p.mode !== "editing" || p.saving;
  const text = (k: PlanTextField, extra: Record<string, unknown> = {}) => (
    <InputGroup
      id={inputId(k)}
      value={v[k]}
      disabled={disabled}
      intent={p.fieldErrors[k] ? "danger" : "none"}
      autoComplete="off"
      onValueChange={(x) => p.onChange(k, x)}
      {...describedBy(p, k)}
      {...extra}
    />
  );
  const select = (k: PlanTextField, options: ReadonlyArray<{ value: string; label: string }>, placeholder: string) => (
    <HTMLSelect id={inputId(k)} value={v[k]} disabled={disabled} fill onChange={(e) => p.onChange(k, e.currentTarget.value)} {...describedBy(p, k)}>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </HTMLSelect>
  );
  const chosen = new Set(v.articles.map((a) => a.article));
  return (
    <div className="page plan-workshop">
      {header}
      {p.draft && <DraftNote {...p.draft} />}
      {p.formError && (
        <Callout intent="danger" role="alert" className="page-callout">
          {p.formError}
        </Callout>
      )}
      <ErrorSummary problems={problems} />
      <form
        id="plan-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (p.mode === "editing") {
            saved();
            p.onSave();
          }
        }}
      >
        <p className={Classes.TEXT_MUTED}>A plan is saved as a draft. You check it on the next page and submit it to your CMDI from there.</p>
        <div className="plan-workshop-row">
          <Field p={p} k="start_date">
            {text("start_date", { type: "date", min: p.today, max: p.lastDay })}
          </Field>
          <Field p={p} k="start_time">
            {text("start_time", { type: "time" })}
          </Field>
        </div>
        <Field p={p} k="category">
          {select(
            "category",
            CATEGORIES.map((c) => ({ value: c, label: c })),
            "Choose the category",
          )}
        </Field>
        {v.category === ART_AVENUE ? (
          <p className={Classes.TEXT_MUTED}>An Art Avenue workshop is held at the Art Avenue: no school is needed.</p>
        ) : (
          <Field p={p} k="school">
            {select(
              "school",
              p.schools.map((s) => ({ value: s.sfid, label: s.city ? `${s.name ?? s.sfid} (${s.city})` : (s.name ?? s.sfid) })),
              p.schools.length ? "Choose the school" : "No schools loaded yet",
            )}
            {p.schoolsFailed && (
              <p className="plan-workshop-note" role="status">
                The list of schools could not be refreshed. <Button small minimal text="Try again" onClick={p.onRetrySchools} />
              </p>
            )}
          </Field>
        )}
        <Field p={p} k="planned">
          {text("planned", {
            inputMode: "numeric",
            pattern: "[0-9]*",
            maxLength: digitsOf(MAX_PARTICIPANTS),
            placeholder: `1 to ${MAX_PARTICIPANTS}`,
          })}
        </Field>
        <Field p={p} k="expense_head">
          {select(
            "expense_head",
            EXPENSE_HEADS.map((h) => ({ value: h, label: h })),
            "Choose the expense head",
          )}
        </Field>
        {v.expense_head === OTHER_HEAD && (
          <Field p={p} k="other_expense_head_name">
            {text("other_expense_head_name", { maxLength: OTHER_NAME_MAX })}
          </Field>
        )}
        <fieldset className="plan-workshop-articles" aria-describedby={p.fieldErrors.articles ? errorId("articles") : undefined}>
          <legend>
            Articles <span className={Classes.TEXT_MUTED}>(at least one, with its quantity)</span>
          </legend>
          {v.articles.length === 0 && <p className={Classes.TEXT_MUTED}>No articles yet.</p>}
          {v.articles.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the plan (its fields are named by it: article 1, quantity of article 1)
            <div className="plan-workshop-line" key={i}>
              <Field p={p} k={articleField(i)}>
                <HTMLSelect
                  id={inputId(articleField(i))}
                  value={a.article}
                  disabled={disabled}
                  fill
                  onChange={(e) => p.onArticleChange(i, "article", e.currentTarget.value)}
                  {...describedBy(p, articleField(i))}
                >
                  <option value="">Choose the article</option>
                  {p.articles
                    .filter((x) => x.sfid && (x.sfid === a.article || !chosen.has(x.sfid)))
                    .map((x) => (
                      <option key={x.sfid} value={x.sfid!}>
                        {articleName(x)}
                      </option>
                    ))}
                </HTMLSelect>
              </Field>
              <Field p={p} k={quantityField(i)}>
                <InputGroup
                  id={inputId(quantityField(i))}
                  value={a.quantity}
                  disabled={disabled}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={digitsOf(MAX_QUANTITY)}
                  placeholder={`1 to ${countText(MAX_QUANTITY)}`}
                  intent={p.fieldErrors[quantityField(i)] ? "danger" : "none"}
                  onValueChange={(x) => p.onArticleChange(i, "quantity", x)}
                  {...describedBy(p, quantityField(i))}
                />
              </Field>
              <Button
                icon="trash"
                minimal
                aria-label={`Remove article ${i + 1}`}
                title={`Remove article ${i + 1}`}
                disabled={disabled}
                onClick={() => {
                  p.onRemoveArticle(i);
                  document.getElementById("plan-add-article")?.focus();
                }}
              />
            </div>
          ))}
          {p.fieldErrors.articles && (
            <p id={errorId("articles")} className="plan-workshop-error">
              {p.fieldErrors.articles}
            </p>
          )}
          <Button id="plan-add-article" icon="plus" text="Add article" disabled={disabled || p.articles.length === 0} onClick={p.onAddArticle} />
          {p.articles.length === 0 && (
            <p className={Classes.TEXT_MUTED} role="status">
              The article list has not loaded on this device yet.
            </p>
          )}
        </fieldset>
        <div className="plan-workshop-actions">
          <Button type="submit" intent="primary" icon="floppy-disk" text="Save and preview" loading={p.saving} disabled={p.mode !== "editing"} />
          <Link href={p.back.to} className={Classes.BUTTON}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
