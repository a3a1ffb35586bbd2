// A content item's details, presentational (spec 2.9): name, image, the products used, chips for
// its attributes, 'Click here for detailed document' (a new tab), and its rating: the average and
// count for everyone, five star buttons for an FCP (and a rating's conflict, decision 079: the shared
// ConflictPanel). Also the sample, loading, failed and not-found states.
import { Button, Callout, Card, Classes, H2, Icon, Spinner, Tag } from "@blueprintjs/core";
import { LoadFailed, PageHeader, TitledCallout } from "../../views/shell/PageStates.tsx";
import { Link } from "wouter";
import { attributesOf, imageOf, RATING_STARS, ratingText, type ContentItem } from "../../codecs/content.ts";
import { cx } from "../../views/styles.ts";
import { ConflictPanel, type ConflictPanelProps } from "../../views/ConflictPanel.tsx";
import { Star, starFill, Stars } from "./StarsView.tsx";
import { listed, msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";
import "../../views/page.css";
import "./ContentDetailsView.css";

/** A rating's notice (the rating flow's: submitted, updated, saved on this device). */
export interface RatingNotice {
  message: string;
  intent: "success" | "warning";
}

export interface RatingProps {
  average: number | null;
  count: number;
  canRate: boolean;
  /** The person's own rating as it stands (being saved included). */
  mine: number | null;
  busy: boolean;
  notice: RatingNotice | null;
  error: string | null;
  onRate: (value: number) => void;
  onDismiss: () => void;
  /** A rating refused as a conflict (decision 079): their stars beside the stored ones, or none. */
  conflict?: ConflictPanelProps | null;
}

export interface ContentDetailsViewProps {
  title: string;
  back: string;
  state: "item" | "sample" | "loading" | "failed" | "notFound";
  item: ContentItem | null;
  rating: RatingProps | null;
  error: string | null;
  onRetry: () => void;
}

export const NOT_FOUND = msg("This content item was not found");
export const DOCUMENT_LINK = msg("Click here for detailed document");

function RatingSection({ r }: { r: RatingProps }) {
  const t = useT();
  return (
    <section className="page-section content-details-rating" aria-labelledby="content-rating-title">
      <H2 id="content-rating-title" className="page-section-title">
        {t("Rating")}
      </H2>
      <p className="content-details-average">
        <span
          role="img"
          aria-label={
            r.average === null ? t("Not rated yet") : t("Rated {rating} out of {stars}", { rating: ratingText(r.average), stars: RATING_STARS })
          }
        >
          <Stars rating={r.average} />
        </span>{" "}
        {r.average === null
          ? t("No ratings yet")
          : t("{rating} out of {stars} ({count, plural, one {# rating} other {# ratings}})", {
              rating: ratingText(r.average),
              stars: RATING_STARS,
              count: r.count,
            })}
      </p>
      {r.canRate && (
        <div className="content-details-rate">
          <div role="group" aria-label={t("Your rating")} className="content-details-stars">
            {Array.from({ length: RATING_STARS }, (_, i) => i + 1).map((n) => (
              <button
                key={n}
                type="button"
                className="content-details-star"
                aria-label={t("{n, plural, one {Rate # star} other {Rate # stars}}", { n })}
                aria-pressed={r.mine === n}
                onClick={() => r.onRate(n)}
              >
                <Star fill={starFill(r.mine, n)} />
              </button>
            ))}
            {r.busy && <Spinner size={16} aria-label={t("Saving your rating")} />}
          </div>
          <p className={Classes.TEXT_MUTED}>
            {r.mine === null
              ? t("Tap a star to rate this idea.")
              : t("Your rating: {rating} out of {stars}", { rating: ratingText(r.mine), stars: RATING_STARS })}
          </p>
        </div>
      )}
      {r.conflict && <ConflictPanel {...r.conflict} />}
      {r.notice && (
        <Callout intent={r.notice.intent} role="status" className="content-details-notice">
          {t(r.notice.message)} <Button variant="minimal" size="small" icon="cross" aria-label={t("Dismiss")} onClick={r.onDismiss} />
        </Callout>
      )}
      {r.error && (
        <Callout intent="danger" role="alert" className="content-details-notice">
          {t(r.error)}
        </Callout>
      )}
    </section>
  );
}

function Details({ item, sample, rating }: { item: ContentItem; sample: boolean; rating: RatingProps | null }) {
  const t = useT();
  const fmt = useFormats();
  const src = imageOf(item);
  const chips = attributesOf(item);
  // one sentence to translate, the link put where the language puts it
  const [sampleBefore, sampleAfter] = t("This is sample content: open an idea from {link} to see its details and rate it.", { link: "\u0000" }).split(
    "\u0000",
  );
  return (
    <>
      {sample && (
        <TitledCallout intent="primary" title={t("Sample content")} className="page-callout">
          {sampleBefore}
          <Link href="/fevicryl-Content">{t("the content list")}</Link>
          {sampleAfter}
        </TitledCallout>
      )}
      <div className="content-details-body">
        {src ? (
          <img className="content-details-image" src={src} alt={item.name ?? ""} width={640} height={480} decoding="async" />
        ) : (
          <div className="content-details-image content-details-image-none">
            <Icon icon="media" size={40} />
          </div>
        )}
        <div className="content-details-facts">
          {chips.length > 0 && (
            <ul aria-label={t("Attributes")} className="content-details-chips">
              {chips.map((c) => (
                <li key={c.label}>
                  <Tag minimal round>
                    {t("{label}: {value}", { label: t(c.label), value: listed(t, c.fixed, c.value) })}
                  </Tag>
                </li>
              ))}
            </ul>
          )}
          <dl className="content-details-list">
            <dt>{t("In-house products used")}</dt>
            <dd>{item.in_house_products_used__c || "-"}</dd>
            <dt>{t("Out-sourced products used")}</dt>
            <dd>{item.out_sourced_products_use__c || "-"}</dd>
            <dt>{t("PIL product price")}</dt>
            <dd>{fmt.rupees(item.pil_product_price__c)}</dd>
            <dt>{t("Non-PIL product price")}</dt>
            <dd>{fmt.rupees(item.non_pil_product_price__c)}</dd>
            <dt>{t("Total cost of making the article")}</dt>
            <dd>{fmt.rupees(item.total_cost_of_making_the_article__c)}</dd>
          </dl>
          {item.thumbnail_link__c ? (
            <a
              className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY)}
              href={item.thumbnail_link__c}
              target="_blank"
              rel="noopener noreferrer"
              title={t("Opens in a new tab")}
            >
              <Icon icon="document-open" />
              <span className={Classes.BUTTON_TEXT}>{t(DOCUMENT_LINK)}</span>
            </a>
          ) : (
            <p className={Classes.TEXT_MUTED}>{sample ? t("The sample has no detailed document.") : t("This idea has no detailed document yet.")}</p>
          )}
        </div>
      </div>
      {rating ? <RatingSection r={rating} /> : <p className={cx(Classes.TEXT_MUTED, "page-section")}>{t("Sample content cannot be rated.")}</p>}
    </>
  );
}

export function ContentDetailsView(p: ContentDetailsViewProps) {
  const t = useT();
  const heading = p.item?.name ?? p.title;
  return (
    <div className="page content-details">
      <PageHeader
        back={{ to: p.back, label: t("Back to the content list") }}
        title={p.state === "item" || p.state === "sample" ? heading : p.title}
      />
      {p.state === "loading" && <Spinner aria-label={t("Loading content")} />}
      {p.state === "failed" && <LoadFailed error={p.error} onRetry={p.onRetry} />}
      {p.state === "notFound" && (
        <Card>
          <p role="alert">{t("This content item was not found. It may have been removed from the library.")}</p>
          <Link href={p.back}>{t("Back to the content list")}</Link>
        </Card>
      )}
      {p.item && (p.state === "item" || p.state === "sample") && <Details item={p.item} sample={p.state === "sample"} rating={p.rating} />}
    </div>
  );
}
