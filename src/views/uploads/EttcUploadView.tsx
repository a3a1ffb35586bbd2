// Upload your Submissions, presentational (spec 2.16): the image picker and View Uploads; the
// ETTC document's picker, or 'View PDF' and 'Download PDF' once it is uploaded; the alerts of the
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

export type { Uploader };

export interface EttcUploadViewProps {
  title: string;
  back: string;
  image: Uploader;
  pdf: Uploader;
  doc: UploadRow | null;
  loadingDoc: boolean;
  docError: string | null;
  onRetry: () => void;
  queue: readonly QueuedUpload[];
}

export function DownloadPdf({ doc }: { doc: UploadRow }) {
  const { src, error } = useFileUrl(doc.url);
  if (error) return <span className={Classes.TEXT_MUTED}>{error}</span>;
  return src ? (
    <a className={cx(Classes.BUTTON)} href={src} download={doc.file_name || "ETTC.pdf"}>
      Download PDF
    </a>
  ) : (
    <Spinner size={16} aria-label="Preparing the download" />
  );
}

export function EttcUploadView(p: EttcUploadViewProps) {
  return (
    <div className="page ettc-upload">
      <PageHeader title={p.title} back={{ to: p.back, label: "Back" }} />
      <Card className="ettc-upload-card">
        <H2 className="ettc-upload-heading">Upload your Submissions</H2>
        <p className={Classes.TEXT_MUTED}>Photos are made smaller on your phone before they are sent (at most 5 MB).</p>
        <UploadPicker label="Upload an image" accept="image/*" u={p.image} />
        <Link href="/viewUploads" className={cx(Classes.BUTTON, Classes.MINIMAL, "ettc-upload-link")}>
          View Uploads
        </Link>
      </Card>
      <Card className="ettc-upload-card">
        <H2 className="ettc-upload-heading">ETTC document</H2>
        {p.docError && <LoadFailed error={p.docError} onRetry={p.onRetry} />}
        {p.loadingDoc ? (
          <Spinner size={20} aria-label="Loading the ETTC document" />
        ) : p.doc ? (
          <div className="ettc-upload-doc">
            <span>
              Uploaded{p.doc.uploaded_at ? ` ${p.doc.uploaded_at.slice(0, 10)}` : ""}
              {p.doc.sha256 ? ` · SHA-256 ${p.doc.sha256.slice(0, 12)}` : ""}
            </span>
            <Link href="/pdfViewer" className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY)}>
              View PDF
            </Link>
            <DownloadPdf doc={p.doc} />
          </div>
        ) : (
          <p>Upload your ETTC document as one PDF.</p>
        )}
        <UploadPicker label="Upload the ETTC PDF" accept="application/pdf" u={p.pdf} />
      </Card>
      {p.queue.length > 0 && (
        <Card className="ettc-upload-card">
          <H2 className="ettc-upload-heading">On this device</H2>
          <ul className="ettc-upload-queue" aria-label="Uploads on this device">
            {p.queue.map((q) => (
              <li key={q.key} className="ettc-upload-queue-row">
                <span>{q.label}</span>
                <Tag minimal intent={q.intent} className="ettc-upload-state">
                  {q.state}
                </Tag>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
