// /addPhotos, presentational (decision 030): the six galleries of the workshop's evidence (the five
// day-1 photo types and the finalized article photo), each with adding on (upload, camera, delete
// with a confirmation), and what the report still needs. Its screen: ./screen.tsx (each gallery
// hosted there with its flows, given as an element).
import type { ReactNode } from "react";
import { Card, Callout } from "@blueprintjs/core";
import { LOCATION_WHY } from "../../codecs/photoLocation.ts";
import { ExecutionFrame, type ExecutionFrameProps } from "../../views/workshopExecution/ExecutionStates.tsx";
import { useT } from "../../views/i18n.tsx";

export interface EvidenceGallery {
  type: string;
  title: string;
  /** The gallery with adding on. */
  gallery: ReactNode;
}

export interface EvidencePhotosViewProps extends Omit<ExecutionFrameProps, "children"> {
  galleries: readonly EvidenceGallery[];
  /** The titles of the required galleries that have no photo yet. */
  missing: readonly string[];
}

export function EvidencePhotosView(p: EvidencePhotosViewProps) {
  const t = useT();
  return (
    <ExecutionFrame {...p}>
      {p.missing.length > 0 ? (
        <Callout intent="primary" className="page-callout">
          {t("Still needed for the report: a photo of {photos}.", { photos: p.missing.map((m) => `'${t(m)}'`).join(", ") })}
        </Callout>
      ) : (
        <Callout intent="success" className="page-callout">
          {t("Every photo the report needs is here.")}
        </Callout>
      )}
      <Callout intent="none" icon="info-sign" className="page-callout">
        {t(LOCATION_WHY)}
      </Callout>
      <div className="execution-galleries">
        {p.galleries.map((g) => (
          <Card key={g.type} className="execution-card">
            {g.gallery}
          </Card>
        ))}
      </div>
    </ExecutionFrame>
  );
}
