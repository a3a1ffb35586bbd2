// One training, read-only (presentational; its screen: ./screen.tsx): its name, type, status as
// the tabs name it, city, dates, participants and whether it is published, and the way to its
// photos; or the loading, failed and not-found states.
import { Card, Classes, Icon, Spinner, Tag } from "@blueprintjs/core";
import { Link } from "wouter";
import { statusLabel, type Training } from "../../codecs/training.ts";
import { LoadFailed, PageHeader } from "../../views/shell/PageStates.tsx";
import { cx } from "../../views/styles.ts";
import { TRAINING_NOT_FOUND_WHY } from "../../views/trainings/trainingText.ts";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";
import "../../views/page.css";
import "./TrainingView.css";

export interface TrainingViewProps {
  title: string;
  back: string;
  state: "training" | "loading" | "failed" | "notFound";
  training: Training | null;
  error: string | null;
  onRetry: () => void;
  /** Where the training's photos are (/addTrainingPhotos). */
  photosHref: string | null;
}

export function TrainingView(p: TrainingViewProps) {
  const t = useT();
  const f = useFormats();
  const r = p.training;
  return (
    <div className="page training">
      <PageHeader back={{ to: p.back, label: t("Back to trainings") }} title={r?.name ?? p.title} />
      {p.state === "loading" && <Spinner aria-label={t("Loading the training")} />}
      {p.state === "failed" && <LoadFailed error={p.error} onRetry={p.onRetry} />}
      {p.state === "notFound" && (
        <Card>
          <p role="alert">{t(TRAINING_NOT_FOUND_WHY)}</p>
          <Link href="/listTraining">{t("Back to trainings")}</Link>
        </Card>
      )}
      {r && (
        <Card>
          <div className="training-tags">
            {r.type && (
              <Tag large minimal>
                {r.type}
              </Tag>
            )}
            <Tag large intent={r.status === "Accounts" ? "success" : r.status === "AMMD Rejected" ? "danger" : "warning"}>
              {t(statusLabel(r.status))}
            </Tag>
          </div>
          <dl aria-label={t("Training")} className="training-facts">
            <dt>{t("City")}</dt>
            <dd>{r.city__c ?? "-"}</dd>
            <dt>{t("Start date")}</dt>
            <dd>{f.date(r.startdate)}</dd>
            <dt>{t("End date")}</dt>
            <dd>{f.date(r.enddate)}</dd>
            <dt>{t("Participants")}</dt>
            <dd>{r.no_of_participants__c ?? "-"}</dd>
            <dt>{t("Published")}</dt>
            <dd>{r.publish__c === null ? "-" : r.publish__c ? t("Yes") : t("No")}</dd>
            {r.rejection_reason && (
              <>
                <dt>{t("Reason for rejection")}</dt>
                <dd>{r.rejection_reason}</dd>
              </>
            )}
          </dl>
          {p.photosHref && (
            <Link href={p.photosHref} className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY, "training-photos-link")}>
              <Icon icon="media" />
              <span className={Classes.BUTTON_TEXT}>{t("Training photos")}</span>
            </Link>
          )}
        </Card>
      )}
    </div>
  );
}
