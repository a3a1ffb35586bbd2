// Upload your Submissions, presentational (spec 2.16): the image picker and View Uploads; the
// ETTC document's picker, or, once it is uploaded, its date and name with 'View PDF' and 'Download
// PDF' and no picker (the server takes one PDF only and does not replace it); the alerts of the
// upload machine; the uploads kept on this device with their state.
import { Card, Classes, H2, Spinner, Tag } from "@blueprintjs/core";
import { Link } from "wouter";
import type { UploadRow } from "../../codecs/upload.ts";
import { LoadFailed, PageHeader } from "../shell/PageStates.tsx";
import { cx } from "../styles.ts";
import type { QueuedUpload } from "./uploadQueue.ts";
import { UploadPicker, type Uploader } from "./UploadPicker.tsx";
import { useFileUrl } from "./useFileUrl.ts";
import "../page.css";
import "./EttcUploadView.css";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../i18n.tsx";
import { useFormats } from "../useFormats.ts";

export type { Uploader };

export interface EttcUploadViewProps {
  title: string;
  back: string;
  image: Uploader;
  pdf: Uploader;
  doc: UploadRow | null;
  /** The one ETTC document is on the server or on its way there: the server takes no other (spec: one PDF only), so no picker. */
  pdfHeld: boolean;
  loadingDoc: boolean;
  docError: string | null;
  onRetry: () => void;
  queue: readonly QueuedUpload[];
}

export function DownloadPdf({ doc }: { doc: UploadRow }) {
  const t = useT();
  const { src, error } = useFileUrl(doc.url);
  if (error) return <span className={Classes.TEXT_MUTED}>{t(error)}</span>;
  return src ? (
    <a className={cx(Classes.BUTTON)} href={src} download={doc.file_name || "ETTC.pdf"}>
      {t("Download PDF")}
    </a>
  ) : (
    <Spinner size={16} aria-label={t("Preparing the download")} />
  );
}

export function EttcUploadView(p: EttcUploadViewProps) {
  const t = useT();
  const f = useFormats();
  return (
    <div className="page ettc-upload">
      <PageHeader title={p.title} back={{ to: p.back, label: t("Back") }} />
      <Card className="ettc-upload-card">
        <H2 className="ettc-upload-heading">{t("Upload your Submissions")}</H2>
        <p className={Classes.TEXT_MUTED}>{t("Photos are made smaller on your phone before they are sent (at most 5 MB).")}</p>
        <UploadPicker label={msg("Upload an image")} accept="image/*" u={p.image} />
        <Link href="/viewUploads" className={cx(Classes.BUTTON, Classes.MINIMAL, "ettc-upload-link")}>
          {t("View Uploads")}
        </Link>
      </Card>
      <Card className="ettc-upload-card">
        <H2 className="ettc-upload-heading">{t("ETTC document")}</H2>
        {p.docError && <LoadFailed error={p.docError} onRetry={p.onRetry} />}
        {p.loadingDoc ? (
          <Spinner size={20} aria-label={t("Loading the ETTC document")} />
        ) : p.doc ? (
          <div className="ettc-upload-doc">
            <span>
              {p.doc.uploaded_at ? t("Uploaded {date}", { date: f.date(p.doc.uploaded_at) }) : t("Uploaded")}
              {p.doc.file_name ? ` · ${p.doc.file_name}` : ""}
            </span>
            <Link href="/pdfViewer" className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY)}>
              {t("View PDF")}
            </Link>
            <DownloadPdf doc={p.doc} />
          </div>
        ) : p.pdfHeld ? (
          <p>{t("Your ETTC document is on this device, waiting to be sent: see On this device below.")}</p>
        ) : (
          <p>{t("Upload your ETTC document as one PDF.")}</p>
        )}
        <UploadPicker label={msg("Upload the ETTC PDF")} accept="application/pdf" u={p.pdf} choose={!p.pdfHeld} />
      </Card>
      {p.queue.length > 0 && (
        <Card className="ettc-upload-card">
          <H2 className="ettc-upload-heading">{t("On this device")}</H2>
          <ul className="ettc-upload-queue" aria-label={t("Uploads on this device")}>
            {p.queue.map((q) => (
              <li key={q.key} className="ettc-upload-queue-row">
                <span>{q.said ? t(q.said.label.text, q.said.label.values) : q.label}</span>
                <Tag minimal intent={q.intent} className="ettc-upload-state">
                  {q.said ? t(q.said.state.text, q.said.state.values) : q.state}
                </Tag>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
