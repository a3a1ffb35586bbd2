// /pdfViewer hosted: the FCP's ETTC document shown in the app (the browser's PDF viewer in a frame,
// from the bytes fetched with the session), with 'Download PDF' and the way back to /ettc-Upload.
import { ettcSlot } from "../../codecs/upload.ts";
import { ettcDocumentMachine } from "../../machines/ettcDocument.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { PdfViewerView } from "../../views/uploads/PdfViewerView.tsx";
import { hosted } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList } from "../lists.ts";

export default hosted<ScreenProps>()({
  flows: { ettc: cachedListFlow<ScreenProps>(ettcSlot, ettcDocumentMachine, "ettcDocument:viewer") },
  select: (s) => {
    const ettc = cachedListOf(s, s.flows.ettc, ettcSlot);
    return { title: s.props.title, doc: ettc.rows[0] ?? null, loading: ettc.loading, error: ettc.error, onRetry: ettc.onRetry, settled: !ettc.busy };
  },
  View: PdfViewerView,
  onReconnect: (s) => retryCachedList(s.flows.ettc),
});
