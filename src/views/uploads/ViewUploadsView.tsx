// View Uploads, presentational (spec 2.17): a grid of the uploaded images, each captioned with its
// upload's time in India and its receipt (its file's name, when taken and uploaded; decision 105); the empty illustration when there are none. The phone holds the latest of them (decision
// 092): the note above the grid says so, and "Show more from the server" brings the older ones.
import { memo } from "react";
import { Card, Classes, Spinner } from "@blueprintjs/core";
import type { UploadRow } from "../../codecs/upload.ts";
import { DASH, type Formats, formatsOf } from "../../codecs/formats.ts";
import { formatsFor, useFormats } from "../useFormats.ts";
import { Keep } from "../Keep.tsx";
import { ListFrame } from "../ListFrame.tsx";
import { WindowNote, type WindowSource } from "../WindowNote.tsx";
import { Receipt } from "./Receipt.tsx";
import { useFileUrl } from "./useFileUrl.ts";
import "./ViewUploadsView.css";
import { msg, type Translate } from "../../codecs/i18n.ts";
import { useT } from "../i18n.tsx";

export interface ViewUploadsViewProps {
  title: string;
  back: string;
  rows: readonly UploadRow[];
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  onRetry: () => void;
  /** The list has been asked for (an empty one is then really empty). */
  settled: boolean;
  /** Where the images shown come from: this phone's latest, or with the server's older ones (decision 092). */
  source: WindowSource;
}

/** 'Day-' plus the upload's instant: epoch milliseconds (the demo's), or the server's UTC "YYYY-MM-DD HH:MM:SS" (server/ops/uploads.ts dayName). */
const DAY_NAME = /^Day-(?:(\d{10,15})|(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})Z?)$/;

/** The instant a 'Day-' name holds, or null for another name. */
function dayNameAt(name: string): number | null {
  const m = DAY_NAME.exec(name);
  if (!m) return null;
  if (m[1]) return Number(m[1]);
  // a time that is not one (30 February) is no instant: the name is shown as it is
  const at = new Date(`${m[2]}T${m[3]}Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(`${m[2]}T${m[3]}`) ? at.getTime() : null;
}

/**
 * An upload's name as a person reads it: 'Day-' plus the upload's instant is that time in India
 * ("26-11-26, 4:01 pm"), in the reader's language; any other name is shown as it is.
 */
export function uploadCaption(name: string, f: Formats = formatsOf("en")): string {
  const shown = f.dateTime(dayNameAt(name));
  return shown === DASH ? name : shown;
}

/**
 * What a person calls the photo (its alt text and its receipt's label), as the app names a file
 * (decision 105): the file's name as the phone gave it, else what it is and its day ("Submission
 * photo, 26-11-26"), else its name as it is.
 */
export function uploadName(r: UploadRow, t: Translate, f: Formats = formatsFor(t)): string {
  if (r.file_name) return r.file_name;
  const day = f.date(dayNameAt(r.name));
  return day === DASH ? r.name : t("Submission photo, {day}", { day });
}

const UploadTile = memo(function UploadTile({ r }: { r: UploadRow }) {
  const t = useT();
  const f = useFormats();
  const { src, error } = useFileUrl(r.url);
  const name = uploadName(r, t, f);
  const caption = uploadCaption(r.name, f);
  return (
    <li>
      <Card compact className="view-uploads-tile">
        <div className="view-uploads-picture">
          {src ? (
            <img src={src} alt={name} loading="lazy" decoding="async" className="view-uploads-img" />
          ) : error ? (
            <span className={Classes.TEXT_MUTED}>{t(error)}</span>
          ) : (
            <Spinner size={20} aria-label={t("Loading {what}", { what: name })} />
          )}
        </div>
        <div className="view-uploads-name">{caption === r.name ? caption : <Keep text={caption} />}</div>
        <Receipt r={{ ...r, name }} />
      </Card>
    </li>
  );
});

export function ViewUploadsView(p: ViewUploadsViewProps) {
  const t = useT();
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="view-uploads"
      what={msg("your uploads")}
      state={p}
      empty={
        p.settled && !p.error && p.rows.length === 0
          ? { icon: "media", title: msg("No uploads yet"), description: msg("The images you upload in Upload your Submissions show here.") }
          : null
      }
    >
      <WindowNote source={p.source} />
      {p.rows.length > 0 && (
        <ul className="view-uploads-grid" aria-label={t("Uploaded images")}>
          {p.rows.map((r) => (
            <UploadTile key={r.id} r={r} />
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
