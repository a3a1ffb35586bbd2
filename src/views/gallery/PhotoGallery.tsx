// The photo gallery widget (spec 2.18): a two-column grid of photos and PDFs, each with its date
// (DD-MM-YY); a PDF shows a PDF logo; a click opens the lightbox (next, previous, the photo's date
// as its caption; the arrow keys and Escape; the focus goes back to the item on closing); Download
// saves the first item; 'Please Upload' when there is none. One component: the adding part (file
// upload through the upload machine, camera capture with a 'Capture' button, delete with a
// confirmation; decision 028) shows only when `adding` is given ("Adding can be disabled by a
// flag"), so a gallery is read-only by default. Thumbnails load lazily, at the grid's size; an
// uploaded file (/api/files/...) is fetched with the session; a photo with a receipt shows it.
// Presentational: the lightbox's flow and the uploads' are hosted (src/screens/gallery), and a
// View that draws a gallery is given it as a component (PhotoGalleryProps) or an element.
import { type ComponentType, memo, useEffect, useRef } from "react";
import { Button, Callout, Classes, Dialog, DialogBody, H2, Icon, Spinner } from "@blueprintjs/core";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { PREVIEW } from "../../codecs/camera.ts";
import { cx } from "../styles.ts";
import { Receipt, type ReceiptFields } from "../uploads/Receipt.tsx";
import { UploadPicker, type Uploader } from "../uploads/UploadPicker.tsx";
import { useFileUrl } from "../uploads/useFileUrl.ts";
import { PhotoPlace, type Place } from "./PhotoPlace.tsx";
import { useT } from "../i18n.tsx";
import { useFormats } from "../useFormats.ts";
import "./PhotoGallery.css";

export interface GalleryItem {
  /** Unique within the gallery. */
  key: string;
  url: string;
  /** A PDF document (shown by a PDF logo) rather than a picture. */
  pdf: boolean;
  /** When the photo was taken (YYYY-MM-DDTHH:MM:SS), or null. */
  date: string | null;
  /** A stored upload's evidence (hash, when taken and uploaded), shown under it. */
  receipt?: ReceiptFields;
  /** With adding on: whether this item may be deleted here (default yes). */
  deletable?: boolean;
  /** Where it was taken (decision 047): a place, "none" (sent without one), null or absent: not known. */
  place?: Place;
  /** The other workshops whose evidence holds the same photo (issue 43, item 4), marked under it for the people who check it. */
  alsoUsedFor?: readonly string[] | undefined;
}

/** The mark of a photo that is also another workshop's evidence: a warning, as text on the page. */
function AlsoUsedFor({ workshops }: { workshops: readonly string[] | undefined }) {
  const t = useT();
  if (!workshops || workshops.length === 0) return null;
  return (
    <span className={cx("photo-gallery-reused", Classes.TEXT_SMALL)} role="note">
      <Icon icon="warning-sign" intent="warning" size={12} aria-hidden />
      {t("Also used for {workshops}", { workshops: workshops.map((w) => t(w)).join(", ") })}
    </span>
  );
}

/** The upload machine's flow as the gallery draws it (one file at a time). */
export type GalleryUploader = Uploader;

/** The camera machine's flow as the gallery draws it. */
export interface GalleryCamera {
  state: "off" | "starting" | "live" | "capturing" | "unavailable";
  /** Why there is no camera (permission refused, none found), or a failed shot. */
  message: string | null;
  /** The live stream (a MediaStream), shown in the preview. */
  stream: unknown;
  onOpen: () => void;
  onCapture: () => void;
  onClose: () => void;
}

/** The adding part: absent, the gallery is read-only ("Adding can be disabled by a flag"). */
export interface GalleryAdding {
  upload: GalleryUploader;
  camera: GalleryCamera;
  /** Asks to delete an item (the owner's flow opens the confirmation). */
  onDelete: (item: GalleryItem) => void;
  /** The item the confirmation asks about, while it is open. */
  confirming: GalleryItem | null;
  deleting: boolean;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /** A delete that could not be queued, until dismissed. */
  deleteError?: string | null;
  onDismissDeleteError?: () => void;
  /** The file picker's accept list (default: photos). */
  accept?: string;
}

export const isPdfUrl = (url: string) => /\.pdf(?:$|[?#])/i.test(url);

/** Widths the grid asks thumbnails at: a cell is half a gallery (about 160 px on a 360 px phone,
 * 222 px where two galleries share a desktop row), at 1x to 3x screens. */
const THUMB_WIDTHS = [160, 240, 320, 480];
const SIZES = "(max-width: 600px) calc(50vw - 20px), 222px";
/** A demo picture (/media/…) in a thumbnail's width; any other address as it is. */
export const thumbUrl = (url: string, width: number) => (/^\/media\/[a-z]+\/\d+\.svg$/.test(url) ? `${url}?w=${width}` : url);

const PdfLogo = ({ large }: { large?: boolean }) => (
  <span className={cx("photo-gallery-pdf", large && "photo-gallery-pdf-large")} aria-hidden="true">
    <Icon icon="document" size={large ? 48 : 32} />
    <span className="photo-gallery-pdf-label">PDF</span>
  </span>
);

/** An uploaded file is fetched with the session (an object URL); a demo one is asked at the grid's size. */
const isStored = (url: string) => url.startsWith("/api/files/");

function Thumbnail({ url }: { url: string }) {
  const t = useT();
  const { src, error } = useFileUrl(isStored(url) ? url : null);
  if (!isStored(url)) {
    return (
      <img
        src={thumbUrl(url, THUMB_WIDTHS[0]!)}
        srcSet={THUMB_WIDTHS.map((w) => `${thumbUrl(url, w)} ${w}w`).join(", ")}
        sizes={SIZES}
        width={160}
        height={120}
        loading="lazy"
        decoding="async"
        alt=""
        className="photo-gallery-thumb"
      />
    );
  }
  if (error) return <span className={cx(Classes.TEXT_MUTED, "photo-gallery-missing")}>{t(error)}</span>;
  return src ? <img src={src} width={160} height={120} decoding="async" alt="" className="photo-gallery-thumb" /> : <Spinner size={20} />;
}

/** The full picture in the lightbox. */
function FullPicture({ url, alt }: { url: string; alt: string }) {
  const t = useT();
  const { src, error } = useFileUrl(url);
  if (error) return <p role="alert">{t(error)}</p>;
  return src ? <img src={src} alt={alt} className="photo-gallery-full" /> : <Spinner aria-label={t("Loading {what}", { what: alt })} />;
}

/** Download of the first item (an uploaded file: of the bytes fetched with the session). */
function DownloadFirst({ item, title }: { item: GalleryItem; title: string }) {
  const t = useT();
  const { src } = useFileUrl(item.url);
  if (!src) return null;
  return (
    <a
      href={src}
      download={item.receipt?.name ?? true}
      className={cx(Classes.BUTTON, Classes.SMALL)}
      aria-label={t("Download the first item of {title}", { title })}
    >
      <Icon icon="download" />
      <span>{t("Download")}</span>
    </a>
  );
}

const Thumb = memo(function Thumb({
  item,
  index,
  total,
  onOpen,
  onDelete,
}: {
  item: GalleryItem;
  index: number;
  total: number;
  onOpen: (i: number) => void;
  onDelete?: (item: GalleryItem) => void;
}) {
  const t = useT();
  const date = useFormats().date(item.date);
  return (
    <li className="photo-gallery-item">
      <button
        type="button"
        className="photo-gallery-open"
        onClick={() => onOpen(index)}
        aria-label={
          item.pdf
            ? t("Open pdf {n} of {total}, {date}", { n: index + 1, total, date })
            : t("Open photo {n} of {total}, {date}", { n: index + 1, total, date })
        }
      >
        {item.pdf ? <PdfLogo /> : <Thumbnail url={item.url} />}
      </button>
      <span className="photo-gallery-date">{date}</span>
      <PhotoPlace place={item.place} />
      <AlsoUsedFor workshops={item.alsoUsedFor} />
      {item.receipt && <Receipt r={item.receipt} />}
      {onDelete && item.deletable !== false && (
        <Button
          variant="minimal"
          intent="danger"
          icon="trash"
          aria-label={item.pdf ? t("Delete pdf {n}", { n: index + 1 }) : t("Delete photo {n}", { n: index + 1 })}
          onClick={() => onDelete(item)}
        />
      )}
    </li>
  );
});

/** The live preview: the stream at 640x360 (spec section 9), scaled down on a narrow screen. */
function Preview({ stream }: { stream: unknown }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = video.current;
    if (!v || typeof MediaStream === "undefined" || !(stream instanceof MediaStream)) return;
    v.srcObject = stream;
    return () => {
      v.srcObject = null;
    };
  }, [stream]);
  return (
    <video
      ref={video}
      width={PREVIEW.width}
      height={PREVIEW.height}
      autoPlay
      muted
      playsInline
      aria-label={t("Camera preview")}
      className="photo-gallery-preview"
    />
  );
}

function Adding({ title, adding }: { title: string; adding: GalleryAdding }) {
  const t = useT();
  const { upload, camera } = adding;
  const on = camera.state === "starting" || camera.state === "live" || camera.state === "capturing";
  return (
    <div className="photo-gallery-adding">
      <UploadPicker label={t("Upload")} inputLabel={t("Upload to {title}", { title })} accept={adding.accept ?? "image/*"} u={upload}>
        {!on && <Button icon="camera" text={t("Camera")} onClick={camera.onOpen} />}
      </UploadPicker>
      {camera.state === "unavailable" && camera.message && (
        <Callout intent="warning" role="alert" icon="camera" className="photo-gallery-alert">
          {t(camera.message)} <Button variant="minimal" size="small" text={t("Close")} onClick={camera.onClose} />
        </Callout>
      )}
      {on && (
        <div className="photo-gallery-camera">
          {camera.state === "starting" ? <Spinner aria-label={t("Starting the camera")} /> : <Preview stream={camera.stream} />}
          {camera.message && <p role="alert">{t(camera.message)}</p>}
          <div className="photo-gallery-actions">
            <Button
              intent="primary"
              icon="camera"
              text={t("Capture")}
              onClick={camera.onCapture}
              disabled={camera.state !== "live"}
              loading={camera.state === "capturing"}
            />
            <Button text={t("Close camera")} onClick={camera.onClose} />
          </div>
        </div>
      )}
      {adding.deleteError && (
        <Callout intent="danger" role="alert" className="photo-gallery-alert">
          {t(adding.deleteError)}{" "}
          {adding.onDismissDeleteError && <Button variant="minimal" size="small" text={t("OK")} onClick={adding.onDismissDeleteError} />}
        </Callout>
      )}
      <ConfirmDialog
        open={adding.confirming !== null}
        intent="danger"
        icon="trash"
        no={t("Cancel")}
        yes={t("Delete")}
        busy={adding.deleting}
        onYes={adding.onConfirmDelete}
        onNo={adding.onCancelDelete}
      >
        <p>{t("Delete this photo from {title}? It is removed for everyone who sees this gallery.", { title })}</p>
        {adding.confirming?.receipt && <p>{adding.confirming.receipt.name}</p>}
      </ConfirmDialog>
    </div>
  );
}

export interface PhotoGalleryViewProps {
  title: string;
  items: readonly GalleryItem[];
  /** The item the lightbox shows, or null when it is closed. */
  open: number | null;
  onOpen: (index: number) => void;
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
  adding?: GalleryAdding;
}

export function PhotoGalleryView({ title: english, items, open, onOpen, onNext, onPrevious, onClose, adding }: PhotoGalleryViewProps) {
  const t = useT();
  const f = useFormats();
  // the ids follow the English title (the same in every language); what is shown is in the reader's
  const id = `gallery-${english.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const title = t(english);
  const current = open === null ? null : (items[open] ?? null);
  const shown = current !== null;
  // the arrow keys walk the lightbox wherever its focus is (Escape closes it: the dialog's own)
  useEffect(() => {
    if (!shown) return;
    const keys = (e: globalThis.KeyboardEvent) => {
      if (e.key === "ArrowRight") {
        e.preventDefault();
        onNext();
      } else if (e.key === "ArrowLeft") {
        e.preventDefault();
        onPrevious();
      }
    };
    document.addEventListener("keydown", keys);
    return () => document.removeEventListener("keydown", keys);
  }, [shown, onNext, onPrevious]);
  return (
    <section className="photo-gallery" aria-labelledby={`${id}-title`}>
      <div className="photo-gallery-header">
        <H2 id={`${id}-title`} className="photo-gallery-title">
          {title}
        </H2>
        {items[0] && <DownloadFirst item={items[0]} title={title} />}
      </div>
      {adding && <Adding title={title} adding={adding} />}
      {items.length === 0 ? (
        <p className={cx(Classes.TEXT_MUTED, "photo-gallery-empty")}>{t("Please Upload")}</p>
      ) : (
        <ul className="photo-gallery-grid" aria-label={title}>
          {items.map((item, i) => (
            <Thumb key={item.key} item={item} index={i} total={items.length} onOpen={onOpen} onDelete={adding?.onDelete} />
          ))}
        </ul>
      )}
      <Dialog isOpen={current !== null} onClose={onClose} title={title} className="photo-gallery-lightbox">
        {current && open !== null && (
          // not a scroll box: the picture fits the screen (a scroll box without a focusable part is out of a keyboard's reach)
          <DialogBody useOverflowScrollContainer={false}>
            <figure className="photo-gallery-figure">
              {current.pdf ? (
                <a href={current.url} target="_blank" rel="noreferrer" className="photo-gallery-pdf-link">
                  <PdfLogo large />
                  <span>{t("Open PDF")}</span>
                </a>
              ) : (
                <FullPicture url={current.url} alt={t("{title}: photo {n} of {total}", { title, n: open + 1, total: items.length })} />
              )}
              <figcaption className="photo-gallery-caption">
                {f.date(current.date)}
                {current.place && (
                  <>
                    {" "}
                    <PhotoPlace place={current.place} />
                  </>
                )}
                <AlsoUsedFor workshops={current.alsoUsedFor} />
              </figcaption>
            </figure>
            <div className="photo-gallery-nav">
              <Button icon="chevron-left" text={t("Previous")} onClick={onPrevious} disabled={items.length < 2} />
              <span aria-live="polite">{t("{n} of {total}", { n: open + 1, total: items.length })}</span>
              <Button endIcon="chevron-right" text={t("Next")} onClick={onNext} disabled={items.length < 2} />
            </div>
          </DialogBody>
        )}
      </Dialog>
    </section>
  );
}

export interface PhotoGalleryProps {
  title: string;
  items: readonly GalleryItem[];
  /** Names this gallery's lightbox flow in the event log (unique on the page). */
  flowKey: string;
  adding?: GalleryAdding;
}

/** A gallery as a View draws it: its lightbox a flow of its own (src/screens/gallery/gallery.tsx). */
export type GalleryComponent = ComponentType<PhotoGalleryProps>;
