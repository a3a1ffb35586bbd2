// /addPhotos?id=N hosted (decision 030): the FCP's photos of their workshop in Execution: one
// gallery per day-1 photo type and the finalized article photo, each adding through its own upload
// flow (kind 'workshop', the workshop and the gallery's type: upload:workshop:<id>:<type>) and
// deleting (only the FCP's own photos) through the screen's workshopExecution:<id>:photos flow.
// Another's workshop is the server's 404, another stage its 409 sentence.
import { programmeWallClock } from "../../codecs/calendar.ts";
import { type ExecutionParams, navHref, participantsLink, workshopLink } from "../../codecs/navParams.ts";
import { placeOf } from "../../codecs/photoLocation.ts";
import { EVIDENCE_GALLERIES, FINALIZED_PHOTO_TYPE, reportFormOf, workshopPhotosSlot, type EvidencePhoto } from "../../codecs/workshopExecution.ts";
import { REQUIRED_PHOTO_TYPES } from "../../codecs/workshopLifecycle.ts";
import { workshopExecutionMachine } from "../../machines/workshopExecution.machine.ts";
import { isPdfUrl, type GalleryItem } from "../../views/gallery/PhotoGallery.tsx";
import { kept } from "../../views/kept.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { executionRowOf, executionState } from "../execution.ts";
import { AddingGallery } from "../gallery/gallery.tsx";
import { flow, hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { EvidencePhotosView } from "./EvidencePhotosView.tsx";
import { msg } from "../../codecs/i18n.ts";

type Props = ScreenProps<ExecutionParams>;

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

/** The workshop's photos of one gallery as its items, kept while the cached photos are the same. */
const itemsOf = (all: readonly EvidencePhoto[], id: number, type: string, finalizedUrl: string | null): readonly GalleryItem[] =>
  kept(all, `${id}:${type}:${finalizedUrl}`, () => {
    const items = all.filter((r) => r.workshop === id && r.type === type).map(itemOf);
    // a finalized photo recorded before this screen (not an upload here) is shown, not deletable, while none was uploaded here
    if (type === FINALIZED_PHOTO_TYPE && finalizedUrl && !finalizedUrl.startsWith("/api/files/") && items.length === 0) {
      items.push({ key: "finalized", url: finalizedUrl, pdf: isPdfUrl(finalizedUrl), date: null, deletable: false });
    }
    return items;
  });

export default hosted<Props>()({
  flows: {
    execution: flow({
      machine: workshopExecutionMachine,
      key: (h) => `workshopExecution:${h.props.params.id}:photos`,
      input: (h) => {
        const row = executionRowOf(h, h.props.params.id);
        return { id: h.props.params.id, page: "photos" as const, cached: row ? reportFormOf(row) : null };
      },
    }),
  },
  select: (s) => {
    const { id } = s.props.params;
    const row = executionRowOf(s, id);
    const all = rowsOf(s, workshopPhotosSlot);
    const { snap, send } = s.flows.execution;
    const confirming = snap.context.confirming;
    const finalizedUrl = row?.artical_finalized_photo__c ?? null;
    const galleries = EVIDENCE_GALLERIES.map((g) => {
      const items = itemsOf(all, id, g.type, finalizedUrl);
      return {
        type: g.type,
        title: g.title,
        items,
        gallery: (
          <AddingGallery
            title={g.title}
            items={items}
            flowKey={`execution:${id}:${g.type}`}
            uploads={{ key: `workshop:${id}:${g.type}`, kind: "workshop", target: id, tag: g.type }}
            deleting={{
              onDelete: (item) => send({ type: "photo.delete", id: Number(item.key), name: item.receipt?.name ?? "" }),
              confirming: confirming ? (items.find((x) => x.key === String(confirming.id)) ?? null) : null,
              deleting: snap.hasTag("deleting"),
              onConfirmDelete: () => send({ type: "delete.confirmed" }),
              onCancelDelete: () => send({ type: "delete.cancelled" }),
              deleteError: snap.context.deleteError,
              onDismissDeleteError: () => send({ type: "delete.dismissed" }),
            }}
          />
        ),
      };
    });
    const missing = galleries.filter((g) => REQUIRED.includes(g.type) && g.items.length === 0).map((g) => g.title);
    return {
      title: s.props.title,
      workshopName: row?.name ?? null,
      back: navHref(workshopLink, { id }),
      other: { to: navHref(participantsLink, { id }), label: msg("Add participants") },
      ...executionState(snap, row !== null),
      onRetry: () => send({ type: "execution.retry" }),
      galleries: galleries.map(({ type, title, gallery }) => ({ type, title, gallery })),
      missing,
    };
  },
  View: EvidencePhotosView,
});
