// The PDF viewer, presentational: the document in a frame, 'Download PDF', or why it cannot show.
import { Spinner } from "@blueprintjs/core";
import type { UploadRow } from "../../codecs/upload.ts";
import { LoadFailed, PageHeader, TitledState } from "../shell/PageStates.tsx";
import { DownloadPdf } from "./EttcUploadView.tsx";
import { useFileUrl } from "./useFileUrl.ts";
import "../page.css";
import "./PdfViewerView.css";
import { useT } from "../i18n.tsx";

export interface PdfViewerViewProps {
  title: string;
  doc: UploadRow | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  settled: boolean;
}

function Frame({ doc }: { doc: UploadRow }) {
  const t = useT();
  const { src, error } = useFileUrl(doc.url);
  if (error) return <LoadFailed error={error} onRetry={() => location.reload()} />;
  return src ? (
    <iframe className="pdf-viewer-frame" src={src} title={t("ETTC document {name}", { name: doc.file_name || doc.name })} />
  ) : (
    <Spinner aria-label={t("Loading the PDF")} />
  );
}

export function PdfViewerView(p: PdfViewerViewProps) {
  const t = useT();
  return (
    <div className="page pdf-viewer">
      <PageHeader title={p.title} back={{ to: "/ettc-Upload", label: t("Back") }}>
        {p.doc && <DownloadPdf doc={p.doc} />}
      </PageHeader>
      {p.error && <LoadFailed error={p.error} onRetry={p.onRetry} />}
      {p.loading && <Spinner aria-label={t("Loading the ETTC document")} />}
      {p.doc ? (
        <Frame doc={p.doc} />
      ) : (
        p.settled &&
        !p.error && (
          <div role="status">
            <TitledState icon="document" title={t("No ETTC document yet")} description={t("Upload it in Upload your Submissions.")} />
          </div>
        )
      )}
    </div>
  );
}
