// /addTrainingPhotos?id=N (decision 028): the photo gallery of one of the CMDI's trainings, with
// adding on: upload and camera capture through the upload machine, delete with a confirmation
// (the page's trainingPhotos flow), each photo with its receipt. A training that is not the
// CMDI's is the server's 404: "This training was not found", and no adding.
import { useMemo } from "react";
import { navHref, trainingLink, type TrainingPhotosParams } from "../../codecs/navParams.ts";
import { trainingPhotosSlot, type TrainingPhoto } from "../../codecs/trainingPhoto.ts";
import { trainingsSlot } from "../../codecs/training.ts";
import { trainingPhotosMachine } from "../../machines/trainingPhotos.machine.ts";
import { useFlow, useList } from "../flows.ts";
import type { GalleryAdding, GalleryItem } from "../gallery/PhotoGallery.tsx";
import { programmeWallClock } from "../../codecs/calendar.ts";
import { useGalleryUploads } from "../gallery/useGalleryUploads.ts";
import type { ScreenProps } from "../routes.ts";
import { TrainingPhotosView } from "./TrainingPhotosView.tsx";

const itemOf = (r: TrainingPhoto): GalleryItem => ({
  key: String(r.id),
  url: r.url,
  pdf: false,
  date: programmeWallClock(r.captured_at ?? r.uploaded_at),
  receipt: r,
  deletable: r.mine,
});

export default function TrainingPhotosPage({ title, params }: ScreenProps<TrainingPhotosParams>) {
  const { id } = params;
  const all = useList(trainingPhotosSlot);
  const rows = useMemo(() => all.filter((r) => r.training === id), [all, id]);
  const items = useMemo(() => rows.map(itemOf), [rows]);
  const training = useList(trainingsSlot).find((r) => r.id === id) ?? null;
  const [snap, send] = useFlow(`trainingPhotos:${id}`, trainingPhotosMachine, { training: id, hasCached: rows.length > 0 });
  const uploads = useGalleryUploads(`training:${id}`, "training", id);
  const state = snap.matches({ list: "notFound" })
    ? "notFound"
    : snap.matches({ list: "failed" })
      ? "failed"
      : snap.hasTag("loading") && rows.length === 0
        ? "loading"
        : "photos";
  const confirming = snap.context.confirming;
  const adding: GalleryAdding = {
    ...uploads,
    onDelete: (item) => send({ type: "photo.delete", id: Number(item.key), name: item.receipt?.name ?? "" }),
    confirming: confirming ? (items.find((i) => i.key === String(confirming.id)) ?? null) : null,
    deleting: snap.hasTag("deleting"),
    onConfirmDelete: () => send({ type: "delete.confirmed" }),
    onCancelDelete: () => send({ type: "delete.cancelled" }),
    deleteError: snap.context.deleteError,
    onDismissDeleteError: () => send({ type: "delete.dismissed" }),
  };
  return (
    <TrainingPhotosView
      title={title}
      trainingName={training?.name ?? null}
      back={navHref(trainingLink, { id })}
      state={state}
      items={items}
      flowKey={`training:${id}`}
      adding={adding}
      error={snap.context.error}
      stale={snap.matches({ list: "stale" })}
      onRetry={() => send({ type: "photos.retry" })}
    />
  );
}
