// A CMDI's training photos, presentational (decision 028; its screen: ./screen.tsx): the page
// header with the way back to the training, the photo gallery with adding on (the screen's hosted
// gallery, given as an element), or the loading, failed and not-found states.
import type { ReactNode } from "react";
import { Card, Classes, Spinner } from "@blueprintjs/core";
import { Link } from "wouter";
import { LoadFailed, PageHeader } from "../../views/shell/PageStates.tsx";
import { TRAINING_NOT_FOUND_WHY } from "../../views/trainings/trainingText.ts";
import { useT } from "../../views/i18n.tsx";
import "../../views/page.css";
import "./TrainingPhotosView.css";

export interface TrainingPhotosViewProps {
  title: string;
  /** The training's name, when the trainings are cached. */
  trainingName: string | null;
  back: string;
  state: "photos" | "loading" | "failed" | "notFound";
  /** The photo gallery with adding on (its flows hosted by the screen). */
  gallery: ReactNode;
  error: string | null;
  /** A refresh failed; the photos shown are the ones kept on this device. */
  stale: boolean;
  onRetry: () => void;
}

export function TrainingPhotosView(p: TrainingPhotosViewProps) {
  const t = useT();
  return (
    <div className="page training-photos">
      <PageHeader back={{ to: p.back, label: t("Back to the training") }} title={p.title} />
      {p.trainingName && <p className={Classes.TEXT_MUTED}>{p.trainingName}</p>}
      {p.state === "notFound" ? (
        <Card>
          <p role="alert">{t(TRAINING_NOT_FOUND_WHY)}</p>
          <Link href="/listTraining">{t("Back to trainings")}</Link>
        </Card>
      ) : p.state === "failed" ? (
        <LoadFailed error={p.error} onRetry={p.onRetry} />
      ) : (
        <Card className="training-photos-card">
          {p.stale && <LoadFailed error={p.error} onRetry={p.onRetry} />}
          {p.state === "loading" ? <Spinner aria-label={t("Loading the photos")} /> : p.gallery}
        </Card>
      )}
    </div>
  );
}
