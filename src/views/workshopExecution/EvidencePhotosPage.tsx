// /addPhotos?id=N (decision 030): the FCP's photos of their workshop in Execution: one gallery per
// day-1 photo type and the finalized article photo, each adding through the upload machine
// (kind 'workshop', the workshop and the gallery's type) and deleting (only the FCP's own photos)
// through the page's workshopExecution flow. Another's workshop is the server's 404, another stage
// its 409 sentence.
import { useMemo } from "react";
import { type ExecutionParams, navHref, participantsLink, workshopLink } from "../../codecs/navParams.ts";
import {
  EVIDENCE_GALLERIES,
  FINALIZED_PHOTO_TYPE,
  reportFormOf,
  workshopExecutionSlot,
  workshopPhotosSlot,
  type EvidencePhoto,
} from "../../codecs/workshopExecution.ts";
import { REQUIRED_PHOTO_TYPES } from "../../codecs/workshopLifecycle.ts";
import { workshopExecutionMachine } from "../../machines/workshopExecution.machine.ts";
import { useFlow, useList } from "../flows.ts";
import { isPdfUrl, type GalleryAdding, type GalleryItem } from "../gallery/PhotoGallery.tsx";
import { programmeWallClock } from "../../codecs/calendar.ts";
import { placeOf } from "../../codecs/photoLocation.ts";
import { useGalleryUploads } from "../gallery/useGalleryUploads.ts";
import type { ScreenProps } from "../routes.ts";
import { EvidencePhotosView } from "./EvidencePhotosView.tsx";
import { executionState } from "./executionState.ts";

const itemOf = (r: EvidencePhoto): GalleryItem => ({
  key: String(r.id),
  url: r.url,
  pdf: isPdfUrl(r.url),
  date: programmeWallClock(r.captured_at ?? (r.uploaded_at || null)),
  ...(r.sha256 ? { receipt: r } : {}),
  deletable: r.mine,
  place: placeOf(r),
});
const REQUIRED = [...REQUIRED_PHOTO_TYPES, FINALIZED_PHOTO_TYPE];

export default function EvidencePhotosPage({ title, params }: ScreenProps<ExecutionParams>) {
  const { id } = params;
  const row = useList(workshopExecutionSlot).find((r) => r.id === id) ?? null;
  const all = useList(workshopPhotosSlot);
  const rows = useMemo(() => all.filter((r) => r.workshop === id), [all, id]);
  const [snap, send] = useFlow(`workshopExecution:${id}:photos`, workshopExecutionMachine, {
    id,
    page: "photos",
    cached: row ? reportFormOf(row) : null,
  });
  // one upload flow per gallery (a fixed list: the hooks are called in the same order every time)
  // biome-ignore lint/correctness/useHookAtTopLevel: EVIDENCE_GALLERIES is a constant list, so the calls never change order or number
  const uploads = EVIDENCE_GALLERIES.map((g) => useGalleryUploads(`workshop:${id}:${g.type}`, "workshop", id, g.type));
  const confirming = snap.context.confirming;
  const finalizedUrl = row?.artical_finalized_photo__c ?? null;
  const galleries = EVIDENCE_GALLERIES.map((g, i) => {
    const items = rows.filter((r) => r.type === g.type).map(itemOf);
    // a finalized photo recorded before this screen (not an upload here) is shown, not deletable, while none was uploaded here
    if (g.type === FINALIZED_PHOTO_TYPE && finalizedUrl && !finalizedUrl.startsWith("/api/files/") && items.length === 0) {
      items.push({ key: "finalized", url: finalizedUrl, pdf: isPdfUrl(finalizedUrl), date: null, deletable: false });
    }
    const adding: GalleryAdding = {
      ...uploads[i]!,
      onDelete: (item) => send({ type: "photo.delete", id: Number(item.key), name: item.receipt?.name ?? "" }),
      confirming: confirming ? (items.find((x) => x.key === String(confirming.id)) ?? null) : null,
      deleting: snap.hasTag("deleting"),
      onConfirmDelete: () => send({ type: "delete.confirmed" }),
      onCancelDelete: () => send({ type: "delete.cancelled" }),
      deleteError: snap.context.deleteError,
      onDismissDeleteError: () => send({ type: "delete.dismissed" }),
    };
    return { type: g.type, title: g.title, items, adding };
  });
  const missing = EVIDENCE_GALLERIES.filter((g) => REQUIRED.includes(g.type) && galleries.find((x) => x.type === g.type)!.items.length === 0).map(
    (g) => g.title,
  );
  return (
    <EvidencePhotosView
      title={title}
      id={id}
      workshopName={row?.name ?? null}
      back={navHref(workshopLink, { id })}
      other={{ to: navHref(participantsLink, { id }), label: "Add participants" }}
      {...executionState(snap, row !== null)}
      onRetry={() => send({ type: "execution.retry" })}
      galleries={galleries}
      missing={missing}
    />
  );
}
