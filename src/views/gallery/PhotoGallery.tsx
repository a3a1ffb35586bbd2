// The photo gallery widget (spec 2.18): a two-column grid of photos and PDFs, each with its date
// (DD-MM-YY); a PDF shows a PDF logo; a click opens the lightbox (next, previous, the photo's date
// as its caption; the arrow keys and Escape; the focus goes back to the item on closing); Download
// saves the first item; 'Please Upload' when there is none. One component: the adding part (file
// upload; the uploads issue adds the camera and a confirmation to delete) shows only when `adding`
// is given, so a gallery is read-only by default. Thumbnails load lazily, at the grid's size.
import { memo, useCallback, useEffect } from "react";
import { Button, Classes, Dialog, DialogBody, FileInput, H2, Icon } from "@blueprintjs/core";
import { photoGalleryMachine } from "../../machines/photoGallery.machine.ts";
import { useFlow } from "../flows.ts";
import { ddmmyy } from "../format.ts";
import { cx } from "../styles.ts";
import "./PhotoGallery.css";

export interface GalleryItem {
  /** Unique within the gallery. */
  key: string;
  url: string;
  /** A PDF document (shown by a PDF logo) rather than a picture. */
  pdf: boolean;
  /** When the photo was taken (YYYY-MM-DDTHH:MM:SS), or null. */
  date: string | null;
}

/** The adding part: absent, the gallery is read-only ("Adding can be disabled by a flag"). */
export interface GalleryAdding {
  /** Files the person chose to add (the owner checks and uploads them). */
  onFiles: (files: readonly File[]) => void;
  /** Removes an item. */
  onDelete: (item: GalleryItem) => void;
  /** The file picker's accept list (default: images and PDFs). */
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

const Thumb = memo(function Thumb({ item, index, total, onOpen, onDelete }: {
  item: GalleryItem; index: number; total: number; onOpen: (i: number) => void; onDelete?: (item: GalleryItem) => void;
}) {
  const kind = item.pdf ? "PDF" : "Photo";
  return (
    <li className="photo-gallery-item">
      <button type="button" className="photo-gallery-open" onClick={() => onOpen(index)} aria-label={`Open ${kind.toLowerCase()} ${index + 1} of ${total}, ${ddmmyy(item.date)}`}>
        {item.pdf ? <PdfLogo /> : (
          <img src={thumbUrl(item.url, THUMB_WIDTHS[0]!)} srcSet={THUMB_WIDTHS.map((w) => `${thumbUrl(item.url, w)} ${w}w`).join(", ")} sizes={SIZES}
            width={160} height={120} loading="lazy" decoding="async" alt="" className="photo-gallery-thumb" />
        )}
      </button>
      <span className="photo-gallery-date">{ddmmyy(item.date)}</span>
      {onDelete && <Button variant="minimal" intent="danger" icon="trash" aria-label={`Delete ${kind.toLowerCase()} ${index + 1}`} onClick={() => onDelete(item)} />}
    </li>
  );
});

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

export function PhotoGalleryView({ title, items, open, onOpen, onNext, onPrevious, onClose, adding }: PhotoGalleryViewProps) {
  const id = `gallery-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const current = open === null ? null : items[open] ?? null;
  const shown = current !== null;
  // the arrow keys walk the lightbox wherever its focus is (Escape closes it: the dialog's own)
  useEffect(() => {
    if (!shown) return;
    const keys = (e: globalThis.KeyboardEvent) => {
      if (e.key === "ArrowRight") { e.preventDefault(); onNext(); }
      else if (e.key === "ArrowLeft") { e.preventDefault(); onPrevious(); }
    };
    document.addEventListener("keydown", keys);
    return () => document.removeEventListener("keydown", keys);
  }, [shown, onNext, onPrevious]);
  return (
    <section className="photo-gallery" aria-labelledby={`${id}-title`}>
      <div className="photo-gallery-header">
        <H2 id={`${id}-title`} className="photo-gallery-title">{title}</H2>
        {items[0] && (
          <a href={items[0].url} download className={cx(Classes.BUTTON, Classes.SMALL)} aria-label={`Download the first item of ${title}`}>
            <Icon icon="download" /><span>Download</span>
          </a>
        )}
      </div>
      {adding && (
        <FileInput text="Choose photos or PDFs" buttonText="Upload" inputProps={{ multiple: true, accept: adding.accept ?? "image/*,application/pdf", "aria-label": `Upload to ${title}` }}
          onInputChange={(e) => adding.onFiles([...(e.currentTarget.files ?? [])])} className="photo-gallery-upload" />
      )}
      {items.length === 0
        ? <p className={cx(Classes.TEXT_MUTED, "photo-gallery-empty")}>Please Upload</p>
        : (
          <ul className="photo-gallery-grid" aria-label={title}>
            {items.map((item, i) => <Thumb key={item.key} item={item} index={i} total={items.length} onOpen={onOpen} onDelete={adding?.onDelete} />)}
          </ul>
        )}
      <Dialog isOpen={current !== null} onClose={onClose} title={title} className="photo-gallery-lightbox">
        {current && open !== null && (
          // not a scroll box: the picture fits the screen (a scroll box without a focusable part is out of a keyboard's reach)
          <DialogBody useOverflowScrollContainer={false}>
            <figure className="photo-gallery-figure">
              {current.pdf ? (
                <a href={current.url} target="_blank" rel="noreferrer" className="photo-gallery-pdf-link"><PdfLogo large /><span>Open PDF</span></a>
              ) : (
                <img src={current.url} alt={`${title}: photo ${open + 1} of ${items.length}`} className="photo-gallery-full" />
              )}
              <figcaption className="photo-gallery-caption">{ddmmyy(current.date)}</figcaption>
            </figure>
            <div className="photo-gallery-nav">
              <Button icon="chevron-left" text="Previous" onClick={onPrevious} disabled={items.length < 2} />
              <span aria-live="polite">{open + 1} of {items.length}</span>
              <Button endIcon="chevron-right" text="Next" onClick={onNext} disabled={items.length < 2} />
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

/** The widget: the lightbox is the gallery machine's flow. */
export function PhotoGallery({ title, items, flowKey, adding }: PhotoGalleryProps) {
  const [snap, send] = useFlow(`photoGallery:${flowKey}`, photoGalleryMachine, { count: items.length });
  const count = snap.context.count;
  useEffect(() => { if (items.length !== count) send({ type: "gallery.items", count: items.length }); }, [items.length, count, send]);
  const onOpen = useCallback((index: number) => send({ type: "gallery.open", index }), [send]);
  const onNext = useCallback(() => send({ type: "gallery.next" }), [send]);
  const onPrevious = useCallback(() => send({ type: "gallery.previous" }), [send]);
  const onClose = useCallback(() => send({ type: "gallery.close" }), [send]);
  return (
    <PhotoGalleryView title={title} items={items} adding={adding} open={snap.matches("open") ? snap.context.index : null}
      onOpen={onOpen} onNext={onNext} onPrevious={onPrevious} onClose={onClose} />
  );
}
