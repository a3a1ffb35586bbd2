// Upload your Submissions, presentational (spec 2.16): the image picker and View Uploads; the
// ETTC document's picker, or 'View PDF' and 'Download PDF' once it is uploaded; the alerts of the
// upload machine; the uploads kept on this device with their state.
import { useId } from "react";
import { Button, Callout, Card, Classes, H2, Icon, Spinner, Tag } from "@blueprintjs/core";
import { Link } from "wouter";
import type { UploadRow } from "../../codecs/upload.ts";
import type { UploadAlert } from "../../machines/upload.machine.ts";
import { LoadFailed, PageHeader } from "../shell/PageStates.tsx";
import { cx } from "../styles.ts";
import type { QueuedUpload } from "./uploadQueue.ts";
import { useFileUrl } from "./useFileUrl.ts";
import "../page.css";
import "./EttcUploadView.css";

export interface Uploader { busy: boolean; alert: UploadAlert | null; onFile: (file: File) => void; onDismiss: () => void }

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

function Picker({ label, accept, u }: { label: string; accept: string; u: Uploader }) {
  const id = useId();
  return (
    <div className="ettc-upload-picker">
      <div className="ettc-upload-choose">
        {/* the native picker, visually hidden; its label is the button people see and tap */}
        <input id={id} type="file" accept={accept} disabled={u.busy} className="ettc-upload-file" onChange={(e) => {
          const f = e.currentTarget.files?.[0];
          if (f) u.onFile(f);
          e.currentTarget.value = ""; // the same file may be picked again
        }} />
        <label htmlFor={id} className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY, u.busy && Classes.DISABLED)}>
          <Icon icon={accept === "application/pdf" ? "document" : "media"} />
          <span className={Classes.BUTTON_TEXT}>{label}</span>
        </label>
        {u.busy && <Spinner size={16} aria-label="Uploading" />}
      </div>
      {u.alert && (
        <Callout intent={u.alert.intent} title={u.alert.title ?? undefined} role={u.alert.intent === "danger" ? "alert" : "status"} className="ettc-upload-alert">
          {u.alert.message} <Button variant="minimal" size="small" text="OK" onClick={u.onDismiss} />
        </Callout>
      )}
    </div>
  );
}

export function DownloadPdf({ doc }: { doc: UploadRow }) {
  const { src, error } = useFileUrl(doc.url);
  if (error) return <span className={Classes.TEXT_MUTED}>{error}</span>;
  return src
    ? <a className={cx(Classes.BUTTON)} href={src} download={doc.file_name || "ETTC.pdf"}>Download PDF</a>
    : <Spinner size={16} aria-label="Preparing the download" />;
}

export function EttcUploadView(p: EttcUploadViewProps) {
  return (
    <div className="page ettc-upload">
      <PageHeader title={p.title} back={{ to: p.back, label: "Back" }} />
      <Card className="ettc-upload-card">
        <H2 className="ettc-upload-heading">Upload your Submissions</H2>
        <p className={Classes.TEXT_MUTED}>Photos are made smaller on your phone before they are sent (at most 5 MB).</p>
        <Picker label="Upload an image" accept="image/*" u={p.image} />
        <Link href="/viewUploads" className={cx(Classes.BUTTON, Classes.MINIMAL, "ettc-upload-link")}>View Uploads</Link>
      </Card>
      <Card className="ettc-upload-card">
        <H2 className="ettc-upload-heading">ETTC document</H2>
        {p.docError && <LoadFailed error={p.docError} onRetry={p.onRetry} />}
        {p.loadingDoc ? <Spinner size={20} aria-label="Loading the ETTC document" /> : p.doc ? (
          <div className="ettc-upload-doc">
            <span>Uploaded{p.doc.uploaded_at ? ` ${p.doc.uploaded_at.slice(0, 10)}` : ""}{p.doc.sha256 ? ` · SHA-256 ${p.doc.sha256.slice(0, 12)}` : ""}</span>
            <Link href="/pdfViewer" className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY)}>View PDF</Link>
            <DownloadPdf doc={p.doc} />
          </div>
        ) : <p>Upload your ETTC document as one PDF.</p>}
        <Picker label="Upload the ETTC PDF" accept="application/pdf" u={p.pdf} />
      </Card>
      {p.queue.length > 0 && (
        <Card className="ettc-upload-card">
          <H2 className="ettc-upload-heading">On this device</H2>
          <ul className="ettc-upload-queue" aria-label="Uploads on this device">
            {p.queue.map((q) => (
              <li key={q.key} className="ettc-upload-queue-row">
                <span>{q.label}</span>
                <Tag minimal intent={q.intent} className="ettc-upload-state">{q.state}</Tag>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
