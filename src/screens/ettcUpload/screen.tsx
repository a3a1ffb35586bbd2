// /ettc-Upload hosted (spec 2.16): an FCP's image upload with a link to View Uploads, and the ETTC
// document (PDF only, single) with 'View PDF' and 'Download PDF' once uploaded. Each picker starts
// the upload machine; what is kept on this device and where each upload is shows below.
import { homeOf } from "../../codecs/session.ts";
import { ettcSlot, uploadProgressSlot } from "../../codecs/upload.ts";
import { ettcDocumentMachine } from "../../machines/ettcDocument.machine.ts";
import { uploadMachine } from "../../machines/upload.machine.ts";
import { factOf } from "../../store/state.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { EttcUploadView } from "../../views/uploads/EttcUploadView.tsx";
import { uploadQueue } from "../../views/uploads/uploadQueue.ts";
import { flow, hosted, watching, type HostInput, type Running, type Selection } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList, rowsOf } from "../lists.ts";

const uploader = (key: string, kind: "image" | "ettc") =>
  flow<ScreenProps, typeof uploadMachine>({ machine: uploadMachine, key, input: (h) => ({ kind, hasPdf: kind === "ettc" && hasPdf(h) }) });

const flows = {
  ettc: cachedListFlow<ScreenProps>(ettcSlot, ettcDocumentMachine, "ettcDocument"),
  image: uploader("upload:image", "image"),
  pdf: uploader("upload:ettc", "ettc"),
};
type S = Selection<ScreenProps, typeof flows>;

const queueOf = (h: HostInput<ScreenProps>) => uploadQueue(h.state.outbox, factOf(h.state, uploadProgressSlot));
/** The ETTC document is on the server, or on its way there. */
function hasPdf(h: HostInput<ScreenProps>): boolean {
  return rowsOf(h, ettcSlot).length > 0 || queueOf(h).some((q) => q.kind === "ettc" && q.intent !== "danger");
}

const picker = ({ snap, send }: Running<typeof uploadMachine>) => ({
  busy: snap.hasTag("busy"),
  alert: snap.context.alert,
  onFile: (file: File) => send({ type: "upload.picked", file }),
  onDismiss: () => send({ type: "upload.dismissed" }),
});

export default hosted<ScreenProps>()({
  flows,
  select: (s) => {
    const ettc = cachedListOf(s, s.flows.ettc, ettcSlot);
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      image: picker(s.flows.image),
      pdf: picker(s.flows.pdf),
      doc: ettc.rows[0] ?? null,
      pdfHeld: hasPdf(s),
      loadingDoc: ettc.loading,
      docError: ettc.error,
      onRetry: ettc.onRetry,
      queue: queueOf(s),
    };
  },
  View: EttcUploadView,
  onReconnect: (s) => retryCachedList(s.flows.ettc),
  watch: [
    // the PDF picker replaces the one document once there is one
    watching(
      (s: S) => hasPdf(s),
      (has, s) => {
        if (has && !s.flows.pdf.snap.context.hasPdf) s.flows.pdf.send({ type: "upload.hasPdf", hasPdf: true });
      },
    ),
  ],
});
