// /ettc-Upload (spec 2.16): an FCP's image upload with a link to View Uploads, and the ETTC
// document (PDF only, single) with 'View PDF' and 'Download PDF' once uploaded. Each picker starts
// the upload machine; what is kept on this device and where each upload is shows below.
import { useEffect } from "react";
import { useSelector } from "@xstate/react";
import { homeOf } from "../../codecs/session.ts";
import { ettcSlot, uploadProgressSlot } from "../../codecs/upload.ts";
import { ettcDocumentMachine } from "../../machines/ettcDocument.machine.ts";
import { uploadMachine } from "../../machines/upload.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useCachedList } from "../cachedList.ts";
import { useFact, useFlow, useStore } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { EttcUploadView } from "./EttcUploadView.tsx";
import { uploadQueue } from "./uploadQueue.ts";

/** The upload machine's flow for one picker, as the view draws it. */
function useUploader(key: string, kind: "image" | "ettc", hasPdf: boolean) {
  const [snap, send] = useFlow(key, uploadMachine, { kind, hasPdf });
  useEffect(() => {
    if (snap.context.hasPdf !== hasPdf && hasPdf) send({ type: "upload.hasPdf", hasPdf });
  }, [hasPdf, snap.context.hasPdf, send]);
  return {
    busy: snap.hasTag("busy"),
    alert: snap.context.alert,
    onFile: (file: File) => send({ type: "upload.picked", file }),
    onDismiss: () => send({ type: "upload.dismissed" }),
  };
}

export default function EttcUploadPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const ettc = useCachedList(ettcSlot, ettcDocumentMachine, "ettcDocument");
  const outbox = useStore((s) => s.outbox);
  const progress = useFact(uploadProgressSlot);
  const queue = uploadQueue(outbox, progress);
  const doc = ettc.rows[0] ?? null;
  const ettcQueued = queue.some((q) => q.kind === "ettc" && q.intent !== "danger");
  const image = useUploader("upload:image", "image", false);
  const pdf = useUploader("upload:ettc", "ettc", doc !== null || ettcQueued);
  return (
    <EttcUploadView
      title={title}
      back={user ? homeOf(user) : "/"}
      image={image}
      pdf={pdf}
      doc={doc}
      loadingDoc={ettc.loading}
      docError={ettc.error}
      onRetry={ettc.onRetry}
      queue={queue}
    />
  );
}
