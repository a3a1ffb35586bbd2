// /pdfViewer: the FCP's ETTC document shown in the app (the browser's PDF viewer in a frame, from
// the bytes fetched with the session), with 'Download PDF' and the way back to /ettc-Upload.
import { ettcSlot } from "../../codecs/upload.ts";
import { ettcDocumentMachine } from "../../machines/ettcDocument.machine.ts";
import { useCachedList } from "../cachedList.ts";
import type { ScreenProps } from "../routes.ts";
import { PdfViewerView } from "./PdfViewerView.tsx";

export default function PdfViewerPage({ title }: ScreenProps) {
  const ettc = useCachedList(ettcSlot, ettcDocumentMachine, "ettcDocument:viewer");
  return (
    <PdfViewerView title={title} doc={ettc.rows[0] ?? null} loading={ettc.loading} error={ettc.error} onRetry={ettc.onRetry} settled={!ettc.busy} />
  );
}
