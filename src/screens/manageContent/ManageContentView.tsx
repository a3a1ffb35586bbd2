// /manageContent, presentational (decisions 085, 118; its screen: ./screen.tsx): the super admin's
// content library, newest first, searchable, live items or retired ones, each opening the item's
// form; "Add an item" opens an empty one. Above the list, where its items come from (the phone's
// newest, the server's page: decision 092); a hundred drawn at first, "Show more" the next hundred,
// and when all are drawn and the server holds more, "Show more from the server" under them too. The form has every value the library's filters and category pages use (category,
// products, difficulty, institute, art form, festival, best out of waste, year), with the values
// already in use offered as suggestions; messages at their fields and summed up at the top. An open
// item has Retire (asked first: it leaves every device, its ratings stay) or, retired, Restore.
import { useState } from "react";
import { Button, HTMLSelect, InputGroup, Switch, Tag } from "@blueprintjs/core";
import type { AdminContentItem, ContentField, ContentForm } from "../../codecs/contentAdmin.ts";
import { YES_NO } from "../../codecs/contentAdmin.ts";
import type { FieldErrors } from "../../codecs/form.ts";
import { listed, msg } from "../../codecs/i18n.ts";
import { LIBRARY_CATEGORIES } from "../../codecs/content.ts";
import { Field } from "../../views/Field.tsx";
import { problemsOf, type RecordFormFlow, RecordForm, type RecordWords, RetiredTag } from "../../views/RecordForm.tsx";
import { useT } from "../../views/i18n.tsx";
import { type ListLoad, ListFrame } from "../../views/ListFrame.tsx";
import { ShowMoreOrServer } from "../../views/ShowMore.tsx";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";
import "../../views/page.css";
import "../../views/RecordList.css";
import "./ManageContentView.css";

/** The longest search text. */
const SEARCH_MAX = 80;
/** How many items the list draws at first and per "Show more"; a search narrows it. */
export const SHOWN_AT_ONCE = 100;

export type ContentAction = "retire" | "restore";

export interface ContentFormProps extends RecordFormFlow {
  adding: boolean;
  values: ContentForm;
  fieldErrors: FieldErrors<ContentField>;
  /** The open item as listed (retired or not, its ratings); null for a new one. */
  item: AdminContentItem | null;
  /** The categories to choose from; the values in use offered for the other fields. */
  categories: readonly string[];
  suggestions: Partial<Record<ContentField, readonly string[]>>;
  onChange: (field: ContentField, value: string) => void;
}

export interface ManageContentViewProps {
  title: string;
  back: string;
  load: ListLoad;
  query: string;
  retired: boolean;
  items: readonly AdminContentItem[];
  total: number;
  /** Where the items shown come from (decisions 092, 118): the phone's newest, the server's page, offline. */
  source: WindowSource;
  onQuery: (query: string) => void;
  onRetired: (retired: boolean) => void;
  onNew: () => void;
  onOpen: (id: number) => void;
  /** The open form; null: the list. */
  form: ContentFormProps | null;
}

export const CONTENT_LABELS: Record<ContentField, string> = {
  name: msg("Name"),
  craft_category__c: msg("Category"),
  hero_product_1__c: msg("Product"),
  hero_product_2__c: msg("Second product"),
  difficulty_level__c: msg("Difficulty level"),
  institute__c: msg("Institute"),
  art_form__c: msg("Art form"),
  festival_generic__c: msg("Festival/Generic"),
  is_best_out_of_waste__c: msg("Best out of waste"),
  year__c: msg("Year"),
  seasonality__c: msg("Season"),
  time_period__c: msg("Time"),
  in_house_products_used__c: msg("Products used"),
  out_sourced_products_use__c: msg("Other materials"),
  pil_product_price__c: msg("Price of the products (₹)"),
  non_pil_product_price__c: msg("Price of other materials (₹)"),
  link_in_pil_tantra_url__c: msg("Thumbnail image address"),
  thumbnail_link__c: msg("Document link"),
};
const HINTS: Partial<Record<ContentField, string>> = {
  year__c: msg("Four digits, such as 2026"),
  pil_product_price__c: msg("Rupees, digits only"),
  non_pil_product_price__c: msg("Rupees, digits only"),
  link_in_pil_tantra_url__c: msg("Starts with https://"),
  thumbnail_link__c: msg("Starts with https://"),
};
const REQUIRED: readonly ContentField[] = ["name", "craft_category__c"];
const MAX: Partial<Record<ContentField, number>> = {
  name: 120,
  in_house_products_used__c: 500,
  out_sourced_products_use__c: 500,
  link_in_pil_tantra_url__c: 500,
  thumbnail_link__c: 500,
};
const WORDS: RecordWords = {
  back: { href: "/manageContent", label: msg("Back to content") },
  addTitle: msg("Add a content item"),
  editTitle: msg("Edit content item"),
  retiredNote: msg("Retired: devices no longer show this item. Its ratings are kept. Restore it to edit it."),
  retireQuestion: msg("Retire this item?"),
  retireExplained: msg("It leaves every device's library at its next sync; its ratings are kept and it can be restored."),
  discardQuestion: msg("Discard the changes to this item?"),
};
const id = (f: ContentField) => `content-${f.replace(/__c$/, "").replace(/_/g, "-")}`;

export function ManageContentView(p: ManageContentViewProps) {
  return p.form ? <ContentFormView {...p.form} /> : <ContentListView {...p} />;
}

function ContentListView(p: ManageContentViewProps) {
  const t = useT();
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="manage-content"
      what={msg("content items")}
      state={p.load}
      empty={p.total === 0 ? { icon: "learning", title: msg("No content yet"), description: msg("Add the first item with Add an item.") } : null}
      actions={<Button intent="primary" icon="plus" text={t("Add an item")} onClick={p.onNew} />}
    >
      <div className="manage-content-filters">
        <label htmlFor="content-admin-search">{t("Search content")}</label>
        <InputGroup
          id="content-admin-search"
          type="search"
          leftIcon="search"
          value={p.query}
          maxLength={SEARCH_MAX}
          placeholder={t("Name, category or product")}
          onValueChange={p.onQuery}
        />
        <Switch checked={p.retired} label={t("Show retired items")} onChange={(e) => p.onRetired(e.currentTarget.checked)} />
      </div>
      <WindowNote source={p.source} />
      {/* a new search, or the retired items, start again at the first hundred */}
      <Items key={`${p.retired}|${p.query}`} {...p} />
    </ListFrame>
  );
}

function Items(p: ManageContentViewProps) {
  const t = useT();
  const [count, setCount] = useState(SHOWN_AT_ONCE);
  const shown = p.items.slice(0, count);
  return (
    <>
      {p.total > 0 && (
        <p role="status" className="manage-content-count">
          {p.items.length > shown.length
            ? t("Showing {shown} of {count} items: search to narrow the list.", { shown: shown.length, count: p.items.length })
            : t("{count, plural, =0 {No item matches.} one {# item} other {# items}}", { count: p.items.length })}
        </p>
      )}
      <ul className="manage-content-list">
        {shown.map((c) => (
          <li key={c.id}>
            <button type="button" className="record-list-row" onClick={() => p.onOpen(c.id)}>
              <span className="manage-content-name">{c.name || t("(no name)")}</span>
              <span className="manage-content-meta">
                {c.craft_category__c ? <Tag minimal>{listed(t, LIBRARY_CATEGORIES, c.craft_category__c)}</Tag> : null} {c.hero_product_1__c ?? ""}
                {c.year__c ? ` · ${c.year__c}` : ""}
              </span>
              <span className="manage-content-state">
                {t("{count, plural, =0 {No ratings} one {# rating} other {# ratings}}", { count: c.rating_count })}
                {!c.active && <RetiredTag className="manage-content-retired" />}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ShowMoreOrServer total={p.items.length} shown={shown.length} onMore={() => setCount((n) => n + SHOWN_AT_ONCE)} source={p.source} />
    </>
  );
}

function ContentFormView(p: ContentFormProps) {
  const t = useT();
  const errors = p.editing ? p.fieldErrors : {};
  const problems = problemsOf(CONTENT_LABELS, errors, id);
  return (
    <RecordForm
      flow={p}
      words={WORDS}
      id="content-form"
      className="manage-content"
      adding={p.adding}
      active={p.item ? p.item.active : null}
      problems={problems}
      about={
        p.item && (
          <p>
            {t("{count, plural, =0 {No ratings yet.} one {# rating, kept if the item is retired.} other {# ratings, kept if the item is retired.}}", {
              count: p.item.rating_count,
            })}
          </p>
        )
      }
    >
      {(readOnly) => <ContentFields {...p} errors={errors} readOnly={readOnly} />}
    </RecordForm>
  );
}

function ContentFields(p: ContentFormProps & { errors: FieldErrors<ContentField>; readOnly: boolean }) {
  const t = useT();
  const v = p.values;
  const { errors, readOnly } = p;
  const text = (f: ContentField, type: "text" | "url" | "number" = "text") => {
    const options = p.suggestions[f] ?? [];
    const hint = HINTS[f];
    return (
      <Field id={id(f)} label={CONTENT_LABELS[f]} required={REQUIRED.includes(f)} error={errors[f]} {...(hint ? { hint } : {})}>
        {(input) => (
          <>
            <InputGroup
              {...input}
              value={v[f]}
              readOnly={readOnly}
              maxLength={MAX[f] ?? 120}
              autoComplete="off"
              inputMode={type === "number" ? "decimal" : type === "url" ? "url" : "text"}
              intent={errors[f] ? "danger" : "none"}
              onValueChange={(x) => p.onChange(f, x)}
              {...(options.length > 0 ? { list: `${id(f)}-options` } : {})}
            />
            {options.length > 0 && (
              <datalist id={`${id(f)}-options`}>
                {options.map((o) => (
                  <option key={o} value={o} />
                ))}
              </datalist>
            )}
          </>
        )}
      </Field>
    );
  };
  return (
    <>
      {text("name")}
      <Field id={id("craft_category__c")} label={CONTENT_LABELS.craft_category__c} required error={errors.craft_category__c}>
        {(input) => (
          <HTMLSelect
            {...input}
            value={v.craft_category__c}
            disabled={readOnly}
            fill
            onChange={(e) => p.onChange("craft_category__c", e.currentTarget.value)}
          >
            <option value="">{t("Choose…")}</option>
            {p.categories.map((c) => (
              <option key={c} value={c}>
                {listed(t, LIBRARY_CATEGORIES, c)}
              </option>
            ))}
          </HTMLSelect>
        )}
      </Field>
      {text("hero_product_1__c")}
      {text("hero_product_2__c")}
      {text("difficulty_level__c")}
      {text("institute__c")}
      {text("art_form__c")}
      {text("festival_generic__c")}
      <Field id={id("is_best_out_of_waste__c")} label={CONTENT_LABELS.is_best_out_of_waste__c} error={errors.is_best_out_of_waste__c}>
        {(input) => (
          <HTMLSelect
            {...input}
            value={v.is_best_out_of_waste__c}
            disabled={readOnly}
            fill
            onChange={(e) => p.onChange("is_best_out_of_waste__c", e.currentTarget.value)}
          >
            {YES_NO.map((x) => (
              <option key={x} value={x}>
                {x === "" ? t("Not set") : x === "Yes" ? t("Yes") : t("No")}
              </option>
            ))}
          </HTMLSelect>
        )}
      </Field>
      {text("year__c", "number")}
      {text("seasonality__c")}
      {text("time_period__c")}
      {text("in_house_products_used__c")}
      {text("out_sourced_products_use__c")}
      {text("pil_product_price__c", "number")}
      {text("non_pil_product_price__c", "number")}
      {text("link_in_pil_tantra_url__c", "url")}
      {text("thumbnail_link__c", "url")}
    </>
  );
}
