// Workshop Details, presentational (spec 2.12), read-only: who (FCP, assigned CMDI and AMMD), the
// counts, amounts in rupees, category, the school or Art Avenue, the expense head ('Other' with its
// name), the dates, the numbered articles, the five photo galleries and the Finalized Article
// Photo. A missing value is a dash. Not found and failed are pages of their own.
import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { Callout, Card, Classes, H2, Icon, Spinner } from "@blueprintjs/core";
import { LoadFailed, PageHeader, TitledState } from "../shell/PageStates.tsx";
import { Link } from "wouter";
import { FINALIZED_PHOTO_TITLE, PHOTO_GALLERIES, type HistoryRow, type WorkshopDetail } from "../../codecs/workshop.ts";
import { placeOf, placeText } from "../../codecs/photoLocation.ts";
import type { MapPoint } from "./EvidenceMap.tsx";
import { FINALIZED_PHOTO_TYPE } from "../../codecs/workshopExecution.ts";
import { TRANSITIONS } from "../../codecs/workshopLifecycle.ts";
import { isPdfUrl, type GalleryComponent, type GalleryItem } from "../gallery/PhotoGallery.tsx";
import { orDash } from "../format.ts";
import { stageIcon } from "./stages.ts";
import { Keep } from "../Keep.tsx";
import { Fact } from "../Fact.tsx";
import { listed, msg, type Translate } from "../../codecs/i18n.ts";
import { ENGLISH } from "../../codecs/translate.ts";
import { CATEGORIES, EXPENSE_HEADS } from "../../codecs/workshopPlan.ts";
import { useT } from "../i18n.tsx";
import { useFormats } from "../useFormats.ts";
import "../page.css";
import "./WorkshopDetailsView.css";

export interface WorkshopDetailsViewProps {
  title: string;
  back: { to: string; label: string };
  state: "loading" | "ready" | "notFound" | "failed";
  /** What the lists know of it, shown while the details load. */
  summary: { name: string | null; stagename: string | null } | null;
  detail: WorkshopDetail | null;
  error: string | null;
  onRetry: () => void;
  /** The actions the signed-in person may take (the page composes them once the details are in). */
  actions?: ReactNode;
  /** The preview of a saved plan (decision 029): what to do next, said first, and the actions above the details. */
  preview?: string | null;
  /**
   * The actions above the details (the preview page's, once its plan is submitted too): where they
   * are stays put, so a transition's notice stays on the page. Absent: above while `preview` is given.
   */
  actionsFirst?: boolean;
  /** The photo gallery (its lightbox a flow its screen hosts). */
  Gallery: GalleryComponent;
}

/**
 * Spec 2.12: "When it is Other, it shows 'Other' plus the other expense head name." The head is one
 * of the plan's fixed list, in the reader's language; the other head's name as it was typed.
 */
export const expenseHead = (w: Pick<WorkshopDetail, "expense_head__c" | "other_expense_head_name__c">, t: Translate = ENGLISH): string =>
  w.expense_head__c === "Other"
    ? `${t("Other")} - ${orDash(w.other_expense_head_name__c)}`
    : w.expense_head__c
      ? listed(t, EXPENSE_HEADS, w.expense_head__c)
      : orDash(w.expense_head__c);

const galleryItems = (w: WorkshopDetail, type: string): GalleryItem[] =>
  w.photos
    .filter((p) => p.type__c === type && p.image_url__c)
    .map((p) => ({
      key: String(p.id),
      url: p.image_url__c!,
      pdf: isPdfUrl(p.image_url__c!),
      date: p.photodatetime__c,
      place: placeOf(p),
      alsoUsedFor: p.also_used_for,
    }));

/** The evidence photos with a place, as the map marks them (the gallery's title and the place name each). */
export function mapPoints(w: Pick<WorkshopDetail, "photos">): MapPoint[] {
  const titles = new Map<string, string>([...PHOTO_GALLERIES.map((g) => [g.type, g.title] as const), [FINALIZED_PHOTO_TYPE, FINALIZED_PHOTO_TITLE]]);
  return w.photos.flatMap((p) => {
    const place = placeOf(p);
    if (!place || place === "none") return [];
    return [{ key: String(p.id), lat: place.lat, lng: place.lng, label: `${titles.get(p.type__c ?? "") ?? "Photo"}: ${placeText(place)}` }];
  });
}

/** What the map's chunk shows when its code cannot be fetched (offline before it was ever cached): the galleries have the places. */
function MapMissing() {
  const t = useT();
  return <p className={Classes.TEXT_MUTED}>{t("The map could not be loaded; each photo's place and its maps link are in the galleries below.")}</p>;
}
const EvidenceMap = lazy(() => import("./EvidenceMap.tsx").catch(() => ({ default: MapMissing })));

/**
 * Where the evidence photos were taken (decision 047): a map only where the server names map tiles
 * (MAP_TILE_URL) and a photo has a place; otherwise nothing here (the galleries show each place and
 * its maps link). Leaflet is fetched only then.
 */
export function PhotoMap({ w }: { w: Pick<WorkshopDetail, "photos" | "map_tile_url"> }) {
  const t = useT();
  const points = useMemo(() => mapPoints(w), [w]);
  if (!w.map_tile_url || points.length === 0) return null;
  return (
    <section className="page-section" aria-labelledby="workshop-map-title">
      <H2 id="workshop-map-title" className="page-section-title">
        {t("Where the photos were taken")}
      </H2>
      <Suspense fallback={<Spinner size={24} aria-label={t("Loading the map")} />}>
        <EvidenceMap tileUrl={w.map_tile_url} points={points} />
      </Suspense>
    </section>
  );
}

function Stage({ stagename }: { stagename: string | null }) {
  const t = useT();
  return (
    <span className="workshop-details-stage">
      <Icon icon={stageIcon(stagename)} aria-hidden="true" />
      <span>{stagename === null ? orDash(null) : t(stagename)}</span>
    </span>
  );
}

const ROLE_WORDS: Record<string, string> = { FCP: "FCP", CMDI: "CMDI", AMMD: "AMMD", accounts: msg("Accounts"), system: msg("Automatic") };
const eventLabel = (event: string) => TRANSITIONS.find((t) => t.event === event)?.label ?? event;

/** The stage history as a timeline, oldest first: what happened, from and to, who as what, when, why. */
export function History({ rows }: { rows: readonly HistoryRow[] }) {
  const t = useT();
  const f = useFormats();
  return (
    <section className="page-section" aria-labelledby="workshop-history-title">
      <H2 id="workshop-history-title" className="page-section-title">
        {t("Stage history")}
      </H2>
      {rows.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t("No stage changes recorded here yet.")}</p>
      ) : (
        <ol className="workshop-details-history">
          {rows.map((h) => (
            <li key={h.id} className="workshop-details-history-item">
              <Icon icon="circle" className="workshop-details-history-dot" aria-hidden="true" />
              <div>
                <strong>{t(eventLabel(h.event))}</strong>{" "}
                <span>
                  {h.from_stage === h.to_stage ? t("(stays in {stage})", { stage: t(h.to_stage) }) : `${t(h.from_stage)} → ${t(h.to_stage)}`}
                </span>
                <div className={Classes.TEXT_MUTED}>
                  {h.actor_name} ({t(ROLE_WORDS[h.actor_role] ?? h.actor_role)}), <Keep text={f.dateTime(h.at)} />
                </div>
                {h.reason && <div>{t("Reason: {reason}", { reason: h.reason })}</div>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Details({
  w,
  actions,
  actionsFirst = false,
  Gallery,
}: {
  w: WorkshopDetail;
  actions?: ReactNode;
  actionsFirst?: boolean;
  Gallery: GalleryComponent;
}) {
  const t = useT();
  const f = useFormats();
  const finalizedRow = w.photos.find((p) => p.image_url__c === w.artical_finalized_photo__c);
  const finalized: GalleryItem[] = w.artical_finalized_photo__c
    ? [
        {
          key: "finalized",
          url: w.artical_finalized_photo__c,
          pdf: isPdfUrl(w.artical_finalized_photo__c),
          date: null,
          place: finalizedRow ? placeOf(finalizedRow) : null,
          alsoUsedFor: finalizedRow?.also_used_for,
        },
      ]
    : [];
  return (
    <>
      {actionsFirst && actions}
      <Card className="workshop-details-card">
        <dl className="workshop-details-fields">
          <Fact label={t("Stage")}>
            <Stage stagename={w.stagename} />
          </Fact>
          <Fact label={t("FCP Name")}>{orDash(w.fcpname__c)}</Fact>
          <Fact label={t("Assigned CMDI")}>{orDash(w.cmdi_name__c)}</Fact>
          <Fact label={t("Assigned AMMD")}>{orDash(w.ammd_name__c)}</Fact>
          <Fact label={t("Planned participants")}>{f.count(w.no_of_participants__c)}</Fact>
          <Fact label={t("Actual participants")}>{f.count(w.actual_participants_count__c)}</Fact>
          <Fact label={t("Workshop amount")}>{f.rupees(w.stamped_amount__c)}</Fact>
          <Fact label={t("Category")}>{w.category__c ? listed(t, CATEGORIES, w.category__c) : orDash(w.category__c)}</Fact>
          <Fact label={t("Art Avenue / School name")}>{orDash(w.school_name)}</Fact>
          <Fact label={t("Tertiary amount")}>{f.rupees(w.total_tertiary_by_app__c)}</Fact>
          <Fact label={t("Expense head")}>{expenseHead(w, t)}</Fact>
          <Fact label={t("Start date")}>
            <Keep text={f.dateTime(w.start_date_time__c)} />
          </Fact>
          <Fact label={t("End date")}>
            <Keep text={f.dateTime(w.end_date_time__c)} />
          </Fact>
        </dl>
      </Card>
      {!actionsFirst && actions}
      <History rows={w.history} />
      <section className="page-section" aria-labelledby="workshop-articles-title">
        <H2 id="workshop-articles-title" className="page-section-title">
          {t("Articles")}
        </H2>
        {w.articles.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>{t("No articles")}</p>
        ) : (
          <ol className="workshop-details-articles">
            {w.articles.map((a) => (
              <li key={a.id}>
                <span>{orDash(a.sku_name)}</span>{" "}
                <span className={Classes.TEXT_MUTED}>{t("Quantity: {quantity}", { quantity: orDash(a.quantity__c) })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <PhotoMap w={w} />
      <div className="page-section workshop-details-galleries">
        {PHOTO_GALLERIES.map((g) => (
          <Gallery key={g.type} title={g.title} items={galleryItems(w, g.type)} flowKey={`${w.id}:${g.type}`} />
        ))}
        <Gallery title={FINALIZED_PHOTO_TITLE} items={finalized} flowKey={`${w.id}:finalized`} />
      </div>
    </>
  );
}

export function WorkshopDetailsView(p: WorkshopDetailsViewProps) {
  const t = useT();
  const header = (
    <PageHeader back={p.back} title={p.title}>
      {p.state === "loading" && p.summary && <Spinner size={16} aria-label={t("Loading the workshop")} />}
    </PageHeader>
  );
  // not found keeps the page's heading (a screen reader's way around the page starts there); its way back is the card's link
  if (p.state === "notFound") {
    return (
      <div className="page workshop-details">
        <PageHeader title={p.title} />
        <Card>
          <TitledState
            icon="search"
            title={t("Workshop not found")}
            description={t("There is no workshop at this link, or it is not one you can see.")}
            action={<Link href={p.back.to}>{t(p.back.label)}</Link>}
          />
        </Card>
      </div>
    );
  }
  const name = p.detail?.name ?? p.summary?.name ?? null;
  return (
    <div className="page workshop-details">
      {header}
      {(name || p.summary) && <p className="workshop-details-name">{orDash(name)}</p>}
      {p.state === "loading" && !p.summary && <Spinner aria-label={t("Loading the workshop")} />}
      {p.state === "loading" && p.summary && <Stage stagename={p.summary.stagename} />}
      {p.state === "failed" && <LoadFailed error={p.error} onRetry={p.onRetry} />}
      {p.preview && p.detail && (
        <Callout intent="primary" role="status" className="page-callout">
          {t(p.preview)}
        </Callout>
      )}
      {p.detail && <Details w={p.detail} actions={p.actions} actionsFirst={p.actionsFirst ?? !!p.preview} Gallery={p.Gallery} />}
    </div>
  );
}
