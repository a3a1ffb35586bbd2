// The workshop plan form (/planningWorkshop), presentational: date and start time, category, the
// school (not for an Art Avenue workshop), planned participants, the expense head (with the name of
// 'Other'), and the article lines with their quantities. Each message shows under its field; after
// a Save that ends with messages, the summary at the top and the focus on the first (FormErrors.tsx).
import type { ReactNode } from "react";
import { Link } from "wouter";
import { DraftNote } from "../drafts.tsx";
import { ConflictPanel, type ConflictPanelProps } from "../ConflictPanel.tsx";
import { Button, Callout, Classes, H1, HTMLSelect, Icon, InputGroup, Spinner } from "@blueprintjs/core";
import { ServerFinder, type ServerFinderProps } from "../ServerFinder.tsx";
import { msg } from "../../codecs/i18n.ts";
import { TitledState } from "../shell/PageStates.tsx";
import { digitsOf } from "../../codecs/display.ts";
import type { FieldErrors } from "../../codecs/form.ts";
import type { Translate } from "../../codecs/i18n.ts";
import { type Article, articleName } from "../../codecs/reference.ts";
import {
  ART_AVENUE,
  articleField,
  CATEGORIES,
  EXPENSE_HEADS,
  MAX_QUANTITY,
  OTHER_HEAD,
  OTHER_NAME_MAX,
  PLAN_FIELD_LABELS,
  PLAN_FIELD_ORDER,
  PLAN_HOURS,
  placeWordsOf,
  planEndOf,
  quantityField,
  type PlanTextField,
  type PlanValues,
  type School,
} from "../../codecs/workshopPlan.ts";
import { WORKSHOP_NOT_FOUND } from "../../codecs/workshop.ts";
import { MAX_PARTICIPANTS } from "../../codecs/workshopLifecycle.ts";
import { ErrorSummary, useFocusFirstProblem } from "../FormErrors.tsx";
import { Field } from "../Field.tsx";
import { cx } from "../styles.ts";
import { useT } from "../i18n.tsx";
import { dateHint } from "../dateHint.ts";
import { useFormats } from "../useFormats.ts";
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
  /** Why the plan can no longer be changed (locked), or what was kept (queued): an English text, in ICU form with `{stage}` when `stage` is given. */
  message: string | null;
  /** The workshop's stage the locked message names (null: it has none). */
  stage?: string | null;
  /** The workshop's own page (locked: where its actions are). */
  workshopHref: string | null;
  saving: boolean;
  today: string;
  lastDay: string;
  /** The places of the plan's category (and the plan's own school). */
  schools: readonly School[];
  /** The device (or a search of the server) has places of any category: none of the plan's category is then not "none loaded". */
  schoolsHeld: boolean;
  schoolsFailed: boolean;
  /** The device holds a window of the schools (decision 092): a search asks the server for the rest; null: all are here. */
  schoolFinder?: ServerFinderProps | null;
  articles: readonly Article[];
  /** The device holds a window of the articles (decision 092): a search asks the server for the rest; null: all are here. */
  articleFinder?: ServerFinderProps | null;
  onChange: (field: PlanTextField, value: string) => void;
  onAddArticle: () => void;
  onArticleChange: (index: number, field: "article" | "quantity", value: string) => void;
  onRemoveArticle: (index: number) => void;
  onSave: () => void;
  onRetry: () => void;
  onRetrySchools: () => void;
  /** A refused save's conflict to answer (decision 079), or none. */
  conflict?: ConflictPanelProps | null;
}

/**
 * What the place field (School, College, Hobby Centre: its category's) says before a choice: the category first; none of its category where the
 * device holds places of others (decision 104), on this device when it holds only part of them (the
 * server's search, below, looks further) or at all when it holds them all; none loaded yet where
 * it holds none.
 */
function schoolPlaceholder(t: Translate, category: string, p: Pick<PlanWorkshopViewProps, "schools" | "schoolsHeld" | "schoolFinder">): string {
  if (category === "") return t("Choose the category first");
  if (p.schools.length > 0) return t(placeWordsOf(category).choose);
  if (!p.schoolsHeld) return t("No schools loaded yet");
  return p.schoolFinder ? t("No place of this category on this device") : t("No place of this category yet");
}
const FIND_ARTICLE = msg("Find an article on the server");

const inputId = (k: string) => `plan-${k}`;
const errorId = (k: string) => `plan-${k}-error`;
const LABELS: Record<string, string> = PLAN_FIELD_LABELS;
/**
 * A field's label in the reader's language ("Article 2", "Quantity of article 2" for a line's); the
 * place's is its category's ("College"; decision 110).
 */
const labelOf = (k: string, t: Translate, category: string) => {
  const m = /^(article|quantity)-(\d+)$/.exec(k);
  if (k === "school") return t(placeWordsOf(category).label);
  if (!m) return t(LABELS[k] ?? k);
  const n = Number(m[2]) + 1;
  return m[1] === "article" ? t("Article {n}", { n }) : t("Quantity of article {n}", { n });
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

/**
 * When the workshop ends, said by its start time (decision 110): the end is set PLAN_HOURS after the
 * start, not asked, so the form says so (and when, once the start time is chosen).
 */
function endNote(t: Translate, time: (v: string) => string, start_time: string): string {
  const end = planEndOf(start_time);
  const hours = String(PLAN_HOURS);
  if (!end) return t("The workshop ends {hours} hours after the start.", { hours });
  const at = time(`2000-01-01T${end.time}:00`);
  return end.nextDay
    ? t("The workshop ends {hours} hours after the start, at {time} the next day.", { hours, time: at })
    : t("The workshop ends {hours} hours after the start, at {time}.", { hours, time: at });
}

/**
 * A field of the plan (every one is required): its message, or what it is to know: that a text
 * field with a limit is full, when the workshop ends (by the start time).
 */
const fieldOf = (p: PlanWorkshopViewProps, k: string, t: Translate, time: (v: string) => string) => ({
  id: inputId(k),
  label: labelOf(k, t, p.values.category),
  required: true,
  error: p.fieldErrors[k],
  note:
    k === "other_expense_head_name" && p.values[k].length >= OTHER_NAME_MAX
      ? t("{label} can be at most {max} characters", { label: labelOf(k, t, p.values.category), max: OTHER_NAME_MAX })
      : k === "start_time"
        ? endNote(t, time, p.values.start_time)
        : undefined,
  ...(k === "start_date" ? { hint: dateHint(t, p.values.start_date) } : {}),
});

/** A school as its choice reads: its name, and its city unless the name ends with it already. */
const schoolLabel = (s: School) => {
  const name = s.name ?? s.sfid;
  return s.city && !name.endsWith(s.city) ? `${name} (${s.city})` : name;
};

/** A field's key, value and setter. */
type Bound = { k: string; value: string; set: (x: string) => void };

export function PlanWorkshopView(p: PlanWorkshopViewProps) {
  const t = useT();
  const f = useFormats();
  const problems = broken(p.fieldErrors).map((k) => ({ id: focusId(k), label: labelOf(k, t, p.values.category), message: p.fieldErrors[k]! }));
  const saved = useFocusFirstProblem(problems, p.saving, p.mode === "editing");
  const back = (
    <Link href={p.back.to} className={cx(Classes.BUTTON, Classes.MINIMAL, "page-back")} aria-label={t(p.back.label)} title={t(p.back.label)}>
      <Icon icon="arrow-left" />
    </Link>
  );
  const header = (
    <div className="page-header">
      {back}
      <H1 className="page-title">{t(p.title)}</H1>
      {p.mode === "loading" && <Spinner size={16} aria-label={t("Loading the plan")} />}
    </div>
  );
  if (p.mode === "missing" || p.mode === "locked" || p.mode === "queued") {
    return (
      <div className="page plan-workshop">
        {header}
        {p.mode === "missing" && (
          <TitledState
            icon="search"
            title={t(p.formError ?? WORKSHOP_NOT_FOUND)}
            description={t("It may belong to another FCP, or the link is wrong.")}
          />
        )}
        {p.mode === "locked" && (
          <TitledState
            icon="lock"
            title={
              p.message === null ? "" : p.stage === undefined ? t(p.message) : t(p.message, { stage: p.stage === null ? t("no stage") : t(p.stage) })
            }
            action={p.workshopHref ? <Link href={p.workshopHref}>{t("Open the workshop")}</Link> : undefined}
          />
        )}
        {p.mode === "queued" && (
          <TitledState
            icon="cloud-upload"
            title={t("Saved on this device")}
            description={p.message === null ? "" : t(p.message)}
            action={<Link href={p.back.to}>{t("Back to workshops")}</Link>}
          />
        )}
        {/* the kept save refused as a conflict when sent (decision 079): answered here, the form comes back */}
        {p.mode === "queued" && p.conflict && <ConflictPanel {...p.conflict} />}
      </div>
    );
  }
  if (p.mode === "failed") {
    return (
      <div className="page plan-workshop">
        {header}
        <Callout intent="danger" role="alert" className="page-callout">
          {p.formError && t(p.formError)}
        </Callout>
        <Button text={t("Try again")} icon="refresh" onClick={p.onRetry} />
      </div>
    );
  }
  const v = p.values;
  const disabled = p.mode !== "editing" || p.saving;
  // every field is a text box or a select in its Field: the plan's own, or an article line's
  const own = (k: PlanTextField): Bound => ({ k, value: v[k], set: (x) => p.onChange(k, x) });
  const text = ({ k, value, set }: Bound, extra: Record<string, unknown> = {}) => (
    <Field {...fieldOf(p, k, t, f.time)}>
      {(input) => (
        <InputGroup
          {...input}
          value={value}
          disabled={disabled}
          intent={p.fieldErrors[k] ? "danger" : "none"}
          autoComplete="off"
          onValueChange={set}
          {...extra}
        />
      )}
    </Field>
  );
  const select = (
    { k, value, set }: Bound,
    options: ReadonlyArray<{ value: string; label: string }>,
    placeholder: string,
    after?: ReactNode,
    off = false,
  ) => (
    <Field {...fieldOf(p, k, t, f.time)}>
      {(input) => (
        <>
          <HTMLSelect {...input} value={value} disabled={disabled || off} fill onChange={(e) => set(e.currentTarget.value)}>
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </HTMLSelect>
          {after}
        </>
      )}
    </Field>
  );
  const chosen = new Set(v.articles.map((a) => a.article));
  const noneOfCategory = v.category !== "" && p.schools.length === 0 && p.schoolsHeld;
  return (
    <div className="page plan-workshop">
      {header}
      {p.conflict && <ConflictPanel {...p.conflict} />}
      {p.draft && <DraftNote {...p.draft} />}
      {p.formError && (
        <Callout intent="danger" role="alert" className="page-callout">
          {t(p.formError)}
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
        <p className={Classes.TEXT_MUTED}>{t("A plan is saved as a draft. You check it on the next page and submit it to your CMDI from there.")}</p>
        <div className="plan-workshop-row">
          {text(own("start_date"), { type: "date", min: p.today, max: p.lastDay })}
          {text(own("start_time"), { type: "time" })}
        </div>
        {select(
          own("category"),
          CATEGORIES.map((c) => ({ value: c, label: t(c) })),
          t("Choose the category"),
        )}
        {v.category === ART_AVENUE ? (
          <p className={Classes.TEXT_MUTED}>{t("An Art Avenue workshop is held at the Art Avenue: no school is needed.")}</p>
        ) : (
          select(
            own("school"),
            p.schools.map((s) => ({ value: s.sfid, label: schoolLabel(s) })),
            schoolPlaceholder(t, v.category, p),
            <>
              {noneOfCategory && p.schoolFinder && (
                <p className="plan-workshop-note" role="status">
                  {t('"{find}" below can look further: this device holds only part of the places.', { find: t(placeWordsOf(v.category).find) })}
                </p>
              )}
              {p.schoolsFailed && (
                <p className="plan-workshop-note" role="status">
                  {t("The list of schools could not be refreshed.")} <Button small minimal text={t("Try again")} onClick={p.onRetrySchools} />
                </p>
              )}
              {p.schoolFinder && (
                <ServerFinder
                  f={p.schoolFinder}
                  label={placeWordsOf(v.category).find}
                  id="plan-school-find"
                  className="plan-workshop-note"
                  disabled={disabled}
                />
              )}
            </>,
            v.category === "" && v.school === "",
          )
        )}
        {text(own("planned"), {
          inputMode: "numeric",
          pattern: "[0-9]*",
          maxLength: digitsOf(MAX_PARTICIPANTS),
          placeholder: t("1 to {max}", { max: String(MAX_PARTICIPANTS) }),
        })}
        {select(
          own("expense_head"),
          EXPENSE_HEADS.map((h) => ({ value: h, label: t(h) })),
          t("Choose the expense head"),
        )}
        {v.expense_head === OTHER_HEAD && text(own("other_expense_head_name"), { maxLength: OTHER_NAME_MAX })}
        <fieldset className="plan-workshop-articles" aria-describedby={p.fieldErrors.articles ? errorId("articles") : undefined}>
          <legend>
            {t("Articles")} <span className={Classes.TEXT_MUTED}>{t("(at least one, with its quantity)")}</span>
          </legend>
          {v.articles.length === 0 && <p className={Classes.TEXT_MUTED}>{t("No articles yet.")}</p>}
          {v.articles.map((a, i) => (
            // a line is its place in the plan: its fields are named by it (article 1, quantity of article 1)
            <div className="plan-workshop-line" key={articleField(i)}>
              {select(
                { k: articleField(i), value: a.article, set: (x) => p.onArticleChange(i, "article", x) },
                p.articles
                  .filter((x) => x.sfid && (x.sfid === a.article || !chosen.has(x.sfid)))
                  .map((x) => ({ value: x.sfid!, label: articleName(x) })),
                t("Choose the article"),
              )}
              {text(
                { k: quantityField(i), value: a.quantity, set: (x) => p.onArticleChange(i, "quantity", x) },
                { inputMode: "numeric", maxLength: digitsOf(MAX_QUANTITY), placeholder: t("1 to {max}", { max: f.count(MAX_QUANTITY) }) },
              )}
              <Button
                icon="trash"
                minimal
                aria-label={t("Remove article {n}", { n: i + 1 })}
                title={t("Remove article {n}", { n: i + 1 })}
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
              {t(p.fieldErrors.articles)}
            </p>
          )}
          <Button id="plan-add-article" icon="plus" text={t("Add article")} disabled={disabled || p.articles.length === 0} onClick={p.onAddArticle} />
          {p.articleFinder && (
            <ServerFinder f={p.articleFinder} label={FIND_ARTICLE} id="plan-article-find" className="plan-workshop-note" disabled={disabled} />
          )}
          {p.articles.length === 0 && (
            <p className={Classes.TEXT_MUTED} role="status">
              {t("The article list has not loaded on this device yet.")}
            </p>
          )}
        </fieldset>
        <div className="plan-workshop-actions">
          <Button type="submit" intent="primary" icon="floppy-disk" text={t("Save and preview")} loading={p.saving} disabled={p.mode !== "editing"} />
          <Link href={p.back.to} className={Classes.BUTTON}>
            {t("Cancel")}
          </Link>
        </div>
      </form>
    </div>
  );
}
