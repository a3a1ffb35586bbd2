// The uploads kept on this device and where each one is: waiting, sending n %, sent, refused
// with the reason (from the outbox's entries of `uploads.add` and the progress of the one being sent).
import { uploadsAdd, type UploadKind } from "../../codecs/upload.ts";
import { entryProblem, type OutboxEntry } from "../../store/state.ts";
import { type MessageValues, msg } from "../../codecs/i18n.ts";
import { ENGLISH } from "../../codecs/translate.ts";
import { formatsOf } from "../../codecs/formats.ts";

/** A text of the app with its values, as a view translates it (`t(text, values)`). */
export interface Said {
  text: string;
  values?: MessageValues;
}

export interface QueuedUpload {
  key: string;
  kind: UploadKind;
  label: string;
  state: string;
  /** The label and the state as messages, for a view that draws them in the reader's language. */
  said?: { label: Said; state: Said };
  intent: "none" | "primary" | "success" | "danger";
}

const labelSaid = (kind: UploadKind, sha: string, at: number): Said => ({
  text: kind === "ettc" ? msg("ETTC document {sha} ({time})") : msg("Photo {sha} ({time})"),
  values: { sha: sha.slice(0, 8), time: formatsOf("en").time(at) },
});
/** The English of a message (what `label` and `state` hold). */
const english = (s: Said) => ENGLISH(s.text, s.values);

export function uploadQueue(outbox: readonly OutboxEntry[], progress: { key: string; percent: number } | undefined): QueuedUpload[] {
  return outbox
    .filter((e) => e.op === uploadsAdd.name)
    .map((e) => {
      const p = e.params as { kind: UploadKind; sha256: string };
      const shownLabel = labelSaid(p.kind, p.sha256, e.queuedAt);
      const base = { key: e.id, kind: p.kind, label: english(shownLabel) };
      const as = (state: Said, intent: QueuedUpload["intent"]): QueuedUpload => ({
        ...base,
        state: english(state),
        said: { label: shownLabel, state },
        intent,
      });
      if (e.status === "synced") return as({ text: msg("Sent") }, "success");
      if (e.status === "rejected") {
        const reason = entryProblem(e);
        return reason === null
          ? as({ text: msg("Refused: no reason given") }, "danger")
          : as({ text: msg("Refused: {reason}"), values: { reason } }, "danger");
      }
      if (progress?.key === e.id && progress.percent >= 0 && progress.percent < 100)
        return as({ text: msg("Sending {percent} %"), values: { percent: progress.percent } }, "primary");
      return as(e.attempts > 0 ? { text: msg("Waiting to be sent again") } : { text: msg("Waiting") }, "none");
    })
    .reverse();
}
