// A CMDI's training photos, presentational (decision 028): the page header with the way back to
// the training, the photo gallery with adding on, or the loading, failed and not-found states.
import { Card, Classes, Spinner } from "@blueprintjs/core";
import { Link } from "wouter";
import { PhotoGallery, type GalleryAdding, type GalleryItem } from "../gallery/PhotoGallery.tsx";
import { LoadFailed, PageHeader } from "../shell/PageStates.tsx";
import { TRAINING_NOT_FOUND } from "./trainingText.ts";
import "../page.css";
import "./TrainingPhotosView.css";

export interface TrainingPhotosViewProps {
  title: string;
  /** The training's name, when the trainings are cached. */
  trainingName: string | null;
  back: string;
  state: "photos" | "loading" | "failed" | "notFound";
  items: readonly GalleryItem[];
  flowKey: string;
  adding: GalleryAdding;
  error: string | null;
  /** A refresh failed; the photos shown are the ones kept on this device. */
  stale: boolean;
  onRetry: () => void;
}

export function TrainingPhotosView(p: TrainingPhotosViewProps) {
  return (
    <div className="page training-photos">
      <PageHeader back={{ to: p.back, label: "Back to the training" }} title={p.title} />
      {p.trainingName && <p className={Classes.TEXT_MUTED}>{p.trainingName}</p>}
      {p.state === "notFound" ? (
        <Card>
          <p role="alert">{TRAINING_NOT_FOUND}. It may belong to another regional manager, or no longer wait for a decision.</p>
          <Link href="/listTraining">Back to trainings</Link>
        </Card>
      ) : p.state === "failed" ? (
        <LoadFailed error={p.error} onRetry={p.onRetry} />
      ) : (
        <Card className="training-photos-card">
          {p.stale && <LoadFailed error={p.error} onRetry={p.onRetry} />}
          {p.state === "loading" ? (
            <Spinner aria-label="Loading the photos" />
          ) : (
            <PhotoGallery title="Training photos" items={p.items} flowKey={p.flowKey} adding={p.adding} />
          )}
        </Card>
      )}
    </div>
  );
}
