// View Uploads, presentational (spec 2.17): a grid of the uploaded images with their names and
// receipts; the empty illustration when there are none. The phone holds the latest of them (decision
// 092): the note above the grid says so, and "Show more from the server" brings the older ones.
import { memo } from "react";
import { Card, Classes, Spinner } from "@blueprintjs/core";
import type { UploadRow } from "../../codecs/upload.ts";
import { type Formats, formatsOf } from "../../codecs/formats.ts";
import { useFormats } from "../useFormats.ts";
import { Keep } from "../Keep.tsx";
import { ListFrame } from "../ListFrame.tsx";
import { WindowNote, type WindowSource } from "../WindowNote.tsx";
import { Receipt } from "./Receipt.tsx";
import { useFileUrl } from "./useFileUrl.ts";
import "./ViewUploadsView.css";
import { msg } from "../../codecs/i18n.ts";
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

/**
 * An upload's name as a person reads it: 'Day-' plus the upload's epoch milliseconds is its time in
 * India ("26-11-26, 4:01 pm"); any other name is shown as it is.
 */
export function uploadCaption(name: string, f: Formats = formatsOf("en")): string {
  const m = /^Day-(\d{10,15})$/.exec(name);
  const at = m ? new Date(Number(m[1])) : null;
  return at && !Number.isNaN(at.getTime()) ? f.dateTime(at) : name;
}

const UploadTile = memo(function UploadTile({ r }: { r: UploadRow }) {
  const t = useT();
  const f = useFormats();
  const { src, error } = useFileUrl(r.url);
  return (
    <li>
      <Card compact className="view-uploads-tile">
        <div className="view-uploads-picture">
          {src ? (
            <img src={src} alt={r.name} loading="lazy" decoding="async" className="view-uploads-img" />
          ) : error ? (
            <span className={Classes.TEXT_MUTED}>{t(error)}</span>
          ) : (
            <Spinner size={20} aria-label={t("Loading {what}", { what: r.name })} />
          )}
        </div>
        <div className="view-uploads-name">
          <Keep text={uploadCaption(r.name, f)} />
        </div>
        <Receipt r={r} />
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
