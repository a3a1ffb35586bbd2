// The uploads kept on this device and where each one is: waiting, sending n %, sent, refused
// with the reason (from the outbox's entries of `uploads.add` and the progress of the one being sent).
import { uploadsAdd, type UploadKind } from "../../codecs/upload.ts";
import { entryProblem, type OutboxEntry } from "../../store/state.ts";

export interface QueuedUpload {
  key: string;
  kind: UploadKind;
  label: string;
  state: string;
  intent: "none" | "primary" | "success" | "danger";
}

const label = (kind: UploadKind, sha: string, at: number) =>
  `${kind === "ettc" ? "ETTC document" : "Photo"} ${sha.slice(0, 8)} (${new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })})`;

export function uploadQueue(outbox: readonly OutboxEntry[], progress: { key: string; percent: number } | undefined): QueuedUpload[] {
  return outbox
    .filter((e) => e.op === uploadsAdd.name)
    .map((e) => {
      const p = e.params as { kind: UploadKind; sha256: string };
      const base = { key: e.id, kind: p.kind, label: label(p.kind, p.sha256, e.queuedAt) };
      if (e.status === "synced") return { ...base, state: "Sent", intent: "success" as const };
      if (e.status === "rejected") return { ...base, state: `Refused: ${entryProblem(e) ?? "no reason given"}`, intent: "danger" as const };
      if (progress?.key === e.id && progress.percent >= 0 && progress.percent < 100)
        return { ...base, state: `Sending ${progress.percent} %`, intent: "primary" as const };
      return { ...base, state: e.attempts > 0 ? "Waiting to be sent again" : "Waiting", intent: "none" as const };
    })
    .reverse();
}
