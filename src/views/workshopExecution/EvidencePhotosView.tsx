// /addPhotos, presentational (decision 030): the six galleries of the workshop's evidence (the five
// day-1 photo types and the finalized article photo), each with adding on (upload, camera, delete
// with a confirmation), and what the report still needs.
import { Card, Callout } from "@blueprintjs/core";
import { LOCATION_WHY } from "../../codecs/photoLocation.ts";
import { PhotoGallery, type GalleryAdding, type GalleryItem } from "../gallery/PhotoGallery.tsx";
import { ExecutionFrame, type ExecutionFrameProps } from "./ExecutionStates.tsx";

export interface EvidenceGallery {
  type: string;
  title: string;
  items: readonly GalleryItem[];
  adding: GalleryAdding;
}

export interface EvidencePhotosViewProps extends Omit<ExecutionFrameProps, "children"> {
  id: number;
  galleries: readonly EvidenceGallery[];
  /** The titles of the required galleries that have no photo yet. */
  missing: readonly string[];
}

export function EvidencePhotosView(p: EvidencePhotosViewProps) {
  return (
    <ExecutionFrame {...p}>
      {p.missing.length > 0 ? (
        <Callout intent="primary" className="page-callout">
          Still needed for the report: a photo of {p.missing.map((m) => `'${m}'`).join(", ")}.
        </Callout>
      ) : (
        <Callout intent="success" className="page-callout">
          Every photo the report needs is here.
        </Callout>
      )}
      <Callout intent="none" icon="info-sign" className="page-callout">
        {LOCATION_WHY}
      </Callout>
      <div className="execution-galleries">
        {p.galleries.map((g) => (
          <Card key={g.type} className="execution-card">
            <PhotoGallery title={g.title} items={g.items} flowKey={`execution:${p.id}:${g.type}`} adding={g.adding} />
          </Card>
        ))}
      </div>
    </ExecutionFrame>
  );
}
