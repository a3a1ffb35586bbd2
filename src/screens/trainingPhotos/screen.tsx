// /addTrainingPhotos?id=N hosted (decision 028): the photo gallery of one of the CMDI's trainings,
// with adding on: upload and camera capture through the upload machine (the gallery's own flows,
// keyed training:<id>), delete with a confirmation (the screen's trainingPhotos:<id> flow), each
// photo with its receipt. A training that is not the CMDI's is the server's 404: "This training was
// not found", and no adding.
import { programmeWallClock } from "../../codecs/calendar.ts";
import { navHref, trainingLink, type TrainingPhotosParams } from "../../codecs/navParams.ts";
import { trainingsSlot } from "../../codecs/training.ts";
import { trainingPhotosSlot, type TrainingPhoto } from "../../codecs/trainingPhoto.ts";
import { trainingPhotosMachine } from "../../machines/trainingPhotos.machine.ts";
import type { GalleryItem } from "../../views/gallery/PhotoGallery.tsx";
import { kept } from "../../views/kept.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { AddingGallery } from "../gallery/gallery.tsx";
import { flow, hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { TrainingPhotosView } from "./TrainingPhotosView.tsx";
import { msg } from "../../codecs/i18n.ts";

type Props = ScreenProps<TrainingPhotosParams>;

const itemOf = (r: TrainingPhoto): GalleryItem => ({
  key: String(r.id),
  url: r.url,
  pdf: false,
  date: programmeWallClock(r.captured_at ?? r.uploaded_at),
  receipt: r,
  deletable: r.mine,
});

/** The training's photos as gallery items, kept while the cached photos are the same. */
const itemsOf = (all: readonly TrainingPhoto[], id: number) => kept(all, `training:${id}`, () => all.filter((r) => r.training === id).map(itemOf));

export default hosted<Props>()({
  flows: {
    photos: flow({
      machine: trainingPhotosMachine,
      key: (h) => `trainingPhotos:${h.props.params.id}`,
      input: (h) => ({ training: h.props.params.id, hasCached: itemsOf(rowsOf(h, trainingPhotosSlot), h.props.params.id).length > 0 }),
    }),
  },
  select: (s) => {
    const { id } = s.props.params;
    const { snap, send } = s.flows.photos;
    const items = itemsOf(rowsOf(s, trainingPhotosSlot), id);
    const training = rowsOf(s, trainingsSlot).find((r) => r.id === id) ?? null;
    const state = snap.matches({ list: "notFound" })
      ? "notFound"
      : snap.matches({ list: "failed" })
        ? "failed"
        : snap.hasTag("loading") && items.length === 0
          ? "loading"
          : "photos";
    const confirming = snap.context.confirming;
    return {
      title: s.props.title,
      trainingName: training?.name ?? null,
      back: navHref(trainingLink, { id }),
      state,
      gallery: (
        <AddingGallery
          title={msg("Training photos")}
          items={items}
          flowKey={`training:${id}`}
          uploads={{ key: `training:${id}`, kind: "training", target: id }}
          deleting={{
            onDelete: (item) => send({ type: "photo.delete", id: Number(item.key), name: item.receipt?.name ?? "" }),
            confirming: confirming ? (items.find((i) => i.key === String(confirming.id)) ?? null) : null,
            deleting: snap.hasTag("deleting"),
            onConfirmDelete: () => send({ type: "delete.confirmed" }),
            onCancelDelete: () => send({ type: "delete.cancelled" }),
            deleteError: snap.context.deleteError,
            onDismissDeleteError: () => send({ type: "delete.dismissed" }),
          }}
        />
      ),
      error: snap.context.error,
      stale: snap.matches({ list: "stale" }),
      onRetry: () => send({ type: "photos.retry" }),
    } as const;
  },
  View: TrainingPhotosView,
});
