// The server's half of delta sync (decision 050): a read op's rows, as the session may see them
// now, answered against what the device holds. Whatever op is asked, the rows are its own (scope,
// joins, labels), so a row that changed, left the person's scope or was deleted is a digest the
// device holds and the server does not: a removal; a row the device lacks is sent with its index.
import {
  decodeSketch,
  differences,
  digestOf,
  listCheck,
  SKETCH_CELLS,
  sketchText,
  SYNC_VERSION,
  WIDE_CELLS,
  type SyncAnswer,
  type SyncRequest,
} from "../../src/codecs/sync.ts";

export interface Synced {
  rows: unknown[];
  sync: SyncAnswer;
}

/**
 * The answer to a refresh: the whole list (`full`) when the device holds nothing, speaks another
 * version, or differs by more than its sketch can tell (for a list of more than WIDER_WORTH bytes,
 * first `wider`: send a wider sketch); else the rows it lacks and the digests it should drop.
 */
export function syncAnswer(rows: readonly unknown[], request: SyncRequest | null): Synced {
  const { sent, sync } = syncOfTexts(
    rows.map((r) => JSON.stringify(r)),
    request,
  );
  return { rows: sent === "all" ? [...rows] : sent.map((i) => rows[i]), sync };
}

/**
 * syncAnswer over the rows' JSON texts as they are sent (the digests are of these very bytes):
 * which rows to send (their indexes, or "all") and the sync part of the answer.
 */
export function syncOfTexts(texts: readonly string[], request: SyncRequest | null): { sent: number[] | "all"; sync: SyncAnswer } {
  const digests = texts.map(digestOf);
  const n = texts.length;
  const check = listCheck(digests);
  const whole = { sent: "all" as const, sync: { full: true, n, check } };
  if (request === null || request.v !== SYNC_VERSION) return whole;
  // only a sketch of one of the protocol's sizes: a larger one would cost the server its peeling
  const sized = request.sketch.length === sketchText(SKETCH_CELLS) || request.sketch.length === sketchText(WIDE_CELLS);
  const sketch = sized ? decodeSketch(request.sketch) : null;
  if (!sketch) return whole;
  const cells = sketch.length / 4;
  const diff = Math.abs(request.n - n) <= cells ? differences(sketch, digests) : null;
  if (!diff) {
    // a large list is worth a second request with the wider sketch
    const wider = cells < WIDE_CELLS && texts.reduce((sum, t) => sum + t.length, 0) > WIDER_WORTH;
    return wider ? { sent: [], sync: { full: false, n, check, wider: WIDE_CELLS } } : whole;
  }
  const wanted = new Set(diff.serverOnly);
  const at: number[] = [];
  digests.forEach((d, i) => {
    if (wanted.delete(d)) at.push(i);
  });
  return { sent: at, sync: { full: false, n, check, at, removed: diff.deviceOnly } };
}

/** A whole list above this many bytes of JSON is worth asking the device for its wider sketch first. */
export const WIDER_WORTH = 32 * 1024;
