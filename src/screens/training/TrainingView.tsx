// One training, read-only (presentational; its screen: ./screen.tsx): its name, type, status as
// the tabs name it, city, dates, participants and whether it is published, and the way to its
// photos; or the loading, failed and not-found states.
import { Card, Classes, Icon, Spinner, Tag } from "@blueprintjs/core";
import { Link } from "wouter";
import { statusLabel, type Training } from "../../codecs/training.ts";
import { LoadFailed, PageHeader } from "../../views/shell/PageStates.tsx";
import { cx } from "../../views/styles.ts";
import { dayText, TRAINING_NOT_FOUND } from "../../views/trainings/trainingText.ts";
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
  const r = p.training;
  return (
    <div className="page training">
      <PageHeader back={{ to: p.back, label: "Back to trainings" }} title={r?.name ?? p.title} />
      {p.state === "loading" && <Spinner aria-label="Loading the training" />}
      {p.state === "failed" && <LoadFailed error={p.error} onRetry={p.onRetry} />}
      {p.state === "notFound" && (
        <Card>
          <p role="alert">{TRAINING_NOT_FOUND}. It may belong to another regional manager, or no longer wait for a decision.</p>
          <Link href="/listTraining">Back to trainings</Link>
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
              {statusLabel(r.status)}
            </Tag>
          </div>
          <dl aria-label="Training" className="training-facts">
            <dt>City</dt>
            <dd>{r.city__c ?? "-"}</dd>
            <dt>Start date</dt>
            <dd>{dayText(r.startdate)}</dd>
            <dt>End date</dt>
            <dd>{dayText(r.enddate)}</dd>
            <dt>Participants</dt>
            <dd>{r.no_of_participants__c ?? "-"}</dd>
            <dt>Published</dt>
            <dd>{r.publish__c === null ? "-" : r.publish__c ? "Yes" : "No"}</dd>
            {r.rejection_reason && (
              <>
                <dt>Reason for rejection</dt>
                <dd>{r.rejection_reason}</dd>
              </>
            )}
          </dl>
          {p.photosHref && (
            <Link href={p.photosHref} className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY, "training-photos-link")}>
              <Icon icon="media" />
              <span className={Classes.BUTTON_TEXT}>Training photos</span>
            </Link>
          )}
        </Card>
      )}
    </div>
  );
}
