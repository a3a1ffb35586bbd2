// /manageNews, presentational (decision 087; its screen: ./screen.tsx): the super admin's news
// slides in their order, live ones or retired ones, each opening the slide's form; "Add a slide"
// opens an empty one. The form has the title, the text and the place in the order, and the image
// (a photo from the device: its type and size checked before it is kept, shrunk and sent with
// Save); messages at their fields and summed up at the top. An open slide has Retire (asked first:
// it leaves every device) or, retired, Restore (src/views/RecordForm.tsx).
import { useState } from "react";
import { Button, InputGroup, Switch, TextArea } from "@blueprintjs/core";
import type { FieldErrors } from "../../codecs/form.ts";
import { msg } from "../../codecs/i18n.ts";
import type { AdminNewsSlide, NewsForm } from "../../codecs/newsAdmin.ts";
import { Field } from "../../views/Field.tsx";
import { useT } from "../../views/i18n.tsx";
import { type ListLoad, ListFrame } from "../../views/ListFrame.tsx";
import { problemsOf, type RecordFormFlow, RecordForm, type RecordWords, RetiredTag } from "../../views/RecordForm.tsx";
import { useFileUrl } from "../../views/uploads/useFileUrl.ts";
import { ShowMoreOrServer } from "../../views/ShowMore.tsx";
import { cx } from "../../views/styles.ts";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";
import "../../views/RecordList.css";
import "./ManageNewsView.css";

/** The form's fields and its image. */
export type NewsFormField = keyof NewsForm | "image";

export interface NewsFormProps extends RecordFormFlow {
  adding: boolean;
  values: NewsForm;
  fieldErrors: FieldErrors<NewsFormField>;
  /** The open slide as listed (its image, retired or not); null for a new one. */
  slide: AdminNewsSlide | null;
  /** The picked image's name and size (sent with Save), if one is picked. */
  picked: { name: string; size: number } | null;
  onChange: (field: keyof NewsForm, value: string) => void;
  onImage: (file: File) => void;
}

export interface ManageNewsViewProps {
  title: string;
  back: string;
  load: ListLoad;
  retired: boolean;
  slides: readonly AdminNewsSlide[];
  total: number;
  /** Where the slides shown come from (decisions 092, 118): the phone's first by their order, the server's page, offline. */
  source: WindowSource;
  onRetired: (retired: boolean) => void;
  onNew: () => void;
  onOpen: (id: number) => void;
  /** The open form; null: the list. */
  form: NewsFormProps | null;
}

export const NEWS_LABELS: Record<NewsFormField, string> = {
  name: msg("Title"),
  text: msg("Text"),
  sequence: msg("Order"),
  image: msg("Image"),
};
const WORDS: RecordWords = {
  back: { href: "/manageNews", label: msg("Back to news") },
  addTitle: msg("Add a news slide"),
  editTitle: msg("Edit news slide"),
  retiredNote: msg("Retired: devices no longer show this slide. Restore it to edit it."),
  retireQuestion: msg("Retire this slide?"),
  retireExplained: msg("It leaves every device's news at its next sync; it can be restored."),
  discardQuestion: msg("Discard the changes to this slide?"),
};
const id = (f: NewsFormField) => `news-${f}`;

export function ManageNewsView(p: ManageNewsViewProps) {
  return p.form ? <NewsFormView {...p.form} /> : <NewsListView {...p} />;
}

/** How many slides the list draws at first and per "Show more". */
export const SHOWN_AT_ONCE = 100;

/** A slide's image, fetched with the session when it is an uploaded file. */
function SlideImage({ url, alt, className }: { url: string; alt: string; className: string }) {
  const { src } = useFileUrl(url || null);
  return src ? <img src={src} alt={alt} className={className} /> : <span className={className} />;
}

function NewsListView(p: ManageNewsViewProps) {
  const t = useT();
  const shown = p.slides.filter((s) => s.active !== p.retired);
  const [count, setCount] = useState(SHOWN_AT_ONCE);
  const drawn = shown.slice(0, count);
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="manage-news"
      what={msg("news slides")}
      state={p.load}
      empty={p.total === 0 ? { icon: "media", title: msg("No news yet"), description: msg("Add the first slide with Add a slide.") } : null}
      actions={<Button intent="primary" icon="plus" text={t("Add a slide")} onClick={p.onNew} />}
    >
      <Switch
        checked={p.retired}
        label={t("Show retired slides")}
        onChange={(e) => {
          setCount(SHOWN_AT_ONCE);
          p.onRetired(e.currentTarget.checked);
        }}
      />
      <WindowNote source={p.source} />
      <p role="status" className="manage-news-count">
        {t("{count, plural, =0 {No slide here.} one {# slide} other {# slides}}", { count: shown.length })}
      </p>
      <ul className="manage-news-list">
        {drawn.map((s) => (
          <li key={s.id}>
            <button type="button" className={cx("manage-news-row", "record-list-row")} onClick={() => p.onOpen(s.id)}>
              <SlideImage url={s.url} alt="" className="manage-news-thumb" />
              <span className="manage-news-name">{s.name || t("(no name)")}</span>
              <span className="manage-news-meta">
                {t("Order {n}", { n: s.sequence })}
                {!s.active && <RetiredTag className="manage-news-retired" />}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ShowMoreOrServer total={shown.length} shown={drawn.length} onMore={() => setCount((n) => n + SHOWN_AT_ONCE)} source={p.source} />
    </ListFrame>
  );
}

function NewsFormView(p: NewsFormProps) {
  const t = useT();
  const errors = p.editing ? p.fieldErrors : {};
  const problems = problemsOf(NEWS_LABELS, errors, id);
  const v = p.values;
  return (
    <RecordForm
      flow={p}
      words={WORDS}
      id="news-form"
      className="manage-news"
      adding={p.adding}
      active={p.slide ? p.slide.active : null}
      problems={problems}
    >
      {(readOnly) => (
        <>
          <Field id={id("name")} label={NEWS_LABELS.name} required error={errors.name}>
            {(input) => (
              <InputGroup
                {...input}
                value={v.name}
                readOnly={readOnly}
                maxLength={120}
                autoComplete="off"
                intent={errors.name ? "danger" : "none"}
                onValueChange={(x) => p.onChange("name", x)}
              />
            )}
          </Field>
          <Field id={id("text")} label={NEWS_LABELS.text} error={errors.text}>
            {(input) => (
              <TextArea
                {...input}
                value={v.text}
                readOnly={readOnly}
                maxLength={500}
                fill
                intent={errors.text ? "danger" : "none"}
                onChange={(e) => p.onChange("text", e.currentTarget.value)}
              />
            )}
          </Field>
          <Field
            id={id("sequence")}
            label={NEWS_LABELS.sequence}
            required
            error={errors.sequence}
            hint={msg("The carousel shows the slides from the lowest number")}
          >
            {(input) => (
              <InputGroup
                {...input}
                value={v.sequence}
                readOnly={readOnly}
                maxLength={4}
                inputMode="numeric"
                autoComplete="off"
                intent={errors.sequence ? "danger" : "none"}
                onValueChange={(x) => p.onChange("sequence", x)}
              />
            )}
          </Field>
          <Field
            id={id("image")}
            label={NEWS_LABELS.image}
            required={p.adding}
            error={errors.image}
            hint={msg("A photo (JPEG, PNG, WebP or GIF), less than 5 MB")}
          >
            {(input) => (
              <div className="manage-news-image">
                {p.slide?.url && <SlideImage url={p.slide.url} alt={p.slide.name} className="manage-news-preview" />}
                <input
                  {...input}
                  type="file"
                  accept="image/*"
                  disabled={readOnly}
                  onChange={(e) => {
                    const f = e.currentTarget.files?.[0];
                    if (f) p.onImage(f);
                  }}
                />
                {p.picked && (
                  <p className="manage-news-picked">
                    {t("Chosen: {name} ({size} KB), sent with Save", { name: p.picked.name, size: Math.ceil(p.picked.size / 1024) })}
                  </p>
                )}
              </div>
            )}
          </Field>
        </>
      )}
    </RecordForm>
  );
}
